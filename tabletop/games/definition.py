"""What a game in the box is to the app: its name, seat counts, set-up and (optional) rules.

``setup(seats, seed, options)`` builds the whole laid-out table for that many players, shuffled from
the seed (through ``setup_rng``), so the same seed gives the same opening table.  ``rules`` makes the
game's ``RulesHook`` when enforcement exists for the game; ``None`` means sandbox only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core.chance import chance_rng
from ..core.model import Seat, Table
from ..core.session import RulesHook

SEAT_COLORS: tuple[tuple[int, int, int], ...] = (
    (196, 48, 43),
    (38, 96, 176),
    (232, 178, 36),
    (46, 139, 87),
    (128, 70, 160),
    (230, 120, 30),
)
SEAT_COLOR_NAMES = ("red", "blue", "yellow", "green", "purple", "orange")


@dataclass(frozen=True)
class GameDefinition:
    id: str
    title: str
    min_seats: int
    max_seats: int
    setup: Callable[[Sequence[Seat], int, Mapping[str, Any]], Table]
    rules: Callable[[Sequence[Seat], int, Mapping[str, Any]], RulesHook] | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    summary: str = ""


def setup_rng(seed: int) -> random.Random:
    """The stream a set-up shuffles with: apart from the play stream, the same for the same seed."""
    return chance_rng(seed, -1)


def default_seats(count: int, names: Sequence[str] | None = None) -> tuple[Seat, ...]:
    names = list(names or [])
    return tuple(
        Seat(f"p{i + 1}", names[i] if i < len(names) and names[i] else f"Player {i + 1}", SEAT_COLORS[i])
        for i in range(count)
    )
