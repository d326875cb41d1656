"""A move is a small JSON-able record: what kind (``t``) and the few things it names.

Fields: ``card`` (the card used or played), ``veg`` (a vegetable), ``target`` (another seat),
``other`` (a second card), ``items`` (several cards or vegetables), ``n`` (an option number).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

KINDS = frozenset({
    "start", "harvest", "flip", "add", "take", "partner", "offer", "offer_done", "sow", "buy", "sell", "trade",
    "deliver", "decline", "serve", "twopack", "keep", "helper", "discard", "foreman", "upgrade", "loan", "end",
    "advance", "finish",
})


@dataclass(frozen=True)
class Move:
    t: str
    card: str = ""
    veg: str = ""
    target: str = ""
    other: str = ""
    items: tuple[str, ...] = ()
    n: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t}
        for f in fields(self)[1:]:
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Move:
        """A move from its JSON; a malformed record raises ``ValueError`` in plain words."""
        if not isinstance(data, Mapping) or data.get("t") not in KINDS:
            raise ValueError(f"Not a Loyang move: {data!r}")
        kw: dict[str, Any] = {}
        for f in fields(cls)[1:]:
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "items":
                if not isinstance(value, (list, tuple)) or not all(isinstance(x, str) for x in value):
                    raise ValueError(f"Move field 'items' must be a list of texts, found {value!r}")
                value = tuple(value)
            elif f.name == "n":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"Move field 'n' must be a whole number, found {value!r}")
            elif not isinstance(value, str):
                raise ValueError(f"Move field {f.name!r} must be a text, found {value!r}")
            kw[f.name] = value
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"Unknown move field {sorted(unknown)[0]!r}")
        return cls(str(data["t"]), **kw)
