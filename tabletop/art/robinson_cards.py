"""Robinson Crusoe's cards: events, adventures, mysteries, beasts, inventions, items and wreckage.

Every card has its title in capitals, a picture band (``illustrate.band``) chosen from its words, and
its text where the box prints it: an event's effect above its threat action (pawns, requirement,
reward) and its threat effect in a darker strip; an adventure's effect above the event half that
fires if it comes back out of the event deck.  Inventions are blueprints on one side (what they
need: terrain, items, resources) and the made item on the other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from .generic import CARD_RADIUS_MM, mix
from .illustrate import band, picture_for
from .robinson_style import (
    ACTION,
    CREAM,
    INK,
    JUNGLE,
    MYSTERY,
    PARCHMENT,
    TERRAIN,
    caps,
    dark_strip,
    frame,
    panel,
    pawns,
    roundel,
    sheet,
)
from .sheet import RGB, Sheet

EVENT: RGB = (88, 58, 96)
BEAST: RGB = (128, 40, 32)
ITEM: RGB = (118, 84, 48)
WRECK: RGB = (66, 86, 104)
BLUEPRINT: RGB = (46, 82, 122)
MYSTERY_KINDS = {"treasure": N_("treasure"), "trap": N_("trap"), "monster": N_("monster")}
TERRAIN_WORDS = {"beach": N_("beach"), "hills": N_("hills"), "mountains": N_("mountains"), "plains": N_("plains"),
                 "river": N_("river")}
"""The words for the data's kinds of mystery card and of terrain, which the cards print."""
SKY: RGB = (190, 206, 200)
INVENTION_PICTURES = {
    "bow": "hunt", "corral": "palisade", "diary": "book", "drums": "drum", "moat": "pit", "snare": "trap",
    "spear": "weapon", "belts": "belt", "map": "map", "cure": "cure", "shovel": "shovel", "shortcut": "shortcut",
}


def _t(value: Any) -> str:
    return "" if value in (None, "", 0) else str(value)


def _finish(s: Sheet, colour: RGB) -> Image.Image:
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def _picture(s: Sheet, top: float, h: float, picture: str, colour: RGB, extras: tuple[str, ...] = ("palm", "forest")) -> float:
    band(s, 3.4, top, s.width_mm - 6.8, h, picture, mix(SKY, colour, 0.2), mix(JUNGLE, colour, 0.25), INK,
         extras=() if picture in extras else extras)
    return top + h + 1.0


def event_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    icon = str(d.get("icon", "book"))
    badge_fill = ACTION.get(icon, CREAM)
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    top = frame(s, EVENT, str(d.get("title") or spec.label), "book" if icon == "book" else "?", badge_fill)
    w = s.width_mm
    y = _picture(s, top + 0.6, 17, picture_for([str(d.get("title", "")), _t(d.get("event"))], "book"), EVENT)
    s.text(_t(d.get("event")), 3.8, y, w - 7.6, 11.5, face="serif", size_mm=3.4)
    y += 12
    body = panel(s, 3.2, y, w - 6.4, 20.5, EVENT, N_("threat"))
    count = int(d.get("pawns") or 1)
    start = pawns(s, count, w - 4.2, y + 0.6, 3.6, (236, 200, 80))
    s.text(caps(d.get("threat_action")), 4.2, body, start - 5, 4.6, face="title", size_mm=3.3, align="left")
    lines = [text for text in (_need(d.get("requirement")), _(_t(d.get("reward")))) if text]
    s.text("\n".join(lines), 4.2, body + 4.8, w - 8.4, 20.5 - 9.6, face="serif", size_mm=3.1, align="left", valign="top")
    dark_strip(s, y + 21.5, EVENT, _("if it leaves the board"), _t(d.get("threat_effect")) or "—")
    return _finish(s, EVENT)


def _need(value: Any) -> str:
    return _("Needs: {need}", need=_(str(value))) if _t(value) else ""


