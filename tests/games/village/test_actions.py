"""Each action of §5 through the engine: what it needs, what it costs, what it gives."""

from __future__ import annotations

import pytest

from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import BAG, FARM, Phase
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

P1, P2 = 0, 1


def scene(space: str, *members: tuple[int, str], **changes):
    state = family(game(), P1, *members) if members else game()
    state = player(state, P1, **changes) if changes else state
    spaces = {"A": {"pink": 1}, space: {"brown": 2, "pink": 1}}
    return turn_of(board(state, **spaces), P1)


def kinds(state) -> set[Kind]:
    return {m.kind for m in ENGINE.legal_moves(state)}


@pytest.mark.parametrize(("owned", "grain"), [({}, 2), ({"horse": 1, "plough": 1}, 3), ({"ox": 1, "plough": 1}, 4),
                                              ({"ox": 2, "horse": 1, "plough": 2}, 4), ({"ox": 1, "horse": 1}, 2)])
def test_harvest_takes_the_best_single_combination(owned, grain) -> None:
    state = play(scene("A", (1, FARM), goods=owned), take("A", "pink"), Move(Kind.HARVEST))
    assert state.players[P1].grain == grain and state.players[P1].goods == goods(**owned)


def test_harvest_never_fills_a_farm_past_five_grain() -> None:
    state = play(scene("A", (1, FARM), grain=3, goods={"ox": 1, "plough": 1}), take("A", "pink"), Move(Kind.HARVEST))
    assert state.players[P1].grain == 5


def test_harvest_needs_a_member_on_the_farm_even_with_goods() -> None:
    state = play(scene("A", (1, "council:1"), goods={"ox": 1, "plough": 1}), take("A", "pink"))
    assert state.phase is Phase.TURN and state.current == P2, "nothing to do: the action is skipped"
    assert state.players[P1].grain == 0


def test_family_births_the_lowest_number_or_recalls_a_worker() -> None:
    state = scene("B", (1, FARM), (1, FARM), (1, "travel:north"), (1, BAG), (2, FARM))
    moves = ENGINE.legal_moves(play(state, take("B", "brown")))
    assert set(moves) == {Move(Kind.BIRTH), Move(Kind.RECALL, num=1, at="travel:north"), Move(Kind.SKIP)}
    born = play(state, take("B", "brown"), Move(Kind.BIRTH))
    assert where(born, P1).count((2, FARM)) == 2
    back = play(state, take("B", "brown"), Move(Kind.RECALL, num=1, at="travel:north"))
    assert where(back, P1).count((1, FARM)) == 3 and (1, BAG) in where(back, P1)


def test_crafts_buying_a_horse_or_an_ox_at_the_stables_costs_grain() -> None:
    state = play(scene("C", grain=3), take("C", "brown"))
    assert Move(Kind.PURCHASE, to="stables", good="ox", cubes=cubes()) in ENGINE.legal_moves(state)
    state = play(state, Move(Kind.PURCHASE, to="stables", good="ox", cubes=cubes()))
    assert state.players[P1].grain == 0 and state.players[P1].goods == goods(ox=1)


def test_crafts_training_without_producing_is_allowed() -> None:
    state = play(scene("C", (2, FARM)), take("C", "brown"), Move(Kind.TRAIN, to="office", num=2), Move(Kind.DONE))
    assert where(state, P1) == [(2, "crafts:office")] and state.players[P1].time == 2
    assert state.players[P1].goods == goods()


def test_crafts_a_second_member_is_not_trained_where_one_works() -> None:
    state = play(scene("C", (1, FARM), (2, "crafts:blacksmith")), take("C", "brown"))
    assert not any(m.kind is Kind.TRAIN and m.to == "blacksmith" for m in ENGINE.legal_moves(state))
    reason = refused(state, Move(Kind.TRAIN, to="blacksmith", num=1))
    assert "already works at the blacksmith" in reason


def test_the_mill_costs_two_time_and_two_grain_for_two_coins() -> None:
    state = play(scene("C", grain=2, coins=0), take("C", "brown"), Move(Kind.MILL, to="mill", cubes=cubes()))
    p = state.players[P1]
    assert (p.time, p.grain, p.coins) == (2, 0, 2)
    assert "Members never work at the mill" in refused(play(scene("C", (1, FARM)), take("C", "brown")),
                                                         Move(Kind.TRAIN, to="mill", num=1))


def test_travel_costs_two_time_a_wagon_and_the_path_cubes_and_pays_a_city_once() -> None:
    state = scene("E", (1, FARM), (2, FARM), goods={"wagon": 2}, cubes={"pink": 4})
    state = play(state, take("E", "brown"), Move(Kind.TRAVEL, num=1, at=FARM, to="east", cubes=cubes(pink=2)))
    assert state.step is not None and state.step.part == "reward", "East rewards 2 cubes of the player's choice"
    state = play(state, Move(Kind.GAIN, cubes=cubes(orange=1, green=1)))
    p = state.players[P1]
    assert (p.time, p.goods, p.cities) == (2, goods(wagon=1), ("east",))
    assert p.cubes == cubes(orange=1, green=1, brown=1, pink=2)
    state = play(turn_of(state, P1), take("E", "brown"),
                 Move(Kind.TRAVEL, num=2, at=FARM, to="east", cubes=cubes(pink=2)))
    p = state.players[P1]
    assert p.cities == ("east",) and p.cubes == cubes(orange=1, green=1, brown=2), "no second marker or reward"
    assert where(state, P1) == [(1, "travel:east"), (2, "travel:east")]


