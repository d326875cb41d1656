"""Robinson Crusoe: island tiles as printed hexes, the card decks by section, the sea on the board.

Reads the Robinson package's data: a spec id's section (``event:``, ``adventure:``, ``mystery:``,
``beast:``, ``item:``, ``invention:``, ``wreckage:``, ``tile:``, ``discovery:``) and the row keys
``title``, ``icon``, ``event``, ``threat_action``, ``pawns``, ``requirement``, ``reward``,
``threat_effect``, ``deck``, ``effect``, ``event_title``, ``event_effect``, ``type``, ``strength``,
``weapon_loss``, ``food``, ``fur``, ``palisade_loss``, ``uses``, ``reward_1_pawn``,
``reward_2_pawns``, tiles' ``number``, ``terrain``, ``sources``, ``totem``, ``beast``,
``natural_shelter``, ``discoveries``; boards' ``palette`` (``sea``, ``build``, ``gather``,
``explore``, ``hunt``, ``threat``).  Other pieces and the rest of each card use the generic templates.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from . import paper
from .generic import CARD_RADIUS_MM, CREAM, board_sheet, card_front, hex_colour, mix
from .icons import INK
from .sheet import RGB, Sheet

ACTION_COLOURS: dict[str, RGB] = {
    "build": (139, 90, 43), "gather": (110, 110, 110), "explore": (60, 140, 60), "hunt": (190, 40, 40),
    "threat": (90, 60, 120), "book": (60, 50, 40),
}
SECTION_COLOURS: dict[str, RGB] = {
    "event": (90, 60, 120), "mystery": (40, 70, 80), "beast": (150, 40, 36), "item": (120, 90, 50),
    "invention": (170, 130, 50), "wreckage": (70, 90, 110), "piece": (120, 100, 80),
}
TERRAIN_COLOURS: dict[str, RGB] = {
    "beach": (226, 206, 150), "plains": (186, 196, 110), "hills": (140, 160, 80), "mountains": (150, 146, 136),
    "river": (110, 160, 160),
}
BACK_COLOURS: dict[str, RGB] = {
    "event card": (90, 60, 120), "build adventure card": ACTION_COLOURS["build"],
    "gather adventure card": ACTION_COLOURS["gather"], "explore adventure card": ACTION_COLOURS["explore"],
    "mystery card": (40, 70, 80), "beast card": (150, 40, 36), "starting item card": (120, 90, 50),
    "wreckage card": (70, 90, 110), "special card": (120, 100, 80), "island tile": (96, 140, 160),
    "discovery token": (200, 170, 90),
}
SEA: RGB = (127, 167, 184)


def _sheet(key: object, w: float, h: float, scale: float, tone: RGB) -> Sheet:
    return Sheet(w, h, scale, random.Random(paper.seed_of("robinson", key)), tone=tone)


def _text(value: Any) -> str:
    return "" if value in (None, "", 0) else str(value)


def _section(spec: PieceSpec) -> str:
    return spec.id.split(":", 1)[0] if ":" in spec.id else ""


def _card_frame(s: Sheet, colour: RGB, title: str, icon: str = "") -> float:
    """Coloured border, parchment panel and title band; returns the top of the body."""
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=colour, outline=None)
    s.rect(2.5, 2.5, w - 5, h - 5, fill=mix(CREAM, colour, 0.08), outline=mix(colour, INK, 0.4), line_mm=0.3, radius_mm=1.5)
    s.rect(2.5, 2.5, w - 5, 10, fill=mix(colour, CREAM, 0.15), outline=None, radius_mm=1.5)
    left = 13.5 if icon else 4
    s.text(title, left, 2.5, w - left - 4, 10, face="title", size_mm=5.0, fill=CREAM)
    if icon:
        s.ellipse(3.5, 3.3, 8.4, 8.4, fill=CREAM, outline=INK, line_mm=0.3)
        s.icon(icon, 4.2, 4.0, 7.0)
    return 14.0


def _strip(s: Sheet, y: float, h: float, colour: RGB, label: str, text: str) -> None:
    w = s.width_mm
    s.rect(4, y, w - 8, h, fill=mix(colour, CREAM, 0.78), outline=mix(colour, INK, 0.3), line_mm=0.3, radius_mm=1.2)
    s.text(label, 5, y + 0.5, w - 10, 5, face="sans_bold", size_mm=3.2, fill=mix(colour, INK, 0.5), valign="top")
    s.text(text, 5, y + 5.5, w - 10, h - 6, face="serif", size_mm=3.4)


def event_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    icon = str(d.get("icon", "book"))
    colour = ACTION_COLOURS.get(icon, SECTION_COLOURS["event"])
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _card_frame(s, mix(colour, (90, 60, 120), 0.5), str(d.get("title") or spec.label), "story" if icon == "book" else "")
    w, h = s.width_mm, s.height_mm
    if icon != "book":
        s.badge(icon[:1].upper(), 3.5, 3.3, 8.4, fill=colour, ink=CREAM)
    s.text(_text(d.get("event")), 5, top, w - 10, 24, face="serif", size_mm=3.8)
    y = top + 26
    pawns = int(d.get("pawns") or 1)
    s.rect(4, y, w - 8, h - y - 4, fill=mix(SECTION_COLOURS["event"], CREAM, 0.8), outline=INK, line_mm=0.3, radius_mm=1.2)
    s.text(_text(d.get("threat_action")), 5, y + 1, w - 10 - 6 * pawns, 7, face="title", size_mm=4.0, align="left")
    for i in range(pawns):
        s.ellipse(w - 10 - 6 * i, y + 1.5, 5, 5, fill=(230, 190, 40), line_mm=0.25)
    lines = [("needs", d.get("requirement")), ("reward", d.get("reward")), ("if left", d.get("threat_effect"))]
    yy = y + 9
    for label, value in lines:
        if _text(value):
            s.text(f"{label}: {value}", 6, yy, w - 12, 9, face="serif", size_mm=3.2, align="left", valign="top")
            yy += 9.5
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def adventure_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    section = _section(spec)
    colour = ACTION_COLOURS.get(str(d.get("deck", "")), SECTION_COLOURS.get(section, (100, 100, 100)))
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _card_frame(s, colour, str(d.get("title") or spec.label), "story" if section == "mystery" else "")
    w, h = s.width_mm, s.height_mm
    if d.get("type"):
        s.text(str(d["type"]).title(), 4, top - 1, w - 8, 5, face="italic", size_mm=3.6, fill=mix(colour, INK, 0.4))
        top += 4.5
    s.text(_text(d.get("effect")), 5, top, w - 10, 34, face="serif", size_mm=3.8)
    if _text(d.get("event_title")) or _text(d.get("event_effect")):
        _strip(s, h - 36, 32, (90, 60, 120), f"Event: {_text(d.get('event_title'))}", _text(d.get("event_effect")))
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def beast_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    colour = SECTION_COLOURS["beast"]
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _card_frame(s, colour, str(d.get("title") or spec.label))
    w, h = s.width_mm, s.height_mm
    s.ellipse(w / 2 - 11, top + 1, 22, 22, fill=mix(colour, CREAM, 0.7), line_mm=0.5)
    s.text(_text(d.get("strength")) or "0", w / 2 - 11, top + 1, 22, 22, face="number", size_mm=11, fill=INK)
    s.text("strength", 4, top + 23.5, w - 8, 5, face="italic", size_mm=3.4)
    rows = [("weapon", "−", d.get("weapon_loss")), ("food", "+", d.get("food")), ("fur", "+", d.get("fur")),
            ("palisade", "−", d.get("palisade_loss"))]
    y = top + 30
    for name, sign, value in rows:
        if _text(value):
            s.icon(name if name in ("food", "fur") else "points", 8, y, 8)
            s.text(f"{name} {sign}{value}", 18, y, w - 24, 8, face="sans_bold", size_mm=4.2, align="left")
            y += 9.5
    if _text(d.get("extra")):
        s.text(str(d["extra"]), 5, y, w - 10, h - y - 4, face="serif", size_mm=3.3)
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def wreckage_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    colour = SECTION_COLOURS["wreckage"]
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _card_frame(s, colour, str(d.get("title") or spec.label))
    w = s.width_mm
    s.text(_text(d.get("threat_action")), 4, top, w - 8, 10, face="title", size_mm=4.4, fill=INK)
    _strip(s, top + 12, 24, colour, "1 pawn", _text(d.get("reward_1_pawn")))
    _strip(s, top + 38, 24, colour, "2 pawns", _text(d.get("reward_2_pawns")))
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def island_tile(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    if spec.faces[face] == "volcano":
        return volcano_tile(spec, face, scale)
    d = spec.data
    terrain = str(d.get("terrain", "plains"))
    colour = TERRAIN_COLOURS.get(terrain, (180, 180, 120))
    w, h = spec.width, spec.height
    s = _sheet((spec.id, 0), w, h, scale, colour)
    s.polygon("hex", 2, 2, w - 4, h - 4, fill=mix(colour, CREAM, 0.2), outline=mix(colour, INK, 0.45), line_mm=0.6)
    if terrain == "river":
        s.draw.line([(s.px(w * 0.2), s.px(h * 0.3)), (s.px(w * 0.45), s.px(h * 0.45)), (s.px(w * 0.55), s.px(h * 0.7)), (s.px(w * 0.8), s.px(h * 0.78))],
                    fill=(80, 130, 170), width=s.line_px(2.5))
    s.badge(_text(d.get("number")) or "?", w / 2 - 5, 5, 10, fill=CREAM, ink=INK)
    s.text(terrain.title(), w * 0.2, 16, w * 0.6, 7, face="title", size_mm=4.6, fill=mix(colour, INK, 0.7))
    s.icons([str(x) for x in d.get("sources") or ()], w * 0.22, h * 0.36, w * 0.56, 16, max_size=15)
    marks = [m for m in ("totem", "beast", "natural_shelter") if d.get(m)]
    x = w / 2 - len(marks) * 6
    for mark in marks:
        s.badge({"totem": "T", "beast": "B", "natural_shelter": "S"}[mark], x, h * 0.6, 10,
                fill={"totem": (150, 100, 60), "beast": (180, 50, 40), "natural_shelter": (110, 110, 100)}[mark], ink=CREAM)
        x += 12
    found = int(d.get("discoveries") or 0)
    for i in range(found):
        s.ellipse(w / 2 - found * 3.5 + i * 7 + 0.5, h * 0.75, 6, 6, fill=(226, 196, 100), line_mm=0.25)
    return s.finish("hex", 0, mix(colour, INK, 0.5))


def volcano_tile(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """The start tile's other side, which one scenario uses: a volcano."""
    w, h = spec.width, spec.height
    colour: RGB = (110, 96, 90)
    s = _sheet((spec.id, face), w, h, scale, colour)
    s.polygon("hex", 2, 2, w - 4, h - 4, fill=mix(colour, CREAM, 0.15), outline=mix(colour, INK, 0.45), line_mm=0.6)
    s.draw.polygon([(s.px(w * 0.2), s.px(h * 0.72)), (s.px(w * 0.42), s.px(h * 0.3)), (s.px(w * 0.58), s.px(h * 0.3)), (s.px(w * 0.8), s.px(h * 0.72))],
                   fill=(80, 66, 60), outline=INK, width=s.line_px(0.4))
    s.draw.polygon([(s.px(w * 0.42), s.px(h * 0.3)), (s.px(w * 0.5), s.px(h * 0.42)), (s.px(w * 0.58), s.px(h * 0.3))], fill=(210, 80, 40))
    for i in range(3):
        s.ellipse(w * (0.42 + 0.06 * i), h * (0.12 + 0.04 * (i % 2)), w * 0.1, h * 0.08, fill=(170, 166, 160), outline=None)
    s.text("Volcano", w * 0.2, h * 0.74, w * 0.6, 8, face="title", size_mm=4.6, fill=CREAM)
    return s.finish("hex", 0, mix(colour, INK, 0.5))


