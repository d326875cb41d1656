"""Robinson Crusoe's large cards: the characters, Friday and the Dog, and the scenario sheet; and the
small pieces printed for this game (dice faces, tokens, discovery tokens).

A character card: a portrait medallion with the profession's tool, four abilities with their
determination cost, the personal invention's place, the body zones a special wound goes on, and the
life track from start to the skull, the morale drops marked where the card prints them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import _
from .generic import mix
from .illustrate import picture_for
from .pieces import die_finish, die_sheet
from .robinson_style import CREAM, INK, PARCHMENT, TIMBER, caps, panel, roundel, sheet
from .sheet import RGB, Sheet, item_box

PROFESSION_ICONS = {"carpenter": "carpenter", "cook": "cook", "explorer": "scout", "soldier": "soldier",
                    "dog": "dog", "friday": "palm"}
BODY_ICONS = {"head": "helmet", "arm": "sabre", "belly": "food", "leg": "footprint"}
WEATHER_ICONS = {"rain": "rain", "winter": "snow", "animals": "beast"}
CHARACTER: RGB = (110, 74, 44)


def life_track(s: Sheet, track: Mapping[str, Any]) -> None:
    for cell in track.get("cells") or ():
        x, y, w, h = item_box(cell)
        text = str(cell.get("text", ""))
        death, drop = text == "death", text.startswith("morale")
        fill = (60, 40, 34) if death else (214, 170, 150) if drop else mix(TIMBER, PARCHMENT, 0.8)
        s.rect(x, y, w, h, fill=fill, outline=mix(TIMBER, INK, 0.5), line_mm=0.3, radius_mm=1)
        if death:
            s.icon("skull", x + w / 2 - h * 0.4, y + h * 0.1, h * 0.8, CREAM)
        elif drop:
            s.icon("morale", x + w / 2 - h * 0.32, y + h * 0.06, h * 0.5, (120, 50, 40))
            s.text("−1", x, y + h * 0.55, w, h * 0.42, face="number", size_mm=h * 0.28, fill=(120, 50, 40))
        else:
            s.text("▶" if text == "start" else text, x, y, w, h, face="number", size_mm=min(6.0, h * 0.42), fill=INK)


def character(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    data = spec.data
    role = str(data.get("id", ""))
    s = sheet((spec.id, face), spec.width, spec.height, scale)
    s.bordered(CHARACTER, PARCHMENT, 2.5, mix(CHARACTER, INK, 0.5))
    roundel(s, PROFESSION_ICONS.get(role, "person"), 5, 3.5, 16, mix(CHARACTER, CREAM, 0.7))
    s.text(caps(data.get("title") or spec.label), 23, 3, 90, 10, face="title", size_mm=6.4, fill=INK, align="left")
    s.text(spec.faces[face], 23, 12, 60, 5, face="italic", size_mm=3.4, fill=mix(CHARACTER, INK, 0.3), align="left")
    spaces = {str(sp.get("id")): sp for sp in data.get("spaces") or () if isinstance(sp, Mapping)}
    for sid, sp in spaces.items():
        x, y, bw, bh = item_box(sp)
        if sid.startswith("ability-"):
            title, cost, effect = _ability(str(sp.get("text") or sp.get("label") or ""))
            panel(s, x, y, bw, bh, CHARACTER, fill=mix(CHARACTER, PARCHMENT, 0.86))
            if cost:
                roundel(s, cost, x + 1, y + 1.5, bh - 3, (60, 150, 196))
            s.text(caps(title), x + bh, y + 0.6, bw - bh - 2, 5, face="title", size_mm=3.4, align="left")
            s.text(effect, x + bh, y + 5.2, bw - bh - 2, bh - 5.6, face="serif", size_mm=3.9, align="left", valign="top")
        elif sid == "personal-invention":
            s.rect(x, y, bw, bh, fill=mix((46, 82, 122), PARCHMENT, 0.85), outline=(46, 82, 122), line_mm=0.4, radius_mm=2.5)
            s.text(_("PERSONAL INVENTION"), x + 2, y + 3, bw - 4, 8, face="title", size_mm=3.4, fill=(46, 82, 122))
            s.icon("build", x + bw / 2 - 10, y + bh / 2 - 10, 20, mix((46, 82, 122), PARCHMENT, 0.4))
        elif sid.startswith("body-"):
            zone = sid.split("-", 1)[1]
            panel(s, x, y, bw, bh, (160, 60, 50), fill=mix((160, 60, 50), PARCHMENT, 0.82))
            s.icon(BODY_ICONS.get(zone, "wound"), x + 1, y + 1.5, bh - 3, (120, 40, 34))
            s.text(caps(zone.capitalize()), x + bh, y, bw - bh - 1, bh, face="sans_bold", size_mm=3.4, fill=(110, 40, 34), align="left")
    for t in data.get("tracks") or ():
        life_track(s, t)
    return s.finish("rect", 3.0, mix(CHARACTER, INK, 0.5))


def _ability(text: str) -> tuple[str, str, str]:
    """"Title (cost): effect" as its three parts (the space text the board data writes)."""
    found = re.match(r"\s*(.*?)\s*\((\d+)\)\s*:\s*(.*)", text, re.S)
    return (found.group(1), found.group(2), found.group(3)) if found else (text, "", "")


def helper(spec: PieceSpec, scale: float) -> Image.Image:
    """Friday's card (with his life track) or the Dog's."""
    data = spec.data
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    s.bordered(CHARACTER, PARCHMENT, 2.5, mix(CHARACTER, INK, 0.5))
    roundel(s, PROFESSION_ICONS.get(str(data.get("id")), "person"), 4, 4, 13, mix(CHARACTER, CREAM, 0.7))
    s.text(caps(data.get("title") or spec.label), 19, 4, w - 24, 12, face="title", size_mm=5.6, align="left")
    tracks = list(data.get("tracks") or ())
    s.text(str(data.get("text") or ""), 5, 19, w - 10, h - (46 if tracks else 24), face="serif", size_mm=3.4)
    for t in tracks:
        life_track(s, t)
    return s.finish("rect", 3.0, mix(CHARACTER, INK, 0.5))


def scenario(spec: PieceSpec, scale: float) -> Image.Image:
    """The scenario sheet: round track with the weather dice each round rolls, woodpile, goal, specials."""
    data = spec.data
    colour: RGB = (72, 96, 86)
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    s.bordered(colour, PARCHMENT, 2.5, mix(colour, INK, 0.5))
    s.text(caps(spec.label), 5, 3, w - 10, 13, face="title", size_mm=6.0, fill=INK)
    for t in data.get("tracks") or ():
        for cell in t.get("cells") or ():
            x, y, cw, ch = item_box(cell)
            s.rect(x, y, cw, ch, fill=mix(colour, PARCHMENT, 0.8), outline=mix(colour, INK, 0.4), line_mm=0.3, radius_mm=1)
            text = str(cell.get("text", ""))
            if t.get("id") == "rounds":
                s.text(text, x, y + 0.5, cw, ch * 0.45, face="number", size_mm=ch * 0.3)
                icons = [WEATHER_ICONS[k] for k in str(cell.get("weather") or "").split() if k in WEATHER_ICONS]
                for i, icon in enumerate(icons):
                    s.icon(icon, x + cw / 2 - len(icons) * 2.6 + i * 5.2, y + ch * 0.52, 5)
            else:
                n = int(text.split()[0]) if text[:1].isdigit() else 0
                for i in range(n):
                    s.icon("wood", x + 1 + (i % 3) * (cw - 2) / 3, y + 2 + (i // 3) * 9, (cw - 2) / 3)
    for sp in data.get("spaces") or ():
        x, y, bw, bh = item_box(sp)
        body = panel(s, x, y, bw, bh, colour, str(sp.get("label") or ""))
        s.text(str(sp.get("text") or ""), x + 1.5, body, bw - 3, y + bh - body - 0.5, face="serif", size_mm=3.2,
               align="left", valign="top")
    if not data.get("tracks"):
        s.text(_("Another scenario of the box (this table plays Castaways)."), 10, h / 2 - 10, w - 20, 20,
               face="italic", size_mm=5)
    return s.finish("rect", 3.0, mix(colour, INK, 0.5))


DIE_FACES = {"wound": "wound", "success": "success", "failure": "failure", "snow": "snow", "rain": "rain",
             "beast": "beast", "palisade": "palisade", "food": "food"}


def die_face(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    """A Robinson die face: wound, success, failure (2 determination), "?", clouds, the animals' faces."""
    name = spec.faces[face].lower()
    s = die_sheet(spec, face, scale, style="ink")
    ink = CREAM if sum(spec.color or (200, 200, 200)) < 420 else INK
    w, h = s.width_mm, s.height_mm
    words = name.split()
    number = next((word for word in words if word.lstrip("-").isdigit()), "")
    icon = next((DIE_FACES[k] for k in DIE_FACES if k in name), "")
    if name == "adventure":
        s.text("?", 0, 0.4, w, h, face="title", size_mm=h * 0.75, fill=ink)
    elif name == "blank":
        pass
    elif icon and "cloud" in name:
        count = int(number or 1)
        for i in range(count):
            s.icon(icon, w * (0.5 - 0.22 * count) + i * w * 0.42, h * 0.25, w * 0.44, ink)
    elif icon:
        s.icon(icon, w * 0.2, h * 0.12 if number else h * 0.2, w * 0.6 if not number else w * 0.48, ink)
        if name == "failure":
            s.text("2", w * 0.62, h * 0.56, w * 0.36, h * 0.4, face="number", size_mm=h * 0.3, fill=ink)
        elif number:
            s.text(number.replace("-", "−"), 0, h * 0.56, w, h * 0.4, face="number", size_mm=h * 0.32, fill=ink)
    return die_finish(s, spec)


