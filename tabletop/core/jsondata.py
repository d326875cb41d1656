"""Free-form JSON data (a card's facts, a game move, a rules engine's state) checked both ways.

The table never interprets this data, but it is saved and loaded with everything else, so it must
be plain JSON: objects with string keys, lists, strings, finite numbers, booleans and null, no
deeper than ``MAX_DEPTH``.  Anything else (a set, a NaN, an object) is refused with a message that
says where it sits, rather than written into a file that cannot be read back.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import chain, compress, repeat
from operator import not_
from typing import Any

from .errors import CodecError

MAX_DEPTH = 32
MAX_TEXT = 100_000


def plain(value: Any, where: str, depth: int = 0) -> Any:
    """``value`` as plain JSON data (mappings become dicts, tuples lists); raises ``CodecError``."""
    kind = type(value)
    if value is None or kind is bool or kind is int:
        return value
    if kind is str:
        if len(value) > MAX_TEXT:
            raise CodecError(f"{where} holds a text longer than {MAX_TEXT} characters")
        return value
    if kind is float:
        if not math.isfinite(value):
            raise CodecError(f"{where} holds a number that is not finite")
        return value
    if depth >= MAX_DEPTH:
        raise CodecError(f"{where} is nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if type(key) is not str:
                raise CodecError(f"{where} has a key {key!r} that is not a text")
            out[key] = plain(item, where, depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [plain(item, where, depth + 1) for item in value]
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, int):
        return int(value)
    raise CodecError(f"{where} holds a {kind.__name__}, which is not JSON data")


FLAT_TYPES = frozenset({str, int, bool, type(None)})


def plain_object(value: Any, where: str) -> dict[str, Any]:
    """Like ``plain`` but the value must be a JSON object.

    Most objects here (a card's facts, a game move) are flat: texts, whole numbers, booleans.  Those
    are checked in one pass over their types and copied whole; the rest go through ``plain``.
    """
    if not isinstance(value, Mapping):
        raise CodecError(f"{where} should be an object, not {json_type(value)}")
    values = list(value.values())
    if (set(map(type, values)) <= FLAT_TYPES and set(map(type, value)) <= {str}
            and max(map(len, compress(values, map(isinstance, values, repeat(str)))), default=0) <= MAX_TEXT):
        return dict(value)
    result: dict[str, Any] = plain(value, where)
    return result


def plain_objects(values: list[Any], where: str) -> list[dict[str, Any]]:
    """``plain_object`` of each of ``values``, with the flat ones (most of them) checked together.

    Every value of every object is typed in one pass; only the objects holding a list or an object
    (a board's spaces) go through ``plain`` one by one.
    """
    if not set(map(type, values)) <= {dict}:
        return [plain_object(value, where) for value in values]
    items = list(chain.from_iterable(map(dict.values, values)))
    if not set(map(type, chain.from_iterable(values))) <= {str} or max(
            map(len, compress(items, map(isinstance, items, repeat(str)))), default=0) > MAX_TEXT:
        return [plain_object(value, where) for value in values]
    owner = chain.from_iterable(map(repeat, range(len(values)), map(len, values)))
    deep = set(compress(owner, map(not_, map(FLAT_TYPES.__contains__, map(type, items)))))
    if not deep:
        return list(map(dict, values))
    return [plain_object(value, where) if i in deep else dict(value) for i, value in enumerate(values)]


def json_type(value: Any) -> str:
    """The JSON name of a value's type, for messages ("a list", "a number")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return f"a {type(value).__name__}"
