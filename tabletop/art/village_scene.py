"""The painted medieval village shared by Village and My Village (one illustrator drew both worlds).

Warm, saturated colours laid on in soft washes with a thin dark contour: green meadow with mottled
light, sandy lanes, half-timbered houses with red-brown roofs, a stone church with arched windows, a
pillared council hall, a round well, striped market awnings, tombstones, an open chronicle book,
trees, clouds and a little wooden bridge.  Everything is drawn in millimetres on a ``Sheet``.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFilter

from . import paper
from .generic import mix
from .sheet import RGB, Sheet

CONTOUR: RGB = (52, 40, 30)
MEADOW: RGB = (118, 152, 70)
LANE: RGB = (214, 188, 132)
WALL: RGB = (240, 228, 196)
TIMBER: RGB = (104, 70, 42)
ROOF: RGB = (170, 72, 48)
STONE: RGB = (176, 170, 156)
SKY: RGB = (176, 206, 222)
WATER: RGB = (92, 146, 186)
GOLD: RGB = (228, 182, 64)


def meadow(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB = MEADOW) -> None:
    """Painted grass: a base wash, lighter and darker blotches, a few strokes."""
    box = s.pixel_box(x, y, w, h)
    size = (max(1, box[2] - box[0]), max(1, box[3] - box[1]))
    blotch = paper.clouds(size, s.rng, max(6, int(18 * s.px_per_mm)))
    layer = Image.composite(Image.new("RGB", size, mix(colour, (255, 250, 200), 0.25)),
                            Image.new("RGB", size, mix(colour, (20, 40, 10), 0.25)), blotch)
    s.image.paste(layer, box[:2])
    d = s.draw
    for _ in range(int(w * h / 40)):
        px, py = x + s.rng.random() * w, y + s.rng.random() * h
        d.line((s.px(px), s.px(py), s.px(px + s.rng.uniform(-0.6, 0.6)), s.px(py - 1.6)),
               fill=mix(colour, (20, 40, 10), 0.35), width=max(1, s.line_px(0.2)))


def lane(s: Sheet, points: list[tuple[float, float]], width_mm: float = 9.0) -> None:
    """A sandy lane through ``points`` (mm), with a darker verge."""
    pts = [(s.px(a), s.px(b)) for a, b in points]
    s.draw.line(pts, fill=mix(LANE, CONTOUR, 0.25), width=s.line_px(width_mm + 1.2), joint="curve")
    s.draw.line(pts, fill=LANE, width=s.line_px(width_mm), joint="curve")


def roof(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB = ROOF) -> None:
    """A gable roof filling the box, tiles hinted by rows."""
    pts = [(s.px(x), s.px(y + h)), (s.px(x + w / 2), s.px(y)), (s.px(x + w), s.px(y + h))]
    s.draw.polygon(pts, fill=colour, outline=CONTOUR, width=s.line_px(0.35))
    for k in range(1, 4):
        t = k / 4
        s.draw.line((s.px(x + w / 2 * (1 - t)), s.px(y + h * t), s.px(x + w - w / 2 * (1 - t)), s.px(y + h * t)),
                    fill=mix(colour, CONTOUR, 0.3), width=max(1, s.line_px(0.2)))


def house(s: Sheet, x: float, y: float, w: float, h: float, roof_colour: RGB = ROOF, wall: RGB = WALL) -> None:
    """A half-timbered house filling the box: roof on the top 40 %, a door and two windows."""
    top = y + h * 0.4
    s.rect(x + w * 0.06, top, w * 0.88, h * 0.6, fill=wall, outline=CONTOUR, line_mm=0.35)
    for k in (0.06, 0.5, 0.94):
        s.draw.line((s.px(x + w * k), s.px(top), s.px(x + w * k), s.px(y + h)), fill=TIMBER, width=s.line_px(0.6))
    s.draw.line((s.px(x + w * 0.06), s.px(top + h * 0.3), s.px(x + w * 0.94), s.px(top + h * 0.3)), fill=TIMBER,
                width=s.line_px(0.5))
    roof(s, x, y, w, h * 0.42, roof_colour)
    s.rect(x + w * 0.42, y + h * 0.72, w * 0.16, h * 0.28, fill=TIMBER, outline=CONTOUR, line_mm=0.25, radius_mm=w * 0.05)
    for wx in (0.16, 0.66):
        s.rect(x + w * wx, top + h * 0.06, w * 0.18, h * 0.16, fill=(120, 160, 190), outline=CONTOUR, line_mm=0.25)


def church(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    """A stone church with its tower on the left and a cross on top."""
    tower_w = w * 0.26
    s.rect(x + tower_w, y + h * 0.42, w - tower_w, h * 0.58, fill=STONE, outline=CONTOUR, line_mm=0.35)
    roof(s, x + tower_w - w * 0.03, y + h * 0.16, w - tower_w + w * 0.06, h * 0.28, (120, 74, 56))
    s.rect(x, y + h * 0.22, tower_w, h * 0.78, fill=mix(STONE, (255, 255, 255), 0.12), outline=CONTOUR, line_mm=0.35)
    s.draw.polygon([(s.px(x - w * 0.02), s.px(y + h * 0.23)), (s.px(x + tower_w / 2), s.px(y + h * 0.04)),
                    (s.px(x + tower_w + w * 0.02), s.px(y + h * 0.23))], fill=(92, 64, 52), outline=CONTOUR,
                   width=s.line_px(0.3))
    cx = x + tower_w / 2
    s.draw.line((s.px(cx), s.px(y - h * 0.04), s.px(cx), s.px(y + h * 0.06)), fill=GOLD, width=s.line_px(0.6))
    s.draw.line((s.px(cx - w * 0.03), s.px(y), s.px(cx + w * 0.03), s.px(y)), fill=GOLD, width=s.line_px(0.6))
    arch(s, x + tower_w * 0.3, y + h * 0.34, tower_w * 0.4, h * 0.16, (96, 140, 190))
    arch(s, x + tower_w + (w - tower_w) * 0.4, y + h * 0.7, (w - tower_w) * 0.2, h * 0.3, TIMBER)


def arch(s: Sheet, x: float, y: float, w: float, h: float, fill: RGB, lead: bool = False) -> None:
    """An arched window or door."""
    s.draw.rounded_rectangle(s.box(x, y, w, h), radius=s.px(w / 2), fill=fill, outline=CONTOUR, width=s.line_px(0.3))
    if lead:
        s.draw.line((s.px(x + w / 2), s.px(y + w * 0.3), s.px(x + w / 2), s.px(y + h)), fill=CONTOUR, width=s.line_px(0.25))
        s.draw.line((s.px(x), s.px(y + h * 0.55), s.px(x + w), s.px(y + h * 0.55)), fill=CONTOUR, width=s.line_px(0.25))


def hall(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """The council hall: a pediment in the council's colour over pillars and steps."""
    s.draw.polygon([(s.px(x), s.px(y + h * 0.3)), (s.px(x + w / 2), s.px(y)), (s.px(x + w), s.px(y + h * 0.3))],
                   fill=colour, outline=CONTOUR, width=s.line_px(0.35))
    s.rect(x + w * 0.04, y + h * 0.3, w * 0.92, h * 0.58, fill=WALL, outline=CONTOUR, line_mm=0.35)
    for k in range(5):
        s.rect(x + w * (0.1 + 0.18 * k), y + h * 0.34, w * 0.08, h * 0.5, fill=mix(WALL, (255, 255, 255), 0.4),
               outline=CONTOUR, line_mm=0.2)
    for k in range(3):
        s.rect(x + w * (0.02 * k), y + h * (0.88 + 0.04 * k), w * (1 - 0.04 * k), h * 0.04, fill=STONE, outline=CONTOUR,
               line_mm=0.2)


