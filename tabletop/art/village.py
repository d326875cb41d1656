"""Village: the main board as a painted village, the farms, customer and goods tiles, set-up cards.

Reads the Village package's data: board ``spaces`` ids (``action-X``, ``building-<craft>`` with
``good``/``training``/``production``/``price``, ``stall-n``/``queue-n``, ``city-<name>``,
``council-n``, ``next-first-player``, ``window-n``, ``well``, ``chronicle-<category>-n``,
``grave-n``), ``paths`` (``from``/``to`` and the ``cubes`` a road costs), the prestige ``track``; a
farm's ``home``, ``cubes``, ``grain-n`` and its ``time`` loop; tiles' ``goods`` and ``points``; a
set-up card's ``players``, ``cubes_per_colour`` and ``spots``.  Every space is painted where the
data puts it; the scenery around them only fills what is left.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from ..core.model import PieceSpec
from ..lang.door import N_, _
from . import village_board as board_art
from .generic import CARD_RADIUS_MM, mix
from .sheet import RGB, item_box
from .village_scene import CONTOUR, GOLD, LANE, WALL, bridge, cloud, house, lane, meadow, soften
from .village_style import CREAM, goods_row, points_shield, sheet

CUSTOMER_BLUE: RGB = (58, 96, 160)
GOOD_GROUNDS = {"scroll": (236, 222, 180), "horse": (196, 160, 110), "plough": (176, 182, 186),
                "ox": (168, 140, 110), "wagon": (206, 170, 110)}


def farm(spec: PieceSpec, scale: float) -> Image.Image:
    """A farm in its player's colour: home yard, cube crate, grain sacks, the time loop with bridge and cloud."""
    colour = spec.color or (180, 150, 110)
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    meadow(s, 0, 0, w, h)
    cells = [c for t in spec.data.get("tracks") or () for c in t.get("cells") or ()]
    centres = [(float(c["x"]) + float(c["w"]) / 2, float(c["y"]) + float(c["h"]) / 2) for c in cells]
    if centres:
        lane(s, centres + [centres[0]], 10)
    for sp in spec.data.get("spaces") or ():
        sid = str(sp.get("id"))
        x, y, bw, bh = item_box(sp)
        if sid == "home":
            s.rect(x, y, bw, bh, fill=mix(LANE, WALL, 0.5), outline=CONTOUR, line_mm=0.4, radius_mm=3)
            house(s, x + 3, y + 2, 30, 24, roof_colour=mix(colour, (120, 50, 30), 0.4))
            s.rect(x, y + bh - 4, bw, 4, fill=mix(colour, CONTOUR, 0.1), outline=CONTOUR, line_mm=0.3)
            s.text(N_("FAMILY"), x + 36, y + 2, bw - 40, 8, face="title", size_mm=4.6, fill=CONTOUR, align="left")
        elif sid == "cubes":
            s.rect(x, y, bw, bh, fill=(160, 118, 74), outline=CONTOUR, line_mm=0.4, radius_mm=2)
            for k in range(1, 4):
                s.draw.line((s.px(x + 1), s.px(y + k * bh / 4), s.px(x + bw - 1), s.px(y + k * bh / 4)),
                            fill=(120, 84, 50), width=s.line_px(0.4))
            s.rect(x + 3, y + 3, bw - 6, bh - 6, fill=(200, 162, 112), outline=CONTOUR, line_mm=0.3, radius_mm=1.5)
            s.text(N_("INFLUENCE"), x + 3, y + 3.5, bw - 6, 7, face="title", size_mm=3.8, fill=(110, 74, 40))
        elif sid.startswith("grain-"):
            s.draw.rounded_rectangle(s.box(x, y + 2, bw, bh - 2), radius=s.px(bw * 0.35), fill=(222, 196, 140),
                                     outline=CONTOUR, width=s.line_px(0.35))
            s.icon("grain", x + bw * 0.2, y + bh * 0.25, bw * 0.6)
    for cell in cells:
        x, y, bw, bh = item_box(cell)
        text = str(cell.get("text", ""))
        if text == "cloud":
            cloud(s, x - 2, y + 2, bw + 4, bh - 4)
        elif text == "bridge":
            bridge(s, x - 1, y + 4, bw + 2, bh - 6)
        else:
            s.ellipse(x + 1, y + 1, bw - 2, bh - 2, fill=mix(colour, CREAM, 0.55), outline=CONTOUR, line_mm=0.4)
            s.text(text, x, y, bw, bh, face="number", size_mm=bh * 0.42, fill=CONTOUR)
    s.rect(0.8, 0.8, w - 1.6, h - 1.6, fill=None, outline=mix(colour, CONTOUR, 0.3), line_mm=1.6, radius_mm=3)
    soften(s, 0.05)
    return s.finish("rect", 3.0, mix(colour, CONTOUR, 0.5))


