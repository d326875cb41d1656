"""Engine states are trees of frozen records: copied fast, and with what is worked out once per record.

``dataclasses.replace`` re-runs ``__init__`` and its checks on every copy; an engine's hot path (legal
moves filtered through ``apply``, bots' look-ahead) copies states thousands of times a game, so the
copy here only takes the fields over.  A record may keep a memo of what was worked out from it
(``cached``); a copy starts without one, since its fields differ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
MEMO = "_cache"


def replace(obj: T, **changes: Any) -> T:
    new: T = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    new.__dict__.pop(MEMO, None)
    return new


def replace_item(obj: T, field: str, index: int, value: Any) -> T:
    """``obj`` with item ``index`` of its tuple ``field`` replaced: how an engine changes one player."""
    items = list(getattr(obj, field))
    items[index] = value
    return replace(obj, **{field: tuple(items)})


def cached(record: object, name: str, make: Callable[[], T]) -> T:
    """``make()`` worked out once per record (records never change): legal moves, a supply count."""
    memo: dict[str, Any] | None = record.__dict__.get(MEMO)
    if memo is None:
        memo = {}
        object.__setattr__(record, MEMO, memo)
    if name not in memo:
        memo[name] = make()
    value: T = memo[name]
    return value