def well(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    """A round stone well with its little roof, seen from the front."""
    s.ellipse(x + w * 0.1, y + h * 0.55, w * 0.8, h * 0.4, fill=STONE, outline=CONTOUR, line_mm=0.35)
    s.ellipse(x + w * 0.2, y + h * 0.58, w * 0.6, h * 0.2, fill=WATER, outline=CONTOUR, line_mm=0.25)
    for k in (0.16, 0.8):
        s.rect(x + w * k, y + h * 0.2, w * 0.05, h * 0.45, fill=TIMBER, outline=CONTOUR, line_mm=0.2)
    roof(s, x + w * 0.05, y, w * 0.9, h * 0.24)


def awning(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """A striped market awning with a scalloped edge."""
    stripes = 6
    for k in range(stripes):
        fill = colour if k % 2 == 0 else (246, 240, 226)
        s.rect(x + w * k / stripes, y, w / stripes, h * 0.75, fill=fill, outline=None)
    for k in range(stripes):
        fill = colour if k % 2 == 0 else (246, 240, 226)
        s.draw.pieslice(s.box(x + w * k / stripes, y + h * 0.5, w / stripes, h * 0.5), 0, 180, fill=fill)
    s.rect(x, y, w, h * 0.75, fill=None, outline=CONTOUR, line_mm=0.3)


def tombstone(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    s.draw.rounded_rectangle(s.box(x + w * 0.15, y, w * 0.7, h * 0.9), radius=s.px(w * 0.35), fill=STONE,
                             outline=CONTOUR, width=s.line_px(0.3))
    s.draw.line((s.px(x + w / 2), s.px(y + h * 0.2), s.px(x + w / 2), s.px(y + h * 0.55)), fill=CONTOUR,
                width=s.line_px(0.35))
    s.draw.line((s.px(x + w * 0.36), s.px(y + h * 0.32), s.px(x + w * 0.64), s.px(y + h * 0.32)), fill=CONTOUR,
                width=s.line_px(0.35))
    s.rect(x, y + h * 0.86, w, h * 0.14, fill=mix(MEADOW, CONTOUR, 0.2), outline=None)


def book(s: Sheet, x: float, y: float, w: float, h: float, colour: RGB = (150, 60, 50)) -> None:
    """An open book: leather cover, two cream pages, a ribbon."""
    s.rect(x, y, w, h, fill=colour, outline=CONTOUR, line_mm=0.4, radius_mm=2)
    s.rect(x + 2, y + 2, w / 2 - 2.5, h - 4, fill=(246, 236, 210), outline=mix(colour, CONTOUR, 0.4), line_mm=0.25,
           radius_mm=1)
    s.rect(x + w / 2 + 0.5, y + 2, w / 2 - 2.5, h - 4, fill=(242, 230, 202), outline=mix(colour, CONTOUR, 0.4),
           line_mm=0.25, radius_mm=1)
    s.draw.line((s.px(x + w / 2), s.px(y + 1), s.px(x + w / 2), s.px(y + h - 1)), fill=mix(colour, CONTOUR, 0.5),
                width=s.line_px(0.5))


def tree(s: Sheet, cx: float, base: float, size: float) -> None:
    s.rect(cx - size * 0.07, base - size * 0.45, size * 0.14, size * 0.45, fill=TIMBER, outline=CONTOUR, line_mm=0.2)
    for dx, dy, r in ((0, -0.75, 0.36), (-0.22, -0.55, 0.26), (0.22, -0.55, 0.26)):
        s.ellipse(cx + dx * size - r * size, base + dy * size - r * size, 2 * r * size, 2 * r * size,
                  fill=mix(MEADOW, (30, 60, 20), 0.2), outline=CONTOUR, line_mm=0.2)


def cloud(s: Sheet, x: float, y: float, w: float, h: float, fill: RGB = (250, 250, 246)) -> None:
    """A fluffy cloud filling the box."""
    for dx, dy, rw, rh in ((0.0, 0.35, 0.45, 0.65), (0.25, 0.0, 0.5, 0.8), (0.55, 0.3, 0.45, 0.7)):
        s.ellipse(x + w * dx, y + h * dy, w * rw, h * rh, fill=fill, outline=CONTOUR, line_mm=0.3)
    for dx, dy, rw, rh in ((0.04, 0.4, 0.4, 0.55), (0.29, 0.05, 0.42, 0.7), (0.58, 0.35, 0.38, 0.6)):
        s.ellipse(x + w * dx, y + h * dy, w * rw, h * rh, fill=fill, outline=None)


def bridge(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    """A little humped wooden bridge over water."""
    s.rect(x, y + h * 0.55, w, h * 0.45, fill=WATER, outline=None)
    s.draw.arc(s.box(x, y + h * 0.2, w, h * 1.2), 180, 360, fill=TIMBER, width=s.line_px(max(0.8, h * 0.12)))
    for k in range(1, 6):
        px = x + w * k / 6
        rise = math.sin(math.pi * k / 6) * h * 0.4
        s.draw.line((s.px(px), s.px(y + h * 0.6 - rise), s.px(px), s.px(y + h * 0.8 - rise)), fill=CONTOUR,
                    width=s.line_px(0.3))


def soften(s: Sheet, radius_mm: float = 0.15) -> None:
    """A touch of blur, so edges read as paint rather than vector lines."""
    s.image = s.image.filter(ImageFilter.GaussianBlur(max(0.5, radius_mm * s.px_per_mm)))
    s.draw = ImageDraw.Draw(s.image)


def field(s: Sheet, x: float, y: float, w: float, h: float) -> None:
    """Ploughed furrows running to the horizon, ears of grain along them."""
    s.rect(x, y + h * 0.35, w, h * 0.65, fill=(170, 132, 76), outline=None)
    for k in range(6):
        fy = y + h * (0.4 + 0.1 * k)
        s.draw.line((s.px(x), s.px(fy), s.px(x + w), s.px(fy)), fill=(120, 88, 48), width=s.line_px(0.4))
        for j in range(5):
            s.icon("grain", x + w * (0.04 + 0.2 * j), fy - h * 0.08, h * 0.08)


def vignette(s: Sheet, name: str, x: float, y: float, w: float, h: float, colour: RGB) -> None:
    """A card's painted picture: sky and meadow, then the scene ``name`` (church, nave, hall, tree,
    field, road, house, person), framed."""
    s.rect(x, y, w, h * 0.55, fill=SKY, outline=None)
    meadow(s, x, y + h * 0.55, w, h * 0.45)
    cloud(s, x + w * 0.62, y + h * 0.06, w * 0.3, h * 0.16)
    if name == "church":
        church(s, x + w * 0.22, y + h * 0.12, w * 0.56, h * 0.78)
    elif name == "nave":
        s.rect(x, y, w, h, fill=(150, 140, 128), outline=None)
        arch(s, x + w * 0.3, y + h * 0.08, w * 0.4, h * 0.84, mix((200, 170, 90), SKY, 0.3), lead=True)
        cx = x + w / 2
        s.ellipse(cx - w * 0.06, y + h * 0.32, w * 0.12, w * 0.12, fill=(60, 46, 40), outline=None)
        s.draw.polygon([(s.px(cx - w * 0.12), s.px(y + h * 0.92)), (s.px(cx), s.px(y + h * 0.38)),
                        (s.px(cx + w * 0.12), s.px(y + h * 0.92))], fill=(60, 46, 40))
    elif name == "hall":
        hall(s, x + w * 0.14, y + h * 0.14, w * 0.72, h * 0.8, colour)
    elif name == "tree":
        tree(s, x + w * 0.5, y + h * 0.92, h * 0.85)
        well(s, x + w * 0.06, y + h * 0.5, w * 0.24, h * 0.45)
    elif name == "field":
        field(s, x, y, w, h)
    elif name == "road":
        s.draw.polygon([(s.px(x), s.px(y + h * 0.6)), (s.px(x + w * 0.3), s.px(y + h * 0.3)), (s.px(x + w * 0.55), s.px(y + h * 0.6))],
                       fill=(120, 136, 150), outline=CONTOUR, width=s.line_px(0.2))
        s.draw.polygon([(s.px(x + w * 0.4), s.px(y + h * 0.6)), (s.px(x + w * 0.72), s.px(y + h * 0.22)), (s.px(x + w), s.px(y + h * 0.6))],
                       fill=(104, 118, 138), outline=CONTOUR, width=s.line_px(0.2))
        lane(s, [(x + w * 0.5, y + h), (x + w * 0.52, y + h * 0.75), (x + w * 0.56, y + h * 0.58)], w * 0.08)
        s.icon("cart", x + w * 0.62, y + h * 0.58, min(w, h) * 0.36)
    elif name == "person":
        house(s, x + w * 0.55, y + h * 0.2, w * 0.38, h * 0.7)
        s.icon("person", x + w * 0.08, y + h * 0.12, h * 0.84, mix(colour, CONTOUR, 0.5))
    else:
        house(s, x + w * 0.2, y + h * 0.16, w * 0.6, h * 0.78)
    s.rect(x, y, w, h, fill=None, outline=CONTOUR, line_mm=0.35)
