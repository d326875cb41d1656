"""Scenario building for the My Village engine tests: a game put straight at a decision, with chosen holdings."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from typing import Any

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.my_village.catalogue import load
from tabletop.games.my_village.rules import Box, Kind, Move, MyVillageEngine, State
from tabletop.games.my_village.rules.state import Player, set_player


@cache
def box() -> Box:
    return Box.from_catalogue(load())


@cache
def engine() -> MyVillageEngine:
    return MyVillageEngine(box())


def seats(n: int) -> list[str]:
    return [f"p{k + 1}" for k in range(n)]


def opening(n: int = 3, seed: int = 1, **options: Any) -> State:
    return engine().new_game(seats(n), seed, options)


def ok(state: State, move: Move, key: int = 1) -> State:
    out = engine().apply(state, move, Chance(key))
    assert not isinstance(out, Rejected), f"{move} refused: {out.reason}"
    engine().check(out)
    return out


def refused(state: State, move: Move) -> str:
    out = engine().apply(state, move, Chance(1))
    assert isinstance(out, Rejected), f"{move} was accepted"
    return out.reason


def legal(state: State) -> list[Move]:
    return engine().legal_moves(state)


def key_rolling(*faces: int) -> int:
    """A chance key whose stream's first ``randint(1, 6)`` results are ``faces``."""
    for key in range(1, 100000):
        rng = random.Random(key)
        if all(rng.randint(1, 6) == f for f in faces):
            return key
    raise AssertionError("no key found")


def at_flags(n: int = 3, value: int = 7, me: dict[str, Any] | None = None, **state_kw: Any) -> State:
    """Player 1 (the start player) to activate flags with ``value``, two white dice taken; ``me`` sets player fields."""
    s = opening(n)
    taken = [d for d in s.pool if d[0].startswith("white")][:2]
    pool = tuple(d for d in s.pool if d not in taken)
    players = list(s.players)
    players[0] = replace(players[0], dice=tuple(taken), **(me or {}))
    fields: dict[str, Any] = {"players": tuple(players), "pool": pool, "start": 0, "holder": 0, "step": 0,
                              "phase": "flags", "value": value, "used": (), "pending": ()}
    fields.update(state_kw)
    return replace(s, **fields)


def set_me(state: State, k: int = 0, **kw: Any) -> State:
    return set_player(state, k, replace(state.players[k], **kw))


def me(state: State, k: int = 0) -> Player:
    return state.players[k]


def alive(*professions: str) -> tuple[bool, ...]:
    return tuple(p in professions for p in box().professions)


def supply_without(state: State, *cards: str) -> dict[str, Any]:
    """State fields with ``cards`` taken out of wherever they lie in the supply (to give them to a player)."""
    gone = set(cards)
    return {
        "churches": tuple(c for c in state.churches if c not in gone),
        "councils": tuple(c for c in state.councils if c not in gone),
        "meetings": tuple(c for c in state.meetings if c not in gone),
        "fields": tuple(c for c in state.fields if c not in gone),
        "crafts": tuple(c for c in state.crafts if c not in gone),
        "customers": tuple(c for c in state.customers if c not in gone),
        "display": tuple(c for c in state.display if c not in gone),
        "monks": tuple(tuple(c for c in d if c not in gone) for d in state.monks),
        "travel": tuple(tuple(c for c in d if c not in gone) for d in state.travel),
    }


def give(state: State, k: int = 0, **holdings: Any) -> State:
    """Player ``k`` gets the cards in ``holdings`` (Player fields), taken from the supply."""
    cards: list[str] = []
    for value in holdings.values():
        if isinstance(value, str):
            cards.append(value)
        elif isinstance(value, tuple):
            cards += [c for c in value if isinstance(c, str) and c in box().cards]
    return set_me(replace(state, **supply_without(state, *cards)), k, **holdings)


__all__ = ["Kind", "Move", "Rejected", "State"]
