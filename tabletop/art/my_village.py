"""My Village: village cards with a dark-rimmed side (black flag: what it costs to take) and a
light-rimmed side (white flag: what it does in your village), as the rulebook's card anatomy has it.

Reads the card data the My Village package writes: ``kind``, ``title``, ``flag``, ``time``, ``cost``
(a list of alternatives, each ``{good: count}``), ``points``, ``effect``, ``white_effect``,
``white_time``, ``goods`` (a customer's demand), ``good`` (a craft's product), ``spaces`` (marker
spaces), ``deck``, ``gray_flag``, ``chapel``.  Face 0 is the light side, face 1 the dark side; the
dark sides of customers and travel cards are hidden and drawn by ``back`` from the back name alone.
Everything else (boards, dice, figures, tokens) uses the generic templates.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from . import my_village_board, my_village_pieces
from .facts import goods_list
from .generic import CARD_RADIUS_MM, CREAM, mix
from .icons import INK
from .sheet import RGB, Sheet
from .village_scene import vignette
from .village_style import banner, hourglasses, sheet

DARK_RIM: RGB = (44, 36, 32)
LIGHT_RIM: RGB = (236, 228, 208)
KIND_COLOURS: dict[str, RGB] = {
    "church": (150, 120, 170), "monk": (120, 100, 150), "council": (170, 80, 70), "meeting_place": (190, 110, 80),
    "field": (150, 170, 80), "travel": (80, 140, 180), "craft": (170, 130, 70), "customer": (200, 180, 120),
}
KIND_EMBLEMS = {
    "church": "church", "monk": "nave", "council": "hall", "meeting_place": "tree", "field": "field",
    "travel": "road", "craft": "house", "customer": "person",
}
MONK_SYMBOLS = {"quill": "quill", "goblet": "goblet", "chalice": "goblet", "rosary": "rosary"}
WHITE_FLAG_KINDS = frozenset({"craft", "field", "customer", "council", "meeting_place"})


def _sheet(key: object, w: float, h: float, scale: float, rim: RGB) -> Sheet:
    return sheet(("my_village", key), w, h, scale, tone=rim)


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _alternatives(s: Sheet, cost: Any, x: float, y: float, w: float, h: float) -> None:
    """Costs on the silver strip: each alternative's goods in a row, 'or' between them."""
    options = cost if isinstance(cost, list) else [cost]
    options = [goods_list(o) for o in options if o]
    if not options:
        return
    s.rect(x, y, w, h, fill=(206, 208, 212), outline=(120, 120, 126), line_mm=0.25, radius_mm=1.2)
    icons_total = sum(len(o) for o in options) + 0.9 * (len(options) - 1)
    size = min(h * 0.8, (w - 2) / max(1.0, icons_total))
    cx = x + (w - size * icons_total) / 2
    for i, option in enumerate(options):
        if i:
            s.text(N_("or"), cx, y, size * 0.9, h, face="italic", size_mm=size * 0.5)
            cx += size * 0.9
        for good in option:
            s.icon(good, cx, y + (h - size) / 2, size)
            cx += size


def _frame(s: Sheet, colour: RGB, rim: RGB, title: str) -> tuple[float, float]:
    """Rim, inner panel and title band; returns (border, top of the body)."""
    w, h = s.width_mm, s.height_mm
    border = 3.0
    s.rect(0, 0, w, h, fill=rim, outline=None)
    s.rect(border, border, w - 2 * border, h - 2 * border, fill=mix(CREAM, colour, 0.12), outline=mix(colour, INK, 0.5), line_mm=0.3, radius_mm=1.5)
    band = 10.0
    s.rect(border, border, w - 2 * border, band, fill=colour, outline=None, radius_mm=1.5)
    s.text(title, border + 16, border, w - 2 * border - 27, band, face="title", size_mm=5.0, fill=INK if sum(colour) > 420 else CREAM)
    return border, border + band


def _corner_marks(s: Sheet, data: Mapping[str, Any], border: float) -> None:
    w, h = s.width_mm, s.height_mm
    if data.get("kind") == "travel" and data.get("deck"):
        s.badge(str(data["deck"]), border + 1, h - border - 9, 8, fill=(80, 140, 180), ink=CREAM)
    symbol = MONK_SYMBOLS.get(str(data.get("deck", "")))
    if data.get("kind") == "monk" and symbol:
        s.ellipse(w - border - 10, h - border - 10, 9, 9, fill=CREAM, line_mm=0.3)
        s.icon(symbol, w - border - 9.3, h - border - 9.3, 7.6)


def dark_side(spec: PieceSpec, scale: float) -> Image.Image:
    data = spec.data
    kind = str(data.get("kind", ""))
    colour = spec.color or KIND_COLOURS.get(kind, (150, 130, 100))
    s = _sheet((spec.id, 1), spec.width, spec.height, scale, DARK_RIM)
    border, top = _frame(s, mix(colour, INK, 0.2), DARK_RIM, str(data.get("title") or spec.label))
    w, h = s.width_mm, s.height_mm
    banner(s, data.get("flag"), border + 1, border + 0.8, 15, 8.4, dark=True)
    used = hourglasses(s, _count(data.get("time")), border + 2, top + 2, 6.5)
    if data.get("cost"):
        _alternatives(s, data["cost"], border + 2 + used, top + 1.5, w - 2 * border - 4 - used, 7.5)
    pic_y = top + 11
    pic_h = h * 0.38
    vignette(s, KIND_EMBLEMS.get(kind, "house"), border + 3, pic_y, w - 2 * border - 6, pic_h, colour)
    if kind == "craft" and data.get("good"):
        s.icon(str(data["good"]), w / 2 - 6, pic_y + pic_h * 0.5, 12)
    action = _("Flip to the light side and place it in your village.")
    if data.get("effect"):
        action = f"{_(str(data['effect']))} {action}"
    s.text(action, border + 3, pic_y + pic_h + 1.5, w - 2 * border - 6, h - pic_y - pic_h - border - 12, face="serif", size_mm=3.3, fill=INK)
    _corner_marks(s, data, border)
    return s.finish("rect", CARD_RADIUS_MM, (20, 16, 14))


