"""What a face shows, read from a spec's ``data`` in the plain keys the game packages use.

Keys read (all optional): ``title``, ``subtitle``, ``cost``, ``points``, ``goods``, ``text``, ``flag``
(a die value or values such as ``[3, 11]``), ``time``, ``category`` (or ``type``/``deck``), ``value``.
``data["sides"]`` may hold one dict per face whose keys override the shared ones for that face, for
two-sided components whose sides print different things.  Goods may be a list of names, a
``{name: count}`` mapping, or one name; a cost may be a number (coins) or goods in the same forms.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.model import PieceSpec


@dataclass(frozen=True)
class Face:
    title: str
    subtitle: str
    cost: tuple[str, ...]
    cost_number: str
    points: str
    goods: tuple[str, ...]
    text: str
    flag: str
    time: str
    category: str
    value: str


def side_data(spec: PieceSpec, face: int) -> Mapping[str, Any]:
    """The spec's data with that face's own keys laid over it."""
    data = dict(spec.data)
    sides = data.pop("sides", None)
    if isinstance(sides, (list, tuple)) and 0 <= face < len(sides) and isinstance(sides[face], Mapping):
        data.update(sides[face])
    return data


def goods_list(value: Any) -> tuple[str, ...]:
    """Goods in any of the accepted forms as a flat list of names (a count repeats the name)."""
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, Mapping):
        out: list[str] = []
        for name, count in value.items():
            n = count if isinstance(count, int) and not isinstance(count, bool) else 1
            out.extend([str(name)] * max(0, min(n, 12)))
        return tuple(out)
    if isinstance(value, (list, tuple)):
        out = []
        for item in value:
            out.extend(goods_list(item))
        return tuple(out)
    return (str(value),)


def _number(value: Any) -> str:
    if value is None or value == "" or isinstance(value, (Mapping, list, tuple)) and not value:
        return ""
    if isinstance(value, (list, tuple)):
        return "/".join(str(v) for v in value)
    return str(value)


def face_facts(spec: PieceSpec, face: int) -> Face:
    data = side_data(spec, face)
    cost = data.get("cost")
    numeric_cost = isinstance(cost, (int, float)) and not isinstance(cost, bool)
    return Face(
        title=str(data.get("title") or spec.label),
        subtitle=str(data.get("subtitle") or ""),
        cost=() if numeric_cost else goods_list(cost),
        cost_number=_number(cost) if numeric_cost else "",
        points=_number(data.get("points")),
        goods=goods_list(data.get("goods")),
        text=str(data.get("text") or data.get("effect") or ""),
        flag=_number(data.get("flag")),
        time=_number(data.get("time")),
        category=str(data.get("category") or data.get("type") or data.get("deck") or ""),
        value=_number(data.get("value")),
    )
