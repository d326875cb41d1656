"""Draws a ``Scene``: the felt, zone marks, the pieces (one ``fblits`` call), the hand strip, overlays.

Nothing is scaled or turned here: every image comes from ``Assets`` at its final size.  The table
layer's list of (surface, position) is worked out once per layer (``layer_blits``).  While a layer
crowded with pieces stays on screen it is drawn once into a backing picture a margin larger than the
view, and each frame copies the view out of it: a frame then costs about one screen copy however many
pieces lie on the table, and only what moves (the dragged pieces, the hover outline, the hand strip)
is drawn again.  A copy reads a screen's worth of pixels as it writes them, which costs several fills
(measured at 2560x1440: a fill 0.5 ms, the copy 1.4-2 ms, more when a pan leaves it unaligned); so a
layer whose pieces in view cover less than ``layer_blits.LIGHT_SHARE`` of the view is drawn straight
to the screen every frame.
"""

from __future__ import annotations

from typing import Any

import pygame
from msgspec import Struct, field

from ..colours import luma
from ..core.model import ZoneKind
from .assets import Assets
from .hit_test import TARGET_PX
from .i18n import _
from .labels import Label, Labels, badges, lay_out
from .layer_blits import LayerBlits, ZoneOutline
from .scene import Layer, Scene
from .scene_sprite import Rect, Sprite
from .window_layout import BACKGROUND

FELT = (46, 84, 62)
FELT_EDGE = (34, 64, 46)
MARK = (210, 220, 200)
TRAY = (92, 66, 44)
TRAY_EDGE = (60, 42, 28)
HIGHLIGHT = {"selected": (255, 214, 64), "hover": (255, 255, 255), "target": (90, 200, 255), "drop": (120, 255, 140),
             "dragged": (255, 214, 64), "hint": (255, 140, 40)}
STRIP = (22, 24, 28)
SHADOW_OFFSET = 5
MAX_STACK_IMAGES = 48
MAX_SHADOWS = 16
MAX_KEPT_LAYERS = 6
Blit = tuple[pygame.Surface, tuple[int, int]]
StripParts = tuple[list[Blit], list[tuple[Rect, str]], list[Blit]]
BACKING_MARGIN = 128  # pixels drawn beyond each side of the view, so a pan reuses the backing
FILL_BLOCK = 16  # pixels: SDL's vector fill works in 64-byte runs of 32-bit pixels


class Backing(Struct):
    """The table layer drawn off screen over ``world`` (world pixels), for the layer and table size in ``key``."""

    surface: pygame.Surface = field(default_factory=lambda: pygame.Surface((1, 1)))
    world: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    key: tuple[Layer, tuple[int, int]] | None = None