def adventure_card(spec: PieceSpec, scale: float) -> Image.Image:
    """An adventure (deck colour, "?") or a mystery card (treasure, trap or monster)."""
    d = spec.data
    kind = str(d.get("type") or "")
    colour = MYSTERY.get(kind) or ACTION.get(str(d.get("deck", "")), EVENT)
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    top = frame(s, colour, str(d.get("title") or spec.label), "?", CREAM)
    w = s.width_mm
    default = {"treasure": "treasure", "trap": "trap", "monster": "beast"}.get(kind) or str(d.get("deck") or "explore")
    y = _picture(s, top + 0.6, 21, picture_for([str(d.get("title", "")), _t(d.get("effect"))], default), colour)
    if kind:
        s.text(caps(MYSTERY_KINDS.get(kind, kind)), 3.6, y - 0.6, w - 7.2, 3.6, face="sans_bold", size_mm=2.6, fill=mix(colour, INK, 0.4))
        y += 3.2
    event = _t(d.get("event_title")) or _t(d.get("event_effect"))
    uses = int(d.get("uses") or 0)
    foot = 64.0 if event else 84.0 - (7.5 if uses else 0)
    s.text(_t(d.get("effect")), 3.8, y, w - 7.6, foot - y - 0.6, face="serif", size_mm=3.5)
    if event:
        dark_strip(s, foot, colour, _("event: {title}", title=_(_t(d.get('event_title')))), _t(d.get("event_effect")))
    if uses and not event:
        _chests(s, uses, foot)
    return _finish(s, colour)


def _chests(s: Sheet, uses: int, y: float) -> None:
    """The use boxes at an item's foot, each covered by a marker when used."""
    size = 6.0
    x = (s.width_mm - uses * (size + 1.5)) / 2
    for i in range(uses):
        s.rect(x + i * (size + 1.5), y, size, size, fill=CREAM, outline=INK, line_mm=0.3, radius_mm=0.8)
        s.icon("treasure", x + i * (size + 1.5) + 0.7, y + 0.7, size - 1.4)


def beast_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    top = frame(s, BEAST, str(d.get("title") or spec.label), "beast", CREAM)
    w, h = s.width_mm, s.height_mm
    y = _picture(s, top + 0.6, 30, picture_for([str(d.get("title", ""))], "beast"), BEAST)
    roundel(s, _t(d.get("strength")) or "0", w / 2 - 7, y - 8, 14, (232, 196, 120))
    s.text(N_("STRENGTH"), 3.6, y + 6.4, w - 7.2, 3.6, face="sans_bold", size_mm=2.6, fill=mix(BEAST, INK, 0.4))
    stats = [("weapon", "−", d.get("weapon_loss")), ("food", "+", d.get("food")), ("fur", "+", d.get("fur")),
             ("palisade", "−", d.get("palisade_loss"))]
    shown = [(icon, sign, value) for icon, sign, value in stats if _t(value)]
    cell = (w - 8) / max(1, len(shown))
    for i, (icon, sign, value) in enumerate(shown):
        x = 4 + i * cell
        panel(s, x + 0.4, y + 10.5, cell - 0.8, 12, BEAST)
        s.icon(icon, x + (cell - 7) / 2, y + 11.2, 7)
        s.text(f"{sign}{value}", x, y + 18, cell, 4.2, face="number", size_mm=3.4)
    if _t(d.get("extra")):
        s.text(_t(d.get("extra")), 3.8, y + 23.5, w - 7.6, h - y - 27, face="serif", size_mm=3.2)
    return _finish(s, BEAST)


