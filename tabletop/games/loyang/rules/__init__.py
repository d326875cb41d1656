"""The At the Gates of Loyang rules engine: pure, immutable, deterministic.

``new_game(seats, seed, options)`` -> ``State``; ``legal_moves(state)`` -> ``[Move]``;
``apply(state, move)`` -> ``State | Rejected``; ``current_player``; ``is_over``; ``final_scores``.
Chance comes with each move (``apply``'s ``chance``), so the same moves and keys give the same game.
"""

from __future__ import annotations

from ...kit.contract import Rejected
from .codec import decode, encode
from .engine import apply, apply_strict
from .flow import new_game
from .legal import legal_moves
from .moves import Kind, Move
from .scoring import Score, final_scores
from .state import State, current_index


def current_player(state: State) -> str | None:
    """The seat whose decision it is (the solo game's only seat, even against the imaginary opponent)."""
    i = current_index(state)
    return None if i is None else state.seats[i]


def is_over(state: State) -> bool:
    return state.phase == "over"


__all__ = ["Kind", "Move", "Rejected", "Score", "State", "apply", "apply_strict", "current_player", "decode", "encode",
           "final_scores", "is_over", "legal_moves", "new_game"]
