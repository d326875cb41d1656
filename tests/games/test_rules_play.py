"""What the app needs of every engine to be played with rules on (issue 20), checked through the generic
binding on each registered engine: a new engine gets these checks by being registered.

Along a seeded game of random moves through a ``Session``: the banner's words name the round (of how
many) and the phase; every seat shows the same figures in the same order; every offered move is the
deciding seat's, at most one is the ending move and Enter's move is that one; whatever lights up for a
carried piece means a move when dropped there, and a drop elsewhere gets words; a right-click on a piece
offers exactly the moves its drags make; each move is one log entry (one undo step), which tells the new
round or phase when it changed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.core.session import Session
from tabletop.games.definition import default_seats
from tabletop.games.kit.binding import GameBinding
from tabletop.games.kit.picture import opening_table

from .test_conformance import registered

MOVES = 100
CHECK_EVERY = 4


def engines() -> list[Any]:
    return [pytest.param(kit, max(2, low), id=game) for game, kit, low, _high in registered()]


def check_state(rules: GameBinding[Any, Any], session: Session, labels: list[str], rng: random.Random) -> None:
    state, table = session.game_state, session.table
    stage = rules.stage(state)
    where = rules.where(state)
    assert where.endswith(rules.phase_words(state))
    if stage.round is not None:
        assert where.startswith(f"Round {stage.round}" + (f" of {stage.rounds}" if stage.rounds else ""))
    seat = rules.current_seat(state)
    for s in rules.seats:
        figures = rules.figures(state, s.id)
        assert [f.label for f in figures] == labels, "every seat shows the same figures, always"
        assert all(f.value for f in figures), "a figure is never blank (zero is shown as 0)"
    choices = rules.choices(state, table)
    assert choices and all(c.action.actor == seat for c in choices)
    endings = [c for c in choices if c.ending]
    assert len(endings) <= 1
    ending = rules.ending(state, table)
    assert (ending is None) == (not endings) and (ending is None or ending.action == endings[0].action)
    dragged = sorted({d.piece for c in choices for d in c.drags})
    for piece in rng.sample(dragged, min(3, len(dragged))):
        targets = rules.drop_targets(state, table, piece)
        for zone in targets.zones:
            drags = [d for c in choices for d in c.drags if d.piece == piece and d.zone == zone]
            onto, at = drags[0].onto, drags[0].spot
            assert rules.choices_for_drop(state, table, piece, zone, onto, at), f"{piece} lights {zone} and means nothing"
        touching = [c.action for c in rules.choices_touching(state, table, piece)]
        assert all(c.action in touching for c in choices if any(d.piece == piece for d in c.drags))
        unlit = sorted(set(table.zones) - set(targets.zones))
        if unlit:
            zone = rng.choice(unlit)
            if not rules.choices_for_drop(state, table, piece, zone):
                assert rules.why_not_drop(state, table, piece, zone).endswith((".", ")"))


@pytest.mark.parametrize("kit,players", engines())
def test_a_game_with_rules_on_gives_the_app_what_it_shows(kit: Any, players: int) -> None:
    seats = default_seats(players)
    rules = GameBinding(kit, seats, 7, {})
    session = Session(opening_table(kit.picture, rules.initial_state(None), seats, kit.engine.game), 7, rules,
                      chance_key=b"rules-play")
    rng = random.Random(players)
    labels = [f.label for f in rules.figures(session.game_state, seats[0].id)]
    assert labels, "an engine shows each seat's public figures"
    for n in range(MOVES):
        state = session.game_state
        if rules.is_over(state):
            assert rules.where(state) == "Game over"
            break
        if n % CHECK_EVERY == 0:
            check_state(rules, session, labels, rng)
        before = rules.stage(state)
        choice = rules.choice(state, session.table, rng.choice(rules.moves(state)))
        cursor = session.cursor
        assert session.dispatch(choice.action).ok
        assert session.cursor == cursor + 1, "one move is one entry of the log and one undo step"
        entry = session.log_lines()[-1]
        after = rules.stage(session.game_state)
        assert entry.split("\n")[0].startswith(session.table.seat_name(choice.action.actor))
        if after.round != before.round and after.round is not None:
            assert f"\nRound {after.round}" in entry
        elif after.phase != before.phase and not rules.is_over(session.game_state):
            assert entry.endswith(f"Next: {rules.phase_words(session.game_state)}.")
