"""The hand strip: the seat holding the computer sees its own hand, face up, along the bottom.

Only the viewer's hand is laid out, from the viewer's own view (``view_for``), so another seat's
cards cannot be drawn even by mistake; for the others the strip shows only how many cards they hold.
The card under the cursor is also shown enlarged just above the strip (``enlarged``), so its print
can be read without the magnifier.
"""

from __future__ import annotations

from ..core.model import Table, hand_zone_id
from .scene_sprite import Rect, Sprite, piece_size
from .state import UiState
from .window_layout import HAND_FRAME, HAND_LABEL, HAND_MARGIN

GAP = 6
ENLARGED = 2.4  # a hovered hand card's size over its size in the strip
ENLARGED_SHARE = 0.6  # of the view's height, at most


def hand_slots(count: int, card_w: int, rect: Rect) -> list[int]:
    """Left edges of ``count`` cards of width ``card_w`` in the strip, overlapping when they must."""
    if count == 0:
        return []
    x0 = rect[0] + HAND_MARGIN
    room = rect[2] - 2 * HAND_MARGIN - card_w
    step = card_w + GAP if count == 1 else min(card_w + GAP, max(4, room // (count - 1)))
    return [x0 + i * step for i in range(count)]


def hand_sprites(
    view: Table, ui: UiState, rect: Rect, dragged: set[str]
) -> tuple[list[Sprite], list[tuple[str, int, tuple[int, int, int]]]]:
    counts = [(s.name, len(view.zones[s.hand].pieces), s.color) for s in view.seats
              if s.id != ui.viewer and s.hand in view.zones]
    if ui.viewer is None or rect[3] <= 2 * HAND_MARGIN + HAND_LABEL:
        return [], counts
    zone = view.zones.get(hand_zone_id(ui.viewer))
    if zone is None:
        return [], counts
    ids = [p for p in zone.pieces if p not in dragged]
    if not ids:
        return [], counts
    card_h = rect[3] - HAND_FRAME
    sprites = []
    specs = [view.spec_of(p) for p in ids]
    zoom = card_h / max(max(spec.height, spec.width) for spec in specs)  # the largest fits, the rest to scale
    sizes = [piece_size(spec, zoom) for spec in specs]
    slot = max(size[0] for size in sizes)
    for i, (pid, left) in enumerate(zip(ids, hand_slots(len(ids), slot, rect), strict=True)):
        piece = view.pieces[pid]
        w, h = sizes[i]
        highlight = "selected" if pid in ui.selection else "hint" if pid in ui.hint else "hover" if pid == ui.hover else ""
        at = (left + (slot - w) // 2, rect[1] + HAND_MARGIN + (card_h - h) // 2, w, h)  # a small piece mid-slot
        sprites.append(Sprite(pid, view.specs[piece.spec], piece.face, at, (w, h), 0, 10_000 + i, highlight=highlight))
    return sprites, counts


def enlarged(hovered: Sprite, viewport: Rect) -> Sprite:
    """A hand card the cursor is on, larger, standing on the strip above it (inside the view)."""
    x, y, w, h = hovered.rect
    k = min(ENLARGED, viewport[3] * ENLARGED_SHARE / max(h, 1))
    size = (max(2, round(hovered.size[0] * k)), max(2, round(hovered.size[1] * k)))
    right = viewport[0] + viewport[2] - size[0] - HAND_MARGIN
    left = max(viewport[0] + HAND_MARGIN, min(x + w // 2 - size[0] // 2, right))
    top = viewport[1] + viewport[3] - size[1] - HAND_MARGIN
    return Sprite(hovered.piece, hovered.spec, hovered.face, (left, top, size[0], size[1]), size, 0, 30_000, "",
                  True, 1, hovered.counter)
