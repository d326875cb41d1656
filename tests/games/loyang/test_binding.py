"""Loyang through the kit's generic binding and a real ``Session``: whole games, drags, refusals, rules off,
snapshots, and the engine's ``apply`` run once per accepted move."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop.core import reducer
from tabletop.core.actions import Batch, GameMove, LockPiece, MovePiece, RotatePiece, Shuffle, SwitchRules
from tabletop.core.model import Table
from tabletop.core.session import Session
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.games.kit.binding import GameBinding
from tabletop.games.kit.picture import table_moves
from tabletop.games.kit.rules import RulesKit
from tabletop.games.loyang.kit import KIT
from tabletop.games.loyang.layout import CARD_H, CARD_W
from tabletop.games.loyang.rules import Kind, Move, legal_moves


def new_session(n: int, seed: int, kit: RulesKit[Any, Any] = KIT, **options: Any) -> tuple[Session, GameBinding]:
    game = load_game("loyang")
    seats = default_seats(n)
    rules = GameBinding(kit, seats, seed, {**game.options, **options})
    return Session(game.setup(seats, seed, options), seed, rules, chance_key=b"test"), rules


def pictured(session: Session) -> bool:
    return not table_moves(session.table, KIT.picture.layout(session.game_state, session.table.zones),
                           KIT.picture.tokens)


def play(session: Session, rules: GameBinding, rng: random.Random, limit: int = 10_000) -> None:
    for _ in range(limit):
        state = session.game_state
        if rules.is_over(state):
            return
        outcome = session.dispatch(rules.choice(state, session.table, rng.choice(legal_moves(state))).action)
        assert outcome.ok, outcome.text
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("n", [1, 2])
def test_a_whole_random_game_through_the_session_keeps_the_table_in_step(n: int) -> None:
    session, rules = new_session(n, 30 + n)
    play(session, rules, random.Random(n))
    assert pictured(session)
    sheets = rules.score_sheets(session.game_state)
    assert [s.rank for s in sheets][0] == 1 and len(sheets) == n
    assert [line.category for line in sheets[0].lines][:2] == ["Path of Prosperity", "Loans"]
    assert sheets[0].total == sheets[0].lines[0].points + sheets[0].lines[1].points
    assert any("Sow" in line or "Home field" in line for line in session.log_lines())


class CountingEngine:
    """The Loyang engine, counting its ``apply`` calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(KIT.engine, name)

    def apply(self, state: Any, move: Any, chance: Any) -> Any:
        self.calls += 1
        return KIT.engine.apply(state, move, chance)


def test_an_accepted_move_runs_the_engine_once() -> None:
    counting = CountingEngine()
    kit = RulesKit(counting, KIT.picture, KIT.gestures, KIT.words, KIT.bot)  # type: ignore[arg-type]
    session, rules = new_session(2, 5, kit)
    state = session.game_state
    choice = rules.choice(state, session.table, legal_moves(state)[0])
    before = counting.calls
    assert session.dispatch(choice.action).ok
    assert counting.calls - before == 1
    assert isinstance(session.actions[-1], Batch) and session.actions[-1].actions[0].chance is not None


def test_one_human_against_bots() -> None:
    session, rules = new_session(3, 8)
    rng = random.Random(8)
    for _ in range(400):
        state = session.game_state
        if rules.is_over(state) or state.round > 2:
            break
        seat = rules.current_seat(state)
        if seat == "p1":
            choice = rules.choice(state, session.table, rng.choice(legal_moves(state)))
        else:
            choice = rules.bot_choice(state, session.table, seat, rng)
            assert choice is not None and rules.bot_choice(state, session.table, "p1" if seat != "p1" else "p2", rng) is None
        assert session.dispatch(choice.action).ok
    assert session.game_state.round > 2
    assert any(line.startswith("Player 2:") for line in session.log_lines())


@pytest.mark.parametrize("source", ["board", "supply"])
def test_drag_a_wheat_onto_your_home_field_to_start(source: str) -> None:
    """The bug of issue 11: the wheat from the Supply lit the Home field, then the drop was refused."""
    session, rules = new_session(3, 7)
    state = session.game_state
    seat = rules.current_seat(state)
    table = session.table
    zone = f"{seat}:board" if source == "board" else "supply"
    wheat = next(p for p in table.zones[zone].pieces if table.pieces[p].spec == "veg:wheat")
    home = next(p for p in table.zones[f"{seat}:fields"].pieces if p.startswith("home-"))
    assert f"{seat}:fields" in rules.drop_targets(state, table, wheat).zones
    choices = rules.choices_for_drop(state, table, wheat, f"{seat}:fields", home)
    assert [c.label for c in choices] == ["Buy a wheat for 3 and sow your Home field with it"]
    assert session.dispatch(choices[0].action).ok
    after = session.table
    card = after.pieces[home]
    printed = {(round(card.x - CARD_W / 2 + x, 6), round(card.y - CARD_H / 2 + y, 6))
               for x, y in after.spec_of(home).data["space_spots"]}
    sown = {(round(p.x, 6), round(p.y, 6)) for p in map(after.pieces.get, after.zones[f"{seat}:fields"].pieces)
            if p is not None and p.spec == "veg:wheat"}
    assert len(printed) == 9 and sown == printed  # one on each space the card prints
    assert rules.choices_for_drop(state, table, wheat, "pool") == []
    said = rules.why_not_drop(state, table, wheat, "pool")
    assert said == ("The wheat cannot go there now; it can go to your fields (starting vegetable): they light up "
                    "while you carry it.")


