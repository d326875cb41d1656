"""Piece images as pygame surfaces: made after the window exists, scaled once per size and kept.

The art (``tabletop.art.ArtBook``) gives a PIL image per (spec, face); it is converted to a surface
(the last few full-size ones are kept), then one scaled (and turned) copy is kept per (spec, face,
size, rotation), within a pixel budget, so a frame only blits and memory stays bounded.  Zoom rests on
fixed steps (``camera.ZOOM_STEPS``), so the sizes are few.  When there is no art for a piece, or its
image fails, a clean drawn stand-in (rounded rectangle with its name) is used and the failure is kept
in ``problems`` for the app to show once.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Protocol

import pygame

from ..core.model import PieceSpec
from ..lang.door import _
from ..resources import resource_path

PIXEL_FLOOR = 4_000_000  # 16 MB of scaled pictures at the least
SCREENS_KEPT = 2  # else two windows' worth: a layer rebuilt after a move finds what is on screen already scaled
BASE_IMAGES = 48
FONT_FILE = ("sprites", "fonts", "DejaVuSansCondensed.ttf")
KIND_COLOURS = {
    "card": (250, 247, 238), "tile": (226, 206, 160), "board": (214, 196, 160), "die": (240, 240, 232),
    "token": (200, 160, 60), "coin": (222, 190, 70), "cube": (160, 60, 50), "disc": (90, 90, 110),
}
BACK_COLOUR = (70, 92, 150)
INK = (32, 30, 28)


def pixel_budget() -> int:
    """How many scaled pixels to keep: enough for the window, and no more, so a long evening stays flat.

    The painter holds the surfaces of the layers it shows, so what is evicted here is never a picture
    on screen; this cache only spares re-scaling when a layer is rebuilt (after every move).
    """
    screen = pygame.display.get_surface()
    w, h = screen.get_size() if screen is not None else (0, 0)
    return max(PIXEL_FLOOR, SCREENS_KEPT * w * h)


class ArtSource(Protocol):
    """Where pictures come from: a pillow image or a pygame surface of a piece's face, at least ``at_least``."""

    def image(self, spec: PieceSpec, face: int, at_least: tuple[int, int] | None = None) -> Any: ...


