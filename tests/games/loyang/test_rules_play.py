"""Playing Loyang with rules on, through the kit's generic binding and a real ``Session`` (issue 20): the
banner's words, the log telling what the rules did by themselves, the figures, exact drops (a stall's
vegetable, a customer, a Path space several steps away), refusals that say what to do instead, and the
moves a right-click offers."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from tabletop.core.session import Session
from tabletop.games.definition import default_seats
from tabletop.games.kit.binding import GameBinding
from tabletop.games.kit.picture import opening_table
from tabletop.games.loyang.kit import KIT
from tabletop.games.loyang.layout import path_cell
from tabletop.games.loyang.rules import Kind, Move, State
from tabletop.games.loyang.rules.state import RegularSlot, StallSlot, card, data

from .scenes import in_actions
from .test_binding import new_session

VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def cart(**counts: int) -> tuple[int, ...]:
    return tuple(counts.get(v, 0) for v in VEGS)


class At(GameBinding[State, Move]):
    """The binding, starting from a state made for the test."""

    def __init__(self, state: State) -> None:
        super().__init__(KIT, default_seats(len(state.players)), 1, {})
        self.start = state

    def initial_state(self, table: Any) -> State:
        return self.start


def session_at(state: State) -> tuple[Session, GameBinding[State, Move]]:
    """A session at ``state``; the cards the test put in a display leave the draw pile (each card lies
    in one place on the table)."""
    shown = {c for p in state.players for c in [s.card for s in p.stalls] + [r.card for r in p.regulars]}
    state = replace(state, draw=tuple(c for c in state.draw if c not in shown),
                    discard=tuple(c for c in state.discard if c not in shown))
    rules = At(state)
    table = opening_table(KIT.picture, state, default_seats(len(state.players)), "loyang")
    return Session(table, 1, rules, chance_key=b"test"), rules


def tokens(session: Session, zone: str, veg: str) -> list[str]:
    table = session.table
    return [p for p in table.zones[zone].pieces if table.pieces[p].spec == f"veg:{veg}"]


def test_the_banner_names_the_round_of_rounds_and_the_phase() -> None:
    session, rules = new_session(2, 3)
    assert rules.where(session.game_state) == "Starting vegetables"
    session, rules = session_at(in_actions(round=3))
    assert session.game_state.round == 3
    assert rules.where(session.game_state) == "Round 3 of 9 · Action phase"


def test_the_log_tells_the_automatic_steps_under_the_move_that_set_them_off() -> None:
    session, rules = new_session(2, 21)
    rng = random.Random(21)
    entries = 0
    while session.game_state.round < 3:
        state = session.game_state
        before = session.cursor
        choice = rules.choice(state, session.table, rng.choice(rules.moves(state)))
        assert session.dispatch(choice.action).ok
        assert session.cursor == before + 1, "one move, one entry, one undo step"
        entries += 1
    log = session.log_lines()
    assert len(log) == entries
    turn = next(e for e in log if "Round 2 of 9 begins." in e)
    lines = turn.split("\n")
    assert lines[0].startswith("Player ") and lines[1] == "Round 2 of 9 begins."
    assert any(line.startswith("Harvest: Player 1 puts ") for line in lines)
    assert any(line.startswith("New fields from the field decks:") for line in lines)
    assert lines[-1] == "Next: Card phase."
    assert any("Next: Action phase." in e for e in log)
    ends = [e for e in log if "The Pool's last cards go to the discard pile: " in e and " and take " in e]
    assert ends, "a card phase ended with a card taken"
    for entry in ends:
        taken = entry.split("\n")[0].split(" and take ")[-1].rstrip(".")
        discarded = next(line for line in entry.split("\n") if line.startswith("The Pool's last cards"))
        assert taken not in discarded, "the card just taken is not among the Pool's leftovers"


def test_a_turn_end_says_which_markers_turn_red_and_what_is_thrown_away() -> None:
    state = in_actions(me={"regulars": (RegularSlot("regular-10"),), "cart": cart(wheat=3), "capacity": 1,
                           "shop": (3, 2, 2, 2, 1, 1)})
    session, rules = session_at(state)
    start = session.game_state
    end = Move(Kind.END, items=("wheat",))
    assert session.dispatch(rules.choice(session.game_state, session.table, end).action).ok
    lines = session.log_lines()[-1].split("\n")
    assert lines[0] == "Player 1: End your turn, storing wheat."
    assert lines[1].endswith("its marker turns red.")
    assert lines[2] == "Player 1 cannot keep 2 wheat (Storehouse and Shop are full): back to the Supply."
    assert lines[-1] == "Next: Action phase: the Path."
    session.undo()
    assert session.game_state == start and session.log_lines() == []


def test_every_seat_shows_the_same_figures_zero_as_zero() -> None:
    state = in_actions(me={"cash": 0, "capacity": 4, "cart": cart(leek=2)})
    figures = {f.label: f.value for f in KIT.words.figures(state, "p1")}
    assert figures["Cash"] == "0" and figures["Loans"] == "0"
    assert figures["Storehouse"] == "0 of 4" and figures["Cart"] == "2 leek"
    assert [f.label for f in KIT.words.figures(state, "p2")] == list(figures)


def test_the_path_marker_goes_to_the_space_it_is_dropped_on_in_one_move() -> None:
    state = replace(in_actions(me={"path": 5, "cash": 8}), phase="path")
    session, rules = session_at(state)
    table = session.table
    board = table.zones["p1:board"]
    space = lambda n: (board.x + path_cell(n)[0], board.y + path_cell(n)[1])  # noqa: E731
    marker = "scoring-1"
    lit = rules.drop_targets(session.game_state, table, marker).spots
    assert lit == {space(6), space(7)}, "first step 1, then 7: 8 Cash reaches space 7, not 8"
    x, y = space(7)
    choices = rules.choices_for_drop(session.game_state, table, marker, "p1:board", at=(x + 4, y - 3))
    assert [c.label for c in choices] == ["Move to space 7 on the Path (2 spaces) for 8"]
    assert session.dispatch(choices[0].action).ok
    assert session.game_state.players[0].path == 7 and session.game_state.players[0].cash == 0
    assert session.cursor == 1
    session.undo()
    far = space(9)
    assert rules.choices_for_drop(session.game_state, session.table, marker, "p1:board", at=far) == []
    said = rules.why_not_drop(session.game_state, session.table, marker, "p1:board", at=far)
    assert said.startswith("The scoring marker cannot go to that spot now. It can: Move to space 6")
    assert "Move to space 7 on the Path (2 spaces) for 8" in said


def test_a_vegetable_taken_off_a_stall_trades_at_that_stall_only() -> None:
    stalls = (StallSlot("stall-01", ("pumpkin", "", "")), StallSlot("stall-02", ("", "", "leek")))
    state = in_actions(me={"stalls": stalls, "cart": cart(wheat=2, turnip=1), "cash": 5})
    session, rules = session_at(state)
    table = session.table
    for stall, veg in (("stall-01", "pumpkin"), ("stall-02", "leek")):
        token = tokens(session, "p1:left", veg)[0]
        choices = rules.choices_for_drop(session.game_state, table, token, "p1:cart")
        assert choices, f"the {veg} on {stall} trades"
        moves = [Move.from_json(c.action.move) for c in choices]
        assert {m.card for m in moves} == {stall} and all(m.kind is Kind.TRADE for m in moves)


def test_a_vegetable_dropped_on_one_customer_delivers_to_that_one() -> None:
    regulars = (RegularSlot("regular-10"), RegularSlot("regular-11"))
    state = in_actions(me={"regulars": regulars, "cart": cart(wheat=2, pumpkin=2, turnip=2, cabbage=2, bean=2,
                                                                 leek=2)})
    session, rules = session_at(state)
    table = session.table
    due = [m for m in rules.moves(session.game_state) if m.kind is Kind.DELIVER]
    assert len({m.card for m in due}) == 2
    for customer in {m.card for m in due}:
        token = tokens(session, "p1:cart", data(customer)["wants"][0])[0]
        choices = rules.choices_for_drop(session.game_state, table, token, "p1:right", customer)
        assert [Move.from_json(c.action.move).card for c in choices] == [customer]


def test_refusals_say_where_the_piece_can_go_or_what_the_place_takes() -> None:
    state = in_actions(me={"cart": cart(wheat=1), "cash": 5})
    session, rules = session_at(state)
    table = session.table
    wheat = tokens(session, "p1:cart", "wheat")[0]
    said = rules.why_not_drop(session.game_state, table, wheat, "pool")
    assert said.startswith("The wheat cannot go there now; it can go to ")
    assert "your board (sell to your Shop)" in said and "your storehouse (end your turn)" in said
    assert said.endswith(": they light up while you carry it.")
    coin = next(p for p in table.zones["p1:purse"].pieces if table.pieces[p].spec.startswith("coin"))
    said = rules.why_not_drop(session.game_state, table, coin, "p1:cart")
    assert said.startswith("The ") and "To use your cart: Buy from your Shop, drag a " in said
    assert said.endswith("from your board there.")
    said = rules.why_not_drop(session.game_state, table, wheat, "p2:cart")
    assert said.startswith("That is Player 2's area, and it is Player 1's decision")


def test_a_right_click_on_a_piece_offers_its_legal_moves() -> None:
    state = in_actions(me={"cart": cart(wheat=1), "cash": 5})
    session, rules = session_at(state)
    wheat = tokens(session, "p1:cart", "wheat")[0]
    labels = [c.label for c in rules.choices_touching(session.game_state, session.table, wheat)]
    assert "Sell a wheat to your Shop for 1" in labels and "End your turn, storing wheat" in labels
    assert all(c.action.actor == "p1" for c in rules.choices_touching(session.game_state, session.table, wheat))


def test_a_solo_card_phase_ends_by_discarding_the_offers_second_row() -> None:
    session, rules = new_session(1, 5)
    rng = random.Random(5)
    while session.game_state.phase != "cards":
        assert session.dispatch(rules.choice(session.game_state, session.table,
                                             rng.choice(rules.moves(session.game_state))).action).ok
    second_row = [c for c in session.game_state.offer[3:6] if c]
    done = next(m for m in rules.moves(session.game_state) if m.kind is Kind.OFFER_DONE)
    assert session.dispatch(rules.choice(session.game_state, session.table, done).action).ok
    entry = session.log_lines()[-1]
    assert "Pool" not in entry, "a lone player has no Pool"
    line = next(x for x in entry.split("\n") if x.startswith("The cards left in the Offer's second row go to "))
    assert line.endswith(": " + ", ".join(card(c).title for c in second_row) + ".")
