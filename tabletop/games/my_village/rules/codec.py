"""My Village's state as JSON, through the kit's record codec (a damaged record raises ``ValueError``)."""

from __future__ import annotations

from typing import Any

from ...kit import record_json
from .state import State


def encode(state: State) -> Any:
    return record_json.encode(state)


def decode(data: Any) -> State:
    return record_json.decode(State, data, "My Village state")
