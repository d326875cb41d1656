"""Draws a ``Scene``: the felt, zone marks, the pieces (one ``fblits`` call), the hand strip, overlays.

Nothing is scaled or turned here: every image comes from ``Assets`` at its final size.  The table
layer's list of (surface, position) is worked out once per layer and only shifted by the scene's
origin while the view pans.
"""

from __future__ import annotations

import pygame

from ..core.model import ZoneKind
from .assets import Assets
from .i18n import _
from .scene import Layer, Scene
from .scene_sprite import Rect, Sprite

BACKGROUND = (28, 30, 34)
FELT = (46, 84, 62)
FELT_EDGE = (34, 64, 46)
MARK = (210, 220, 200)
HIGHLIGHT = {"selected": (255, 214, 64), "hover": (255, 255, 255), "target": (90, 200, 255), "drop": (120, 255, 140),
             "dragged": (255, 214, 64)}
STRIP = (22, 24, 28)
SHADOW_OFFSET = 5


class Painter:
    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self._layer: Layer | None = None
        self._blits: list[tuple[pygame.Surface, int, int]] = []
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        surf = self._shadows.get(size)
        if surf is None:
            surf = self._shadows[size] = pygame.Surface(size, pygame.SRCALPHA)
            surf.fill((0, 0, 0, 90))
        return surf

    def _prepare(self, layer: Layer) -> None:
        if layer is self._layer:
            return
        self._layer = layer
        self._blits = [(self.assets.surface(s.spec, s.face, s.size, s.rotation), s.rect[0], s.rect[1])
                       for s in layer.sprites]

    def paint(self, screen: pygame.Surface, scene: Scene, table_px: tuple[int, int]) -> None:
        ox, oy = scene.origin
        clip = pygame.Rect(scene.viewport)
        screen.set_clip(clip)
        screen.fill(BACKGROUND)
        table = pygame.Rect(ox, oy, *table_px)
        screen.fill(FELT, table)
        pygame.draw.rect(screen, FELT_EDGE, table, 3)
        for mark in scene.layer.marks:
            self._mark(screen, scene.on_screen(mark.rect), mark.kind, mark.label, mark.count, mark.highlight)
        self._prepare(scene.layer)
        for sprite in scene.layer.sprites:
            if sprite.depth > 1 or sprite.shadow:
                self._under(screen, sprite, scene.on_screen(sprite.rect))
        screen.fblits([(surf, (x + ox, y + oy)) for surf, x, y in self._blits])
        for sprite in scene.layer.sprites:
            if sprite.highlight or sprite.counter is not None or sprite.depth > 1:
                self._over(screen, sprite, scene.on_screen(sprite.rect))
        if scene.hover is not None:
            pygame.draw.rect(screen, HIGHLIGHT["hover"], scene.hover, 2, border_radius=4)
        self._hand(screen, scene)
        for sprite in scene.overlay:
            self._sprite(screen, sprite, sprite.rect)
        if scene.box is not None:
            pygame.draw.rect(screen, HIGHLIGHT["selected"], scene.box, 1)
        if scene.magnified is not None:
            self._sprite(screen, scene.magnified, scene.magnified.rect)
        screen.set_clip(None)

    def status(self, screen: pygame.Surface, text: str, viewport: Rect, above: int) -> None:
        """A short line (a refusal, a hint) over the bottom of the table view."""
        label = self.assets.text(text, 18, (255, 255, 255))
        box = label.get_rect(midbottom=(viewport[0] + viewport[2] // 2, above - 8)).inflate(16, 8)
        screen.fill((0, 0, 0), box)
        screen.blit(label, label.get_rect(center=box.center))

    def _sprite(self, screen: pygame.Surface, sprite: Sprite, rect: Rect) -> None:
        if sprite.shadow:
            screen.blit(self._shadow((rect[2], rect[3])), (rect[0] + SHADOW_OFFSET, rect[1] + SHADOW_OFFSET))
        screen.blit(self.assets.surface(sprite.spec, sprite.face, sprite.size, sprite.rotation), rect[:2])
        self._over(screen, sprite, rect)

    def _under(self, screen: pygame.Surface, sprite: Sprite, rect: Rect) -> None:
        if sprite.shadow:
            screen.blit(self._shadow((rect[2], rect[3])), (rect[0] + SHADOW_OFFSET, rect[1] + SHADOW_OFFSET))
        for i in range(min(3, sprite.depth - 1), 0, -1):
            edge = pygame.Rect(rect[0] + 2 * i, rect[1] + 2 * i, rect[2], rect[3])
            pygame.draw.rect(screen, (200, 196, 186), edge, border_radius=max(1, min(rect[2], rect[3]) // 10))
            pygame.draw.rect(screen, (90, 88, 84), edge, 1, border_radius=max(1, min(rect[2], rect[3]) // 10))

    def _over(self, screen: pygame.Surface, sprite: Sprite, rect: Rect) -> None:
        if sprite.highlight in HIGHLIGHT:
            pygame.draw.rect(screen, HIGHLIGHT[sprite.highlight], rect, 2, border_radius=4)
        if sprite.counter is not None:
            self._badge(screen, str(sprite.counter), (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2), 20)
        if sprite.depth > 1:
            self._badge(screen, str(sprite.depth), (rect[0] + rect[2], rect[1]), 14)
        if sprite.locked and sprite.spec.kind != "board":
            self._badge(screen, "L", (rect[0], rect[1]), 12)

    def _badge(self, screen: pygame.Surface, text: str, centre: tuple[int, int], size: int) -> None:
        label = self.assets.text(text, size, (255, 255, 255))
        box = label.get_rect(center=centre).inflate(8, 2)
        pygame.draw.rect(screen, (20, 20, 20), box, border_radius=box.height // 2)
        screen.blit(label, label.get_rect(center=box.center))

    def _mark(self, screen: pygame.Surface, rect: Rect, kind: ZoneKind, label: str, count: int, highlight: str) -> None:
        colour = HIGHLIGHT.get(highlight, MARK)
        r = pygame.Rect(rect)
        if kind is ZoneKind.BAG:
            pygame.draw.ellipse(screen, (112, 80, 52), r)
            pygame.draw.ellipse(screen, colour, r, 2)
            self._badge(screen, f"{label} ({count})", r.center, 14)
            return
        pygame.draw.rect(screen, colour, r, 3 if highlight else 1, border_radius=6)
        if kind is ZoneKind.STACK and count == 0 and r.width > 30:
            text = self.assets.text(label, 12, MARK)
            screen.blit(text, text.get_rect(center=r.center))

    def _hand(self, screen: pygame.Surface, scene: Scene) -> None:
        rect = pygame.Rect(scene.hand_rect)
        if rect.height <= 0:
            return
        screen.fill(STRIP, rect)
        for sprite in scene.hand:
            self._sprite(screen, sprite, sprite.rect)
        x = rect.right - 8
        for name, count, colour in reversed(scene.hand_counts):
            label = self.assets.text(_("{name}: {count} in hand", name=name, count=count), 14, colour)
            x -= label.get_width() + 12
            screen.blit(label, (x, rect.bottom - label.get_height() - 4))
