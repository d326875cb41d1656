"""A move is a small JSON-able record: its kind and the few things it names.

Fields: ``target`` (a die, a card, a deck, a flag, a profession, a space), ``pay`` (where each coin
or good of a payment comes from: ``coin``, a good taken from its craft building, ``guild`` for a wild
good from the Guild council, ``field`` for a plough lying on a field), ``n`` (a number: the flag
value, how many customers, yes 1 / no 0), ``m`` (meeting-place markers spent on the dice).

Moves never name a card nobody may see yet: travel cards and monks are taken by deck
(``travel-C``, ``monk-quill``), fields and meeting places from their pile (``field``, ``meeting``).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple


class Kind(StrEnum):
    TAKE = "take"
    VALUE = "value"
    BLACK = "black"
    WHITE = "white"
    HEADMAN = "headman"
    PLOUGH = "plough"
    END = "end"
    STEWARD = "steward"
    PICK = "pick"
    SCHOOL = "school"
    MARK = "mark"
    TILE = "tile"
    SWAP = "swap"
    DIE = "die"
    WORKER = "worker"
    HEAL = "heal"


SOURCES = ("coin", "horse", "beer", "plough", "scroll", "wagon", "guild", "field")
START = "start-player"
STEWARD = "steward"
PLAY = "play"
SCHOOL = "school"
FIELD_PILE = "field"
MEETING_PILE = "meeting"
KEEP = "keep"
ENTER = "enter"
SHIFT = "shift"


class Move(NamedTuple):
    kind: Kind
    target: str = ""
    pay: tuple[str, ...] = ()
    n: int = 0
    m: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind.value}
        if self.target:
            out["target"] = self.target
        if self.pay:
            out["pay"] = list(self.pay)
        if self.n:
            out["n"] = self.n
        if self.m:
            out["m"] = self.m
        return out

    @classmethod
    def from_json(cls, data: Any) -> Move:
        """The move ``data`` holds; anything malformed raises ``ValueError`` in plain words."""
        if not isinstance(data, Mapping):
            raise ValueError(f"A My Village move is an object, not {data!r}"[:160])
        unknown = set(data) - {"kind", "target", "pay", "n", "m"}
        if unknown:
            raise ValueError(f"A My Village move has no field {sorted(unknown)[0]!r}")
        try:
            kind = Kind(str(data.get("kind")))
        except ValueError:
            raise ValueError(f"{data.get('kind')!r} is not a kind of My Village move"[:160]) from None
        target = data.get("target", "")
        if not isinstance(target, str):
            raise ValueError(f"A move's target is a text, not {target!r}"[:160])
        pay = data.get("pay", [])
        if not isinstance(pay, list) or not all(isinstance(p, str) and p in SOURCES for p in pay):
            raise ValueError(f"A move's payment is a list of {', '.join(SOURCES)}; found {pay!r}"[:160])
        numbers = []
        for name in ("n", "m"):
            value = data.get(name, 0)
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"A move's {name!r} is a whole number, not {value!r}"[:160])
            numbers.append(value)
        return cls(kind, target, tuple(pay), numbers[0], numbers[1])
