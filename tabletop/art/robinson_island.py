"""Robinson Crusoe's island: terrain painted in code, for the tiles and the board's map.

A tile is a hex of one terrain (beach, plains, hills, mountains, river) drawn as a map sketch: sand
stipple and surf, grass tufts, rounded hills, snow-capped peaks, a winding river.  On it, in
parchment roundels, what the tile gives and warns of: its food source (a bird's nest, or a fishing
spot by water), its wood (a forest), beast tracks, a natural shelter, a totem, and one token mark per
discovery.
"""

from __future__ import annotations

import math

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_
from .generic import mix
from .robinson_style import CREAM, DEEP_SEA, INK, SEA, TERRAIN, roundel, sheet
from .sheet import RGB, Sheet


def terrain(s: Sheet, kind: str, x: float, y: float, w: float, h: float) -> None:
    """Paint ``kind`` into the box (mm); the caller clips it to the hex."""
    colour = TERRAIN.get(kind, TERRAIN["plains"])
    s.rect(x, y, w, h, fill=colour, outline=None)
    rng = s.rng
    dark, light = mix(colour, INK, 0.3), mix(colour, CREAM, 0.3)
    if kind == "beach":
        for _step in range(int(w * h / 14)):
            px, py = x + rng.random() * w, y + rng.random() * h
            s.ellipse(px, py, 0.45, 0.45, fill=dark, outline=None)
        surf = [(x, y + h * 0.62), (x + w * 0.25, y + h * 0.74), (x + w * 0.5, y + h * 0.78), (x + w * 0.75, y + h * 0.86),
                (x + w, y + h * 0.9), (x + w, y + h), (x, y + h)]
        s.draw.polygon([(s.px(a), s.px(b)) for a, b in surf], fill=SEA)
        s.draw.line([(s.px(a), s.px(b)) for a, b in surf[:5]], fill=CREAM, width=s.line_px(0.8))
    elif kind == "plains":
        for _step in range(int(w * h / 60)):
            px, py = x + rng.random() * w, y + rng.random() * h
            for dx in (-0.8, 0, 0.8):
                s.draw.line((s.px(px), s.px(py), s.px(px + dx), s.px(py - 1.8)), fill=dark, width=s.line_px(0.25))
    elif kind == "hills":
        for row in range(4):
            for col in range(3):
                cx = x + w * (0.18 + 0.32 * col + (0.16 if row % 2 else 0)) + rng.uniform(-2, 2)
                cy = y + h * (0.22 + 0.22 * row)
                r = w * rng.uniform(0.1, 0.14)
                s.draw.pieslice(s.box(cx - r, cy - r * 0.8, 2 * r, 1.6 * r), 180, 360, fill=light, outline=dark,
                                width=s.line_px(0.35))
    elif kind == "mountains":
        for row in range(3):
            for col in range(3):
                cx = x + w * (0.2 + 0.3 * col + (0.15 if row % 2 else 0)) + rng.uniform(-2, 2)
                base, r = y + h * (0.34 + 0.3 * row), w * rng.uniform(0.11, 0.15)
                peak = (cx, base - r * 1.5)
                s.draw.polygon([(s.px(cx - r), s.px(base)), (s.px(peak[0]), s.px(peak[1])), (s.px(cx + r), s.px(base))],
                               fill=light, outline=dark, width=s.line_px(0.35))
                s.draw.polygon([(s.px(cx), s.px(base)), (s.px(peak[0]), s.px(peak[1])), (s.px(cx + r), s.px(base))],
                               fill=mix(colour, INK, 0.15))
                s.draw.polygon([(s.px(peak[0] - r * 0.32), s.px(peak[1] + r * 0.48)), (s.px(peak[0]), s.px(peak[1])),
                                (s.px(peak[0] + r * 0.32), s.px(peak[1] + r * 0.48))], fill=CREAM)
    elif kind == "river":
        for _step in range(int(w * h / 80)):
            px, py = x + rng.random() * w, y + rng.random() * h
            s.draw.line((s.px(px), s.px(py), s.px(px + 0.6), s.px(py - 1.5)), fill=dark, width=s.line_px(0.25))
        points = [(x + w * t, y + h * (0.1 + 0.8 * t) + math.sin(t * 7) * h * 0.1) for t in (i / 12 for i in range(13))]
        pts = [(s.px(a), s.px(b)) for a, b in points]
        s.draw.line(pts, fill=DEEP_SEA, width=s.line_px(6.0), joint="curve")
        s.draw.line(pts, fill=SEA, width=s.line_px(4.2), joint="curve")
        s.draw.line(pts, fill=mix(SEA, CREAM, 0.4), width=s.line_px(1.0), joint="curve")


