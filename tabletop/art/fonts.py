"""The bundled open-licence fonts (``sprites/fonts``), opened once per size.

Titles and rules text are set in Caladea (SIL OFL), a book face with lining figures, so "1 wood" never
reads as "I wood"; numbers, costs and labels in DejaVu Sans (Bitstream Vera licence), which stays
legible when a card is small.  EB Garamond is shipped for the app's chrome.
"""

from __future__ import annotations

import threading

from PIL import ImageFont

from ..resources import resource_path

FACES = {
    "title": "Caladea-Bold.ttf",
    "serif": "Caladea-Regular.ttf",
    "italic": "Caladea-Italic.ttf",
    "number": "DejaVuSans-Bold.ttf",
    "sans": "DejaVuSansCondensed.ttf",
    "sans_bold": "DejaVuSansCondensed-Bold.ttf",
}


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
