"""Village: the board's regions (action spaces, craft buildings, market, travel map with its roads,
council, church, chronicle and graves), the farms, and the set-up cards.

Reads the Village package's data: board ``spaces`` ids (``action-X``, ``building-<craft>``,
``city-<name>``, ``grain-n``), ``paths`` (``from``/``to`` city names and the ``cubes`` a road costs),
and a set-up card's ``players``, ``cubes_per_colour`` and ``spots`` (cubes per action space).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from . import paper
from .generic import CARD_RADIUS_MM, CREAM, board_sheet, mix
from .icons import INK
from .sheet import RGB, Sheet

SPACE_ICONS = {
    "action-A": "grain", "action-C": "plough", "action-D": "coin", "action-E": "cart", "action-F": "scroll",
    "building-wainwright": "cart", "building-stables": "horse", "building-office": "scroll",
    "building-blacksmith": "plough", "building-mill": "grain",
    **{f"grain-{i}": "grain" for i in range(1, 8)},
}
ROAD: RGB = (176, 146, 96)
CUBE_ICONS = ("brown", "pink", "orange", "green", "black")


def _centres(spaces: list[Mapping[str, Any]]) -> dict[str, tuple[float, float]]:
    out = {}
    for sp in spaces:
        sid = str(sp.get("id", ""))
        if sid.startswith("city-"):
            out[sid[5:]] = (float(sp["x"]) + float(sp["w"]) / 2, float(sp["y"]) + float(sp["h"]) / 2)
    return out


def board(spec: PieceSpec, scale: float) -> Image.Image:
    """The generic board with icons in the action and craft spaces and the travel roads beneath the cities."""
    centres = _centres(list(spec.data.get("spaces") or ()))
    paths = [p for p in spec.data.get("paths") or () if isinstance(p, Mapping)]

    def roads(s: Sheet) -> None:
        for path in paths:
            a, b = centres.get(str(path.get("from"))), centres.get(str(path.get("to")))
            if a is None or b is None:
                continue
            s.draw.line((s.px(a[0]), s.px(a[1]), s.px(b[0]), s.px(b[1])), fill=ROAD, width=s.line_px(3.0))
            cubes = path.get("cubes") or {}
            names = [str(c) for c, n in cubes.items() for _ in range(int(n))] if isinstance(cubes, Mapping) else []
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            for i, colour in enumerate(names):
                s.icon(colour if colour in CUBE_ICONS else "any", mx - len(names) * 3 + i * 6, my - 3, 6)

    s, ground = board_sheet(spec, 0, scale, SPACE_ICONS, underlay=roads if paths else None)
    return s.finish("rect", 2.0, mix(ground, INK, 0.5))


def setup_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    colour = (120, 100, 70)
    s = Sheet(spec.width, spec.height, scale, random.Random(paper.seed_of("village", spec.id)), tone=colour)
    w, h = s.width_mm, s.height_mm
    s.rect(2.5, 2.5, w - 5, h - 5, fill=mix(CREAM, colour, 0.08), outline=mix(colour, INK, 0.4), line_mm=0.35, radius_mm=1.5)
    s.rect(2.5, 2.5, w - 5, 10, fill=colour, outline=None, radius_mm=1.5)
    s.text(f"{d.get('players', '?')} players", 4, 2.5, w - 8, 10, face="title", size_mm=5.2, fill=CREAM)
    s.text(f"{d.get('cubes_per_colour', '?')} cubes of each colour into the bag", 5, 14, w - 10, 9, face="serif", size_mm=3.6)
    spots = d.get("spots") or {}
    spots = spots if isinstance(spots, Mapping) else {}
    y = 25.0
    row_h = min(8.0, (h - y - 5) / max(1, len(spots)))
    for letter, count in spots.items():
        s.badge(str(letter), 6, y, row_h - 1, fill=colour, ink=CREAM)
        for i in range(int(count)):
            s.icon("any", 16 + i * (row_h - 1), y, row_h - 1)
        y += row_h
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "board":
        return board(spec, scale)
    if spec.kind == "card" and "spots" in spec.data and face == 0:
        return setup_card(spec, scale)
    return None

