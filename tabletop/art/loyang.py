"""At the Gates of Loyang: the T-shaped player board, the colour-coded cards, the wooden vegetables.

Warm earthy colours and hand-drawn produce.  The board is a T: the Shop across the top (a picture of
each vegetable over its spaces, a darker buy-price tag and a lighter sell-price tag) and the Path of
Prosperity winding up the stem from step 1 at the bottom.  Card fronts by colour as in the box: fields
green (common fields brown, with their Cash price), market stalls orange, regular customers blue,
casual customers red, helpers beige; backs green for fields and brown for action cards.

Reads the Loyang package's data: ``card_kind``, ``field_kind``, ``space_spots`` and ``space_size`` (where a field
prints its spaces, from the layout, which sows the vegetables there), ``allowed``, ``cost``,
``wants``, ``pays``, ``starter``, ``goods`` (a stall's ``[{veg, bowls}]``), ``phases``, ``lantern``,
``text``, ``capacity``, ``upgraded_capacity``, ``upgrade_cost``, ``cash``, ``points``; the board's
``spaces`` (``veg``, ``buy``, ``sell``, ``pale``), ``tracks`` (the path) and ``shop_h`` / ``stem``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from ..core.model import PieceSpec
from ..lang.door import N_, _
from . import paper, vegetables
from .generic import CARD_RADIUS_MM, mix
from .pieces import bevel, wood
from .sheet import RGB, Sheet

INK: RGB = (52, 36, 24)
CREAM: RGB = (248, 238, 212)
FIELD_GREEN: RGB = (92, 132, 58)
HOME_GREEN: RGB = (66, 104, 48)
ACTION_BROWN: RGB = (140, 92, 50)
BACK_WORDS = {"field card": N_("Field"), "action card": N_("Action")}
"""The word under the name on each deck's back."""
FIELD_TITLES = {"home": N_("Home field"), "common": N_("Common field")}
"""A field card's title by its kind (any other kind is a private field)."""
STALL: RGB = (222, 124, 40)
REGULAR: RGB = (58, 100, 168)
CASUAL: RGB = (182, 52, 44)
HELPER: RGB = (214, 190, 150)
SOIL: RGB = (140, 100, 62)
LANTERN: RGB = (128, 62, 150)
COLOURS = {"field": FIELD_GREEN, "stall": STALL, "regular": REGULAR, "casual": CASUAL, "helper": HELPER}
BACKS: dict[str, RGB] = {"field card": FIELD_GREEN, "action card": ACTION_BROWN}


def _sheet(key: object, w: float, h: float, scale: float, tone: RGB) -> Sheet:
    return Sheet(w, h, scale, random.Random(paper.seed_of("loyang", key)), tone=tone, style="paint", ink=INK)


def _frame(s: Sheet, colour: RGB, title: str, subtitle: str = "") -> float:
    """The card's colour all round, a cream panel, the title on the colour; returns the body's top."""
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=colour, outline=None)
    s.rect(2.6, 11, w - 5.2, h - 13.6, fill=mix(CREAM, colour, 0.08), outline=mix(colour, INK, 0.45), line_mm=0.35,
           radius_mm=1.6)
    ink = INK if sum(colour) > 480 else CREAM
    s.text(title, 3, 2, w - 6, 8.6, face="title", size_mm=4.6, fill=ink, min_mm=2.4)
    if subtitle:
        s.text(subtitle, 4, 11.6, w - 8, 4.6, face="italic", size_mm=3.2, fill=mix(colour, INK, 0.55))
        return 16.6
    return 12.4


def _finish(s: Sheet, colour: RGB) -> Image.Image:
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def veg_row(s: Sheet, names: list[str], x: float, y: float, w: float, h: float) -> None:
    s.icons(names, x, y, w, h, max_size=min(h, w / max(1, len(names))))


