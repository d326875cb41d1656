"""The chrome around the table: a tool bar along the top, the move panel and the log down the right.

The tool bar carries the status (whose turn, rules on or off) and the buttons, each with its
shortcut in the tooltip.  The right column shows the rules' offered moves when there are any and
the game log below them, scrolled to the newest line.  Whatever is left is ``table_rect``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel, UIVerticalScrollBar

from ..games.definition import Choice
from .dialogs import ClickQueue
from .i18n import _
from .theme import px, scale_of, ui_font
from .window_layout import chrome_rects, table_rect

CHOICE_ROWS = 8  # text rows the move list shows before it scrolls
STATUS_SHARE = 0.25  # of the tool bar kept for the status line when the window is narrow
LOG_FONT = 15
LOG_INK = (43, 33, 24)
LOG_PAPER = ((251, 246, 234), (243, 234, 214))
PICK_HOVER = (233, 212, 170)
WHEEL_ROWS = 3


@dataclass(frozen=True)
class HudCallbacks:
    undo: Callable[[], object]
    redo: Callable[[], object]
    save: Callable[[], None]
    load: Callable[[], None]
    end_turn: Callable[[], None]
    toggle_rules: Callable[[], None]
    menu: Callable[[], None]
    help: Callable[[], None]


def _tool_buttons() -> list[tuple[str, str, str, int]]:
    """(callback name, label, tooltip, base width) of the tool bar, right to left after the status."""
    return [
        ("undo", _("Undo"), _("Take back the last action (Ctrl+Z)"), 72),
        ("redo", _("Redo"), _("Do the undone action again (Ctrl+Y)"), 72),
        ("save", _("Save"), _("Save a snapshot of the table (Ctrl+S)"), 72),
        ("load", _("Load"), _("Open a saved snapshot (Ctrl+O)"), 72),
        ("end_turn", _("End turn"), _("Pass the computer to the next player"), 104),
        ("toggle_rules", _("Rules: on"), _("Switch rules enforcement on or off"), 112),
        ("menu", _("Menu"), _("Game menu (Esc)"), 72),
        ("help", _("Help"), _("Keys and mouse (F1 or ?)"), 64),
    ]


class Hud:
    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int], callbacks: HudCallbacks) -> None:
        self.manager = manager
        self.callbacks = callbacks
        self._clicks = ClickQueue()
        self._size = window_size
        self._log: tuple[str, ...] = ()
        self._status = ""
        self._choices: tuple[Choice, ...] = ()
        self._on_pick: Callable[[Choice], object] | None = None
        self._undo_redo = (False, False)
        self._rules = (False, False)
        self.buttons: dict[str, UIButton] = {}
        self._parts: list[pygame_gui.core.UIElement] = []
        self._build()

    # ----- what the app tells the HUD ------------------------------------------------------------

    def set_log(self, lines: Sequence[str]) -> None:
        lines = tuple(lines)
        if lines == self._log:
            return
        self._log = lines
        self.log_view.set_lines(lines)

    def set_status(self, text: str) -> None:
        if text != self._status:
            self._status = text
            self.status.set_text(text)

    def set_choices(self, choices: Sequence[Choice], on_pick: Callable[[Choice], object]) -> None:
        self._on_pick = on_pick
        choices = tuple(choices)
        if choices != self._choices:
            self._choices = choices
            self._place_side()

    def set_undo_redo(self, can_undo: bool, can_redo: bool) -> None:
        self._undo_redo = (can_undo, can_redo)
        self._enable(self.buttons["undo"], can_undo)
        self._enable(self.buttons["redo"], can_redo)

    def set_rules(self, available: bool, on: bool) -> None:
        self._rules = (available, on)
        button = self.buttons["toggle_rules"]
        button.set_text(_("Rules: on") if available and on else _("Rules: off"))
        self._enable(button, available)
        button.set_tooltip(
            _("Switch rules enforcement on or off") if available else _("This game has no rules engine yet")
        )

    def resize(self, size: tuple[int, int]) -> None:
        if size != self._size:
            self._size = size
            self._layout()

    def table_rect(self) -> pygame.Rect:
        return table_rect(self._size, scale_of(self.manager))

    def kill(self) -> None:
        for part in self._parts:
            part.kill()
        self._parts = []

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = self._clicks.run()
        if self.log_view.process_event(event):
            return True
        if self._choices and self.choice_view.process_event(event):
            return True
        return consumed

    def _pick(self, index: int) -> None:
        if self._on_pick is not None and index < len(self._choices):
            self._on_pick(self._choices[index])

    # ----- layout --------------------------------------------------------------------------------

    def _build(self) -> None:
        """Make the panels and their contents once; ``_layout`` places them for the window size.

        Resizing moves and stretches these elements: killing and remaking them on every resize
        churned megabytes of surfaces per call.
        """
        m = self.manager
        pad, row = px(m, 6), px(m, 30)
        bar_rect, side_rect = chrome_rects(self._size, scale_of(m))
        bar = UIPanel(bar_rect, manager=m, object_id="#hud_bar")
        side = UIPanel(side_rect, manager=m, object_id="#hud_side")
        self._bar, self._side, self._parts = bar, side, [bar, side]
        self._widths: list[tuple[str, int]] = []
        for name, label, tip, base in _tool_buttons():
            self._widths.append((name, base))
            self.buttons[name] = UIButton(
                pygame.Rect(0, pad, px(m, base), row),
                label,
                m,
                container=bar,
                tool_tip_text=tip,
                command=self._clicks.later(getattr(self.callbacks, name)),
            )
        self.status = UILabel(pygame.Rect(px(m, 12), pad, 10, row), self._status, m, container=bar, object_id="@status")
        self.set_undo_redo(*self._undo_redo)
        self.set_rules(*self._rules)
        inner_w = int(side.get_container().get_size()[0])
        self.moves_title = UILabel(
            pygame.Rect(pad, pad, inner_w - 2 * pad, row), _("Your moves"), m, container=side, object_id="@subheading"
        )
        self.choice_view = LogView(m, side, pygame.Rect(pad, pad + row, inner_w - 2 * pad, row), on_pick=self._pick)
        self.log_title = UILabel(
            pygame.Rect(pad, pad, inner_w - 2 * pad, row), _("Log"), m, container=side, object_id="@subheading"
        )
        self.log_view = LogView(m, side, pygame.Rect(pad, pad + row, inner_w - 2 * pad, 4 * row))
        self._layout()
        self.log_view.set_lines(self._log)

    def _layout(self) -> None:
        """Fit the tool bar to the window width (buttons squeezed when narrow) and the column to its height."""
        m = self.manager
        pad = px(m, 6)
        bar_rect, side_rect = chrome_rects(self._size, scale_of(m))
        self._bar.set_dimensions(bar_rect.size)
        self._side.set_relative_position(side_rect.topleft)
        self._side.set_dimensions(side_rect.size)
        bar_w, bar_inner_h = self._bar.get_container().get_size()
        button_h = bar_inner_h - 2 * pad
        x = bar_w - pad
        room = bar_w * (1 - STATUS_SHARE) - pad * (len(self._widths) + 1)
        squeeze = min(1.0, room / sum(px(m, base) for _name, base in self._widths))
        for name, base in reversed(self._widths):
            width = int(px(m, base) * squeeze)
            x -= width
            self.buttons[name].set_relative_position((x, pad))
            self.buttons[name].set_dimensions((width, button_h))
            x -= pad
        self.status.set_dimensions((max(10, x - px(m, 12)), button_h))
        self._place_side()

    def _place_side(self) -> None:
        """Lay out the right column: the move list (only when there are moves), the log below it.

        Run when the choices change, so the log keeps its wrapped rows and only moves or resizes.
        Moves are sentences as long as the log's, so they wrap the same way instead of being cut off.
        """
        m = self.manager
        inner_w, inner_h = (int(n) for n in self._side.get_container().get_size())
        pad, row = px(m, 6), px(m, 30)
        y = pad
        view = self.choice_view
        if self._choices:
            self.moves_title.show()
            view.show(True)
            view.place(pygame.Rect(pad, y + row, inner_w - 2 * pad, view.rect.h))
            view.set_lines([c.label for c in self._choices], follow=False)
            list_h = min(len(view.rows), CHOICE_ROWS) * view.row_h + 2
            view.place(pygame.Rect(pad, y + row, inner_w - 2 * pad, list_h))
            y += row + list_h + pad
        else:
            self.moves_title.hide()
            view.show(False)
        self.log_title.set_relative_position((pad, y))
        y += row
        self.log_view.place(pygame.Rect(pad, y, inner_w - 2 * pad, max(row, inner_h - y - pad)))

    @staticmethod
    def _enable(button: UIButton, on: bool) -> None:
        if on:
            button.enable()
        else:
            button.disable()


class _LogImage(UIImage):
    """The log's picture; it asks the view to follow the scroll bar on every manager update."""

    def __init__(self, view: LogView, rect: pygame.Rect, manager: pygame_gui.UIManager, container: UIPanel) -> None:
        self.view = view
        super().__init__(rect, pygame.Surface(rect.size), manager, container=container, object_id="#log")

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self.view.follow_bar()


