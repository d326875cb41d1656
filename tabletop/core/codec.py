"""Tables <-> JSON data, strict on the way in.

A table is written as compact rows (one list per seat, spec, zone and piece, with the piece column
names written once beside them) because a saved game holds thousands of pieces twice over (the
opening table and the current one).  A piece's zone is not written on its row: the zones list their
pieces in order, so the file cannot say two different things about where a piece is.  A zone row
has one more value, ``made_on``, only for a pile players made (``MakePile``), and two more
(``made_on`` empty, ``in_box`` true) for a zone in the game box: files without either are written as
they always were.

Reading checks every value a hand-edited or damaged file could get wrong (types, ranges, texts the
screen cannot show, unknown specs, sizes past ``MAX_*``) and the table it makes must pass
``invariants.check_table``; every problem is a ``CodecError`` with a plain sentence.  Actions are
read and written by ``action_codec``, re-exported here so the program has one door.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import chain, repeat
from operator import itemgetter, lt
from types import MappingProxyType
from typing import Annotated, Any

from msgspec import Meta, Struct

from .action_codec import LogContext, action_from_dict, action_to_dict, actions_from_list, actions_to_list
from .actions import MAX_COORD, Coord, Id, Name, Value
from .errors import CodecError
from .faults import Complaint, problem, typed
from .invariants import check_layout, check_spec_data, check_specs_data
from .jsondata import MAX_NAME, json_type, name, plain_object, plain_objects
from .model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind

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
MAX_SPECS = 5_000
MAX_ZONES = 5_000
MAX_PIECES = 20_000
MAX_FACES = 1_000
MAX_TAGS = 50

SPEC_COLUMNS = ("id", "kind", "label", "faces", "width", "height", "hidden faces", "back", "tags", "colour", "data")
ZONE_COLUMNS = ("id", "kind", "label", "owner", "visibility", "x", "y", "w", "h", "snaps", "pieces")
MADE_ZONE_COLUMNS = (*ZONE_COLUMNS, "made_on")
BOX_ZONE_COLUMNS = (*MADE_ZONE_COLUMNS, "in_box")
PIECE_COLUMNS = ("id", "spec", "face", "x", "y", "rotation", "owner", "locked", "counter")


def specs_to_list(specs: Iterable[PieceSpec]) -> list[list[Any]]:
    """The spec rows, each one's data checked to be plain JSON (a bad one is named)."""
    specs = list(specs)
    return [
        [s.id, s.kind, s.label, list(s.faces), float(s.width), float(s.height), sorted(s.hidden_faces), s.back,
         list(s.tags), None if s.color is None else list(s.color), facts]
        for s, facts in zip(specs, _spec_data(specs), strict=True)
    ]


def _spec_data(specs: list[PieceSpec]) -> list[dict[str, Any]]:
    """The specs' facts as plain JSON; a spec whose facts are not is named."""
    try:
        return plain_objects([s.data for s in specs], "the data")
    except CodecError:
        return [plain_object(s.data, f"the data of piece spec {s.id!r}") for s in specs]


def table_to_dict(table: Table, *, specs: bool = True) -> dict[str, Any]:
    """``table`` as JSON data; ``specs=False`` leaves the specs out for a caller that stores them once."""
    out: dict[str, Any] = {"game": table.game, "width": float(table.width), "height": float(table.height),
                           "seats": [[s.id, s.name, list(s.color)] for s in table.seats]}
    if specs:
        out["specs"] = specs_to_list(table.specs.values())
    out["zones"] = [
        [z.id, z.kind.value, z.label, z.owner, z.visibility.value, float(z.x), float(z.y), float(z.w), float(z.h),
         [[float(a), float(b)] for a, b in z.snaps], list(z.pieces)]
        + ([z.made_on, True] if z.in_box else [] if z.made_on is None else [z.made_on])
        for z in table.zones.values()
    ]
    out["piece_columns"] = list(PIECE_COLUMNS)
    out["pieces"] = [[p.id, p.spec, p.face, float(p.x), float(p.y), p.rotation, p.owner, p.locked, p.counter]
                     for p in table.pieces.values()]
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


