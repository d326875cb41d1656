"""Draws Tabletop's own app icon (a meeple and a die on green felt in a wooden frame) with pillow.

The icon is made by code rather than drawn by hand so that every size and every platform's format (.png for
Linux, .ico for Windows, .icns for macOS) comes from one picture, and anyone can rebuild it:
``python -m tabletop.icon [DIR]`` (default ``sprites/icons/``).  Shapes are drawn at twice the final size and
scaled down, and their masks are blurred and re-thresholded so that every corner comes out softly rounded.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from tabletop.resources import PROJECT_ROOT

SIZE = 1024
SCALE = 2
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]
PNG_SIZES = (512, 256, 128, 64, 48, 32, 16)

WOOD_DARK = (92, 52, 26)
WOOD_LIGHT = (160, 100, 52)
FELT_CENTRE = (46, 132, 84)
FELT_EDGE = (18, 74, 48)
MEEPLE = (214, 64, 44)
MEEPLE_LIGHT = (240, 110, 70)
DIE = (250, 246, 236)
PIP = (34, 30, 30)

# A meeple outline on a 100 x 100 grid (head drawn separately as a circle): shoulders, arms, hips, legs.
MEEPLE_BODY = [
    (50, 30), (62, 32), (88, 42), (94, 50), (88, 56), (66, 55), (70, 72), (84, 92), (80, 96),
    (58, 96), (50, 80), (42, 96), (20, 96), (16, 92), (30, 72), (34, 55), (12, 56), (6, 50), (12, 42),
    (38, 32),
]


def _px(value: float) -> int:
    return round(value * SCALE)


def _rounded(mask: Image.Image, radius: float) -> Image.Image:
    """Softens every corner of a hard-edged mask: blur, then cut at half grey and smooth the edge again."""
    blurred = mask.filter(ImageFilter.GaussianBlur(_px(radius)))
    cut = blurred.point(lambda v: 255 if v >= 128 else 0)
    return cut.filter(ImageFilter.GaussianBlur(SCALE))


def _radial(size: int, centre: tuple[int, int, int], edge: tuple[int, int, int]) -> Image.Image:
    gradient = Image.radial_gradient("L").resize((size, size), Image.Resampling.BICUBIC)
    return Image.composite(Image.new("RGB", (size, size), edge), Image.new("RGB", (size, size), centre), gradient)


def _shadow(canvas: Image.Image, mask: Image.Image, offset: tuple[float, float], blur: float, alpha: int) -> None:
    shade = Image.new("L", mask.size, 0)
    shade.paste(mask.point(lambda v: v * alpha // 255), (_px(offset[0]), _px(offset[1])))
    shade = shade.filter(ImageFilter.GaussianBlur(_px(blur)))
    canvas.paste(Image.new("RGB", canvas.size, (0, 0, 0)), (0, 0), shade)


def _frame(canvas: Image.Image) -> Image.Image:
    """The wooden table edge with its felt top; returns the mask of the whole rounded square."""
    full = canvas.size[0]
    outer = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(outer).rounded_rectangle((_px(84), _px(84), _px(940), _px(940)), radius=_px(190), fill=255)
    wood = Image.linear_gradient("L").resize(canvas.size).point(lambda v: 255 - v)
    wood_rgb = Image.composite(Image.new("RGB", canvas.size, WOOD_LIGHT), Image.new("RGB", canvas.size, WOOD_DARK),
                               wood)
    canvas.paste(wood_rgb, (0, 0), outer)
    felt_mask = Image.new("L", canvas.size, 0)
    ImageDraw.Draw(felt_mask).rounded_rectangle((_px(140), _px(140), _px(884), _px(884)), radius=_px(140), fill=255)
    inner_shadow = felt_mask.filter(ImageFilter.GaussianBlur(_px(18)))
    canvas.paste(_radial(full, FELT_CENTRE, FELT_EDGE), (0, 0), felt_mask)
    rim = ImageChops.subtract(felt_mask, inner_shadow).point(lambda v: min(255, v * 2))
    canvas.paste(Image.new("RGB", canvas.size, (8, 40, 24)), (0, 0), rim)
    return outer


def _meeple_mask(size: tuple[int, int]) -> Image.Image:
    left, top, span = 176, 214, 520
    mask = Image.new("L", size, 0)
    draw = ImageDraw.Draw(mask)
    draw.polygon([(_px(left + x * span / 100), _px(top + y * span / 100)) for x, y in MEEPLE_BODY], fill=255)
    cx, cy, r = left + 50 * span / 100, top + 18 * span / 100, 15 * span / 100
    draw.ellipse((_px(cx - r), _px(cy - r), _px(cx + r), _px(cy + r)), fill=255)
    return _rounded(mask, 14)


def _draw_meeple(canvas: Image.Image) -> None:
    mask = _meeple_mask(canvas.size)
    _shadow(canvas, mask, (18, 22), 16, 150)
    canvas.paste(Image.new("RGB", canvas.size, MEEPLE), (0, 0), mask)
    highlight = ImageChops.subtract(mask, ImageChops.offset(mask, _px(14), _px(16)))
    highlight = highlight.filter(ImageFilter.GaussianBlur(_px(6)))
    canvas.paste(Image.new("RGB", canvas.size, MEEPLE_LIGHT), (0, 0), highlight)


def _die_layer(side: int) -> tuple[Image.Image, Image.Image]:
    """A white die showing five, unrotated: its colour layer and its mask."""
    face = Image.new("RGB", (side, side), DIE)
    mask = Image.new("L", (side, side), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, side - 1, side - 1), radius=side // 5, fill=255)
    shading = Image.linear_gradient("L").resize((side, side)).point(lambda v: v // 6)
    face.paste(Image.new("RGB", (side, side), (150, 140, 120)), (0, 0), shading)
    pips = ImageDraw.Draw(face)
    r = side * 0.085
    for fx, fy in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)):
        pips.ellipse((fx * side - r, fy * side - r, fx * side + r, fy * side + r), fill=PIP)
    return face, mask


def _draw_die(canvas: Image.Image) -> None:
    side = _px(300)
    face, mask = _die_layer(side)
    face = face.rotate(-17, resample=Image.Resampling.BICUBIC, expand=True)
    mask = mask.rotate(-17, resample=Image.Resampling.BICUBIC, expand=True)
    at = (_px(560), _px(500))
    full_mask = Image.new("L", canvas.size, 0)
    full_mask.paste(mask, at)
    _shadow(canvas, full_mask, (16, 20), 14, 160)
    canvas.paste(face, at, mask)


def draw_icon(size: int = SIZE) -> Image.Image:
    """The icon as an RGBA square of ``size`` pixels with a transparent surround."""
    canvas = Image.new("RGB", (_px(SIZE), _px(SIZE)), (0, 0, 0))
    outer = _frame(canvas)
    _draw_meeple(canvas)
    _draw_die(canvas)
    canvas.putalpha(outer)
    return canvas.resize((size, size), Image.Resampling.LANCZOS)


def write_icons(directory: Path) -> list[Path]:
    """Writes tabletop.png (and sized PNGs for the Linux icon theme), tabletop.ico and tabletop.icns."""
    directory.mkdir(parents=True, exist_ok=True)
    big = draw_icon(SIZE)
    written = []
    for size in PNG_SIZES:
        path = directory / ("tabletop.png" if size == PNG_SIZES[0] else f"tabletop-{size}.png")
        big.resize((size, size), Image.Resampling.LANCZOS).save(path, optimize=True)
        written.append(path)
    ico = directory / "tabletop.ico"
    big.save(ico, sizes=ICO_SIZES)
    icns = directory / "tabletop.icns"
    big.save(icns)
    return [*written, ico, icns]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1:
        print("usage: python -m tabletop.icon [DIR]   (default: sprites/icons)", file=sys.stderr)
        return 2
    directory = Path(args[0]) if args else PROJECT_ROOT / "sprites" / "icons"
    for path in write_icons(directory):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
