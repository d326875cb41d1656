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

from collections.abc import Iterable, Mapping
from itertools import repeat
from operator import itemgetter, lt
from types import MappingProxyType
from typing import Any

from .action_codec import LogContext, action_from_dict, action_to_dict, actions_from_list, actions_to_list
from .columns import Rule, check_column
from .errors import CodecError
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
MAX_COORD = 1.0e7
MAX_FACES = 1_000
MAX_TAGS = 50

SPEC_COLUMNS = ("id", "kind", "label", "faces", "width", "height", "hidden_faces", "back", "tags", "color", "data")
ZONE_COLUMNS = ("id", "kind", "label", "owner", "visibility", "x", "y", "w", "h", "snaps", "pieces")
MADE_ZONE_COLUMNS = (*ZONE_COLUMNS, "made_on")
BOX_ZONE_COLUMNS = (*MADE_ZONE_COLUMNS, "in_box")
PIECE_COLUMNS = ("id", "spec", "face", "x", "y", "rotation", "owner", "locked", "counter")
TABLE_KEYS = frozenset({"game", "width", "height", "seats", "specs", "zones", "piece_columns", "pieces"})


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


def table_to_dict(
    table: Table, *, specs: bool = True, base: tuple[Table, list[list[Any]]] | None = None
) -> dict[str, Any]:
    """``table`` as JSON data; ``specs=False`` leaves the specs out for a caller that stores them once.

    ``base`` is another table already encoded (with its piece rows): a piece this table shares with
    it reuses its row, as a saved game's current table shares most pieces with its opening one.
    """
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
    shared = {id(p): row for p, row in zip(base[0].pieces.values(), base[1], strict=True)} if base else {}
    out["pieces"] = [
        shared.get(id(p)) or [p.id, p.spec, p.face, float(p.x), float(p.y), p.rotation, p.owner, p.locked, p.counter]
        for p in table.pieces.values()
    ]
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


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is int and low <= value <= high:
        return value
    raise CodecError(f"{where} should be a whole number from {low} to {high}, not {value!r:.40}")


def _color(value: Any, where: str) -> tuple[int, int, int]:
    if type(value) is not list or len(value) != 3:
        raise CodecError(f"{where} should be a colour [red, green, blue]")
    r, g, b = (_int(c, where, 0, 255) for c in value)
    return (r, g, b)


SPEC_RULES = (
    Rule("id", "name"), Rule("kind", "name"), Rule("label", "label"), Rule("faces", "names", limit=MAX_FACES),
    Rule("width", "float", low=0.001, high=MAX_COORD), Rule("height", "float", low=0.001, high=MAX_COORD),
    Rule("hidden faces", "ints", low=0, high=MAX_FACES - 1, limit=MAX_FACES), Rule("back", "label"),
    Rule("tags", "names", limit=MAX_TAGS), Rule("colour", "ints", optional=True, low=0, high=255, limit=3),
    Rule("data", "data"),
)


def specs_from_list(value: Any, where: str = "the specs") -> dict[str, PieceSpec]:
    """The specs ``value`` lists, by id, each column checked whole (the first fault is named)."""
    rows = _list(value, where, MAX_SPECS)
    if not (set(map(type, rows)) <= {list} and set(map(len, rows)) <= {len(SPEC_COLUMNS)}):
        for i, row in enumerate(rows):
            _row(row, f"piece spec {i + 1}", SPEC_COLUMNS)

    def at(i: int) -> str:
        return f"piece spec {i + 1}"

    columns = zip(*rows, strict=True) if rows else [()] * len(SPEC_COLUMNS)
    ids, kinds, labels, faces, widths, heights, hidden, backs, tags, colors, facts = (
        check_column(column, rule, at) for column, rule in zip(columns, SPEC_RULES, strict=True))
    for i, (names, marked, color) in enumerate(zip(faces, hidden, colors, strict=True)):
        if not names:
            raise CodecError(f"{at(i)}: it has no faces")
        if marked and max(marked) >= len(names):
            raise CodecError(f"{at(i)}: its hidden face {max(marked)} is not one of its {len(names)} faces")
        if color is not None and len(color) != 3:
            raise CodecError(f"{at(i)}: its colour should be [red, green, blue]")
    try:
        check_specs_data(facts)
    except CodecError:
        for i, data in enumerate(facts):
            try:
                check_spec_data(data)
            except CodecError as problem:
                raise CodecError(f"{at(i)}: {problem}") from None
    specs: dict[str, PieceSpec] = {}
    for row in zip(ids, kinds, labels, faces, map(float, widths), map(float, heights), map(frozenset, hidden), backs,
                   tags, colors, facts, strict=True):
        spec = PieceSpec(*row)
        if spec.id in specs:
            raise CodecError(f"piece spec {spec.id!r} is defined twice")
        specs[spec.id] = spec
    return specs


