"""A piece of card stock being printed: millimetre coordinates, fitted text, icon rows, badges.

Templates lay components out in millimetres (the rulebooks' unit) and ``Sheet`` turns that into pixels
at the book's resolution, so one template serves the full-size render and a small contact sheet.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from ..lang.door import _
from . import glyphs, paper
from .icons import INK, print_icon

RGB = tuple[int, int, int]


@dataclass
class Sheet:
    """The image being drawn, with its scale and its own seeded random stream."""

    width_mm: float
    height_mm: float
    px_per_mm: float
    rng: random.Random
    tone: RGB = (238, 229, 206)
    style: str = "paint"
    ink: RGB = INK
    image: Image.Image = field(init=False)
    draw: ImageDraw.ImageDraw = field(init=False)

    def __post_init__(self) -> None:
        size = (max(1, round(self.width_mm * self.px_per_mm)), max(1, round(self.height_mm * self.px_per_mm)))
        self.image = paper.paper(size, self.tone, self.rng, self.px_per_mm)
        self.draw = ImageDraw.Draw(self.image)

    def px(self, mm: float) -> float:
        return mm * self.px_per_mm

    def box(self, x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        """A box given in mm (left, top, width, height) in pixels."""
        k = self.px_per_mm
        return (x * k, y * k, (x + w) * k, (y + h) * k)

    def pixel_box(self, x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:
        """``box`` rounded to whole pixels, for pasting a picture drawn apart."""
        x0, y0, x1, y1 = self.box(x, y, w, h)
        return round(x0), round(y0), round(x1), round(y1)

    def line_px(self, mm: float) -> int:
        return max(1, round(mm * self.px_per_mm))

    def rect(self, x: float, y: float, w: float, h: float, fill: RGB | None = None, outline: RGB | None = INK,
             line_mm: float = 0.35, radius_mm: float = 0.0) -> None:
        self.draw.rounded_rectangle(self.box(x, y, w, h), radius=self.px(radius_mm), fill=fill, outline=outline,
                                    width=self.line_px(line_mm) if outline else 0)

    def ellipse(self, x: float, y: float, w: float, h: float, fill: RGB | None = None, outline: RGB | None = INK,
                line_mm: float = 0.35) -> None:
        self.draw.ellipse(self.box(x, y, w, h), fill=fill, outline=outline, width=self.line_px(line_mm) if outline else 0)

    def polygon(self, shape: str, x: float, y: float, w: float, h: float, fill: RGB | None = None,
                outline: RGB | None = INK, line_mm: float = 0.35) -> None:
        self.draw.polygon(paper.polygon_points(shape, self.box(x, y, w, h)), fill=fill, outline=outline,
                          width=self.line_px(line_mm) if outline else 0)

    def shape(self, shape: str, x: float, y: float, w: float, h: float, fill: RGB | None = None,
              outline: RGB | None = INK, line_mm: float = 0.35, radius_mm: float = 1.0) -> None:
        """A space as the shared board convention names it: ``rect``, ``circle`` or ``hex``."""
        if shape == "circle":
            self.ellipse(x, y, w, h, fill, outline, line_mm)
        elif shape in ("hex", "octagon"):
            self.polygon(shape, x, y, w, h, fill, outline, line_mm)
        else:
            self.rect(x, y, w, h, fill, outline, line_mm, radius_mm)

    def text(self, text: str, x: float, y: float, w: float, h: float, face: str = "serif", size_mm: float = 4.0,
             fill: RGB = INK, align: str = "center", valign: str = "middle", min_mm: float = 1.6) -> None:
        """Set ``text`` inside a mm box: wrapped on words, shrunk until it fits, never below ``min_mm``.

        The words are the box's English source text, set in the language in force (the art cache keys
        each picture by that language too).

        Fitting measures words once at a reference size and scales (widths grow with the size), so
        shrinking costs no font calls; only the final size is rendered.
        """
        if not text:
            return
        box_w, box_h = self.px(w), self.px(h)
        size, lines, _fits = fitted(_(str(text)), face, box_w, box_h, size_mm, min_mm, self.px)
        px = max(4, round(self.px(size)))
        line_h = glyphs.metrics(face, px)[2]
        total = len(lines) * line_h
        top = self.px(y) + {"top": 0, "bottom": box_h - total}.get(valign, (box_h - total) / 2)
        for i, line in enumerate(lines):
            ty = top + i * line_h + line_h / 2
            if align == "left":
                left = self.px(x)
            elif align == "right":
                left = self.px(x + w) - glyphs.width(face, px, line)
            else:
                left = self.px(x + w / 2) - glyphs.width(face, px, line) / 2
            glyphs.draw_line(self.image, line, left, ty, face, px, fill)

    def icon(self, name: str, x: float, y: float, size: float, colour: RGB | None = None) -> None:
        """The picture for ``name`` in the sheet's style (``colour`` overrides its ink)."""
        print_icon(self.image, name, self.box(x, y, size, size), self.style, colour or self.ink)

    def icons(self, names: Sequence[str], x: float, y: float, w: float, h: float, max_size: float = 9.0) -> None:
        """A centred row of icons filling the box, smaller when there are many."""
        if not names:
            return
        size = min(max_size, h, w / max(1, len(names)) * 0.92)
        gap = (w - size * len(names)) / (len(names) + 1)
        for i, name in enumerate(names):
            self.icon(name, x + gap + i * (size + gap), y + (h - size) / 2, size)

    def badge(self, value: object, x: float, y: float, size: float, fill: RGB, ink: RGB = (250, 246, 236),
              shape: str = "circle") -> None:
        """A number on a disc or shield (``circle``, ``shield``, ``flag``), e.g. a cost or points."""
        b = self.box(x, y, size, size)
        if shape == "shield":
            x0, y0, x1, y1 = b
            cx = (x0 + x1) / 2
            self.draw.polygon([(x0, y0), (x1, y0), (x1, y0 + (y1 - y0) * 0.6), (cx, y1), (x0, y0 + (y1 - y0) * 0.6)],
                              fill=fill, outline=INK, width=self.line_px(0.3))
        elif shape == "flag":
            x0, y0, x1, y1 = b
            self.draw.polygon([(x0, y0), (x1, y0), (x1 - (x1 - x0) * 0.18, (y0 + y1) / 2), (x1, y1), (x0, y1)],
                              fill=fill, outline=INK, width=self.line_px(0.3))
        else:
            self.draw.ellipse(b, fill=fill, outline=INK, width=self.line_px(0.3))
        text = str(value)
        self.text(text, x, y + (size * 0.08 if shape == "circle" else -size * 0.04), size * (0.92 if len(text) > 2 else 1.0),
                  size * 0.84, face="number", size_mm=size * (0.55 if len(text) < 3 else 0.4), fill=ink)

    def bordered(self, colour: RGB, panel: RGB, inset: float, outline: RGB, radius_mm: float = 2.0) -> None:
        """The whole sheet in ``colour`` with a ``panel`` inside it: a card's printed border."""
        w, h = self.width_mm, self.height_mm
        self.rect(0, 0, w, h, fill=colour, outline=None)
        self.rect(inset, inset, w - 2 * inset, h - 2 * inset, fill=panel, outline=outline, line_mm=0.4, radius_mm=radius_mm)

    def finish(self, shape: str, radius_mm: float, edge: RGB | None = None) -> Image.Image:
        """Scan, then die-cut: the image the table shows."""
        scanned = paper.scan(self.image, self.rng, self.px_per_mm)
        mask = paper.shape_mask(scanned.size, shape, self.px(radius_mm))
        return paper.cut(scanned, mask, edge, self.line_px(0.5))