def board(spec: PieceSpec, scale: float) -> Image.Image:
    """The board with its sea under the island and the action spaces in their action colours."""
    pal = spec.data.get("palette") or {}
    pal = pal if isinstance(pal, Mapping) else {}
    spaces = [_tone_space(sp) for sp in spec.data.get("spaces") or ()]
    island = [sp for sp in spaces if str(sp.get("id", "")).startswith("island")]

    def sea(s: Sheet) -> None:
        if island:
            x0 = min(float(sp["x"]) for sp in island) - 8
            y0 = min(float(sp["y"]) for sp in island) - 8
            x1 = max(float(sp["x"]) + float(sp["w"]) for sp in island) + 8
            y1 = max(float(sp["y"]) + float(sp["h"]) for sp in island) + 8
            s.rect(x0, y0, x1 - x0, y1 - y0, fill=hex_colour(pal.get("sea"), SEA), outline=None, radius_mm=12)

    s, ground = board_sheet(replace(spec, data={**spec.data, "spaces": spaces}), 0, scale, underlay=sea)
    return s.finish("rect", 2.0, mix(ground, INK, 0.5))


def _tone_space(space: Mapping[str, Any]) -> Mapping[str, Any]:
    sid = str(space.get("id", ""))
    if sid.startswith("island"):
        return {**space, "color": "#e2cf9a"}
    for action in ("build", "gather", "explore", "hunt", "threat"):
        if sid.startswith(action):
            return {**space, "tone": action}
    return space


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    section = _section(spec)
    if spec.kind == "board" and spec.id == "board":
        return board(spec, scale)
    if spec.kind == "tile" and section == "tile":
        return island_tile(spec, face, scale)
    if spec.kind != "card":
        return None
    maker = {"event": event_card, "adventure": adventure_card, "mystery": adventure_card, "beast": beast_card,
             "wreckage": wreckage_card}.get(section)
    if maker is not None:
        return maker(spec, scale)
    colour = SECTION_COLOURS.get(section)
    return card_front(spec, face, scale, tint=colour) if colour else None