def customer(spec: PieceSpec, scale: float) -> Image.Image:
    """A customer tile: a townsperson in a blue frame, the goods and grain wanted, the points."""
    d = spec.data
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    s.rect(0, 0, w, h, fill=CUSTOMER_BLUE, outline=None)
    s.rect(1.6, 1.6, w - 3.2, h - 3.2, fill=(244, 234, 206), outline=CONTOUR, line_mm=0.3, radius_mm=1.2)
    s.icon("person", 2.6, 2.6, 13, mix(CUSTOMER_BLUE, CONTOUR, 0.3))
    points_shield(s, d.get("points"), w - 13.5, 2.4, 11)
    goods = [str(g) for g, n in (d.get("goods") or {}).items() for _copy in range(int(n))]
    goods_row(s, goods, 2.6, 17, w - 5.2, h - 19.6)
    return s.finish("rect", 1.2, mix(CUSTOMER_BLUE, CONTOUR, 0.5))


def good_tile(spec: PieceSpec, scale: float) -> Image.Image:
    """A goods tile: one picture on its own ground (scroll, horse, plough, ox, covered wagon)."""
    name = spec.faces[0]
    ground = GOOD_GROUNDS.get(name, spec.color or (220, 200, 160))
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=ground)
    w, h = s.width_mm, s.height_mm
    s.rect(0.8, 0.8, w - 1.6, h - 1.6, fill=mix(ground, CREAM, 0.35), outline=mix(ground, CONTOUR, 0.5), line_mm=0.4,
           radius_mm=1.2)
    s.icon(name, w * 0.12, h * 0.1, w * 0.76)
    return s.finish("rect", 1.0, mix(ground, CONTOUR, 0.5))


def grain_bag(spec: PieceSpec, scale: float) -> Image.Image:
    """A grain sack, tied at the neck, ears of wheat showing."""
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=(214, 186, 122))
    w, h = s.width_mm, s.height_mm
    s.draw.rounded_rectangle(s.box(w * 0.12, h * 0.28, w * 0.76, h * 0.68), radius=s.px(w * 0.3), fill=(206, 172, 110),
                             outline=CONTOUR, width=s.line_px(0.3))
    s.draw.polygon([(s.px(w * 0.32), s.px(h * 0.3)), (s.px(w * 0.4), s.px(h * 0.14)), (s.px(w * 0.6), s.px(h * 0.14)),
                    (s.px(w * 0.68), s.px(h * 0.3))], fill=(196, 160, 100), outline=CONTOUR)
    s.icon("grain", w * 0.28, h * 0.42, w * 0.44)
    img = s.finish("circle", 0, CONTOUR)
    return img


def setup_card(spec: PieceSpec, scale: float) -> Image.Image:
    """A set-up card: cubes of each colour into the bag, and the cubes each action area starts with."""
    d = spec.data
    colour: RGB = (120, 96, 64)
    s = sheet((spec.id, 0), spec.width, spec.height, scale)
    w, h = s.width_mm, s.height_mm
    s.bordered(colour, (244, 234, 206), 2.4, CONTOUR, 1.5)
    s.text(_("{n} players", n=int(d.get("players") or 0)), 4, 3, w - 8, 9, face="title", size_mm=5.6, fill=CONTOUR)
    for i, cube in enumerate(("brown", "pink", "orange", "green")):
        s.icon(cube, 6 + i * 7, 13, 6)
    s.text(_("× {value} into the bag", value=d.get('cubes_per_colour', '?')), 34, 12.5, w - 38, 7, face="serif", size_mm=3.4,
           align="left")
    spots = d.get("spots") or {}
    spots = spots if isinstance(spots, Mapping) else {}
    y = 22.0
    row = min(8.6, (h - y - 5) / max(1, len(spots)))
    for letter, count in spots.items():
        fill = board_art.AREA_COLOURS.get(str(letter), colour)
        s.ellipse(5, y, row - 1, row - 1, fill=fill, outline=CONTOUR, line_mm=0.3)
        s.text(str(letter), 5, y, row - 1, row - 1, face="number", size_mm=row * 0.5, fill=CREAM)
        for i in range(int(count)):
            s.rect(8 + row + i * (row - 1.4), y + 1, row - 2.8, row - 2.8, fill=(236, 228, 210), outline=CONTOUR,
                   line_mm=0.25, radius_mm=0.6)
        y += row
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, CONTOUR, 0.5))