def field_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    kind = str(d.get("field_kind", "private"))
    colour = {"home": HOME_GREEN, "common": ACTION_BROWN}.get(kind, FIELD_GREEN)
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _frame(s, colour, FIELD_TITLES.get(kind, N_("Private field")))
    w = s.width_mm
    if d.get("cost"):
        s.ellipse(1.2, 1.2, 9.5, 9.5, fill=(214, 170, 70), outline=INK, line_mm=0.3)
        s.text(str(d["cost"]), 1.2, 1.3, 9.5, 9.2, face="number", size_mm=5, fill=INK)
    allowed = [str(v) for v in d.get("allowed") or ()]
    s.rect(4, top + 0.6, w - 8, 12, fill=mix(colour, CREAM, 0.75), outline=mix(colour, INK, 0.3), line_mm=0.25, radius_mm=1)
    veg_row(s, allowed, 5, top + 1.2, w - 10, 10.8)
    side = float(d.get("space_size") or 0) - 1.4
    for cx, cy in d.get("space_spots") or ():
        x, y = float(cx) - side / 2, float(cy) - side / 2
        s.rect(x, y, side, side, fill=SOIL, outline=mix(SOIL, INK, 0.5), line_mm=0.3, radius_mm=1.2)
        for k in range(1, 4):
            fy = y + side * k / 4
            s.draw.line((s.px(x + 1), s.px(fy), s.px(x + side - 1), s.px(fy)), fill=mix(SOIL, INK, 0.3),
                        width=s.line_px(0.35))
    return _finish(s, colour)


def customer_card(spec: PieceSpec, scale: float, regular: bool) -> Image.Image:
    d = spec.data
    colour = REGULAR if regular else CASUAL
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _frame(s, colour, _("Regular customer") if regular else _("Casual customer"))
    w, h = s.width_mm, s.height_mm
    wants = [str(v) for v in d.get("wants") or ()]
    s.icon("person", 4, top + 0.6, 15, mix(colour, INK, 0.4))
    veg_row(s, wants, 19, top + 1.2, w - 23 - (9 if regular else 0), 14)
    if regular:
        s.ellipse(w - 11, top + 1, 8, 8, fill=(40, 90, 200) if d.get("starter") else CREAM, outline=INK, line_mm=0.3)
    pays = d.get("pays")
    y = top + 17
    if regular and isinstance(pays, list):
        row_h = min(12.0, (h - y - 4) / max(1, len(pays)))
        for i, amount in enumerate(reversed(pays)):
            yy = y + i * row_h
            s.rect(4, yy, w - 8, row_h - 1, fill=mix(CREAM, colour, 0.12 if i % 2 else 0.2), outline=mix(colour, INK, 0.4),
                   line_mm=0.25, radius_mm=1)
            for k in range(2):
                s.ellipse(6 + k * (row_h + 0.5), yy + 1, row_h - 3, row_h - 3, fill=CREAM, outline=mix(colour, INK, 0.4),
                          line_mm=0.25)
            _cash(s, amount, w - 6 - (row_h - 2), yy + 0.5, row_h - 2)
    else:
        _cash(s, pays if pays is not None else "?", w / 2 - 12, y + 6, 24)
    return _finish(s, colour)


def _cash(s: Sheet, amount: Any, x: float, y: float, size: float) -> None:
    """A bronze Cash coin with a square hole and its amount."""
    s.ellipse(x, y, size, size, fill=(196, 148, 74), outline=INK, line_mm=0.3)
    s.rect(x + size * 0.42, y + size * 0.14, size * 0.16, size * 0.16, fill=mix(CREAM, (196, 148, 74), 0.3), outline=INK,
           line_mm=0.2)
    s.text(str(amount), x, y + size * 0.3, size, size * 0.62, face="number", size_mm=size * 0.42, fill=INK)


