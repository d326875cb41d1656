"""The open-licensed pictures in ``sprites/art`` (see its ``ATTRIBUTION.md``), printed onto a sheet.

Game Icons are kept as bare silhouettes, so each game prints them in its own ink: sepia on Robinson's
journal paper, a house colour on a Village sign.  Noto emoji keep their colours and get a thin ink
contour, which makes them sit on a printed card like the rest of its drawing.  Pictures are read once
(under a lock: the art may be drawn on a worker thread) and never changed afterwards.
"""

from __future__ import annotations

import threading
from functools import cache, lru_cache

from PIL import Image, ImageFilter

from ..resources import resource_path

RGB = tuple[int, int, int]
Box = tuple[float, float, float, float]
_LOCK = threading.Lock()


@cache
def _load(folder: str, name: str) -> Image.Image | None:
    path = resource_path("sprites", "art", folder, f"{name}.png")
    if not path.is_file():
        return None
    with Image.open(path) as picture:
        picture.load()
        return picture.copy()


def _picture(folder: str, name: str) -> Image.Image | None:
    with _LOCK:
        return _load(folder, name)


@lru_cache(maxsize=2048)
def _sized(folder: str, name: str, size: tuple[int, int]) -> Image.Image | None:
    """The picture scaled to ``size`` (kept: a box prints the same icons at the same few sizes)."""
    picture = _picture(folder, name)
    return None if picture is None else picture.resize(size, Image.Resampling.LANCZOS)


def has_silhouette(name: str) -> bool:
    return _picture("icons", name) is not None


def has_emoji(name: str) -> bool:
    return _picture("emoji", name) is not None


def _fit(size: tuple[int, int], box: Box) -> tuple[tuple[int, int], tuple[int, int]]:
    """The size a picture takes inside ``box`` keeping its proportions, and where it goes (centred)."""
    x0, y0, x1, y1 = box
    k = min((x1 - x0) / size[0], (y1 - y0) / size[1])
    w, h = max(1, round(size[0] * k)), max(1, round(size[1] * k))
    return (w, h), (round((x0 + x1 - w) / 2), round((y0 + y1 - h) / 2))


def _placed(folder: str, name: str, box: Box) -> tuple[Image.Image, tuple[int, int]] | None:
    """The picture ``name`` sized to fit ``box`` and where it goes; ``None`` if there is none."""
    picture = _picture(folder, name)
    if picture is None:
        return None
    size, at = _fit(picture.size, box)
    small = _sized(folder, name, size)
    return None if small is None else (small, at)


def _grown(alpha: Image.Image, line: int) -> tuple[Image.Image, int]:
    """``alpha`` widened by ``line`` px (odd) all round, on a canvas that leaves room for it; and the pad."""
    pad = line // 2
    out = Image.new("L", (alpha.width + 2 * pad, alpha.height + 2 * pad), 0)
    out.paste(alpha, (pad, pad))
    return out.filter(ImageFilter.MaxFilter(line)), pad


def print_silhouette(image: Image.Image, name: str, box: Box, colour: RGB, halo: RGB | None = None) -> bool:
    """Print the silhouette ``name`` in ``colour`` inside ``box`` (pixels); ``halo`` rims it in a
    second colour so it reads on a busy ground.  ``False`` if there is no such picture."""
    placed = _placed("icons", name, box)
    if placed is None:
        return False
    small, at = placed
    if halo is not None:
        rim, pad = _grown(small, max(3, (min(small.size) // 14) * 2 + 1))
        image.paste(halo, (at[0] - pad, at[1] - pad), rim)
    image.paste(colour, at, small)
    return True


def print_emoji(image: Image.Image, name: str, box: Box, contour: RGB | None = (40, 30, 22)) -> bool:
    """Print the coloured picture ``name`` inside ``box`` with a thin ``contour``; ``False`` if there is none."""
    placed = _placed("emoji", name, box)
    if placed is None:
        return False
    small, at = placed
    alpha = small.getchannel("A")
    if contour is not None and min(small.size) >= 12:
        edge, pad = _grown(alpha, 3 if min(small.size) < 90 else 5)
        image.paste(contour, (at[0] - pad, at[1] - pad), edge.point([min(255, i * 3 // 2) for i in range(256)]))
    image.paste(small.convert("RGB"), at, alpha)
    return True
