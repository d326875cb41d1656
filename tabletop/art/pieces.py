"""Wooden and cardboard bits: tokens, coins, markers, discs, cubes, pawns, goods, bags and dice.

Wood is painted colour over streaked grain with a soft bevel (lighter top-left, darker bottom-right);
cardboard is printed paper with a darker cut edge.  A die face shows pips for 1-6, an icon when the
face names a known good, else its text.
"""

from __future__ import annotations

import math
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from ..colours import luma
from ..core.model import PieceSpec
from ..lang.door import _
from . import paper
from .facts import face_facts
from .fonts import font
from .generic import CREAM, mix, new_sheet, tint_for
from .icons import INK, known_anywhere, knows
from .sheet import RGB, Sheet

BLANK_FACES = frozenset({"blank", "", "-"})
PIPS = {
    1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)], 3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def wood(size: tuple[int, int], colour: RGB, rng: random.Random) -> Image.Image:
    """Painted wood: the colour over faint streaks of grain running along the long side."""
    w, h = size
    along = w >= h
    streak = paper.noise((3, max(2, h // 3)) if along else (max(2, w // 3), 3), rng)
    streak = streak.resize(size, Image.Resampling.BICUBIC).point([200 + i * 55 // 255 for i in range(256)])
    base = ImageChops.multiply(Image.new("RGB", size, colour), Image.merge("RGB", (streak, streak, streak)))
    grain = paper.noise(size, rng).point([244 + i * 11 // 255 for i in range(256)])
    return ImageChops.multiply(base, Image.merge("RGB", (grain, grain, grain)))


def bevel(img: Image.Image, mask: Image.Image, depth_px: int) -> Image.Image:
    """Light from the top left: a highlight along that edge, shade along the other."""
    d = max(1, depth_px)
    shifted_in = ImageChops.offset(mask, d, d)
    shifted_out = ImageChops.offset(mask, -d, -d)
    light = ImageChops.subtract(mask, shifted_in).filter(ImageFilter.GaussianBlur(d))
    dark = ImageChops.subtract(mask, shifted_out).filter(ImageFilter.GaussianBlur(d))
    rgb = img.convert("RGB")
    rgb = Image.composite(Image.new("RGB", img.size, (255, 250, 236)), rgb, light.point([i * 2 // 5 for i in range(256)]))
    rgb = Image.composite(Image.new("RGB", img.size, (0, 0, 0)), rgb, dark.point([i * 2 // 5 for i in range(256)]))
    return rgb


def rimmed(img: Image.Image, mask: Image.Image, colour: RGB) -> Image.Image:
    """A thin edge of the other lightness round a wooden piece, as varnish catches the light: a black pawn
    on a dark print, or a white one on a pale board, still stands out at the table's smallest zoom."""
    width = max(1, round(min(img.size) * 0.035))
    edge = ImageChops.subtract(mask, mask.filter(ImageFilter.MinFilter(2 * width + 1)))
    dark = luma(colour) < 80
    rim = mix(colour, (255, 250, 236), 0.55) if dark else mix(colour, (0, 0, 0), 0.45)
    return Image.composite(Image.new("RGB", img.size, rim), img, edge)


def _px(spec: PieceSpec, px_per_mm: float) -> tuple[int, int]:
    return (max(1, round(spec.width * px_per_mm)), max(1, round(spec.height * px_per_mm)))


def meeple_mask(size: tuple[int, int], lying: bool = False) -> Image.Image:
    """A person-shaped silhouette (head, arms, legs), antialiased; ``lying`` turns it on its side."""
    if lying:
        w, h = size
        side = meeple_mask((h, w)).rotate(90, expand=True)
        k = min(w / side.width, h / side.height)
        small = side.resize((max(1, round(side.width * k)), max(1, round(side.height * k))), Image.Resampling.LANCZOS)
        out = Image.new("L", size, 0)
        out.paste(small, ((w - small.width) // 2, (h - small.height) // 2))
        return out
    w, h = size
    s = paper.SUPERSAMPLE
    big = Image.new("L", (w * s, h * s), 0)
    d = ImageDraw.Draw(big)
    W, H = w * s, h * s
    d.ellipse((W * 0.32, 0, W * 0.68, H * 0.3), fill=255)
    d.rounded_rectangle((0, H * 0.3, W, H * 0.52), radius=H * 0.1, fill=255)
    d.polygon([(W * 0.22, H * 0.3), (W * 0.78, H * 0.3), (W, H), (W * 0.62, H), (W * 0.5, H * 0.74), (W * 0.38, H), (0, H)], fill=255)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def wooden(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """Pawns, cubes and discs: painted wood in the spec's colour, seen from a little above, so a cube
    shows its top and two sides and a disc its rim; a family member's number sticker if it has one."""
    size = _px(spec, px_per_mm)
    rng = random.Random(paper.seed_of("wood", spec.id, face))
    colour = spec.color or tint_for(spec.label)
    w, h = size
    if spec.kind == "pawn":
        mask = meeple_mask(size, lying="lying" in spec.faces[face].lower())
        img = bevel(wood(size, colour, rng), mask, round(min(size) * 0.08))
    elif spec.kind == "disc":
        mask = paper.shape_mask(size, "circle")
        img = wood(size, mix(colour, (0, 0, 0), 0.3), rng)
        top = paper.shape_mask((w, max(1, round(h * 0.86))), "circle")
        face_img = bevel(wood(top.size, colour, rng), top, round(min(size) * 0.05))
        img.paste(face_img, (0, 0), top)
    else:
        mask = paper.shape_mask(size, "rect", min(size) * 0.1)
        img = wood(size, mix(colour, (0, 0, 0), 0.35), rng)
        d = ImageDraw.Draw(img)
        d.polygon([(w * 0.86, 0), (w, h * 0.14), (w, h), (w * 0.86, h * 0.86)], fill=mix(colour, (0, 0, 0), 0.22))
        top = paper.shape_mask((max(1, round(w * 0.86)), max(1, round(h * 0.86))), "rect", min(size) * 0.08)
        img.paste(bevel(wood(top.size, colour, rng), top, round(min(size) * 0.05)), (0, 0), top)
    img = rimmed(img, mask, colour)
    sticker = _face_label(spec, face)
    if sticker:
        d = ImageDraw.Draw(img)
        r = min(w, h) * 0.2
        cx, cy = w / 2, h * (0.5 if spec.kind != "pawn" else 0.56)
        if spec.data.get("generation") is not None:
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(246, 244, 236), outline=mix(colour, (0, 0, 0), 0.4))
            _centre_text(d, sticker, (round(2 * cx), round(2 * cy)), INK, scale=r * 2.2 / min(w, h))
        else:
            _centre_text(d, sticker, size, (250, 246, 236) if sum(colour) < 380 else INK)
    img.putalpha(mask)
    return img


def _face_label(spec: PieceSpec, face: int) -> str:
    """What a wooden piece has printed on it: a sticker number, or a face name that is a value."""
    if spec.data.get("generation") is not None:
        return str(spec.data["generation"])
    name = spec.faces[face]
    return name if len(name) <= 3 and name.lstrip("+-−").isdigit() else ""


def _centre_text(d: ImageDraw.ImageDraw, text: str, size: tuple[int, int], ink: RGB, scale: float = 1.0) -> None:
    """Words centred on a small face: one line if short, else two lines split at the middle space
    (``scale`` shrinks the type, for a sticker); the words in the language in force."""
    text = _(text)
    w, h = size
    lines = [text]
    if len(text) > 6 and " " in text:
        words = text.split()
        cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    longest = max(len(line) for line in lines)
    px = int(min(w, h) * scale * (0.55 if longest <= 2 else min(0.4, 1.35 / longest)))
    f = font("number", max(6, px))
    step = px * 1.1
    top = h / 2 - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        d.text((w / 2, top + i * step), line, font=f, fill=ink, anchor="mm")


COLOUR_WORDS: dict[str, RGB] = {
    "red": (190, 50, 44), "blue": (44, 92, 180), "green": (60, 140, 70), "yellow": (230, 190, 50),
    "black": (36, 34, 34), "white": (236, 232, 222), "grey": (130, 130, 128), "gray": (130, 130, 128),
    "orange": (230, 130, 40), "purple": (120, 70, 150), "brown": (130, 86, 50),
}


def face_colour(name: str) -> RGB | None:
    """A colour the face's own name gives ("dissatisfied (red)"), for two-coloured markers."""
    words = name.lower().replace("(", " ").replace(")", " ").split()
    return next((COLOUR_WORDS[w] for w in words if w in COLOUR_WORDS), None)


def coin(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """A struck coin: milled rim, raised value; Loyang's Cash is bronze with the square hole of an old
    Chinese coin, cut right through."""
    f = face_facts(spec, face)
    cash = str(spec.data.get("title", "")).lower() == "cash"
    colour = (176, 128, 64) if cash else spec.color or (214, 172, 70)
    w, h = spec.width, spec.height
    s = new_sheet((spec.id, face), w, h, px_per_mm, tone=colour)
    light, dark = mix(colour, (255, 244, 200), 0.35), mix(colour, INK, 0.45)
    s.ellipse(0.3, 0.3, w - 0.6, h - 0.6, fill=colour, outline=dark, line_mm=0.3)
    teeth = 40
    for i in range(teeth):
        a = math.tau * i / teeth
        x0, y0 = w / 2 + math.cos(a) * w * 0.47, h / 2 + math.sin(a) * h * 0.47
        x1, y1 = w / 2 + math.cos(a) * w * 0.42, h / 2 + math.sin(a) * h * 0.42
        s.draw.line((s.px(x0), s.px(y0), s.px(x1), s.px(y1)), fill=dark, width=1)
    s.ellipse(w * 0.12, h * 0.12, w * 0.76, h * 0.76, fill=mix(colour, light, 0.4), outline=dark, line_mm=0.2)
    value = f.value or f.points or (spec.faces[face] if spec.faces[face].isdigit() else "")
    hole = None
    if cash:
        side = min(w, h) * 0.2
        hole = (w / 2 - side / 2, h / 2 - side / 2, side)
        s.rect(hole[0] - 0.6, hole[1] - 0.6, side + 1.2, side + 1.2, fill=None, outline=dark, line_mm=0.3)
        if value:
            for dx, dy in ((0, -0.3), (0, 0.3), (-0.3, 0), (0.3, 0)):
                s.text(value, dx, h * 0.58 + dy, w, h * 0.3, face="number", size_mm=h * 0.22, fill=light)
            s.text(value, 0, h * 0.58, w, h * 0.3, face="number", size_mm=h * 0.22, fill=dark)
    elif value:
        s.text(value, 0.3, 0.3, w, h, face="number", size_mm=h * 0.42, fill=light)
        s.text(value, 0, 0, w, h, face="number", size_mm=h * 0.42, fill=dark)
    img = s.finish("circle", 0, dark)
    if hole is not None:
        alpha = img.getchannel("A")
        ImageDraw.Draw(alpha).rectangle(s.box(*hole[:2], hole[2], hole[2]), fill=0)
        img.putalpha(alpha)
    return img


def cardboard(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """Round cardboard tokens, markers and goods: printed face, its value or good, a cut edge."""
    if spec.kind == "coin":
        return coin(spec, face, px_per_mm)
    f = face_facts(spec, face)
    colour = face_colour(spec.faces[face]) or spec.color or tint_for(f.category or spec.label)
    shape = str(spec.data.get("shape", "circle" if spec.kind in ("token", "marker") else "rect"))
    w, h = spec.width, spec.height
    s = new_sheet((spec.id, face), w, h, px_per_mm, tone=mix(colour, CREAM, 0.2))
    m = min(w, h)
    plain = spec.kind == "marker"
    s.shape(shape, m * 0.06, m * 0.06, w - m * 0.12, h - m * 0.12, fill=mix(colour, CREAM, 0.15 if plain else 0.45),
            outline=mix(colour, INK, 0.45), line_mm=max(0.2, m * 0.025), radius_mm=m * 0.1)
    name = spec.faces[face]
    goods = list(f.goods) or ([name] if knows(name) else [])
    if plain and not (f.value or f.points):
        s.ellipse(m * 0.26, m * 0.26, w - m * 0.52, h - m * 0.52, fill=mix(colour, CREAM, 0.06),
                  outline=mix(colour, CREAM, 0.35), line_mm=max(0.2, m * 0.02))
    elif goods and not f.value:
        s.icons(goods, m * 0.14, m * 0.14, w - m * 0.28, h - m * 0.28, max_size=m * 0.72)
    else:
        text = f.value or f.points or (name if name not in ("front", "back") else "") or spec.label
        size = m * (0.5 if len(text) <= 2 else 0.26 if len(text) <= 6 else 0.16)
        face_kind = "number" if len(text) <= 3 else "sans_bold"
        s.text(text, m * 0.12, m * 0.12, w - m * 0.24, h - m * 0.24, face=face_kind, size_mm=size, fill=mix(colour, INK, 0.75))
    return s.finish(shape, m * 0.12, mix(colour, INK, 0.55))


def die_sheet(spec: PieceSpec, face: int, px_per_mm: float, style: str = "paint") -> Sheet:
    """A die's face to print on: its colour (ivory by default), wood grain if the data says wood."""
    colour = spec.color or (240, 232, 212)
    s = Sheet(spec.width, spec.height, px_per_mm, random.Random(paper.seed_of("die", spec.id, face)), tone=colour,
              style=style)
    if spec.data.get("material") == "wood":
        s.image.paste(wood(s.image.size, colour, s.rng))
    return s


def die_finish(s: Sheet, spec: PieceSpec) -> Image.Image:
    """Rounded edges lit from the top left, the scan, the die's outline."""
    size = s.image.size
    mask = paper.shape_mask(size, "rect", min(size) * 0.2)
    img = bevel(s.image, mask, round(min(size) * 0.1))
    img = paper.scan(img, s.rng, s.px_per_mm)
    img.putalpha(mask)
    return img


def die(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """One face of a die: pips for 1-6 (sunk a little), else the face's picture or words."""
    s = die_sheet(spec, face, px_per_mm)
    colour = spec.color or (240, 232, 212)
    ink = (250, 246, 236) if sum(colour) < 380 else INK
    w, h = s.image.size
    name = spec.faces[face]
    if name.isdigit() and int(name) in PIPS:
        r = min(w, h) * 0.09
        for fx, fy in PIPS[int(name)]:
            cx, cy = fx * w, fy * h
            s.draw.ellipse((cx - r, cy - r * 0.9, cx + r * 1.1, cy + r * 1.15), fill=mix(colour, (255, 255, 255), 0.5))
            s.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)
    elif name.lower() not in BLANK_FACES:
        if known_anywhere(name):
            s.icon(name, spec.width * 0.16, spec.height * 0.16, min(spec.width, spec.height) * 0.68, ink)
        else:
            _centre_text(s.draw, name, (w, h), ink)
    return die_finish(s, spec)


def bag(spec: PieceSpec, face: int, px_per_mm: float) -> Image.Image:
    """A cloth bag seen from above: gathered neck, drawstring, the spec's colour."""
    size = _px(spec, px_per_mm)
    colour = spec.color or (120, 90, 60)
    rng = random.Random(paper.seed_of("bag", spec.id, face))
    w, h = size
    mask = Image.new("L", size, 0)
    d = ImageDraw.Draw(mask)
    d.ellipse((0, h * 0.22, w - 1, h - 1), fill=255)
    d.polygon([(w * 0.3, h * 0.3), (w * 0.38, 0), (w * 0.62, 0), (w * 0.7, h * 0.3)], fill=255)
    mask = mask.filter(ImageFilter.GaussianBlur(1))
    img = bevel(wood(size, colour, rng), mask, round(min(size) * 0.06))
    dd = ImageDraw.Draw(img)
    dd.line((w * 0.34, h * 0.24, w * 0.66, h * 0.24), fill=mix(colour, CREAM, 0.6), width=max(1, round(h * 0.03)))
    _centre_text(dd, _(spec.label)[:12], (w, int(h * 1.25)), mix(colour, CREAM, 0.7))
    img.putalpha(mask)
    return img
