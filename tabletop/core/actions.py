"""Every change to the table is one of these small frozen records.

Each has a stable ``kind`` (its name in logs and snapshots) and an ``actor`` (the seat that did it).
Chance is a field: ``RollDice.results``, ``Shuffle.order`` and ``DrawFromBag.picked`` are ``None``
when a player asks and are filled by the session before the action is recorded, so the recorded log
replays to the same table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE_KEYS = 2**53
"""A game move's chance key is below this: exact in every JSON reader, doubles included."""


@dataclass(frozen=True)
class Action:
    kind: ClassVar[str] = ""
    actor: str | None = field(default=None, kw_only=True)

    @property
    def needs_chance(self) -> bool:
        return False


@dataclass(frozen=True)
class MovePiece(Action):
    """Put a piece into a zone: at ``x, y`` in an area, at ``index`` in a stack (``None`` = on top)."""

    kind: ClassVar[str] = "move"
    piece: str
    zone: str
    x: float | None = None
    y: float | None = None
    index: int | None = None


@dataclass(frozen=True)
class FlipPiece(Action):
    """Turn a piece to ``face``, or to its next face when ``face`` is ``None``."""

    kind: ClassVar[str] = "flip"
    piece: str
    face: int | None = None


@dataclass(frozen=True)
class RotatePiece(Action):
    kind: ClassVar[str] = "rotate"
    piece: str
    by: int = 90


@dataclass(frozen=True)
class RollDice(Action):
    kind: ClassVar[str] = "roll"
    pieces: tuple[str, ...]
    results: tuple[int, ...] | None = None

    @property
    def needs_chance(self) -> bool:
        return self.results is None


@dataclass(frozen=True)
class Shuffle(Action):
    """Shuffle a stack or bag; ``order`` is the resulting bottom-to-top order."""

    kind: ClassVar[str] = "shuffle"
    zone: str
    order: tuple[str, ...] | None = None

    @property
    def needs_chance(self) -> bool:
        return self.order is None


@dataclass(frozen=True)
class DrawCards(Action):
    """Take ``count`` pieces off the top of a stack into another zone (a hand, usually)."""

    kind: ClassVar[str] = "draw"
    zone: str
    to_zone: str
    count: int = 1


@dataclass(frozen=True)
class DealCards(Action):
    """Deal ``count`` cards to each of ``seats`` in turn, one at a time, as a dealer does."""

    kind: ClassVar[str] = "deal"
    zone: str
    seats: tuple[str, ...]
    count: int = 1


@dataclass(frozen=True)
class CutStack(Action):
    """Lift the top ``count`` pieces of a stack and put them under the rest."""

    kind: ClassVar[str] = "cut"
    zone: str
    count: int


@dataclass(frozen=True)
class MakePile(Action):
    """Drop ``pieces`` on the loose card or tile ``below``: together they become a pile where it lay.

    Tabletop Simulator's way of making a deck: ``below`` goes in first, then ``pieces`` in order, the
    last one on top.  The pile's zone gets the lowest free ``pile-N`` id (``next_made_pile_id``), so
    the action needs no id of its own and a replay makes the same zone.
    """

    kind: ClassVar[str] = "make_pile"
    below: str
    pieces: tuple[str, ...]


@dataclass(frozen=True)
class DrawFromBag(Action):
    """Take ``count`` pieces at random from a bag into a zone (at ``x, y`` when it is an area)."""

    kind: ClassVar[str] = "bag_draw"
    zone: str
    to_zone: str
    count: int = 1
    x: float | None = None
    y: float | None = None
    picked: tuple[str, ...] | None = None

    @property
    def needs_chance(self) -> bool:
        return self.picked is None


@dataclass(frozen=True)
class SetCounter(Action):
    kind: ClassVar[str] = "counter"
    piece: str
    value: int | None


@dataclass(frozen=True)
class LockPiece(Action):
    kind: ClassVar[str] = "lock"
    piece: str
    locked: bool = True


@dataclass(frozen=True)
class SearchZone(Action):
    """A player looks through a stack.  Nothing moves; the log tells the others it happened."""

    kind: ClassVar[str] = "search"
    zone: str


@dataclass(frozen=True)
class Announce(Action):
    """A line in the log that changes nothing on the table ("rules turned off")."""

    kind: ClassVar[str] = "announce"
    text: str


@dataclass(frozen=True)
class GameMove(Action):
    """A rules engine's move, carried as JSON data; the table does nothing with it, the engine does.

    ``chance`` is the key of whatever the move leaves to chance inside the engine (a reshuffle, a
    bag draw, a die): the session draws it from its chance stream when the rules admit the move, so
    the engine's state carries no seed a player could learn the future from, and the recorded move
    replays exactly.  A move recorded without one (a sandbox's, or an old file's) has nothing an
    engine could replay it with.
    """

    kind: ClassVar[str] = "game_move"
    game: str
    move: Mapping[str, Any]
    text: str = ""
    chance: int | None = None


@dataclass(frozen=True)
class SwitchRules(Action):
    """Rules enforcement turned on or off; recorded so a replay knows when the engine stopped."""

    kind: ClassVar[str] = "rules"
    on: bool


@dataclass(frozen=True)
class Batch(Action):
    """Several actions that are one gesture: one log line, one undo step."""

    kind: ClassVar[str] = "batch"
    actions: tuple[Action, ...]
    label: str = ""

    @property
    def needs_chance(self) -> bool:
        return any(a.needs_chance for a in self.actions)


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        MovePiece,
        FlipPiece,
        RotatePiece,
        RollDice,
        Shuffle,
        DrawCards,
        DealCards,
        CutStack,
        MakePile,
        DrawFromBag,
        SetCounter,
        LockPiece,
        SearchZone,
        Announce,
        GameMove,
        SwitchRules,
        Batch,
    )
}
