"""Robinson Crusoe's main board: a castaway's papers pinned on a timber desk.

Every space and track cell is drawn exactly where the board data puts it (the layout snaps pieces to
the same numbers).  The island map (sea, a sketched landmass, the numbered hex spaces still to
explore, the beach where the camp starts); beside it the event deck and the two threat slots (events
slide from right to left), the hunt, the three adventure decks and the weather; the action spaces
with their icons in their dice colours; the blueprint spaces of the inventions; morale and the
shelter's roof, palisade and weapon tracks as printed tracks; the resource boxes and the cost table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from ..core.model import PieceSpec
from ..lang.door import N_, _
from .generic import mix
from .paper import polygon_points
from .robinson_island import sea, terrain
from .robinson_style import ACTION, CREAM, INK, JUNGLE, PARCHMENT, TERRAIN, TIMBER, caps, panel, pawns, roundel, sheet
from .sheet import RGB, Sheet, item_box

PAPERS = ((8, 8, 386, 292), (394, 8, 498, 202), (394, 212, 498, 86), (394, 300, 498, 292), (8, 300, 386, 152),
          (8, 456, 386, 136))
SLOTS = {
    "event-deck": (N_("EVENTS"), "book", ACTION["book"]), "hunting-deck": (N_("HUNTING"), "beast", ACTION["hunt"]),
    "build-adventures": (N_("BUILD"), "?", ACTION["build"]), "gather-adventures": (N_("GATHER"), "?", ACTION["gather"]),
    "explore-adventures": (N_("EXPLORE"), "?", ACTION["explore"]),
}
ACTION_ICONS = {"build": "build", "gather": "gather", "explore": "explore", "arrange-camp": "camp", "rest": "rest",
                "night": "night"}
TRACK_ICONS = {"roof": "roof", "palisade": "palisade", "weapon": "weapon"}
BLUEPRINT: RGB = (46, 82, 122)


def desk(s: Sheet) -> None:
    """Timber planks, then the papers lying on them with a soft shadow."""
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=TIMBER, outline=None)
    for k in range(0, int(h), 40):
        s.draw.line((0, s.px(k), s.px(w), s.px(k)), fill=mix(TIMBER, INK, 0.5), width=s.line_px(0.6))
        for _step in range(14):
            x, y = s.rng.uniform(0, w), k + s.rng.uniform(4, 36)
            s.draw.line((s.px(x), s.px(y), s.px(x + s.rng.uniform(20, 90)), s.px(y + s.rng.uniform(-1, 1))),
                        fill=mix(TIMBER, INK, 0.25), width=s.line_px(0.3))
    for x, y, pw, ph in PAPERS:
        s.rect(x + 1.5, y + 1.8, pw, ph, fill=mix(TIMBER, INK, 0.45), outline=None, radius_mm=1.5)
        s.rect(x, y, pw, ph, fill=PARCHMENT, outline=mix(PARCHMENT, INK, 0.35), line_mm=0.4, radius_mm=1.5)


def island(s: Sheet, spaces: list[Mapping[str, Any]]) -> None:
    """The map: sea, the island's coast round the hex spaces, each space a sketched unexplored hex."""
    hexes = [sp for sp in spaces if str(sp.get("id", "")).startswith("island-")]
    sea(s, 14, 14, 374, 280)
    for sp in hexes:
        x, y, w, h = item_box(sp)
        s.polygon("hex", x - 7, y - 7, w + 14, h + 14, fill=TERRAIN["beach"], outline=None)
    for sp in hexes:
        x, y, w, h = item_box(sp)
        s.polygon("hex", x - 2, y - 2, w + 4, h + 4, fill=mix(JUNGLE, PARCHMENT, 0.35), outline=None)
    for sp in hexes:
        x, y, w, h = item_box(sp)
        for _step in range(5):
            px, py = x + w * s.rng.uniform(0.2, 0.7), y + h * s.rng.uniform(0.25, 0.65)
            s.icon("palm" if s.rng.random() < 0.4 else "forest", px, py, 11, mix(JUNGLE, PARCHMENT, 0.15))
    for sp in hexes:
        x, y, w, h = item_box(sp)
        start = str(sp.get("label", "")).lower().startswith("start")
        if start:
            tile = sheet(("start", sp["id"]), w, h, s.px_per_mm, tone=TERRAIN["beach"])
            terrain(tile, "beach", 0, 0, w, h)
            mask = Image.new("L", tile.image.size, 0)
            ImageDraw.Draw(mask).polygon(polygon_points("hex", (0, 0, tile.image.width - 1, tile.image.height - 1)), fill=255)
            s.image.paste(tile.image, (round(s.px(x)), round(s.px(y))), mask)
        _dashed_hex(s, x, y, w, h)
        number = str(sp["id"]).split("-")[-1]
        s.text(number, x + w / 2 - 5, y + 4, 10, 6, face="number", size_mm=3.6, fill=mix(INK, PARCHMENT, 0.25))
        if start:
            s.text(N_("CAMP"), x + w / 2 - 12, y + h - 15, 24, 6, face="title", size_mm=3.8, fill=INK)
    roundel(s, "palm", 20, 262, 22, CREAM)
    s.text(_("THE ISLAND"), 44, 268, 90, 10, face="title", size_mm=6.5, fill=CREAM, align="left")


