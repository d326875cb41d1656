"""Robinson Crusoe's look, shared by its board, cards, tiles and tokens: a castaway's papers.

Parchment and timber browns, sea blue, jungle green; titles in capitals; pictures are Game Icons
silhouettes printed in sepia ink, like sketches in a journal.  Each action keeps the colour its dice
and decks have in the box (build brown, gather grey, explore green, hunt red).
"""

from __future__ import annotations

import random

from ..lang.door import _
from . import paper
from .generic import mix
from .glyphs import capitals
from .sheet import RGB, Sheet

INK: RGB = (56, 38, 24)
PARCHMENT: RGB = (233, 221, 190)
TIMBER: RGB = (96, 64, 38)
SEA: RGB = (92, 136, 152)
DEEP_SEA: RGB = (58, 96, 118)
JUNGLE: RGB = (80, 110, 60)
CREAM: RGB = (248, 240, 220)
ACTION: dict[str, RGB] = {
    "build": (139, 90, 43), "gather": (112, 112, 106), "explore": (58, 126, 58), "hunt": (164, 44, 38),
    "threat": (92, 60, 112), "arrange-camp": (150, 112, 60), "rest": (70, 92, 120), "night": (40, 46, 74),
    "book": (74, 54, 40),
}
MYSTERY: dict[str, RGB] = {"treasure": (150, 108, 34), "trap": (124, 42, 36), "monster": (48, 84, 66)}
TERRAIN: dict[str, RGB] = {
    "beach": (222, 200, 140), "plains": (176, 184, 96), "hills": (120, 146, 74), "mountains": (140, 132, 120),
    "river": (96, 150, 110),
}


def sheet(key: object, w: float, h: float, scale: float, tone: RGB = PARCHMENT) -> Sheet:
    return Sheet(w, h, scale, random.Random(paper.seed_of("robinson", key)), tone=tone, style="ink", ink=INK)


def caps(text: object) -> str:
    """``text`` in the language in force, in capitals (a title band); see ``glyphs.capitals``."""
    return capitals(_(str(text or "")))


def frame(s: Sheet, colour: RGB, title: str, badge: str = "", badge_fill: RGB | None = None) -> float:
    """A card of this game: a dark border in the deck's colour, parchment inside, the title in
    capitals on a band, a roundel at its left with ``badge`` (an icon name, or ``?``).  Returns the
    band's bottom."""
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=colour, outline=None)
    s.rect(2.2, 2.2, w - 4.4, h - 4.4, fill=mix(PARCHMENT, colour, 0.06), outline=mix(colour, INK, 0.5), line_mm=0.3,
           radius_mm=1.4)
    s.rect(2.2, 2.2, w - 4.4, 9.2, fill=mix(colour, INK, 0.12), outline=None, radius_mm=1.4)
    left = 3.6
    if badge:
        roundel(s, badge, 3.0, 2.6, 8.4, badge_fill or CREAM)
        left = 12.4
    s.text(caps(title), left, 2.4, w - left - 3.2, 8.8, face="title", size_mm=4.2, fill=CREAM, min_mm=2.2)
    return 11.4


def roundel(s: Sheet, name: str, x: float, y: float, size: float, fill: RGB, ink: RGB = INK) -> None:
    """A printed disc with an icon, or with ``?`` (an adventure) or a number."""
    s.ellipse(x, y, size, size, fill=fill, outline=ink, line_mm=0.3)
    if name == "?" or name.isdigit():
        s.text(name, x, y + size * 0.04, size, size * 0.92, face="title", size_mm=size * 0.7,
               fill=ink if sum(fill) > 360 else CREAM)
    else:
        s.icon(name, x + size * 0.16, y + size * 0.16, size * 0.68, ink if sum(fill) > 360 else CREAM)


def panel(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB, label: str = "",
          fill: RGB | None = None) -> float:
    """A boxed part of a card with an optional small-capitals label; returns the top of its body."""
    s.rect(x, y, w, h, fill=fill or mix(colour, PARCHMENT, 0.8), outline=mix(colour, INK, 0.4), line_mm=0.3,
           radius_mm=1.0)
    if not label:
        return y + 0.8
    s.text(caps(label), x + 1.2, y + 0.4, w - 2.4, 3.8, face="sans_bold", size_mm=2.6,
           fill=mix(colour, INK, 0.55), align="left")
    return y + 4.2


def dark_strip(s: Sheet, y: float, colour: RGB, label: str, text: str) -> None:
    """The darker strip at a card's foot (a threat's effect, an adventure's event half)."""
    w, h = s.width_mm, s.height_mm
    s.rect(2.2, y, w - 4.4, h - 2.2 - y, fill=mix(colour, INK, 0.35), outline=None, radius_mm=1.2)
    s.text(caps(label), 3.6, y + 0.6, w - 7.2, 4.2, face="sans_bold", size_mm=2.8, fill=mix(colour, CREAM, 0.7),
           align="left")
    s.text(text, 3.6, y + 4.6, w - 7.2, h - y - 7.2, face="serif", size_mm=3.2, fill=CREAM)


def pawns(s: Sheet, count: int, right: float, y: float, size: float, colour: RGB = CREAM) -> float:
    """``count`` pawn shapes ending at ``right``; returns where they start."""
    x = right
    for _pawn in range(max(0, count)):
        x -= size
        s.ellipse(x + size * 0.3, y, size * 0.4, size * 0.4, fill=colour, outline=INK, line_mm=0.2)
        s.draw.pieslice(s.box(x + size * 0.08, y + size * 0.34, size * 0.84, size * 1.1), 180, 360, fill=colour,
                        outline=INK, width=s.line_px(0.2))
        x -= size * 0.1
    return x
