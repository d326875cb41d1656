"""Piece and spec rows checked in bulk: the common case of reading a saved table, at C speed.

Like ``log_columns`` for the log, this path only answers "all fine" (with the pieces) or ``None``;
``codec`` then reads the rows one by one and words the problem.  Every check here is at least as
strict as the careful one.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Mapping, Sequence
from itertools import chain, compress, repeat, starmap
from operator import eq, is_, lt
from typing import Any, cast

from .errors import CodecError
from .jsondata import MAX_TEXT, plain_objects
from .model import Piece, PieceSpec

SPEC_FIELDS = ("id", "kind", "label", "faces", "width", "height", "hidden_faces", "back", "tags", "color", "data")
NoneType = type(None)
_new = object.__new__
_set_attr = object.__setattr__


def _in(values: Sequence[Any], allowed: set[type]) -> bool:
    return set(map(type, values)) <= allowed


def _numbers_within(values: Sequence[Any], bound: float) -> bool:
    """All within the bound; a NaN slips past ``min`` and ``max`` but makes the sum NaN."""
    return not values or (-bound <= min(values) and max(values) <= bound and math.isfinite(sum(values)))


def pieces_in_bulk(rows: list[Any], n_faces: Mapping[str, int], zone_of: Mapping[str, str], max_coord: float,
                   max_id: int, base: tuple[list[Piece], list[Any]] | None) -> dict[str, Piece] | None:
    """The pieces of ``rows`` when every row is plainly right, else ``None``.

    ``base`` holds the pieces and raw rows of a table read from the same file: a row equal to its
    counterpart there, lying in the same zone, reuses that piece instead of making a twin.
    """
    if not rows:
        return {} if not zone_of else None
    if set(map(type, rows)) != {list} or set(map(len, rows)) != {9}:
        return None
    ids, specs, faces, xs, ys, rotations, owners, locks, counters = zip(*rows, strict=True)
    try:
        distinct = set(ids)
        if len(distinct) != len(ids) or distinct != zone_of.keys():
            return None
        face_counts = list(map(n_faces.get, specs))
    except TypeError:
        return None
    if None in face_counts or not _in(faces, {int}) or min(faces) < 0:
        return None
    if not all(map(lt, faces, cast(list[int], face_counts))):
        return None
    if not (_in(xs, {float}) and _in(ys, {float}) and _numbers_within(xs, max_coord) and _numbers_within(ys, max_coord)):
        return None
    if not _in(rotations, {int}) or min(rotations) < 0 or max(rotations) >= 360 or not _in(locks, {bool}):
        return None
    named = [o for o in owners if o is not None]
    if not _in(named, {str}) or "" in named or max(map(len, named), default=0) > max_id:
        return None
    counted = [c for c in counters if c is not None]
    if not _in(counted, {int}) or not _numbers_within(counted, 2.0**53):
        return None
    zones = list(map(zone_of.__getitem__, ids))
    pieces: list[Any] = [None] * len(ids)
    if base is not None:
        old_pieces, old_rows = base
        for i in compress(range(len(ids)), map(eq, rows, old_rows)):
            if old_pieces[i].zone == zones[i]:
                pieces[i] = old_pieces[i]
    fresh = list(compress(range(len(ids)), map(is_, pieces, repeat(None))))
    values = zip(ids, specs, zones, faces, xs, ys, rotations, owners, locks, counters, strict=True)
    new = list(starmap(_piece, compress(values, map(is_, pieces, repeat(None)))))
    deque(map(pieces.__setitem__, fresh, new), maxlen=0)
    return dict(zip(ids, pieces, strict=True))


def _piece(id: str, spec: str, zone: str, face: int, x: float, y: float, rotation: int, owner: str | None,
           locked: bool, counter: int | None) -> Piece:
    """A checked piece, filled in directly: its ``__init__`` sets each field through the frozen
    dataclass's guard, and a dict display with fixed keys is quicker than ``dict(zip(names, row))``.
    The result equals what ``Piece(...)`` makes, down to the order of its fields."""
    piece: Piece = _new(Piece)
    _set_attr(piece, "__dict__", {"id": id, "spec": spec, "zone": zone, "face": face, "x": x, "y": y,
                                  "rotation": rotation, "owner": owner, "locked": locked, "counter": counter})
    return piece


def _names(values: Sequence[Any], longest: int) -> bool:
    """All texts of 1 to ``longest`` characters."""
    return _in(values, {str}) and (not values or (min(map(len, values)) > 0 and max(map(len, values)) <= longest))


def _texts(values: Sequence[Any]) -> bool:
    return _in(values, {str}) and max(map(len, values), default=0) <= MAX_TEXT


def _lists_of(values: Sequence[Any], longest: int) -> list[Any] | None:
    """The items of lists of at most ``longest`` items, all in one list."""
    if not _in(values, {list}) or max(map(len, values), default=0) > longest:
        return None
    return list(chain.from_iterable(values))


def specs_in_bulk(rows: list[Any], max_coord: float, max_id: int, max_faces: int) -> dict[str, PieceSpec] | None:
    """The specs of ``rows`` when every row is plainly right, else ``None`` (the same rules as ``codec``)."""
    if not rows:
        return {}
    if set(map(type, rows)) != {list} or set(map(len, rows)) != {len(SPEC_FIELDS)}:
        return None
    ids, kinds, labels, faces, widths, heights, hidden, backs, tags, colors, data = map(list, zip(*rows, strict=True))
    if not (_names(ids, max_id) and len(set(ids)) == len(ids) and _names(kinds, max_id)
            and _texts(labels) and _texts(backs)):
        return None
    all_faces, all_hidden, all_tags = (_lists_of(v, max_faces) for v in (faces, hidden, tags))
    if all_faces is None or all_hidden is None or all_tags is None or not (_texts(all_faces) and _texts(all_tags)):
        return None
    n_faces = list(map(len, faces))
    if min(n_faces) < 1 or not _in(all_hidden, {int}) or (all_hidden and min(all_hidden) < 0):
        return None
    hiding = [i for i, h in enumerate(hidden) if h]
    if not all(map(lt, map(max, map(hidden.__getitem__, hiding)), map(n_faces.__getitem__, hiding))):
        return None
    sizes = widths + heights
    if not (_in(sizes, {int, float}) and min(sizes) >= 0.001 and max(sizes) <= max_coord and math.isfinite(sum(sizes))):
        return None
    painted = [c for c in colors if c is not None]
    shades = _lists_of(painted, 3)
    if shades is None or set(map(len, painted)) - {3} or not _in(shades, {int}) or (shades and not 0 <= min(shades) <= max(shades) <= 255):
        return None
    try:
        facts = plain_objects(data, "its data")
    except CodecError:
        return None
    values = zip(ids, kinds, labels, map(tuple, faces), map(float, widths), map(float, heights), map(frozenset, hidden),
                 backs, map(tuple, tags), [None if c is None else tuple(c) for c in colors], facts, strict=True)
    return dict(zip(ids, starmap(_spec, values), strict=True))


def _spec(id: str, kind: str, label: str, faces: tuple[str, ...], width: float, height: float,
          hidden_faces: frozenset[int], back: str, tags: tuple[str, ...], color: tuple[int, int, int] | None,
          data: dict[str, Any]) -> PieceSpec:
    """A checked spec, filled in directly as ``_piece`` fills a piece (its ``__post_init__`` checks
    are among those made in bulk above); it equals what ``PieceSpec(...)`` makes, field order too."""
    spec: PieceSpec = _new(PieceSpec)
    _set_attr(spec, "__dict__", {"id": id, "kind": kind, "label": label, "faces": faces, "width": width,
                                 "height": height, "hidden_faces": hidden_faces, "back": back, "tags": tags,
                                 "color": color, "data": data})
    return spec