def test_plain_actions_while_rules_are_on() -> None:
    session, rules = new_session(2, 3)
    table = session.table
    seat = rules.current_seat(session.game_state)
    other = "p2" if seat == "p1" else "p1"
    assert "moves its own pieces" in session.dispatch(Shuffle("draw")).text
    coin = next(p for p in table.zones[f"{seat}:purse"].pieces if table.pieces[p].spec == "coin-5")
    assert session.dispatch(MovePiece(coin, f"{seat}:purse", table.pieces[coin].x + 5, table.pieces[coin].y)).ok
    assert session.dispatch(RotatePiece(coin)).ok
    assert "nothing needs locking" in session.dispatch(LockPiece(coin)).text
    top = table.zones["draw"].pieces[-1]
    assert "order of a pile" in session.dispatch(MovePiece(top, "draw", index=0)).text
    assert "lit place" in session.dispatch(MovePiece(coin, f"{other}:purse")).text
    wrong = GameMove(game="loyang", move=Move(Kind.START, veg="leek").to_json())
    assert "only wheat, pumpkin or turnip" in session.dispatch(wrong).text
    other_seat = GameMove(game="loyang", move=Move(Kind.START, veg="wheat").to_json(), actor=other)
    assert "turn" in session.dispatch(other_seat).text


def test_the_binding_records_the_picture_whatever_table_moves_came_with_a_move() -> None:
    session, rules = new_session(2, 3)
    forged = Batch((GameMove(game="loyang", move=Move(Kind.START, veg="wheat").to_json()),
                    MovePiece("coin1-01", "supply", 5.0, 5.0)))
    assert session.dispatch(forged).ok
    recorded = session.actions[-1]
    assert isinstance(recorded, Batch) and MovePiece("coin1-01", "supply", 5.0, 5.0) not in recorded.actions
    assert pictured(session)


def test_rules_off_mid_game_continues_as_a_sandbox() -> None:
    session, rules = new_session(2, 4)
    play_some(session, rules, 12)
    assert session.dispatch(SwitchRules(False)).ok
    assert "free table" in session.log_lines()[-1]
    assert session.dispatch(Shuffle("draw")).ok


def play_some(session: Session, rules: GameBinding, count: int) -> None:
    rng = random.Random(count)
    for _ in range(count):
        state = session.game_state
        assert session.dispatch(rules.choice(state, session.table, rng.choice(legal_moves(state))).action).ok


def test_snapshot_mid_game_loads_and_continues_with_rules() -> None:
    storage = pytest.importorskip("tabletop.storage")
    session, rules = new_session(3, 6)
    play_some(session, rules, 60)
    snap = storage.snapshot_of(session, "loyang", {})
    data = storage.encode_snapshot(snap)
    loaded = storage.decode_snapshot(data, "mid-game.json")
    assert rules.decode(loaded.game_state) == session.game_state
    again = storage.session_from(loaded, load_game("loyang").binding(default_seats(3), 6, {}), b"another key")
    assert again.game_state == session.game_state and again.table == session.table
    play_some(again, rules, 20)


def test_a_table_shows_its_game_whichever_like_token_lies_on_which_spot() -> None:
    """A file saved before the vegetables lay on a field's printed spaces must still load with rules on."""
    session, rules = new_session(2, 5)
    play_some(session, rules, 60)
    table, state = session.table, session.game_state
    sown = [p for p in table.pieces.values() if p.zone.endswith(":fields") and p.spec.startswith("veg:")]
    spare = next(p for p in table.pieces.values() if p.zone == "supply" and p.spec == sown[0].spec)
    card = next(p for p in table.pieces.values() if p.zone.endswith(":fields") and p.spec.startswith("card:"))

    def moved(*moves: MovePiece) -> Table:
        out = table
        for move in moves:
            out = reducer.apply(out, move)
        return out

    assert sown and rules.pictures(state, table)
    elsewhere = moved(*(MovePiece(p.id, p.zone, p.x + 3, p.y - 7) for p in sown))
    assert rules.pictures(state, elsewhere)
    first = sown[0]
    assert rules.pictures(state, moved(MovePiece(spare.id, first.zone, first.x, first.y),
                                       MovePiece(first.id, "supply", spare.x, spare.y)))
    assert not rules.pictures(state, moved(MovePiece(first.id, "supply", spare.x, spare.y)))
    assert not rules.pictures(state, moved(MovePiece(card.id, card.zone, card.x + 3, card.y)))
    admitted = rules.admit(state, elsewhere, rules.choice(state, elsewhere, legal_moves(state)[0]).action, 1)
    relaid = admitted if isinstance(admitted, str) else admitted.action
    assert isinstance(relaid, Batch), relaid
    assert {p.id for p in sown} <= {a.piece for a in relaid.actions if isinstance(a, MovePiece)}  # laid again