class Painter:
    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._layer: LayerBlits | None = None
        self._kept: dict[int, LayerBlits] = {}  # the last few layers' (a zoom back to a step finds its blits ready)
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self._message: tuple[tuple[str, int], pygame.Surface] | None = None
        self._stacks: dict[tuple[str, int, tuple[int, int], int, int], pygame.Surface] = {}
        self._badges: dict[tuple[str, int], pygame.Surface] = {}
        self._strip: StripParts = ([], [], [])
        self._strip_of: tuple[object, object, str, pygame.Rect] | None = None
        self._backing = Backing()
        self._last_key: tuple[Layer, tuple[int, int]] | None = None

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._shadows.get(size)
        if surf is None:
            surf = self._shadows[size] = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 90))
            if len(self._shadows) > MAX_SHADOWS:
                del self._shadows[next(iter(self._shadows))]
        return surf

    def _stacked(self, s: Sprite) -> pygame.Surface:
        """A stack's top piece over the edges of the ones below, made once so a stack is one blit."""
        layers = min(3, s.depth - 1)
        key = (s.spec.id, s.face, s.size, s.rotation, layers)
        surf = self._stacks.get(key)
        if surf is None:
            top = self.assets.surface(s.spec, s.face, s.size, s.rotation)
            w, h = top.get_size()
            surf = pygame.Surface((w + 2 * layers, h + 2 * layers), pygame.SRCALPHA)
            radius = max(1, min(w, h) // 10)
            for i in range(layers, 0, -1):
                edge = pygame.Rect(2 * i, 2 * i, w, h)
                pygame.draw.rect(surf, (200, 196, 186), edge, border_radius=radius)
                pygame.draw.rect(surf, (90, 88, 84), edge, 1, border_radius=radius)
            surf.blit(top, (0, 0))
            surf = self._stacks[key] = surf.convert_alpha()
            if len(self._stacks) > MAX_STACK_IMAGES:
                del self._stacks[next(iter(self._stacks))]
        return surf

    def measure(self, text: str, size: int, wrap: int = 0) -> tuple[int, int]:
        """The pixel size of ``text`` as the painter draws it (a name in lines ``wrap`` wide)."""
        if not wrap:
            w, h = self.assets.fonts.get(size).size(text)
            return w, h
        return self.assets.text(text, size, MARK, wrap).get_size()

    def labels(self, layer: Layer) -> Labels:
        """The names and badges of a layer, placed so that none covers another."""
        return lay_out(layer.marks, layer.sprites, self.measure)

    def badge(self, text: str, size: int) -> pygame.Surface:
        key = (text, size)
        surf = self._badges.get(key)
        if surf is None:
            label = self.assets.text(text, size, (255, 255, 255))
            box = label.get_rect().inflate(8, 2)
            surf = self._badges[key] = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (20, 20, 20), surf.get_rect(), border_radius=box.height // 2)
            surf.blit(label, label.get_rect(center=surf.get_rect().center))
        return surf

    def _prepare(self, layer: Layer) -> LayerBlits:
        """The layer as one list of blits in world pixels: shadows, pieces (stacks with their edges), badges.

        A piece's image is looked up only when it first comes near the view, so a zoom step never
        scales pictures of pieces that are off screen."""
        prepared = self._layer
        if prepared is not None and prepared.layer is layer:
            return prepared
        if prepared is not None:
            self._kept[id(prepared.layer)] = prepared
            while len(self._kept) > MAX_KEPT_LAYERS:
                del self._kept[next(iter(self._kept))]
        kept = self._kept.pop(id(layer), None)
        if kept is not None and kept.layer is layer:
            self._layer = kept
            return kept
        labels = self.labels(layer)
        on_piece: dict[str, list[Label]] = {}
        for label in labels.shown:
            if label.is_badge:
                on_piece.setdefault(label.of, []).append(label)
        blits: list[list[Any]] = []
        outlines: list[tuple[Rect, str]] = []
        for s in layer.sprites:
            x, y, w, h = s.rect
            if s.shadow:
                blits.append([self._shadow((w, h)), x + SHADOW_OFFSET, y + SHADOW_OFFSET, w, h, None])
            blits.append([None, x, y, w + 6, h + 6, s])
            if s.highlight in HIGHLIGHT:
                outlines.append((s.rect, s.highlight))
            for label in on_piece.get(s.piece, ()):
                bx, by, bw, bh = label.rect
                blits.append([self.badge(label.text, label.size), bx, by, bw, bh, None])
        names = {label.of: label for label in labels.shown if not label.is_badge}
        zones = [ZoneOutline(pygame.Rect(mark.rect), mark.kind, HIGHLIGHT.get(mark.highlight, MARK),
                             3 if mark.highlight else 1, names.get(mark.zone)) for mark in layer.marks]
        self._layer = LayerBlits(layer, blits, outlines, zones)
        return self._layer

    def _resolve(self, entry: list[Any]) -> pygame.Surface:
        s: Sprite = entry[5]
        surf = self._stacked(s) if s.depth > 1 else self.assets.surface(s.spec, s.face, s.size, s.rotation)
        entry[0] = surf
        return surf

    def paint(self, screen: pygame.Surface, scene: Scene, table_px: tuple[int, int]) -> None:
        ox, oy = scene.origin
        clip = pygame.Rect(scene.viewport)
        seen = clip.move(-ox, -oy)  # the view in world pixels
        screen.set_clip(clip)
        key = (scene.layer, table_px)
        backing = self._backing
        light = self._prepare(scene.layer).light(seen)
        ready = not light and backing.key == key and backing.world.contains(seen)
        if not ready and not light and (backing.key == key or self._last_key == key):
            self._draw_backing(screen, scene.layer, table_px, seen)
            ready = True
        if ready:
            screen.blit(backing.surface, clip.topleft, seen.move(-backing.world.x, -backing.world.y))
        else:
            self._draw_layer(screen, scene.layer, table_px, (ox, oy), clip)
        self._last_key = key
        if scene.drop is not None:
            rect, kind = scene.drop
            if kind is ZoneKind.BAG:
                pygame.draw.ellipse(screen, HIGHLIGHT["drop"], rect, 3)
            else:
                pygame.draw.rect(screen, HIGHLIGHT["drop"], rect, 3)
        for spot in scene.spots:
            pygame.draw.rect(screen, HIGHLIGHT["target"], spot, 3, border_radius=4)
        if scene.hover is not None:
            pygame.draw.rect(screen, HIGHLIGHT["hover"], around(scene.hover), 2, border_radius=4)
        self._hand(screen, scene)
        for sprite in scene.overlay:
            self._sprite(screen, sprite, sprite.rect)
        if scene.box is not None:
            pygame.draw.rect(screen, HIGHLIGHT["selected"], scene.box, 1)
        if scene.enlarged is not None and scene.magnified is None:
            self._sprite(screen, scene.enlarged, scene.enlarged.rect)
        if scene.magnified is not None:
            for sprite in scene.magnified_group or [scene.magnified]:
                self._sprite(screen, sprite, sprite.rect)
            if scene.magnified_note:
                self._note(screen, scene.magnified_note, scene.magnified.rect, scene.viewport)
        screen.set_clip(None)

    def _note(self, screen: pygame.Surface, text: str, under: Rect, viewport: Rect) -> None:
        """A few lines on a dark box under the magnified piece (above it when the view ends first)."""
        x, y, w, h = under
        label = self.assets.text(text, 16, (250, 240, 214), wrap=max(w, 380))
        box = label.get_rect(topleft=(x, y + h + 6)).inflate(14, 10)
        if box.bottom > viewport[1] + viewport[3]:
            box.bottom = y - 6
        box.left = max(viewport[0] + 4, min(box.left, viewport[0] + viewport[2] - box.width - 4))
        screen.fill((28, 24, 20), box)
        pygame.draw.rect(screen, (190, 170, 130), box, 1)
        screen.blit(label, label.get_rect(center=box.center))

    def _draw_backing(self, screen: pygame.Surface, layer: Layer, table_px: tuple[int, int], seen: pygame.Rect) -> None:
        """Draw the layer around the view into the backing picture, a margin wider on each side.

        Panning then costs one copy of the view out of it until the view leaves the margin.  A
        layer is drawn straight to the screen the first frame it shows, and into the backing only
        when it shows again: a zoom walks one step (one new layer) a frame and would otherwise pay
        for margins it never uses.
        """
        world = seen.inflate(2 * BACKING_MARGIN, 2 * BACKING_MARGIN)
        backing = self._backing
        if backing.surface.get_size() != world.size:
            backing.surface = pygame.Surface(world.size).convert(screen)
        backing.surface.set_clip(None)
        self._draw_layer(backing.surface, layer, table_px, (-world.x, -world.y), backing.surface.get_rect())
        backing.world, backing.key = world, (layer, table_px)

    def _draw_layer(self, target: pygame.Surface, layer: Layer, table_px: tuple[int, int], origin: tuple[int, int],
                    clip: pygame.Rect) -> None:
        """The table layer drawn with its world origin at ``origin`` on ``target``, inside ``clip``:
        background and felt, zone marks, pieces, selection outlines."""
        ox, oy = origin
        prepared = self._prepare(layer)
        blits = prepared.placed(clip.move(-ox, -oy), origin, self._resolve)  # before the fill evicts its records
        table = pygame.Rect(ox, oy, *table_px)
        felt = table.clip(clip)
        for colour, rect in backdrop((clip.x, clip.y, clip.w, clip.h), (felt.x, felt.y, felt.w, felt.h)):
            target.fill(colour, rect)
        pygame.draw.rect(target, FELT_EDGE, table, 3)
        if layer.tray is not None:
            self._tray(target, pygame.Rect(layer.tray).move(ox, oy), layer.tray_margin, clip)
        for zone in prepared.zones:
            shown = zone.rect.move(ox, oy)
            if shown.colliderect(clip):
                self._zone(target, zone, shown)
        target.fblits(blits)
        for (x, y, w, h), kind in prepared.outlines:
            pygame.draw.rect(target, HIGHLIGHT[kind], (x + ox, y + oy, w, h), _outline_width(kind), border_radius=4)

    def _tray(self, target: pygame.Surface, tray: pygame.Rect, margin: int, clip: pygame.Rect) -> None:
        """The game box's open drawer: a wooden tray, named in its margin when the name fits there."""
        target.fill(TRAY, tray.clip(clip))
        pygame.draw.rect(target, TRAY_EDGE, tray, 3)
        title = self.assets.text(_("Game box"), 14, MARK)
        if title.get_height() <= margin - 2:
            target.blit(title, (tray.x + 8, tray.y + (margin - title.get_height()) // 2))

    def status(self, screen: pygame.Surface, text: str, viewport: Rect, above: int) -> None:
        """A short message (a refusal, a hint, what the rules did) over the bottom of the table view,
        in lines as wide as the view allows; several lines in a smaller size, the table showing through.

        Messages are one-offs (every move tells its own), so only the one on screen is kept drawn."""
        room = max(200, viewport[2] * 3 // 4)
        if self._message is None or self._message[0] != (text, room):
            self._message = ((text, room), self._message_box(text, room))
        box = self._message[1]
        screen.blit(box, box.get_rect(midbottom=(viewport[0] + viewport[2] // 2, above - 8)))

    def _message_box(self, text: str, room: int) -> pygame.Surface:
        lines = text.split("\n")
        font = self.assets.fonts.get(18 if len(lines) == 1 else 15)
        font.align = pygame.FONT_CENTER
        label = font.render(text, True, (255, 255, 255), None, min(room, max(font.size(line)[0] for line in lines) + 4))
        font.align = pygame.FONT_LEFT
        box = pygame.Surface(label.get_rect().inflate(16, 8).size, pygame.SRCALPHA)
        box.fill((0, 0, 0, 255 if len(lines) == 1 else 190))
        box.blit(label, label.get_rect(center=box.get_rect().center))
        return box

    def _sprite(self, screen: pygame.Surface, sprite: Sprite, rect: Rect) -> None:
        below, outlines, above = self._parts(sprite, rect)
        _draw_parts(screen, below, outlines, above)

    def _parts(self, sprite: Sprite, rect: Rect, parts: StripParts | None = None) -> StripParts:
        """A sprite drawn at ``rect`` as blits under its outline (shadow, picture) and over it (badges)."""
        below, outlines, above = parts if parts is not None else ([], [], [])
        x, y, w, h = rect
        if sprite.shadow:
            below.append((self._shadow((w, h)), (x + SHADOW_OFFSET, y + SHADOW_OFFSET)))
        below.append((self.assets.surface(sprite.spec, sprite.face, sprite.size, sprite.rotation), (x, y)))
        if sprite.highlight in HIGHLIGHT:
            outlines.append((rect, sprite.highlight))
        for label in badges(sprite, rect, self.measure):
            above.append((self.badge(label.text, label.size), (label.rect[0], label.rect[1])))
        return below, outlines, above

    def _zone(self, target: pygame.Surface, zone: ZoneOutline, rect: pygame.Rect) -> None:
        """A zone's outline (a bag's shape) at ``rect`` with its name inside, when the name fits (``labels``)."""
        if zone.kind is ZoneKind.BAG:
            pygame.draw.ellipse(target, (112, 80, 52), rect)
            pygame.draw.ellipse(target, zone.colour, rect, 2)
        else:
            pygame.draw.rect(target, zone.colour, rect, zone.width)
        if zone.name is not None:
            if zone.text is None:
                name = zone.name
                zone.text = self.assets.text(name.text, name.size, MARK, wrap=name.wrap)
                zone.text_at = zone.text.get_rect(center=(rect.w // 2, rect.h // 2)).topleft
            target.blit(zone.text, (rect.x + zone.text_at[0], rect.y + zone.text_at[1]))

    def _hand(self, screen: pygame.Surface, scene: Scene) -> None:
        """The hand strip: a band of its colour, then its cards, outlines, badges and labels.

        What to blit is worked out once while the hand stays the same (``SceneBuilder`` hands over
        the very same sprite list), so panning and zooming the table costs a full-width fill and a
        few blits here: less than copying a ready picture of the whole strip would.
        """
        rect = pygame.Rect(scene.hand_rect)
        if rect.height <= 0:
            return
        kept = self._strip_of
        if (kept is None or kept[0] is not scene.hand or kept[1] is not scene.hand_counts
                or kept[2] != scene.hand_owner or kept[3] != rect):
            self._strip = self._lay_out_strip(scene, rect)
            self._strip_of = (scene.hand, scene.hand_counts, scene.hand_owner, rect)
        screen.set_clip(rect)
        screen.fill(STRIP, rect)
        _draw_parts(screen, *self._strip)
        screen.set_clip(pygame.Rect(scene.viewport).union(rect))

    def _lay_out_strip(self, scene: Scene, rect: pygame.Rect) -> StripParts:
        parts: StripParts = ([], [], [])
        for sprite in scene.hand:
            self._parts(sprite, sprite.rect, parts)
        labels = parts[2]
        if scene.hand_owner:
            label = self.assets.text(_("{name}'s hand", name=scene.hand_owner), 14, (200, 200, 200))
            labels.append((label, (rect.x + 8, rect.bottom - label.get_height() - 4)))
        x = rect.right - 8
        for name, count, colour in reversed(scene.hand_counts):
            label = self.assets.text(_("{name}: {count} in hand", name=name, count=count), 14, lifted(colour))
            x -= label.get_width() + 12
            labels.append((label, (x, rect.bottom - label.get_height() - 4)))
        return parts


def lifted(rgb: tuple[int, int, int], least: float = 110.0) -> tuple[int, int, int]:
    """A seat's colour as words on the dark hand strip wear it: a dark one (Robinson's black pawns) is
    lightened until it reads, a light one is kept."""
    light = luma(rgb)
    if light >= least:
        return rgb
    k = (least - light) / (255 - light)
    return (round(rgb[0] + (255 - rgb[0]) * k), round(rgb[1] + (255 - rgb[1]) * k), round(rgb[2] + (255 - rgb[2]) * k))


def _draw_parts(screen: pygame.Surface, below: list[Blit], outlines: list[tuple[Rect, str]], above: list[Blit]) -> None:
    screen.fblits(below)
    for rect, kind in outlines:
        pygame.draw.rect(screen, HIGHLIGHT[kind], rect, _outline_width(kind), border_radius=4)
    screen.fblits(above)


def around(rect: Rect) -> pygame.Rect:
    """Where the hover outline goes: on the edge of a piece, or just outside one so small (a vegetable at
    the fitted zoom) that an outline on its edge would paint it over."""
    shown = pygame.Rect(rect)
    return shown if min(shown.w, shown.h) >= TARGET_PX else shown.inflate(6, 6)


def _outline_width(kind: str) -> int:
    """The pieces a hovered move touches stand out more than a selection."""
    return 3 if kind == "hint" else 2


def backdrop(clip: Rect, felt: Rect, block: int = FILL_BLOCK) -> list[tuple[tuple[int, int, int], Rect]]:
    """The fills that paint ``clip`` with the background and ``felt`` (inside it) with the felt, each
    pixel about once.

    SDL fills a rectangle with wide vector stores only where a row starts on, and spans, whole
    ``block``-pixel columns; elsewhere it falls back to a per-pixel loop many times slower.  So the
    felt is filled in whole columns, the one or two columns its edges cut are filled with the
    background first and then given their narrow strip of felt, and the bands above and below run
    the full width.  On 1920x1080 this costs what one full-screen fill does, where filling the
    background and then the felt over it cost up to three times as much.
    """
    cx, cy, cw, ch = clip
    fx, fy, fw, fh = felt
    if fw <= 0 or fh <= 0:
        return [(BACKGROUND, clip)]
    fills: list[tuple[tuple[int, int, int], Rect]] = []
    if fy > cy:
        fills.append((BACKGROUND, (cx, cy, cw, fy - cy)))
    if fy + fh < cy + ch:
        fills.append((BACKGROUND, (cx, fy + fh, cw, cy + ch - fy - fh)))
    right = fx + fw
    lo = fx if fx == cx else min(right, -(-fx // block) * block)
    hi = right if right == cx + cw else max(lo, right // block * block)
    if lo > cx:
        fills.append((BACKGROUND, (cx, fy, lo - cx, fh)))
    if hi < cx + cw:
        fills.append((BACKGROUND, (hi, fy, cx + cw - hi, fh)))
    if hi > lo:
        fills.append((FELT, (lo, fy, hi - lo, fh)))
    if lo > fx:
        fills.append((FELT, (fx, fy, lo - fx, fh)))
    if right > hi:
        fills.append((FELT, (hi, fy, right - hi, fh)))
    return fills
