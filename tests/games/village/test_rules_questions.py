"""The digest's open questions (§9) as the engine settles them, and the rules options it offers.

Questions settled elsewhere: A10, A11, A14 (test_death), A12, A13, A15, A24-A26 (test_market_and_mass),
A17, A22, A27, A28, A30 (test_actions), A18 and the end (test_end), A5 (test_examples E6).
"""

from __future__ import annotations

import pytest

from tabletop.games.kit.contract import Chance
from tabletop.games.village.catalogue import DATA_FILE, load
from tabletop.games.village.rules import Kind, Move, VillageEngine
from tabletop.games.village.rules.data import from_catalogue
from tabletop.games.village.rules.state import BAG, FARM, Phase
from tests.games.table_checks import edited_copy
from tests.games.village.scenes import (
    ENGINE,
    board,
    cubes,
    family,
    game,
    goods,
    play,
    player,
    refused,
    take,
    turn_of,
    where,
)

P1, P2, P3 = 0, 1, 2


def test_a1_turns_go_round_in_seat_order() -> None:
    state = turn_of(board(game(4), A={"brown": 3}, F={"brown": 3}), 2)
    seen = []
    for _ in range(5):
        seen.append(state.current)
        state = play(state, take("A", "brown") if sum(state.spaces[0]) else take("F", "brown"))
        if state.phase is Phase.ACTION:
            state = play(state, Move(Kind.SKIP))
    assert seen == [2, 3, 0, 1, 2]


def test_a6_a7_the_well_takes_coins_for_cubes_by_default_and_is_one_turn() -> None:
    state = player(family(game(), P1, (1, FARM)), P1, cubes={}, coins=3)
    state = turn_of(board(state, G={"brown": 1}), P1)
    assert Move(Kind.WELL, coins=3) in ENGINE.legal_moves(state)
    state = play(state, Move(Kind.WELL, coins=3), Move(Kind.ACT, space="A"), Move(Kind.HARVEST))
    assert state.current == P2 and state.players[P1].coins == 0


def test_a6_the_option_without_coins_at_the_well() -> None:
    state = ENGINE.new_game(["p1", "p2"], 1, {"well_coins": False})
    state = turn_of(board(player(family(state, P1, (1, FARM)), P1, cubes={"pink": 2}, coins=3), G={"brown": 1}),
                    P1)
    assert not any(m.kind is Kind.WELL for m in ENGINE.legal_moves(state))
    assert "no coins" in refused(state, Move(Kind.WELL, colour="pink", coins=1))


def test_a8_a_privilege_without_moving_reaches_the_highest_stage_held() -> None:
    state = play(turn_of(board(family(game(), P1, (1, "council:2")), F={"brown": 2}), P1), take("F", "brown"))
    assert {m.stage for m in ENGINE.legal_moves(state) if m.kind is Kind.PRIVILEGE} == {1, 2}
    assert "stage 2 or a lower one" in refused(state, Move(Kind.PRIVILEGE, stage=3, good="ox"))


def test_a9_a_member_in_the_black_bag_cannot_be_recalled() -> None:
    state = play(turn_of(board(family(game(), P1, (1, BAG), (2, FARM)), B={"brown": 2}), P1), take("B", "brown"))
    assert not any(m.kind is Kind.RECALL for m in ENGINE.legal_moves(state))
    assert "black bag" in refused(state, Move(Kind.RECALL, num=1, at=BAG))


@pytest.mark.parametrize("limited", [True, False])
def test_a16_the_supply_limits_goods_and_coins_unless_the_option_is_off(limited: bool) -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], 1, {"limited_supply": limited})
    state = player(family(state, P1, (1, FARM)), P1, grain=2, cubes={"orange": 2})
    state = player(state, P2, goods={"plough": 8}, coins=13)
    state = play(turn_of(board(state, C={"brown": 1}, A={"brown": 1}), P1), take("C", "brown"))
    offered = {(m.kind, m.to) for m in ENGINE.legal_moves(state)}
    assert ((Kind.PURCHASE, "blacksmith") in offered) is not limited
    assert ((Kind.MILL, "mill") in offered) is not limited
    trained = play(state, Move(Kind.TRAIN, to="blacksmith", num=1))
    assert (trained.phase is Phase.ACTION) is not limited, "nothing to produce: the action ends"


