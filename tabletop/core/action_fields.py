"""Checking one action field at a time, the careful way: each check says what is wrong in words.

An action's fields are checked by their type hint and their name: a ``piece`` must name a piece of
the table the log starts from, a ``zone`` a zone, ``seats`` seats; whole numbers have a range by
name; texts and lists are bounded.  ``log_columns`` applies the same rules in bulk.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

from .actions import CHANCE_KEYS
from .errors import CodecError
from .jsondata import MAX_TEXT, json_type, plain_object
from .log_columns import LogContext

MAX_LIST = 100_000
MAX_ID = 200

INT_RANGES: dict[str, tuple[int, int]] = {
    "index": (0, MAX_LIST),
    "face": (0, 999),
    "results": (0, 999),
    "by": (-3600, 3600),
    "count": (0, MAX_LIST),
    "value": (-(2**53), 2**53),
    "chance": (0, CHANCE_KEYS - 1),
}
PIECE_FIELDS = frozenset({"piece", "pieces", "order", "picked", "below"})
ZONE_FIELDS = frozenset({"zone", "to_zone"})
SEAT_FIELDS = frozenset({"seats"})
MAX_COORD = 1.0e7


Decoder = Callable[[Any, LogContext, int], Any]


def known_pool(name: str) -> Callable[[LogContext], Container[str]] | None:
    if name in PIECE_FIELDS:
        return lambda ctx: ctx.pieces
    if name in ZONE_FIELDS:
        return lambda ctx: ctx.zones
    if name in SEAT_FIELDS:
        return lambda ctx: ctx.seats
    return None


def _member(value: Any, pool: Container[str]) -> bool:
    """Whether ``value`` names an id in ``pool``; only a text can, so this checks the type too."""
    try:
        return type(value) is str and value in pool
    except TypeError:
        return False


def text_decoder(name: str, optional: bool) -> Decoder:
    known = known_pool(name)
    if known is not None:
        pool_of = known

        def decode_id(value: Any, ctx: LogContext, depth: int) -> Any:
            if _member(value, pool_of(ctx)) or (optional and value is None):
                return value
            raise CodecError(f"its {name} {value!r:.60} is not on this table")

        return decode_id
    limit = MAX_ID if name == "actor" else MAX_TEXT

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if (type(value) is str and len(value) <= limit) or (optional and value is None):
            return value
        raise CodecError(f"its {name} should be a text of at most {limit} characters, not {json_type(value)}")

    return decode


def texts_decoder(name: str, optional: bool) -> Decoder:
    known = known_pool(name)

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if value is None and optional:
            return None
        if type(value) is not list or len(value) > MAX_LIST:
            raise CodecError(f"its {name} should be a list of names, not {json_type(value)}")
        if known is not None:
            pool = known(ctx)
            for item in value:
                if not _member(item, pool):
                    raise CodecError(f"its {name} name {item!r:.60}, which is not on this table")
        else:
            for item in value:
                if type(item) is not str or len(item) > MAX_ID:
                    raise CodecError(f"its {name} should list names, not {json_type(item)}")
        return tuple(value)

    return decode


def int_decoder(name: str, optional: bool) -> Decoder:
    low, high = INT_RANGES.get(name, (-(2**31), 2**31))

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if (type(value) is int and low <= value <= high) or (optional and value is None):
            return value
        raise CodecError(f"its {name} should be a whole number from {low} to {high}, not {value!r:.40}")

    return decode


def ints_decoder(name: str, optional: bool) -> Decoder:
    low, high = INT_RANGES.get(name, (-(2**31), 2**31))

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if value is None and optional:
            return None
        if type(value) is not list or len(value) > MAX_LIST:
            raise CodecError(f"its {name} should be a list of whole numbers, not {json_type(value)}")
        for item in value:
            if type(item) is not int or not low <= item <= high:
                raise CodecError(f"its {name} should hold whole numbers from {low} to {high}, not {item!r:.40}")
        return tuple(value)

    return decode


def float_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        kind = type(value)
        if (kind is float or kind is int) and -MAX_COORD <= value <= MAX_COORD:
            return value
        if optional and value is None:
            return None
        raise CodecError(f"its {name} should be a number between {-MAX_COORD:g} and {MAX_COORD:g}, not {value!r:.40}")

    return decode


def bool_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if type(value) is not bool:
            raise CodecError(f"its {name} should be true or false, not {json_type(value)}")
        return value

    return decode


def data_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        return plain_object(value, f"its {name}")

    return decode
