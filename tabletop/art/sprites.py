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


def print_silhouette(image: Image.Image, name: str, box: Box, colour: RGB, halo: RGB | None = None) -> bool:
    """Print the silhouette ``name`` in ``colour`` inside ``box`` (pixels); ``halo`` rims it in a
    second colour so it reads on a busy ground.  ``False`` if there is no such picture."""
    mask = _picture("icons", name)
    if mask is None:
        return False
    size, at = _fit(mask.size, box)
    small = _sized("icons", name, size)
    assert small is not None
    if halo is not None:
        grow = max(3, (min(size) // 14) * 2 + 1)
        rim = Image.new("L", (size[0] + grow, size[1] + grow), 0)
        rim.paste(small, (grow // 2, grow // 2))
        rim = rim.filter(ImageFilter.MaxFilter(grow if grow % 2 else grow + 1))
        image.paste(halo, (at[0] - grow // 2, at[1] - grow // 2), rim)
    image.paste(colour, at, small)
    return True


def print_emoji(image: Image.Image, name: str, box: Box, contour: RGB | None = (40, 30, 22)) -> bool:
    """Print the coloured picture ``name`` inside ``box`` with a thin ``contour``; ``False`` if there is none."""
    picture = _picture("emoji", name)
    if picture is None:
        return False
    size, at = _fit(picture.size, box)
    small = _sized("emoji", name, size)
    assert small is not None
    alpha = small.getchannel("A")
    if contour is not None and min(size) >= 12:
        line = 3 if min(size) < 90 else 5
        pad = line // 2
        edge = Image.new("L", (size[0] + 2 * pad, size[1] + 2 * pad), 0)
        edge.paste(alpha, (pad, pad))
        edge = edge.filter(ImageFilter.MaxFilter(line)).point([min(255, i * 3 // 2) for i in range(256)])
        image.paste(contour, (at[0] - pad, at[1] - pad), edge)
    image.paste(small.convert("RGB"), at, alpha)
    return True
