"""The display list: what to draw this frame, worked out from ``view_for(table, viewer)`` and ``UiState``.

Pure: sprites are plain records (rectangle, z order, spec, face, rotation, highlight, shadow, stack
depth, counter), no pygame surface.  Only what the viewer may see is in the view it is built from,
so the painter can never draw a hidden face.

The table layer is laid out in *world pixels* (table millimetres times the zoom step) and placed on
screen by ``Scene.origin``, so panning moves one offset instead of rebuilding hundreds of sprites:
``SceneBuilder`` keeps the last layer until the view, the zoom step or the selection changes.

The game box's zones (``Zone.in_box``) lie beside the table; their pieces are drawn, on a tray, only
while the drawer is open (``UiState.drawer_open``), and ``table_bounds`` is what the camera keeps in
view: the table, and the open drawer beside it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec import Struct, field

from ..core.model import Table, Zone, ZoneKind
from ..core.names import name_of
from ..games.provenance import spec_note
from .camera import Camera
from .hands import enlarged, hand_sprites
from .magnifier import magnify
from .scene_sprite import Rect, Sprite, ZoneMark, piece_size, rotated_size
from .state import UiState

SPOT_MM = 16.0  # the outline round a spot a carried piece may go to
TRAY_MARGIN = 12.0  # mm of tray around the game box's zones
TRAY_TITLE = 34.0  # mm of tray above them, for its name


class Layer(Struct):
    """The table's sprites and zone marks in world pixels, back to front."""

    marks: list[ZoneMark] = field(default_factory=list)
    sprites: list[Sprite] = field(default_factory=list)
    by_piece: dict[str, Sprite] = field(default_factory=dict)
    tray: Rect | None = None  # the open drawer of the game box
    tray_margin: int = 0  # pixels of tray above its zones
    hits: Any = None  # the sprites' rectangles as pygame's, and the small pieces' targets: see ``hit_test._hits``


class Scene(Struct):
    origin: tuple[int, int] = (0, 0)
    viewport: Rect = (0, 0, 0, 0)
    layer: Layer = field(default_factory=Layer)
    overlay: list[Sprite] = field(default_factory=list)
    hover: Rect | None = None
    drop: tuple[Rect, ZoneKind] | None = None
    spots: list[Rect] = field(default_factory=list)  # the places on a board a carried piece may go to
    hand: list[Sprite] = field(default_factory=list)
    hand_rect: Rect = (0, 0, 0, 0)
    box: Rect | None = None
    magnified: Sprite | None = None
    magnified_group: list[Sprite] = field(default_factory=list)  # with what lies on or under it, when anything does
    enlarged: Sprite | None = None  # the hovered hand card, larger, above the strip
    magnified_note: str = ""  # under the magnified piece: its reconstructed values and where to correct them
    hand_counts: list[tuple[str, int, tuple[int, int, int]]] = field(default_factory=list)
    hand_owner: str = ""
    drawer_open: bool = False

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


def drawer_rect(view: Table) -> tuple[float, float, float, float] | None:
    """The game box's tray (mm: left, top, right, bottom) around its zones; ``None`` for a game with none."""
    boxed = [z for z in view.zones.values() if z.in_box]
    if not boxed:
        return None
    return (min(z.x for z in boxed) - TRAY_MARGIN, min(z.y for z in boxed) - TRAY_TITLE,
            max(z.x + z.w for z in boxed) + TRAY_MARGIN, max(z.y + z.h for z in boxed) + TRAY_MARGIN)


def table_bounds(view: Table, drawer_open: bool) -> tuple[float, float, float, float]:
    """What the camera keeps in view (mm: left, top, right, bottom): the table, and the open drawer."""
    tray = drawer_rect(view) if drawer_open else None
    if tray is None:
        return 0.0, 0.0, view.width, view.height
    return min(0.0, tray[0]), min(0.0, tray[1]), max(view.width, tray[2]), max(view.height, tray[3])


def frame_table(cam: Camera, view: Table, drawer_open: bool) -> None:
    """Aim the camera at the whole table (Home), with the game box's drawer when it is open."""
    left, top, right, bottom = table_bounds(view, drawer_open)
    cam.fit(right - left, bottom - top, left, top)


