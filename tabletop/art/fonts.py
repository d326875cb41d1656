"""The bundled open-licence fonts (``sprites/fonts``), opened once per size.

Titles are set in Caladea and running text in EB Garamond (both SIL OFL) for a printed look; numbers,
costs and small print in DejaVu Sans (Bitstream Vera licence), which stays legible when a card is small.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

from ..resources import resource_path

FACES = {
    "title": "Caladea-Bold.ttf",
    "serif": "EBGaramond12-Regular.otf",
    "italic": "EBGaramond12-Italic.otf",
    "number": "DejaVuSans-Bold.ttf",
    "sans": "DejaVuSansCondensed.ttf",
    "sans_bold": "DejaVuSansCondensed-Bold.ttf",
}


@lru_cache(maxsize=512)
def font(face: str, size_px: int) -> ImageFont.FreeTypeFont:
    """``face`` is a key of ``FACES``; sizes are whole pixels so the cache stays small."""
    path = resource_path("sprites", "fonts", FACES[face])
    return ImageFont.truetype(str(path), max(4, int(size_px)), layout_engine=ImageFont.Layout.BASIC)
