"""The table's nouns: what never changes about a piece (``PieceSpec``) apart from what does (``Piece``).

Everything is frozen: a change to the table is a new ``Table`` that shares unchanged pieces with the
old one, so history, undo and views can hold tables without copying them.  The records are msgspec
structs, as the actions are: made and replaced in C (a replay makes thousands), smaller than
dataclass instances, and a fortieth of a frozen dataclass's cost to define at start-up.

Coordinates are table millimetres (a card is about 63 x 88), so sizes come straight from the rulebooks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from msgspec import Struct, field
from msgspec.structs import replace


class ZoneKind(StrEnum):
    """How a zone holds pieces: free placement, an ordered pile, a hidden bag, or a seat's hand."""

    AREA = "area"
    STACK = "stack"
    BAG = "bag"
    HAND = "hand"


class Visibility(StrEnum):
    """Who may see the faces of the pieces in a zone."""

    PUBLIC = "public"
    OWNER = "owner"
    NOBODY = "nobody"


PIECE_KINDS = frozenset(
    {"card", "tile", "token", "die", "board", "pawn", "cube", "disc", "marker", "coin", "bag", "good"}
)


class PieceSpec(Struct, frozen=True):
    """What a piece is, for its whole life.

    ``faces`` names every side (a card: front, back; a die: its symbols).  ``hidden_faces`` are the
    sides that do not tell which piece it is (a card's back): a piece lying on one of them carries no
    identity in anybody's view.  ``back`` is the public name of that hidden side ("customer card"),
    what a player may say about a face-down card.  ``data`` holds the game facts the art and rules
    read (costs, points, goods); it is data only.
    """

    id: str
    kind: str
    label: str
    faces: tuple[str, ...]
    width: float
    height: float
    hidden_faces: frozenset[int] = frozenset()
    back: str = ""
    tags: tuple[str, ...] = ()
    color: tuple[int, int, int] | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"piece spec {self.id!r} has no faces")
        if any(not 0 <= f < len(self.faces) for f in self.hidden_faces):
            raise ValueError(f"piece spec {self.id!r} hides a face it does not have")
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"piece spec {self.id!r} needs a positive size")

    @property
    def is_die(self) -> bool:
        return self.kind == "die"

    def face_name(self, face: int) -> str:
        return self.faces[face]


class Piece(Struct, frozen=True):
    """Where a piece is and how it lies.  ``x``/``y`` is its centre on the table, ``rotation`` degrees."""

    id: str
    spec: str
    zone: str
    face: int = 0
    x: float = 0.0
    y: float = 0.0
    rotation: int = 0
    owner: str | None = None
    locked: bool = False
    counter: int | None = None


