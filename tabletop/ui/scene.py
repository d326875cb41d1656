"""The display list: what to draw this frame, worked out from ``view_for(table, viewer)`` and ``UiState``.

Pure: sprites are plain records (rectangle, z order, spec, face, rotation, highlight, shadow, stack
depth, counter), no pygame surface.  Only what the viewer may see is in the view it is built from,
so the painter can never draw a hidden face.

The table layer is laid out in *world pixels* (table millimetres times the zoom step) and placed on
screen by ``Scene.origin``, so panning moves one offset instead of rebuilding hundreds of sprites:
``SceneBuilder`` keeps the last layer until the view, the zoom step or the selection changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.model import Table, Zone, ZoneKind
from ..games.provenance import spec_note
from .camera import Camera
from .hands import hand_sprites
from .scene_sprite import Rect, Sprite, ZoneMark, piece_size, rotated_size
from .state import UiState

MAGNIFIED_HEIGHT = 360
MAGNIFIED_PX_PER_MM = 4.5


@dataclass
class Layer:
    """The table's sprites and zone marks in world pixels, back to front."""

    marks: list[ZoneMark] = field(default_factory=list)
    sprites: list[Sprite] = field(default_factory=list)
    by_piece: dict[str, Sprite] = field(default_factory=dict)


@dataclass
class Scene:
    origin: tuple[int, int] = (0, 0)
    viewport: Rect = (0, 0, 0, 0)
    layer: Layer = field(default_factory=Layer)
    overlay: list[Sprite] = field(default_factory=list)
    hover: Rect | None = None
    drop: tuple[Rect, ZoneKind] | None = None
    hand: list[Sprite] = field(default_factory=list)
    hand_rect: Rect = (0, 0, 0, 0)
    box: Rect | None = None
    magnified: Sprite | None = None
    magnified_note: str = ""  # under the magnified piece: its reconstructed values and where to correct them
    hand_counts: list[tuple[str, int, tuple[int, int, int]]] = field(default_factory=list)
    hand_owner: str = ""

    def on_screen(self, rect: Rect) -> Rect:
        return rect[0] + self.origin[0], rect[1] + self.origin[1], rect[2], rect[3]


def _sprite(view: Table, pid: str, cx: float, cy: float, size: tuple[int, int], z: int, highlight: str = "",
            shadow: bool = False, depth: int = 1) -> Sprite:
    piece = view.pieces[pid]
    rw, rh = rotated_size(size[0], size[1], piece.rotation)
    rect = (int(cx - rw / 2), int(cy - rh / 2), rw, rh)
    return Sprite(pid, view.specs[piece.spec], piece.face, rect, size, piece.rotation, z, highlight, shadow,
                  depth, piece.counter, piece.locked)


def centre_of(view: Table, pid: str) -> tuple[float, float]:
    """Where a piece is drawn: a stack's pieces sit at the stack's centre, whatever they carry."""
    piece = view.pieces[pid]
    zone = view.zones[piece.zone]
    return zone.center if zone.kind is ZoneKind.STACK else (piece.x, piece.y)


def _mark_of(zone_kind: ZoneKind, empty: bool, mark: str) -> bool:
    """Outline a zone when it matters: a drop target, a bag, or an empty pile (its cards show it otherwise)."""
    return bool(mark) or zone_kind is ZoneKind.BAG or (zone_kind is ZoneKind.STACK and empty)


def build_layer(view: Table, ui: UiState, zoom: float) -> Layer:
    layer = Layer()
    dragged = set(ui.drag.pieces) if ui.drag is not None else set()
    targets = ui.drag.targets if ui.drag is not None else frozenset()
    z = 0
    for zone in view.zones.values():
        if zone.kind is ZoneKind.HAND:
            continue
        shown = [p for p in zone.pieces if p not in dragged]
        mark = "target" if zone.id in targets else ""
        if _mark_of(zone.kind, not shown, mark):
            layer.marks.append(ZoneMark(zone.id, zone.label, zone.kind, _zone_rect(zone, zoom), len(shown), mark))
        if zone.kind is ZoneKind.BAG or not shown:
            continue
        stack = zone.kind is ZoneKind.STACK
        for pid in shown[-1:] if stack else shown:
            piece = view.pieces[pid]
            x, y = zone.center if stack else (piece.x, piece.y)
            selected = pid in ui.selection
            layer.sprites.append(_sprite(view, pid, x * zoom, y * zoom,
                                         piece_size(view.specs[piece.spec], zoom), z,
                                         "selected" if selected else "", selected, len(shown) if stack else 1))
            z += 1
    layer.by_piece = {sprite.piece: sprite for sprite in layer.sprites}
    return layer


def _zone_rect(zone: Zone, zoom: float) -> Rect:
    return int(zone.x * zoom), int(zone.y * zoom), max(1, int(zone.w * zoom)), max(1, int(zone.h * zoom))


def _drop(view: Table, ui: UiState, zoom: float, layer: Layer, origin: tuple[int, int]) -> tuple[Rect, ZoneKind] | None:
    """Where the dragged pieces would land, outlined on screen: the loose card they would make a pile
    with, or the zone.  Drawn each frame over the layer, so a drag that crosses zones keeps one layer
    (and the painter's backing picture of it)."""
    if ui.drag is None:
        return None
    target = layer.by_piece.get(ui.drop_piece) if ui.drop_piece is not None else None
    if target is not None:
        x, y, w, h = target.rect
        return (x + origin[0], y + origin[1], w, h), ZoneKind.STACK
    if ui.drop_zone is None or ui.drop_zone not in view.zones:
        return None
    zone = view.zones[ui.drop_zone]
    if zone.kind is ZoneKind.HAND:
        return None
    x, y, w, h = _zone_rect(zone, zoom)
    return (x + origin[0], y + origin[1], w, h), zone.kind


