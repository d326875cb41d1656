"""Generic print templates by kind: cards, card backs, tiles and boards drawn from plain spec data.

Any spec gets art from here, even one no game template knows (a user's sandbox piece): the layout
comes from the keys ``facts`` reads and the colours from ``tint_for`` (a hash of the category, so a
deck keeps one colour).  Game templates reuse these pieces and add what their components print.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import _
from . import paper
from .facts import Face, face_facts
from .icons import INK, knows
from .sheet import RGB, Sheet

PRINT_COLOURS: tuple[RGB, ...] = (
    (128, 46, 38), (44, 82, 122), (58, 104, 62), (150, 98, 30), (92, 60, 112), (40, 110, 112),
    (120, 84, 56), (160, 70, 40), (70, 76, 90), (104, 112, 40),
)
CREAM: RGB = (246, 238, 216)
CARD_RADIUS_MM = 3.2


def tint_for(*names: object) -> RGB:
    """A print colour chosen by name, the same every run."""
    return PRINT_COLOURS[paper.seed_of(*names) % len(PRINT_COLOURS)]


def hex_colour(value: Any, default: RGB) -> RGB:
    """``"#aabbcc"`` or an RGB triple to a colour; anything else gives ``default``."""
    if isinstance(value, str) and value.startswith("#") and len(value) == 7:
        try:
            return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
        except ValueError:
            return default
    if isinstance(value, (list, tuple)) and len(value) == 3 and all(isinstance(v, int) for v in value):
        return (int(value[0]), int(value[1]), int(value[2]))
    return default


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def new_sheet(spec_key: object, w: float, h: float, px_per_mm: float, tone: RGB = (238, 229, 206)) -> Sheet:
    return Sheet(w, h, px_per_mm, random.Random(paper.seed_of("sheet", spec_key)), tone)


def card_front(spec: PieceSpec, face: int, px_per_mm: float, tint: RGB | None = None) -> Image.Image:
    f = face_facts(spec, face)
    colour = tint or (spec.color if spec.color else tint_for(f.category or spec.kind, spec.back))
    s = new_sheet((spec.id, face), spec.width, spec.height, px_per_mm)
    print_card_face(s, f, colour, spec.faces[face] if face > 0 and spec.faces[face] not in ("front", "back") else "")
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def print_card_face(s: Sheet, f: Face, colour: RGB, side_name: str = "") -> None:
    """The generic card layout: title band, cost and points badges, picture, rules text, cost row."""
    w, h = s.width_mm, s.height_mm
    border = max(1.6, min(w, h) * 0.04)
    s.rect(0, 0, w, h, fill=colour, outline=None)
    s.rect(border, border, w - 2 * border, h - 2 * border, fill=mix(CREAM, colour, 0.06), outline=mix(colour, INK, 0.4), line_mm=0.3, radius_mm=1.6)
    band = min(12.0, h * 0.15)
    s.rect(border, border, w - 2 * border, band, fill=mix(colour, INK, 0.15), outline=None, radius_mm=1.6)
    badge = band * 0.95
    left = border + (badge + 1 if f.cost_number or f.flag else 1.5)
    right = border + (badge + 1 if f.points else 1.5)
    s.text(f.title, left, border, w - left - right, band, face="title", size_mm=band * 0.55, fill=CREAM)
    if f.flag:
        s.badge(f.flag, border + 0.5, border + (band - badge) / 2, badge, fill=(246, 244, 236), ink=INK, shape="flag")
    elif f.cost_number:
        s.badge(f.cost_number, border + 0.5, border + (band - badge) / 2, badge, fill=(222, 178, 60), ink=INK)
    if f.points:
        s.badge(f.points, w - border - badge - 0.5, border + (band - badge) / 2, badge, fill=(200, 160, 60), ink=INK, shape="shield")
    top = border + band + 1.2
    sub = f.subtitle or f.category or side_name
    if sub:
        s.text(sub.title() if sub.islower() else sub, border + 2, top, w - 2 * border - 4, 5, face="italic", size_mm=3.6, fill=mix(colour, INK, 0.4))
        top += 5.5
    text_h = 0.0 if not f.text else min(h * 0.3, 6 + len(f.text) / max(1.0, w) * 6)
    bottom_row = 9.0 if (f.cost or f.time) else 0.0
    pic_h = h - top - border - text_h - bottom_row - 2
    if pic_h > 6:
        s.rect(border + 2.5, top, w - 2 * border - 5, pic_h, fill=mix(CREAM, colour, 0.16), outline=mix(colour, INK, 0.3), line_mm=0.25, radius_mm=1.2)
        emblem(s, f, border + 2.5, top, w - 2 * border - 5, pic_h, colour)
    if f.text:
        s.text(f.text, border + 2.5, top + max(pic_h, 0) + 1, w - 2 * border - 5, text_h, face="serif", size_mm=3.4)
    if bottom_row:
        y = h - border - bottom_row
        items = list(f.cost) + (["time"] if f.time else [])
        s.icons(items, border + 2, y + 0.5, w - 2 * border - 4 - (8 if f.time else 0), bottom_row - 1, max_size=7)
        if f.time:
            s.badge(f.time, w - border - 9, y + 0.5, 7.5, fill=(236, 228, 205), ink=INK)


def emblem(s: Sheet, f: Face, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """The picture window: the goods the card gives, else a printed roundel with its initial."""
    goods = list(f.goods)
    if goods:
        per_row = min(len(goods), 4)
        rows = (len(goods) + per_row - 1) // per_row
        size = min(w / per_row * 0.86, h / rows * 0.86, 22)
        for r in range(rows):
            row = goods[r * per_row:(r + 1) * per_row]
            s.icons(row, x, y + (h - rows * size) / 2 + r * size, w, size, max_size=size)
        return
    key = (f.category or f.title).lower()
    size = min(w, h) * 0.62
    cx, cy = x + w / 2, y + h / 2
    if knows(key):
        s.icon(key, cx - size / 2, cy - size / 2, size)
        return
    s.ellipse(cx - size / 2, cy - size / 2, size, size, fill=mix(colour, CREAM, 0.55), outline=mix(colour, INK, 0.3), line_mm=0.5)
    s.ellipse(cx - size * 0.4, cy - size * 0.4, size * 0.8, size * 0.8, fill=None, outline=mix(colour, INK, 0.2), line_mm=0.25)
    initial = f.value or (f.title[:1].upper() if f.title else "?")
    s.text(initial, cx - size / 2, cy - size / 2, size, size, face="title", size_mm=size * 0.5, fill=mix(colour, INK, 0.35))


def card_back(game: str, kind: str, back: str, w: float, h: float, px_per_mm: float, tint: RGB | None = None) -> Image.Image:
    """A card back from its public identity only, so a card's hidden face and its stand-in match."""
    colour = tint or tint_for(game, back)
    s = new_sheet(("back", game, kind, back, w, h), w, h, px_per_mm, tone=mix(colour, CREAM, 0.25))
    border = max(1.6, min(w, h) * 0.05)
    s.rect(border, border, w - 2 * border, h - 2 * border, fill=colour, outline=mix(colour, INK, 0.45), line_mm=0.5, radius_mm=2)
    step = max(4.0, min(w, h) / 8)
    light = mix(colour, CREAM, 0.2)
    yy = border + step / 2
    while yy < h - border - step / 3:
        xx = border + step / 2
        while xx < w - border - step / 3:
            s.polygon("hex", xx - step * 0.3, yy - step * 0.3, step * 0.6, step * 0.6, fill=None, outline=light, line_mm=0.25)
            xx += step
        yy += step
    cw, ch = w * 0.72, min(h * 0.36, w * 0.5)
    s.ellipse((w - cw) / 2, (h - ch) / 2, cw, ch, fill=mix(colour, CREAM, 0.8), outline=mix(colour, INK, 0.4), line_mm=0.6)
    s.text(_(back).title() if back.islower() else _(back), (w - cw) / 2 + cw * 0.12, (h - ch) / 2, cw * 0.76, ch,
           face="title", size_mm=min(7.0, ch * 0.3), fill=mix(colour, INK, 0.5))
    return s.finish("rect", CARD_RADIUS_MM if kind == "card" else 1.0, mix(colour, INK, 0.5))