class LogView:
    """Sentences drawn row by row: only the visible rows are rendered, each sentence wrapped once.

    pygame_gui's text box lays out its whole text on every change, which grows with the game; a
    long log must cost no more per action than a short one.  Sentences alternate two paper tones.
    With ``on_pick`` the sentences are choices: the one under the mouse is highlighted and a click
    picks it (the rules' move list).
    """

    def __init__(self, manager: pygame_gui.UIManager, container: UIPanel, rect: pygame.Rect,
                 on_pick: Callable[[int], None] | None = None) -> None:
        self.manager = manager
        self.on_pick = on_pick
        self.hover: int | None = None
        self.font = ui_font(manager, LOG_FONT)
        self.row_h = self.font.get_linesize() + px(manager, 2)
        self.bar_w = px(manager, 16)
        self.rect = pygame.Rect(rect.x, rect.y, rect.w - self.bar_w, rect.h)
        self.image = _LogImage(self, self.rect, manager, container)
        self.bar = UIVerticalScrollBar(
            pygame.Rect(rect.right - self.bar_w, rect.y, self.bar_w, rect.h), 1.0, manager, container=container
        )
        self.lines: tuple[str, ...] = ()
        self.rows: list[tuple[str, int]] = []
        self.top = 0
        self._rendered: dict[str, pygame.Surface] = {}
        self._draw()

    @property
    def visible_rows(self) -> int:
        return max(1, self.rect.h // self.row_h)

    @property
    def max_top(self) -> int:
        return max(0, len(self.rows) - self.visible_rows)

    def set_lines(self, lines: Sequence[str], follow: bool = True) -> None:
        """New sentences; a log follows its newest line, a list of choices starts at its first."""
        lines = tuple(lines)
        at_bottom = follow and self.top >= self.max_top
        if not follow:
            self.top, self.hover = 0, None
        if follow and lines[: len(self.lines)] == self.lines:
            new = lines[len(self.lines) :]
            start = len(self.lines)
        else:
            self.rows, new, start = [], lines, 0
        for k, line in enumerate(new):
            self.rows.extend((row, start + k) for row in self._wrap(line))
        self.lines = lines
        self.top = self.max_top if at_bottom else min(self.top, self.max_top)
        self._sync_bar()
        self._draw()

    def place(self, rect: pygame.Rect) -> None:
        """Move or resize the log; rows are wrapped again only when the width changed."""
        inner = pygame.Rect(rect.x, rect.y, rect.w - self.bar_w, rect.h)
        if inner == self.rect:
            return
        rewrap = inner.w != self.rect.w
        at_bottom = self.top >= self.max_top
        self.rect = inner
        self.image.set_relative_position(inner.topleft)
        self.image.set_dimensions(inner.size)
        self.bar.set_relative_position((inner.right, inner.y))
        self.bar.set_dimensions((self.bar_w, inner.h))
        if rewrap:
            lines, self.lines, self.rows = self.lines, (), []
            self.set_lines(lines)
        self.top = self.max_top if at_bottom else min(self.top, self.max_top)
        self._sync_bar()
        self._draw()

    def scroll(self, rows: int) -> None:
        top = min(self.max_top, max(0, self.top + rows))
        if top != self.top:
            self.top = top
            self._sync_bar()
            self._draw()

    def follow_bar(self) -> None:
        if self.bar.check_has_moved_recently():
            top = min(self.max_top, round(self.bar.start_percentage * len(self.rows)))
            if top != self.top:
                self.top = top
                self._draw()

    def show(self, visible: bool) -> None:
        for part in (self.image, self.bar):
            if visible:
                part.show()
            else:
                part.hide()

    def sentence_at(self, pos: tuple[int, int]) -> int | None:
        """The sentence under a screen position, if any."""
        if not self.image.visible or not self.image.rect.collidepoint(pos):
            return None
        row = self.top + (pos[1] - self.image.rect.top) // self.row_h
        return self.rows[row][1] if 0 <= row < len(self.rows) else None

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.image.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * WHEEL_ROWS)
            return True
        if self.on_pick is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            hover = self.sentence_at(event.pos)
            if hover != self.hover:
                self.hover = hover
                self._draw()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            picked = self.sentence_at(event.pos)
            if picked is not None:
                self.on_pick(picked)
                return True
        return False

    def _sync_bar(self) -> None:
        total = max(1, len(self.rows))
        self.bar.set_visible_percentage(min(1.0, self.visible_rows / total))
        self.bar.set_scroll_from_start_percentage(self.top / total)

    def _wrap(self, line: str) -> list[str]:
        width = self.rect.w - px(self.manager, 12)
        rows: list[str] = []
        current = ""
        for word in line.split():
            attempt = f"{current} {word}" if current else word
            if current and self.font.size(attempt)[0] > width:
                rows.append(current)
                current = "  " + word
            else:
                current = attempt
        rows.append(current)
        return rows

    def _draw(self) -> None:
        """Paint the visible rows; only their rendered text is kept, so memory stays flat in long games."""
        surface = pygame.Surface(self.rect.size)
        surface.fill(LOG_PAPER[0])
        margin = px(self.manager, 6)
        rendered: dict[str, pygame.Surface] = {}
        for i, (text, sentence) in enumerate(self.rows[self.top : self.top + self.visible_rows + 1]):
            y = i * self.row_h
            paper = PICK_HOVER if sentence == self.hover else LOG_PAPER[sentence % 2]
            surface.fill(paper, pygame.Rect(0, y, self.rect.w, self.row_h))
            if text not in rendered:
                rendered[text] = self._rendered.get(text) or self.font.render(text, True, LOG_INK)
            surface.blit(rendered[text], (margin, y + px(self.manager, 1)))
        self._rendered = rendered
        pygame.draw.rect(surface, (90, 67, 48), surface.get_rect(), 1)
        self.image.set_image(surface)