def _seats(value: Any) -> tuple[Seat, ...]:
    seats = []
    for i, raw in enumerate(_list(value, "the seats", MAX_SEATS)):
        sid, seat_name, colour = _row(raw, f"seat {i + 1}", ("id", "name", "colour"))
        seats.append(Seat(name(sid, f"the id of seat {i + 1}"), name(seat_name, f"the name of seat {i + 1}", 60),
                          _color(colour, f"the colour of seat {i + 1}")))
    return tuple(seats)


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


def _pieces(value: Any, specs: Mapping[str, PieceSpec], zone_of: dict[str, str], seats: frozenset[str],
            base: tuple[Table, Any] | None) -> dict[str, Piece]:
    """The piece rows, checked a column at a time; a row equal to its counterpart in ``base`` (the
    opening table and its rows, read from the same file) reuses that piece, zone and all."""
    rows = _list(value, "the pieces", MAX_PIECES)
    if not (set(map(type, rows)) <= {list} and set(map(len, rows)) <= {len(PIECE_COLUMNS)}):
        for i, row in enumerate(rows):
            _row(row, f"piece {i + 1}", PIECE_COLUMNS)
    check_column(list(map(itemgetter(0), rows)), Rule("id", "id", pool=frozenset(zone_of)), lambda i: f"piece {i + 1}")
    kept = _unchanged(rows, zone_of, base)
    fresh = [row for row in rows if row[0] not in kept] if kept else rows
    _, kinds, faces, xs, ys, turns, owners, locks, counters = zip(*fresh, strict=True) if fresh else [()] * 9

    def where(i: int) -> str:
        return f"piece {fresh[i][0]!r:.60}"

    check_column(kinds, Rule("spec", "id", pool=frozenset(specs)), where)
    check_column(faces, Rule("face", "int", low=0, high=MAX_FACES - 1), where)
    face_counts = {sid: len(spec.faces) for sid, spec in specs.items()}
    if not all(map(lt, faces, map(face_counts.__getitem__, kinds))):
        i, face, spec = next((i, f, s) for i, (f, s) in enumerate(zip(faces, kinds, strict=True)) if f >= face_counts[s])
        raise CodecError(f"{where(i)} lies on face {face}, which its spec {spec!r:.60} lacks")
    for n, column in ((3, xs), (4, ys)):
        check_column(column, Rule(PIECE_COLUMNS[n], "float", low=-MAX_COORD, high=MAX_COORD), where)
    check_column(turns, Rule("rotation", "int", low=0, high=359), where)
    check_column(owners, Rule("owner", "id", optional=True, pool=seats), where)
    check_column(locks, Rule("lock", "bool"), where)
    check_column(counters, Rule("counter", "int", optional=True, low=-(2**53), high=2**53), where)
    pieces = dict(kept)
    for pid, spec, face, x, y, rotation, owner, locked, counter in fresh:
        pieces[pid] = Piece(pid, spec, zone_of[pid], face, float(x), float(y), rotation, owner, locked, counter)
    if len(pieces) != len(rows) or len(rows) != len(zone_of):
        missing = next((p for p in zone_of if p not in pieces), None)
        if missing is not None:
            raise CodecError(f"zone {zone_of[missing]!r} lists a piece {missing!r:.60} that does not exist")
        ids = tuple(map(itemgetter(0), rows))
        raise CodecError(f"piece {next(p for p in ids if ids.count(p) > 1)!r:.60} is listed twice")
    return {row[0]: pieces[row[0]] for row in rows} if kept else pieces


def _unchanged(rows: list[list[Any]], zone_of: dict[str, str], base: tuple[Table, Any] | None) -> dict[str, Piece]:
    """The pieces of ``base`` whose rows are given again as they were, in the same zone, by id."""
    if base is None or type(base[1]) is not list:
        return {}
    old_rows = dict(zip(base[0].pieces, base[1], strict=False))
    old = base[0].pieces
    return {row[0]: old[row[0]] for row in rows
            if old_rows.get(row[0]) == row and old[row[0]].zone == zone_of.get(row[0])}


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
    if base is not None and ("specs" in data or seats != base[0].seats):
        base = None  # a piece is shared only with a table read against the same specs and seats
    zone_of: dict[str, str] = {}
    zones: dict[str, Zone] = {}
    for i, raw in enumerate(_list(data["zones"], "the zones", MAX_ZONES)):
        zone = _zone(raw, i, zone_of)
        if zone.id in zones:
            raise CodecError(f"zone {zone.id!r} is defined twice")
        zones[zone.id] = zone
    width, height = _num(data["width"], "the table width", 1.0), _num(data["height"], "the table height", 1.0)
    table = Table(
        seats=seats,
        specs=specs if isinstance(specs, MappingProxyType) else MappingProxyType(dict(specs)),
        zones=MappingProxyType(zones),
        pieces=MappingProxyType(_pieces(data["pieces"], specs, zone_of, frozenset(s.id for s in seats), base)),
        width=width, height=height, game=name(data["game"], "the table's game", MAX_NAME),
    )
    check_layout(table)  # the pieces were checked as they were read, as ``check_pieces`` would
    return table
