"""Checking many values of one kind at once: a column of a saved log or of a table's piece rows.

A saved game holds thousands of actions and pieces, read on every load.  The codec takes the
values of one field together (every action's ``piece``, every piece's ``x``) and checks the whole
column with a few whole-list operations that run at C speed (its set of types, its minimum and
maximum, membership of all its ids).  Only when that finds something wrong are the values read
one by one, by the same rule in words, to name the first one at fault and where it sits.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from typing import Any, NamedTuple

from .errors import CodecError
from .jsondata import MAX_NAME, json_type, name, plain_object, plain_objects, text


class Rule(NamedTuple):
    """What every value of a column must be: its ``category``, whether null is allowed, the ids it
    must be among (``pool``), the range of its numbers (a list's items too) and the longest a text or
    list may be (``limit``).  The categories: ``id`` (one of ``pool``), ``int``, ``float``, ``bool``,
    ``text``, ``name`` (printable, not empty), ``label`` (a name that may be empty), ``data`` (a
    JSON object), and lists: ``ids``, ``names``, ``ints``."""

    field: str
    category: str
    optional: bool = False
    pool: frozenset[str] | None = None
    low: float = -(2**31)
    high: float = 2**31
    limit: int = MAX_NAME


_NULL: frozenset[Any] = frozenset({None})


def _types(values: Sequence[Any], allowed: set[type]) -> bool:
    return set(map(type, values)) <= allowed


def _within(values: Sequence[Any], low: float, high: float) -> bool:
    """In range; a NaN slips past ``min`` and ``max`` but makes the sum NaN."""
    return not values or (low <= min(values) and max(values) <= high and math.isfinite(sum(values)))


def _all_known(values: Iterable[Any], pool: frozenset[Any]) -> bool:
    try:
        return pool.issuperset(values)
    except TypeError:  # an unhashable value (a list) is no id
        return False


def _lists(values: Sequence[Any], rule: Rule) -> bool:
    """Whether every value is a list of at most ``rule.limit`` items."""
    return _types(values, {list}) and max(map(len, values), default=0) <= rule.limit


def plainly(values: Sequence[Any], rule: Rule) -> bool:
    """Whether the whole column is plainly right by ``rule``, checked at once (``check_one`` says what is wrong)."""
    category, pool = rule.category, rule.pool
    if category == "id":
        return pool is not None and _all_known(values, pool | _NULL if rule.optional else pool)
    if rule.optional and None in values:
        values = [v for v in values if v is not None]
    if category == "int":
        return _types(values, {int}) and _within(values, rule.low, rule.high)
    if category == "float":
        return _types(values, {int, float}) and _within(values, rule.low, rule.high)
    if category == "bool":
        return _types(values, {bool})
    if category in ("text", "name", "label"):
        return (_types(values, {str}) and max(map(len, values), default=0) <= rule.limit
                and (category != "name" or min(map(len, values), default=1) > 0) and "".join(values).isprintable())
    if not _lists(values, rule):
        return False
    if category == "ids" and pool is not None:
        return _all_known(chain.from_iterable(values), pool)
    items = list(chain.from_iterable(values))
    if category in ("ids", "names"):
        return plainly(items, Rule(rule.field, "name"))
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
    if category in ("name", "label"):
        return name(value, f"its {field}", rule.limit, empty=category == "label")
    if category == "data":
        return plain_object(value, f"its {field}")
    if type(value) is not list or len(value) > rule.limit:
        raise CodecError(f"its {field} should be a list of at most {rule.limit} values, not {json_type(value)}")
    inner = rule._replace(category="int" if category == "ints" else "id" if rule.pool is not None else "name",
                          optional=False, limit=MAX_NAME)
    return tuple(check_one(item, inner) for item in value)


def check_column(values: Sequence[Any], rule: Rule, where: Callable[[int], str]) -> Sequence[Any]:
    """The column as its values are kept (lists become tuples); ``where(i)`` names the i-th value's place."""
    if rule.category == "data":  # flat objects at once, the others (nested ones, faults) one by one
        with contextlib.suppress(CodecError):
            return plain_objects(values, "")
    elif plainly(values, rule):
        if rule.category not in ("ids", "ints", "names"):
            return values
        return [None if v is None else tuple(v) for v in values] if rule.optional and None in values else list(map(tuple, values))
    out = []
    for i, value in enumerate(values):
        try:
            out.append(check_one(value, rule))
        except CodecError as problem:
            raise CodecError(f"{where(i)}: {problem}") from None
    return out
