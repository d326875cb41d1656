"""Scenario building for the Loyang tests: a game put straight into the action phase with chosen cards."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.games.loyang.rules import Kind, Move, Rejected, State, apply, new_game
from tabletop.games.loyang.rules.state import Player, set_player

STARTS = ("wheat", "pumpkin", "turnip", "wheat")


def opening(n: int, seed: int = 1, **options: Any) -> State:
    """A game after every player has bought and sown a starting vegetable."""
    s = new_game([f"p{k + 1}" for k in range(n)], seed, options)
    for k in range(n):
        s = ok(s, Move(Kind.START, veg=STARTS[k]))
    return s


def ok(state: State, move: Move) -> State:
    out = apply(state, move)
    assert not isinstance(out, Rejected), out.reason
    return out


def refused(state: State, move: Move) -> str:
    out = apply(state, move)
    assert isinstance(out, Rejected), f"{move} was accepted"
    return out.reason


def in_actions(n: int = 2, round: int = 3, me: dict[str, Any] | None = None,
               others: dict[str, Any] | None = None, seed: int = 1, **state_kw: Any) -> State:
    """Player 1 to act in the action phase of ``round``; ``me``/``others`` replace player fields."""
    s = opening(n, seed)
    players = []
    for k, p in enumerate(s.players):
        extra = (me if k == 0 else others) or {}
        players.append(replace(p, **{"hand": (), "cart": (0, 0, 0, 0, 0, 0), **extra}))
    partners = (1, 0, 3, 2) if n == 4 else ()
    return replace(s, players=tuple(players), phase="actions", round=round, order=tuple(range(n)), cursor=0,
                   start=0, second=1 if n > 1 else -1, partners=partners, pool=(), pending=(), **state_kw)


def set_me(state: State, k: int = 0, **kw: Any) -> State:
    return set_player(state, k, replace(state.players[k], **kw))


def me(state: State, k: int = 0) -> Player:
    return state.players[k]

