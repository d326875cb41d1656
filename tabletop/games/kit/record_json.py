"""Engine states as JSON, for snapshots: frozen dataclasses become objects, tuples lists, enums their
values and frozensets sorted lists.

Decoding follows the dataclasses' own type hints, so a damaged or foreign record fails on the first
field that does not fit, with a ``ValueError`` naming where.  ``skip`` names fields that are not part
of the record (game data an engine hands its states), left to their defaults on decoding.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


def encode(value: Any, skip: frozenset[str] = frozenset()) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name), skip) for f in dataclasses.fields(value) if f.name not in skip}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [encode(v, skip) for v in value]
    if isinstance(value, frozenset):
        return sorted(encode(v, skip) for v in value)
    return value


@cache
def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def decode(tp: type[T], data: Any, where: str, skip: frozenset[str] = frozenset()) -> T:
    """The record of type ``tp`` that ``encode`` wrote as ``data``; ``where`` names it in errors."""
    value: T = _decode(tp, data, where, skip)
    return value


def _decode(tp: Any, data: Any, where: str, skip: frozenset[str]) -> Any:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in typing.get_args(tp):
            return None
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(inner[0], data, where, skip)
    if origin in (tuple, frozenset):
        if not isinstance(data, list):
            raise ValueError(f"{where}: expected a list, found {type(data).__name__}")
        args = typing.get_args(tp)
        if origin is frozenset:
            return frozenset(_decode(args[0], d, where, skip) for d in data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], d, where, skip) for d in data)
        if len(args) != len(data):
            raise ValueError(f"{where}: expected {len(args)} values, found {len(data)}")
        return tuple(_decode(a, d, where, skip) for a, d in zip(args, data, strict=True))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise ValueError(f"{where}: {str(data)[:40]!r} is not a known value") from None
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(data, dict):
            raise ValueError(f"{where}: expected an object, found {type(data).__name__}")
        hints = _hints(tp)
        names = [f.name for f in dataclasses.fields(tp) if f.name not in skip]
        unknown = sorted(set(data) - set(names), key=str)
        if unknown:
            raise ValueError(f"{where}: unknown field {str(unknown[0])[:40]!r}")
        missing = [n for n in names if n not in data]
        if missing:
            raise ValueError(f"{where}: field {missing[0]!r} is missing")
        return tp(**{n: _decode(hints[n], data[n], f"{where}.{n}", skip) for n in names})
    if tp in (int, str, bool) and type(data) is not tp:
        raise ValueError(f"{where}: expected {tp.__name__}, found {str(data)[:40]!r}")
    if tp is float and type(data) not in (int, float):
        raise ValueError(f"{where}: expected a number, found {str(data)[:40]!r}")
    return data