def invention_card(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    d = spec.data
    title = str(d.get("title") or spec.label)
    picture = INVENTION_PICTURES.get(str(d.get("id"))) or picture_for([title], "build")
    if face == 1:
        return item_card(spec, scale, picture, _t(d.get("effect")), 0)
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=mix(BLUEPRINT, CREAM, 0.1))
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=BLUEPRINT, outline=None)
    light = mix(BLUEPRINT, CREAM, 0.3)
    for k in range(1, int(w / 4)):
        s.draw.line((s.px(k * 4), 0, s.px(k * 4), s.px(h)), fill=mix(BLUEPRINT, CREAM, 0.12), width=1)
    for k in range(1, int(h / 4)):
        s.draw.line((0, s.px(k * 4), s.px(w), s.px(k * 4)), fill=mix(BLUEPRINT, CREAM, 0.12), width=1)
    s.rect(2.2, 2.2, w - 4.4, h - 4.4, fill=None, outline=light, line_mm=0.35, radius_mm=1.4)
    s.text(caps(title), 4, 3, w - 8, 8, face="title", size_mm=4.4, fill=CREAM)
    group = str(d.get("group") or "")
    if group in ("starting", "personal"):
        note = _("starting invention") if group == "starting" else _("personal: {owner}", owner=_(str(d.get("owner") or "character").capitalize()))
        s.text(caps(note), 4, 10.5, w - 8, 3.6, face="sans_bold", size_mm=2.5, fill=light)
    s.ellipse(w / 2 - 15, 15, 30, 30, fill=None, outline=light, line_mm=0.25)
    s.icon(picture, w / 2 - 11, 19, 22, CREAM)
    s.rect(4, 48, w - 8, h - 52, fill=mix(BLUEPRINT, CREAM, 0.14), outline=light, line_mm=0.3, radius_mm=1.0)
    s.text(N_("REQUIRES"), 5.2, 48.4, w - 10, 3.8, face="sans_bold", size_mm=2.6, fill=CREAM, align="left")
    y = 52.6
    needs = [(t, "terrain") for t in d.get("terrain") or ()] + [(i, "item") for i in d.get("items") or ()]
    for name, kind in needs:
        if kind == "terrain":
            s.polygon("hex", 5.5, y + 0.4, 5.4, 6, fill=TERRAIN.get(str(name), PARCHMENT), outline=CREAM, line_mm=0.25)
        else:
            s.icon(INVENTION_PICTURES.get(str(name), str(name)), 5.3, y + 0.5, 5.8, CREAM)
        s.text(_(TERRAIN_WORDS.get(str(name), str(name))).capitalize(), 12.4, y, w - 17, 6.6, face="sans_bold", size_mm=3.2, fill=CREAM, align="left")
        y += 7.2
    if _t(d.get("resources")):
        s.icon("wood" if "wood" in str(d["resources"]) else "fur", 5.3, y + 0.5, 5.8, CREAM)
        s.text(_(str(d["resources"])), 12.4, y, w - 17, 6.6, face="sans_bold", size_mm=3.2, fill=CREAM, align="left")
    return s.finish("rect", CARD_RADIUS_MM, mix(BLUEPRINT, INK, 0.5))


def item_card(spec: PieceSpec, scale: float, picture: str, effect: str, uses: int) -> Image.Image:
    """A made thing: an invention's item side, or a starting item with its use boxes."""
    s = sheet((spec.id, 1, "item"), spec.width, spec.height, scale)
    title = str(spec.data.get("title") or spec.label)
    top = frame(s, ITEM, title)
    w = s.width_mm
    y = _picture(s, top + 0.6, 30, picture, ITEM)
    foot = 84.0 - (8 if uses else 0)
    s.text(effect, 3.8, y + 0.4, w - 7.6, foot - y - 1, face="serif", size_mm=3.5)
    if uses:
        _chests(s, uses, foot + 0.4)
    return _finish(s, ITEM)


