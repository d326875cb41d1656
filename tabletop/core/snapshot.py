"""The snapshot format: a saved game as JSON bytes and back, strictly checked (no files here).

A snapshot holds everything to continue a game exactly: the opening table, the recorded log, the
cursor (undo position), the seed and how many chance draws were made, the current table and the
rules engine's state.  ``table`` alone is enough to open a game whose log no longer replays
(``Snapshot.table_only``).

The file (format version 2)::

    {"format": "tabletop.snapshot", "version": 2, "game", "seed", "options", "rules",
     "saved_at", "chance_draws", "cursor", "specs", "initial", "log", "table", "game_state"}

``specs`` are written once; ``initial`` and ``table`` are tables without them (see ``codec``), and
``rules`` tells whether rules enforcement was on when the game began (the log records every switch).
Older files are upgraded on load by ``UPGRADES``, one small function per version step.  What an
older file simply lacks keeps the version (a new action kind, the ``made_on`` of a pile players
made): every file of this version still loads, and saves, exactly as before.

Nothing loaded is executed (plain ``json``, no pickle, no eval) and the bytes are bounded before
they are parsed: at most ``MAX_FILE_BYTES`` and ``MAX_PARTS`` lists, objects and values, so no file
can hang or exhaust the program.  Every problem is a ``CodecError`` in plain words; ``storage``
adds the file's name.
"""

from __future__ import annotations

import contextlib
import gc
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from .action_codec import actions_from_list, actions_to_list
from .actions import Action
from .codec import specs_from_list, specs_to_list, table_from_dict, table_to_dict
from .errors import CodecError
from .jsondata import plain, plain_object
from .log_columns import LogContext
from .model import BOT_LEVELS, Table

FORMAT = "tabletop.snapshot"
VERSION = 2
MAX_FILE_BYTES = 32 * 1024 * 1024
MAX_PARTS = 4_000_000
MAX_SEED = 2**63
KEYS = ("format", "version", "game", "seed", "options", "rules", "saved_at", "chance_draws", "cursor",
        "specs", "initial", "log", "table", "game_state")
OPTIONAL_KEYS = ("reproducible", "play")
"""Parts added since version 2 that an older file simply lacks: the chance policy and the hot seat."""
NO_PLAY: dict[str, Any] = {"holder": None, "bots": {}}


@dataclass
class Snapshot:
    """A saved game.

    ``rules_on`` is whether rules enforcement was on before the first action (replaying the log
    repeats every switch); ``cursor`` is the undo position in ``actions``; ``chance_draws`` how many
    chance streams were used, so a continued game rolls new dice; ``game_state`` is the rules
    engine's own encoding of its state at the cursor (``None`` without an engine).  ``reproducible``
    is whether in-game chance continues from ``seed`` (a game the players asked to be reproducible)
    or is fresh at every load; ``play`` is the hot seat: ``holder``, the seat holding the computer when
    saved (the game reopens behind the curtain for them), and ``bots``, the seats the computer plays
    with their level.
    """

    game: str
    seed: int
    options: dict[str, Any]
    rules_on: bool
    initial: Table
    actions: list[Action]
    cursor: int
    chance_draws: int
    table: Table
    game_state: Any
    saved_at: str | None = None
    reproducible: bool = False
    play: dict[str, Any] = field(default_factory=lambda: dict(NO_PLAY))

    def table_only(self) -> Snapshot:
        """This game restarted from its saved table, with no log and no rules state.

        For a file whose log no longer replays (``session_from`` says so): the players keep the
        table as it was saved and go on as a free table.
        """
        return replace(self, initial=self.table, actions=[], cursor=0, rules_on=False, game_state=None)


def snapshot_to_dict(s: Snapshot) -> dict[str, Any]:
    """``s`` as the JSON data written to its file."""
    initial = table_to_dict(s.initial, specs=False)
    same_specs = s.table.specs is s.initial.specs or s.table.specs == s.initial.specs
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": s.game,
        "seed": s.seed,
        "options": plain_object(s.options, "the game options"),
        "rules": bool(s.rules_on),
        "saved_at": s.saved_at,
        "chance_draws": s.chance_draws,
        "cursor": s.cursor,
        "specs": specs_to_list(s.initial.specs.values()),
        "initial": initial,
        "log": actions_to_list(s.actions),
        "table": table_to_dict(s.table, specs=not same_specs, base=(s.initial, initial["pieces"])),
        "game_state": plain(s.game_state, "the rules engine's state"),
        "reproducible": bool(s.reproducible),
        "play": plain_object(s.play, "the hot seat"),
    }


def _dumps(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                      check_circular=False).encode("utf-8")


@contextlib.contextmanager
def _collector_paused(keeps: bool = False) -> Iterator[None]:
    """Pause the cycle collector while a snapshot is built or read.

    Both make some hundred thousand small lists, dicts and records, none in a cycle; with the
    collector on, each few hundred of them start a pass over every object the program holds, which
    costs more than the work itself on a big game.  Memory is unaffected: what becomes garbage here
    is freed by reference counting, without the collector.

    ``keeps``: what was made is kept for long (a loaded game: some ten thousand pieces, actions and
    their fields, alive as long as the game is played).  Left young, the first allocation after the
    collector is back on would examine them all in a young collection (about a tenth of a big load)
    only to keep them; on success they go straight to the oldest generation instead (``gc.freeze``
    then ``gc.unfreeze`` move objects without examining them), where full collections see them as
    they would anyway.  Not done when something else froze objects, which unfreezing would undo.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
        if keeps and was_on and not gc.get_freeze_count():
            gc.freeze()
            gc.unfreeze()
    finally:
        if was_on:
            gc.enable()


def snapshot_bytes(s: Snapshot) -> bytes:
    """The file's bytes: compact JSON, the same bytes for the same snapshot; raises ``CodecError``."""
    with _collector_paused():
        return _dumps(snapshot_to_dict(s))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"it holds {name}, which is not a number a saved game may hold")


