"""Market days (§5.4) and the mass (§5.8) beyond the rulebook's examples."""

from __future__ import annotations

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import BAG, FARM, Phase
from tests.games.village.scenes import (
    DATA,
    ENGINE,
    board,
    cubes,
    family,
    game,
    play,
    player,
    refused,
    take,
    turn_of,
    where,
    with_stall,
)

P1, P2, P3 = 0, 1, 2


def market_day(**p1):
    state = with_stall(with_stall(game(), "customer-02"), "customer-18", 1)
    state = player(state, P1, grain=5, **p1)
    state = player(state, P2, grain=5, cubes={"green": 2})
    return turn_of(board(state, D={"green": 1, "plague": 1}, G={"brown": 1}), P1)


def test_only_the_stalls_are_served_never_the_queue() -> None:
    state = play(market_day(), take("D", "green"))
    queued = state.market[len(DATA.stalls)]
    assert "stalls" in refused(state, Move(Kind.SERVE, to=queued))


def test_the_activator_s_first_sale_is_free_and_the_later_ones_pay_the_fee() -> None:
    state = with_stall(market_day(goods={"wagon": 1}), "customer-13", 2)
    state = play(state, take("D", "green"), Move(Kind.SERVE, to="customer-02"))
    assert state.players[P1].time == 0 and state.players[P1].cubes == cubes(green=1)
    state = play(state, Move(Kind.PASS))
    assert ENGINE.current_seat(state) == "p1", "p3 has nothing to sell and passes"
    assert Move(Kind.SERVE, to="customer-13") not in ENGINE.legal_moves(state)
    state = play(state, Move(Kind.SERVE, to="customer-13", cubes=cubes(green=1)))
    assert state.players[P1].time == 1 and state.phase is Phase.TURN


def test_an_activator_who_passes_first_is_out_and_every_sale_of_the_day_pays() -> None:
    state = play(market_day(), take("D", "green"), Move(Kind.PASS))
    assert ENGINE.current_seat(state) == "p2"
    assert all(m.cubes or m.coins for m in ENGINE.legal_moves(state) if m.kind is Kind.SERVE)
    state = play(state, Move(Kind.SERVE, to="customer-02", cubes=cubes(green=1)))
    assert ENGINE.current_seat(state) == "p2", "p1 passed and p3 cannot sell: p2 goes on"


def test_a_plague_cube_from_the_market_costs_two_time_and_still_opens_the_market() -> None:
    state = play(market_day(), take("D", "plague"))
    assert state.phase is Phase.MARKET and state.players[P1].time == 2


def test_a_day_without_a_sale_leaves_the_market_as_it_was() -> None:
    state = player(market_day(), P1, grain=0)
    state = player(state, P2, grain=0)
    after = play(state, take("D", "green"))
    assert after.market == state.market and after.stack == state.stack and after.current == P2


def test_an_empty_stack_leaves_spaces_empty_for_the_rest_of_the_game() -> None:
    state = replace(market_day(), stack=())
    tiles = [t for t in state.market if t] + [c for c in DATA.customers if c not in state.market]
    extra = [t for t in tiles if t not in state.market]
    state = player(state, P3, served=tuple(extra))
    state = play(state, take("D", "green"), Move(Kind.SERVE, to="customer-02"), Move(Kind.PASS))
    assert state.market[:5] == (state.market[0], "customer-18", state.market[2], state.market[3], "")
    assert state.market[-1] == "" and not state.stack


@pytest.mark.parametrize(("players", "served"), [(2, 3), (3, 4), (4, 5)])
def test_the_stalls_in_use_follow_the_player_count(players: int, served: int) -> None:
    state = game(players)
    stalls = [t for t in state.market[:len(DATA.stalls)] if t]
    assert len(stalls) == served and len([t for t in state.market if t]) == served + DATA.queue


def _bag(state, fetched_by_p1: int):
    state = family(state, P1, *[(0, BAG)] * fetched_by_p1, (1, FARM))
    state = family(state, P2, (1, BAG), (1, FARM))
    state = player(state, P1, coins=fetched_by_p1)
    state = player(state, P2, coins=1)
    return turn_of(board(state, A={"brown": 1}), P3)


def test_at_most_four_figures_are_bought_out_of_the_bag() -> None:
    state = play(_bag(game(), 5), take("A", "brown"), Move(Kind.SKIP))
    for _ in range(4):
        state = play(state, next(m for m in ENGINE.legal_moves(state) if m.kind is Kind.FETCH))
    assert state.phase is not Phase.FETCH, "4 are out: nobody else buys and nothing is drawn"
    assert sum(1 for _, w in where(state, P1) if w == BAG) == 1 and (1, BAG) in where(state, P2)
    assert state.players[P2].coins == 1


def test_monks_count_among_the_four_drawn_figures() -> None:
    state = family(family(game(), P1, (1, BAG), (1, FARM)), P2, (1, FARM))
    state = player(turn_of(board(state, A={"brown": 1}), P3), P1, coins=0)
    state = play(state, take("A", "brown"))
    drawn = 0
    for key in range(200):
        after = ENGINE.apply(state, Move(Kind.SKIP), Chance(key))
        assert not isinstance(after, Rejected)
        drawn += (1, "church:1") in where(after, P1)
    assert 120 < drawn < 190, "one member among 4 monks comes out 4 times in 5"


def test_an_empty_church_scores_nobody_and_a_full_tie_scores_all_tied() -> None:
    state = turn_of(board(game(), A={"brown": 1}), P3)
    assert [p.prestige for p in play(state, take("A", "brown"), Move(Kind.SKIP)).players] == [0, 0, 0]
    state = family(family(state, P1, (1, "church:3"), (1, FARM)), P2, (2, "church:3"), (1, FARM))
    state = player(player(state, P1, grain=0), P2, grain=0)
    assert [p.prestige for p in play(state, take("A", "brown"), Move(Kind.SKIP)).players] == [2, 2, 0]


def test_the_mass_is_led_by_the_round_s_first_player_and_the_marker_hands_over_after() -> None:
    state = family(family(game(), P3, (1, "church:1"), (1, FARM)), P2, (2, "church:1"), (1, FARM))
    state = player(player(state, P3, grain=0), P2, grain=1)
    state = replace(turn_of(board(state, A={"brown": 1}), P3), next_first=P3)
    state = play(state, take("A", "brown"), Move(Kind.SKIP))
    assert state.phase is Phase.CLIMB and ENGINE.current_seat(state) == "p2", "p1 leads; p2 is next with grain"
    state = play(state, Move(Kind.CLIMB, num=2, at="church:1"))
    assert [p.prestige for p in state.players] == [0, 2, 0], "one member each: the leftmost wins"
    assert state.round == 2 and state.first == P3 and state.current == P3 and state.next_first == -1