REFERENCE_PX = 64


def item_box(item: Mapping[str, Any]) -> tuple[float, float, float, float]:
    """(x, y, w, h) in mm of a board space or track cell, as the board data writes it."""
    return float(item["x"]), float(item["y"]), float(item["w"]), float(item["h"])


def measure(face: str, text: str) -> float:
    """Width of ``text`` in pixels at ``REFERENCE_PX`` (set as ``glyphs`` sets it, unkerned)."""
    return glyphs.width(face, REFERENCE_PX, text)


def line_height(face: str) -> float:
    return glyphs.metrics(face, REFERENCE_PX)[2]


def fitted(text: str, face: str, box_w: float, box_h: float, size_mm: float, min_mm: float,
           px: Callable[[float], float]) -> tuple[float, list[str], bool]:
    """The size (mm) and lines ``text`` is set in to fill a box of ``box_w`` x ``box_h`` pixels, and whether
    they fit: the longest translation must fit where the English did (``tests/lang/test_fit_on_art``)."""
    size = size_mm
    while True:
        k = px(size) / REFERENCE_PX
        lines = wrap(text, face, box_w / k)
        fits = len(lines) * line_height(face) * k <= box_h and all(measure(face, t) * k <= box_w for t in lines)
        if fits or size <= min_mm:
            return size, lines, fits
        size = max(min_mm, size * 0.9)


def wrap(text: str, face: str, width_ref: float) -> list[str]:
    """Greedy word wrap to ``width_ref`` (pixels at the reference size); explicit newlines are kept."""
    space = measure(face, " ")
    lines: list[str] = []
    for para in text.split("\n"):
        line, used = "", 0.0
        for word in para.split():
            wlen = measure(face, word)
            if line and used + space + wlen > width_ref:
                lines.append(line)
                line, used = word, wlen
            else:
                line, used = (f"{line} {word}", used + space + wlen) if line else (word, wlen)
        lines.append(line)
    return lines
