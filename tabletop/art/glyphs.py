"""Text set from cached glyphs: each character is rasterised once per font and size, then pasted.

Caladea, the book face of the cards, spends about 0.1 ms per glyph in FreeType's hinting interpreter,
so printing a card's rules through ``ImageDraw.text`` cost more than drawing the rest of the card.
A box of cards repeats the same few dozen characters at a few sizes: kept as small alpha masks with
their offsets and advances, a line of text costs one paste per letter.  Pair kerning is given up;
at card sizes it does not show.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw

from .fonts import face_for, font

RGB = tuple[int, int, int]


@lru_cache(maxsize=65536)
def glyph(face: str, size: int, char: str) -> tuple[Image.Image | None, int, int, float]:
    """(alpha mask or ``None`` for a blank, x and y offset from the pen on the baseline, advance); a letter
    the face lacks comes from its stand-in."""
    f = font(face_for(face, char), size)
    advance = float(f.getlength(char))
    left, top, right, bottom = (int(v) for v in f.getbbox(char, anchor="ls"))
    if right <= left or bottom <= top:
        return None, 0, 0, advance
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), char, font=f, fill=255, anchor="ls")
    return mask, left, top, advance


@lru_cache(maxsize=4096)
def metrics(face: str, size: int) -> tuple[int, int, float]:
    """(ascent, descent, line height) of ``face`` at ``size`` pixels."""
    f = font(face, size)
    ascent, descent = f.getmetrics()
    return ascent, descent, f.getbbox("Hg")[3] * 1.08


def width(face: str, size: int, text: str) -> float:
    return sum(glyph(face, size, char)[3] for char in text)


def draw_line(image: Image.Image, text: str, left: float, middle: float, face: str, size: int, fill: RGB) -> None:
    """``text`` from ``left``, centred on the height ``middle`` as pillow's ``m`` anchor does."""
    ascent, descent, _ = metrics(face, size)
    baseline = round(middle + (ascent - descent) / 2)
    pen = left
    for char in text:
        mask, dx, dy, advance = glyph(face, size, char)
        if mask is not None:
            image.paste(fill, (round(pen + dx), baseline + dy), mask)
        pen += advance


def capitals(text: str) -> str:
    """``text`` in capitals as each script sets them: Greek capitals drop the accent (``Μάγειρας`` ->
    ``ΜΑΓΕΙΡΑΣ``, the diaeresis kept); Latin ones keep theirs (``Őrjöngés`` -> ``ŐRJÖNGÉS``)."""
    out, greek = [], False
    for char in unicodedata.normalize("NFD", text.upper()):
        if not unicodedata.combining(char):
            greek = "GREEK" in unicodedata.name(char, "")
        elif greek and char == "\u0301":
            continue
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))
