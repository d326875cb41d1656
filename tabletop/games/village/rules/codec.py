"""Village's state as JSON, through the kit's record codec.

The game data is not part of a state's record: the engine that reads a state gives it its own.
"""

from __future__ import annotations

from typing import Any

from ...kit import record_json
from .data import GameData
from .state import State

SKIPPED = frozenset({"data"})


def encode(state: State) -> Any:
    return record_json.encode(state, SKIPPED)


def decode(data: Any, game: GameData) -> State:
    """The state ``encode`` wrote, given the engine's data; a damaged record raises ``ValueError``."""
    state = record_json.decode(State, data, "Village state", SKIPPED)
    object.__setattr__(state, "data", game)
    return state