def back(kind: str, back_name: str, w: float, h: float, colour: RGB | None, scale: float) -> Image.Image | None:
    """Backs by name: each deck's colour with its name; island tiles as sea-blue hexes."""
    tint = BACK_COLOURS.get(back_name)
    if tint is None:
        return None
    s = _sheet(("back", kind, back_name, w, h), w, h, scale, tint)
    shape = "hex" if back_name == "island tile" else "circle" if kind == "token" else "rect"
    s.shape(shape, 2, 2, w - 4, h - 4, fill=mix(tint, CREAM, 0.2), outline=mix(tint, INK, 0.4), line_mm=0.5, radius_mm=2)
    for i in range(3):
        k = 0.2 + 0.12 * i
        s.shape("circle", w * k, h * k, w * (1 - 2 * k), h * (1 - 2 * k), fill=None, outline=mix(tint, CREAM, 0.45), line_mm=0.3)
    label = back_name.replace(" card", "").replace(" token", "").replace(" tile", "")
    s.text(label.title(), w * 0.15, h * 0.35, w * 0.7, h * 0.3, face="title", size_mm=min(7.0, w * 0.12), fill=CREAM)
    radius = 0 if shape != "rect" else CARD_RADIUS_MM if kind == "card" else 1.0
    return s.finish(shape, radius, mix(tint, INK, 0.5))