def tile_front(spec: PieceSpec, face: int, px_per_mm: float, shape: str = "rect") -> Image.Image:
    """A cardboard tile: a coloured field, its name, its goods or value; hexes when the data says so."""
    f = face_facts(spec, face)
    colour = spec.color or tint_for(f.category or spec.kind, spec.back)
    shape = str(spec.data.get("shape", shape))
    w, h = spec.width, spec.height
    s = new_sheet((spec.id, face), w, h, px_per_mm, tone=mix(colour, CREAM, 0.55))
    inset = min(w, h) * 0.08
    s.shape(shape, inset, inset, w - 2 * inset, h - 2 * inset, fill=mix(colour, CREAM, 0.35), outline=mix(colour, INK, 0.35), line_mm=0.4)
    title_h = h * 0.24
    s.text(f.title, w * 0.16, h * 0.12, w * 0.68, title_h, face="title", size_mm=min(6.0, title_h * 0.5), fill=INK)
    goods = list(f.goods) or ([spec.faces[face]] if knows(spec.faces[face]) else [])
    if goods and f.points:
        s.icons(goods, w * 0.12, h * 0.38, w * 0.54, h * 0.34, max_size=h * 0.34)
        s.badge(f.points, w * 0.66, h * 0.4, h * 0.26, fill=(200, 160, 60), ink=INK, shape="shield")
    elif goods:
        s.icons(goods, w * 0.15, h * 0.36, w * 0.7, h * 0.46, max_size=h * 0.46)
    elif f.value or f.points:
        s.badge(f.value or f.points, w / 2 - h * 0.14, h * 0.4, h * 0.28, fill=(236, 226, 200), ink=INK)
    if f.text:
        s.text(f.text, w * 0.14, h * 0.7, w * 0.72, h * 0.18, face="serif", size_mm=3.0)
    return s.finish(shape, 1.0, mix(colour, INK, 0.45))