def _num(value: Any, where: str, low: float = -MAX_COORD) -> float:
    if type(value) in (float, int) and low <= value <= MAX_COORD:
        return float(value)
    raise CodecError(f"{where} should be a number between {low:g} and {MAX_COORD:g}, not {value!r:.40}")


Label = Annotated[str, Meta(max_length=MAX_NAME)]
Size = Annotated[float, Meta(ge=0.001, le=MAX_COORD)]
Byte = Annotated[int, Meta(ge=0, le=255)]
Colour = tuple[Byte, Byte, Byte]
FaceIndex = Annotated[int, Meta(ge=0, le=MAX_FACES - 1)]
SpecRow = tuple[Name, Name, Label, Annotated[tuple[Name, ...], Meta(min_length=1, max_length=MAX_FACES)], Size, Size,
                Annotated[frozenset[FaceIndex], Meta(max_length=MAX_FACES)], Label,
                Annotated[tuple[Name, ...], Meta(max_length=MAX_TAGS)], Colour | None, dict[str, Any]]
SeatRow = tuple[Name, Annotated[str, Meta(min_length=1, max_length=60)], Colour]
PieceRow = tuple[Id, Id, FaceIndex, Coord, Coord, Annotated[int, Meta(ge=0, le=359)], Id | None, bool, Value | None]
SPECS: Any = Annotated[list[SpecRow], Meta(max_length=MAX_SPECS)]
ROWS = {"specs": ("piece spec", SPEC_COLUMNS), "seats": ("seat", ("id", "name", "colour")),
        "zones": ("zone", ZONE_COLUMNS), "pieces": ("piece", PIECE_COLUMNS)}


class TableRows(Struct, forbid_unknown_fields=True):
    """A table as its file holds it, every value of the right type and within bounds (msgspec reads
    it so); what a type cannot say (ids known, texts showable, zones) is checked as it is built."""

    game: Name
    width: Annotated[float, Meta(ge=1.0, le=MAX_COORD)]
    height: Annotated[float, Meta(ge=1.0, le=MAX_COORD)]
    seats: Annotated[list[SeatRow], Meta(max_length=MAX_SEATS)]
    zones: Annotated[list[list[Any]], Meta(max_length=MAX_ZONES)]
    piece_columns: list[str]
    pieces: Annotated[list[PieceRow], Meta(max_length=MAX_PIECES)]
    specs: SPECS | None = None


def _words(found: Complaint, what: str, top: tuple[str, ...] = ()) -> str:
    """A table's complaint, at the row and column it is about (``top`` is the path to what was read)."""
    path = (*top, *found.path)
    place, subject, field = [], what, ""
    if path:
        field, subject = str(path[0]), f"its {path[0]}"
    if path[:1] and path[0] in ROWS and len(path) > 1:
        noun, columns = ROWS[str(path[0])]
        place.append(f"{noun} {int(path[1]) + 1}")
        subject, field = "it", ""
        if len(path) > 2 and type(path[2]) is int and path[2] < len(columns):
            field = columns[path[2]]
            subject = f"its {field}" if len(path) == 3 else f"item {int(path[3]) + 1} of its {field}"
    if found.key:
        subject = f"a key of {subject}"
    return ": ".join([*place, problem(found.problem, subject, field)])


def _known(values: list[Any], pool: frozenset[str], what: str, where: Callable[[int], str]) -> None:
    """Every value (a None aside) one of ``pool``; else the first that is not, named."""
    if not pool.issuperset(filter(None, values)):
        i, value = next((i, v) for i, v in enumerate(values) if v is not None and v not in pool)
        raise CodecError(f"{where(i)}: its {what} {value!r:.60} is not on this table")


