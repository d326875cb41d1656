"""What is under the cursor: the topmost sprite, and the zone (with its snap point) a drop lands in."""

from __future__ import annotations

import pygame

from ..core.model import Table, Zone, ZoneKind
from .scene import Scene
from .scene_sprite import Rect, Sprite

SNAP_MM = 30.0


def _inside(rect: Rect, pos: tuple[int, int]) -> bool:
    return rect[0] <= pos[0] < rect[0] + rect[2] and rect[1] <= pos[1] < rect[1] + rect[3]


def sprite_at(scene: Scene, pos: tuple[int, int]) -> Sprite | None:
    """The topmost piece under ``pos``: the hand strip first (it is drawn over the table).  None outside the
    view: a piece lying under a side panel is out of sight, and the pointer on the panel is not on it."""
    if _inside(scene.hand_rect, pos):
        for sprite in reversed(scene.hand):
            if _inside(sprite.rect, pos):
                return sprite
        return None
    if not _inside(scene.viewport, pos):
        return None
    layer = scene.layer
    if layer.hits is None:  # every motion of the mouse asks: one call to pygame instead of a loop over the pieces
        layer.hits = [pygame.Rect(sprite.rect) for sprite in layer.sprites]
    under = pygame.Rect(pos[0] - scene.origin[0], pos[1] - scene.origin[1], 1, 1).collidelistall(layer.hits)
    return layer.sprites[under[-1]] if under else None


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