def test_a19_a_family_with_no_travel_marker_left_claims_no_city(tmp_path) -> None:
    def seven(d):
        d["board"][0]["cities"].append({"id": "moor", "label": "Moor", "reward": {"points": 3}})
        d["board"][0]["paths"].append({"from": "harbour", "to": "moor", "cubes": {}})
    engine = VillageEngine(from_catalogue(load(edited_copy(tmp_path, DATA_FILE, seven))))
    state = engine.new_game(["p1", "p2"], 1, {})
    state = family(state, P1, (1, "travel:harbour"))
    state = player(state, P1, cities=("north", "east", "hill", "ford", "abbey", "harbour"), goods={"wagon": 1})
    state = turn_of(board(state, E={"brown": 2}), P1)
    for move in (take("E", "brown"), Move(Kind.TRAVEL, num=1, at="travel:harbour", to="moor", cubes=cubes())):
        state = engine.apply(state, move, Chance(1))
    assert where(state, P1) == [(1, "travel:moor")] and len(state.players[P1].cities) == 6
    assert state.players[P1].prestige == 0


def test_a23_the_stage_one_privilege_after_entering_is_optional() -> None:
    state = player(family(game(), P1, (2, FARM)), P1, goods={"scroll": 1})
    state = play(turn_of(board(state, F={"brown": 2}), P1), take("F", "brown"), Move(Kind.ENTER, num=2, by="scroll"))
    assert Move(Kind.DONE) in ENGINE.legal_moves(state)
    state = play(state, Move(Kind.DONE))
    assert state.next_first == -1 and state.current == P2


def test_a29_a_recalled_traveller_leaves_the_family_s_markers_on_the_map() -> None:
    state = player(family(game(), P1, (1, "travel:north")), P1, cities=("north",), goods={"plough": 1})
    state = play(turn_of(board(state, B={"brown": 2}), P1), take("B", "brown"),
                 Move(Kind.RECALL, num=1, at="travel:north"))
    assert where(state, P1) == [(1, FARM)] and state.players[P1].cities == ("north",)
    assert state.players[P1].goods == goods(plough=1)


def test_a4_the_mill_s_price_is_data(tmp_path) -> None:
    def time_only(d):
        next(b for b in d["board"][0]["buildings"] if b["id"] == "mill")["price"] = {}
    engine = VillageEngine(from_catalogue(load(edited_copy(tmp_path, DATA_FILE, time_only))))
    state = turn_of(board(player(engine.new_game(["p1", "p2"], 1, {}), P1, grain=0, coins=0), C={"brown": 2}), P1)
    state = engine.apply(state, take("C", "brown"), Chance(1))
    assert Move(Kind.MILL, to="mill", cubes=cubes()) in engine.legal_moves(state)
    state = engine.apply(state, Move(Kind.MILL, to="mill", cubes=cubes()), Chance(1))
    assert state.players[P1].coins == 2 and state.players[P1].time == 2


def test_the_first_player_is_an_option() -> None:
    state = ENGINE.new_game(["p1", "p2", "p3"], 1, {"first_player": 2})
    assert state.first == state.current == 1 and ENGINE.current_seat(state) == "p2"


@pytest.mark.parametrize(("options", "words"), [({"well": True}, "no rules option 'well'"),
                                                 ({"well_coins": "yes"}, "true or false"),
                                                 ({"first_player": 4}, "seats 1 to 3")])
def test_bad_options_are_refused_in_words(options, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        ENGINE.new_game(["p1", "p2", "p3"], 1, options)
