"""The keys-and-mouse sheet (F1 or ?): a card over a dimmed table listing every binding.

The list itself is UI-shell's ``KEY_BINDINGS``, so the sheet cannot drift from what the keys do.
It closes on F1, ?, Esc or a click, and swallows input while open.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .i18n import _, language
from .theme import ui_font

VEIL = (20, 14, 8, 170)
CARD = (243, 233, 210)
EDGE = (59, 42, 28)
INK = (43, 33, 24)
KEY_INK = (122, 59, 18)
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_F1)
SHRINK = (1.0, 0.875, 0.75, 0.625)


class HelpOverlay:
    def __init__(self, bindings: Sequence[tuple[str, str]], ui_scale: float = 1.0) -> None:
        self.bindings = list(bindings)
        self.ui_scale = ui_scale
        self.visible = False
        self._sheet: tuple[object, pygame.Surface] | None = None

    def toggle(self) -> None:
        self.visible = not self.visible

    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if (
            event.type == pygame.KEYDOWN
            and (event.key in CLOSE_KEYS or getattr(event, "unicode", "") == "?")
            or event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
        ):
            self.visible = False
        return event.type not in (pygame.QUIT, pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        key = (surface.get_size(), language())
        if self._sheet is None or self._sheet[0] != key:
            self._sheet = (key, self._render(*surface.get_size()))
        surface.blit(self._sheet[1], (0, 0))

    def _render(self, w: int, h: int) -> pygame.Surface:
        """The veil and the card for a ``w`` x ``h`` window, drawn once and reused every frame.

        The card takes as many columns as the height needs; when they are too wide for the window
        the text shrinks step by step (down to ``SHRINK[-1]``) rather than running off the card.
        """
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        surface.fill(VEIL)
        for shrink in SHRINK:
            layout = _Layout(self.bindings, self.ui_scale * shrink, h)
            if layout.width <= w - 20 and layout.height <= h - 20:
                break
        card = pygame.Rect(0, 0, min(w - 20, layout.width), min(h - 20, layout.height))
        card.center = (w // 2, h // 2)
        layout.draw(surface, card)
        return surface


class _Layout:
    """Fonts, columns and sizes of the help card at one text scale."""

    def __init__(self, bindings: Sequence[tuple[str, str]], scale: float, window_h: int) -> None:
        self.bindings, self.scale = bindings, scale
        self.title_font = ui_font(None, round(24 * scale), bold=True)
        self.key_font = ui_font(None, round(16 * scale), bold=True)
        self.text_font = ui_font(None, round(16 * scale))
        self.row = self.text_font.get_linesize() + round(6 * scale)
        self.pad = round(24 * scale)
        self.key_w = max((self.key_font.size(_(k))[0] for k, _d in bindings), default=0) + round(20 * scale)
        text_w = max((self.text_font.size(_(d))[0] for _k, d in bindings), default=0)
        self.title = self.title_font.render(_("Keys and mouse"), True, INK)
        self.footer = self.text_font.render(_("F1, ? or Esc closes this sheet"), True, KEY_INK)
        chrome_h = self.title.get_height() + self.footer.get_height() + 4 * self.pad
        rows_fit = max(1, (window_h - 20 - chrome_h) // self.row)
        columns = max(1, -(-len(bindings) // rows_fit))
        self.rows = -(-len(bindings) // columns) if bindings else 0
        self.col_w = self.key_w + text_w + self.pad
        self.width = max(self.title.get_width(), columns * self.col_w - self.pad) + 2 * self.pad
        self.height = self.rows * self.row + chrome_h

    def draw(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        radius, pad = round(8 * self.scale), self.pad
        pygame.draw.rect(surface, CARD, card, border_radius=radius)
        pygame.draw.rect(surface, EDGE, card, width=2, border_radius=radius)
        surface.blit(self.title, (card.x + pad, card.y + pad))
        top = card.y + pad * 2 + self.title.get_height()
        for i, (keys, description) in enumerate(self.bindings):
            x = card.x + pad + (i // self.rows) * self.col_w
            y = top + (i % self.rows) * self.row
            surface.blit(self.key_font.render(_(keys), True, KEY_INK), (x, y))
            surface.blit(self.text_font.render(_(description), True, INK), (x + self.key_w, y))
        surface.blit(self.footer, (card.x + pad, card.bottom - pad - self.footer.get_height()))