def stall_card(spec: PieceSpec, scale: float) -> Image.Image:
    """A market stall: columns of vegetables, each under the bowls you hand in for one of them."""
    d = spec.data
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, STALL)
    top = _frame(s, STALL, _("Market stall"))
    w, h = s.width_mm, s.height_mm
    goods = [g for g in d.get("goods") or () if isinstance(g, Mapping)]
    col = (w - 8) / max(1, len(goods))
    for i, good in enumerate(goods):
        x = 4 + i * col
        bowls = int(good.get("bowls", 1))
        s.rect(x + 1, top + 1, col - 2, h - top - 5, fill=mix(STALL, CREAM, 0.78), outline=mix(STALL, INK, 0.4),
               line_mm=0.25, radius_mm=1.2)
        size = min(9.0, (col - 3) / bowls)
        for b in range(bowls):
            bx = x + col / 2 - bowls * size / 2 + b * size
            s.draw.chord(s.box(bx + 0.3, top + 2 - size * 0.4, size - 0.6, size * 1.2), 0, 180, fill=(176, 120, 66),
                         outline=INK, width=s.line_px(0.3))
        s.icon(str(good.get("veg", "any")), x + col / 2 - col * 0.4, top + 14, col * 0.8)
    return _finish(s, STALL)


def helper_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, HELPER)
    top = _frame(s, HELPER, str(d.get("title") or spec.label))
    w, h = s.width_mm, s.height_mm
    s.icon("person", w / 2 - 11, top + 0.6, 22, mix(HELPER, INK, 0.55))
    if d.get("lantern"):
        s.ellipse(w - 17, top + 1, 13, 13, fill=mix(LANTERN, CREAM, 0.75), outline=LANTERN, line_mm=0.4)
        s.icon("lantern_paper", w - 15.5, top + 2.5, 10, LANTERN)
    s.text(str(d.get("text") or ""), 4, top + 23.5, w - 8, h - top - 26, face="serif", size_mm=3.4)
    return _finish(s, HELPER)


