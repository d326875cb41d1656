"""Tables <-> JSON data, strict on the way in.

A table is written as compact rows (one list per seat, spec, zone and piece, with the column names
written once beside them) because a saved game holds thousands of pieces twice over (the opening
table and the current one) and rows are both smaller and faster to read than one object per piece.
A piece's zone is not written on its row: the zones list their pieces in order, so the file cannot
say two different things about where a piece is.  A zone row has one more value, ``made_on``, only
for a pile players made (``MakePile``): files without made piles are written as they always were.

Decoding checks everything a hand-edited or damaged file could get wrong (types, ranges, unknown
specs, a piece in two zones or in none, a face the piece does not have, sizes past ``MAX_*``) and
raises ``CodecError`` with a plain sentence.  Piece rows are checked in bulk first (``piece_rows``)
and read one by one only to word a problem.  Actions are encoded by ``action_codec``; both are
re-exported here so the rest of the program has one door.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from .action_codec import action_from_dict, action_to_dict, actions_from_list, actions_to_list
from .errors import CodecError
from .jsondata import json_type, plain, plain_object, plain_objects
from .log_columns import LogContext
from .model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind
from .piece_rows import pieces_in_bulk, specs_in_bulk

__all__ = [
    "CodecError",
    "LogContext",
    "action_from_dict",
    "action_to_dict",
    "actions_from_list",
    "actions_to_list",
    "specs_from_list",
    "specs_to_list",
    "table_from_dict",
    "table_to_dict",
]

MAX_SEATS = 16
MAX_SPECS = 20_000
MAX_ZONES = 5_000
MAX_PIECES = 100_000
MAX_COORD = 1.0e7
MAX_FACES = 1_000
MAX_ID = 200

SPEC_COLUMNS = ("id", "kind", "label", "faces", "width", "height", "hidden_faces", "back", "tags", "color", "data")
ZONE_COLUMNS = ("id", "kind", "label", "owner", "visibility", "x", "y", "w", "h", "snaps", "pieces")
MADE_ZONE_COLUMNS = (*ZONE_COLUMNS, "made_on")
PIECE_COLUMNS = ("id", "spec", "face", "x", "y", "rotation", "owner", "locked", "counter")
TABLE_KEYS = frozenset({"game", "width", "height", "seats", "specs", "zones", "piece_columns", "pieces"})


def specs_to_list(specs: Iterable[PieceSpec]) -> list[list[Any]]:
    """The spec rows; their data (a game has hundreds of cards' facts) is checked all together and,
    only when some is not plain JSON, again spec by spec to name the one at fault."""
    specs = list(specs)
    try:
        facts = plain_objects([s.data for s in specs], "the data of a piece spec")
    except CodecError:
        facts = [plain_object(s.data, f"the data of piece spec {s.id!r}") for s in specs]
    return [
        [
            s.id, s.kind, s.label, list(s.faces), float(s.width), float(s.height), sorted(s.hidden_faces),
            s.back, list(s.tags), None if s.color is None else list(s.color), data,
        ]
        for s, data in zip(specs, facts, strict=True)
    ]


def table_to_dict(
    table: Table, *, specs: bool = True, base: tuple[Table, list[list[Any]]] | None = None
) -> dict[str, Any]:
    """``table`` as JSON data; ``specs=False`` leaves the specs out for a caller that stores them once.

    ``base`` is another table already encoded (with its piece rows): a piece this table shares with
    it reuses its row, as a saved game's current table shares most pieces with its opening one.
    """
    out: dict[str, Any] = {
        "game": table.game,
        "width": float(table.width),
        "height": float(table.height),
        "seats": [[s.id, s.name, list(s.color)] for s in table.seats],
    }
    if specs:
        out["specs"] = specs_to_list(table.specs.values())
    out["zones"] = [
        [
            z.id, z.kind.value, z.label, z.owner, z.visibility.value, float(z.x), float(z.y), float(z.w),
            float(z.h), [[float(a), float(b)] for a, b in z.snaps], list(z.pieces),
        ] + ([] if z.made_on is None else [z.made_on])
        for z in table.zones.values()
    ]
    out["piece_columns"] = list(PIECE_COLUMNS)
    shared = zip(base[0].pieces.values(), base[1], strict=False) if base is not None else ()
    rows = []
    for p, (old, old_row) in zip(table.pieces.values(), itertools.chain(shared, itertools.repeat((None, None))), strict=False):
        if p is old:
            rows.append(old_row)
        else:
            rows.append([p.id, p.spec, p.face, float(p.x), float(p.y), p.rotation, p.owner, p.locked, p.counter])
    out["pieces"] = rows
    return out


def _list(value: Any, where: str, limit: int) -> list[Any]:
    if type(value) is not list:
        raise CodecError(f"{where} should be a list, not {json_type(value)}")
    if len(value) > limit:
        raise CodecError(f"{where} has {len(value)} entries; at most {limit} are allowed")
    return value


def _row(value: Any, where: str, columns: tuple[str, ...]) -> list[Any]:
    if type(value) is not list or len(value) != len(columns):
        raise CodecError(f"{where} should be a list of {len(columns)} values ({', '.join(columns)})")
    return value


def _id(value: Any, where: str) -> str:
    if type(value) is not str or not 0 < len(value) <= MAX_ID:
        raise CodecError(f"{where} should be a name of 1 to {MAX_ID} characters, not {json_type(value)}")
    return value


def _text(value: Any, where: str) -> str:
    if type(value) is not str:
        raise CodecError(f"{where} should be a text, not {json_type(value)}")
    result: str = plain(value, where)
    return result


def _opt_id(value: Any, where: str) -> str | None:
    return None if value is None else _id(value, where)


def _num(value: Any, where: str, low: float = -MAX_COORD) -> float:
    kind = type(value)
    if (kind is float or kind is int) and low <= value <= MAX_COORD:
        return float(value)
    raise CodecError(f"{where} should be a number between {low:g} and {MAX_COORD:g}, not {value!r:.40}")


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is int and low <= value <= high:
        return value
    raise CodecError(f"{where} should be a whole number from {low} to {high}, not {value!r:.40}")


def _color(value: Any, where: str) -> tuple[int, int, int]:
    if type(value) is not list or len(value) != 3:
        raise CodecError(f"{where} should be a colour [red, green, blue]")
    r, g, b = (_int(c, where, 0, 255) for c in value)
    return (r, g, b)


def specs_from_list(value: Any, where: str = "the specs") -> dict[str, PieceSpec]:
    """The specs of ``value``: in bulk when they are plainly right, else one by one to say what is wrong."""
    rows = _list(value, where, MAX_SPECS)
    fast = specs_in_bulk(rows, MAX_COORD, MAX_ID, MAX_FACES)
    if fast is not None:
        return fast
    specs: dict[str, PieceSpec] = {}
    for i, raw in enumerate(rows):
        try:
            spec = _spec(raw)
        except CodecError as problem:
            raise CodecError(f"piece spec {i + 1}: {problem}") from None
        if spec.id in specs:
            raise CodecError(f"piece spec {spec.id!r} is defined twice")
        specs[spec.id] = spec
    return specs


def _spec(raw: Any) -> PieceSpec:
    """One spec row; the caller says which spec a problem is in (messages here are fixed words)."""
    row = _row(raw, "it", SPEC_COLUMNS)
    faces = tuple(_text(f, "a face") for f in _list(row[3], "its faces", MAX_FACES))
    if not faces:
        raise CodecError("it has no faces")
    hidden = frozenset(_int(h, "a hidden face", 0, len(faces) - 1) for h in _list(row[6], "its hidden faces", MAX_FACES))
    return PieceSpec(
        id=_id(row[0], "its id"),
        kind=_id(row[1], "its kind"),
        label=_text(row[2], "its label"),
        faces=faces,
        width=_num(row[4], "its width", 0.001),
        height=_num(row[5], "its height", 0.001),
        hidden_faces=hidden,
        back=_text(row[7], "its back"),
        tags=tuple(_text(t, "a tag") for t in _list(row[8], "its tags", MAX_FACES)),
        color=None if row[9] is None else _color(row[9], "its colour"),
        data=plain_object(row[10], "its data"),
    )


def _seats(value: Any) -> tuple[Seat, ...]:
    seats = []
    for i, raw in enumerate(_list(value, "the seats", MAX_SEATS)):
        row = _row(raw, f"seat {i + 1}", ("id", "name", "colour"))
        seats.append(Seat(_id(row[0], f"seat {i + 1}"), _text(row[1], f"the name of seat {i + 1}"),
                          _color(row[2], f"the colour of seat {i + 1}")))
    if len({s.id for s in seats}) != len(seats):
        raise CodecError("two seats have the same id")
    return tuple(seats)


def _zone(raw: Any, i: int, zone_of: dict[str, str]) -> Zone:
    made = type(raw) is list and len(raw) == len(MADE_ZONE_COLUMNS)
    row = _row(raw, f"zone {i + 1}", MADE_ZONE_COLUMNS if made else ZONE_COLUMNS)
    zid = _id(row[0], f"the id of zone {i + 1}")
    at = f"zone {zid!r}"
    try:
        kind = ZoneKind(row[1])
        visibility = Visibility(row[4])
    except (ValueError, TypeError):
        raise CodecError(f"{at} has an unknown kind or visibility ({row[1]!r:.40}, {row[4]!r:.40})") from None
    snaps = []
    for s in _list(row[9], f"the snap points of {at}", MAX_PIECES):
        if type(s) is not list or len(s) != 2:
            raise CodecError(f"a snap point of {at} should be [x, y]")
        snaps.append((_num(s[0], f"a snap point of {at}"), _num(s[1], f"a snap point of {at}")))
    ids = _list(row[10], f"the pieces of {at}", MAX_PIECES)
    for pid in ids:
        if type(pid) is not str:
            raise CodecError(f"{at} lists {json_type(pid)} among its pieces")
        if pid in zone_of:
            raise CodecError(f"piece {pid!r:.60} is in two places: {zone_of[pid]!r} and {zid!r}")
        zone_of[pid] = zid
    return Zone(
        id=zid, kind=kind, label=_text(row[2], f"the label of {at}"), pieces=tuple(ids),
        owner=_opt_id(row[3], f"the owner of {at}"), visibility=visibility,
        x=_num(row[5], f"the x of {at}"), y=_num(row[6], f"the y of {at}"),
        w=_num(row[7], f"the width of {at}", 0.0), h=_num(row[8], f"the height of {at}", 0.0),
        snaps=tuple(snaps), made_on=_id(row[11], f"the area {at} was made on") if made else None,
    )


def _check_made_piles(zones: Mapping[str, Zone]) -> None:
    """A made pile is a pile lying in an area of the same table: where its last piece is left."""
    for zone in zones.values():
        if zone.made_on is None:
            continue
        area = zones.get(zone.made_on)
        if zone.kind is not ZoneKind.STACK or area is None or area.kind is not ZoneKind.AREA:
            raise CodecError(f"zone {zone.id!r} is a made pile, which must be a stack made on an area of the table")


def _pieces(
    value: Any, specs: Mapping[str, PieceSpec], zone_of: dict[str, str], base: tuple[Table, Any] | None
) -> dict[str, Piece]:
    """The piece rows: in bulk when they are plainly right, else one by one to say what is wrong."""
    rows = _list(value, "the pieces", MAX_PIECES)
    n_faces = {sid: len(s.faces) for sid, s in specs.items()}
    shared = (list(base[0].pieces.values()), base[1]) if base is not None and type(base[1]) is list else None
    fast = pieces_in_bulk(rows, n_faces, zone_of, MAX_COORD, MAX_ID, shared)
    if fast is not None:
        return fast
    pieces: dict[str, Piece] = {}
    for raw in rows:
        if type(raw) is not list or len(raw) != 9:
            raise CodecError(f"each piece should be a list of 9 values ({', '.join(PIECE_COLUMNS)})")
        pid, spec, face, x, y, rotation, owner, locked, counter = raw
        zone = zone_of.get(pid) if type(pid) is str else None
        if zone is None:
            raise CodecError(f"piece {pid!r:.60} is in no zone")
        if pid in pieces:
            raise CodecError(f"piece {pid!r:.60} is listed twice")
        faces = n_faces.get(spec) if type(spec) is str else None
        if faces is None:
            raise CodecError(f"piece {pid!r:.60} has an unknown spec {spec!r:.60}")
        if type(face) is not int or not 0 <= face < faces:
            raise CodecError(f"piece {pid!r:.60} lies on face {face!r:.20}, which its spec {spec!r:.60} lacks")
        if type(x) is not float or type(y) is not float or not (-MAX_COORD <= x <= MAX_COORD and -MAX_COORD <= y <= MAX_COORD):
            x, y = _num(x, f"the x of piece {pid!r:.60}"), _num(y, f"the y of piece {pid!r:.60}")
        if type(rotation) is not int or not 0 <= rotation < 360:
            raise CodecError(f"piece {pid!r:.60} has a rotation {rotation!r:.20} outside 0 to 359")
        if owner is not None:
            _id(owner, f"the owner of piece {pid!r:.60}")
        if type(locked) is not bool:
            raise CodecError(f"the lock of piece {pid!r:.60} should be true or false")
        if counter is not None:
            _int(counter, f"the counter of piece {pid!r:.60}", -(2**53), 2**53)
        pieces[pid] = Piece(pid, spec, zone, face, x, y, rotation, owner, locked, counter)
    if len(pieces) != len(zone_of):
        missing = next(p for p in zone_of if p not in pieces)
        raise CodecError(f"zone {zone_of[missing]!r} lists a piece {missing!r:.60} that does not exist")
    return pieces


def table_from_dict(
    data: Any, specs: Mapping[str, PieceSpec] | None = None, base: tuple[Table, Any] | None = None
) -> Table:
    """The table ``data`` describes; ``specs`` supplies them when ``data`` carries none.

    ``base`` (a table decoded from the same file and its raw piece rows) lets unchanged pieces be
    shared instead of read twice.
    """
    if not isinstance(data, dict):
        raise CodecError(f"a table should be an object, not {json_type(data)}")
    unknown = data.keys() - TABLE_KEYS
    if unknown:
        raise CodecError(f"a table has unknown parts: {', '.join(sorted(map(str, unknown)))[:200]}")
    missing = (TABLE_KEYS - {"specs"}) - data.keys()
    if missing:
        raise CodecError(f"a table lacks {', '.join(sorted(missing))}")
    if data["piece_columns"] != list(PIECE_COLUMNS):
        raise CodecError(f"a table's piece columns should be {', '.join(PIECE_COLUMNS)}")
    if "specs" in data:
        specs = specs_from_list(data["specs"])
    elif specs is None:
        raise CodecError("a table lacks its piece specs")
    seats = _seats(data["seats"])
    zone_of: dict[str, str] = {}
    zones: dict[str, Zone] = {}
    for i, raw in enumerate(_list(data["zones"], "the zones", MAX_ZONES)):
        zone = _zone(raw, i, zone_of)
        if zone.id in zones:
            raise CodecError(f"zone {zone.id!r} is defined twice")
        zones[zone.id] = zone
    _check_made_piles(zones)
    for seat in seats:
        if seat.hand not in zones:
            raise CodecError(f"seat {seat.id!r} has no hand zone {seat.hand!r}")
    pieces = _pieces(data["pieces"], specs, zone_of, base)
    return Table(
        seats=seats,
        specs=specs if isinstance(specs, MappingProxyType) else MappingProxyType(dict(specs)),
        zones=MappingProxyType(zones),
        pieces=MappingProxyType(pieces),
        width=_num(data["width"], "the table width", 1.0),
        height=_num(data["height"], "the table height", 1.0),
        game=_id(data["game"], "the table's game"),
    )
