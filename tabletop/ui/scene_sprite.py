"""The display list's records: a sprite (one piece to draw) and a zone mark, with their pixel sizes.

Plain data, no pygame: the scene builds them, the painter and hit test read them.
"""

from __future__ import annotations

import math

from msgspec import Struct

from ..core.model import PieceSpec, ZoneKind

Rect = tuple[int, int, int, int]


class Sprite(Struct):
    piece: str
    spec: PieceSpec
    face: int
    rect: Rect
    size: tuple[int, int]
    rotation: int = 0
    z: int = 0
    highlight: str = ""
    shadow: bool = False
    depth: int = 1
    counter: int | None = None
    locked: bool = False


class ZoneMark(Struct):
    """A stack, bag or board region outline, with how many pieces it holds."""

    zone: str
    label: str
    kind: ZoneKind
    rect: Rect
    count: int
    highlight: str = ""


def rotated_size(w: int, h: int, rotation: int) -> tuple[int, int]:
    if rotation % 180 == 0:
        return w, h
    if rotation % 90 == 0:
        return h, w
    a = math.radians(rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return int(w * c + h * s + 0.5), int(w * s + h * c + 0.5)


def piece_size(spec: PieceSpec, zoom: float) -> tuple[int, int]:
    return max(2, int(spec.width * zoom + 0.5)), max(2, int(spec.height * zoom + 0.5))