def board(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """A board from ``data["spaces"]`` and ``data["tracks"]``: each space drawn where the layout snaps."""
    s, ground = board_sheet(spec, face, px_per_mm)
    return s.finish("rect", 2.0, mix(ground, INK, 0.5))


def board_sheet(spec: PieceSpec, face: int, px_per_mm: float, icons: Mapping[str, str] | None = None,
                underlay: Callable[[Sheet], None] | None = None, reserved: frozenset[str] = frozenset()) -> tuple[Sheet, RGB]:
    """The printed board before scanning, for game templates to add to; returns it and its ground colour.

    ``data["palette"]`` may name ``ground``, ``ink``, ``accent`` and any tone a cell or space refers to
    with ``"tone"``; ``icons`` maps space ids to an icon drawn in that space; ``underlay`` prints
    beneath the spaces (a sea around an island); ``reserved`` spaces get only their label, at the top,
    leaving the rest for the template to print.
    """
    data: Mapping[str, Any] = spec.data
    pal = data.get("palette") or {}
    pal = pal if isinstance(pal, Mapping) else {}
    ground = hex_colour(pal.get("ground") or pal.get("paper") or pal.get("background"), mix(spec.color or (150, 130, 90), CREAM, 0.6))
    ink = hex_colour(pal.get("ink"), INK)
    accent = hex_colour(pal.get("accent"), spec.color or (140, 110, 70))
    s = new_sheet((spec.id, face), spec.width, spec.height, px_per_mm, tone=ground)
    w, h = spec.width, spec.height
    s.rect(2, 2, w - 4, h - 4, fill=None, outline=mix(accent, INK, 0.3), line_mm=1.0, radius_mm=3)
    if underlay is not None:
        underlay(s)
    spaces = list(data.get("spaces") or ())
    tracks = list(data.get("tracks") or ())
    title_h = min(14.0, h * 0.08)
    x0, x1 = _free_span(spaces, tracks, w, title_h + 3)
    if x1 - x0 >= 40:
        s.text(str(data.get("title") or spec.label), x0, 3, x1 - x0, title_h, face="title", size_mm=min(10.0, h * 0.05), fill=ink)
    for track in tracks:
        draw_track(s, track, accent, ink, pal)
    for space in spaces:
        sid = str(space.get("id"))
        draw_space(s, space, accent, ink, pal, (icons or {}).get(sid), sid in reserved)
    return s, ground


def _free_span(spaces: list[Any], tracks: list[Any], width: float, strip: float) -> tuple[float, float]:
    """The widest stretch of the top strip that no space or track cell covers (for the title)."""
    blocked = sorted(
        (float(r.get("x", 0)), float(r.get("x", 0)) + float(r.get("w", 0)))
        for r in [*spaces, *(c for t in tracks for c in (t.get("cells") or ()))]
        if float(r.get("y", 0)) < strip
    )
    best, start = (6.0, width - 6), 6.0
    if not blocked:
        return best
    best = (0.0, 0.0)
    for a, b in [*blocked, (width - 6, width)]:
        if a - start > best[1] - best[0]:
            best = (start, a)
        start = max(start, b)
    return (best[0] + 2, best[1] - 2)


def _tone(item: Mapping[str, Any], pal: Mapping[str, Any], default: RGB) -> RGB:
    """A space's own colour, its palette tone softened so printed words stay readable, or ``default``."""
    if item.get("color"):
        return hex_colour(item["color"], default)
    tone = pal.get(str(item.get("tone", "")))
    return mix(hex_colour(tone, default), CREAM, 0.4) if tone else default


def ink_on(fill: RGB, ink: RGB) -> RGB:
    """``ink`` on light fills, cream on dark ones."""
    return ink if 0.3 * fill[0] + 0.59 * fill[1] + 0.11 * fill[2] > 120 else CREAM


def draw_space(s: Sheet, space: Mapping[str, Any], accent: RGB, ink: RGB, pal: Mapping[str, Any] | None = None,
               icon: str | None = None, reserved: bool = False) -> None:
    """One place where pieces go: a lighter field with a printed outline, its label and optional text."""
    x, y, w, h = (float(space.get(k, 0)) for k in ("x", "y", "w", "h"))
    shape = str(space.get("shape", "rect"))
    fill = _tone(space, pal or {}, mix(accent, CREAM, 0.72))
    s.shape(shape, x, y, w, h, fill=fill, outline=mix(accent, ink, 0.45), line_mm=0.45, radius_mm=min(2.0, w / 6))
    ink = ink_on(fill, ink)
    label = str(space.get("label") or "")
    text = str(space.get("text") or "")
    text = "" if text.lower() == label.lower() else text
    icon = icon or space.get("icon")
    small = min(w, h)
    inset = small * 0.15 if shape != "rect" else 1.0
    if reserved:
        s.text(label, x + inset, y + 1, w - 2 * inset, h * 0.36, face="sans_bold", size_mm=min(6.0, h * 0.2), fill=ink)
        return
    if icon:
        size = small * 0.42
        s.icon(str(icon), x + (w - size) / 2, y + h * 0.14, size)
        s.text(" ".join(filter(None, (label, text))), x + inset, y + h * 0.6, w - 2 * inset, h * 0.34, face="sans_bold",
               size_mm=min(6.0, h * 0.2), fill=ink)
        return
    if text:
        s.text(label, x + inset, y + h * 0.12, w - 2 * inset, h * 0.42, face="sans_bold", size_mm=min(6.0, h * 0.2), fill=ink, valign="bottom")
        s.text(text, x + inset, y + h * 0.56, w - 2 * inset, h * 0.34, face="number", size_mm=min(6.5, h * 0.22), fill=ink, valign="top")
    else:
        s.text(label, x + inset, y + 1, w - 2 * inset, h - 2, face="sans_bold", size_mm=min(7.0, small * 0.25), fill=mix(ink, fill, 0.15))


def draw_track(s: Sheet, track: Mapping[str, Any], accent: RGB, ink: RGB, pal: Mapping[str, Any] | None = None) -> None:
    """A numbered track: every cell boxed, its number or text inside, the track's name above it."""
    cells = list(track.get("cells") or ())
    for i, cell in enumerate(cells):
        x, y, w, h = (float(cell.get(k, 0)) for k in ("x", "y", "w", "h"))
        fill = _tone(cell, pal or {}, mix(accent, CREAM, 0.82 if i % 2 else 0.68))
        s.rect(x, y, w, h, fill=fill, outline=mix(accent, ink, 0.5), line_mm=0.3, radius_mm=min(1.0, w / 5))
        text = str(cell.get("text", i))
        s.text(text, x + 0.5, y, w - 1, h, face="number", size_mm=min(7.0, min(w, h) * (0.5 if len(text) < 4 else 0.3)),
               fill=ink_on(fill, ink))
    label = str(track.get("label") or "")
    if cells and label:
        first = cells[0]
        fy = float(first.get("y", 0))
        if fy >= 6:
            s.text(label, float(first.get("x", 0)), fy - 6.5, 120, 6, face="italic", size_mm=5.5, fill=ink, align="left")
