"""At the Gates of Loyang: field cards with their sowing spaces, customers with what they want and pay,
market stalls with their bowls, helpers with their phases and lantern, on green or brown stock.

Reads the Loyang package's card data: ``card_kind`` (``field``, ``regular``, ``casual``, ``stall``,
``helper``, ``storehouse``, ``loan``, ``summary``), ``field_kind``, ``spaces``, ``allowed``,
``cost``, ``wants``, ``pays``, ``starter``, ``goods`` (a stall's ``[{veg, bowls}]``), ``phases``,
``lantern``, ``text``, ``capacity``, ``upgraded_capacity``, ``upgrade_cost``, ``cash``, ``points``.
Shop spaces on the board (ids ``shop-<vegetable>-n``) get their vegetable printed.
"""

from __future__ import annotations

import random
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from . import paper
from .emblems import emblem
from .generic import CARD_RADIUS_MM, CREAM, board_sheet, mix
from .icons import INK
from .sheet import RGB, Sheet

FIELD_GREEN: RGB = (84, 128, 60)
HOME_GREEN: RGB = (60, 100, 50)
ACTION_BROWN: RGB = (150, 96, 48)
SOIL: RGB = (150, 110, 70)
BACKS: dict[str, RGB] = {"field card": FIELD_GREEN, "action card": ACTION_BROWN}
VEG_WORDS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def _sheet(key: object, w: float, h: float, scale: float, tone: RGB) -> Sheet:
    return Sheet(w, h, scale, random.Random(paper.seed_of("loyang", key)), tone=tone)


def _frame(s: Sheet, colour: RGB, title: str, subtitle: str = "") -> float:
    """Stock colour border, parchment panel, title (and a line under it); returns the body's top."""
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=colour, outline=None)
    s.rect(2.5, 2.5, w - 5, h - 5, fill=mix(CREAM, colour, 0.06), outline=mix(colour, INK, 0.45), line_mm=0.35, radius_mm=1.5)
    s.rect(2.5, 2.5, w - 5, 10, fill=mix(colour, CREAM, 0.1), outline=None, radius_mm=1.5)
    s.text(title, 4, 2.5, w - 8, 10, face="title", size_mm=5.2, fill=CREAM)
    if subtitle:
        s.text(subtitle, 4, 13, w - 8, 5, face="italic", size_mm=3.6, fill=mix(colour, INK, 0.5))
        return 18.5
    return 14.0


def _finish(s: Sheet, colour: RGB) -> Image.Image:
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, INK, 0.5))


def field_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    kind = str(d.get("field_kind", "private"))
    colour = {"home": HOME_GREEN, "common": ACTION_BROWN}.get(kind, FIELD_GREEN)
    spaces = int(d.get("spaces") or 0)
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, colour)
    top = _frame(s, colour, f"{kind.title()} field", f"{spaces} spaces")
    w, h = s.width_mm, s.height_mm
    if d.get("cost"):
        s.badge(d["cost"], w - 12, 3, 8.5, fill=(222, 178, 60), ink=INK)
    allowed = [str(v) for v in d.get("allowed") or ()]
    s.icons(allowed, 4, top, w - 8, 8, max_size=7.5)
    cols = 3
    rows = (spaces + cols - 1) // cols
    cell = min((w - 10) / cols, (h - top - 14) / max(1, rows))
    x0 = (w - cols * cell) / 2
    y0 = top + 10
    for i in range(spaces):
        r, c = divmod(i, cols)
        x, y = x0 + c * cell + 0.8, y0 + r * cell + 0.8
        s.rect(x, y, cell - 1.6, cell - 1.6, fill=SOIL, outline=mix(SOIL, INK, 0.5), line_mm=0.3, radius_mm=1)
        for k in range(1, 4):
            fy = y + (cell - 1.6) * k / 4
            s.draw.line((s.px(x + 1), s.px(fy), s.px(x + cell - 2.6), s.px(fy)), fill=mix(SOIL, INK, 0.3), width=s.line_px(0.3))
    return _finish(s, colour)