def _showable(rows: list[tuple[str, ...]], where: Callable[[int], str]) -> None:
    """Every text of every row one a player can read (``jsondata.name`` names the first that is not)."""
    if not "".join(chain.from_iterable(rows)).isprintable():
        for i, texts in enumerate(rows):
            for value in texts:
                name(value, where(i), empty=True)


def specs_from_list(value: Any) -> dict[str, PieceSpec]:
    """The specs ``value`` lists (JSON text or data), by id; the first fault is named."""
    rows: list[SpecRow] = typed(value, SPECS, lambda found: _words(found, "the specs", ("specs",)))

    def at(i: int) -> str:
        return f"piece spec {i + 1}"

    _showable([(*row[:3], *row[3], row[7], *row[8]) for row in rows], at)
    for i, row in enumerate(rows):
        if row[6] and max(row[6]) >= len(row[3]):
            raise CodecError(f"{at(i)}: its hidden face {max(row[6])} is not one of its {len(row[3])} faces")
    facts = [row[10] for row in rows]
    try:
        check_specs_data(plain_objects(facts, ""))
    except CodecError:
        for i, data in enumerate(facts):
            try:
                check_spec_data(plain_object(data, "its data"))
            except CodecError as fault:
                raise CodecError(f"{at(i)}: {fault}") from None
    specs: dict[str, PieceSpec] = {}
    for row in rows:
        spec = PieceSpec(*row)
        if spec.id in specs:
            raise CodecError(f"piece spec {spec.id!r} is defined twice")
        specs[spec.id] = spec
    return specs


def _seats(rows: list[SeatRow]) -> tuple[Seat, ...]:
    _showable([row[:2] for row in rows], lambda i: f"seat {i + 1}")
    return tuple(Seat(*row) for row in rows)


def _zone(raw: Any, i: int, zone_of: dict[str, str]) -> Zone:
    length = len(raw) if type(raw) is list else 0
    columns = {len(c): c for c in (ZONE_COLUMNS, MADE_ZONE_COLUMNS, BOX_ZONE_COLUMNS)}.get(length, ZONE_COLUMNS)
    row = _row(raw, f"zone {i + 1}", columns)
    zid = name(row[0], f"the id of zone {i + 1}")
    at = f"zone {zid!r}"
    try:
        kind, visibility = ZoneKind(row[1]), Visibility(row[4])
    except (ValueError, TypeError):
        raise CodecError(f"{at} has an unknown kind or visibility ({row[1]!r:.40}, {row[4]!r:.40})") from None
    snaps = []
    for s in _list(row[9], f"the snap points of {at}", MAX_PIECES):
        if type(s) is not list or len(s) != 2:
            raise CodecError(f"a snap point of {at} should be [x, y]")
        snaps.append((_num(s[0], f"a snap point of {at}"), _num(s[1], f"a snap point of {at}")))
    ids = _list(row[10], f"the pieces of {at}", MAX_PIECES)
    if not (set(map(type, ids)) <= {str} and zone_of.keys().isdisjoint(ids) and len(set(ids)) == len(ids)):
        for pid in ids:  # which piece is not an id, or listed twice
            if type(pid) is not str:
                raise CodecError(f"{at} lists {json_type(pid)} among its pieces")
            if pid in zone_of:
                raise CodecError(f"piece {pid!r:.60} is in two places: {zone_of[pid]!r} and {zid!r}")
            zone_of[pid] = zid
    zone_of.update(zip(ids, repeat(zid)))
    return Zone(
        id=zid, kind=kind, label=name(row[2], f"the label of {at}", empty=True), pieces=tuple(ids),
        owner=None if row[3] is None else name(row[3], f"the owner of {at}"), visibility=visibility,
        x=_num(row[5], f"the x of {at}"), y=_num(row[6], f"the y of {at}"),
        w=_num(row[7], f"the width of {at}", 0.0), h=_num(row[8], f"the height of {at}", 0.0),
        snaps=tuple(snaps), made_on=_made_on(row, columns, at),
        in_box=_flag(row[12], f"whether {at} is in the game box") if columns is BOX_ZONE_COLUMNS else False,
    )


