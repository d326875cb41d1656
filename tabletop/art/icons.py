"""Goods, vegetables and game symbols drawn with pillow primitives, by name.

A game's data names its goods in plain words ("wheat", "cart", "coin"); ``draw_icon`` knows the common
ones and draws anything else as a labelled roundel, so unknown goods stay readable.  Synonyms map onto
one drawing (``ALIASES``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import Image, ImageDraw

from . import sprites, vegetables
from .fonts import font

Box = tuple[float, float, float, float]
INK = (40, 30, 22)

ALIASES = {
    "paper": "scroll", "scrolls": "scroll", "carts": "cart", "horses": "horse", "ploughs": "plough",
    "plow": "plough", "coins": "coin", "cash": "coin", "money": "coin", "gold": "coin", "hourglass": "time",
    "vp": "points", "point": "points", "victory": "points", "story": "story", "story point": "story",
    "wheats": "wheat", "grain sack": "grain", "grain bag": "grain", "sack": "grain", "pumpkins": "pumpkin", "turnips": "turnip",
    "bean": "beans", "leeks": "leek", "cabbages": "cabbage", "woods": "wood", "furs": "fur", "hide": "fur",
    "pelt": "fur", "oxen": "ox", "beers": "beer", "heart": "health", "life": "health",
    "moral": "morale", "any": "any", "?": "any", "food": "food", "fish": "fish", "wagon": "cart",
    "wagons": "cart", "item": "any", "items": "any", "chalice": "goblet", "wound": "health",
    "book": "story", "non-perishable food": "grain", "determination": "star",
}


def _pad(box: Box, k: float) -> Box:
    x0, y0, x1, y1 = box
    dx, dy = (x1 - x0) * k, (y1 - y0) * k
    return (x0 + dx, y0 + dy, x1 - dx, y1 - dy)


def _w(box: Box, k: float = 0.06) -> int:
    return max(1, round((box[2] - box[0]) * k))


def _coin(d: ImageDraw.ImageDraw, b: Box) -> None:
    d.ellipse(_pad(b, 0.06), fill=(222, 178, 60), outline=INK, width=_w(b))
    d.ellipse(_pad(b, 0.24), outline=(160, 112, 30), width=_w(b, 0.05))


def _time(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    d.rectangle((x0, y0, x1, y0 + (y1 - y0) * 0.1), fill=(120, 80, 40))
    d.rectangle((x0, y1 - (y1 - y0) * 0.1, x1, y1), fill=(120, 80, 40))
    glass = [(x0 + 6 * (x1 - x0) / 40, y0 + (y1 - y0) * 0.1), (x1 - 6 * (x1 - x0) / 40, y0 + (y1 - y0) * 0.1),
             (cx + (x1 - x0) * 0.05, cy), (x1 - 6 * (x1 - x0) / 40, y1 - (y1 - y0) * 0.1),
             (x0 + 6 * (x1 - x0) / 40, y1 - (y1 - y0) * 0.1), (cx - (x1 - x0) * 0.05, cy)]
    d.polygon(glass, fill=(236, 228, 205), outline=INK, width=_w(b, 0.04))
    d.polygon([(cx - (x1 - x0) * 0.22, y1 - (y1 - y0) * 0.12), (cx + (x1 - x0) * 0.22, y1 - (y1 - y0) * 0.12),
               (cx, cy + (y1 - y0) * 0.12)], fill=(214, 170, 80))


def _points(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.06)
    cx = (x0 + x1) / 2
    d.polygon([(x0, y0), (x1, y0), (x1, y0 + (y1 - y0) * 0.55), (cx, y1), (x0, y0 + (y1 - y0) * 0.55)],
              fill=(200, 160, 60), outline=INK, width=_w(b))


def _star(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.04)
    cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2
    pts = [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(math.pi * i / 5),
            cy - (r if i % 2 == 0 else r * 0.45) * math.cos(math.pi * i / 5)) for i in range(10)]
    d.polygon(pts, fill=(230, 190, 60), outline=INK, width=_w(b, 0.04))


def _story(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    cx = (x0 + x1) / 2
    d.polygon([(x0, y0 + (y1 - y0) * 0.12), (cx, y0 + (y1 - y0) * 0.22), (cx, y1), (x0, y1 - (y1 - y0) * 0.1)],
              fill=(240, 230, 200), outline=INK, width=_w(b, 0.04))
    d.polygon([(x1, y0 + (y1 - y0) * 0.12), (cx, y0 + (y1 - y0) * 0.22), (cx, y1), (x1, y1 - (y1 - y0) * 0.1)],
              fill=(225, 212, 180), outline=INK, width=_w(b, 0.04))


def _scroll(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.1)
    h = y1 - y0
    d.rectangle((x0, y0 + h * 0.12, x1, y1 - h * 0.12), fill=(240, 228, 190), outline=INK, width=_w(b, 0.04))
    for y in (y0, y1 - h * 0.24):
        d.rounded_rectangle((x0 - h * 0.05, y, x1 + h * 0.05, y + h * 0.24), radius=h * 0.1, fill=(220, 200, 150), outline=INK, width=_w(b, 0.04))
    for k in (0.42, 0.55, 0.68):
        d.line((x0 + (x1 - x0) * 0.15, y0 + h * k, x1 - (x1 - x0) * 0.15, y0 + h * k), fill=INK, width=1)


def _cart(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.06)
    w, h = x1 - x0, y1 - y0
    d.polygon([(x0, y0 + h * 0.25), (x1, y0 + h * 0.25), (x1 - w * 0.08, y0 + h * 0.6), (x0 + w * 0.08, y0 + h * 0.6)], fill=(170, 110, 60), outline=INK, width=_w(b, 0.04))
    r = h * 0.2
    for cx in (x0 + w * 0.27, x1 - w * 0.27):
        d.ellipse((cx - r, y1 - 2 * r, cx + r, y1), fill=(120, 80, 40), outline=INK, width=_w(b, 0.04))


def _plough(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.line((x0, y0 + h * 0.15, x1 - w * 0.3, y1 - h * 0.3), fill=(130, 90, 50), width=_w(b, 0.09))
    d.polygon([(x1 - w * 0.45, y1 - h * 0.4), (x1, y1 - h * 0.2), (x1 - w * 0.35, y1)], fill=(150, 150, 160), outline=INK, width=_w(b, 0.04))


def _animal(body: tuple[int, int, int], horned: bool) -> Callable[[ImageDraw.ImageDraw, Box], None]:
    def draw(d: ImageDraw.ImageDraw, b: Box) -> None:
        x0, y0, x1, y1 = _pad(b, 0.06)
        w, h = x1 - x0, y1 - y0
        for lx in (0.2, 0.35, 0.62, 0.76):
            d.rectangle((x0 + w * lx, y0 + h * 0.55, x0 + w * (lx + 0.07), y1), fill=body, outline=INK)
        d.ellipse((x0 + w * 0.12, y0 + h * 0.3, x0 + w * 0.88, y0 + h * 0.68), fill=body, outline=INK, width=_w(b, 0.04))
        d.polygon([(x0 + w * 0.75, y0 + h * 0.4), (x1, y0 + h * 0.12), (x1, y0 + h * 0.34), (x0 + w * 0.85, y0 + h * 0.52)], fill=body, outline=INK)
        if horned:
            d.line((x1 - w * 0.08, y0 + h * 0.14, x1 - w * 0.02, y0), fill=(240, 230, 200), width=_w(b, 0.04))
        else:
            d.line((x0 + w * 0.78, y0 + h * 0.36, x0 + w * 0.9, y0 + h * 0.16), fill=INK, width=_w(b, 0.05))
    return draw


def _beer(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.1)
    w, h = x1 - x0, y1 - y0
    d.rectangle((x0 + w * 0.1, y0 + h * 0.15, x1 - w * 0.3, y1), fill=(220, 160, 50), outline=INK, width=_w(b, 0.04))
    d.ellipse((x0 + w * 0.02, y0, x1 - w * 0.22, y0 + h * 0.3), fill=(250, 246, 236), outline=INK)
    d.arc((x1 - w * 0.45, y0 + h * 0.3, x1, y0 + h * 0.75), 270, 90, fill=INK, width=_w(b, 0.06))


def _wood(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    h = y1 - y0
    d.rounded_rectangle((x0, y0 + h * 0.25, x1, y1 - h * 0.25), radius=h * 0.2, fill=(160, 104, 56), outline=INK, width=_w(b, 0.04))
    d.ellipse((x1 - h * 0.5, y0 + h * 0.25, x1, y1 - h * 0.25), fill=(214, 170, 110), outline=INK)


def _fur(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.polygon([(x0, y0 + h * 0.2), (x0 + w * 0.3, y0 + h * 0.3), (x0 + w * 0.7, y0 + h * 0.3), (x1, y0 + h * 0.2),
               (x1 - w * 0.12, y1 - h * 0.3), (x1, y1), (x0, y1), (x0 + w * 0.12, y1 - h * 0.3)], fill=(150, 110, 80), outline=INK, width=_w(b, 0.04))


def _fish(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.ellipse((x0, y0 + h * 0.25, x0 + w * 0.75, y1 - h * 0.25), fill=(120, 150, 180), outline=INK, width=_w(b, 0.04))
    d.polygon([(x0 + w * 0.7, y0 + h * 0.5), (x1, y0 + h * 0.25), (x1, y1 - h * 0.25)], fill=(120, 150, 180), outline=INK)


def _apple(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.ellipse((x0, y0 + h * 0.18, x1, y1), fill=(200, 50, 40), outline=INK, width=_w(b, 0.04))
    d.line(((x0 + x1) / 2, y0 + h * 0.25, (x0 + x1) / 2 + w * 0.05, y0), fill=INK, width=_w(b, 0.05))
    d.ellipse((x0 + w * 0.55, y0, x0 + w * 0.9, y0 + h * 0.18), fill=(80, 140, 60), outline=INK)


def _health(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.ellipse((x0, y0, x0 + w * 0.55, y0 + h * 0.55), fill=(200, 40, 40))
    d.ellipse((x1 - w * 0.55, y0, x1, y0 + h * 0.55), fill=(200, 40, 40))
    d.polygon([(x0 + w * 0.02, y0 + h * 0.35), (x1 - w * 0.02, y0 + h * 0.35), ((x0 + x1) / 2, y1)], fill=(200, 40, 40))


def _quill(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.08)
    w, h = x1 - x0, y1 - y0
    d.polygon([(x0 + w * 0.15, y1), (x1, y0), (x1 - w * 0.1, y0 + h * 0.5), (x0 + w * 0.35, y1 - h * 0.22)],
              fill=(244, 240, 228), outline=INK, width=_w(b, 0.04))
    d.line((x0 + w * 0.1, y1, x1 - w * 0.1, y0 + h * 0.1), fill=INK, width=_w(b, 0.03))


def _goblet(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.1)
    w, h = x1 - x0, y1 - y0
    cx = (x0 + x1) / 2
    d.chord((x0 + w * 0.1, y0 - h * 0.3, x1 - w * 0.1, y0 + h * 0.55), 0, 180, fill=(222, 178, 60), outline=INK, width=_w(b, 0.04))
    d.rectangle((cx - w * 0.05, y0 + h * 0.5, cx + w * 0.05, y1 - h * 0.1), fill=(222, 178, 60), outline=INK)
    d.ellipse((cx - w * 0.28, y1 - h * 0.16, cx + w * 0.28, y1), fill=(222, 178, 60), outline=INK, width=_w(b, 0.04))


def _rosary(d: ImageDraw.ImageDraw, b: Box) -> None:
    x0, y0, x1, y1 = _pad(b, 0.1)
    w, h = x1 - x0, y1 - y0
    cx, cy, r = (x0 + x1) / 2, y0 + h * 0.38, w * 0.34
    bead = w * 0.06
    for i in range(14):
        a = math.pi * 2 * i / 14
        bx, by = cx + r * math.cos(a), cy + r * math.sin(a)
        d.ellipse((bx - bead, by - bead, bx + bead, by + bead), fill=(140, 60, 50), outline=INK)
    d.line((cx, cy + r, cx, y1), fill=INK, width=_w(b, 0.03))
    d.line((cx - w * 0.1, y1 - h * 0.12, cx + w * 0.1, y1 - h * 0.12), fill=INK, width=_w(b, 0.04))


def _cube(colour: tuple[int, int, int]) -> Callable[[ImageDraw.ImageDraw, Box], None]:
    def draw(d: ImageDraw.ImageDraw, b: Box) -> None:
        d.rectangle(_pad(b, 0.18), fill=colour, outline=INK, width=_w(b, 0.05))
    return draw


def _any(d: ImageDraw.ImageDraw, b: Box) -> None:
    d.ellipse(_pad(b, 0.06), fill=(245, 240, 228), outline=INK, width=_w(b))
    _text_center(d, b, "?")


def _text_center(d: ImageDraw.ImageDraw, b: Box, text: str, fill: tuple[int, int, int] = INK) -> None:
    size = int((b[3] - b[1]) * (0.62 if len(text) < 2 else 0.42))
    d.text(((b[0] + b[2]) / 2, (b[1] + b[3]) / 2), text, font=font("number", size), fill=fill, anchor="mm")


DRAWERS: dict[str, Callable[[ImageDraw.ImageDraw, Box], None]] = {
    "coin": _coin, "time": _time, "points": _points, "star": _star, "story": _story, **vegetables.DRAWN,
    "grain": vegetables.wheat, "scroll": _scroll, "cart": _cart, "plough": _plough,
    "horse": _animal((150, 100, 60), False), "ox": _animal((110, 80, 60), True), "beer": _beer, "wood": _wood,
    "quill": _quill, "goblet": _goblet, "rosary": _rosary, "fur": _fur, "fish": _fish, "food": _apple, "health": _health, "morale": _star, "any": _any,
    "brown": _cube((130, 82, 46)), "pink": _cube((226, 130, 160)), "orange": _cube((236, 140, 40)),
    "green": _cube((70, 150, 70)), "black": _cube((30, 30, 30)),
}


def canonical(name: str) -> str:
    key = name.strip().lower()
    return ALIASES.get(key, key)


def knows(name: str) -> bool:
    return canonical(name) in DRAWERS


# a canonical name -> the picture in sprites/art that shows it, where the names differ
SPRITE_NAMES = {"beans": "bean", "goblet": "chalice", "time": "hourglass", "health": "heal", "story": "book",
                "non-perishable food": "preserved", "star": "determination"}
# names better drawn by hand than by an emoji in the painted style
DRAWN_FIRST = frozenset({"coin", "points", "story", "any", "brown", "pink", "orange", "green", "black",
                         *vegetables.DRAWN})


def print_icon(image: Image.Image, name: str, box: Box, style: str = "paint", ink: tuple[int, int, int] = INK) -> None:
    """Print ``name`` inside ``box`` (pixels) in a game's style.

    ``ink``: the game's Game Icons silhouette in ``ink``, else the hand-drawn icon.  ``paint``: a
    coloured emoji, else the hand-drawn icon, else the silhouette in ``ink`` on a light rim.
    """
    key = canonical(name)
    sprite = SPRITE_NAMES.get(key, key)
    inner = _pad(box, 0.05)
    if style == "ink":
        raw = name.strip().lower()
        if sprites.print_silhouette(image, raw, inner, ink) or sprites.print_silhouette(image, sprite, inner, ink):
            return
    elif key not in DRAWN_FIRST and sprites.print_emoji(image, sprite, inner) or key not in DRAWERS and sprites.print_silhouette(image, sprite, _pad(box, 0.1), ink, halo=(250, 246, 236)):
        return
    draw_icon(ImageDraw.Draw(image), name, box)


def known_anywhere(name: str) -> bool:
    """Whether ``name`` has a picture of its own (drawn or from the sprites), not an initials roundel."""
    key = canonical(name)
    sprite = SPRITE_NAMES.get(key, key)
    return key in DRAWERS or sprites.has_silhouette(sprite) or sprites.has_emoji(sprite)


def draw_icon(d: ImageDraw.ImageDraw, name: str, box: Box) -> None:
    """Draw the icon for ``name`` inside ``box``; an unknown name becomes a roundel with its initials."""
    key = canonical(name)
    drawer = DRAWERS.get(key)
    if drawer is not None:
        drawer(d, box)
        return
    d.ellipse(_pad(box, 0.06), fill=(236, 228, 210), outline=INK, width=_w(box))
    _text_center(d, box, (key[:2] or "?").title())
