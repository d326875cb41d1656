"""The hand-over screen of hot-seat play: an opaque curtain that names who takes the computer next.

While it is up nothing of the table shows and every input is swallowed.  It only lifts on a
click (or Enter/Space) that begins after it appeared and after a short arming delay, so the
click that ended the last turn, or an impatient double-click, cannot lift it in front of the wrong
person.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .i18n import _
from .theme import ui_font

CLOTH = (62, 45, 32)
INK = (255, 248, 236)
SOFT_INK = (222, 204, 172)
ARM_MS = 400
DISMISS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Curtain:
    def __init__(self, on_dismiss: Callable[[], None], arm_ms: int = ARM_MS, ui_scale: float = 1.0) -> None:
        self.on_dismiss = on_dismiss
        self.arm_ms = arm_ms
        self.ui_scale = ui_scale
        self.name = ""
        self.why = ""
        self.visible = False
        self._shown_at = 0
        self._pressed = False

    def show(self, name: str, why: str = "") -> None:
        """Cover the screen for ``name``; ``why`` says what they take the computer for, if not their turn."""
        self.name = name
        self.why = why
        self.visible = True
        self._shown_at = pygame.time.get_ticks()
        self._pressed = False

    def hide(self) -> None:
        self.visible = False
        self._pressed = False

    def process_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        armed = pygame.time.get_ticks() - self._shown_at >= self.arm_ms
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = armed
        elif (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self._pressed
            or event.type == pygame.KEYDOWN
            and event.key in DISMISS_KEYS
            and armed
        ):
            self._lift()
        return event.type not in (pygame.QUIT, pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        surface.fill(CLOTH)
        w, h = surface.get_size()
        big = ui_font(None, max(18, round(min(h / 14, w / 22) * self.ui_scale)), bold=True)
        small = ui_font(None, max(14, round(min(h / 30, w / 44) * self.ui_scale)))
        title = big.render(_("Pass the computer to {name}", name=self.name) + (f" {self.why}" if self.why else ""),
                           True, INK)
        hint = small.render(_("Click when {name} is ready", name=self.name), True, SOFT_INK)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - title.get_height() // 2)))
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + hint.get_height())))

    def _lift(self) -> None:
        self.hide()
        self.on_dismiss()