def starting_item(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    return item_card(spec, scale, picture_for([str(d.get("title", "")), _t(d.get("effect"))], "crate"),
                     _t(d.get("effect")), int(d.get("uses") or 2))


def wreckage_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    top = frame(s, WRECK, str(d.get("title") or spec.label), "wreck", CREAM)
    w = s.width_mm
    y = _picture(s, top + 0.6, 20, picture_for([str(d.get("title", ""))], "wreck"), WRECK, ("raft",))
    s.text(caps(d.get("threat_action")), 3.6, y, w - 7.2, 6, face="title", size_mm=3.6)
    y += 6.5
    for count, key in ((1, "reward_1_pawn"), (2, "reward_2_pawns")):
        body = panel(s, 3.2, y, w - 6.4, 18.5, WRECK)
        pawns(s, count, w - 4.2, y + 0.8, 4.0, (236, 200, 80))
        s.text(_t(d.get(key)), 4.2, body + 4.6, w - 8.4, 13, face="serif", size_mm=3.2, valign="top")
        y += 19.5
    return _finish(s, WRECK)


def special_card(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """A card the box adds for one set-up (Arranging the Camp for 4 players)."""
    title, _sep, effect = _(str(spec.faces[face])).partition(":")
    s = sheet((spec.id, face), spec.width, spec.height, scale)
    top = frame(s, ACTION["arrange-camp"], title, "camp", CREAM)
    y = _picture(s, top + 0.6, 30, "camp", ACTION["arrange-camp"])
    s.text(effect.strip(), 3.8, y + 1, s.width_mm - 7.6, 30, face="serif", size_mm=3.8)
    return _finish(s, ACTION["arrange-camp"])


BACKS: Mapping[str, tuple[RGB, str, str]] = {
    "event card": (EVENT, "book", N_("EVENT")), "build adventure card": (ACTION["build"], "?", N_("BUILD")),
    "gather adventure card": (ACTION["gather"], "?", N_("GATHER")), "explore adventure card": (ACTION["explore"], "?", N_("EXPLORE")),
    "mystery card": ((40, 66, 72), "?", N_("MYSTERY")), "beast card": (BEAST, "beast", N_("BEAST")),
    "starting item card": (ITEM, "treasure", N_("STARTING ITEM")), "wreckage card": (WRECK, "wreck", N_("WRECKAGE")),
    "special card": (ACTION["arrange-camp"], "camp", ""), "invention card": (BLUEPRINT, "build", N_("INVENTION")),
    "character card": ((110, 74, 44), "carpenter", N_("CHARACTER")), "scenario card": ((72, 96, 86), "map", N_("SCENARIO")),
}


def card_back(back_name: str, w: float, h: float, scale: float) -> Image.Image | None:
    """A deck's back: its colour, a framed emblem, its name."""
    found = BACKS.get(back_name)
    if found is None:
        return None
    colour, emblem, label = found
    s = sheet(("back", back_name, w, h), w, h, scale, tone=colour)
    s.rect(2.4, 2.4, w - 4.8, h - 4.8, fill=None, outline=mix(colour, CREAM, 0.45), line_mm=0.45, radius_mm=1.6)
    s.rect(4.2, 4.2, w - 8.4, h - 8.4, fill=None, outline=mix(colour, CREAM, 0.25), line_mm=0.25, radius_mm=1.2)
    for i in range(8):
        s.draw.line((s.px(4.2), s.px(4.2 + i * (h - 8.4) / 8), s.px(4.2 + i * (w - 8.4) / 8), s.px(4.2)),
                    fill=mix(colour, INK, 0.15), width=s.line_px(0.3))
    size = min(w, h) * 0.56
    s.ellipse((w - size) / 2, (h - size) / 2 - 4, size, size, fill=mix(colour, CREAM, 0.78), outline=mix(colour, INK, 0.4),
              line_mm=0.6)
    if emblem == "?":
        s.text("?", (w - size) / 2, (h - size) / 2 - 3, size, size, face="title", size_mm=size * 0.72, fill=colour)
    else:
        s.icon(emblem, (w - size * 0.64) / 2, (h - size * 0.64) / 2 - 4, size * 0.64, mix(colour, INK, 0.3))
    if label:
        s.text(label, 4, h / 2 + size / 2 - 1, w - 8, 8, face="title", size_mm=4.6, fill=CREAM)
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))
