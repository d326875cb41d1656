"""The box laid out: the engine's opening position as a table, so rules on and rules off start alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.model import Seat, Table


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The Castaways table for ``seats`` (1-4), shuffled from ``seed``."""
    from .kit import KIT

    return KIT.setup(seats, seed, options)
