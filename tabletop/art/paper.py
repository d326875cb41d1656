"""The scanned-print look: paper, fibre, uneven ink, print grain, colour cast, vignette, die-cut shapes.

Every random choice comes from a ``random.Random`` seeded by a hash of what is drawn, so the same
component always gives the same bytes.  Noise is made from ``randbytes`` and pillow's C operations
(no per-pixel Python), which keeps a card to a few milliseconds.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

RGB = tuple[int, int, int]

SUPERSAMPLE = 3


def seed_of(*parts: object) -> int:
    """A stable 64-bit seed from anything printable (never Python's salted ``hash``)."""
    digest = hashlib.sha256("\x1f".join(repr(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def noise(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """White noise, one byte a pixel."""
    w, h = size
    return Image.frombytes("L", (w, h), rng.randbytes(w * h))


def clouds(size: tuple[int, int], rng: random.Random, cell: int) -> Image.Image:
    """Soft low-frequency mottling: coarse noise scaled up smoothly (``cell`` px per blob)."""
    w, h = size
    small = noise((max(2, w // cell + 2), max(2, h // cell + 2)), rng).filter(ImageFilter.SMOOTH)
    return small.resize((w, h), Image.Resampling.BICUBIC)


def _scale_levels(img: Image.Image, low: int, high: int) -> Image.Image:
    """Map 0..255 onto low..high (a gentle contrast for noise layers)."""
    return img.point([low + (high - low) * i // 255 for i in range(256)])


def paper(size: tuple[int, int], tone: RGB, rng: random.Random, px_per_mm: float) -> Image.Image:
    """A sheet of printed card stock in ``tone``: mottled, with a few fibres."""
    w, h = size
    base = Image.new("RGB", size, tone)
    mottle = _scale_levels(clouds(size, rng, max(8, int(9 * px_per_mm))), 0, 18)
    base = ImageChops.subtract(base, Image.merge("RGB", (mottle, mottle, mottle)), offset=-10)
    fibres = Image.new("L", size, 0)
    draw = ImageDraw.Draw(fibres)
    count = int(w * h / 2500) + 4
    for _ in range(count):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        angle = rng.uniform(0, math.tau)
        length = rng.uniform(1.0, 3.5) * px_per_mm
        bend = rng.uniform(-0.6, 0.6)
        points = []
        for step in range(5):
            t = step / 4
            a = angle + bend * t
            points.append((x + math.cos(a) * length * t, y + math.sin(a) * length * t))
        draw.line(points, fill=rng.randint(14, 34), width=1)
    dark = Image.merge("RGB", (fibres, fibres, fibres))
    return ImageChops.subtract(base, dark)


def scan(img: Image.Image, rng: random.Random, px_per_mm: float, cast: RGB = (255, 246, 226)) -> Image.Image:
    """What print and a flatbed scanner add to a piece: ink spread a little into the paper, one plate
    a hair out of register, uneven ink, grain, a warm cast, a vignette."""
    w, h = img.size
    rgb = img.convert("RGB")
    if px_per_mm >= 4:
        rgb = rgb.filter(ImageFilter.GaussianBlur(px_per_mm * 0.04))
        shift = max(1, round(px_per_mm * 0.1))
        red, green, blue = rgb.split()
        rgb = Image.merge("RGB", (ImageChops.offset(red, shift, 0), green, ImageChops.offset(blue, 0, shift)))
    ink = _scale_levels(clouds(img.size, rng, max(6, int(5 * px_per_mm))), 0, 24)
    rgb = ImageChops.screen(rgb, Image.merge("RGB", (ink, ink, ink)))
    grain = _scale_levels(noise(img.size, rng), 0, 14)
    rgb = ImageChops.add(rgb, Image.merge("RGB", (grain, grain, grain)), offset=-7)
    rgb = ImageChops.multiply(rgb, vignette(img.size, cast))
    if img.mode == "RGBA":
        rgb.putalpha(img.getchannel("A"))
    return rgb


@lru_cache(maxsize=64)
def vignette(size: tuple[int, int], cast: RGB, strength: int = 22) -> Image.Image:
    """A multiply layer: the scanner's colour cast, a shade darker towards the edges."""
    small = Image.new("L", (64, 64))
    small.putdata(
        [255 - int(strength * min(1.0, ((x - 31.5) ** 2 + (y - 31.5) ** 2) / 1800.0) ** 1.5) for y in range(64) for x in range(64)]
    )
    layer = small.resize(size, Image.Resampling.BICUBIC)
    return ImageChops.multiply(Image.merge("RGB", (layer, layer, layer)), Image.new("RGB", size, cast))


@lru_cache(maxsize=256)
def shape_mask(size: tuple[int, int], shape: str, radius_px: float = 0.0) -> Image.Image:
    """An antialiased die-cut outline: ``rect`` (with ``radius_px`` corners), ``circle``, ``hex``, ``octagon``."""
    w, h = size
    if shape == "rect" or shape not in ("circle", "hex", "octagon"):
        return _rounded_rect_mask(size, max(0, min(int(radius_px), w // 2, h // 2)))
    s = SUPERSAMPLE
    big = Image.new("L", (w * s, h * s), 0)
    draw = ImageDraw.Draw(big)
    if shape == "circle":
        draw.ellipse((0, 0, w * s - 1, h * s - 1), fill=255)
    else:
        draw.polygon(polygon_points(shape, (0, 0, w * s - 1, h * s - 1)), fill=255)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def _rounded_rect_mask(size: tuple[int, int], r: int) -> Image.Image:
    """Only the corners are supersampled, so a 4096 px board costs no more than a card."""
    w, h = size
    mask = Image.new("L", size, 255)
    if r <= 0:
        return mask
    s = SUPERSAMPLE
    big = Image.new("L", (2 * r * s, 2 * r * s), 0)
    ImageDraw.Draw(big).ellipse((0, 0, 2 * r * s - 1, 2 * r * s - 1), fill=255)
    disc = big.resize((2 * r, 2 * r), Image.Resampling.LANCZOS)
    mask.paste(disc.crop((0, 0, r, r)), (0, 0))
    mask.paste(disc.crop((r, 0, 2 * r, r)), (w - r, 0))
    mask.paste(disc.crop((0, r, r, 2 * r)), (0, h - r))
    mask.paste(disc.crop((r, r, 2 * r, 2 * r)), (w - r, h - r))
    return mask


def polygon_points(shape: str, box: Sequence[float]) -> list[tuple[float, float]]:
    """Corners of a hexagon (pointy top when taller than wide, else flat top) or octagon filling ``box``."""
    x0, y0, x1, y1 = box
    cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
    if shape == "octagon":
        return [(cx + rx * math.cos(math.radians(22.5 + 45 * i)), cy + ry * math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]
    offset = 90 if ry >= rx else 0
    return [(cx + rx * math.cos(math.radians(offset + 60 * i)), cy + ry * math.sin(math.radians(offset + 60 * i))) for i in range(6)]


def cut(img: Image.Image, mask: Image.Image, edge: RGB | None = None, edge_px: int = 0) -> Image.Image:
    """Apply a die-cut ``mask`` as alpha; ``edge`` darkens a rim inside the cut (the card's cut edge)."""
    out = img.convert("RGB")
    if edge is not None and edge_px > 0:
        rim = ImageChops.subtract(mask, mask.filter(ImageFilter.GaussianBlur(edge_px)))
        out = Image.composite(Image.new("RGB", img.size, edge), out, rim.point([min(255, i * 2) for i in range(256)]))
    out.putalpha(mask)
    return out
