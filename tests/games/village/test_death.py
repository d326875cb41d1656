"""Time and death (§4.3, §5.10): who dies, when, and where the dead go."""

from __future__ import annotations

from tabletop.games.kit.records import replace
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import BAG, FARM, GONE, Phase
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


def plague_turn(state, time: int = 9, space: str = "B"):
    """P1, ``time`` spent so far, takes a plague cube (2 time) from ``space``; another cube stays out."""
    state = player(state, P1, time=time)
    return turn_of(board(state, **{space: {"plague": 1}}, G={"brown": 1}), P1)


def test_a_member_in_the_black_bag_or_unborn_cannot_die() -> None:
    state = play(plague_turn(family(game(), P1, (1, BAG), (2, FARM))), take("B", "plague"), Move(Kind.SKIP))
    assert where(state, P1) == [(1, BAG), (2, "chronicle:farm:0")]


def test_with_no_member_on_the_farm_or_the_board_the_death_is_skipped() -> None:
    state = play(plague_turn(family(game(), P1, (1, BAG))), take("B", "plague"), Move(Kind.SKIP))
    assert where(state, P1) == [(1, BAG)] and state.players[P1].owed == 0 and state.current == P2


def test_members_with_the_same_number_in_one_place_need_no_choice() -> None:
    state = play(plague_turn(family(game(), P1, (1, FARM), (1, FARM), (2, FARM))), take("B", "plague"),
                 Move(Kind.SKIP))
    assert state.dying < 0 and where(state, P1) == [(1, "chronicle:farm:0"), (1, FARM), (2, FARM)]


def test_the_owner_chooses_among_the_lowest_numbers_in_different_places() -> None:
    state = play(plague_turn(family(game(), P1, (2, FARM), (2, "travel:north"), (3, FARM))), take("B", "plague"),
                 Move(Kind.SKIP))
    assert state.dying == P1 and state.phase is Phase.END
    assert {(m.num, m.at) for m in ENGINE.legal_moves(state)} == {(2, FARM), (2, "travel:north")}
    state = play(state, Move(Kind.DIE, num=2, at="travel:north"))
    assert where(state, P1) == [(2, "chronicle:travel:0"), (2, FARM), (3, FARM)] and state.current == P2


def test_passing_the_bridge_twice_in_one_turn_kills_twice_after_the_action() -> None:
    state = family(game(), P1, (1, FARM), (2, FARM), (3, FARM))
    state = player(state, P1, time=9, goods={"wagon": 1}, cubes={"brown": 2})
    state = turn_of(board(state, E={"plague": 1}, G={"brown": 1}), P1)
    state = play(state, take("E", "plague"))
    state = replace(state, players=tuple(replace(p, time=18) if k == P1 else p for k, p in enumerate(state.players)))
    state = play(state, Move(Kind.TRAVEL, num=1, at=FARM, to="north", cubes=cubes(brown=2)))
    assert state.players[P1].time == 20 and state.players[P1].owed == 0
    assert where(state, P1) == [(1, "chronicle:travel:0"), (2, "chronicle:farm:0"), (3, FARM)]


def test_a_death_during_a_market_day_is_resolved_at_once() -> None:
    state = game()
    state = with_stall(state, "customer-02")
    state = family(state, P2, (1, FARM), (1, "council:1"))
    state = player(state, P2, time=9, grain=3, cubes={"green": 1})
    state = turn_of(board(state, D={"green": 1}, G={"brown": 1}), P1)
    state = play(state, take("D", "green"))
    assert state.phase is Phase.MARKET and state.current == P1
    state = play(state, Move(Kind.SERVE, to="customer-02", cubes=cubes(green=1)))
    assert state.phase is Phase.MARKET and state.dying == P2
    state = play(state, Move(Kind.DIE, num=1, at="council:1"))
    assert state.phase is not Phase.MARKET or state.dying < 0
    assert (1, "chronicle:council:0") in where(state, P2)


def test_the_activator_s_plague_death_waits_until_the_market_day_is_over() -> None:
    state = family(game(), P1, (1, FARM), (1, "council:1"))
    state = player(state, P1, time=9)
    state = family(state, P2, (1, FARM))
    state = player(state, P2, grain=5, cubes={"green": 1})
    state = with_stall(state, "customer-02")
    state = turn_of(board(state, D={"plague": 1}, G={"brown": 1}), P1)
    state = play(state, take("D", "plague"))
    assert state.phase is Phase.MARKET and state.dying < 0 and state.players[P1].owed == 1
    state = play(state, Move(Kind.SERVE, to="customer-02", cubes=cubes(green=1)))
    assert state.phase is Phase.END and state.dying == P1, "the day is over; now the activator's member dies"
    state = play(state, Move(Kind.DIE, num=1, at=FARM))
    assert where(state, P1) == [(1, "chronicle:farm:0"), (1, "council:1")]


def test_the_dead_go_to_their_section_then_a_grave_then_out_of_the_game_only_when_all_is_full() -> None:
    state = game(2)
    state = family(state, P2, (1, "chronicle:farm:0"), (1, "chronicle:farm:1"), (1, "grave:0"), (1, "grave:1"),
                   (2, FARM))
    state = play(plague_turn(family(state, P1, (1, FARM), (2, FARM))), take("B", "plague"), Move(Kind.SKIP))
    assert (1, "grave:2") in where(state, P1)
    assert state.ending is not None and state.ending.trigger == P1, "the last grave ends the game"
    state = player(family(state, P2, (1, FARM), (2, FARM), *[(0, f"chronicle:farm:{k}") for k in (0, 1)],
                          *[(0, f"grave:{k}") for k in (0, 1)]), P2, time=9)
    state = turn_of(board(state, B={"plague": 1}), P2)
    state = replace(state, ending=replace(state.ending, queue=(P2,)))
    state = play(state, take("B", "plague"), Move(Kind.SKIP))
    assert (1, GONE) in where(state, P2), "no space left in the final turns: the member leaves the game"


def test_filling_the_last_chronicle_space_triggers_the_end() -> None:
    state = game(2)
    full = [(0, f"chronicle:{s}:{k}") for s in ("council", "crafts", "travel", "church") for k in (0, 1)]
    state = family(state, P2, *full[:7], (2, "chronicle:farm:0"), (3, FARM))
    state = family(state, P1, (1, "chronicle:church:1"), (1, FARM))
    state = play(plague_turn(state), take("B", "plague"), Move(Kind.SKIP))
    assert (1, "chronicle:farm:1") in where(state, P1)
    assert state.ending is not None and state.ending.trigger == P1 and state.ending.queue == (P2,)
