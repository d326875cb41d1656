"""Checking many values of one kind at once: a column of a saved log or of a table's piece rows.

A saved game holds thousands of actions and pieces, read on every load.  The codec takes the
values of one field together (every action's ``piece``, every piece's ``x``) and checks the whole
column with a few whole-list operations that run at C speed (its set of types, its minimum and
maximum, membership of all its ids).  Only when that finds something wrong are the values read
one by one, by the same rule in words, to name the first one at fault and where it sits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import chain
from typing import Any, NamedTuple

from .errors import CodecError
from .jsondata import MAX_NAME, json_type, name, plain_object, text


class Rule(NamedTuple):
    """What every value of a column must be: its ``category``, whether null is allowed, the ids it
    must be among (``pool``), the range of its numbers (a list's items too) and the longest a text or
    list may be (``limit``)."""

    field: str
    category: str
    optional: bool = False
    pool: frozenset[str] | None = None
    low: float = -(2**31)
    high: float = 2**31
    limit: int = MAX_NAME


def _types(values: Sequence[Any], allowed: set[type]) -> bool:
    return set(map(type, values)) <= allowed


def _within(values: Sequence[Any], low: float, high: float) -> bool:
    """In range; a NaN slips past ``min`` and ``max`` but makes the sum NaN."""
    return not values or (low <= min(values) and max(values) <= high and math.isfinite(sum(values)))


def _all_known(values: Sequence[Any], pool: frozenset[str]) -> bool:
    try:
        return all(map(pool.__contains__, values))
    except TypeError:  # an unhashable value (a list) is no id
        return False


def _flat(values: Sequence[Any], rule: Rule) -> list[Any] | None:
    """The items of a column of lists, or ``None`` when a value is no list or too long."""
    if not _types(values, {list}) or max(map(len, values), default=0) > rule.limit:
        return None
    return list(chain.from_iterable(values))


def _bulk(values: Sequence[Any], rule: Rule) -> bool:
    """Whether the whole column is plainly right (nulls already left out)."""
    category, pool = rule.category, rule.pool
    if category == "id":
        return pool is not None and _all_known(values, pool)
    if category == "int":
        return _types(values, {int}) and _within(values, rule.low, rule.high)
    if category == "float":
        return _types(values, {int, float}) and _within(values, rule.low, rule.high)
    if category == "bool":
        return _types(values, {bool})
    if category in ("text", "name"):
        return (_types(values, {str}) and max(map(len, values), default=0) <= rule.limit
                and (category == "text" or min(map(len, values), default=1) > 0) and "".join(values).isprintable())
    items = _flat(values, rule)
    if items is None:
        return False
    if category == "ids":
        return _all_known(items, pool) if pool is not None else _types(items, {str}) and max(map(len, items), default=0) <= MAX_NAME
    return category == "ints" and _types(items, {int}) and _within(items, rule.low, rule.high)


def check_one(value: Any, rule: Rule) -> Any:
    """The value as it is kept, or ``CodecError`` saying what is wrong with it; the rule in words."""
    field, category, low, high = rule.field, rule.category, rule.low, rule.high
    if value is None and rule.optional:
        return None
    if category == "id":
        if type(value) is not str or rule.pool is None or value not in rule.pool:
            raise CodecError(f"its {field} {value!r:.60} is not on this table")
        return value
    if category in ("int", "float"):
        kinds = (int,) if category == "int" else (int, float)
        if type(value) not in kinds or not low <= value <= high:
            span = f"a number between {low:g} and {high:g}" if category == "float" else f"a whole number from {int(low)} to {int(high)}"
            raise CodecError(f"its {field} should be {span}, not {value!r:.40}")
        return value
    if category == "bool":
        if type(value) is not bool:
            raise CodecError(f"its {field} should be true or false, not {json_type(value)}")
        return value
    if category == "text":
        return text(value, f"its {field}", rule.limit)
    if category == "name":
        return name(value, f"its {field}", rule.limit)
    if category == "data":
        return plain_object(value, f"its {field}")
    if type(value) is not list or len(value) > rule.limit:
        raise CodecError(f"its {field} should be a list of at most {rule.limit} values, not {json_type(value)}")
    inner = rule._replace(category="int" if category == "ints" else "id" if rule.pool is not None else "name",
                          optional=False, limit=MAX_NAME)
    return tuple(check_one(item, inner) for item in value)


def check_column(values: list[Any], rule: Rule, where: Callable[[int], str]) -> list[Any]:
    """The column as its values are kept (lists become tuples); ``where(i)`` names the i-th value's place."""
    present = values
    if rule.optional and None in values:
        present = [v for v in values if v is not None]
    if rule.category != "data" and _bulk(present, rule):
        if rule.category not in ("ids", "ints"):
            return values
        return [None if v is None else tuple(v) for v in values]
    out = []
    for i, value in enumerate(values):
        try:
            out.append(check_one(value, rule))
        except CodecError as problem:
            raise CodecError(f"{where(i)}: {problem}") from None
    return out
