"""The discreet mark on a face whose printed values are our reconstruction, not the publisher's.

The data files tag every row with its ``source``; where it is ``reconstructed`` (a best guess where
the rulebooks print nothing), the face carries a small pencilled ``≈`` in a corner, so a player who
owns the game knows which cards to check against the box.  The magnifier says which values and where
to correct them; hidden faces never show it (a back must not tell cards apart).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from ..core.model import PieceSpec
from .fonts import font

PENCIL = (92, 86, 80)
PAPER = (246, 240, 226)
MARK_MM = 3.4


def reconstructed(spec: PieceSpec) -> bool:
    return str(spec.data.get("source", "")) == "reconstructed"


def mark(image: Image.Image, spec: PieceSpec, scale: float) -> Image.Image:
    """``image`` with the mark, when ``spec`` is reconstructed and big enough to carry it."""
    if not reconstructed(spec) or spec.kind not in ("card", "tile", "board") or min(spec.width, spec.height) < 14:
        return image
    size = MARK_MM * scale
    w, h = image.size
    round_piece = str(spec.data.get("shape", "")) in ("hex", "circle") or spec.kind in ("token", "coin", "disc", "marker")
    inset = 1.6 * scale
    x = (w - size) / 2 if round_piece else w - size - inset - 1.2 * scale
    y = h - size - inset - (1.0 * scale if round_piece else 0.6 * scale)
    draw = ImageDraw.Draw(image)
    draw.ellipse((x, y, x + size, y + size), fill=PAPER, outline=PENCIL, width=max(1, round(scale * 0.18)))
    draw.text((x + size / 2, y + size / 2), "≈", font=font("number", max(5, round(size * 0.78))), fill=PENCIL, anchor="mm")
    return image
