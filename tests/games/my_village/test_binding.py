"""My Village through the kit's generic binding and a real ``Session``: a whole game with the table in step,
drops and their highlights, refusals in words, one human against bots, snapshots, the final score sheet."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.core.session import Session
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.games.kit.binding import GameBinding
from tabletop.games.kit.picture import table_moves
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.rules import Kind

ENGINE = KIT.engine


def new_session(n: int, seed: int, **options: Any) -> tuple[Session, GameBinding[Any, Any]]:
    game = load_game("my_village")
    seats = default_seats(n)
    rules = game.binding(seats, seed, options)
    assert rules is not None
    return Session(game.setup(seats, seed, options), seed, rules, chance_key=b"test"), rules


def pictured(session: Session) -> bool:
    return not table_moves(session.table, KIT.picture.layout(session.game_state, session.table.zones),
                           KIT.picture.tokens)


def test_a_whole_random_game_through_the_session() -> None:
    session, rules = new_session(2, 21)
    rng = random.Random(3)
    for _ in range(5000):
        state = session.game_state
        if rules.is_over(state):
            break
        outcome = session.dispatch(rules.choice(state, session.table, rng.choice(ENGINE.legal_moves(state))).action)
        assert outcome.ok, outcome.text
    assert rules.is_over(session.game_state) and pictured(session)
    sheets = rules.score_sheets(session.game_state)
    assert sheets[0].rank == 1 and [line.category for line in sheets[0].lines][0] == "Religious area"
    assert any("Take a" in line for line in session.log_lines())


def test_drag_two_dice_then_a_card_into_the_village() -> None:
    session, rules = new_session(3, 4)
    state = session.game_state
    seat = rules.current_seat(state)
    table = session.table
    die = table.zones["dice-pool"].pieces[0]
    assert f"{seat}:village" in rules.drop_targets(state, table, die).zones
    assert rules.choices_for_drop(state, table, die, "main-board") == []
    assert "cannot go there" in rules.why_not_drop(state, table, die, "main-board")
    for _ in range(2):
        state, table = session.game_state, session.table
        die = table.zones["dice-pool"].pieces[0]
        choices = rules.choices_for_drop(state, table, die, f"{seat}:village")
        assert len(choices) == 1 and choices[0].label.startswith("Take a")
        assert session.dispatch(choices[0].action).ok
    state = session.game_state
    moves = ENGINE.legal_moves(state)
    if state.phase == "value":
        assert session.dispatch(rules.choice(state, session.table, moves[0]).action).ok
    state, table = session.game_state, session.table
    cards = [m for m in ENGINE.legal_moves(state) if m.kind is Kind.BLACK and m.target in table.pieces]
    for move in cards[:1]:
        choices = rules.choices_for_drop(state, table, move.target, f"{seat}:village")
        assert move in [ENGINE.move_from_json(c.action.move) for c in choices]
    assert pictured(session)


def test_one_human_against_bots_and_the_panel_groups() -> None:
    session, rules = new_session(3, 8)
    rng = random.Random(8)
    kinds: set[str] = set()
    for _ in range(120):
        state = session.game_state
        seat = rules.current_seat(state)
        if seat == "p1":
            choices = rules.choices(state, session.table)
            kinds |= {c.group for c in choices}
            choice = rng.choice(choices)
        else:
            choice = rules.bot_choice(state, session.table, seat, rng)
            assert choice is not None and rules.bot_choice(state, session.table, "p1", rng) is None
        assert session.dispatch(choice.action).ok
    assert {"Take a die", "Activate one black flag"} <= kinds
    assert any(line.startswith("Player 2:") for line in session.log_lines())
    assert pictured(session)


def test_snapshot_mid_game_loads_and_continues_with_rules() -> None:
    storage = pytest.importorskip("tabletop.storage")
    session, rules = new_session(4, 6)
    rng = random.Random(6)
    for _ in range(80):
        state = session.game_state
        assert session.dispatch(rules.choice(state, session.table, rng.choice(ENGINE.legal_moves(state))).action).ok
    loaded = storage.decode_snapshot(storage.encode_snapshot(storage.snapshot_of(session, "my_village", {})), "x.json")
    assert rules.decode(loaded.game_state) == session.game_state
    again = storage.session_from(loaded, load_game("my_village").binding(default_seats(4), 6, {}), b"another")
    assert again.game_state == session.game_state and again.table == session.table
    broken = rules.encode(session.game_state)
    broken["players"][0]["coins"] = -3
    with pytest.raises(ValueError, match="negative"):
        rules.decode(broken)


def test_enter_ends_white_flags_and_options_reach_the_engine() -> None:
    session, rules = new_session(2, 9, end_of_round=False)
    assert session.game_state.options.end_of_round is False
    with pytest.raises(ValueError, match="option"):
        load_game("my_village").binding(default_seats(2), 1, {"harvest": True}).initial_state(session.table)  # type: ignore[union-attr]
    rng = random.Random(9)
    for _ in range(400):
        state = session.game_state
        end = rules.ending(state, session.table)
        if end is not None:
            assert end.label == "End the turn"
            return
        assert session.dispatch(rules.choice(state, session.table, rng.choice(ENGINE.legal_moves(state))).action).ok
    pytest.fail("no turn of white flags came up")


def test_unbound_for_unknown_seat_counts() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        GameBinding(KIT, default_seats(5), 1, {}).initial_state(None)  # type: ignore[arg-type]
