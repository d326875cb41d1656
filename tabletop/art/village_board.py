"""Village's main board painted as the village: action areas A-G as coloured signboards over their cube
spots, the craft houses with their signs, market stalls with a queue, a travel map with roads and
towns, the council hall's four steps, the church's windows (climbing right to left), the well, the
chronicle book and the graves, the prestige track round the edge starting at a book."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from .generic import mix
from .glyphs import capitals
from .sheet import RGB, Sheet, item_box
from .village_scene import (
    CONTOUR,
    GOLD,
    LANE,
    MEADOW,
    STONE,
    WALL,
    arch,
    awning,
    book,
    church,
    hall,
    house,
    lane,
    meadow,
    soften,
    tombstone,
    tree,
    well,
)
from .village_style import CREAM, PARCHMENT, hourglasses, points_shield, sheet

AREA_COLOURS: dict[str, RGB] = {"A": (206, 160, 52), "B": (212, 110, 132), "C": (226, 186, 56), "D": (62, 104, 176),
                                "E": (76, 142, 70), "F": (176, 56, 46), "G": (128, 88, 56)}
AREA_NAMES = {"A": N_("grain harvest"), "B": N_("family"), "C": N_("crafts"), "D": N_("market"), "E": N_("travel"),
              "F": N_("council chamber"), "G": N_("church")}
AREA_ICONS = {"A": "grain", "B": "house", "C": "plough", "D": "coin", "E": "horse", "F": "scroll", "G": "church"}
CHRONICLE_ICONS = {"council": "scroll", "crafts": "plough", "travel": "horse", "church": "church", "farm": "grain"}
MAP_PAPER: RGB = (232, 214, 168)


def _region(spaces: list[Mapping[str, Any]], prefix: str, pad: float) -> tuple[float, float, float, float] | None:
    """The box round every space whose id starts with ``prefix``, grown by ``pad``."""
    boxes = [item_box(sp) for sp in spaces if str(sp.get("id", "")).startswith(prefix)]
    if not boxes:
        return None
    x0 = min(b[0] for b in boxes) - pad
    y0 = min(b[1] for b in boxes) - pad
    x1 = max(b[0] + b[2] for b in boxes) + pad
    y1 = max(b[1] + b[3] for b in boxes) + pad
    return x0, y0, x1 - x0, y1 - y0


def action_area(s: Sheet, sp: Mapping[str, Any]) -> None:
    """A coloured signboard with the area's letter, name and picture; its cube spots below."""
    x, y, w, h = item_box(sp)
    letter = str(sp["id"]).split("-")[-1]
    colour = AREA_COLOURS.get(letter, (150, 120, 80))
    s.rect(x, y, w, h, fill=mix(colour, CREAM, 0.62), outline=CONTOUR, line_mm=0.45, radius_mm=2.5)
    s.rect(x, y, w, 12, fill=colour, outline=CONTOUR, line_mm=0.45, radius_mm=2.5)
    s.ellipse(x + 1.5, y + 1.5, 9, 9, fill=CREAM, outline=CONTOUR, line_mm=0.3)
    s.text(letter, x + 1.5, y + 1.6, 9, 9, face="title", size_mm=6, fill=CONTOUR)
    s.text(capitals(_(AREA_NAMES.get(letter, ""))), x + 11, y + 0.5, w - 12, 11, face="title", size_mm=3.8, fill=CREAM)
    s.icon(AREA_ICONS.get(letter, "house"), x + w / 2 - 15, y + 13, 30)
    for j in range(4):
        cx, cy = x + 12 + j * 16, 84.0
        s.rect(cx - 5, cy - 5, 10, 10, fill=mix(colour, CREAM, 0.82), outline=mix(colour, CONTOUR, 0.4), line_mm=0.35,
               radius_mm=1)