def customer_card(spec: PieceSpec, scale: float, regular: bool) -> Image.Image:
    d = spec.data
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, ACTION_BROWN)
    top = _frame(s, ACTION_BROWN, "Regular customer" if regular else "Casual customer", "wants every round" if regular else "wants once")
    w, h = s.width_mm, s.height_mm
    wants = [str(v) for v in d.get("wants") or ()]
    emblem(s, "person", 4, top, 16, 22, (200, 170, 120))
    s.icons(wants, 21, top + 2, w - 25, 18, max_size=14)
    if d.get("starter"):
        s.ellipse(w - 9, h - 9, 5, 5, fill=(40, 90, 200), line_mm=0.25)
    pays = d.get("pays")
    y = top + 25
    if regular and isinstance(pays, list):
        row_h = min(9.0, (h - y - 6) / max(1, len(pays)))
        for i, amount in enumerate(pays):
            yy = y + i * row_h
            s.rect(6, yy, w - 12, row_h - 1, fill=mix(CREAM, ACTION_BROWN, 0.15 if i % 2 else 0.25), outline=mix(ACTION_BROWN, INK, 0.4), line_mm=0.25, radius_mm=1)
            s.text(f"delivery {i + 1}", 8, yy, w / 2 - 8, row_h - 1, face="serif", size_mm=3.6, align="left")
            s.icons(["coin"], w - 24, yy + 0.5, 7, row_h - 2, max_size=row_h - 2)
            s.text(str(amount), w - 17, yy, 10, row_h - 1, face="number", size_mm=min(5.0, row_h * 0.6), align="left")
    else:
        s.icon("coin", w / 2 - 12, y + 4, 24)
        s.text(str(pays if pays is not None else "?"), w / 2 - 12, y + 4, 24, 24, face="number", size_mm=10, fill=INK)
        s.text("−2 / +2 by your customer counts", 5, h - 16, w - 10, 10, face="italic", size_mm=3.2)
    return _finish(s, ACTION_BROWN)


def stall_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, ACTION_BROWN)
    top = _frame(s, ACTION_BROWN, "Market stall", "trade any vegetables for")
    w, h = s.width_mm, s.height_mm
    rows = [r for r in d.get("goods") or () if isinstance(r, dict)]
    row_h = min(16.0, (h - top - 6) / max(1, len(rows)))
    for i, row in enumerate(rows):
        y = top + 2 + i * row_h
        bowls = int(row.get("bowls", 1))
        s.rect(5, y, w - 10, row_h - 2, fill=mix(CREAM, ACTION_BROWN, 0.18), outline=mix(ACTION_BROWN, INK, 0.4), line_mm=0.25, radius_mm=1.2)
        for b in range(bowls):
            bx = 8 + b * 11
            s.draw.chord(s.box(bx, y + 1, 10, (row_h - 4) * 1.2), 0, 180, fill=(170, 120, 70), outline=INK, width=s.line_px(0.3))
            s.text("any", bx, y + 1, 10, (row_h - 4) * 0.55, face="sans", size_mm=2.6)
        s.text("→", 30, y, 8, row_h - 2, face="number", size_mm=5)
        s.icon(str(row.get("veg", "any")), w - 8 - (row_h - 3), y + 0.5, row_h - 3)
    return _finish(s, ACTION_BROWN)


def helper_card(spec: PieceSpec, scale: float) -> Image.Image:
    d = spec.data
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, ACTION_BROWN)
    top = _frame(s, ACTION_BROWN, str(d.get("title") or spec.label), "helper")
    w, h = s.width_mm, s.height_mm
    phases = [p for p in d.get("phases") or () if isinstance(p, int)]
    for i, phase in enumerate(phases):
        s.badge(phase, 4 + i * 7.5, top, 7, fill=CREAM, ink=INK)
    if d.get("lantern"):
        lx = w - 13
        s.rect(lx + 2, top, 5, 1.5, fill=INK, outline=None)
        s.rect(lx + 1, top + 1.5, 7, 7, fill=(240, 190, 70), outline=INK, line_mm=0.3, radius_mm=1.5)
        s.text("lantern", lx - 6, top + 8.5, 20, 4, face="italic", size_mm=2.8)
    emblem(s, "person", w / 2 - 12, top + 9, 24, 24, (180, 140, 100))
    s.text(str(d.get("text") or ""), 5, top + 35, w - 10, h - top - 39, face="serif", size_mm=3.6)
    return _finish(s, ACTION_BROWN)


