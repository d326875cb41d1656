"""My Village's boards, painted like Village's (the same world and illustrator).

The main board: the graveyard (chronicle graves by profession with their story points, the numbered
anonymous graves), the rat track from grey stones to the last red ones and the rat invasion, the
rat die's rest, the steward's office with its black banner, the customer deck and the display's
three signboards.  A village board: the time loop of clouds round the edge with the bridge where the
reaper stands, the octagon profession spaces, the main building, the headman's path, the money barn,
the story tree, the school, the banners, and the church-window table in the upper left.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from .generic import mix
from .sheet import RGB, Sheet, item_box
from .village_scene import (
    CONTOUR,
    LANE,
    MEADOW,
    STONE,
    WALL,
    arch,
    bridge,
    church,
    cloud,
    house,
    lane,
    meadow,
    soften,
    tombstone,
    tree,
)
from .village_style import CREAM, banner, sheet

PROFESSION_ICONS = {"abbot": "rosary", "councilman": "scroll", "traveller": "horse", "craftsman": "plough",
                    "merchant": "coin"}
RED: RGB = (176, 62, 52)
GREY: RGB = (150, 148, 142)
WOOD: RGB = (150, 104, 60)


def _spaces(spec: PieceSpec) -> dict[str, Mapping[str, Any]]:
    return {str(sp.get("id")): sp for sp in spec.data.get("spaces") or () if isinstance(sp, Mapping)}


def main_board(spec: PieceSpec, scale: float) -> Image.Image:
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    meadow(s, 0, 0, w, h)
    spaces = _spaces(spec)
    s.rect(6, 6, 196, 216, fill=mix(MEADOW, CONTOUR, 0.12), outline=CONTOUR, line_mm=0.5, radius_mm=3)
    s.text(N_("GRAVEYARD"), 8, 8, 120, 10, face="title", size_mm=6, fill=CREAM, align="left")
    for sid, sp in spaces.items():
        x, y, bw, bh = item_box(sp)
        if sid.startswith("chronicle-"):
            profession = sid.split("-")[1]
            tombstone(s, x, y, bw, bh)
            s.ellipse(x + bw * 0.25, y + bh * 0.16, bw * 0.5, bw * 0.5, fill=CREAM, outline=CONTOUR, line_mm=0.25)
            s.icon(PROFESSION_ICONS.get(profession, "book"), x + bw * 0.3, y + bh * 0.2, bw * 0.4)
            s.text(str(sp.get("text") or ""), x, y + bh * 0.62, bw, bh * 0.26, face="number", size_mm=bh * 0.2,
                   fill=CONTOUR)
        elif sid.startswith("grave-"):
            tombstone(s, x, y, bw, bh)
            s.text(str(sp.get("text") or ""), x, y + bh * 0.45, bw, bh * 0.4, face="number", size_mm=bh * 0.26,
                   fill=CREAM)
        elif sid == "rat-die":
            s.rect(x, y, bw, bh, fill=mix(GREY, CREAM, 0.5), outline=CONTOUR, line_mm=0.4, radius_mm=3)
            s.icon("rat", x + 3, y + 3, bw - 6)
        elif sid == "customer-deck":
            s.rect(x, y, bw, bh, fill=mix(WOOD, CREAM, 0.6), outline=CONTOUR, line_mm=0.5, radius_mm=3)
            s.icon("person", x + bw / 2 - 14, y + bh / 2 - 14, 28, mix(WOOD, CONTOUR, 0.4))
            s.text(N_("CUSTOMERS"), x, y + 4, bw, 8, face="title", size_mm=4.6, fill=CONTOUR)
        elif sid == "steward":
            s.rect(x, y - 20, bw, bh + 20, fill=mix(LANE, CREAM, 0.3), outline=CONTOUR, line_mm=0.4, radius_mm=2)
            house(s, x + 2, y - 19, 28, 26)
            s.text(_("STEWARD'S OFFICE"), x + 30, y - 18, bw - 32, 16, face="title", size_mm=3.6, fill=CONTOUR)
            banner(s, sp.get("text"), x + bw * 0.2, y + bh * 0.35, bw * 0.6, bh * 0.42, dark=True)
    display = [sp for sid, sp in spaces.items() if sid.startswith("display-")]
    for row in range(0, len(display), 2):
        pair = display[row:row + 2]
        x0 = min(float(sp["x"]) for sp in pair) - 3
        x1 = max(float(sp["x"]) + float(sp["w"]) for sp in pair) + 3
        y0 = float(pair[0]["y"])
        s.rect(x0, y0 + float(pair[0]["h"]) * 0.55, x1 - x0, 10, fill=WOOD, outline=CONTOUR, line_mm=0.4, radius_mm=1.5)
        for sp in pair:
            x, y, bw, bh = item_box(sp)
            s.rect(x, y, bw, bh, fill=mix(WALL, CREAM, 0.4), outline=mix(WOOD, CONTOUR, 0.3), line_mm=0.5, radius_mm=3)
            s.icon("person", x + bw / 2 - 10, y + bh * 0.2, 20, mix(WALL, CONTOUR, 0.3))
    for t in spec.data.get("tracks") or ():
        rat_track(s, t)
    soften(s, 0.04)
    return s.finish("rect", 2.0, mix(MEADOW, CONTOUR, 0.5))


def rat_track(s: Sheet, track: Mapping[str, Any]) -> None:
    """Stepping stones from grey to red, the last one the rat invasion; start marks for 4/3/2 players."""
    cells = list(track.get("cells") or ())
    if cells:
        first, last = item_box(cells[0]), item_box(cells[-1])
        lane(s, [(first[0], first[1] + first[3] / 2), (last[0] + last[2], last[1] + last[3] / 2)], first[3] * 0.6)
    for cell in cells:
        x, y, bw, bh = item_box(cell)
        text = str(cell.get("text", ""))
        tone = str(cell.get("tone", "grey"))
        fill = RED if tone == "red" else (92, 40, 36) if tone == "invasion" else GREY
        s.ellipse(x, y + bh * 0.2, bw, bw, fill=fill, outline=CONTOUR, line_mm=0.35)
        if tone == "invasion":
            s.icon("rat", x + 1, y + bh * 0.2 + 1, bw - 2)
            continue
        number, _sep, start = text.partition(" (")
        s.text(number, x, y + bh * 0.2, bw, bw, face="number", size_mm=bw * 0.42, fill=CREAM)
        if start:
            s.rect(x + 1, y - 1, bw - 2, bh * 0.22, fill=CREAM, outline=CONTOUR, line_mm=0.2, radius_mm=1)
            s.text(start.split("p")[0] + "P", x + 1, y - 1, bw - 2, bh * 0.22, face="sans_bold", size_mm=2.4, fill=CONTOUR)


def village_board(spec: PieceSpec, scale: float) -> Image.Image:
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    meadow(s, 0, 0, w, h)
    cells = [c for t in spec.data.get("tracks") or () if t.get("id") == "time-track" for c in t.get("cells") or ()]
    if cells:
        centres = [(float(c["x"]) + float(c["w"]) / 2, float(c["y"]) + float(c["h"]) / 2) for c in cells]
        lane(s, centres + [centres[0]], 8)
    s.rect(30, 28, w - 60, h - 56, fill=mix(LANE, MEADOW, 0.25), outline=mix(MEADOW, CONTOUR, 0.4), line_mm=0.4, radius_mm=4)
    for sid, sp in _spaces(spec).items():
        x, y, bw, bh = item_box(sp)
        if sid.startswith("profession-"):
            s.polygon("octagon", x, y, bw, bh, fill=CREAM, outline=CONTOUR, line_mm=0.4)
            s.icon(PROFESSION_ICONS.get(sid.split("-", 1)[1], "person"), x + bw * 0.2, y + bh * 0.2, bw * 0.6)
        elif sid == "main-building":
            s.rect(x, y, bw, bh, fill=mix(WALL, CREAM, 0.3), outline=CONTOUR, line_mm=0.4, radius_mm=2)
            house(s, x + bw * 0.1, y + 2, bw * 0.8, bh * 0.7, roof_colour=(150, 60, 44))
            s.text(_("MAIN BUILDING"), x, y + bh * 0.74, bw, bh * 0.24, face="title", size_mm=3.2, fill=CONTOUR)
        elif sid in ("coin-space", "ap-space"):
            s.ellipse(x, y, bw, bh, fill=mix(LANE, CREAM, 0.4), outline=CONTOUR, line_mm=0.35)
            s.icon("coin" if sid == "coin-space" else "story", x + bw * 0.2, y + bh * 0.14, bw * 0.6)
            if sid == "ap-space":
                s.text("3", x, y + bh * 0.6, bw, bh * 0.34, face="number", size_mm=bh * 0.26, fill=(120, 70, 40))
        elif sid == "money-barn":
            s.rect(x, y, bw, bh, fill=mix(WOOD, CREAM, 0.5), outline=CONTOUR, line_mm=0.4, radius_mm=2)
            house(s, x + 2, y + 2, bw - 4, bh * 0.66, roof_colour=(120, 80, 50), wall=(196, 150, 100))
            s.text(_("MONEY BARN"), x, y + bh * 0.72, bw, bh * 0.26, face="title", size_mm=3.2, fill=CONTOUR)
        elif sid == "adventure-tree":
            s.rect(x, y, bw, bh, fill=mix(MEADOW, CREAM, 0.5), outline=CONTOUR, line_mm=0.4, radius_mm=2)
            tree(s, x + bw / 2, y + bh * 0.78, bh * 0.72)
            s.text(_("STORY TREE"), x, y + bh * 0.78, bw, bh * 0.2, face="title", size_mm=3.2, fill=CONTOUR)
        elif sid.startswith("school-") and sid != "school-flag":
            s.polygon("octagon", x, y, bw, bh, fill=CREAM, outline=CONTOUR, line_mm=0.4)
            s.icon("book", x + bw * 0.22, y + bh * 0.22, bw * 0.56)
        elif sid.endswith("flag"):
            s.rect(x, y, bw, bh, fill=mix(LANE, CREAM, 0.5), outline=mix(CONTOUR, LANE, 0.4), line_mm=0.3, radius_mm=1.5)
            banner(s, sp.get("text"), x + 3, y + 4, bw - 6, bh * 0.58, dark=sid == "black-flag")
    for t in spec.data.get("tracks") or ():
        if t.get("id") == "windows":
            church(s, 6, 2, 24, 26)
            for cell in t.get("cells") or ():
                x, y, bw, bh = item_box(cell)
                arch(s, x + 1, y, bw - 2, bh, mix(STONE, CREAM, 0.4))
                s.text(str(cell.get("text", "")).split(": ")[-1], x, y + bh * 0.3, bw, bh * 0.6, face="number",
                       size_mm=bh * 0.36, fill=(150, 40, 40))
    for cell in cells:
        x, y, bw, bh = item_box(cell)
        if cell.get("text") == "bridge":
            bridge(s, x - 3, y + 2, bw + 6, bh - 4)
        else:
            cloud(s, x - 2, y + 2, bw + 4, bh - 4)
            s.text(str(cell.get("text", "")), x, y + 3, bw, bh - 4, face="number", size_mm=bh * 0.34, fill=CONTOUR)
    soften(s, 0.04)
    return s.finish("rect", 2.0, mix(MEADOW, CONTOUR, 0.5))


def board(spec: PieceSpec, scale: float) -> Image.Image:
    return main_board(spec, scale) if spec.id == "main-board" else village_board(spec, scale)