def craft(s: Sheet, sp: Mapping[str, Any]) -> None:
    """A craft house with its product on the sign; training and making times, and the price."""
    x, y, w, h = item_box(sp)
    s.rect(x, y, w, h, fill=mix(AREA_COLOURS["C"], CREAM, 0.72), outline=CONTOUR, line_mm=0.4, radius_mm=2)
    house(s, x + 4, y + 2, w - 8, 32)
    good = str(sp.get("good", ""))
    s.ellipse(x + w - 20, y + 16, 17, 17, fill=CREAM, outline=CONTOUR, line_mm=0.35)
    s.icon("coin" if "coin" in good else good.split()[0], x + w - 18.5, y + 17.5, 14)
    s.text(capitals(_(str(sp.get("label", "")))), x + 1, y + 35, w - 2, 6, face="title", size_mm=3.6, fill=CONTOUR)
    training, making = int(sp.get("training") or 0), int(sp.get("production") or 0)
    row = y + 42
    if training:
        s.text(N_("learn"), x + 2, row, 14, 6, face="italic", size_mm=3.0, align="left")
        hourglasses(s, training, x + 15, row, 6)
        row += 7
    s.text(N_("make"), x + 2, row, 14, 6, face="italic", size_mm=3.0, align="left")
    hourglasses(s, making, x + 15, row, 6)
    price = sp.get("price") or {}
    items = [str(k) for k, n in price.items() for _copy in range(int(n))] if isinstance(price, Mapping) else []
    s.icons(items, x + 2, y + h - 9, w - 4, 7, max_size=6.5)