def plain_card(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """Storehouse, loan and turn summary: the few printed facts each carries."""
    d = spec.data
    kind = str(d.get("card_kind"))
    colour = (120, 110, 90)
    s = _sheet((spec.id, face), spec.width, spec.height, scale, colour)
    w, h = s.width_mm, s.height_mm
    lines: list[str]
    if kind == "storehouse":
        capacity = int(d.get("upgraded_capacity" if face else "capacity") or 1)
        top = _frame(s, colour, "Cart" if face else "Storehouse", f"holds {capacity}")
        for i in range(capacity):
            s.rect(8 + (i % 2) * 24, top + 4 + (i // 2) * 24, 22, 22, fill=mix(CREAM, SOIL, 0.3), line_mm=0.3, radius_mm=1.5)
        lines = [] if face else [f"Upgrade once for {d.get('upgrade_cost', 2)} Cash: turn over to hold {d.get('upgraded_capacity', 4)}."]
    elif kind == "loan":
        top = _frame(s, colour, "Loan")
        if face:
            lines = ["Casual customers pay 2 less if you have more casual than regular customers, 2 more if fewer."]
        else:
            s.icon("coin", w / 2 - 10, top + 2, 20)
            s.text(f"+{d.get('cash', 5)}", w / 2 - 10, top + 2, 20, 20, face="number", size_mm=7)
            lines = [f"{d.get('points', -1)} step on the Path of Prosperity at the end of the game."]
    else:
        top = _frame(s, colour, str(d.get("title") or spec.label))
        lines = ["1  Harvest", "2  Card phase", "3  Action phase"] if face == 0 else ["Two-pack price: the larger of your helpers and your market stalls in play."]
    s.text("\n".join(lines), 5, h * 0.55 if kind != "summary" else top + 4, w - 10, h * 0.38, face="serif", size_mm=4.0)
    return _finish(s, colour)


def board(spec: PieceSpec, scale: float) -> Image.Image:
    icons = {}
    for space in spec.data.get("spaces") or ():
        sid = str(space.get("id", ""))
        veg = next((v for v in VEG_WORDS if f"-{v}-" in sid), None)
        if veg:
            icons[sid] = veg
    s, ground = board_sheet(spec, 0, scale, icons)
    return s.finish("rect", 2.0, mix(ground, INK, 0.5))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "board":
        return board(spec, scale)
    kind = spec.data.get("card_kind") if spec.kind == "card" else None
    makers: dict[Any, Any] = {
        "field": lambda: field_card(spec, scale), "regular": lambda: customer_card(spec, scale, True),
        "casual": lambda: customer_card(spec, scale, False), "stall": lambda: stall_card(spec, scale),
        "helper": lambda: helper_card(spec, scale),
    }
    if kind in makers:
        return makers[kind]()  # type: ignore[no-any-return]
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
    for i in range(7):
        y = 8 + i * (h - 16) / 6
        s.draw.line((s.px(6), s.px(y), s.px(w - 6), s.px(y)), fill=mix(tint, CREAM, 0.3), width=s.line_px(0.4))
    s.ellipse(w / 2 - 20, h / 2 - 13, 40, 26, fill=mix(tint, CREAM, 0.75), outline=mix(tint, INK, 0.4), line_mm=0.6)
    s.text("Loyang", w / 2 - 18, h / 2 - 11, 36, 12, face="title", size_mm=6, fill=mix(tint, INK, 0.5))
    s.text(back_name.replace(" card", "").title(), w / 2 - 18, h / 2 + 1, 36, 9, face="italic", size_mm=4.2, fill=mix(tint, INK, 0.5))
    return s.finish("rect", CARD_RADIUS_MM, mix(tint, INK, 0.5))