TOKEN_ICONS = {"determination": "determination", "first player": "gather", "camp": "camp", "shelter": "shelter",
               "shortcut": "shortcut", "reroll success": "success", "rain-cloud": "rain", "snow-cloud": "snow",
               "storm": "storm", "+1 wood": "wood", "+1 food": "food", "beast-strength": "beast", "+1 pawn": "carpenter"}


def token(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    """Cardboard tokens: each printed with its picture (and a +1 where it adds one)."""
    name = spec.faces[face]
    key = name.lower()
    wound = key.endswith(" wound")
    adventure = key.endswith(" adventure")
    discovery = spec.id.startswith("discovery:")
    if not (key in TOKEN_ICONS or wound or adventure or discovery):
        return None
    colour = spec.color or (226, 196, 120)
    w, h = spec.width, spec.height
    s = sheet((spec.id, face), w, h, scale, tone=colour)
    s.ellipse(0.6, 0.6, w - 1.2, h - 1.2, fill=colour, outline=mix(colour, INK, 0.5), line_mm=0.5)
    ink = CREAM if sum(colour) < 400 else INK
    if adventure:
        s.text("?", 0, 0.6, w, h, face="title", size_mm=h * 0.7, fill=CREAM)
    elif discovery:
        title = str(spec.data.get("title") or spec.label)
        s.ellipse(1.6, 1.6, w - 3.2, h - 3.2, fill=mix((226, 196, 120), CREAM, 0.4), outline=INK, line_mm=0.3)
        s.icon(picture_for([title, str(spec.data.get("effect") or "")], "treasure"), w * 0.24, h * 0.14, w * 0.52)
        s.text(caps(title), w * 0.1, h * 0.64, w * 0.8, h * 0.24, face="sans_bold", size_mm=2.2)
    elif wound:
        s.icon("wound", w * 0.2, h * 0.12, w * 0.5, ink)
        s.text(caps(key.split()[0]), w * 0.1, h * 0.62, w * 0.8, h * 0.26, face="sans_bold", size_mm=h * 0.17, fill=ink)
    else:
        plus = key.startswith("+1")
        s.icon(TOKEN_ICONS[key], w * 0.22, h * (0.14 if plus else 0.2), w * 0.56, ink)
        if plus:
            s.text("+1", 0, h * 0.62, w, h * 0.3, face="number", size_mm=h * 0.24, fill=ink)
    return s.finish("circle", 0, mix(colour, INK, 0.5))


def discovery_back(w: float, h: float, scale: float) -> Image.Image:
    colour: RGB = (200, 168, 96)
    s = sheet(("back", "discovery", w, h), w, h, scale, tone=colour)
    s.ellipse(0.6, 0.6, w - 1.2, h - 1.2, fill=colour, outline=mix(colour, INK, 0.5), line_mm=0.5)
    s.ellipse(w * 0.18, h * 0.18, w * 0.64, h * 0.64, fill=None, outline=mix(colour, INK, 0.3), line_mm=0.3)
    s.text("?", 0, 0.6, w, h, face="title", size_mm=h * 0.62, fill=mix(colour, INK, 0.45))
    return s.finish("circle", 0, mix(colour, INK, 0.5))

