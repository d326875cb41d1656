"""The rulebook's worked examples (digest §8, E1-E10), played through the engine."""

from __future__ import annotations

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.scoring import lines
from tabletop.games.village.rules.state import FARM, Phase
from tests.games.village.scenes import (
    DATA,
    ENGINE,
    board,
    cubes,
    family,
    game,
    goods,
    play,
    player,
    take,
    turn_of,
    where,
)

PETER, MARINA, PHILIP = 0, 1, 2


def test_e1_a_plague_cube_costs_two_time_and_the_harvest_may_follow() -> None:
    state = turn_of(board(game(), A={"plague": 1}, B={"green": 1}), PHILIP)
    state = play(state, take("A", "plague"))
    assert state.players[PHILIP].time == 2
    assert state.phase is Phase.ACTION and Move(Kind.HARVEST) in ENGINE.legal_moves(state)
    state = play(state, Move(Kind.HARVEST))
    assert state.players[PHILIP].grain == 2 and state.players[PHILIP].cubes == cubes()
    assert sum(state.spaces[0]) == 0 and state.current == PETER


def test_e2_a_birth_takes_the_lowest_number_left_in_the_supply() -> None:
    state = family(game(), PETER, (1, FARM), (1, FARM), (1, FARM), (1, FARM), (2, FARM), (2, FARM))
    state = turn_of(board(state, B={"pink": 1}, C={"pink": 1}), PETER)
    state = play(state, take("B", "pink"), Move(Kind.BIRTH))
    assert where(state, PETER).count((2, FARM)) == 3


def test_e3_a_wagon_made_with_time_trains_a_wainwright_first() -> None:
    state = turn_of(board(family(game(), PHILIP, (1, FARM)), C={"brown": 2}, A={"brown": 1}), PHILIP)
    state = play(state, take("C", "brown"), Move(Kind.TRAIN, to="wainwright", num=1))
    assert state.step is not None and state.step.part == "produce"
    state = play(state, Move(Kind.PRODUCE, to="wainwright", good="wagon"))
    p = state.players[PHILIP]
    assert p.time == 4 and p.goods == goods(wagon=1) and where(state, PHILIP) == [(1, "crafts:wainwright")]
    state = play(turn_of(state, PHILIP), take("C", "brown"), Move(Kind.PRODUCE, to="wainwright", good="wagon"))
    assert state.players[PHILIP].time == 6 and state.players[PHILIP].goods == goods(wagon=2)


def test_e4_a_wagon_bought_with_influence_needs_no_member_and_no_time() -> None:
    state = player(family(game(), PHILIP, (1, FARM)), PHILIP, cubes={"orange": 1, "pink": 1})
    state = turn_of(board(state, C={"brown": 1}, A={"brown": 1}), PHILIP)
    state = play(state, take("C", "brown"),
                 Move(Kind.PURCHASE, to="wainwright", good="wagon", cubes=cubes(orange=1, pink=1)))
    p = state.players[PHILIP]
    assert p.time == 0 and p.goods == goods(wagon=1) and p.cubes == cubes(brown=1)
    assert where(state, PHILIP) == [(1, FARM)]


def _market(state, stalls: list[str], queue: list[str]):
    rest = [c for c in DATA.customers if c not in stalls + queue]
    return replace(state, market=(*stalls, "", *queue), stack=tuple(rest))


def test_e5_a_market_day_for_three_players() -> None:
    stalls = ["customer-01", "customer-02", "customer-03", "customer-21"]
    queue = ["customer-04", "customer-05", "customer-06", "customer-07", "customer-08"]
    state = _market(game(), stalls, queue)
    state = player(state, PETER, goods={"horse": 1, "plough": 1, "scroll": 1}, grain=1, cubes={"green": 1})
    state = player(state, MARINA, grain=3, cubes={"green": 1})
    state = player(state, PHILIP, goods={"scroll": 1})
    state = turn_of(board(state, D={"green": 1}, A={"brown": 1}), PETER)
    state = play(state, take("D", "green"))
    assert state.phase is Phase.MARKET and ENGINE.current_seat(state) == "p1"
    state = play(state, Move(Kind.SERVE, to="customer-01"))
    assert ENGINE.current_seat(state) == "p2"
    state = play(state, Move(Kind.SERVE, to="customer-02", cubes=cubes(green=1)))
    assert ENGINE.current_seat(state) == "p1", "Philip cannot serve anybody and passes"
    state = play(state, Move(Kind.SERVE, to="customer-03", cubes=cubes(green=1)))
    assert state.phase is Phase.TURN and state.current == MARINA, "Marina and Peter pass: the day is over"
    peter, marina, philip = state.players
    assert peter.served == ("customer-01", "customer-03") and marina.served == ("customer-02",) and not philip.served
    assert (peter.time, marina.time, philip.time) == (1, 1, 0)
    assert peter.goods == goods() and peter.grain == 0 and peter.cubes == cubes(green=1) and marina.grain == 0
    stack = [c for c in DATA.customers if c not in stalls + queue]
    assert state.market == ("customer-04", "customer-05", "customer-06", "customer-21", "",
                            "customer-07", "customer-08", *stack[:3])
    assert state.stack == tuple(stack[3:])


def _mass_start():
    """The inferred start of E6: Peter (first player) has blue "1" in window 2, Philip red "2" in window 2;
    the bag holds Peter's "2", Philip's "1" and one of Marina's, with the 4 monks."""
    state = game()
    state = family(state, PETER, (1, "church:2"), (2, "bag"), (1, FARM))
    state = family(state, MARINA, (1, "bag"), (1, FARM))
    state = family(state, PHILIP, (2, "church:2"), (1, "bag"), (1, FARM))
    state = player(state, PETER, coins=1, grain=3)
    state = player(state, MARINA, coins=0, grain=0)
    state = player(state, PHILIP, coins=1, grain=4)
    return turn_of(board(state, A={"brown": 1}), PHILIP)


