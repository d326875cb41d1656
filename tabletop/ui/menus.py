"""The right-click menu: a titled column of actions with their shortcut keys beside them.

It opens at the cursor (pushed back inside the window when it would spill over) and closes after a
pick, on Esc, or on a click anywhere outside it; the outside click is swallowed so it does not
also act on the table.  An item carries no tooltip: its shortcut is printed beside it, and a tooltip
would open over the item below it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame
import pygame_gui
from msgspec import Struct
from pygame_gui.elements import UIButton, UILabel, UIPanel

from .dialogs import ClickQueue
from .theme import px, ui_font


def _nothing() -> None:
    """A menu line that only names something (e.g. a heading the player cannot pick) does nothing."""


class MenuItem(Struct, frozen=True):
    label: str
    shortcut: str = ""
    on_pick: Callable[[], object] = _nothing
    enabled: bool = True


class ContextMenu:
    def __init__(
        self, manager: pygame_gui.UIManager, screen_pos: tuple[int, int], title: str, items: Sequence[MenuItem]
    ) -> None:
        self.manager = manager
        self._clicks = ClickQueue()
        m = manager
        row, pad = px(m, 32), px(m, 4)
        sw, sh = manager.window_resolution
        label_w = max((ui_font(m, 16).size(item.label)[0] for item in items), default=0)
        title_w = ui_font(m, 18, bold=True).size(title)[0]
        shortcut_w = px(m, 96) if any(item.shortcut for item in items) else 0
        width = min(sw - 8, max(px(m, 220), label_w + shortcut_w + px(m, 40), title_w + px(m, 40)))
        height = row + len(items) * row + 2 * pad + px(m, 6)
        x = min(max(0, screen_pos[0]), max(0, sw - width))
        y = min(max(0, screen_pos[1]), max(0, sh - height))
        self.panel = UIPanel(pygame.Rect(x, y, width, height), starting_height=50, manager=m, object_id="#context_menu")
        inner_w, inner_h = (int(n) for n in self.panel.get_container().get_size())
        extra = height - inner_h
        y = min(y, max(0, sh - height - extra))
        self.panel.set_position((x, y))
        self.panel.set_dimensions((width, height + extra))
        self.title = UILabel(
            pygame.Rect(pad + px(m, 6), pad, inner_w - 2 * pad - px(m, 6), row),
            title,
            m,
            container=self.panel,
            object_id="@subheading",
        )
        self.buttons: list[UIButton] = []
        for i, item in enumerate(items):
            top = pad + row + px(m, 6) + i * row
            button = UIButton(
                pygame.Rect(pad, top, inner_w - 2 * pad, row),
                item.label,
                m,
                container=self.panel,
                object_id="@menu_item",
                command=self._clicks.later(partial(self._pick, item)),
            )
            if not item.enabled:
                button.disable()
            if item.shortcut:
                shortcut = UILabel(
                    pygame.Rect(inner_w - pad - px(m, 96), top, px(m, 90), row),
                    item.shortcut,
                    m,
                    container=self.panel,
                    object_id="#menu_shortcut",
                    parent_element=button,
                )
                if not item.enabled:
                    shortcut.disable()
            self.buttons.append(button)

    @property
    def is_open(self) -> bool:
        return bool(self.panel.alive())

    def close(self) -> None:
        self.panel.kill()

    def process_event(self, event: pygame.event.Event) -> bool:
        if self._clicks.run():
            return True
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.panel.rect.collidepoint(event.pos):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.close()
                return True
        return False

    def _pick(self, item: MenuItem) -> None:
        self.close()
        item.on_pick()
