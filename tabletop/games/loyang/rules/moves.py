"""A move is a small JSON-able record: its ``kind`` (written ``t`` in JSON) and the few things it names.

Fields: ``card`` (the card used or played), ``veg`` (a vegetable), ``target`` (another seat),
``other`` (a second card), ``items`` (several cards or vegetables), ``n`` (an option number).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple


class Kind(StrEnum):
    START = "start"
    HARVEST = "harvest"
    FLIP = "flip"
    ADD = "add"
    TAKE = "take"
    PARTNER = "partner"
    OFFER = "offer"
    OFFER_DONE = "offer_done"
    SOW = "sow"
    BUY = "buy"
    SELL = "sell"
    TRADE = "trade"
    DELIVER = "deliver"
    DECLINE = "decline"
    SERVE = "serve"
    TWOPACK = "twopack"
    KEEP = "keep"
    HELPER = "helper"
    DISCARD = "discard"
    FOREMAN = "foreman"
    UPGRADE = "upgrade"
    LOAN = "loan"
    END = "end"
    ADVANCE = "advance"
    FINISH = "finish"
    SHOP = "shop"
    SHOP_DONE = "shop_done"


class Move(NamedTuple):
    kind: Kind
    card: str = ""
    veg: str = ""
    target: str = ""
    other: str = ""
    items: tuple[str, ...] = ()
    n: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.kind.value}
        for name in self._fields[1:]:
            value = getattr(self, name)
            if value != self._field_defaults[name]:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Move:
        """A move from its JSON; a malformed record raises ``ValueError`` in plain words."""
        if not isinstance(data, Mapping) or not isinstance(data.get("t"), str) or data["t"] not in Kind.__members__.values():
            raise ValueError(f"Not a Loyang move: {data!r}"[:200])
        kw: dict[str, Any] = {}
        for name in cls._fields[1:]:
            if name not in data:
                continue
            value = data[name]
            if name == "items":
                if not isinstance(value, (list, tuple)) or not all(isinstance(x, str) for x in value):
                    raise ValueError(f"Move field 'items' must be a list of texts, found {value!r}")
                value = tuple(value)
            elif name == "n":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"Move field 'n' must be a whole number, found {value!r}")
            elif not isinstance(value, str):
                raise ValueError(f"Move field {name!r} must be a text, found {value!r}")
            kw[name] = value
        unknown = set(data) - set(cls._fields[1:]) - {"t"}
        if unknown:
            raise ValueError(f"Unknown move field {sorted(unknown)[0]!r}")
        return cls(Kind(data["t"]), **kw)