def _parse(data: bytes) -> Any:
    if len(data) > MAX_FILE_BYTES:
        raise CodecError(f"it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, too large for a saved game")
    # every part takes at least one byte, so only a file longer than the limit needs counting
    if len(data) > MAX_PARTS and data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_PARTS:
        raise CodecError("it holds far more parts than any saved game")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CodecError("it is not a text file") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as bad:
        if bad.pos >= len(text.rstrip()) or bad.msg.startswith("Unterminated string"):
            raise CodecError("it is cut short: the data ends before it is complete") from None
        raise CodecError(f"it is not valid JSON (line {bad.lineno}, column {bad.colno}: {bad.msg})") from None
    except RecursionError:
        raise CodecError("it is nested far too deeply") from None
    except ValueError as bad:
        raise CodecError(f"it holds a value out of bounds ({str(bad)[:120]})") from None


def _count_chance(log: Any) -> int:
    """How many recorded actions drew on chance (what version 1 files did not store)."""
    count = 0
    for item in log if isinstance(log, list) else ():
        if not isinstance(item, dict):
            continue
        if item.get("kind") in ("roll", "shuffle", "bag_draw") or item.get("kind") == "batch" and _count_chance(item.get("actions")):
            count += 1
    return count


def _upgrade_1(old: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept the specs inside each table and had no options, chance count or save time."""
    initial = old.get("initial")
    table = old.get("table")
    if not isinstance(initial, dict) or not isinstance(table, dict):
        raise CodecError("its opening or current table is missing")
    specs = initial.get("specs")
    initial = {k: v for k, v in initial.items() if k != "specs"}
    if table.get("specs") == specs:
        table = {k: v for k, v in table.items() if k != "specs"}
    new = {k: v for k, v in old.items() if k not in ("initial", "table")}
    new.update(version=2, options={}, saved_at=None, chance_draws=_count_chance(old.get("log")),
               specs=specs, initial=initial, table=table)
    return new


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _upgrade_1}


def _check_keys(data: dict[str, Any]) -> None:
    unknown = data.keys() - set(KEYS) - set(OPTIONAL_KEYS)
    if unknown:
        raise CodecError(f"it has parts this program does not know: {', '.join(sorted(unknown))[:200]}")
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise CodecError(f"it lacks {', '.join(missing)}")


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise CodecError(f"its {what} should be a whole number from {low} to {high}, not {str(value)[:40]}")
    return value


def _snapshot_from(data: Any) -> Snapshot:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CodecError("it is not a Tabletop saved game")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise CodecError(f"its format version {str(version)[:20]} is not one Tabletop ever wrote")
    if version > VERSION:
        raise CodecError(f"it was saved by a newer Tabletop (format version {version}; this one reads up to {VERSION})")
    while version < VERSION:
        data = UPGRADES[version](data)
        version = data["version"]
    _check_keys(data)
    game = data["game"]
    if type(game) is not str or not 0 < len(game) <= 100:
        raise CodecError("its game name is missing or not a text")
    if type(data["rules"]) is not bool:
        raise CodecError("its rules switch should be true or false")
    saved_at = data["saved_at"]
    if saved_at is not None and (type(saved_at) is not str or len(saved_at) > 64):
        raise CodecError("its save time should be a short text")
    specs = specs_from_list(data["specs"])
    initial = table_from_dict(data["initial"], specs)
    log = actions_from_list(data["log"], LogContext.of(initial), owned=True)
    table = table_from_dict(data["table"], specs, base=(initial, data["initial"]["pieces"]))
    if table.pieces.keys() != initial.pieces.keys():
        raise CodecError("its current table does not hold the same pieces as its opening table")
    return Snapshot(
        game=game,
        seed=_int(data["seed"], "seed", -MAX_SEED, MAX_SEED),
        options=plain_object(data["options"], "its options"),
        rules_on=data["rules"],
        initial=initial,
        actions=log,
        cursor=_int(data["cursor"], "undo position", 0, len(log)),
        chance_draws=_int(data["chance_draws"], "chance count", 0, 2**53),
        table=table,
        game_state=plain(data["game_state"], "its rules state"),
        saved_at=saved_at,
        reproducible=_bool(data.get("reproducible", False), "reproducible switch"),
        play=_play(data.get("play", NO_PLAY), table),
    )


def _bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise CodecError(f"its {what} should be true or false")
    return value


def _play(value: Any, table: Table) -> dict[str, Any]:
    """The hot seat: a holder who is a seat of the table (or nobody), and bots at known levels."""
    seats = {seat.id for seat in table.seats}
    if not isinstance(value, dict) or value.keys() != NO_PLAY.keys():
        raise CodecError("its hot seat should name the holder and the bots")
    holder, bots = value["holder"], value["bots"]
    if holder is not None and (type(holder) is not str or holder not in seats):
        raise CodecError("its hot seat names a holder who is not at the table")
    if not isinstance(bots, dict) or not all(type(k) is str and k in seats and v in BOT_LEVELS for k, v in bots.items()):
        raise CodecError(f"its bots should be seats of the table played at one of the levels {', '.join(BOT_LEVELS)}")
    return {"holder": holder, "bots": dict(bots)}


def snapshot_from_bytes(data: bytes) -> Snapshot:
    """The snapshot ``data`` holds, upgraded to the current version; raises ``CodecError``."""
    try:
        with _collector_paused(keeps=True):
            return _snapshot_from(_parse(data))
    except RecursionError:
        raise CodecError("it is nested far too deeply") from None
