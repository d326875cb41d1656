"""The six vegetables of At the Gates of Loyang drawn by hand: printed pictures and wooden pieces.

Printed, each is a small shaded drawing with an ink contour (a golden wheat sheaf, a ribbed orange
pumpkin, a white-and-purple turnip, a pale Chinese cabbage, a green bean pod, a leek), in the warm
hand-drawn manner of the box.  As wood, each piece has its own outline in its box colour (wheat
yellow, pumpkin orange, turnip red, cabbage white, bean light green, leek dark green), as the box's
vegetable-shaped pieces have.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

Box = tuple[float, float, float, float]
RGB = tuple[int, int, int]
INK: RGB = (40, 30, 22)


def _unit(box: Box) -> Callable[[float, float], tuple[float, float]]:
    """Map (0..1, 0..1) into ``box``."""
    x0, y0, x1, y1 = box
    return lambda u, v: (x0 + (x1 - x0) * u, y0 + (y1 - y0) * v)


def _w(box: Box, k: float = 0.035) -> int:
    return max(1, round((box[2] - box[0]) * k))


def wheat(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    for dx in (-0.14, -0.05, 0.05, 0.14):
        d.line([p(0.5 + dx * 0.3, 0.95), p(0.5 + dx, 0.35)], fill=(176, 130, 46), width=_w(box, 0.03))
    for dx in (-0.16, 0.0, 0.16):
        for k in range(5):
            cx, cy = p(0.5 + dx + (k % 2 - 0.5) * 0.07, 0.1 + k * 0.07)
            r = (box[2] - box[0]) * 0.05
            d.ellipse((cx - r, cy - r * 1.5, cx + r, cy + r * 1.5), fill=(234, 190, 70), outline=(130, 90, 30))
    d.rectangle((*p(0.36, 0.6), *p(0.64, 0.66)), fill=(150, 100, 40), outline=INK)


def pumpkin(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    for u0, u1, shade in ((0.06, 0.56, (214, 110, 30)), (0.44, 0.94, (214, 110, 30)), (0.22, 0.78, (240, 140, 44))):
        d.ellipse((*p(u0, 0.3), *p(u1, 0.92)), fill=shade, outline=INK, width=_w(box))
    d.ellipse((*p(0.34, 0.4), *p(0.46, 0.56)), fill=(252, 190, 110))
    d.polygon([p(0.46, 0.34), p(0.54, 0.34), p(0.6, 0.12), p(0.52, 0.1)], fill=(100, 110, 50), outline=INK)


def turnip(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    for u in (0.36, 0.5, 0.64):
        d.polygon([p(0.5, 0.4), p(u - 0.1, 0.04), p(u + 0.06, 0.06)], fill=(70, 140, 60), outline=INK)
    d.ellipse((*p(0.18, 0.3), *p(0.82, 0.86)), fill=(244, 238, 232), outline=INK, width=_w(box))
    d.chord((*p(0.18, 0.3), *p(0.82, 0.86)), 180, 340, fill=(168, 50, 110))
    d.line([p(0.5, 0.86), p(0.52, 0.98)], fill=INK, width=_w(box, 0.025))
    d.ellipse((*p(0.3, 0.58), *p(0.4, 0.68)), fill=(255, 255, 255))


def cabbage(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    d.ellipse((*p(0.3, 0.1), *p(0.7, 0.98)), fill=(236, 240, 214), outline=INK, width=_w(box))
    d.polygon([p(0.5, 0.96), p(0.24, 0.7), p(0.2, 0.3), p(0.34, 0.04), p(0.46, 0.3), p(0.44, 0.8)], fill=(128, 182, 86),
              outline=INK)
    d.polygon([p(0.5, 0.96), p(0.76, 0.7), p(0.8, 0.3), p(0.66, 0.04), p(0.54, 0.3), p(0.56, 0.8)], fill=(150, 198, 100),
              outline=INK)
    for u in (0.3, 0.7):
        d.line([p(0.5, 0.9), p(u, 0.2)], fill=(220, 236, 190), width=_w(box, 0.02))


def bean(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    d.chord((*p(0.02, 0.2), *p(0.98, 1.3)), 200, 340, fill=(150, 200, 96), outline=INK, width=_w(box))
    for u in (0.28, 0.5, 0.72):
        d.ellipse((*p(u - 0.09, 0.3), *p(u + 0.09, 0.5)), fill=(176, 220, 120), outline=(80, 120, 50))
    d.polygon([p(0.84, 0.36), p(0.98, 0.2), p(0.92, 0.4)], fill=(80, 130, 60), outline=INK)


def leek(d: ImageDraw.ImageDraw, box: Box) -> None:
    p = _unit(box)
    d.polygon([p(0.44, 0.45), p(0.14, 0.02), p(0.3, 0.04), p(0.52, 0.38)], fill=(46, 110, 60), outline=INK)
    d.polygon([p(0.56, 0.45), p(0.84, 0.0), p(0.7, 0.02), p(0.48, 0.38)], fill=(62, 132, 70), outline=INK)
    d.rounded_rectangle((*p(0.4, 0.36), *p(0.6, 0.96)), radius=(box[2] - box[0]) * 0.08, fill=(240, 244, 220),
                        outline=INK, width=_w(box))
    d.rectangle((*p(0.41, 0.37), *p(0.59, 0.52)), fill=(170, 206, 130))


DRAWN: dict[str, Callable[[ImageDraw.ImageDraw, Box], None]] = {
    "wheat": wheat, "pumpkin": pumpkin, "turnip": turnip, "cabbage": cabbage, "beans": bean, "leek": leek,
}


def piece_mask(veg: str, size: tuple[int, int], supersample: int = 3) -> Image.Image:
    """The outline of a wooden piece of ``veg``, antialiased."""
    w, h = size[0] * supersample, size[1] * supersample
    mask = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(mask)
    if veg == "wheat":
        d.polygon([(w * 0.25, h), (w * 0.75, h), (w * 0.62, h * 0.55), (w * 0.95, h * 0.1), (w * 0.5, 0),
                   (w * 0.05, h * 0.1), (w * 0.38, h * 0.55)], fill=255)
    elif veg == "pumpkin":
        d.ellipse((0, h * 0.18, w * 0.62, h), fill=255)
        d.ellipse((w * 0.38, h * 0.18, w, h), fill=255)
        d.rectangle((w * 0.44, 0, w * 0.56, h * 0.3), fill=255)
    elif veg == "turnip":
        d.ellipse((w * 0.06, h * 0.22, w * 0.94, h * 0.92), fill=255)
        d.polygon([(w * 0.3, h * 0.3), (w * 0.5, 0), (w * 0.7, h * 0.3)], fill=255)
        d.polygon([(w * 0.44, h * 0.85), (w * 0.5, h), (w * 0.56, h * 0.85)], fill=255)
    elif veg == "cabbage":
        d.ellipse((w * 0.16, 0, w * 0.84, h), fill=255)
    elif veg in ("bean", "beans"):
        d.ellipse((0, h * 0.18, w, h * 0.82), fill=255)
        d.ellipse((w * 0.36, h * 0.08, w * 0.64, h * 0.34), fill=0)
    else:
        d.rounded_rectangle((w * 0.36, h * 0.3, w * 0.64, h), radius=w * 0.14, fill=255)
        d.polygon([(w * 0.38, h * 0.4), (w * 0.08, 0), (w * 0.3, 0), (w * 0.52, h * 0.3)], fill=255)
        d.polygon([(w * 0.62, h * 0.4), (w * 0.92, 0), (w * 0.7, 0), (w * 0.48, h * 0.3)], fill=255)
    return mask.resize(size, Image.Resampling.LANCZOS)
