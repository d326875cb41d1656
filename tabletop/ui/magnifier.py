"""The magnifier (Alt): the piece under the cursor drawn large, with whatever lies on it or under it.

A customer with its satisfaction marker and the vegetables delivered to it, or a card half covering
another, reads only as a whole: so the magnifier takes the largest piece under the cursor in its
area (the card, when the cursor is on a token lying on it) and every piece of that area that lies
mostly over or under it, and draws them all at one scale in their places, in the table's order.
"""

from __future__ import annotations

from ..core.model import Table, ZoneKind
from .scene_sprite import Rect, Sprite
from .state import UiState

MAGNIFIED_HEIGHT = 360
MAGNIFIED_PX_PER_MM = 4.5
SHARE = 0.4  # of a piece's own area that must lie over the magnified one for it to come along

Box = tuple[float, float, float, float]


def _box(view: Table, pid: str) -> Box:
    piece, spec = view.pieces[pid], view.spec_of(pid)
    w, h = (spec.width, spec.height) if piece.rotation % 180 == 0 else (spec.height, spec.width)
    return piece.x - w / 2, piece.y - h / 2, w, h


def _overlap(a: Box, b: Box) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def cluster(view: Table, pid: str) -> tuple[str, list[str]]:
    """The piece to magnify for the cursor on ``pid`` and the pieces that go with it, in drawing order."""
    zone = view.zones[view.pieces[pid].zone]
    if zone.kind is not ZoneKind.AREA:
        return pid, [pid]
    x, y = view.pieces[pid].x, view.pieces[pid].y
    under = [p for p in zone.pieces if _contains(_box(view, p), x, y)]
    anchor = max(under or [pid], key=lambda p: _box(view, p)[2] * _box(view, p)[3])
    home = _box(view, anchor)
    group = [p for p in zone.pieces if p == anchor
             or _overlap(_box(view, p), home) >= SHARE * _box(view, p)[2] * _box(view, p)[3]]
    return anchor, group


def _contains(box: Box, x: float, y: float) -> bool:
    return box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[3]


def magnify(view: Table, ui: UiState, viewport: Rect) -> tuple[Sprite | None, list[Sprite]]:
    """The magnified piece and, when others lie on or under it, the whole group (it included)."""
    if not ui.magnify or ui.hover is None or ui.hover not in view.pieces or ui.drag is not None:
        return None, []
    anchor, group = cluster(view, ui.hover)
    boxes = {p: _box(view, p) for p in group}
    left = min(b[0] for b in boxes.values())
    top = min(b[1] for b in boxes.values())
    width = max(b[0] + b[2] for b in boxes.values()) - left
    height = max(b[1] + b[3] for b in boxes.values()) - top
    spec = view.spec_of(anchor)
    # at least MAGNIFIED_HEIGHT on the anchor's long side, large pieces at a size whose print can be
    # read, the whole group as far as the view allows
    k = max(MAGNIFIED_HEIGHT / max(spec.width, spec.height, 1e-6), MAGNIFIED_PX_PER_MM)
    k = min(k, viewport[2] * 0.8 / max(width, 1e-6), viewport[3] * 0.8 / max(height, 1e-6))
    gw, gh = int(width * k), int(height * k)
    gx = max(viewport[0], min(ui.mouse[0] + 24, viewport[0] + viewport[2] - gw - 8))
    gy = max(viewport[1] + 8, min(ui.mouse[1] - gh // 2, viewport[1] + viewport[3] - gh - 8))
    sprites = []
    for z, p in enumerate(group):
        piece, pspec = view.pieces[p], view.spec_of(p)
        bx, by, bw, bh = boxes[p]
        size = (max(2, int(pspec.width * k)), max(2, int(pspec.height * k)))
        rect = (gx + int((bx - left) * k), gy + int((by - top) * k), max(2, int(bw * k)), max(2, int(bh * k)))
        sprites.append(Sprite(p, pspec, piece.face, rect, size, piece.rotation, 30_000 + z, "", p == anchor, 1,
                              piece.counter))
    main = next(s for s in sprites if s.piece == anchor)
    return main, sprites if len(sprites) > 1 else []