def market(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    colour = AREA_COLOURS["D"]
    for sp in spaces:
        sid = str(sp.get("id"))
        x, y, w, h = item_box(sp)
        if sid.startswith("stall-"):
            s.rect(x, y + 8, w, h - 8, fill=mix(colour, CREAM, 0.8), outline=colour, line_mm=1.0, radius_mm=1.5)
            awning(s, x - 1, y, w + 2, 11, colour)
            mark = str(sp.get("text") or "")
            if mark:
                s.ellipse(x + w - 9, y + h - 9, 8, 8, fill=CREAM, outline=CONTOUR, line_mm=0.3)
                s.text(mark, x + w - 9, y + h - 9, 8, 8, face="number", size_mm=4.6, fill=CONTOUR)
        elif sid.startswith("queue-"):
            s.ellipse(x + 3, y + 3, w - 6, h - 6, fill=mix(STONE, CREAM, 0.5), outline=mix(STONE, CONTOUR, 0.5), line_mm=0.4)
            s.icon("person", x + w / 2 - 7, y + h / 2 - 7, 14, mix(STONE, CONTOUR, 0.3))


def travel_map(s: Sheet, spaces: list[Mapping[str, Any]], paths: list[Mapping[str, Any]]) -> None:
    """A map of the country: parchment, roads with their cube costs, towns with their rewards."""
    cities = {str(sp["id"])[5:]: sp for sp in spaces if str(sp.get("id", "")).startswith("city-")}
    region = _region(list(cities.values()), "city-", 7)
    if region is None:
        return
    x0, y0, w0, h0 = region
    s.rect(x0, y0, w0, h0, fill=MAP_PAPER, outline=CONTOUR, line_mm=0.5, radius_mm=3)
    s.rect(x0 + 1.5, y0 + 1.5, w0 - 3, h0 - 3, fill=None, outline=mix(MAP_PAPER, CONTOUR, 0.4), line_mm=0.3, radius_mm=2)
    centre = {cid: (float(sp["x"]) + float(sp["w"]) / 2, float(sp["y"]) + float(sp["h"]) / 2) for cid, sp in cities.items()}
    for path in paths:
        a, b = centre.get(str(path.get("from"))), centre.get(str(path.get("to")))
        if a is None or b is None:
            continue
        for k in range(12):
            if k % 2 == 0:
                t0, t1 = k / 12, (k + 1) / 12
                s.draw.line((s.px(a[0] + (b[0] - a[0]) * t0), s.px(a[1] + (b[1] - a[1]) * t0),
                             s.px(a[0] + (b[0] - a[0]) * t1), s.px(a[1] + (b[1] - a[1]) * t1)),
                            fill=(120, 84, 50), width=s.line_px(1.2))
        cubes = path.get("cubes") or {}
        names = [str(c) for c, n in cubes.items() for _copy in range(int(n))] if isinstance(cubes, Mapping) else []
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        for i, cube in enumerate(names):
            s.icon(cube, mx - len(names) * 3.2 + i * 6.4, my - 3.2, 6.4)
    for sp in cities.values():
        x, y, w, h = item_box(sp)
        s.ellipse(x, y, w, h, fill=mix(MEADOW, MAP_PAPER, 0.45), outline=CONTOUR, line_mm=0.4)
        house(s, x + w * 0.08, y + h * 0.12, h * 0.42, h * 0.4)
        house(s, x + w * 0.08 + h * 0.3, y + h * 0.4, h * 0.38, h * 0.36, roof_colour=(120, 80, 60))
        label = _(str(sp.get("label", ""))).title()
        s.text(label, x + w * 0.44, y + h * 0.1, w * 0.52, h * 0.4, face="title", size_mm=3.8, fill=CONTOUR, align="left")
        s.text(str(sp.get("text") or ""), x + w * 0.44, y + h * 0.5, w * 0.5, h * 0.36, face="sans_bold", size_mm=3.2,
               fill=mix(AREA_COLOURS["E"], CONTOUR, 0.4), align="left")


def council(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    colour = AREA_COLOURS["F"]
    region = _region([sp for sp in spaces if str(sp.get("id", "")).startswith(("council-", "next-first"))], "", 3)
    if region is None:
        return
    x0, y0, w0, h0 = region
    hall(s, x0, y0 - 2, w0, h0 + 4, colour)
    for sp in spaces:
        sid = str(sp.get("id"))
        x, y, w, h = item_box(sp)
        if sid.startswith("council-"):
            stage = sid.split("-")[-1]
            s.rect(x, y + 8, w, h - 8, fill=mix(colour, CREAM, 0.78), outline=CONTOUR, line_mm=0.4, radius_mm=1.5)
            s.ellipse(x + 1, y + 1, 11, 11, fill=colour, outline=CONTOUR, line_mm=0.3)
            s.text(stage, x + 1, y + 1.2, 11, 11, face="title", size_mm=6.5, fill=CREAM)
            text = str(sp.get("text") or "")
            nums = [int(t) for t in text.replace(";", " ").split() if t.isdigit()]
            if nums:
                hourglasses(s, nums[0], x + 2, y + h - 9, 6.5)
            if len(nums) > 1 and nums[1]:
                points_shield(s, nums[1], x + w - 11, y + 13, 10)
        elif sid == "next-first-player":
            s.rect(x, y + 8, w, h - 8, fill=mix(colour, CREAM, 0.55), outline=CONTOUR, line_mm=0.4, radius_mm=1.5)
            arch(s, x + w * 0.3, y + 12, w * 0.4, h * 0.45, (96, 64, 44))
            s.text(_("NEXT FIRST"), x + 1, y + h - 9, w - 2, 8, face="sans_bold", size_mm=2.8, fill=CONTOUR)


def church_picture(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    church(s, x, y, w, h)


def church_windows(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    windows = [sp for sp in spaces if str(sp.get("id", "")).startswith("window-")]
    region = _region(windows, "window-", 3)
    if region is None:
        return
    x0, y0, w0, h0 = region
    s.rect(x0, y0, w0, h0, fill=STONE, outline=CONTOUR, line_mm=0.5, radius_mm=2)
    for sp in windows:
        x, y, w, h = item_box(sp)
        big = sp is windows[0]
        arch(s, x + 6, y + 3, w - 12, h - 10, mix((96, 140, 190), (230, 200, 120), 0.35 if big else 0.1), lead=True)
        text = str(sp.get("text") or "")
        nums = [int(t) for t in text.replace(";", " ").split() if t.isdigit()]
        if nums:
            points_shield(s, nums[0], x + w / 2 - 5, y + h - 13, 10)
        if len(nums) > 1:
            s.ellipse(x - 5, y + h / 2 - 5, 10, 10, fill=(236, 210, 140), outline=CONTOUR, line_mm=0.3)
            s.text(str(nums[1]), x - 5, y + h / 2 - 5, 10, 10, face="number", size_mm=4.6, fill=CONTOUR)


def chronicle(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    pages = [sp for sp in spaces if str(sp.get("id", "")).startswith("chronicle-")]
    region = _region(pages, "chronicle-", 4)
    if region is None:
        return
    book(s, *region)
    seen: set[str] = set()
    for sp in pages:
        x, y, w, h = item_box(sp)
        category = str(sp["id"]).split("-")[1]
        s.rect(x, y, w, h, fill=(250, 242, 222), outline=mix(PARCHMENT, CONTOUR, 0.5), line_mm=0.3, radius_mm=1)
        mark = str(sp.get("text") or "")
        if category not in seen:
            seen.add(category)
            s.icon(CHRONICLE_ICONS.get(category, "book"), x + 3, y + 3, w - 6)
        elif mark:
            s.text(mark, x, y, w, h, face="number", size_mm=5, fill=mix(PARCHMENT, CONTOUR, 0.6))


def graves(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    stones = [sp for sp in spaces if str(sp.get("id", "")).startswith("grave-")]
    region = _region(stones, "grave-", 5)
    if region is None:
        return
    s.rect(*region, fill=mix(MEADOW, CONTOUR, 0.15), outline=CONTOUR, line_mm=0.4, radius_mm=2)
    for sp in stones:
        x, y, w, h = item_box(sp)
        tombstone(s, x, y, w, h)
        mark = str(sp.get("text") or "")
        if mark:
            s.text(mark, x, y + h * 0.5, w, h * 0.4, face="number", size_mm=3.4, fill=CREAM)


def prestige(s: Sheet, track: Mapping[str, Any]) -> None:
    for i, cell in enumerate(track.get("cells") or ()):
        x, y, w, h = item_box(cell)
        s.rect(x + 0.5, y + 0.5, w - 1, h - 1, fill=WALL if i % 5 else mix(GOLD, CREAM, 0.45), outline=CONTOUR,
               line_mm=0.35, radius_mm=2)
        if i == 0:
            s.icon("book", x + 2, y + 2, w - 4)
        else:
            s.text(str(cell.get("text", i)), x, y, w, h, face="number", size_mm=h * 0.36, fill=CONTOUR)


def board(spec: PieceSpec, scale: float) -> Image.Image:
    data = spec.data
    spaces = [sp for sp in data.get("spaces") or () if isinstance(sp, Mapping)]
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    meadow(s, 0, 0, w, h)
    lane(s, [(40, 100), (300, 100), (580, 100)], 8)
    lane(s, [(300, 100), (300, 310), (100, 310), (100, 390)], 8)
    lane(s, [(300, 250), (580, 250)], 6)
    for cx, base, size in ((540, 372, 30), (560, 330, 22), (520, 310, 18)):
        tree(s, cx, base, size)
    for sp in spaces:
        sid = str(sp.get("id", ""))
        if sid.startswith("action-"):
            action_area(s, sp)
        elif sid.startswith("building-"):
            craft(s, sp)
        elif sid == "well":
            x, y, bw, bh = item_box(sp)
            s.ellipse(x, y, bw, bh, fill=mix(LANE, CREAM, 0.3), outline=CONTOUR, line_mm=0.4)
            well(s, x + bw * 0.15, y + bh * 0.12, bw * 0.7, bh * 0.5)
            s.text(str(sp.get("text") or ""), x + 6, y + bh * 0.62, bw - 12, bh * 0.28, face="serif", size_mm=3.6)
    market(s, spaces)
    travel_map(s, spaces, [p for p in data.get("paths") or () if isinstance(p, Mapping)])
    council(s, spaces)
    church_windows(s, spaces)
    chronicle(s, spaces)
    graves(s, spaces)
    for t in data.get("tracks") or ():
        prestige(s, t)
    soften(s, 0.04)
    return s.finish("rect", 2.0, mix(MEADOW, CONTOUR, 0.5))