def test_e6_the_mass_buys_draws_climbs_and_gives_the_majority_to_the_leftmost_member() -> None:
    state = play(_mass_start(), take("A", "brown"), Move(Kind.SKIP))
    assert state.phase is Phase.FETCH and ENGINE.current_seat(state) == "p1"
    state = play(state, Move(Kind.FETCH, num=2, at="bag"))
    assert ENGINE.current_seat(state) == "p3", "Marina has no coin: she buys nothing"
    key = next(k for k in range(200) if _marina_drawn(state, k))
    state = play(state, Move(Kind.FETCH, num=1, at="bag"), key=key)
    assert state.phase is Phase.CLIMB
    assert where(state, MARINA) == [(1, "church:1"), (1, FARM)]
    assert state.players[PETER].coins == 0 and state.players[PHILIP].coins == 0
    state = play(state, Move(Kind.CLIMB, num=1, at="church:2"), Move(Kind.CLIMB, num=2, at="church:1"))
    assert state.players[PETER].grain == 0
    assert ENGINE.current_seat(state) == "p3", "Peter's grain is spent and Marina has none: Philip climbs"
    before = [p.prestige for p in state.players]
    state = play(state, Move(Kind.CLIMB, num=2, at="church:2"), Move(Kind.CLIMB, num=2, at="church:3"))
    assert state.players[PHILIP].grain == 0
    assert (1, "church:3") in where(state, PETER) and (2, "church:2") in where(state, PETER)
    assert (2, "church:4") in where(state, PHILIP) and (1, "church:1") in where(state, PHILIP)
    assert [p.prestige - b for p, b in zip(state.players, before, strict=True)] == [0, 0, 2]
    assert state.phase is Phase.TURN and state.round == 2


def _marina_drawn(state, key: int) -> bool:
    out = ENGINE.apply(state, Move(Kind.FETCH, num=1, at="bag"), Chance(key))
    return not isinstance(out, Rejected) and (1, "church:1") in where(out, MARINA)


def test_e7_coins_stand_in_for_missing_green_cubes() -> None:
    base = family(game(), PETER, (1, "council:1"), (1, FARM))
    base = turn_of(board(base, F={"brown": 2}), PETER)
    for green, coins in ((1, 1), (0, 2)):
        state = player(base, PETER, cubes={"green": green}, coins=coins)
        state = play(state, take("F", "brown"),
                     Move(Kind.ADVANCE, num=1, at="council:1", by="cubes", cubes=cubes(green=green), coins=coins))
        assert (1, "council:2") in where(state, PETER)
        assert state.players[PETER].coins == 0 and state.players[PETER].cubes == cubes(brown=1)


def test_e8_the_dead_is_chosen_after_the_action_and_may_be_the_new_blacksmith() -> None:
    state = family(game(), PETER, (1, FARM), (1, "council:1"), (2, FARM))
    state = player(state, PETER, time=9)
    state = turn_of(board(state, C={"plague": 1}, A={"brown": 1}), PETER)
    state = play(state, take("C", "plague"))
    assert state.phase is Phase.ACTION and state.players[PETER].owed == 1
    state = play(state, Move(Kind.TRAIN, to="blacksmith", num=1), Move(Kind.PRODUCE, to="blacksmith", good="plough"))
    assert state.dying == PETER and ENGINE.current_seat(state) == "p1"
    assert sorted((m.num, m.at) for m in ENGINE.legal_moves(state)) == [(1, "council:1"), (1, "crafts:blacksmith")]
    state = play(state, Move(Kind.DIE, num=1, at="crafts:blacksmith"))
    assert (1, "chronicle:crafts:0") in where(state, PETER) and state.players[PETER].goods == goods(plough=1)
    assert state.players[PETER].time == 17 and state.current == MARINA


def test_e9_a_death_goes_to_a_grave_when_its_chronicle_section_is_full() -> None:
    state = game(4)
    others = [(1, f"chronicle:church:{k}") for k in range(4)]
    state = family(state, 3, *others)
    state = family(state, PETER, (1, "church:1"), (1, "council:2"), (2, FARM))
    state = player(state, PETER, time=9)
    state = turn_of(board(state, A={"plague": 1}, B={"brown": 1}), PETER)
    to_grave = play(state, take("A", "plague"), Move(Kind.HARVEST), Move(Kind.DIE, num=1, at="church:1"))
    assert (1, "grave:0") in where(to_grave, PETER)
    to_book = play(state, take("A", "plague"), Move(Kind.HARVEST), Move(Kind.DIE, num=1, at="council:2"))
    assert (1, "chronicle:council:0") in where(to_book, PETER)


def test_e10_final_scoring_adds_39() -> None:
    state = game(4)
    state = family(state, PETER, (2, "council:2"), (3, "church:4"),
                   *[(1, f"chronicle:{s}:0") for s in ("farm", "crafts", "travel", "church")])
    state = player(state, PETER, cities=("east", "hill", "north"), coins=2, prestige=0,
                   served=("customer-01", "customer-04", "customer-18"))
    got = {line.category: line.points for line in lines(state, state.players[PETER])}
    assert got == {"During play": 0, "Travel": 6, "Council": 2, "Church": 6, "Village chronicle": 7,
                   "Customers": 16, "Coins": 2}
    assert sum(got.values()) == 39
