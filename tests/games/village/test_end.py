"""The end (§7): the trigger, the last turns (with an empty board and during a market day), the final
mass and the score sheets with their tie-breaks."""

from __future__ import annotations

from tabletop.games.kit.contract import Chance
from tabletop.games.kit.records import replace
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import FARM, Phase
from tests.games.village.scenes import (
    ENGINE,
    board,
    cubes,
    family,
    game,
    play,
    player,
    take,
    turn_of,
    where,
    with_stall,
)

P1, P2, P3 = 0, 1, 2


def one_death_from_the_end(dying: int):
    """3 players: every grave but one and the farm section taken by P3's dead; ``dying``'s only member on
    the farm, one time before the bridge, so the next death fills the last grave."""
    state = game(3)
    fillers = [(0, f"grave:{k}") for k in range(3)] + [(0, f"chronicle:farm:{k}") for k in range(3)]
    state = family(state, P3, *fillers, (1, FARM))
    return player(family(state, dying, (1, FARM)), dying, time=9)


def test_the_trigger_player_stops_and_the_others_take_one_last_turn_each() -> None:
    state = turn_of(board(one_death_from_the_end(P1), B={"plague": 1}, G={"brown": 3}), P1)
    state = play(state, take("B", "plague"), Move(Kind.SKIP))
    assert (1, "grave:3") in where(state, P1)
    assert state.ending is not None and state.ending.queue == (P2, P3) and state.current == P2
    state = play(state, take("G", "brown"), Move(Kind.SKIP))
    assert state.current == P3 and state.round == 1
    state = play(state, take("G", "brown"), Move(Kind.SKIP))
    assert ENGINE.is_over(state) and ENGINE.current_seat(state) is None and not ENGINE.legal_moves(state)
    assert sum(state.spaces[6]) == 1, "the board is not cleared for the end"


def test_when_the_last_cube_goes_in_the_last_turns_the_rest_act_without_a_cube_and_no_round_mass() -> None:
    state = player(family(one_death_from_the_end(P1), P2, (1, "bag"), (2, FARM)), P2, coins=0)
    state = turn_of(board(state, B={"plague": 1}, G={"brown": 1}), P1)
    state = play(state, take("B", "plague"), Move(Kind.SKIP), take("G", "brown"), Move(Kind.SKIP))
    assert state.current == P3 and state.phase is Phase.TURN and state.round == 1
    moves = ENGINE.legal_moves(state)
    assert {m.kind for m in moves} == {Kind.ACT, Kind.SKIP} and Move(Kind.ACT, space="D") in moves
    state = play(state, Move(Kind.ACT, space="A"), Move(Kind.HARVEST))
    assert ENGINE.is_over(state) and state.players[P3].grain == 2


def test_a_trigger_turn_that_took_the_last_cube_leaves_the_others_free_actions() -> None:
    state = turn_of(board(one_death_from_the_end(P1), B={"plague": 1}), P1)
    state = play(state, take("B", "plague"), Move(Kind.SKIP))
    assert state.current == P2 and state.round == 1 and state.phase is Phase.TURN
    assert {m.kind for m in ENGINE.legal_moves(state)} == {Kind.ACT, Kind.SKIP}


def _market_trigger(activator_triggers: bool):
    dying = P1 if activator_triggers else P2
    state = with_stall(one_death_from_the_end(dying), "customer-02")
    state = with_stall(state, "customer-13", 1)
    state = player(state, dying, grain=5, cubes={"green": 2}, goods={"wagon": 1})
    return turn_of(board(state, D={"green": 1}, G={"brown": 3}), P1)


def test_a_market_day_trigger_by_another_player_gives_everyone_a_last_turn_the_activator_last() -> None:
    state = play(_market_trigger(False), take("D", "green"))
    assert state.phase is Phase.MARKET and ENGINE.current_seat(state) == "p2", "p1 cannot sell and passes"
    state = play(state, Move(Kind.SERVE, to="customer-02", cubes=cubes(green=1)))
    assert state.ending is not None and state.ending.trigger == P2 and state.ending.activator == P1
    assert state.phase is Phase.MARKET and state.ending.queue is None, "the day is finished first"
    state = play(state, Move(Kind.PASS))
    assert state.phase is Phase.TURN
    assert state.ending.queue == (P2, P3, P1) and state.current == P2


def test_a_market_day_trigger_by_the_activator_gives_only_the_others_a_last_turn() -> None:
    state = play(_market_trigger(True), take("D", "green"), Move(Kind.SERVE, to="customer-02"),
                 Move(Kind.SERVE, to="customer-13", cubes=cubes(green=1)))
    assert state.ending is not None and state.ending.trigger == P1 and state.ending.queue == (P2, P3)


def test_the_final_mass_scores_the_majority_before_the_final_scoring() -> None:
    state = family(one_death_from_the_end(P1), P2, (3, "church:1"), (2, FARM))
    state = turn_of(board(state, B={"plague": 1}, G={"brown": 3}), P1)
    state = play(state, take("B", "plague"), Move(Kind.SKIP), take("G", "brown"), Move(Kind.SKIP),
                 take("G", "brown"), Move(Kind.SKIP))
    assert ENGINE.is_over(state) and state.players[P2].prestige == 2
    sheets = ENGINE.scores(state)
    assert sheets[0].seat == "p2" and sheets[0].rank == 1
    lines = {line.category: line.points for line in sheets[0].lines}
    assert lines["During play"] == 2 and lines["Church"] == 2 and sheets[0].total == sum(lines.values())


def test_ties_go_to_customers_served_then_living_members_then_share() -> None:
    state = game(3)
    state = player(state, P1, coins=0, served=("customer-02",))
    state = player(state, P2, coins=0, prestige=3)
    state = player(state, P3, coins=0, prestige=3)
    sheets = {s.seat: s for s in ENGINE.scores(state)}
    assert sheets["p1"].total == 3 and sheets["p1"].rank == 1 and "customers" in sheets["p1"].note
    assert sheets["p2"].rank == sheets["p3"].rank == 2 and sheets["p2"].note == "shared place"
    state = family(state, P3, *[(1, FARM)] * 4, (2, "bag"), (2, "chronicle:farm:0"))
    sheets = {s.seat: s for s in ENGINE.scores(state)}
    assert sheets["p3"].rank == 2 and sheets["p2"].rank == 3 and "living" in sheets["p3"].note


def test_an_over_game_refuses_every_move() -> None:
    state = replace(game(), phase=Phase.OVER)
    out = ENGINE.apply(state, Move(Kind.PASS), Chance(1))
    assert getattr(out, "reason", "") == "The game is over."
