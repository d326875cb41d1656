"""Checking a whole saved log at once, column by column.

A saved game's log holds thousands of actions and is read on every load.  Checking them one field
at a time costs a Python call per value; here the actions of one kind are taken together, each
field becomes one column, and a column is checked with a few whole-list operations (its set of
types, its minimum and maximum, membership of all its ids) that run at C speed.

This path only ever says "all fine" (and builds the actions) or "something is off" (``None``).  It
never words a problem: the careful path in ``action_codec`` then reads the log again action by
action and says exactly what is wrong where.  So this path may be stricter than the careful one
(a file with its keys in another order is simply read the careful way) but never more lenient.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from itertools import chain, repeat
from operator import is_not, itemgetter, setitem
from typing import Any, NamedTuple

from .jsondata import plain_objects
from .model import Table, made_pile_ids

NoneType = type(None)
_not_none = partial(is_not, None)
_new = object.__new__
_set_attr = object.__setattr__


@dataclass(frozen=True)
class LogContext:
    """The ids a log may name: those of the table it starts from (pieces are never made or lost)
    and the ids of the piles players may make on it (``made_pile_ids``)."""

    pieces: frozenset[str]
    zones: frozenset[str]
    seats: frozenset[str]

    @classmethod
    def of(cls, table: Table) -> LogContext:
        zones = frozenset(table.zones) | made_pile_ids(table)
        return cls(frozenset(table.pieces), zones, frozenset(s.id for s in table.seats))


class Column(NamedTuple):
    """How one action field is checked: its category, whether null is allowed, its id pool, its range."""

    name: str
    category: str
    optional: bool
    pool: str | None
    low: float
    high: float
    limit: int


class Layout(NamedTuple):
    """One action type as columns: what ``decode_log`` needs to know of it."""

    cls: type
    keys: tuple[str, ...]
    columns: tuple[Column, ...]


def _types(values: Sequence[Any], allowed: frozenset[type]) -> bool:
    return set(map(type, values)) <= allowed


def _in_range(values: Sequence[Any], low: float, high: float) -> bool:
    return not values or (low <= min(values) and max(values) <= high)


def _all_in(values: Sequence[Any], pool: frozenset[str]) -> bool:
    try:
        return pool.issuperset(values)
    except TypeError:
        return False


def _present(col: Sequence[Any], optional: bool) -> Sequence[Any] | None:
    """The values of a column that are not null, or ``None`` when a required value is null."""
    nulls = col.count(None)
    if not nulls:
        return col
    if not optional:
        return None
    return list(filter(_not_none, col)) if nulls < len(col) else ()


def _scalars(col: Sequence[Any], c: Column, ctx: LogContext) -> bool:
    """A column of single values: ids, texts, whole numbers, numbers or booleans."""
    present = _present(col, c.optional)
    if present is None:
        return False
    if c.category == "id":
        return _all_in(present, getattr(ctx, c.pool or ""))
    if c.category == "text":
        return _types(present, frozenset({str})) and max(map(len, present), default=0) <= c.limit
    if c.category == "int":
        return _types(present, frozenset({int})) and _in_range(present, c.low, c.high)
    if c.category == "float":
        # in range with a finite sum: a NaN (which slips past min and max) makes the sum NaN
        return (_types(present, frozenset({int, float})) and _in_range(present, c.low, c.high)
                and math.isfinite(sum(present)))
    if c.category == "bool":
        return _types(present, frozenset({bool}))
    return False


def _lists(col: Sequence[Any], c: Column, ctx: LogContext) -> list[Any] | None:
    """A column of lists (ids or whole numbers), converted to tuples as the actions hold them."""
    present = _present(col, c.optional)
    if present is None or not _types(present, frozenset({list})) or max(map(len, present), default=0) > c.limit:
        return None
    items = list(chain.from_iterable(present))
    if c.category == "ids":
        ok = _all_in(items, getattr(ctx, c.pool)) if c.pool else (
            _types(items, frozenset({str})) and max(map(len, items), default=0) <= 200)
    else:
        ok = _types(items, frozenset({int})) and _in_range(items, c.low, c.high)
    if not ok:
        return None
    if present is col:
        return list(map(tuple, col))
    return [None if v is None else tuple(v) for v in col]


class _Group(NamedTuple):
    """The actions of one kind, checked: where they sit in the log and what to put in their fields."""

    layout: Layout
    where: list[int]
    items: list[dict[str, Any]]
    converted: list[tuple[str, Sequence[Any]]]
    nested: list[tuple[str, _Checked, list[int]]]


class _Checked(NamedTuple):
    size: int
    groups: list[_Group]


def _column(col: Sequence[Any], c: Column, ctx: LogContext) -> Sequence[Any] | None:
    if c.category in ("ids", "ints"):
        return _lists(col, c, ctx)
    if c.category == "data":
        return plain_objects(list(col), f"its {c.name}") if _types(col, frozenset({dict})) else None
    return col if _scalars(col, c, ctx) else None


def _check(data: list[Any], ctx: LogContext, layouts: dict[str, Layout], depth: int, max_depth: int) -> _Checked | None:
    if not _types(data, frozenset({dict})):
        return None
    groups: dict[str, list[int]] = {}
    try:
        for i, kind in enumerate(map(itemgetter("kind"), data)):
            try:
                groups[kind].append(i)
            except KeyError:  # the first of its kind: no empty list made for every action
                groups[kind] = [i]
    except (KeyError, TypeError):
        return None
    checked = []
    for kind, where in groups.items():
        layout = layouts.get(kind)
        if layout is None:
            return None
        items = list(map(data.__getitem__, where))
        if set(map(len, items)) != {len(layout.keys)}:
            return None
        try:  # with every length right, a missing field means an unknown one sits in its place
            fields = [list(map(itemgetter(c.name), items)) for c in layout.columns]
        except KeyError:
            return None
        converted, nested = [], []
        for c, raw in zip(layout.columns, fields, strict=True):
            if c.category == "actions":
                if depth + 1 >= max_depth or not _types(raw, frozenset({list})) or max(map(len, raw), default=0) > c.limit:
                    return None
                inner = _check(list(chain.from_iterable(raw)), ctx, layouts, depth + 1, max_depth)
                if inner is None:
                    return None
                nested.append((c.name, inner, list(map(len, raw))))
                continue
            col = _column(raw, c, ctx)
            if col is None:
                return None
            if col is not raw:
                converted.append((c.name, col))
        checked.append(_Group(layout, where, items, converted, nested))
    return _Checked(len(data), checked)


def _build(checked: _Checked, owned: bool) -> list[Any]:
    """The actions, each given its checked field dict (the very dict read from the file when owned)."""
    out: list[Any] = [None] * checked.size
    for group in checked.groups:
        made = group.items if owned else list(map(dict.copy, group.items))
        deque(map(dict.pop, made, repeat("kind")), maxlen=0)
        for name, col in group.converted:
            deque(map(setitem, made, repeat(name), col), maxlen=0)
        for name, inner, sizes in group.nested:
            flat = _build(inner, owned)
            steps, at = [], 0
            for n in sizes:
                steps.append(tuple(flat[at:at + n]))
                at += n
            deque(map(setitem, made, repeat(name), steps), maxlen=0)
        actions: list[Any] = list(map(_new, repeat(group.layout.cls, len(made))))
        deque(map(_set_attr, actions, repeat("__dict__"), made), maxlen=0)
        deque(map(out.__setitem__, group.where, actions), maxlen=0)
    return out


def decode_log(data: list[Any], ctx: LogContext, layouts: dict[str, Layout], max_depth: int = 8,
               owned: bool = False) -> list[Any] | None:
    """The actions ``data`` holds when every one is plainly right, else ``None`` (and ``data`` untouched).

    ``owned`` says the caller will not use ``data`` again, so each action may keep the very dict it
    was read from as its fields instead of a copy: nothing is changed before everything is checked.
    """
    checked = _check(data, ctx, layouts, 0, max_depth)
    return None if checked is None else _build(checked, owned)
