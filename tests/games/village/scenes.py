"""Village positions for the tests: a seeded opening, then players, members and cubes set by hand.

A scene is a real engine state changed only where the test says, and ``play`` applies moves through
the engine, failing loudly on a refusal, so every example runs the same path as a game.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.village.enforcement import game_data
from tabletop.games.village.rules import Kind, Move, State, VillageEngine
from tabletop.games.village.rules.data import ACTIONS
from tabletop.games.village.rules.state import FARM, UNBORN, Phase, set_player

ENGINE = VillageEngine(game_data())
DATA = ENGINE.data
COLOURS = DATA.colours
GOODS = DATA.goods


def game(players: int = 3, seed: int = 1, **options: Any) -> State:
    return ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, options)


def cubes(**amounts: int) -> tuple[int, ...]:
    return tuple(amounts.get(c, 0) for c in COLOURS)


def goods(**amounts: int) -> tuple[int, ...]:
    return tuple(amounts.get(g, 0) for g in GOODS)


def player(state: State, i: int, **changes: Any) -> State:
    if "cubes" in changes and isinstance(changes["cubes"], dict):
        changes["cubes"] = cubes(**changes["cubes"])
    if "goods" in changes and isinstance(changes["goods"], dict):
        changes["goods"] = goods(**changes["goods"])
    return set_player(state, i, replace(state.players[i], **changes))


def family(state: State, i: int, *placed: tuple[int, str]) -> State:
    """Player ``i``'s family with the given (number, place) members; every other member unborn.

    Number 0 stands for any member: the highest-numbered one still unborn after the others are placed.
    """
    numbers = DATA.numbers
    members = [UNBORN] * len(numbers)
    for num, where in sorted(placed, key=lambda m: m[0] == 0):
        free = [k for k, n in enumerate(numbers) if members[k] == UNBORN and (n == num or num == 0)]
        members[free[-1] if num == 0 else free[0]] = where
    return player(state, i, members=tuple(members))


def board(state: State, **spaces: dict[str, int]) -> State:
    """The action spaces holding exactly the given cubes (``plague`` for plague cubes); the rest empty."""
    names = (*COLOURS, "plague")
    out = []
    for a in ACTIONS:
        held = spaces.get(a, {})
        out.append(tuple(held.get(n, 0) for n in names))
    return replace(state, spaces=tuple(out), bag=(0,) * len(names))


def with_stall(state: State, tile: str, stall: int = 0) -> State:
    """``tile`` at the market's stall ``stall``, swapped with whatever was there."""
    market, stack = list(state.market), list(state.stack)
    old = market[stall]
    if tile in market:
        market[market.index(tile)] = old
    else:
        stack[stack.index(tile)] = old
    market[stall] = tile
    return replace(state, market=tuple(market), stack=tuple(t for t in stack if t))


def turn_of(state: State, i: int) -> State:
    return replace(state, current=i, phase=Phase.TURN, step=None)


def play(state: State, *moves: Move, key: int = 7) -> State:
    for move in moves:
        ENGINE.check(state)
        out = ENGINE.apply(state, move, Chance(key))
        assert not isinstance(out, Rejected), f"{move} refused: {out.reason}"
        state = out
    ENGINE.check(state)
    return state


def refused(state: State, move: Move) -> str:
    out = ENGINE.apply(state, move, Chance(7))
    assert isinstance(out, Rejected), f"{move} was accepted"
    assert move not in ENGINE.legal_moves(state)
    return out.reason


def take(space: str, colour: str) -> Move:
    return Move(Kind.TAKE, space=space, colour=colour)


def at_farm(state: State, i: int) -> list[int]:
    return sorted(DATA.numbers[k] for k, w in enumerate(state.players[i].members) if w == FARM)


def where(state: State, i: int) -> list[tuple[int, str]]:
    """Player ``i``'s members that are not unborn, as (number, place), sorted."""
    return sorted((DATA.numbers[k], w) for k, w in enumerate(state.players[i].members) if w != UNBORN)
