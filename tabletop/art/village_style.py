"""The printed conventions of the two village games (Village, My Village): a painted style, goods as
coloured pictures with a thin contour, points on a gold shield, time as hourglasses."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from . import paper
from .sheet import RGB, Sheet
from .village_scene import CONTOUR

CREAM: RGB = (250, 244, 228)
PARCHMENT: RGB = (240, 228, 198)


def sheet(key: object, w: float, h: float, scale: float, tone: RGB = PARCHMENT) -> Sheet:
    return Sheet(w, h, scale, random.Random(paper.seed_of("village", key)), tone=tone, style="paint", ink=CONTOUR)


def points_shield(s: Sheet, value: object, x: float, y: float, size: float) -> None:
    """Points on a gold shield."""
    if value in (None, "", 0):
        return
    s.badge(value, x, y, size, fill=(226, 180, 62), ink=CONTOUR, shape="shield")


def goods_row(s: Sheet, goods: Sequence[str], x: float, y: float, w: float, h: float) -> None:
    """Goods as pictures, in one row or two when there are many."""
    if not goods:
        return
    per_row = len(goods) if len(goods) <= 3 else (len(goods) + 1) // 2
    rows = [list(goods[i:i + per_row]) for i in range(0, len(goods), per_row)]
    row_h = h / len(rows)
    for i, row in enumerate(rows):
        s.icons(row, x, y + i * row_h, w, row_h, max_size=min(row_h, w / len(row)) * 0.95)


def hourglasses(s: Sheet, count: int, x: float, y: float, size: float) -> float:
    """``count`` hourglasses from ``x`` (a number beside one when there are more than four); the width used."""
    if count <= 0:
        return 0.0
    if count <= 4:
        for i in range(count):
            s.icon("time", x + i * size * 0.78, y, size)
        return count * size * 0.78 + size * 0.22
    s.icon("time", x, y, size)
    s.text(f"×{count}", x + size, y, size * 1.3, size, face="number", size_mm=size * 0.55, fill=CONTOUR)
    return size * 2.3


def banner_text(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "/".join(str(v) for v in value) or "?"
    return "?" if value in (None, "", "any") else str(value)


def banner(s: Sheet, value: Any, x: float, y: float, w: float, h: float, dark: bool, grey: bool = False) -> None:
    """My Village's pennant on a pole with its die values: black with white figures (acquire), white
    with black (use), grey (a cost carried to the next trip)."""
    pole = max(0.6, w * 0.06)
    s.rect(x, y, pole, h * 1.25, fill=(110, 80, 50), outline=None)
    x0, y0, x1, y1 = s.box(x + pole, y, w - pole, h)
    fill = (150, 150, 146) if grey else (30, 28, 28) if dark else (250, 248, 240)
    s.draw.polygon([(x0, y0), (x1, y0), (x1 - (x1 - x0) * 0.14, (y0 + y1) / 2), (x1, y1), (x0, y1)],
                   fill=fill, outline=CONTOUR, width=s.line_px(0.3))
    s.text(banner_text(value), x + pole + 0.4, y, (w - pole) * 0.8, h, face="number", size_mm=h * 0.55,
           fill=(250, 248, 240) if dark else CONTOUR)
