"""A table layer made ready to blit: its pictures in world pixels, and those near the view placed on screen.

At 2560x1440 a light layer's pixels cost what a bare loop blitting the same pieces costs, so what a
frame adds over that loop is Python, and a loop over the pieces in view was most of it: after the
felt's fill has pushed their records out of the processor's caches, making a fresh (picture,
position) list cost three times what it does warm.  So the pieces near the view are picked once,
with their places on the target, while the view stays inside the margin they were picked for; a
frame whose view did not move (a drag, a zoom between steps, a view at rest) blits that list as it
is, and a pan moves its places in place, without allocating, before the fill.  A picked blit the
view does not reach costs the blitter one clip test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
from msgspec import Struct

from ..core.model import ZoneKind
from .labels import Label
from .scene import Layer
from .scene_sprite import Rect

NEAR_MARGIN = 64  # world pixels round the view whose pieces are picked with it, so a pan keeps them
LIGHT_SHARE = 0.3
"""Pieces covering less than this share of the view cost less to blit than a copy of the view does
(a blit of a piece's pixels costs about three fills of them, a copy of the view about three to four)."""

Placed = tuple[pygame.Surface, list[int]]  # a picture and where it goes, moved in place as the view pans
Resolve = Callable[[list[Any]], pygame.Surface]


class ZoneOutline(Struct):
    """A zone's outline (world pixels) in its colour, and its name: the name's picture is looked up
    the first time the zone is in view, and kept with where it sits in the outline."""

    rect: pygame.Rect
    kind: ZoneKind
    colour: tuple[int, int, int]
    width: int
    name: Label | None
    text: pygame.Surface | None = None
    text_at: tuple[int, int] = (0, 0)  # from the outline's top left


@dataclass
class LayerBlits:
    """``blits``: [picture, or ``None`` until the piece first shows; x; y; w; h; its sprite, or ``None``],
    back to front in world pixels (shadows, pieces, badges), each with its rectangle in ``rects``, for
    ``Rect.collidelistall`` to pick those near the view in one call; the zones' outlines drawn under
    them and the selection outlines over them."""

    layer: Layer
    blits: list[list[Any]]
    outlines: list[tuple[Rect, str]]
    zones: list[ZoneOutline]
    rects: list[pygame.Rect] = field(init=False)
    bounds: pygame.Rect = field(init=False)
    area: int = field(init=False)  # the pixels of the blits, summed
    _near: pygame.Rect = field(init=False, default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    _origin: tuple[int, int] = field(init=False, default=(0, 0))
    _placed: list[Placed] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.rects = [pygame.Rect(e[1], e[2], e[3], e[4]) for e in self.blits]
        self.bounds = self.rects[0].unionall(self.rects) if self.rects else pygame.Rect(0, 0, 0, 0)
        self.area = sum(r.w * r.h for r in self.rects)

    def light(self, seen: pygame.Rect) -> bool:
        """Whether the pieces in view (``seen``, world pixels) are few enough to blit each frame rather
        than copy from a backing: their area is taken as spread evenly over the layer's bounds, so a
        table zoomed far in counts only the part of it on screen."""
        bounds = self.bounds
        shown = bounds.clip(seen)
        if not bounds.w or not bounds.h:
            return True
        in_view = self.area * (shown.w * shown.h) / (bounds.w * bounds.h)
        return in_view < LIGHT_SHARE * seen.w * seen.h

    def placed(self, seen: pygame.Rect, origin: tuple[int, int], resolve: Resolve) -> list[Placed]:
        """The blits that may show in ``seen`` (world pixels) at their places on a target whose world
        origin is at ``origin``; ``resolve`` gives a piece its picture the first time it is near the view."""
        if not self._near.contains(seen):
            near = seen.inflate(2 * NEAR_MARGIN, 2 * NEAR_MARGIN)
            blits = self.blits if near.contains(self.bounds) else [self.blits[i] for i in near.collidelistall(self.rects)]
            ox, oy = origin
            self._near, self._origin = near, origin
            self._placed = [(e[0] or resolve(e), [e[1] + ox, e[2] + oy]) for e in blits]
        elif origin != self._origin:
            dx, dy = origin[0] - self._origin[0], origin[1] - self._origin[1]
            self._origin = origin
            for _surface, spot in self._placed:
                spot[0] += dx
                spot[1] += dy
        return self._placed
