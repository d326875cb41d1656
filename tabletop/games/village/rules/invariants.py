"""What every Village state keeps: nothing lost or doubled, every count in range, someone to decide.

``check`` raises ``Broken`` naming the first rule a state breaks; the tests run it after every move
and the engine on every state read from a file.
"""

from __future__ import annotations

from ...kit.contract import Broken
from .data import ACTIONS, SECTIONS
from .legal import legal_moves
from .scoring import UNKNOWN
from .state import (
    BAG,
    FARM,
    GONE,
    UNBORN,
    Phase,
    State,
    free_chronicle,
    free_graves,
    open_spaces,
    section,
    stalls,
    supply_coins,
    supply_cubes,
    supply_goods,
    supply_grain,
)


def _place_ok(state: State, where: str) -> bool:
    d = state.data
    if where in (UNBORN, FARM, BAG, GONE):
        return True
    kind, _, rest = where.partition(":")
    if kind == "crafts":
        return any(b.id == rest and not b.is_mill for b in d.buildings)
    if kind == "travel":
        return rest in d.cities
    if kind in ("council", "church"):
        return rest in ("1", "2", "3", "4")
    chronicle, graves = open_spaces(state)
    if kind == "chronicle":
        sec, _, k = rest.partition(":")
        return sec in SECTIONS and k.isdigit() and int(k) in chronicle
    return kind == "grave" and rest.isdigit() and int(rest) in graves


def _players(state: State) -> None:
    d = state.data
    for p in state.players:
        who = f"player {p.seat}"
        if len(p.members) != len(d.numbers) or len(p.cubes) != len(d.colours) or len(p.goods) != len(d.goods):
            raise Broken(f"{who}: wrong number of members, cube colours or goods")
        bad = [w for w in p.members if not _place_ok(state, w)]
        if bad:
            raise Broken(f"{who}: a member is at an unknown place {bad[0]!r}")
        if min(p.cubes + p.goods) < 0 or min(p.time, p.grain, p.coins, p.owed, p.prestige) < 0:
            raise Broken(f"{who}: a count below zero")
        if p.grain > d.grain_cap:
            raise Broken(f"{who}: {p.grain} grain on a farm with {d.grain_cap} spaces")
        if len(set(p.cities)) != len(p.cities) or not set(p.cities) <= set(d.cities) or len(p.cities) > d.markers - 2:
            raise Broken(f"{who}: travel markers do not match the cities")
        if p.owed and state.phase not in (Phase.ACTION, Phase.MARKET, Phase.END):
            raise Broken(f"{who}: a death owed outside a turn")


def _dead(state: State) -> None:
    places = [w for p in state.players for w in p.members if section(w) in ("chronicle", "grave")]
    if len(set(places)) != len(places):
        raise Broken("two dead members share a chronicle space or a grave")


def _supply(state: State) -> None:
    if min(supply_cubes(state)) < 0 or min(state.bag) < 0 or min(min(s) for s in state.spaces) < 0:
        raise Broken("more cubes in play than in the box")
    spots = state.data.cards[len(state.seats)].spots
    if len(state.spaces) != len(ACTIONS) or any(sum(s) > n for s, n in zip(state.spaces, spots, strict=True)):
        raise Broken("an action space holds more cubes than its spots")
    if state.options.limited_supply and (min(supply_goods(state)) < 0 or supply_grain(state) < 0
                                         or supply_coins(state) < 0):
        raise Broken("more goods, grain or coins in play than in the box")


def _customers(state: State) -> None:
    d = state.data
    if len(state.market) != len(d.stalls) + d.queue:
        raise Broken("the market has the wrong number of spaces")
    if any(state.market[s] for s in range(len(d.stalls)) if s not in stalls(state)):
        raise Broken("a customer stands at a stall closed at this player count")
    tiles = [t for t in state.market if t] + list(state.stack) + [t for p in state.players for t in p.served]
    known = [t for t in tiles if t != UNKNOWN]
    if len(tiles) != len(d.customers) or len(set(known)) != len(known) or not set(known) <= set(d.customers):
        raise Broken("customer tiles lost or doubled")


def _flow(state: State) -> None:
    n = len(state.seats)
    if not 0 <= state.first < n or not -1 <= state.next_first < n or not 0 <= state.current < n \
            or not -1 <= state.dying < n:
        raise Broken("a seat index out of range")
    need = {Phase.ACTION: state.step, Phase.MARKET: state.day, Phase.FETCH: state.mass, Phase.CLIMB: state.mass}
    if state.phase in need and need[state.phase] is None:
        raise Broken(f"the {state.phase.value} phase without its bookkeeping")
    if state.phase in (Phase.FETCH, Phase.CLIMB) and state.mass is not None and not state.mass.order:
        raise Broken("a mass step with nobody to decide")
    if state.phase is Phase.END and state.dying < 0:
        raise Broken("a turn ended without moving on")
    if state.phase is not Phase.OVER and not legal_moves(state):
        raise Broken("nobody can move, yet the game is not over")
    if state.ending is None and (not any(free_chronicle(state).values()) or not free_graves(state)):
        raise Broken("the chronicle or the graves are full but the end was not triggered")


def check(state: State) -> None:
    if not 2 <= len(state.seats) <= 4 or len(set(state.seats)) != len(state.seats):
        raise Broken("Village needs 2 to 4 different seats")
    if len(state.players) != len(state.seats) or [p.seat for p in state.players] != list(state.seats):
        raise Broken("the players do not match the seats")
    _players(state)
    _dead(state)
    _supply(state)
    _customers(state)
    _flow(state)