def _made_on(row: list[Any], columns: tuple[str, ...], at: str) -> str | None:
    """A made pile's area: always named in a made pile's row, perhaps in a boxed zone's row."""
    if columns is MADE_ZONE_COLUMNS:
        return name(row[11], f"the area {at} was made on")
    if columns is BOX_ZONE_COLUMNS and row[11] is not None:
        return name(row[11], f"the area {at} was made on")
    return None


def _flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise CodecError(f"{where} should be true or false, not {json_type(value)}")
    return value


def _pieces(rows: list[PieceRow], specs: Mapping[str, PieceSpec], zone_of: dict[str, str],
            seats: frozenset[str]) -> dict[str, Piece]:
    """The pieces of the rows, every id, spec, face and owner known."""
    ids, kinds, faces, owners = (list(map(itemgetter(n), rows)) for n in (0, 1, 2, 6))
    _known(ids, frozenset(zone_of), "id", lambda i: f"piece {i + 1}")

    def where(i: int) -> str:
        return f"piece {ids[i]!r:.60}"

    _known(kinds, frozenset(specs), "spec", where)
    face_counts = {sid: len(spec.faces) for sid, spec in specs.items()}
    if not all(map(lt, faces, map(face_counts.__getitem__, kinds))):
        i, face, spec = next((i, f, s) for i, (f, s) in enumerate(zip(faces, kinds, strict=True)) if f >= face_counts[s])
        raise CodecError(f"{where(i)} lies on face {face}, which its spec {spec!r:.60} lacks")
    _known(owners, seats, "owner", where)
    pieces = {pid: Piece(pid, spec, zone_of[pid], face, x, y, rotation, owner, locked, counter)
              for pid, spec, face, x, y, rotation, owner, locked, counter in rows}
    if len(pieces) != len(rows) or len(rows) != len(zone_of):
        missing = next((p for p in zone_of if p not in pieces), None)
        if missing is not None:
            raise CodecError(f"zone {zone_of[missing]!r} lists a piece {missing!r:.60} that does not exist")
        raise CodecError(f"piece {next(p for p in ids if ids.count(p) > 1)!r:.60} is listed twice")
    return pieces


def table_from_dict(source: Any, specs: Mapping[str, PieceSpec] | None = None) -> Table:
    """The table ``source`` holds (JSON text or parsed data), each value of its type (the first
    that is not is named); ``specs`` supplies them when ``source`` carries none."""
    rows: TableRows = typed(source, TableRows, lambda found: _words(found, "a table"))
    if rows.piece_columns != list(PIECE_COLUMNS):
        raise CodecError(f"a table's piece columns should be {', '.join(PIECE_COLUMNS)}")
    if rows.specs is not None:
        specs = specs_from_list(rows.specs)
    elif specs is None:
        raise CodecError("a table lacks its piece specs")
    seats = _seats(rows.seats)
    _showable([(rows.game,)], lambda i: "the table's game")
    zone_of: dict[str, str] = {}
    zones: dict[str, Zone] = {}
    for i, raw in enumerate(rows.zones):
        zone = _zone(raw, i, zone_of)
        if zone.id in zones:
            raise CodecError(f"zone {zone.id!r} is defined twice")
        zones[zone.id] = zone
    table = Table(
        seats=seats,
        specs=specs if isinstance(specs, MappingProxyType) else MappingProxyType(dict(specs)),
        zones=MappingProxyType(zones),
        pieces=MappingProxyType(_pieces(rows.pieces, specs, zone_of, frozenset(s.id for s in seats))),
        width=rows.width, height=rows.height, game=rows.game,
    )
    check_layout(table)  # the pieces were checked as they were read, as ``check_pieces`` would
    return table