def _overlay(view: Table, ui: UiState, zoom: float) -> list[Sprite]:
    if ui.drag is None or not ui.drag.moved:
        return []
    gx, gy = ui.drag.pos
    out = []
    for i, pid in enumerate(ui.drag.pieces):
        if pid in view.pieces:
            ox, oy = ui.drag.offsets.get(pid, (0.0, 0.0))
            out.append(_sprite(view, pid, gx + ox * zoom, gy + oy * zoom, piece_size(view.spec_of(pid), zoom),
                               20_000 + i, "dragged", True))
    return out


def _magnified(view: Table, ui: UiState, viewport: Rect) -> Sprite | None:
    if not ui.magnify or ui.hover is None or ui.hover not in view.pieces or ui.drag is not None:
        return None
    spec = view.spec_of(ui.hover)
    # at least MAGNIFIED_HEIGHT on the long side, and large pieces (a character card, a board) at a
    # size whose print can be read, as far as the view allows
    k = max(MAGNIFIED_HEIGHT / max(spec.width, spec.height, 1e-6), MAGNIFIED_PX_PER_MM)
    k = min(k, viewport[2] * 0.8 / max(spec.width, 1e-6), viewport[3] * 0.8 / max(spec.height, 1e-6))
    size = (max(2, int(spec.width * k)), max(2, int(spec.height * k)))
    x = max(viewport[0], min(ui.mouse[0] + 24, viewport[0] + viewport[2] - size[0] - 8))
    y = max(viewport[1] + 8, min(ui.mouse[1] - size[1] // 2, viewport[1] + viewport[3] - size[1] - 8))
    piece = view.pieces[ui.hover]
    return Sprite(ui.hover, spec, piece.face, (x, y, size[0], size[1]), size, 0, 30_000, "", True, 1, piece.counter)


def compose(view: Table, ui: UiState, cam: Camera, hand_rect: Rect, layer: Layer,
            hand: tuple[list[Sprite], list[tuple[str, int, tuple[int, int, int]]]] | None = None) -> Scene:
    """The frame's scene around a table layer (fresh or kept from an earlier frame), and the hand
    strip's sprites and counts (``hand``, when kept from an earlier frame too)."""
    ox, oy = cam.to_screen(0.0, 0.0)
    scene = Scene(origin=(int(ox), int(oy)), viewport=cam.viewport, layer=layer, hand_rect=hand_rect)
    scene.overlay = _overlay(view, ui, cam.zoom)
    scene.drop = _drop(view, ui, cam.zoom, layer, scene.origin)
    dragged = set(ui.drag.pieces) if ui.drag is not None else set()
    scene.hand, scene.hand_counts = hand if hand is not None else hand_sprites(view, ui, hand_rect, dragged)
    scene.hand_owner = view.seat_name(ui.viewer) if ui.viewer is not None else ""
    if ui.hover is not None and ui.drag is None:
        for sprite in scene.hand:
            if sprite.piece == ui.hover:
                scene.hover = sprite.rect
        on_table = layer.by_piece.get(ui.hover)
        if scene.hover is None and on_table is not None:
            scene.hover = scene.on_screen(on_table.rect)
    if ui.box is not None:
        (ax, ay), (bx, by) = ui.box
        scene.box = (min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay))
    scene.magnified = _magnified(view, ui, cam.viewport)
    if scene.magnified is not None and scene.magnified.face not in scene.magnified.spec.hidden_faces:
        scene.magnified_note = spec_note(view.game, scene.magnified.spec)
    return scene


def build_scene(view: Table, ui: UiState, cam: Camera, hand_rect: Rect) -> Scene:
    return compose(view, ui, cam, hand_rect, build_layer(view, ui, cam.zoom))


class SceneBuilder:
    """``build_scene`` that keeps the table layer of each zoom step while only the camera moves, and the
    hand strip's sprites (the same list, so the painter can keep its picture) while the hand,
    the selection and the hover stay the same."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._view: Table | None = None
        self._layer = Layer()
        self._layers: dict[int, Layer] = {}  # per zoom step, for the same table, selection and drag
        self._hand_key: tuple[object, ...] | None = None
        self._hand: tuple[list[Sprite], list[tuple[str, int, tuple[int, int, int]]]] = ([], [])

    def build(self, view: Table, ui: UiState, cam: Camera, hand_rect: Rect) -> Scene:
        drag = ui.drag
        selection = frozenset(ui.selection)
        key = (selection, None if drag is None else (drag.pieces, drag.targets))
        fresh_view = view is not self._view
        if fresh_view or key != self._key:
            self._key, self._view = key, view
            self._layers.clear()
        layer = self._layers.get(cam.step)
        if layer is None:
            layer = self._layers[cam.step] = build_layer(view, ui, cam.zoom)
        self._layer = layer
        hand_key = (ui.viewer, tuple(hand_rect), selection, ui.hover, None if drag is None else drag.pieces)
        if fresh_view or hand_key != self._hand_key:
            self._hand_key = hand_key
            self._hand = hand_sprites(view, ui, hand_rect, set(drag.pieces) if drag is not None else set())
        return compose(view, ui, cam, hand_rect, self._layer, self._hand)
