"""What a game in the box is to the app: its name, seat counts, set-up and (optional) rules.

``setup(seats, seed, options)`` builds the whole laid-out table for that many players, shuffled from
the seed (through ``setup_rng``), so the same seed gives the same opening table.  ``rules`` returns the
game's ``RulesKit`` when enforcement exists for the game (imported only when asked, so the start
screen stays quick); ``None`` means sandbox only.  ``seat_colours`` gives the game's own seat colours
when its components have them (Village's families), so a seat's chip, its name in the hand strip and
its pieces agree.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from msgspec import Struct, field

from ..core.model import Seat, Table
from ..lang.door import N_, _

if TYPE_CHECKING:
    from .kit.binding import GameBinding
    from .kit.rules import RulesKit

SEAT_COLORS: tuple[tuple[int, int, int], ...] = (
    (196, 48, 43),
    (38, 96, 176),
    (232, 178, 36),
    (46, 139, 87),
    (128, 70, 160),
    (230, 120, 30),
)
SEAT_COLOR_NAMES = (N_("red"), N_("blue"), N_("yellow"), N_("green"), N_("purple"), N_("orange"))

SeatColour = tuple[str, tuple[int, int, int]]
"""A colour a seat may take: its name and its RGB."""
APP_COLOURS: tuple[SeatColour, ...] = tuple(zip(SEAT_COLOR_NAMES, SEAT_COLORS, strict=True))


class GameDefinition(Struct, frozen=True):
    id: str
    title: str
    min_seats: int
    max_seats: int
    setup: Callable[[Sequence[Seat], int, Mapping[str, Any]], Table]
    rules: Callable[[], RulesKit[Any, Any]] | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    summary: str = ""
    seat_colours: Callable[[], tuple[SeatColour, ...]] | None = None
    """The colours the game's own components give its seats (a family's, a kit's), read from its data
    when asked; ``None``: the app's six."""

    def colours(self) -> tuple[SeatColour, ...]:
        """The colours this game's seats take, in the order new seats get them."""
        return self.seat_colours() if self.seat_colours is not None else APP_COLOURS

    def binding(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> GameBinding[Any, Any] | None:
        """The game's rules bound to a table of ``seats``; ``None`` for a game without an engine."""
        if self.rules is None:
            return None
        from .kit.binding import GameBinding

        return GameBinding(self.rules(), seats, seed, {**self.options, **options})


def option_words(key: str) -> str:
    """An option's name as the start screen shows it (English source text: ``character_1`` -> ``Character 1``)."""
    return key.replace("_", " ").capitalize()


def choice_words(value: str) -> str:
    """One choice of an option as the start screen shows it (English source text)."""
    return value.capitalize()


def setup_rng(seed: int) -> random.Random:
    """The stream a set-up shuffles with: apart from the play stream, the same for the same seed."""
    from ..core.chance import chance_rng  # here: the start screen reads definitions, the play's actions wait

    return chance_rng(seed, -1)


def default_seats(count: int, names: Sequence[str] | None = None,
                  colours: Sequence[SeatColour] = APP_COLOURS) -> tuple[Seat, ...]:
    names = list(names or [])
    return tuple(
        Seat(f"p{i + 1}", names[i] if i < len(names) and names[i] else _("Player {n}", n=i + 1), colours[i][1])
        for i in range(count)
    )