def build_layer(view: Table, ui: UiState, zoom: float, sliding: frozenset[str] = frozenset()) -> Layer:
    """The table's sprites, less the pieces carried by the mouse or ``sliding`` to a new place (the
    overlay draws those)."""
    layer = Layer()
    dragged = (set(ui.drag.pieces) if ui.drag is not None else set()) | sliding
    targets = ui.drag.targets if ui.drag is not None else frozenset()
    tray = drawer_rect(view) if ui.drawer_open else None
    if tray is not None:
        left, top, right, bottom = (round(v * zoom) for v in tray)
        layer.tray = (left, top, right - left, bottom - top)
        layer.tray_margin = round(TRAY_TITLE * zoom)
    z = 0
    for zone in view.zones.values():
        if zone.kind is ZoneKind.HAND or (zone.in_box and not ui.drawer_open):
            continue
        shown = [p for p in zone.pieces if p not in dragged]
        mark = "target" if zone.id in targets or (ui.drag is None and zone.id in ui.hint_zones) else ""
        if _mark_of(zone.kind, not shown, mark):
            layer.marks.append(ZoneMark(zone.id, name_of(view, zone.label), zone.kind, _zone_rect(zone, zoom), len(shown), mark))
        if zone.kind is ZoneKind.BAG or not shown:
            continue
        stack = zone.kind is ZoneKind.STACK
        for pid in shown[-1:] if stack else shown:
            piece = view.pieces[pid]
            x, y = zone.center if stack else (piece.x, piece.y)
            selected = pid in ui.selection
            highlight = "selected" if selected else "hint" if pid in ui.hint else ""
            layer.sprites.append(_sprite(view, pid, x * zoom, y * zoom,
                                         piece_size(view.specs[piece.spec], zoom), z,
                                         highlight, selected, len(shown) if stack else 1))
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


def _sliding(view: Table, cam: Camera, sliding: Mapping[str, tuple[float, float]]) -> list[Sprite]:
    """The pieces on their way to a new place, at their point now, above the table."""
    out = []
    for i, (pid, (x, y)) in enumerate(sliding.items()):
        if pid in view.pieces:
            sx, sy = cam.to_screen(x, y)
            out.append(_sprite(view, pid, sx, sy, piece_size(view.spec_of(pid), cam.zoom), 15_000 + i, "", True))
    return out


def compose(view: Table, ui: UiState, cam: Camera, hand_rect: Rect, layer: Layer,
            hand: tuple[list[Sprite], list[tuple[str, int, tuple[int, int, int]]]] | None = None,
            sliding: Mapping[str, tuple[float, float]] | None = None) -> Scene:
    """The frame's scene around a table layer (fresh or kept from an earlier frame), the hand
    strip's sprites and counts (``hand``, when kept from an earlier frame too), and the pieces
    ``sliding`` to a new place at their table point now."""
    ox, oy = cam.to_screen(0.0, 0.0)
    scene = Scene(origin=(int(ox), int(oy)), viewport=cam.viewport, layer=layer, hand_rect=hand_rect,
                  drawer_open=ui.drawer_open)
    scene.overlay = _sliding(view, cam, sliding or {}) + _overlay(view, ui, cam.zoom)
    scene.drop = _drop(view, ui, cam.zoom, layer, scene.origin)
    size = max(8, int(SPOT_MM * cam.zoom))
    scene.spots = [(int(sx) - size // 2, int(sy) - size // 2, size, size)
                   for sx, sy in (cam.to_screen(x, y) for x, y in (ui.drag.spots if ui.drag is not None else ()))]
    dragged = set(ui.drag.pieces) if ui.drag is not None else set()
    scene.hand, scene.hand_counts = hand if hand is not None else hand_sprites(view, ui, hand_rect, dragged)
    scene.hand_owner = view.seat_name(ui.viewer) if ui.viewer is not None else ""
    if ui.hover is not None and ui.drag is None:
        for sprite in scene.hand:
            if sprite.piece == ui.hover:
                scene.hover = sprite.rect
                scene.enlarged = enlarged(sprite, cam.viewport)
        on_table = layer.by_piece.get(ui.hover)
        if scene.hover is None and on_table is not None:
            scene.hover = scene.on_screen(on_table.rect)
    if ui.box is not None:
        (ax, ay), (bx, by) = ui.box
        scene.box = (min(ax, bx), min(ay, by), abs(bx - ax), abs(by - ay))
    scene.magnified, scene.magnified_group = magnify(view, ui, cam.viewport)
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
        self._layers: dict[float, Layer] = {}  # per zoom, for the same table, selection and drag
        self._hand_key: tuple[object, ...] | None = None
        self._hand: tuple[list[Sprite], list[tuple[str, int, tuple[int, int, int]]]] = ([], [])

    def build(self, view: Table, ui: UiState, cam: Camera, hand_rect: Rect,
              sliding: Mapping[str, tuple[float, float]] | None = None) -> Scene:
        drag = ui.drag
        selection = frozenset(ui.selection)
        moving = frozenset(sliding or ())
        key = (selection, ui.hint, ui.hint_zones, moving, None if drag is None else (drag.pieces, drag.targets),
               ui.drawer_open)
        fresh_view = view is not self._view
        if fresh_view or key != self._key:
            self._key, self._view = key, view
            self._layers.clear()
        layer = self._layers.get(cam.zoom)
        if layer is None:
            layer = self._layers[cam.zoom] = build_layer(view, ui, cam.zoom, moving)
        self._layer = layer
        hand_key = (ui.viewer, tuple(hand_rect), selection, ui.hover, ui.hint, None if drag is None else drag.pieces)
        if fresh_view or hand_key != self._hand_key:
            self._hand_key = hand_key
            self._hand = hand_sprites(view, ui, hand_rect, set(drag.pieces) if drag is not None else set())
        return compose(view, ui, cam, hand_rect, self._layer, self._hand, sliding)
