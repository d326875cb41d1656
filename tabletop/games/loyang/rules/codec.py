"""Engine state to JSON and back, for snapshots: dataclasses become objects, tuples lists."""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any

from .state import State


def encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return sorted(value)
    return value


@cache
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _decode(tp: Any, data: Any) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None:
            return None
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(inner[0], data)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], d) for d in data)
        return tuple(_decode(a, d) for a, d in zip(args, data, strict=True))
    if origin is frozenset:
        return frozenset(data)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        hints = _hints(tp)
        return tp(**{f.name: _decode(hints[f.name], data[f.name]) for f in dataclasses.fields(tp)})
    if tp in (int, str, bool) and not isinstance(data, tp):
        raise ValueError(f"expected {tp.__name__}, found {data!r}")
    return data


def decode(data: Any) -> State:
    """The state ``encode`` wrote; a damaged record raises ``ValueError``."""
    try:
        state = _decode(State, data)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"Not a Loyang game state ({exc})") from None
    assert isinstance(state, State)
    return state
