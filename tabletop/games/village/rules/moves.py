"""A move: what the deciding player does, named by kind with only the fields that kind uses.

Members are named by number and place (``num``, ``at``), never by piece: two "2"s on one farm are the
same choice.  A payment names the influence cubes it spends (``cubes``, one count per colour) and the
coins standing in for the rest (``coins``); ``by`` says which way a cost with alternatives is paid
(``time``, ``cubes``, ``scroll``, ``grain``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any


class Kind(StrEnum):
    TAKE = "take"
    WELL = "well"
    ACT = "act"
    SKIP = "skip"
    HARVEST = "harvest"
    BIRTH = "birth"
    RECALL = "recall"
    TRAIN = "train"
    PRODUCE = "produce"
    PURCHASE = "purchase"
    MILL = "mill"
    TRAVEL = "travel"
    GAIN = "gain"
    ENTER = "enter"
    ADVANCE = "advance"
    PRIVILEGE = "privilege"
    PRAY = "pray"
    SERVE = "serve"
    PASS = "pass"
    FETCH = "fetch"
    CLIMB = "climb"
    DONE = "done"
    DIE = "die"


@dataclass(frozen=True)
class Move:
    kind: Kind
    space: str = ""
    colour: str = ""
    num: int = 0
    at: str = ""
    to: str = ""
    good: str = ""
    stage: int = 0
    by: str = ""
    cubes: tuple[int, ...] = ()
    coins: int = 0


_TEXT = ("space", "colour", "at", "to", "good", "by")
_WHOLE = ("num", "stage", "coins")


def to_json(move: Move) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": move.kind.value}
    for f in fields(Move)[1:]:
        value = getattr(move, f.name)
        if value != f.default:
            out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def from_json(data: Any) -> Move:
    """The move ``data`` holds; anything malformed raises ``ValueError`` in plain words."""
    if not isinstance(data, dict):
        raise ValueError(f"A Village move is an object, not {type(data).__name__}.")
    try:
        kind = Kind(str(data.get("kind")))
    except ValueError:
        raise ValueError(f"There is no Village move called {data.get('kind')!r}.") from None
    known = {f.name for f in fields(Move)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"A Village move has no field {unknown[0]!r}.")
    values: dict[str, Any] = {}
    for name in _TEXT:
        if name in data:
            if not isinstance(data[name], str):
                raise ValueError(f"The move's {name!r} must be a text.")
            values[name] = data[name]
    for name in _WHOLE:
        if name in data:
            if type(data[name]) is not int or not 0 <= data[name] < 1000:
                raise ValueError(f"The move's {name!r} must be a small whole number.")
            values[name] = data[name]
    if "cubes" in data:
        cubes = data["cubes"]
        if not isinstance(cubes, list) or len(cubes) > 16 or any(type(c) is not int or not 0 <= c < 1000 for c in cubes):
            raise ValueError("The move's 'cubes' must be a short list of small whole numbers.")
        values["cubes"] = tuple(cubes)
    return Move(kind, **values)
