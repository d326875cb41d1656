"""The box laid out: the engine's opening position as a table, so rules on and rules off start alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.model import Seat, Table
from ..kit.picture import opening_table
from .picture import PICTURE
from .rules.engine import ENGINE


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The Castaways table for ``seats`` (1-4), shuffled from ``seed``."""
    state = ENGINE.new_game([s.id for s in seats], seed, options)
    return opening_table(PICTURE, state, seats, "robinson")