def test_engine_state_json_round_trip_through_the_binding() -> None:
    session, rules = new_session(4, 2)
    play_some(session, rules, 40)
    assert rules.decode(rules.encode(session.game_state)) == session.game_state
    with pytest.raises(ValueError):
        rules.decode({"seats": []})
    broken = rules.encode(session.game_state)
    del broken["offer"]
    with pytest.raises(ValueError):
        rules.decode(broken)


def _until(session: Session, rules: GameBinding, kind: Kind, rng: random.Random) -> Move:
    for _ in range(2000):
        state = session.game_state
        wanted = [m for m in legal_moves(state) if m.kind is kind]
        if wanted:
            return wanted[0]
        assert session.dispatch(rules.choice(state, session.table, rng.choice(legal_moves(state))).action).ok
    raise AssertionError(f"no {kind} move came up")


def test_drag_a_cart_vegetable_onto_a_field_sows_it() -> None:
    session, rules = new_session(2, 12)
    move = _until(session, rules, Kind.SOW, random.Random(12))
    state, table = session.game_state, session.table
    seat = rules.current_seat(state)
    token = next(p for p in table.zones[f"{seat}:cart"].pieces if table.pieces[p].spec == f"veg:{move.veg}")
    assert f"{seat}:fields" in rules.drop_targets(state, table, token).zones
    choices = rules.choices_for_drop(state, table, token, f"{seat}:fields", move.card)
    assert [c.label for c in choices] == [rules.choice(state, table, move).label]
    assert session.dispatch(choices[0].action).ok


def test_drag_a_hand_card_to_the_pool_plays_it() -> None:
    session, rules = new_session(3, 13)
    _until(session, rules, Kind.ADD, random.Random(13))
    state, table = session.game_state, session.table
    seat = rules.current_seat(state)
    card = table.zones[f"hand:{seat}"].pieces[0]
    assert "pool" in rules.drop_targets(state, table, card).zones
    labels = [c.label for c in rules.choices_for_drop(state, table, card, "pool")]
    assert labels[0].startswith("Put ") and labels[0].endswith("into the Pool")
    assert session.dispatch(rules.choices_for_drop(state, table, card, "pool")[0].action).ok
    assert card in session.table.zones["pool"].pieces


def test_a_malformed_game_move_is_refused_in_words() -> None:
    session, rules = new_session(2, 3)
    bad = Batch((GameMove(game="loyang", move={"t": "teleport"}),))
    assert session.dispatch(bad).text.startswith("That is not a move of loyang")
    assert len(session.actions) == 0


def test_a_move_that_shuffled_cannot_be_undone_and_a_plain_one_can() -> None:
    session, rules = new_session(2, 9)
    rng = random.Random(9)
    seen_floor = seen_free = False
    for _ in range(600):
        state = session.game_state
        if rules.is_over(state) or (seen_floor and seen_free):
            break
        n = session.cursor
        assert session.dispatch(rules.choice(state, session.table, rng.choice(legal_moves(state))).action).ok
        if session.undo_floor == n + 1:
            seen_floor = True
            assert not session.can_undo()
        elif session.can_undo():
            seen_free = True
    assert seen_floor and seen_free


def test_moves_that_aim_at_another_seat_name_it_as_the_players_do() -> None:
    session, rules = new_session(3, 4)
    rng = random.Random(4)
    names = {s.id: s.name for s in session.table.seats}
    aimed: list[str] = []
    for _ in range(3000):
        state = session.game_state
        if rules.is_over(state) or len(aimed) >= 3:
            break
        choices = rules.choices(state, session.table)
        targets = [(c, KIT.engine.move_from_json(c.action.move).target) for c in choices]
        aimed += [c.label for c, target in targets if target and target != rules.current_seat(state)
                  and names[target] in c.label]
        assert not any(target and f"{target}'s" in c.label or f" {target} " in c.label for c, target in targets)
        assert session.dispatch(rng.choice(choices).action).ok
    assert aimed, "no move aimed at another seat came up"
