"""A move is a small JSON record: its kind (``t``) and the few things it names.

Fields: ``pawn`` (a pawn id), ``what`` (an action kind, an item, token, card or ability, a die), ``target``
(an action's target, a character, a space), ``n`` (a payment alternative, an option, an amount) and
``slot`` (the planned action a pawn joins; -1 starts a new one).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, NamedTuple


class Kind(StrEnum):
    PLACE = "place"
    UNPLACE = "unplace"
    DONE = "done"
    PILE = "pile"
    CHOOSE = "choose"
    ADJUST = "adjust"
    UNADJUST = "unadjust"
    RESOLVED = "resolved"
    REROLL = "reroll"
    ACCEPT = "accept"
    USE = "use"
    ABILITY = "ability"
    BOOST = "boost"
    FIGHT = "fight"
    CAMP = "camp"
    SLEEP = "sleep"


class Move(NamedTuple):
    t: str
    pawn: str = ""
    what: str = ""
    target: str = ""
    n: int = 0
    slot: int = -1

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.t}
        for name in self._fields[1:]:
            value = getattr(self, name)
            if value != self._field_defaults[name]:
                out[name] = value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Move:
        """A move from its JSON; a malformed record raises ``ValueError`` in plain words."""
        if not isinstance(data, Mapping) or data.get("t") not in set(Kind):
            raise ValueError(f"Not a Robinson Crusoe move: {data!r}"[:200])
        unknown = set(data) - set(cls._fields)
        if unknown:
            raise ValueError(f"Unknown move field {sorted(unknown)[0]!r}")
        kw: dict[str, Any] = {}
        for name in cls._fields[1:]:
            if name not in data:
                continue
            value = data[name]
            if name in ("n", "slot"):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"Move field {name!r} must be a whole number, found {value!r}")
            elif not isinstance(value, str):
                raise ValueError(f"Move field {name!r} must be a text, found {value!r}")
            kw[name] = value
        return cls(str(data["t"]), **kw)
