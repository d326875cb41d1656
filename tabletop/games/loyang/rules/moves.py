"""A move is a small JSON-able record: what kind (``t``) and the few things it names.

Fields: ``card`` (the card used or played), ``veg`` (a vegetable), ``target`` (another seat),
``other`` (a second card), ``items`` (several cards or vegetables), ``n`` (an option number).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

KINDS = frozenset({
    "start", "harvest", "flip", "add", "take", "partner", "offer", "offer_done", "sow", "buy", "sell", "trade",
    "deliver", "decline", "serve", "twopack", "keep", "helper", "discard", "foreman", "upgrade", "loan", "end",
    "advance", "finish",
})


class Move(NamedTuple):
    t: str
    card: str = ""
    veg: str = ""
    target: str = ""
    other: str = ""
    items: tuple[str, ...] = ()
    n: int = 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t}
        for name in self._fields[1:]:
            value = getattr(self, name)
            if value != self._field_defaults[name]:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Move:
        """A move from its JSON; a malformed record raises ``ValueError`` in plain words."""
        if not isinstance(data, Mapping) or data.get("t") not in KINDS:
            raise ValueError(f"Not a Loyang move: {data!r}")
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
        unknown = set(data) - set(cls._fields)
        if unknown:
            raise ValueError(f"Unknown move field {sorted(unknown)[0]!r}")
        return cls(str(data["t"]), **kw)