class Fonts:
    """One font object per pixel size (pygame fonts are costly to open)."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}
        path = resource_path(*FONT_FILE)
        self._path = str(path) if path.is_file() else None

    def get(self, size: int) -> pygame.font.Font:
        size = max(6, min(size, 200))
        font = self._fonts.get(size)
        if font is None:
            font = self._fonts[size] = pygame.font.Font(self._path, size)
        return font


def _fit_text(fonts: Fonts, text: str, width: int, size: int) -> pygame.Surface:
    while True:
        surf = fonts.get(size).render(text, True, INK)
        if surf.get_width() <= width or size <= 7:
            return surf
        size = int(size * 0.85)


def _surface_of(image: Any) -> pygame.Surface:
    """An art picture as a surface: the art book gives pillow images, previews pygame surfaces."""
    if isinstance(image, pygame.Surface):
        return image.convert_alpha()
    if image.mode != "RGBA":
        image = image.convert("RGBA")
    return pygame.image.frombuffer(image.tobytes(), image.size, "RGBA").convert_alpha()  # one copy fewer


class Assets:
    def __init__(self, art: ArtSource | None = None) -> None:
        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            raise RuntimeError("Assets need a window: create them after pygame.display.set_mode")
        self.art = art
        self.fonts = Fonts()
        self.problems: list[str] = []
        self._base: OrderedDict[tuple[str, int], tuple[pygame.Surface | None, tuple[int, int]]] = OrderedDict()
        self._scaled: OrderedDict[tuple[str, int, tuple[int, int], int], pygame.Surface] = OrderedDict()
        self._pixels = 0

    def surface(self, spec: PieceSpec, face: int, size: tuple[int, int], rotation: int = 0) -> pygame.Surface:
        key = (spec.id, face, size, rotation % 360)
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
            return surf
        surf = self._make(spec, face, size)
        if rotation % 360:
            surf = pygame.transform.rotate(surf, -(rotation % 360))
        return self._keep(key, surf)

    def _keep(self, key: tuple[str, int, tuple[int, int], int], surf: pygame.Surface) -> pygame.Surface:
        """``surf`` kept under ``key``, the oldest let go past the pixel budget.

        Every surface kept here is counted: one that was not (a rendered text) would be subtracted when
        let go, and the count would drift below what is held, until the cache outgrew its budget."""
        self._scaled[key] = surf
        self._pixels += surf.get_width() * surf.get_height()
        budget = pixel_budget()
        while self._pixels > budget and len(self._scaled) > 1:
            _key, old = self._scaled.popitem(last=False)
            self._pixels -= old.get_width() * old.get_height()
        return surf

    def _art_surface(self, spec: PieceSpec, face: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The piece's picture at no less than ``size`` (or whole), kept until a bigger one is wanted."""
        key = (spec.id, face)
        kept = self._base.get(key)
        if kept is not None and (kept[0] is None or (kept[1][0] >= size[0] and kept[1][1] >= size[1])):
            self._base.move_to_end(key)
            return kept[0]
        surf = None
        serves = size
        if self.art is not None:
            try:
                surf = _surface_of(self.art.image(spec, face, at_least=size))
                w, h = surf.get_size()
                # a picture smaller than asked is the whole picture: it serves every size
                serves = (w, h) if w >= size[0] and h >= size[1] else (1 << 30, 1 << 30)
            except Exception as failure:  # a broken image must not stop the table: it gets a stand-in
                self.problems.append(f"{spec.label or spec.id} ({spec.faces[face]}): {failure}")
        self._base[key] = (surf, serves)
        self._base.move_to_end(key)
        if len(self._base) > BASE_IMAGES:
            self._base.popitem(last=False)
        return surf

    def _make(self, spec: PieceSpec, face: int, size: tuple[int, int]) -> pygame.Surface:
        base = self._art_surface(spec, face, size)
        if base is not None:
            if base.get_size() == size:
                return base
            return pygame.transform.smoothscale(base, size)
        return self.stand_in(spec, face, size)

    def stand_in(self, spec: PieceSpec, face: int, size: tuple[int, int]) -> pygame.Surface:
        """A plain drawn piece: rounded rectangle in its colour, its name (or die face) written on it."""
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        hidden = face in spec.hidden_faces
        colour = BACK_COLOUR if hidden and spec.kind in ("card", "tile") else (
            spec.color or KIND_COLOURS.get(spec.kind, (200, 200, 200)))
        radius = min(w, h) // 2 if spec.kind in ("token", "coin", "disc") else max(1, min(w, h) // 10)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, INK, surf.get_rect(), width=max(1, min(w, h) // 40), border_radius=radius)
        if spec.kind == "board":
            self._board_spaces(surf, spec)
        if min(w, h) < 14:
            return surf.convert_alpha()
        text = _(spec.faces[face]) if spec.is_die else _(spec.label or spec.back)
        if hidden and spec.kind in ("card", "tile"):
            text = _(spec.back or spec.label)
        label = _fit_text(self.fonts, text, w - 6, max(7, min(h // 4, w // 3) if spec.is_die else min(h // 7, 40)))
        if spec.is_die or hidden or spec.kind in ("token", "cube", "coin", "disc"):
            surf.blit(label, label.get_rect(center=(w // 2, h // 2)))
        else:
            surf.blit(label, (max(2, (w - label.get_width()) // 2), max(2, h // 14)))
        return surf.convert_alpha()

    def _board_spaces(self, surf: pygame.Surface, spec: PieceSpec) -> None:
        sx = surf.get_width() / spec.width
        sy = surf.get_height() / spec.height
        for space in spec.data.get("spaces", ()):
            rect = pygame.Rect(int(space["x"] * sx), int(space["y"] * sy), int(space["w"] * sx),
                               int(space["h"] * sy))
            if space.get("shape") == "circle":
                pygame.draw.ellipse(surf, INK, rect, 1)
            else:
                pygame.draw.rect(surf, INK, rect, 1)

    def text(self, text: str, size: int, colour: tuple[int, int, int] = INK, wrap: int = 0) -> pygame.Surface:
        """``text`` rendered once and kept; ``wrap`` (pixels, 0 = never) breaks it into centred lines that
        fit, in a smaller size if need be so that no word is cut."""
        key = ("text:" + text, size, (wrap, 0), hash(colour))
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
        else:
            if not wrap:
                surf = self.fonts.get(size).render(text, True, colour)
            else:
                longest = max(text.split() or [text], key=len)
                while size > 7 and self.fonts.get(size).size(longest)[0] > wrap:
                    size -= 1
                font = self.fonts.get(size)
                font.align = pygame.FONT_CENTER
                surf = font.render(text, True, colour, None, wrap)
                font.align = pygame.FONT_LEFT
            self._keep(key, surf)
        return surf