def sea(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    """Open sea with rows of little wave marks."""
    s.rect(x, y, w, h, fill=SEA, outline=None)
    rng = s.rng
    for _step in range(int(w * h / 90)):
        px, py = x + rng.random() * (w - 6), y + rng.random() * (h - 3)
        s.draw.arc(s.box(px, py, 3, 2.2), 200, 340, fill=mix(SEA, CREAM, 0.35), width=s.line_px(0.3))
        s.draw.arc(s.box(px + 2.6, py, 3, 2.2), 200, 340, fill=mix(SEA, CREAM, 0.35), width=s.line_px(0.3))


def marks(s: Sheet, row: dict[str, object], w: float, h: float) -> None:
    """The roundels of a tile: sources in the middle, beast / shelter / totem above, discoveries below."""
    kind = str(row.get("terrain", "plains"))
    sources = [("fish" if kind in ("beach", "river") else "nest") if src == "food" else "forest"
               for src in (str(v) for v in row.get("sources") or ())]  # type: ignore[attr-defined]
    size = 17.0
    x0 = w / 2 - len(sources) * (size + 2) / 2 + 1
    for i, source in enumerate(sources):
        roundel(s, source, x0 + i * (size + 2), h * 0.4, size, CREAM)
    flags = [name for key, name in (("beast", "beast"), ("natural_shelter", "shelter"), ("totem", "totem")) if row.get(key)]
    small = 11.0
    x0 = w / 2 - len(flags) * (small + 1.5) / 2
    for i, flag in enumerate(flags):
        fill: RGB = (196, 70, 54) if flag == "beast" else (236, 220, 180)
        roundel(s, flag, x0 + i * (small + 1.5), h * 0.2, small, fill)
    found = int(row.get("discoveries") or 0)  # type: ignore[call-overload]
    x0 = w / 2 - found * 3.6
    for i in range(found):
        s.ellipse(x0 + i * 7.2 + 0.4, h * 0.67, 6.4, 6.4, fill=(226, 190, 96), outline=INK, line_mm=0.25)
        s.text("?", x0 + i * 7.2 + 0.4, h * 0.67 + 0.2, 6.4, 6.2, face="title", size_mm=4.2)


def island_tile(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """One island tile; the start tile's other side is the volcano one scenario uses."""
    w, h = spec.width, spec.height
    d = spec.data
    kind = "volcano" if spec.faces[face] == "volcano" else str(d.get("terrain", "plains"))
    s = sheet((spec.id, face), w, h, scale)
    terrain(s, "mountains" if kind == "volcano" else kind, 0, 0, w, h)
    if kind == "volcano":
        s.draw.polygon([(s.px(w * 0.18), s.px(h * 0.72)), (s.px(w * 0.42), s.px(h * 0.3)), (s.px(w * 0.58), s.px(h * 0.3)),
                        (s.px(w * 0.82), s.px(h * 0.72))], fill=(84, 66, 58), outline=INK, width=s.line_px(0.4))
        s.draw.polygon([(s.px(w * 0.42), s.px(h * 0.3)), (s.px(w * 0.5), s.px(h * 0.46)), (s.px(w * 0.58), s.px(h * 0.3))],
                       fill=(214, 84, 40))
        s.text(N_("VOLCANO"), w * 0.2, h * 0.76, w * 0.6, 7, face="title", size_mm=4.4, fill=CREAM)
    else:
        marks(s, dict(d), w, h)
        s.ellipse(w / 2 - 4.5, h - 12.5, 9, 9, fill=CREAM, outline=INK, line_mm=0.3)
        s.text(str(d.get("number") or "?"), w / 2 - 4.5, h - 12.3, 9, 8.6, face="number", size_mm=4.6)
    s.polygon("hex", 0.6, 0.6, w - 1.2, h - 1.2, fill=None, outline=mix(TERRAIN.get(kind, INK), INK, 0.55), line_mm=0.9)
    return s.finish("hex", 0, mix(TERRAIN.get(kind, INK), INK, 0.5))


def tile_back(w: float, h: float, scale: float) -> Image.Image:
    """Unexplored island: sea-blue with waves and the island's outline."""
    s = sheet(("back", "island-tile", w, h), w, h, scale, tone=SEA)
    sea(s, 0, 0, w, h)
    s.ellipse(w * 0.26, h * 0.3, w * 0.48, h * 0.4, fill=mix(TERRAIN["beach"], SEA, 0.2), outline=INK, line_mm=0.35)
    s.icon("palm", w * 0.36, h * 0.31, w * 0.28)
    s.polygon("hex", 0.6, 0.6, w - 1.2, h - 1.2, fill=None, outline=DEEP_SEA, line_mm=0.9)
    return s.finish("hex", 0, mix(DEEP_SEA, INK, 0.4))