def light_side(spec: PieceSpec, scale: float) -> Image.Image:
    data = spec.data
    kind = str(data.get("kind", ""))
    colour = spec.color or KIND_COLOURS.get(kind, (150, 130, 100))
    s = _sheet((spec.id, 0), spec.width, spec.height, scale, LIGHT_RIM)
    border, top = _frame(s, mix(colour, CREAM, 0.25), mix(LIGHT_RIM, colour, 0.15), str(data.get("title") or spec.label))
    w, h = s.width_mm, s.height_mm
    points = data.get("points")
    if points:
        s.badge(points, w - border - 10, border + 0.5, 9.5, fill=(200, 160, 60), ink=INK, shape="shield")
    y = top + 2
    if kind in WHITE_FLAG_KINDS:
        banner(s, data.get("flag"), border + 1, border + 0.8, 15, 8.4, dark=False)
        hourglasses(s, _count(data.get("white_time") or (data.get("time") if kind == "customer" else 0)), border + 2, y, 6.5)
        y += 8
    pic_h = h * 0.32
    demand = list(goods_list(data.get("goods")))
    if kind == "customer" and demand:
        s.rect(border + 3, y, w - 2 * border - 6, pic_h, fill=mix(colour, CREAM, 0.55), line_mm=0.3, radius_mm=1.2)
        s.text(_("delivers for"), border + 3, y + 0.5, w - 2 * border - 6, 5, face="italic", size_mm=3.2)
        s.icons(demand, border + 4, y + 5, w - 2 * border - 8, pic_h - 6, max_size=16)
    else:
        picture = "church" if data.get("chapel") else KIND_EMBLEMS.get(kind, "house")
        vignette(s, picture, border + 3, y, w - 2 * border - 6, pic_h, colour)
    if data.get("gray_flag"):
        s.badge("", w - border - 13, y - 1, 11, fill=(160, 160, 160), ink=INK, shape="flag")
        s.icons(list(goods_list(data["gray_flag"])), w - border - 13, y - 1, 9, 11, max_size=7.5)
    y += pic_h + 1.5
    spaces = data.get("spaces")
    if isinstance(spaces, int) and not isinstance(spaces, bool) and spaces > 0:
        size = min(8.5, (w - 2 * border - 6) / spaces)
        x0 = (w - spaces * size) / 2
        for i in range(spaces):
            s.polygon("octagon", x0 + i * size + 0.5, y, size - 1, size - 1, fill=(250, 246, 236), line_mm=0.3)
            if kind == "craft" and data.get("good"):
                s.icon(str(data["good"]), x0 + i * size + size * 0.22, y + size * 0.18, size * 0.56)
        y += size + 1
    if kind == "customer":
        vignette(s, "person", border + 3, y, w - 2 * border - 6, h - y - border - 9, colour)
    text = str(data.get("white_effect") or (data.get("effect") if kind in ("church", "monk") else "") or "")
    if kind == "monk" and data.get("ap"):
        text = text or _("Gain {value} adventure points.", value=data['ap'])
    s.text(text, border + 3, y, w - 2 * border - 6, h - y - border - 10, face="serif", size_mm=3.3, fill=INK)
    _corner_marks(s, data, border)
    return s.finish("rect", CARD_RADIUS_MM, mix(LIGHT_RIM, INK, 0.35))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "board":
        return my_village_board.board(spec, scale)
    piece = my_village_pieces.front(spec, face, scale)
    if piece is not None:
        return piece
    if spec.kind != "card" or "kind" not in spec.data:
        return None
    return light_side(spec, scale) if face == 0 else dark_side(spec, scale)


def back(kind: str, back_name: str, w: float, h: float, colour: RGB | None, scale: float) -> Image.Image | None:
    """The shared dark sides: customer cards, and each travel letter's cards."""
    if kind != "card":
        return None
    is_travel = back_name.startswith("travel card")
    card_kind = "travel" if is_travel else "customer" if back_name.startswith("customer") else ""
    if not card_kind:
        return None
    tint = KIND_COLOURS[card_kind]
    s = _sheet(("back", back_name, w, h), w, h, scale, DARK_RIM)
    border, top = _frame(s, mix(tint, INK, 0.2), DARK_RIM, N_("Travel") if is_travel else N_("Customer"))
    vignette(s, KIND_EMBLEMS[card_kind], border + 3, top + 4, w - 2 * border - 6, h * 0.45, tint)
    letter = back_name.rsplit(" ", 1)[-1] if is_travel else ""
    if letter:
        s.badge(letter, w / 2 - 9, top + 4 + h * 0.45 + 3, 18, fill=(80, 140, 180), ink=CREAM)
    else:
        s.text(_("Served customers score their points."), border + 4, top + h * 0.5 + 6, w - 2 * border - 8, 16, face="italic", size_mm=3.6)
    return s.finish("rect", CARD_RADIUS_MM, (20, 16, 14))
