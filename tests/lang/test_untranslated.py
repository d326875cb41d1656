"""Every text the door is handed while a game is played is one the translators were given.

The catalogue test sees only literals; a word the code looks up at run time (a token's name, an action's,
a helper's id, a piece's kind) reaches the door as a variable, and when it is no catalogue key a Hungarian
or Greek player reads it in English.  So each rules game is played here in Hungarian, with the bot and now
and then a random move, its every legal move, phase, figure and narrated step put into words; and every
game's table is handled with the rules off (shuffled, drawn, dealt, flipped, turned, moved, rolled), each
action logged.  The door's catalogue records what it was asked for and lacked.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from tabletop.core.actions import DealCards, DrawCards, FlipPiece, MovePiece, RollDice, RotatePiece, Shuffle
from tabletop.core.errors import IllegalAction
from tabletop.core.model import ZoneKind
from tabletop.core.session import Session
from tabletop.games import GAME_MODULES, load_game
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.words import Asking, Narration
from tabletop.lang import catalogues, door

STEPS = 150
RULES_GAMES = [game for game in GAME_MODULES if load_game(game).rules is not None]


class _Spy(dict[str, door.Entry]):
    """A catalogue that remembers each worded text it was asked for and does not hold."""

    def __init__(self, entries: door.Catalogue) -> None:
        super().__init__(entries)
        self.missed: set[str] = set()

    def get(self, key: str, default: object = None) -> object:  # type: ignore[override]
        if key not in self and re.search(r"[A-Za-z]{2}", key):
            self.missed.add(key)
        return super().get(key, default)


def _play(game: str) -> None:
    definition = load_game(game)
    assert definition.rules is not None
    kit = definition.rules()
    words, engine = kit.words, kit.engine
    for players in range(definition.min_seats, definition.max_seats + 1):
        seats = default_seats(players)
        names = {s.id: s.name for s in seats}
        rng = random.Random(players)
        state = engine.new_game(list(names), players, dict(definition.options))
        for _step in range(STEPS):
            if engine.is_over(state):
                break
            moves = list(engine.legal_moves(state))
            for m in moves:
                words.move(state, m, names)
                kind = engine.move_kind(m)
                words.kind(kind)
                if isinstance(words, Asking):
                    words.asking(state, kind)
            words.phase(state)
            for seat in names:
                words.figures(state, seat)
            seat = engine.current_seat(state)
            assert seat is not None
            move = moves[rng.randrange(len(moves))] if rng.random() < 0.3 else kit.bot.choose(state, seat, rng)
            after = engine.apply(state, move, Chance(rng.getrandbits(53)))
            if isinstance(after, Rejected):
                continue
            if isinstance(words, Narration):
                words.happened(state, after, move, names)
            state = after


def _handle(game: str) -> None:
    definition = load_game(game)
    seats = default_seats(definition.max_seats)
    session = Session(definition.setup(seats, 1, dict(definition.options)), seed=1)
    actions = []
    for zone in list(session.table.zones.values()):
        if zone.kind is ZoneKind.STACK and zone.pieces:
            actions += [Shuffle(zone.id, actor="p1"), DrawCards(zone.id, "hand:p1", 1, actor="p1"),
                        DealCards(zone.id, tuple(s.id for s in seats), 1, actor="p1")]
    for piece in list(session.table.pieces):
        actions += [FlipPiece(piece, actor="p1"), RotatePiece(piece, 90, actor="p1"),
                    MovePiece(piece, "hand:p2", actor="p1"), MovePiece(piece, "table", 5.0, 5.0, actor="p1")]
    dice = [p for p in session.table.pieces if session.table.spec_of(p).kind == "die"]
    actions += [RollDice(tuple(dice[:2]), actor="p1")] if dice else []
    for action in actions:
        try:
            session.dispatch(action)
        except IllegalAction:
            continue


def _missed_in_hungarian(play: Callable[[str], None], game: str) -> list[str]:
    catalogues.set_language("hu")
    spy = _Spy(door._now.catalogue)
    door.install(door._now._replace(catalogue=spy))
    try:
        play(game)
    finally:
        catalogues.set_language("en")
    return sorted(spy.missed)


ASK = "give these texts to the translators (N_ or a literal):\n"


@pytest.mark.parametrize("game", RULES_GAMES)
def test_a_game_played_in_hungarian_asks_the_door_only_for_catalogued_text(game: str) -> None:
    missed = _missed_in_hungarian(_play, game)
    assert not missed, ASK + "\n".join(missed)


@pytest.mark.parametrize("game", list(GAME_MODULES))
def test_a_table_handled_in_hungarian_logs_only_catalogued_text(game: str) -> None:
    missed = _missed_in_hungarian(_handle, game)
    assert not missed, ASK + "\n".join(missed)