class Zone(Struct, frozen=True):
    """A place that holds pieces.  ``pieces`` runs bottom to top (for an area: back to front).

    ``x, y, w, h`` is the zone's rectangle on the table (a stack's pieces sit at its centre; a hand's
    rectangle is unused: the app draws hands in their own strip).  ``snaps`` are the points a dropped
    piece settles on.  ``made_on`` marks a pile players made by dropping a card on a loose card
    (``MakePile``) and names the area it lies in: such a pile exists only while it holds two pieces
    or more, and its last piece is left loose in that area.  A game's own piles have ``None`` and
    stay when empty, as the labelled place a discard pile is.

    ``in_box`` marks a place in the game box: what the set-up puts aside (the components of colours
    nobody plays, spare boards and cards).  Such a zone lies beside the table (right of its width)
    and is shown only while the box's drawer is open; it is a zone like any other to the actions.
    """

    id: str
    kind: ZoneKind
    label: str
    pieces: tuple[str, ...] = ()
    owner: str | None = None
    visibility: Visibility = Visibility.PUBLIC
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0
    h: float = 0.0
    snaps: tuple[tuple[float, float], ...] = ()
    made_on: str | None = None
    in_box: bool = False

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def top(self) -> str | None:
        return self.pieces[-1] if self.pieces else None

    def contains_point(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h


class Seat(Struct, frozen=True):
    """A player at the table; ``hand`` is the id of their private zone."""

    id: str
    name: str
    color: tuple[int, int, int]

    @property
    def hand(self) -> str:
        return hand_zone_id(self.id)


BOT_LEVELS = ("easy", "normal", "hard")
"""How well the computer plays a seat it is given (a game in play keeps seat -> level)."""


def hand_zone_id(seat_id: str) -> str:
    return f"hand:{seat_id}"


def made_pile_id(number: int) -> str:
    """A made pile is named by a number, never by its pieces: a zone id is public, and the piece at
    the bottom of a pile may be a hidden card."""
    return f"pile-{number}"


def next_made_pile_id(table: Table) -> str:
    """The lowest free pile number: the same table always gives the same id, so a replayed log or a
    loaded game makes the very zones the live game made."""
    number = 1
    while made_pile_id(number) in table.zones:
        number += 1
    return made_pile_id(number)


def made_pile_ids(table: Table) -> frozenset[str]:
    """Every id a pile made on a table grown from ``table`` can get (what a saved log may name).

    A new pile takes the lowest free number.  Piles made later hold two pieces or more each and
    never the loose piece a new one is made on, so at most ``(pieces - 1) // 2`` of them exist when
    another is made; with every zone ``table`` starts with in the way too, the number stays within
    the bound below.
    """
    return _pile_ids((len(table.pieces) - 1) // 2 + len(table.zones) + 1)


@lru_cache(maxsize=4)
def _pile_ids(count: int) -> frozenset[str]:
    """Kept: every load of a saved game asks for the same thousands of names again."""
    return frozenset(made_pile_id(n) for n in range(1, count + 1))


class Table(Struct, frozen=True):
    """Seats, zones and pieces.  Zones keep insertion order, which is their drawing order."""

    seats: tuple[Seat, ...]
    specs: Mapping[str, PieceSpec]
    zones: Mapping[str, Zone]
    pieces: Mapping[str, Piece]
    width: float = 1600.0
    height: float = 1000.0
    game: str = "sandbox"

    def seat(self, seat_id: str) -> Seat:
        for seat in self.seats:
            if seat.id == seat_id:
                return seat
        raise KeyError(seat_id)

    def seat_name(self, seat_id: str | None) -> str:
        if seat_id is None:
            return "Someone"
        try:
            return self.seat(seat_id).name
        except KeyError:
            return seat_id

    def spec_of(self, piece_id: str) -> PieceSpec:
        return self.specs[self.pieces[piece_id].spec]

    def zone_of(self, piece_id: str) -> Zone:
        return self.zones[self.pieces[piece_id].zone]

    def with_changes(
        self,
        pieces: Mapping[str, Piece] | None = None,
        zones: Mapping[str, Zone] | None = None,
    ) -> Table:
        """A new table with some pieces and zones replaced; the rest is shared, not copied."""
        new_pieces = self.pieces
        if pieces:
            merged = _copied(self.pieces)
            merged.update(pieces)
            new_pieces = MappingProxyType(merged)
        new_zones = self.zones
        if zones:
            mz = _copied(self.zones)
            mz.update(zones)
            new_zones = MappingProxyType(mz)
        return replace(self, pieces=new_pieces, zones=new_zones)

    def without_zone(self, zone_id: str) -> Table:
        """A new table lacking the zone ``zone_id`` (whose pieces the caller has moved elsewhere): a
        made pile gone when it no longer is one."""
        return replace(self, zones=MappingProxyType({k: z for k, z in self.zones.items() if k != zone_id}))


def _copied(mapping: Mapping[str, Any]) -> dict[str, Any]:
    """A dict holding ``mapping``: a read-only view's own copy when it has one, a dozen times faster than
    ``dict(view)``, which goes key by key (every action copies the table's two thousand pieces)."""
    if isinstance(mapping, (dict, MappingProxyType)):
        return mapping.copy()
    return dict(mapping)


def build_table(
    seats: Iterable[Seat],
    specs: Iterable[PieceSpec],
    zones: Iterable[Zone],
    pieces: Iterable[Piece],
    width: float = 1600.0,
    height: float = 1000.0,
    game: str = "sandbox",
) -> Table:
    """Assemble a table and make each zone's order agree with its pieces.

    Pieces are listed once with their zone; zones may be given empty and are filled in the order the
    pieces come.  A hand zone is added for every seat that lacks one.
    """
    seat_t = tuple(seats)
    spec_map = {s.id: s for s in specs}
    zone_map: dict[str, Zone] = {}
    for z in zones:
        if z.id in zone_map:
            raise ValueError(f"zone {z.id!r} is defined twice")
        zone_map[z.id] = z
    for seat in seat_t:
        if seat.hand not in zone_map:
            zone_map[seat.hand] = Zone(
                seat.hand, ZoneKind.HAND, f"{seat.name}'s hand", owner=seat.id, visibility=Visibility.OWNER
            )
    piece_map: dict[str, Piece] = {}
    order: dict[str, list[str]] = {zid: list(z.pieces) for zid, z in zone_map.items()}
    listed = {pid for ids in order.values() for pid in ids}
    for p in pieces:
        if p.id in piece_map:
            raise ValueError(f"piece {p.id!r} is defined twice")
        if p.spec not in spec_map:
            raise ValueError(f"piece {p.id!r} has unknown spec {p.spec!r}")
        if p.zone not in zone_map:
            raise ValueError(f"piece {p.id!r} is in unknown zone {p.zone!r}")
        if not 0 <= p.face < len(spec_map[p.spec].faces):
            raise ValueError(f"piece {p.id!r} lies on face {p.face}, which its spec lacks")
        piece_map[p.id] = p
        if p.id not in listed:
            order[p.zone].append(p.id)
    zone_final = {zid: replace(z, pieces=tuple(order[zid])) for zid, z in zone_map.items()}
    return Table(
        seats=seat_t,
        specs=MappingProxyType(spec_map),
        zones=MappingProxyType(zone_final),
        pieces=MappingProxyType(piece_map),
        width=width,
        height=height,
        game=game,
    )
