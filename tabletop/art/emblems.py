"""Little printed vignettes for the picture window of a card: buildings, fields, roads, people.

Drawn in mm on a ``Sheet`` with flat print colours and an ink outline, so every card of a kind is
recognisable at a glance even where the real card has a painting we cannot ship.
"""

from __future__ import annotations

from collections.abc import Callable

from .generic import CREAM, mix
from .icons import INK
from .sheet import RGB, Sheet

ROOF: RGB = (150, 64, 46)
WALL: RGB = (236, 222, 190)
WOOD: RGB = (130, 88, 52)


def _ground(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    s.rect(x, y + h * 0.78, w, h * 0.22, fill=(126, 150, 80), outline=None)
    s.rect(x, y, w, h * 0.78, fill=(206, 222, 226), outline=None)


def house(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    _ground(s, x, y, w, h)
    bx, bw, by, bh = x + w * 0.25, w * 0.5, y + h * 0.45, h * 0.38
    s.rect(bx, by, bw, bh, fill=WALL, line_mm=0.3)
    s.draw.polygon([(s.px(bx - w * 0.06), s.px(by)), (s.px(bx + bw / 2), s.px(y + h * 0.14)), (s.px(bx + bw + w * 0.06), s.px(by))],
                   fill=mix(colour, ROOF, 0.5), outline=INK, width=s.line_px(0.3))
    s.rect(bx + bw * 0.4, by + bh * 0.45, bw * 0.2, bh * 0.55, fill=WOOD, line_mm=0.25)


def church(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    _ground(s, x, y, w, h)
    house(s, x + w * 0.12, y + h * 0.08, w * 0.8, h * 0.92, colour)
    tx, tw = x + w * 0.2, w * 0.16
    s.rect(tx, y + h * 0.3, tw, h * 0.52, fill=WALL, line_mm=0.3)
    s.draw.polygon([(s.px(tx - 0.5), s.px(y + h * 0.3)), (s.px(tx + tw / 2), s.px(y + h * 0.08)), (s.px(tx + tw + 0.5), s.px(y + h * 0.3))],
                   fill=mix(colour, ROOF, 0.3), outline=INK, width=s.line_px(0.3))
    cx = tx + tw / 2
    s.draw.line((s.px(cx), s.px(y + h * 0.0), s.px(cx), s.px(y + h * 0.1)), fill=INK, width=s.line_px(0.35))
    s.draw.line((s.px(cx - tw * 0.2), s.px(y + h * 0.04), s.px(cx + tw * 0.2), s.px(y + h * 0.04)), fill=INK, width=s.line_px(0.35))


def hall(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    _ground(s, x, y, w, h)
    s.draw.polygon([(s.px(x + w * 0.14), s.px(y + h * 0.38)), (s.px(x + w * 0.5), s.px(y + h * 0.14)), (s.px(x + w * 0.86), s.px(y + h * 0.38))],
                   fill=mix(colour, CREAM, 0.3), outline=INK, width=s.line_px(0.3))
    s.rect(x + w * 0.16, y + h * 0.38, w * 0.68, h * 0.42, fill=WALL, line_mm=0.3)
    for i in range(4):
        s.rect(x + w * (0.22 + 0.16 * i), y + h * 0.42, w * 0.06, h * 0.36, fill=CREAM, line_mm=0.2)


def tree(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    _ground(s, x, y, w, h)
    s.rect(x + w * 0.46, y + h * 0.45, w * 0.08, h * 0.36, fill=WOOD, line_mm=0.25)
    s.ellipse(x + w * 0.26, y + h * 0.1, w * 0.48, h * 0.46, fill=(86, 130, 64), line_mm=0.3)
    for i in range(3):
        s.rect(x + w * (0.18 + 0.24 * i), y + h * 0.7, w * 0.14, h * 0.08, fill=mix(colour, WOOD, 0.5), line_mm=0.2)


def field(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    s.rect(x, y, w, h * 0.3, fill=(206, 222, 226), outline=None)
    s.rect(x, y + h * 0.3, w, h * 0.7, fill=(176, 140, 80), outline=None)
    for i in range(6):
        fy = y + h * (0.36 + 0.1 * i)
        s.draw.line((s.px(x + w * 0.04), s.px(fy), s.px(x + w * 0.96), s.px(fy)), fill=(110, 80, 40), width=s.line_px(0.35))
        for j in range(5):
            s.icon("wheat", x + w * (0.06 + 0.19 * j), fy - h * 0.09, h * 0.09)


def road(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    _ground(s, x, y, w, h)
    s.draw.polygon([(s.px(x), s.px(y + h * 0.78)), (s.px(x + w * 0.25), s.px(y + h * 0.3)), (s.px(x + w * 0.5), s.px(y + h * 0.78))],
                   fill=(120, 130, 150), outline=INK, width=s.line_px(0.2))
    s.draw.polygon([(s.px(x + w * 0.4), s.px(y + h * 0.78)), (s.px(x + w * 0.72), s.px(y + h * 0.22)), (s.px(x + w), s.px(y + h * 0.78))],
                   fill=(100, 112, 136), outline=INK, width=s.line_px(0.2))
    s.draw.polygon([(s.px(x + w * 0.3), s.px(y + h)), (s.px(x + w * 0.7), s.px(y + h)), (s.px(x + w * 0.53), s.px(y + h * 0.78)),
                    (s.px(x + w * 0.47), s.px(y + h * 0.78))], fill=(214, 190, 140), outline=INK, width=s.line_px(0.2))
    s.icon("cart", x + w * 0.62, y + h * 0.6, min(w, h) * 0.3)


def person(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    s.rect(x, y, w, h, fill=mix(colour, CREAM, 0.5), outline=None)
    cx = x + w / 2
    s.ellipse(cx - h * 0.12, y + h * 0.12, h * 0.24, h * 0.24, fill=(232, 196, 160), line_mm=0.3)
    s.draw.polygon([(s.px(cx - h * 0.24), s.px(y + h)), (s.px(cx - h * 0.14), s.px(y + h * 0.4)), (s.px(cx + h * 0.14), s.px(y + h * 0.4)),
                    (s.px(cx + h * 0.24), s.px(y + h))], fill=mix(colour, INK, 0.25), outline=INK, width=s.line_px(0.3))


def nave(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """A church window with a monk's silhouette (a monk card's light side)."""
    s.rect(x, y, w, h, fill=(150, 140, 130), outline=None)
    wx, ww = x + w * 0.3, w * 0.4
    s.draw.rounded_rectangle(s.box(wx, y + h * 0.1, ww, h * 0.8), radius=s.px(ww / 2), fill=(200, 170, 90), outline=INK, width=s.line_px(0.35))
    cx = wx + ww / 2
    s.ellipse(cx - ww * 0.14, y + h * 0.3, ww * 0.28, ww * 0.28, fill=(60, 46, 40), outline=None)
    s.draw.polygon([(s.px(cx - ww * 0.3), s.px(y + h * 0.9)), (s.px(cx), s.px(y + h * 0.36)), (s.px(cx + ww * 0.3), s.px(y + h * 0.9))], fill=(60, 46, 40))


EMBLEMS: dict[str, Callable[[Sheet, float, float, float, float, RGB], None]] = {
    "house": house, "church": church, "hall": hall, "tree": tree, "field": field, "road": road,
    "person": person, "nave": nave,
}


def emblem(s: Sheet, name: str, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """Draw vignette ``name`` into the box with a thin frame."""
    EMBLEMS.get(name, house)(s, x, y, w, h, colour)
    s.rect(x, y, w, h, fill=None, outline=INK, line_mm=0.3)
