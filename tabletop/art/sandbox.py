"""The sandbox's playing cards: rank and suit in the corners, the suit's pips or a court letter in the
middle, red or black, on white card stock.  Reads ``data["suit"]`` and ``data["rank"]``; other
sandbox pieces use the generic templates.  Suit signs are set in DejaVu Sans, which has them.
"""

from __future__ import annotations

import random

from PIL import Image

from ..core.model import PieceSpec
from . import paper
from .generic import CARD_RADIUS_MM, mix
from .icons import INK
from .sheet import RGB, Sheet

SUITS = {"spades": "♠", "hearts": "♥", "diamonds": "♦", "clubs": "♣"}
RED: RGB = (180, 30, 36)
STOCK: RGB = (246, 242, 232)
PIP_ROWS = {
    "A": [1], "2": [1, 0, 1], "3": [1, 1, 1], "4": [2, 0, 2], "5": [2, 1, 2], "6": [2, 2, 2], "7": [2, 1, 2, 2],
    "8": [2, 2, 2, 2], "9": [2, 2, 1, 2, 2], "10": [2, 2, 2, 2, 2],
}


def playing_card(spec: PieceSpec, scale: float) -> Image.Image:
    suit = str(spec.data.get("suit", ""))
    rank = str(spec.data.get("rank", "?"))
    sign = SUITS.get(suit, "?")
    ink = RED if suit in ("hearts", "diamonds") else INK
    s = Sheet(spec.width, spec.height, scale, random.Random(paper.seed_of("sandbox", spec.id)), tone=STOCK)
    w, h = s.width_mm, s.height_mm
    s.rect(2, 2, w - 4, h - 4, fill=None, outline=mix(STOCK, INK, 0.25), line_mm=0.25, radius_mm=2)
    for x, y in ((3, 3), (w - 12, h - 19)):
        s.text(rank, x, y, 9, 8, face="number", size_mm=6, fill=ink)
        s.text(sign, x, y + 7.5, 9, 8, face="number", size_mm=6, fill=ink)
    rows = PIP_ROWS.get(rank)
    if rows is None:
        s.rect(12, 14, w - 24, h - 28, fill=mix(STOCK, ink, 0.12), outline=ink, line_mm=0.4, radius_mm=1.5)
        s.text(rank, 12, 14, w - 24, (h - 28) * 0.6, face="title", size_mm=24, fill=ink)
        s.text(sign, 12, 14 + (h - 28) * 0.55, w - 24, (h - 28) * 0.4, face="number", size_mm=14, fill=ink)
    else:
        size = 22.0 if rank == "A" else 9.5
        top, bottom = 14.0, h - 14.0
        for i, count in enumerate(rows):
            y = top + (bottom - top) * (i + 0.5) / len(rows) - size / 2
            xs = [w / 2] if count == 1 else [w * 0.33, w * 0.67] if count == 2 else []
            for x in xs:
                s.text(sign, x - size / 2, y, size, size, face="number", size_mm=size * 0.9, fill=ink)
    return s.finish("rect", CARD_RADIUS_MM, mix(STOCK, INK, 0.3))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "card" and "suit" in spec.data and face == 0:
        return playing_card(spec, scale)
    return None