def test_travel_goes_one_path_further_from_a_city() -> None:
    state = scene("E", (1, "travel:north"), goods={"wagon": 1}, cubes={"orange": 2}, cities=("north",))
    state = play(state, take("E", "brown"))
    assert {m.to for m in ENGINE.legal_moves(state) if m.kind is Kind.TRAVEL} == {"hill", "ford"}
    assert "one path" in refused(state, Move(Kind.TRAVEL, num=1, at="travel:north", to="harbour", cubes=cubes()))
    state = play(state, Move(Kind.TRAVEL, num=1, at="travel:north", to="hill", cubes=cubes()))
    assert state.players[P1].coins == 2 and state.players[P1].cities == ("north", "hill")


def test_the_north_city_costs_two_brown_and_gives_three_points() -> None:
    state = scene("E", (1, FARM), goods={"wagon": 1})
    state = play(state, take("E", "brown"), Move(Kind.TRAVEL, num=1, at=FARM, to="north", cubes=cubes(brown=1),
                                                 coins=1))
    assert state.players[P1].prestige == 3 and state.players[P1].coins == 0


def test_travel_needs_a_wagon() -> None:
    state = play(scene("E", (1, FARM), cubes={"brown": 2}), take("E", "brown"))
    assert state.current == P2, "no wagon: nothing to do at travel"


def test_council_entry_by_scroll_then_the_stage_one_privilege() -> None:
    state = play(scene("F", (3, FARM), goods={"scroll": 1}), take("F", "brown"),
                 Move(Kind.ENTER, num=3, by="scroll"))
    assert state.step is not None and state.step.part == "privilege"
    state = play(state, Move(Kind.PRIVILEGE, stage=1))
    assert state.next_first == P1 and state.players[P1].time == 1 and (3, "council:1") in where(state, P1)


@pytest.mark.parametrize(("stage", "time"), [(2, 2), (3, 2), (4, 3)])
def test_council_advance_pays_the_time_of_the_stage_reached(stage: int, time: int) -> None:
    state = scene("F", (2, f"council:{stage - 1}"), goods={"scroll": 1})
    state = play(state, take("F", "brown"), Move(Kind.ADVANCE, num=2, at=f"council:{stage - 1}", by="scroll"))
    assert state.players[P1].time == time and (2, f"council:{stage}") in where(state, P1)
    assert {m.stage for m in ENGINE.legal_moves(state) if m.kind is Kind.PRIVILEGE} <= set(range(1, stage + 1))


def test_council_privileges_cubes_a_good_and_a_coin_for_three_points() -> None:
    state = scene("F", (1, "council:4"), coins=1)
    state = play(state, take("F", "brown"))
    stages = {m.stage for m in ENGINE.legal_moves(state) if m.kind is Kind.PRIVILEGE}
    assert stages == {1, 2, 3, 4}
    two = play(state, Move(Kind.PRIVILEGE, stage=2, cubes=cubes(pink=2)))
    assert two.players[P1].cubes == cubes(brown=1, pink=2)
    three = play(state, Move(Kind.PRIVILEGE, stage=3, good="plough"))
    assert three.players[P1].goods == goods(plough=1)
    four = play(state, Move(Kind.PRIVILEGE, stage=4))
    assert four.players[P1].prestige == 3 and four.players[P1].coins == 0


def test_the_next_first_player_marker_is_taken_once_a_round() -> None:
    state = play(scene("F", (1, "council:1")), take("F", "brown"))
    state = play(state, Move(Kind.PRIVILEGE, stage=1))
    state = family(state, P2, (1, "council:1"))
    state = play(state, take("F", "brown"))
    assert state.current == 2 and state.next_first == P1, "p2 has nothing left to do at the council"


def test_church_sends_a_farm_member_into_the_black_bag_for_a_brown_cube_or_three_time() -> None:
    state = scene("G", (4, FARM))
    cube = play(state, take("G", "brown"), Move(Kind.PRAY, num=4, by="cubes", cubes=cubes(brown=1)))
    assert where(cube, P1) == [(4, BAG)] and cube.players[P1].time == 0 and cube.players[P1].cubes == cubes()
    time = play(state, take("G", "brown"), Move(Kind.PRAY, num=4, by="time"))
    assert where(time, P1) == [(4, BAG)] and time.players[P1].time == 3


def test_the_well_pays_three_cubes_of_one_colour_for_any_action_even_an_empty_space() -> None:
    state = scene("B", (1, FARM), cubes={"green": 2}, coins=1)
    state = board(state, B={"brown": 1})
    well = Move(Kind.WELL, colour="green", coins=1)
    assert well in ENGINE.legal_moves(state)
    state = play(state, well)
    assert set(ENGINE.legal_moves(state)) == {Move(Kind.ACT, space=s) for s in "ABCDG"}, "travel needs a wagon"
    state = play(state, Move(Kind.ACT, space="A"), Move(Kind.HARVEST))
    p = state.players[P1]
    assert (p.cubes, p.coins, p.grain) == (cubes(), 0, 2)
    assert state.spaces[1] != (0,) * 5, "the well takes no cube"


def test_a_cube_taken_pays_for_its_own_action() -> None:
    state = scene("G", (2, FARM))
    state = play(state, take("G", "brown"), Move(Kind.PRAY, num=2, by="cubes", cubes=cubes(brown=1)))
    assert where(state, P1) == [(2, BAG)]


def test_members_change_jobs_only_through_the_farm() -> None:
    state = play(scene("F", (1, "crafts:office"), (2, FARM), goods={"scroll": 1}), take("F", "brown"))
    assert {m.num for m in ENGINE.legal_moves(state) if m.kind is Kind.ENTER} == {2}
    assert "farm" in refused(state, Move(Kind.ENTER, num=1, by="scroll"))
