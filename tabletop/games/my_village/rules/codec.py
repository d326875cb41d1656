"""Engine state to JSON and back, for snapshots: dataclasses become objects, tuples lists.

Decoding follows the dataclasses' own type hints, so a damaged or foreign record fails on the first
field that does not fit, with a ``ValueError`` naming it.
"""

from __future__ import annotations

import dataclasses
import typing
from functools import cache
from typing import Any

from .state import State


def encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    return value


@cache
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _decode(tp: Any, data: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    if origin is tuple:
        if not isinstance(data, list):
            raise ValueError(f"{where}: expected a list, found {type(data).__name__}")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], d, where) for d in data)
        if len(args) != len(data):
            raise ValueError(f"{where}: expected {len(args)} entries, found {len(data)}")
        return tuple(_decode(a, d, where) for a, d in zip(args, data, strict=True))
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, found {type(data).__name__}")
        hints = _hints(tp)
        names = [f.name for f in dataclasses.fields(tp)]
        extra = sorted(set(data) - set(names))
        if extra:
            raise ValueError(f"{where}: unknown field {extra[0]!r}")
        missing = [n for n in names if n not in data]
        if missing:
            raise ValueError(f"{where}: field {missing[0]!r} is missing")
        return tp(**{n: _decode(hints[n], data[n], f"{where}.{n}") for n in names})
    if tp in (int, str, bool) and (type(data) is not tp):
        raise ValueError(f"{where}: expected {tp.__name__}, found {data!r}"[:160])
    return data


def decode(data: Any) -> State:
    """The state ``encode`` wrote; a damaged record raises ``ValueError`` naming the field."""
    state = _decode(State, data, "My Village state")
    assert isinstance(state, State)
    return state
