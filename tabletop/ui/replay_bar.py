"""The replay's VCR bar along the bottom of the table view: a slider over the whole log with where the
replay stands, and the buttons to step, jump, play, bookmark, play on from here and close.

Each button runs a named command of the replay's ``CommandTable`` (its label and tip come from
``commands.COMMANDS``), as the keys do, so a key and its button never differ.  The slider posts
pygame_gui's moved event only when the player drags it, never when the replay moves it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel, UIPanel

from .commands import COMMANDS, CommandTable
from .dialogs import ClickQueue
from .i18n import _
from .theme import px

BAR_HEIGHT = 84
LABEL_WIDTH = 210
TOP_BUTTONS: tuple[tuple[str, int], ...] = (("bookmark", 116), ("play_from_here", 140), ("replay_close", 72))
"""The first row's commands, right of the slider and the label, with their base widths."""
ROW_BUTTONS: tuple[tuple[str, int], ...] = (
    ("replay_start", 40), ("replay_round_back", 90), ("replay_turn_back", 72), ("replay_step_back", 34),
    ("replay_play", 104), ("replay_step", 34), ("replay_turn", 72), ("replay_round", 90), ("replay_end", 40),
    ("replay_speed", 52), ("replay_hand", 150),
)
"""The second row's commands, left to right, with their base widths."""


def tip(name: str) -> str:
    command = COMMANDS[name]
    return _(command.tip) + (f" ({_(command.keys)})" if command.keys else "")


class ReplayBar:
    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect, commands: CommandTable,
                 on_seek: Callable[[int], None], hand: bool) -> None:
        """``hand``: with the button that picks whose hand shows (an open replay: a finished game)."""
        self.manager = manager
        self.on_seek = on_seek
        self._clicks = ClickQueue()
        self.panel = UIPanel(rect, manager=manager, object_id="#hud_bar")
        self.rects: dict[str, pygame.Rect] = {}
        self.shown = [name for name, _base in ROW_BUTTONS if hand or name != "replay_hand"]
        self._lay_out(rect.w)
        self.slider = UIHorizontalSlider(self.rects["slider"], 0, (0, 1), manager, container=self.panel,
                                         click_increment=1)
        self.label = UILabel(self.rects["label"], "", manager, container=self.panel, object_id="@status")
        self.buttons: dict[str, UIButton] = {}
        for name in (*self.shown, *(name for name, _base in TOP_BUTTONS)):
            self.buttons[name] = UIButton(self.rects[name], _(COMMANDS[name].label), manager,
                                          container=self.panel, tool_tip_text=tip(name),
                                          command=self._clicks.later(commands.handler(name)))
        self._length = -1

    def _lay_out(self, width: int) -> None:
        """Where each part goes in a bar ``width`` wide: the slider, the label and three buttons above,
        the transport buttons below (squeezed when narrow)."""
        m = self.manager
        pad, row = px(m, 6), px(m, 32)
        width -= 2 * px(m, 1)  # the panel's border
        r = self.rects
        top = [(name, px(m, base)) for name, base in TOP_BUTTONS]
        label_w = px(m, LABEL_WIDTH)
        squeeze = min(1.0, (width * 2 // 3) / (label_w + sum(w for _name, w in top) + pad * len(top)))
        x = width
        for name, w in reversed(top):
            x -= int(w * squeeze) + pad
            r[name] = pygame.Rect(x, pad, int(w * squeeze), row)
        x -= int(label_w * squeeze) + pad
        r["label"] = pygame.Rect(x, pad, int(label_w * squeeze), row)
        r["slider"] = pygame.Rect(pad, pad + px(m, 4), max(40, x - 2 * pad), row - px(m, 8))
        bases = [(name, base) for name, base in ROW_BUTTONS if name in self.shown]
        squeeze = min(1.0, (width - pad * (len(bases) + 1)) / max(1, sum(px(m, base) for _name, base in bases)))
        x = pad
        for name, base in bases:
            r[name] = pygame.Rect(x, 2 * pad + row, int(px(m, base) * squeeze), row)
            x += r[name].w + pad

    def place(self, rect: pygame.Rect) -> None:
        """Lay the bar out in ``rect`` (after the window was resized)."""
        self.panel.set_relative_position(rect.topleft)
        self.panel.set_dimensions(rect.size)
        self._lay_out(rect.w)
        for name, part in (("slider", self.slider), ("label", self.label), *self.buttons.items()):
            if name in self.rects and part.relative_rect != self.rects[name]:
                part.set_relative_position(self.rects[name].topleft)
                part.set_dimensions(self.rects[name].size)

    def show_position(self, position: int, length: int, text: str) -> None:
        if length != self._length:
            self._length = length
            self.slider.value_range = (0, max(1, length))
            self.slider.set_current_value(min(position, max(1, length)), warn=False)
        elif int(self.slider.get_current_value()) != position:
            self.slider.set_current_value(position, warn=False)
        if self.label.text != text:
            self.label.set_text(text)

    def set_text(self, name: str, text: str) -> None:
        if self.buttons[name].text != text:
            self.buttons[name].set_text(text)

    def enable(self, name: str, on: bool) -> None:
        button = self.buttons[name]
        if on and not button.is_enabled:
            button.enable()
        elif not on and button.is_enabled:
            button.disable()

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = self._clicks.run()
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.on_seek(int(round(event.value)))
            return True
        return consumed

    def kill(self) -> None:
        self.panel.kill()