def summary(spec: PieceSpec, face: int, scale: float) -> Image.Image:
    """The overview card: the round's actions A to G on one side, the mass on the other."""
    colour: RGB = (120, 96, 64)
    s = sheet((spec.id, face), spec.width, spec.height, scale)
    w = s.width_mm
    s.bordered(colour, (244, 234, 206), 2.4, CONTOUR, 1.5)
    if face == 0:
        s.text(_("A ROUND"), 4, 3, w - 8, 8, face="title", size_mm=5, fill=CONTOUR)
        for i, (letter, name) in enumerate(board_art.AREA_NAMES.items()):
            y = 13 + i * 10
            s.ellipse(5, y, 8, 8, fill=board_art.AREA_COLOURS[letter], outline=CONTOUR, line_mm=0.3)
            s.text(letter, 5, y, 8, 8, face="number", size_mm=4, fill=CREAM)
            s.text(name, 15, y, w - 20, 8, face="serif", size_mm=3.8, align="left")
    else:
        s.text(_("THE MASS"), 4, 3, w - 8, 8, face="title", size_mm=5, fill=CONTOUR)
        board_art.church_picture(s, 8, 14, w - 16, 34)
        s.text(_("Draw from the black bag: monks and family members pray; each may climb the church windows "
               "by paying grain."), 5, 52, w - 10, 30, face="serif", size_mm=3.6)
    return s.finish("rect", CARD_RADIUS_MM, mix(colour, CONTOUR, 0.5))


def back(kind: str, back_name: str, w: float, h: float, colour: RGB | None, scale: float) -> Image.Image | None:
    """The customer tiles' common back and the set-up cards' back."""
    if back_name not in ("customer tile", "set-up card", "summary card"):
        return None
    s = sheet(("back", back_name, w, h), w, h, scale, tone=CUSTOMER_BLUE)
    tint = CUSTOMER_BLUE if back_name == "customer tile" else (120, 96, 64)
    s.rect(0, 0, w, h, fill=tint, outline=None)
    s.rect(1.6, 1.6, w - 3.2, h - 3.2, fill=mix(tint, CREAM, 0.18), outline=mix(tint, CREAM, 0.5), line_mm=0.4,
           radius_mm=1.2)
    house(s, w * 0.25, h * 0.18, w * 0.5, h * 0.5)
    s.text(N_("VILLAGE"), 2, h * 0.7, w - 4, h * 0.2, face="title", size_mm=min(6.0, h * 0.16), fill=GOLD)
    return s.finish("rect", CARD_RADIUS_MM if kind == "card" else 1.2, mix(tint, CONTOUR, 0.5))


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    if spec.kind == "board":
        return board_art.board(spec, scale) if spec.id == "board" else farm(spec, scale)
    if spec.kind == "tile":
        if spec.id.startswith("customer"):
            return customer(spec, scale)
        return good_tile(spec, scale) if spec.id.startswith("good-") else None
    if spec.kind == "card":
        if "spots" in spec.data and face == 0:
            return setup_card(spec, scale)
        return summary(spec, face, scale) if spec.id == "summary" else None
    if spec.kind == "token" and spec.id == "grain":
        return grain_bag(spec, scale)
    if spec.kind == "token" and spec.id.endswith("first-player"):
        return first_player(spec, scale)
    return None


def first_player(spec: PieceSpec, scale: float) -> Image.Image:
    """The first-player marker (a house with a gold 1) and the next-first-player one (the same, marked next)."""
    colour = spec.color or (201, 164, 106)
    s = sheet((spec.id, 0), spec.width, spec.height, scale, tone=colour)
    w, h = s.width_mm, s.height_mm
    s.ellipse(0.5, 0.5, w - 1, h - 1, fill=mix(colour, CREAM, 0.3), outline=mix(colour, CONTOUR, 0.5), line_mm=0.5)
    house(s, w * 0.22, h * 0.14, w * 0.56, h * 0.5)
    nxt = spec.id.startswith("next")
    s.ellipse(w * 0.34, h * 0.6, w * 0.32, h * 0.32, fill=GOLD, outline=CONTOUR, line_mm=0.3)
    s.text("→" if nxt else "1", w * 0.34, h * 0.6, w * 0.32, h * 0.32, face="number", size_mm=h * 0.2, fill=CONTOUR)
    return s.finish("circle", 0, mix(colour, CONTOUR, 0.5))

