"""The bundled open-licence fonts (``sprites/fonts``), opened once per size.

Titles and rules text are set in Caladea (SIL OFL), a book face with lining figures, so "1 wood" never
reads as "I wood"; numbers, costs and labels in DejaVu Sans (Bitstream Vera licence), which stays
legible when a card is small.  EB Garamond is shipped for the app's chrome.  Caladea has no Greek: a
letter a face lacks is set in its stand-in (``STAND_INS``: Liberation Serif, SIL OFL), one letter at a
time, so a Greek title prints whole and a Latin one looks as it always did.
"""

from __future__ import annotations

import threading
from functools import lru_cache

from PIL import ImageFont

from ..resources import resource_path

FACES = {
    "title": "Caladea-Bold.ttf",
    "serif": "Caladea-Regular.ttf",
    "italic": "Caladea-Italic.ttf",
    "number": "DejaVuSans-Bold.ttf",
    "sans": "DejaVuSansCondensed.ttf",
    "sans_bold": "DejaVuSansCondensed-Bold.ttf",
    "title_wide": "LiberationSerif-Bold.ttf",
    "serif_wide": "LiberationSerif-Regular.ttf",
    "italic_wide": "LiberationSerif-Italic.ttf",
}
STAND_INS = {"title": "title_wide", "serif": "serif_wide", "italic": "italic_wide"}
"""The face that sets a letter a face lacks (Greek, for Caladea)."""
MISSING = "\U0010fffd"
"""A private-use letter no font draws: what a face's empty box looks like."""


_OPENED = threading.local()  # one set of font objects per thread: the art is also drawn on a worker


def font(face: str, size_px: int) -> ImageFont.FreeTypeFont:
    """``face`` is a key of ``FACES``; sizes are whole pixels so the cache stays small."""
    opened: dict[tuple[str, int], ImageFont.FreeTypeFont] = _OPENED.__dict__.setdefault("fonts", {})
    key = (face, max(4, int(size_px)))
    found = opened.get(key)
    if found is None:
        path = resource_path("sprites", "fonts", FACES[face])
        found = opened[key] = ImageFont.truetype(str(path), key[1], layout_engine=ImageFont.Layout.BASIC)
    return found


@lru_cache(maxsize=8192)
def covers(face: str, char: str) -> bool:
    """Whether ``face`` has a letter for ``char`` (its mask is not the face's empty box)."""
    if char.isspace():
        return True
    f = font(face, 32)
    return bytes(f.getmask(char)) != bytes(f.getmask(MISSING)) or f.getbbox(char) != f.getbbox(MISSING)


def face_for(face: str, char: str) -> str:
    """``face``, or its stand-in when ``face`` lacks ``char``."""
    stand_in = STAND_INS.get(face)
    return face if stand_in is None or covers(face, char) else stand_in
