"""What is under the cursor: the topmost sprite, and the zone (with its snap point) a drop lands in."""

from __future__ import annotations

import pygame

from ..core.model import Table, Zone, ZoneKind
from .scene import Scene
from .scene_sprite import Rect, Sprite

SNAP_MM = 30.0
TARGET_PX = 16  # a loose piece drawn smaller than this is taken within a square this wide round its centre


def _target(sprite: Sprite, rect: pygame.Rect) -> pygame.Rect | None:
    """The square a small loose piece is taken within; None for a piece large enough, or locked, to need none."""
    if sprite.locked or (rect.w >= TARGET_PX and rect.h >= TARGET_PX):
        return None
    return rect.inflate(max(0, TARGET_PX - rect.w), max(0, TARGET_PX - rect.h))


def _hits(scene: Scene) -> tuple[list[pygame.Rect], list[pygame.Rect], list[int]]:
    """The layer's rectangles, and the targets of its small loose pieces with their places in the layer.

    Every motion of the mouse asks: one call to pygame each instead of a loop over the pieces."""
    layer = scene.layer
    if layer.hits is None:
        rects = [pygame.Rect(sprite.rect) for sprite in layer.sprites]
        targets = [(i, _target(sprite, rect)) for i, (sprite, rect) in enumerate(zip(layer.sprites, rects, strict=True))]
        small = [(i, target) for i, target in targets if target is not None]
        layer.hits = (rects, [target for _, target in small], [i for i, _ in small])
    hits: tuple[list[pygame.Rect], list[pygame.Rect], list[int]] = layer.hits
    return hits


def _inside(rect: Rect, pos: tuple[int, int]) -> bool:
    return rect[0] <= pos[0] < rect[0] + rect[2] and rect[1] <= pos[1] < rect[1] + rect[3]


def sprite_at(scene: Scene, pos: tuple[int, int]) -> Sprite | None:
    """The piece the pointer points at: the topmost under ``pos``, the hand strip first (it is drawn over the
    table).  None outside the view: a piece lying under a side panel is out of sight.

    A loose piece drawn smaller than ``TARGET_PX`` (a vegetable or a coin at the fitted zoom) is also taken
    a few pixels off its edge, unless a small piece lies right under the pointer: a grab that misses a
    vegetable by a hair should take it, not the board it lies on.  Among several in reach, the nearest."""
    return _pointed(scene, pos, reach=True)


def sprite_under(scene: Scene, pos: tuple[int, int]) -> Sprite | None:
    """The topmost piece whose picture holds ``pos``: where a drop lands, which no reach may widen."""
    return _pointed(scene, pos, reach=False)


def _pointed(scene: Scene, pos: tuple[int, int], reach: bool) -> Sprite | None:
    if _inside(scene.hand_rect, pos):
        for sprite in reversed(scene.hand):
            if _inside(sprite.rect, pos):
                return sprite
        return None
    if not _inside(scene.viewport, pos):
        return None
    sprites = scene.layer.sprites
    rects, targets, places = _hits(scene)
    x, y = pos[0] - scene.origin[0], pos[1] - scene.origin[1]
    point = pygame.Rect(x, y, 1, 1)
    under = point.collidelistall(rects)
    top = under[-1] if under else -1
    near = [places[i] for i in point.collidelistall(targets) if places[i] >= top] if reach else []
    if not near or top in near:
        return sprites[top] if under else None
    return sprites[min(near, key=lambda i: ((rects[i].centerx - x) ** 2 + (rects[i].centery - y) ** 2, -i))]


def in_hand_strip(scene: Scene, pos: tuple[int, int]) -> bool:
    return _inside(scene.hand_rect, pos)


def _area(zone: Zone) -> float:
    return zone.w * zone.h


def zone_at(table: Table, x: float, y: float, drawer_open: bool = False) -> Zone | None:
    """The zone a drop at table point ``(x, y)`` goes to: a stack or bag first, then the smallest area.

    The game box's zones are there only while its drawer is open."""
    best: Zone | None = None
    for zone in table.zones.values():
        if zone.kind is ZoneKind.HAND or not zone.contains_point(x, y) or (zone.in_box and not drawer_open):
            continue
        if best is None:
            best = zone
            continue
        best_pile = best.kind is not ZoneKind.AREA
        pile = zone.kind is not ZoneKind.AREA
        if (pile and not best_pile) or (pile == best_pile and _area(zone) < _area(best)):
            best = zone
    return best


def snap_point(zone: Zone, x: float, y: float) -> tuple[float, float]:
    """The nearest snap point within reach, else the point itself."""
    best = (x, y)
    reach = SNAP_MM
    for sx, sy in zone.snaps:
        d = ((sx - x) ** 2 + (sy - y) ** 2) ** 0.5
        if d <= reach:
            best, reach = (sx, sy), d
    return best