def _dashed_hex(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    corners = polygon_points("hex", (x, y, x + w, y + h))
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        for k in range(10):
            if k % 2 == 0:
                t0, t1 = k / 10, (k + 1) / 10
                s.draw.line((s.px(ax + (bx - ax) * t0), s.px(ay + (by - ay) * t0), s.px(ax + (bx - ax) * t1),
                             s.px(ay + (by - ay) * t1)), fill=mix(INK, JUNGLE, 0.3), width=s.line_px(0.5))


def card_slot(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB, label: str, icon: str) -> None:
    """Where a deck or a card lies: a printed frame in the deck's colour, its emblem faint inside."""
    s.rect(x, y, w, h, fill=mix(colour, PARCHMENT, 0.75), outline=mix(colour, INK, 0.3), line_mm=0.6, radius_mm=2.5)
    s.rect(x + 2, y + 2, w - 4, h - 4, fill=None, outline=mix(colour, PARCHMENT, 0.4), line_mm=0.3, radius_mm=2)
    size = min(w, h) * 0.5
    roundel(s, icon, x + (w - size) / 2, y + h / 2 - size / 2, size, mix(colour, PARCHMENT, 0.55), mix(colour, INK, 0.3))
    if label:
        s.text(label, x + 2, y + 3, w - 4, 10, face="title", size_mm=6.0, fill=mix(colour, INK, 0.4))


def action_space(s: Sheet, sid: str, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    colour = ACTION.get(sid, ACTION["build"])
    s.rect(x, y, w, h, fill=mix(colour, PARCHMENT, 0.72), outline=mix(colour, INK, 0.4), line_mm=0.5, radius_mm=2)
    s.rect(x, y, w, 12, fill=colour, outline=None, radius_mm=2)
    s.text(caps(space.get("label")), x + 1, y + 0.5, w - 2, 11, face="title", size_mm=4.4, fill=CREAM)
    s.icon(ACTION_ICONS.get(sid, "build"), x + w / 2 - 19, y + 16, 38, mix(colour, INK, 0.45))


def hunt(s: Sheet, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    colour = ACTION["hunt"]
    s.rect(x, y, w, h, fill=mix(colour, PARCHMENT, 0.75), outline=mix(colour, INK, 0.4), line_mm=0.5, radius_mm=2)
    s.rect(x, y, w, 12, fill=colour, outline=None, radius_mm=2)
    s.text(N_("HUNT"), x + 2, y + 0.5, w / 2, 11, face="title", size_mm=5.0, fill=CREAM, align="left")
    pawns(s, 2, x + w - 3, y + 1.5, 9, CREAM)
    s.icon("hunt", x + 8, y + 18, 52, mix(colour, INK, 0.4))
    s.text(str(space.get("text") or ""), x + 64, y + 18, w - 68, 62, face="serif", size_mm=7.0, fill=INK)


def threat_slots(s: Sheet, left: Mapping[str, Any], right: Mapping[str, Any]) -> None:
    colour = ACTION["threat"]
    for sp in (left, right):
        x, y, w, h = item_box(sp)
        card_slot(s, x, y, w, h, colour, N_("THREAT"), "threat")
    lx, ly, lw, lh = item_box(left)
    rx = float(right["x"])
    mid, cy = (lx + lw + rx) / 2, ly + lh / 2
    s.draw.polygon([(s.px(mid - 5), s.px(cy)), (s.px(mid + 4), s.px(cy - 6)), (s.px(mid + 4), s.px(cy + 6))], fill=colour)


def weather(s: Sheet, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    colour: RGB = (84, 110, 132)
    s.rect(x, y, w, h, fill=mix(colour, PARCHMENT, 0.78), outline=mix(colour, INK, 0.4), line_mm=0.5, radius_mm=2)
    s.text(N_("WEATHER"), x + 3, y + 2, w - 6, 10, face="title", size_mm=5.4, fill=mix(colour, INK, 0.4))
    for i, icon in enumerate(("rain", "snow", "storm")):
        s.icon(icon, x + 14 + i * (w - 28) / 3, y + 26, 40, mix(colour, PARCHMENT, 0.25))
    s.text(str(space.get("text") or ""), x + 3, y + h - 14, w - 6, 10, face="serif", size_mm=4.2, fill=INK)


def invention_slot(s: Sheet, sid: str, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    s.rect(x, y, w, h, fill=mix(BLUEPRINT, PARCHMENT, 0.86), outline=mix(BLUEPRINT, PARCHMENT, 0.3), line_mm=0.45,
           radius_mm=2.5)
    for k in range(1, 6):
        s.draw.line((s.px(x + 2), s.px(y + k * h / 6), s.px(x + w - 2), s.px(y + k * h / 6)),
                    fill=mix(BLUEPRINT, PARCHMENT, 0.72), width=1)
    s.icon("build", x + w / 2 - 9, y + h / 2 - 9, 18, mix(BLUEPRINT, PARCHMENT, 0.5))
    s.text(sid.split("-")[-1], x, y + h - 10, w, 8, face="number", size_mm=4.0, fill=mix(BLUEPRINT, PARCHMENT, 0.35))


def resourceitem_box(s: Sheet, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    panel(s, x, y, w, h, TIMBER, "", fill=mix(TIMBER, PARCHMENT, 0.85))
    s.text(caps(space.get("label")), x + 2, y + 2, w - 4, 12, face="title", size_mm=4.4, fill=mix(TIMBER, INK, 0.3))
    for i, icon in enumerate(("wood", "food", "fur", "preserved")):
        s.icon(icon, x + 8 + (i % 2) * (w / 2 - 4), y + 22 + (i // 2) * 44, 30, mix(TIMBER, PARCHMENT, 0.55))


def costs(s: Sheet, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    panel(s, x, y, w, h, TIMBER, "", fill=mix(TIMBER, PARCHMENT, 0.85))
    s.text(_("SHELTER · ROOF · PALISADE"), x + 2, y + 2, w - 4, 10, face="title", size_mm=4.2, fill=mix(TIMBER, INK, 0.3))
    lines = str(space.get("text") or "").split("\n")
    shown = _("\n".join(lines)).split("\n")  # the icons follow the English lines, the words the language's
    row = (h - 16) / max(1, len(lines))
    for i, line in enumerate(lines):
        yy = y + 14 + i * row
        s.icon("weapon" if "weapon" in line.lower() else "roof", x + 3, yy + 1, row - 3)
        s.text(shown[i] if len(shown) == len(lines) else line, x + row + 2, yy, w - row - 5, row, face="serif",
               size_mm=6.0, align="left")


def shelter(s: Sheet, space: Mapping[str, Any]) -> None:
    x, y, w, h = item_box(space)
    panel(s, x, y, w, h, TIMBER, "", fill=mix(TERRAIN["hills"], PARCHMENT, 0.7))
    s.text(N_("SHELTER"), x + 1, y + 2, w - 2, 9, face="title", size_mm=4.4, fill=INK)
    s.icon("shelter", x + 8, y + 20, w - 16, mix(TIMBER, INK, 0.4))


def track(s: Sheet, track_data: Mapping[str, Any]) -> None:
    """A printed track: numbered cells, the start space marked, the track's icon before its first cell."""
    cells = list(track_data.get("cells") or ())
    tid = str(track_data.get("id"))
    for i, cell in enumerate(cells):
        x, y, w, h = item_box(cell)
        text = str(cell.get("text", i))
        if tid == "morale":
            level = int(text.replace("+", "")) if text.lstrip("+-").isdigit() else 0
            fill = mix((120, 60, 50), (240, 220, 140), (level + 3) / 6)
        else:
            fill = mix(TIMBER, PARCHMENT, 0.82 if i % 2 else 0.7)
        s.rect(x, y, w, h, fill=fill, outline=mix(TIMBER, INK, 0.5), line_mm=0.4, radius_mm=1.2)
        start = (tid == "morale" and text == "0") or (tid != "morale" and i == 0)
        if start:
            s.ellipse(x + w / 2 - 6, y + h / 2 - 6, 12, 12, fill=None, outline=CREAM if tid == "morale" else INK, line_mm=0.5)
        s.text(text.replace("-", "−"), x, y, w, h, face="number", size_mm=min(7.0, h * 0.32), fill=INK)
    if not cells:
        return
    x0, y0, _w0, h0 = item_box(cells[0])
    if tid in TRACK_ICONS:
        s.rect(x0 - 23, y0, 21, h0, fill=mix(TIMBER, PARCHMENT, 0.55), outline=mix(TIMBER, INK, 0.5), line_mm=0.4,
               radius_mm=1.2)
        s.icon(TRACK_ICONS[tid], x0 - 21.5, y0 + 1.5, 18, INK)
    elif tid == "morale":
        xl, yl, wl = item_box(cells[-1])[:3]
        s.icon("morale", xl + wl + 1.5, yl + 4, min(22.0, 390 - xl - wl - 2), INK)


def board(spec: PieceSpec, scale: float) -> Image.Image:
    data = spec.data
    spaces = [sp for sp in data.get("spaces") or () if isinstance(sp, Mapping)]
    by_id = {str(sp.get("id")): sp for sp in spaces}
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=TIMBER)
    desk(s)
    island(s, spaces)
    for sid, sp in by_id.items():
        if sid in SLOTS:
            label, icon, colour = SLOTS[sid]
            card_slot(s, *item_box(sp), colour, label, icon)
        elif sid in ACTION_ICONS:
            action_space(s, sid, sp)
        elif sid.startswith("invention-"):
            invention_slot(s, sid, sp)
        elif sid in ("future-resources", "available-resources"):
            resourceitem_box(s, sp)
    if "threat-left" in by_id and "threat-right" in by_id:
        threat_slots(s, by_id["threat-left"], by_id["threat-right"])
    for sid, draw in (("hunt", hunt), ("weather", weather), ("costs", costs), ("shelter", shelter)):
        if sid in by_id:
            draw(s, by_id[sid])
    for t in data.get("tracks") or ():
        track(s, t)
    return s.finish("rect", 2.0, mix(TIMBER, INK, 0.5))
