"""Every change to the table is one of these small frozen records.

Each has a stable ``kind`` (its name in logs and snapshots, the tag a saved action carries) and an
``actor`` (the seat that did it).  Chance is a field: ``RollDice.results``, ``Shuffle.order`` and
``DrawFromBag.picked`` are ``None`` when a player asks and are filled by the session before the
action is recorded, so the recorded log replays to the same table.

They are msgspec structs rather than dataclasses: a saved log of thousands of actions is read
straight into them (a tagged union on ``kind``, ``action_codec``), and a struct class costs a
start-up a fortieth of what a frozen dataclass does.  The bounds a saved value must keep (``Coord``,
``Face``, ``Count``...) are part of each field's type, so the reader checks them as it makes the
action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, ClassVar

from msgspec import Meta, Struct

CHANCE_KEYS = 2**53
"""A game move's chance key is below this: exact in every JSON reader, doubles included."""
MAX_LIST = 20_000
MAX_COORD = 1.0e7
MAX_NAME = 200
MAX_LINE = 1_000
MAX_BATCH = 1_000

Id = Annotated[str, Meta(min_length=1, max_length=MAX_NAME)]
Ids = Annotated[tuple[Id, ...], Meta(max_length=MAX_LIST)]
Name = Annotated[str, Meta(min_length=1, max_length=MAX_NAME)]
Line = Annotated[str, Meta(max_length=MAX_LINE)]
Coord = Annotated[float, Meta(ge=-MAX_COORD, le=MAX_COORD)]
Face = Annotated[int, Meta(ge=0, le=999)]
Count = Annotated[int, Meta(ge=0, le=MAX_LIST)]
Turn = Annotated[int, Meta(ge=-3600, le=3600)]
Value = Annotated[int, Meta(ge=-(2**53), le=2**53)]
Chance = Annotated[int, Meta(ge=0, le=CHANCE_KEYS - 1)]


class Action(Struct, frozen=True, kw_only=True, tag_field="kind", forbid_unknown_fields=True):
    kind: ClassVar[str] = ""
    actor: Id | None = None

    @property
    def needs_chance(self) -> bool:
        return False


class MovePiece(Action, frozen=True, tag="move"):
    """Put a piece into a zone: at ``x, y`` in an area, at ``index`` in a stack (``None`` = on top)."""

    piece: Id
    zone: Id
    x: Coord | None = None
    y: Coord | None = None
    index: Count | None = None


class FlipPiece(Action, frozen=True, tag="flip"):
    """Turn a piece to ``face``, or to its next face when ``face`` is ``None``."""

    piece: Id
    face: Face | None = None


class RotatePiece(Action, frozen=True, tag="rotate"):
    piece: Id
    by: Turn = 90


class RollDice(Action, frozen=True, tag="roll"):
    pieces: Ids
    results: Annotated[tuple[Face, ...], Meta(max_length=MAX_LIST)] | None = None

    @property
    def needs_chance(self) -> bool:
        return self.results is None


class Shuffle(Action, frozen=True, tag="shuffle"):
    """Shuffle a stack or bag; ``order`` is the resulting bottom-to-top order."""

    zone: Id
    order: Ids | None = None

    @property
    def needs_chance(self) -> bool:
        return self.order is None


class DrawCards(Action, frozen=True, tag="draw"):
    """Take ``count`` pieces off the top of a stack into another zone (a hand, usually)."""

    zone: Id
    to_zone: Id
    count: Count = 1


class DealCards(Action, frozen=True, tag="deal"):
    """Deal ``count`` cards to each of ``seats`` in turn, one at a time, as a dealer does."""

    zone: Id
    seats: Ids
    count: Count = 1


class CutStack(Action, frozen=True, tag="cut"):
    """Lift the top ``count`` pieces of a stack and put them under the rest."""

    zone: Id
    count: Count


class MakePile(Action, frozen=True, tag="make_pile"):
    """Drop ``pieces`` on the loose card or tile ``below``: together they become a pile where it lay.

    Tabletop Simulator's way of making a deck: ``below`` goes in first, then ``pieces`` in order, the
    last one on top.  The pile's zone gets the lowest free ``pile-N`` id (``next_made_pile_id``), so
    the action needs no id of its own and a replay makes the same zone.
    """

    below: Id
    pieces: Ids


class DrawFromBag(Action, frozen=True, tag="bag_draw"):
    """Take ``count`` pieces at random from a bag into a zone (at ``x, y`` when it is an area)."""

    zone: Id
    to_zone: Id
    count: Count = 1
    x: Coord | None = None
    y: Coord | None = None
    picked: Ids | None = None

    @property
    def needs_chance(self) -> bool:
        return self.picked is None


class SetCounter(Action, frozen=True, tag="counter"):
    piece: Id
    value: Value | None


class LockPiece(Action, frozen=True, tag="lock"):
    piece: Id
    locked: bool = True


class SearchZone(Action, frozen=True, tag="search"):
    """A player looks through a stack.  Nothing moves; the log tells the others it happened."""

    zone: Id


class Announce(Action, frozen=True, tag="announce"):
    """A line in the log that changes nothing on the table ("rules turned off")."""

    text: Line


class GameMove(Action, frozen=True, tag="game_move"):
    """A rules engine's move, carried as JSON data; the table does nothing with it, the engine does.

    ``chance`` is the key of whatever the move leaves to chance inside the engine (a reshuffle, a
    bag draw, a die): the session draws it from its chance stream when the rules admit the move, so
    the engine's state carries no seed a player could learn the future from, and the recorded move
    replays exactly.  A move recorded without one (a sandbox's, or an old file's) has nothing an
    engine could replay it with.
    """

    game: Name
    move: Mapping[str, Any]
    text: Line = ""
    chance: Chance | None = None


class SwitchRules(Action, frozen=True, tag="rules"):
    """Rules enforcement turned on or off; recorded so a replay knows when the engine stopped."""

    on: bool


class Batch(Action, frozen=True, tag="batch"):
    """Several actions that are one gesture: one log line, one undo step."""

    actions: Annotated[tuple[Step, ...], Meta(max_length=MAX_BATCH)]
    label: Line = ""

    @property
    def needs_chance(self) -> bool:
        return any(a.needs_chance for a in self.actions)


if TYPE_CHECKING:
    Step = Action
else:  # what a batch may hold, as the reader must know it: every kind, by its tag (mypy takes any Action)
    Step = (MovePiece | FlipPiece | RotatePiece | RollDice | Shuffle | DrawCards | DealCards | CutStack | MakePile
            | DrawFromBag | SetCounter | LockPiece | SearchZone | Announce | GameMove | SwitchRules | Batch)

ACTION_TYPES: dict[str, type[Action]] = {
    str(cls.__struct_config__.tag): cls
    for cls in (MovePiece, FlipPiece, RotatePiece, RollDice, Shuffle, DrawCards, DealCards, CutStack, MakePile,
                DrawFromBag, SetCounter, LockPiece, SearchZone, Announce, GameMove, SwitchRules, Batch)
}
for _kind, _cls in ACTION_TYPES.items():
    _cls.kind = _kind
