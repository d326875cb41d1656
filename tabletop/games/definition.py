"""What a game in the box is to the app: its name, seat counts, set-up and (optional) rules.

``setup(seats, seed, options)`` builds the whole laid-out table for that many players, shuffled from
the seed (through ``setup_rng``), so the same seed gives the same opening table.  ``rules`` makes the
game's ``RulesHook`` when enforcement exists for the game; ``None`` means sandbox only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..core.actions import Action
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
class Choice:
    """A move offered to a player: the words they read and the action that performs it."""

    label: str
    action: Action


@dataclass(frozen=True)
class ScoreLine:
    category: str
    points: int


@dataclass(frozen=True)
class ScoreSheet:
    """One seat's final score with its breakdown; ``rank`` 1 is the winner (ties broken by the rules)."""

    seat: str
    total: int
    lines: tuple[ScoreLine, ...]
    rank: int
    tie_break: str = ""


class RulesBinding(RulesHook, Protocol):
    """A rules engine bound to the table: what the app asks while a player plays with rules on.

    The app never decides legality itself.  While a piece is dragged it highlights
    ``drop_targets``; on a drop it asks ``choices_for_drop`` (none: the piece goes back and
    ``why_not_drop`` is shown; one: it is dispatched; several: a small menu); the action panel lists
    ``panel_choices``.  A ``Choice.action`` is usually a ``Batch`` holding a ``GameMove`` and the
    table moves that picture it, so one move is one undo step.
    """

    def current_seat(self, state: Any) -> str | None: ...

    def is_over(self, state: Any) -> bool: ...

    def drop_targets(self, state: Any, table: Table, piece_id: str) -> set[str]: ...

    def choices_for_drop(self, state: Any, table: Table, piece_id: str, zone_id: str) -> list[Choice]: ...

    def why_not_drop(self, state: Any, table: Table, piece_id: str, zone_id: str) -> str: ...

    def panel_choices(self, state: Any, table: Table) -> list[Choice]: ...

    def score_sheets(self, state: Any) -> list[ScoreSheet]: ...

    def bot_choice(self, state: Any, table: Table, seat: str) -> Choice | None: ...


@dataclass(frozen=True)
class GameDefinition:
    id: str
    title: str
    min_seats: int
    max_seats: int
    setup: Callable[[Sequence[Seat], int, Mapping[str, Any]], Table]
    rules: Callable[[Sequence[Seat], int, Mapping[str, Any]], RulesBinding] | None = None
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
