"""The rules' moves for the seat at the computer: grouped under their kind's header, the ending move a button.

Dozens of moves fit because the list is as tall as the column allows (the log keeps a few rows
below it) and scrolls three rows a wheel step; the moves of a kind follow their header in the
engine's order.  The move that ends the turn (end the turn, finish, pass) is never buried in the
list: it is the button under it, the same move Enter makes.  Hovering a row tells the play screen,
which outlines the pieces that move touches on the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel

from .dialogs import ClickQueue
from .i18n import _
from .log_view import LogView
from .theme import fit_heading, px

if TYPE_CHECKING:
    from ..games.kit.binding import Choice

BUTTON_CHARS = 36  # a longer ending move shows its kind's header on the button, the words in the tooltip


def grouped(choices: Sequence[Choice]) -> tuple[list[str], list[Choice | None], Choice | None]:
    """The list's sentences (headers and moves), the choice behind each (``None`` for a header), and
    the ending move kept apart for the button."""
    ending = next((c for c in choices if c.ending), None)
    groups: dict[str, list[Choice]] = {}
    for c in choices:
        if c is not ending:
            groups.setdefault(c.group, []).append(c)
    lines: list[str] = []
    behind: list[Choice | None] = []
    for header, members in groups.items():
        lines.append(header)
        behind.append(None)
        for c in members:
            lines.append(c.label)
            behind.append(c)
    return lines, behind, ending


class MovePanel:
    def __init__(self, manager: pygame_gui.UIManager, container: UIPanel, clicks: ClickQueue) -> None:
        self.manager = manager
        m = manager
        pad, row = px(m, 6), px(m, 30)
        self.title = UILabel(pygame.Rect(pad, pad, px(m, 300), row), _("Your moves"), m, container=container,
                             object_id="@subheading")
        self.view = LogView(m, container, pygame.Rect(pad, pad + row, 40, row), on_pick=self._pick,
                            on_hover=self._hover)
        self.button = UIButton(pygame.Rect(pad, pad, 40, row), "", m, container=container,
                               command=clicks.later(self._end))
        self.choices: tuple[Choice, ...] = ()
        self.behind: list[Choice | None] = []
        self.ending: Choice | None = None
        self.on_pick: Callable[[Choice], object] | None = None
        self.on_hover: Callable[[Choice | None], object] | None = None
        self.waiting = ""
        self._fresh = False  # new moves are shown from their first row

    @property
    def shown(self) -> bool:
        return bool(self.choices) or bool(self.waiting)

    def set_choices(self, choices: Sequence[Choice], on_pick: Callable[[Choice], object],
                    on_hover: Callable[[Choice | None], object] | None = None, waiting: str = "") -> bool:
        """New moves (or none, with ``waiting`` saying whose decision it is); whether the panel must be laid out again."""
        self.on_pick, self.on_hover = on_pick, on_hover
        choices = tuple(choices)
        if choices == self.choices and waiting == self.waiting:
            return False
        self.choices, self.waiting = choices, waiting
        self._fresh = True
        lines, self.behind, self.ending = grouped(choices)
        headers = frozenset(k for k, c in enumerate(self.behind) if c is None)
        self.view.set_lines(lines, follow=False, headers=headers)
        if self.ending is not None:
            label = self.ending.label
            self.button.set_text(label if len(label) <= BUTTON_CHARS else self.ending.group)
            self.button.set_tooltip(label + f" ({_('Enter')})")
        return True

    def place(self, x: int, y: int, w: int, room: int) -> int:
        """Lay the panel out at (x, y), ``w`` wide and at most ``room`` tall; the height it takes."""
        m = self.manager
        pad, row = px(m, 6), px(m, 30)
        listed = bool(self.behind)
        self.view.show(listed)
        for part, on in ((self.title, self.shown), (self.button, self.ending is not None)):
            if on:
                part.show()
            else:
                part.hide()
        if not self.shown:
            return 0
        fresh, self._fresh = self._fresh, False
        self.title.set_relative_position((x, y))
        self.title.set_dimensions((w, row))
        fit_heading(self.title, _("Your moves") if self.choices else self.waiting, w)
        bottom = y + row
        button_h = row + pad if self.ending is not None else 0
        if listed:
            self.view.place(pygame.Rect(x, bottom, w, self.view.rect.h))
            wanted = len(self.view.rows) * self.view.row_h + 2
            least = self.view.row_h * min(3, len(self.view.rows)) + 2
            list_h = max(least, min(wanted, room - row - button_h))
            self.view.place(pygame.Rect(x, bottom, w, list_h))
            if fresh:
                self.view.scroll(-len(self.view.rows))
            bottom += list_h
        if self.ending is not None:
            self.button.set_relative_position((x, bottom + pad))
            self.button.set_dimensions((w, row))
            bottom += button_h
        return bottom - y

    def process_event(self, event: pygame.event.Event) -> bool:
        return bool(self.behind) and self.view.process_event(event)

    def _pick(self, sentence: int) -> None:
        choice = self.behind[sentence] if sentence < len(self.behind) else None
        if choice is not None and self.on_pick is not None:
            self.on_pick(choice)

    def _hover(self, sentence: int | None) -> None:
        if self.on_hover is not None:
            self.on_hover(self.behind[sentence] if sentence is not None and sentence < len(self.behind) else None)

    def _end(self) -> None:
        if self.ending is not None and self.on_pick is not None:
            self.on_pick(self.ending)