def plain_card(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """Storehouse/Cart, loan and turn summary: the few printed facts each carries."""
    d = spec.data
    kind = str(d.get("card_kind"))
    colour: RGB = (150, 128, 96)
    s = _sheet((spec.id, face), spec.width, spec.height, scale, colour)
    w, h = s.width_mm, s.height_mm
    lines: list[str]
    if kind == "storehouse":
        return storehouse_cart(s, d, face, colour)
    elif kind == "loan":
        top = _frame(s, colour, N_("Loan"))
        if face:
            lines = [_("Casual customers pay 2 less if you have more casual than regular customers, 2 more if fewer.")]
        else:
            _cash(s, f"+{d.get('cash', 5)}", w / 2 - 11, top + 3, 22)
            lines = [_("{value} step on the Path of Prosperity at the end of the game.", value=d.get('points', -1))]
    else:
        top = _frame(s, colour, str(d.get("title") or spec.label))
        lines = ([_("1  Harvest"), _("2  Card phase"), _("3  Action phase")] if face == 0 else
                 [_("Two-pack price: the larger of your helpers and your market stalls in play.")])
    s.text("\n".join(lines), 5, h * 0.55 if kind != "summary" else top + 4, w - 10, h * 0.38, face="serif", size_mm=4.0)
    return _finish(s, colour)


def storehouse_cart(s: Sheet, d: Mapping[str, Any], face: int, colour: RGB) -> Image.Image:
    """The Storehouse/Cart card: the Cart on the left (it holds any number), the Storehouse on the right
    with a bowl where each vegetable it holds lies (``bowl_spots``, from the layout)."""
    w, h = s.width_mm, s.height_mm
    capacity = int(d.get("upgraded_capacity" if face else "capacity") or 1)
    half = w / 2
    top = _frame(s, colour, _("Cart") + "  ·  " + _("Storehouse"))
    s.rect(half - 0.2, top, 0.4, h - top - 4, fill=mix(colour, INK, 0.45), outline=None)
    s.icon("cart", half / 2 - 16, h - 47, 32, mix(colour, INK, 0.3))
    s.text(_("holds any number"), 4, h - 13, half - 8, 7, face="italic", size_mm=3.2, fill=mix(colour, INK, 0.55))
    bowls = [(float(x), float(y)) for x, y in d.get("bowl_spots") or [(half + 30 + 14 * k, h / 2) for k in range(4)]]
    for x, y in bowls[:capacity]:
        s.draw.chord(s.box(x - 6.5, y - 6, 13, 13), 0, 180, fill=(176, 120, 66), outline=INK, width=s.line_px(0.3))
    s.text(_("upgraded: holds {capacity}", capacity=capacity) if face else _("holds {capacity}", capacity=capacity),
           half + 4, top + 3, half - 8, 6, face="italic", size_mm=3.2, fill=mix(colour, INK, 0.55))
    if not face:
        s.text(_("Upgrade once for {value} Cash: turn over to hold {value2}.", value=d.get("upgrade_cost", 2),
                 value2=d.get("upgraded_capacity", 4)), half + 4, h - 24, half - 8, 20, face="serif", size_mm=3.4)
    return _finish(s, colour)


def board(spec: PieceSpec, scale: float) -> Image.Image:
    """The T: the Shop across the crossbar, the Path of Prosperity winding up the stem."""
    d = spec.data
    w, h = spec.width, spec.height
    shop_h = float(d.get("shop_h") or h * 0.46)
    stem_x, stem_w = (float(v) for v in d.get("stem") or (w * 0.32, w * 0.36))
    wood_tone: RGB = (196, 156, 104)
    s = _sheet((spec.id, 0), w, h, scale, wood_tone)
    s.rect(0, 0, w, h, fill=wood_tone, outline=None)
    s.rect(3, 3, w - 6, shop_h - 6, fill=(238, 222, 186), outline=INK, line_mm=0.4, radius_mm=2.5)
    spaces = [sp for sp in d.get("spaces") or () if isinstance(sp, Mapping)]
    by_veg: dict[str, list[Mapping[str, Any]]] = {}
    for sp in spaces:
        by_veg.setdefault(str(sp.get("veg", "")), []).append(sp)
    for k, (veg, group) in enumerate(by_veg.items()):
        x0 = k * w / max(1, len(by_veg))
        cw = w / max(1, len(by_veg))
        s.icon(veg, x0 + 3, 5, 22)
        for j, (value, tone) in enumerate(((group[0].get("buy"), (132, 86, 44)), (group[0].get("sell"), (214, 184, 130)))):
            ty = 6 + j * 11
            s.draw.polygon([(s.px(x0 + 26), s.px(ty + 4.5)), (s.px(x0 + 29), s.px(ty)), (s.px(x0 + cw - 3), s.px(ty)),
                            (s.px(x0 + cw - 3), s.px(ty + 9)), (s.px(x0 + 29), s.px(ty + 9))], fill=tone, outline=INK,
                           width=s.line_px(0.3))
            s.text(str(value), x0 + 29, ty, cw - 33, 9, face="number", size_mm=5.6, fill=CREAM if j == 0 else INK)
        for sp in group:
            x, y, sw, sh = (float(sp[key]) for key in ("x", "y", "w", "h"))
            fill = mix((176, 126, 74), CREAM, 0.55 if sp.get("pale") else 0.0)
            s.ellipse(x, y, sw, sh, fill=fill, outline=INK, line_mm=0.35)
            s.ellipse(x + 2, y + 2, sw - 4, sh - 4, fill=mix(fill, CREAM, 0.3), outline=mix(fill, INK, 0.4), line_mm=0.25)
        if k:
            s.draw.line((s.px(x0), s.px(5), s.px(x0), s.px(shop_h - 5)), fill=mix(wood_tone, INK, 0.3), width=s.line_px(0.3))
    cells = [c for t in d.get("tracks") or () for c in t.get("cells") or ()]
    s.rect(stem_x + 2, shop_h - 2, stem_w - 4, h - shop_h, fill=(120, 150, 80), outline=INK, line_mm=0.4)
    centres = [(float(c["x"]) + float(c["w"]) / 2, float(c["y"]) + float(c["h"]) / 2) for c in cells]
    if centres:
        pts = [(s.px(a), s.px(b)) for a, b in centres]
        s.draw.line(pts, fill=(214, 190, 140), width=s.line_px(9), joint="curve")
    for cell in cells:
        x, y, cw_, ch = (float(cell[key]) for key in ("x", "y", "w", "h"))
        s.rect(x + 1, y + 1, cw_ - 2, ch - 2, fill=(226, 214, 190), outline=INK, line_mm=0.35, radius_mm=3)
        s.text(str(cell.get("text", "")), x, y, cw_, ch, face="number", size_mm=ch * 0.5, fill=INK)
    image = s.finish("rect", 2.5, mix(wood_tone, INK, 0.5))
    return _t_shape(image, shop_h, stem_x, stem_w, scale)


def _t_shape(image: Image.Image, shop_h: float, stem_x: float, stem_w: float, scale: float) -> Image.Image:
    """Cut the board to its T: the crossbar's full width, the stem below it."""
    alpha = image.getchannel("A")
    cut = Image.new("L", image.size, 0)
    d = ImageDraw.Draw(cut)
    r = 2.5 * scale
    d.rounded_rectangle((0, 0, image.width - 1, shop_h * scale), radius=r, fill=255)
    d.rounded_rectangle((stem_x * scale, shop_h * scale - 2 * r, (stem_x + stem_w) * scale, image.height - 1), radius=r,
                        fill=255)
    image.putalpha(Image.composite(alpha, cut, cut))
    return image


def wooden_vegetable(spec: PieceSpec, scale: float) -> Image.Image:
    """A wooden vegetable cut to its own shape, in its box colour."""
    veg = str(spec.data.get("goods") or spec.label).lower()
    size = (max(1, round(spec.width * scale)), max(1, round(spec.height * scale)))
    colour = spec.color or (200, 170, 100)
    mask = vegetables.piece_mask(veg, size)
    img = bevel(wood(size, colour, random.Random(paper.seed_of("veg", spec.id))), mask, max(1, round(min(size) * 0.08)))
    img.putalpha(mask)
    return img


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "board":
        return board(spec, scale)
    if spec.kind == "good":
        return wooden_vegetable(spec, scale)
    kind = spec.data.get("card_kind") if spec.kind == "card" else None
    if kind == "field":
        return field_card(spec, scale)
    if kind in ("regular", "casual"):
        return customer_card(spec, scale, kind == "regular")
    if kind == "stall":
        return stall_card(spec, scale)
    if kind == "helper":
        return helper_card(spec, scale)
    if kind in ("storehouse", "loan", "summary"):
        return plain_card(spec, face, scale)
    return None


def back(kind: str, back_name: str, w: float, h: float, colour: RGB | None, scale: float) -> Image.Image | None:
    """Green backs for fields, brown backs for action cards, as in the box."""
    tint = BACKS.get(back_name)
    if tint is None or kind != "card":
        return None
    s = _sheet(("back", back_name, w, h), w, h, scale, tint)
    s.rect(2.5, 2.5, w - 5, h - 5, fill=mix(tint, CREAM, 0.1), outline=mix(tint, INK, 0.4), line_mm=0.5, radius_mm=2)
    for i in range(9):
        y = 6 + i * (h - 12) / 8
        s.draw.line((s.px(5), s.px(y), s.px(w - 5), s.px(y)), fill=mix(tint, CREAM, 0.25), width=s.line_px(0.4))
    s.ellipse(w / 2 - 21, h / 2 - 16, 42, 32, fill=mix(tint, CREAM, 0.78), outline=mix(tint, INK, 0.4), line_mm=0.6)
    s.icon("wheat" if back_name == "field card" else "cabbage", w / 2 - 7, h / 2 - 14, 14)
    s.text(N_("LOYANG"), w / 2 - 19, h / 2 + 0.5, 38, 8, face="title", size_mm=5.5, fill=mix(tint, INK, 0.5))
    s.text(BACK_WORDS.get(back_name, ""), w / 2 - 19, h / 2 + 8, 38, 6, face="italic", size_mm=3.6,
           fill=mix(tint, INK, 0.5))
    return s.finish("rect", CARD_RADIUS_MM, mix(tint, INK, 0.5))
