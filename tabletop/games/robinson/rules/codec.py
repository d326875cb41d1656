"""States and their parts as JSON: dataclasses tagged by name, tuples as lists, sets as sorted lists.

Anything malformed raises ``ValueError`` in plain words; a decoded state is then checked whole
(``checks.check``), so a file cannot bring in a state the engine would trip over.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from .state import Char, Ctx, Options, Pending, Roll, Slot, State, Task

CLASSES: dict[str, type] = {c.__name__: c for c in (State, Char, Options, Slot, Pending, Roll, Task, Ctx)}


def encode(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"@": type(value).__name__}
        for f in fields(value):
            out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    if isinstance(value, frozenset):
        return {"@set": sorted(encode(v) for v in value)}
    return value


def decode(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(decode(v) for v in data)
    if isinstance(data, dict):
        if "@set" in data:
            if set(data) != {"@set"} or not isinstance(data["@set"], list):
                raise ValueError("A set is written as {'@set': [...]}")
            return frozenset(decode(v) for v in data["@set"])
        name = data.get("@")
        if name not in CLASSES:
            raise ValueError(f"Unknown record {name!r} in a Robinson Crusoe state")
        cls = CLASSES[name]
        known = {f.name for f in fields(cls)}
        values = {k: decode(v) for k, v in data.items() if k != "@"}
        unknown = set(values) - known
        if unknown:
            raise ValueError(f"Unknown field {sorted(unknown)[0]!r} in a {name} record")
        try:
            return cls(**values)
        except TypeError as bad:
            raise ValueError(f"A {name} record is incomplete: {bad}") from None
    if data is None or isinstance(data, (str, int, bool)):
        return data
    raise ValueError(f"Unexpected value {data!r} in a Robinson Crusoe state")
