"""What every table must be, whatever made it: the checks a table read from a file has to pass.

A saved game is untrusted input: a hand-edited or hostile file can describe a table no game ever
makes.  The codec checks each value where it reads it; these checks are about the table as a
whole, what the reducer, the view and the screen rely on without looking: at least one seat, each
seat's own private hand, every piece in exactly one zone (the one it names), on a face its spec
has, at finite coordinates; owners that sit at the table; made piles of two pieces or more lying
in an area.  ``check_spec_data`` bounds the card facts the art and the table's stand-ins read
(board spaces and track cells drawn as rectangles, counts drawn one mark each).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from itertools import chain, repeat
from operator import attrgetter, eq, lt
from typing import Any

from .errors import CodecError
from .model import Table, Visibility, ZoneKind

MAX_COUNT = 100
MAX_REGIONS = 1_000
MAX_EXTENT = 1.0e5
COUNT_KEYS = frozenset({"capacity", "upgraded_capacity", "bowls"})
PICTURE_KEYS = COUNT_KEYS | {"spaces", "tracks"}
FLAT = frozenset({str, int, float, bool, type(None)})


def check_table(table: Table) -> None:
    """Raise ``CodecError`` naming the first thing ``table`` gets wrong."""
    check_layout(table)
    check_pieces(table)


def check_layout(table: Table) -> None:
    """The seats, their hands and the zones; what ``check_table`` asks beyond the pieces (the
    codec, whose reading of the piece rows already makes the pieces right, asks only this)."""
    if not table.seats:
        raise CodecError("the table has no seats")
    seat_ids = {s.id for s in table.seats}
    if len(seat_ids) != len(table.seats):
        raise CodecError("two seats have the same id")
    if not (math.isfinite(table.width) and math.isfinite(table.height) and table.width > 0 and table.height > 0):
        raise CodecError("the table's size should be two positive numbers")
    for seat in table.seats:
        hand = table.zones.get(seat.hand)
        if hand is None or hand.kind is not ZoneKind.HAND or hand.owner != seat.id or hand.visibility is not Visibility.OWNER:
            raise CodecError(f"seat {seat.id!r} has no private hand zone {seat.hand!r}")
    for zone in table.zones.values():
        if zone.owner is not None and zone.owner not in seat_ids:
            raise CodecError(f"zone {zone.id!r} belongs to {zone.owner!r}, who is not at the table")
        if not all(map(math.isfinite, (zone.x, zone.y, zone.w, zone.h))):
            raise CodecError(f"zone {zone.id!r} lies at a place that is not a number")
        if zone.made_on is not None:
            area = table.zones.get(zone.made_on)
            if zone.kind is not ZoneKind.STACK or area is None or area.kind is not ZoneKind.AREA or len(zone.pieces) < 2:
                raise CodecError(f"zone {zone.id!r} is a made pile, which must be a stack of two or more on an area")


def check_pieces(table: Table) -> None:
    """Every piece listed once, in the zone it names, of a known spec, on one of its faces, at a
    finite place, owned by nobody or a seat."""
    seat_ids = {s.id for s in table.seats}
    if not _listed_where_they_lie(table):
        for zone in table.zones.values():
            for pid in zone.pieces:
                piece = table.pieces.get(pid)
                if piece is None or piece.zone != zone.id:
                    raise CodecError(f"zone {zone.id!r} lists a piece {pid!r:.60} that lies elsewhere or nowhere")
        raise CodecError("some pieces are in no zone, or in more than one")
    if not _pieces_plainly_right(table, seat_ids):
        for piece in table.pieces.values():
            spec = table.specs.get(piece.spec)
            if spec is None or not 0 <= piece.face < len(spec.faces):
                raise CodecError(f"piece {piece.id!r} is of an unknown spec or on a face its spec lacks")
            if not (math.isfinite(piece.x) and math.isfinite(piece.y)):
                raise CodecError(f"piece {piece.id!r} lies at a place that is not a number")
            if piece.owner is not None and piece.owner not in seat_ids:
                raise CodecError(f"piece {piece.id!r} belongs to {piece.owner!r}, who is not at the table")


def _listed_where_they_lie(table: Table) -> bool:
    """Whether the zones together list every piece once, each in the zone the piece names.

    A table holds thousands of pieces, checked on every load: the zones' lists are taken as one
    column and compared at once; only a table that fails is gone through piece by piece."""
    zones = table.zones.values()
    listed = list(chain.from_iterable(map(attrgetter("pieces"), zones)))
    if len(listed) != len(table.pieces) or not table.pieces.keys() >= set(listed):
        return False
    named = map(attrgetter("zone"), map(table.pieces.__getitem__, listed))
    return all(map(eq, named, chain.from_iterable(map(repeat, map(attrgetter("id"), zones), map(len, map(attrgetter("pieces"), zones))))))


def _pieces_plainly_right(table: Table, seat_ids: set[str]) -> bool:
    """Whether every piece is of a known spec, on one of its faces, at a finite place, owned by
    nobody or a seat: the whole table at once (a NaN or infinity makes a sum so)."""
    pieces = list(table.pieces.values())
    specs = list(map(attrgetter("spec"), pieces))
    if not table.specs.keys() >= set(specs):
        return False
    faces = list(map(attrgetter("face"), pieces))
    face_counts = {sid: len(spec.faces) for sid, spec in table.specs.items()}
    return ((not faces or min(faces) >= 0) and all(map(lt, faces, map(face_counts.__getitem__, specs)))
            and math.isfinite(sum(map(attrgetter("x"), pieces)) + sum(map(attrgetter("y"), pieces)))
            and {None, *seat_ids}.issuperset(map(attrgetter("owner"), pieces)))


def check_specs_data(facts: Iterable[Mapping[str, Any]]) -> None:
    """``check_spec_data`` of each; facts that are flat and hold no key the pictures read pass as they are."""
    for data in facts:
        if not (PICTURE_KEYS.isdisjoint(data) and FLAT.issuperset(map(type, data.values()))):
            check_spec_data(data)


def check_spec_data(data: Mapping[str, Any]) -> None:
    """Refuse card facts the pictures cannot be drawn from (``data`` is already plain JSON)."""
    spaces = data.get("spaces")
    if type(spaces) is list:
        _regions(spaces, "its board spaces")
    elif spaces is not None:
        _count(spaces, "spaces")
    tracks = data.get("tracks")
    if tracks is not None:
        if type(tracks) is not list or len(tracks) > MAX_COUNT or not all(type(t) is dict for t in tracks):
            raise CodecError("its tracks should be a list of objects")
        for track in tracks:
            _regions(track.get("cells", []), "the cells of its tracks")
    _counts(data)


def _regions(value: Any, where: str) -> None:
    """Rectangles on a board: objects with finite ``x``, ``y``, ``w``, ``h`` (and a text ``shape``, if any)."""
    if type(value) is not list or len(value) > MAX_REGIONS:
        raise CodecError(f"{where} should be a list of at most {MAX_REGIONS} places")
    for region in value:
        if type(region) is not dict:
            raise CodecError(f"{where} should be objects with x, y, w and h")
        for key in ("x", "y", "w", "h"):
            number = region.get(key)
            if (not isinstance(number, (int, float)) or isinstance(number, bool)
                    or not (0 if key in "wh" else -MAX_EXTENT) <= number <= MAX_EXTENT):
                raise CodecError(f"{where} need a number {key} (one of them has {number!r:.40})")
        if type(region.get("shape", "")) is not str:
            raise CodecError(f"{where} should name their shape in a text")


def _count(value: Any, key: str) -> None:
    if type(value) is not int or not 0 <= value <= MAX_COUNT:
        raise CodecError(f"its {key} should be a whole number from 0 to {MAX_COUNT}, not {value!r:.40}")


def _counts(node: Any) -> None:
    """Every count the pictures draw one mark for, wherever it sits in the facts, is small."""
    if type(node) is dict:
        for key, value in node.items():
            if key in COUNT_KEYS:
                _count(value, key)
            elif type(value) in (dict, list):
                _counts(value)
    elif type(node) is list:
        for item in node:
            if type(item) in (dict, list):
                _counts(item)
