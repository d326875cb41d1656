"""Engine state to JSON and back: dataclasses become objects, tuples lists, the phase its word.

The game data is not part of a state's record: the engine that reads a state gives it its own.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any

from .data import GameData
from .state import State

SKIPPED = ("data",)


def encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.name not in SKIPPED}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    return value


@cache
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _decode(tp: Any, data: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None:
            return None
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(inner[0], data, where)
    if origin is tuple:
        if not isinstance(data, list):
            raise ValueError(f"{where}: expected a list, found {type(data).__name__}")
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], d, where) for d in data)
        if len(args) != len(data):
            raise ValueError(f"{where}: expected {len(args)} values, found {len(data)}")
        return tuple(_decode(a, d, where) for a, d in zip(args, data, strict=True))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise ValueError(f"{where}: {data!r} is not a known value") from None
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, found {type(data).__name__}")
        hints = _hints(tp)
        names = [f.name for f in dataclasses.fields(tp) if f.name not in SKIPPED]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise ValueError(f"{where}: unknown field {unknown[0]!r}")
        missing = [n for n in names if n not in data]
        if missing:
            raise ValueError(f"{where}: field {missing[0]!r} is missing")
        return tp(**{n: _decode(hints[n], data[n], f"{where}.{n}") for n in names})
    if tp in (int, str, bool) and type(data) is not tp:
        raise ValueError(f"{where}: expected {tp.__name__}, found {data!r}"[:160])
    return data


def decode(data: Any, game: GameData) -> State:
    """The state ``encode`` wrote, given the engine's data; a damaged record raises ``ValueError``."""
    state = _decode(State, data, "Village state")
    assert isinstance(state, State)
    object.__setattr__(state, "data", game)
    return state
