"""Real saves of every game, damaged copies of them, and the path Ctrl+O and ``--load`` open them by.

``real_saves`` plays each game a little (Loyang with its rules on, moved by its bots; the others
by table gestures, a roll, a shuffle and a draw where they have them) and saves it.  ``damage``
makes a hostile copy: the JSON tree edited (keys dropped, values swapped for odd ones, list items
doubled or swapped, values replaced by another of the file's, texts given control characters or
lone surrogates, numbers made huge) or the bytes cut or flipped.  ``open_as_the_app_does`` then goes where Ctrl+O and ``--load`` go
(``GameInPlay.load``; when the log does not replay, the saved table alone, as the player's Yes to
the offer does), draws a frame, undoes, redoes and saves; it returns how far the file got and lets
any other exception out.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pygame

from tabletop.core.actions import DrawCards, MovePiece, RollDice, Shuffle
from tabletop.core.model import ZoneKind
from tabletop.games import load_game
from tabletop.play import CannotOpen, GameInPlay, TableOnly
from tabletop.storage import encode_snapshot
from tabletop.ui.table_stage import TableStage

GAMES = ("sandbox", "my_village", "village", "loyang", "robinson")
ODD: list[Any] = [None, True, False, -1, 0, 1, 7, 10**30, -(2**70), 1e308, -1e308, 0.5, "", "x", "p1", "p9", "hand:p1",
                  "table", [], {}, [[[[]]]], {"kind": "move"}, ["p1", "p1"], "é" * 300, "a\x00b", "\x1b[31m",
                  "\ud800", "\u202e", {"x": 1}, [1, 2, 3], "x" * 5000]


def _gestures(session: Any, rng: random.Random) -> None:
    table = session.table
    seat = table.seats[0].id
    for zone in table.zones.values():
        if zone.kind is ZoneKind.STACK and len(zone.pieces) > 1:
            session.dispatch(Shuffle(zone.id, actor=seat))
            session.dispatch(DrawCards(zone.id, f"hand:{seat}", 1, actor=seat))
            break
    dice = [p.id for p in session.table.pieces.values() if session.table.specs[p.spec].is_die]
    if dice:
        session.dispatch(RollDice(tuple(dice[:2]), actor=seat))
    area = next(z.id for z in session.table.zones.values() if z.kind is ZoneKind.AREA)
    loose = [p for p in session.table.zones[area].pieces if not session.table.pieces[p].locked]
    for pid in rng.sample(loose, min(4, len(loose))):
        session.dispatch(MovePiece(pid, area, rng.uniform(0, 500), rng.uniform(0, 500), actor=seat))
    session.undo()


def real_saves(seed: int = 3) -> dict[str, bytes]:
    """A save of each game after some play, by game id."""
    rng = random.Random(seed)
    out = {}
    for game in GAMES:
        played = GameInPlay.new(load_game(game), seed, rules_on=True)
        if played.binding is not None:
            played.bots = dict.fromkeys(played.seat_ids, "easy")
            for _ in range(40):
                outcome = played.bot_step()
                if outcome is None or not outcome.ok:
                    break
            played.bots = {}
        else:
            _gestures(played.session, rng)
        out[game] = encode_snapshot(played.snapshot())
    return out


def _slot(data: Any, rng: random.Random) -> tuple[Any, Any]:
    """A random (container, key) of a JSON tree, reached by a random walk down from its root (a
    save of thousands of values is not listed whole for each edit)."""
    parent, key, node = None, None, data
    while isinstance(node, (dict, list)) and node:
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        parent, node = node, node[key]
        if rng.random() < 0.25:
            break
    return parent, key


def _odd_text(value: str, rng: random.Random) -> str:
    at = rng.randrange(len(value) + 1)
    return value[:at] + rng.choice(["\x00", "\ud800", "\x07", "\n", "\u200b", "\udfff"]) + value[at:]


def damage_tree(data: Any, rng: random.Random) -> bytes:
    for _ in range(rng.choice((1, 1, 1, 2))):
        parent, key = _slot(data, rng)
        if parent is None:
            break
        how = rng.randrange(8)
        if how >= 6:  # a value from elsewhere in the file, of the same type: plausible, often accepted
            donor, other = _slot(data, rng)
            if donor is not None and type(donor[other]) is type(parent[key]):
                parent[key] = json.loads(json.dumps(donor[other]))
            continue
        if how == 0:
            del parent[key]
        elif how == 1:
            parent[key] = json.loads(json.dumps(rng.choice(ODD)))
        elif how == 2 and isinstance(parent, list):
            parent.append(json.loads(json.dumps(parent[key])))
        elif how == 3 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        elif how == 4 and isinstance(parent[key], str):
            parent[key] = _odd_text(parent[key], rng)
        elif how == 4 and isinstance(parent[key], (int, float)) and not isinstance(parent[key], bool):
            parent[key] = rng.choice([parent[key] * 10**6, -parent[key], parent[key] + 1, 1e300])
        else:
            parent[key] = {"deep": [[[[[[rng.random()]]]]]]}
    return json.dumps(data, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


def damage_bytes(raw: bytes, rng: random.Random) -> bytes:
    how = rng.randrange(3)
    if how == 0:
        return raw[: rng.randrange(len(raw))]
    data = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] = rng.randrange(256) if how == 1 else data[i] ^ (1 << rng.randrange(8))
    return bytes(data)


def damage(raw: bytes, rng: random.Random) -> bytes:
    return damage_tree(json.loads(raw), rng) if rng.random() < 0.75 else damage_bytes(raw, rng)


def _names_the_file(refusal: Exception, path: Path) -> None:
    if str(path) not in str(refusal):
        raise AssertionError(f"a refusal that does not name the file: {refusal}")


def open_as_the_app_does(path: Path, window: pygame.Surface, out: Path) -> str:
    """``refused``, ``table only`` or ``opened``: how far ``path`` got on the app's path; saves to ``out``."""
    try:
        game = GameInPlay.load(path)
        outcome = "opened"
    except TableOnly as failure:
        _names_the_file(failure, path)
        try:
            game = failure.open_table()
        except CannotOpen as refused:
            _names_the_file(refused, path)
            return "refused"
        outcome = "table only"
    except CannotOpen as refused:
        _names_the_file(refused, path)
        return "refused"
    stage = TableStage(window, game, None)
    stage.draw(window)
    for step in (game.session.undo, game.session.redo):
        if step():
            stage.rebuild()
            stage.draw(window)
    game.save(out)
    return outcome
