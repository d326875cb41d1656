"""A long list of sentences drawn row by row: the game log, and the rules' moves to pick from.

A sentence may hold several lines (a move and, below it, what the rules did by themselves): each
line starts a row of its own, all in the sentence's paper tone.  Header sentences (a group's name
in the move list) are drawn on a darker band and cannot be picked.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIImage, UIPanel, UIVerticalScrollBar

from .theme import px, ui_font

LOG_FONT = 15
LOG_INK = (43, 33, 24)
FUTURE_INK = (150, 136, 118)
LOG_PAPER = ((251, 246, 234), (243, 234, 214))
PICK_HOVER = (233, 212, 170)
MARK_PAPER = (214, 226, 196)
HEADER_PAPER = (214, 190, 148)
HEADER_INK = (70, 48, 28)
WHEEL_ROWS = 3


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
    picks it (the rules' move list).  A replay marks the sentence it stands at (``mark``): the ones
    after it are drawn paler, and the view scrolls to keep it in sight.
    """

    def __init__(self, manager: pygame_gui.UIManager, container: UIPanel, rect: pygame.Rect,
                 on_pick: Callable[[int], None] | None = None,
                 on_hover: Callable[[int | None], None] | None = None, pick_headers: bool = False) -> None:
        self.manager = manager
        self.on_pick = on_pick
        self.pick_headers = pick_headers
        self.on_hover = on_hover
        self.hover: int | None = None
        self.headers: frozenset[int] = frozenset()
        self.font = ui_font(manager, LOG_FONT)
        self.header_font = ui_font(manager, LOG_FONT, bold=True)
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
        self.follows = True  # a log follows its newest line; a list of choices keeps to its first
        self.marked: int | None = None
        self._rendered: dict[tuple[str, bool, bool], pygame.Surface] = {}
        self._draw()

    @property
    def visible_rows(self) -> int:
        return max(1, self.rect.h // self.row_h)

    @property
    def max_top(self) -> int:
        return max(0, len(self.rows) - self.visible_rows)

    def set_lines(self, lines: Sequence[str], follow: bool = True, headers: frozenset[int] = frozenset()) -> None:
        """New sentences; a log follows its newest line, a list of choices starts at its first.
        ``headers``: the sentences that name a group (drawn as headers, never picked)."""
        lines = tuple(lines)
        at_bottom = follow and self.top >= self.max_top
        self.follows = follow
        self.headers = headers
        if not follow:
            self.top = 0
            self._set_hover(None)
        if follow and lines[: len(self.lines)] == self.lines:
            new = lines[len(self.lines) :]
            start = len(self.lines)
        else:
            self.rows, new, start = [], lines, 0
        for k, line in enumerate(new):
            self.rows.extend((row, start + k) for row in self._wrap(line, start + k in headers))
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
        at_bottom = self.follows and self.top >= self.max_top
        self.rect = inner
        self.image.set_relative_position(inner.topleft)
        self.image.set_dimensions(inner.size)
        self.bar.set_relative_position((inner.right, inner.y))
        self.bar.set_dimensions((self.bar_w, inner.h))
        if rewrap:
            lines, self.lines, self.rows = self.lines, (), []
            self.set_lines(lines, self.follows, self.headers)
        self.top = self.max_top if at_bottom else min(self.top, self.max_top)
        self._sync_bar()
        self._draw()

    def mark(self, sentence: int | None) -> None:
        """Mark the sentence a replay stands at (-1: before the first) and keep it in sight; ``None``: the
        replay is over, and the log follows its newest line again."""
        if sentence == self.marked:
            return
        self.marked = sentence
        if sentence is None:
            self.top = self.max_top
            self._sync_bar()
        else:
            row = bisect_left(self.rows, max(0, sentence), key=lambda r: r[1])
            if not self.top <= row < self.top + self.visible_rows:
                self.top = min(self.max_top, max(0, row - self.visible_rows // 2))
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

    def _set_hover(self, hover: int | None) -> None:
        if hover != self.hover:
            self.hover = hover
            if self.on_hover is not None:
                self.on_hover(hover)

    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.image.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-event.y * WHEEL_ROWS)
            return True
        if self.on_pick is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            hover = self.sentence_at(event.pos)
            hover = None if hover in self.headers and not self.pick_headers else hover
            if hover != self.hover:
                self._set_hover(hover)
                self._draw()
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            picked = self.sentence_at(event.pos)
            if picked is not None and (self.pick_headers or picked not in self.headers):
                self.on_pick(picked)
                return True
        return False

    def _sync_bar(self) -> None:
        total = max(1, len(self.rows))
        self.bar.set_visible_percentage(min(1.0, self.visible_rows / total))
        self.bar.set_scroll_from_start_percentage(self.top / total)

    def _wrap(self, sentence: str, header: bool = False) -> list[str]:
        """The rows of a sentence: each of its lines wrapped to the width, later lines and the
        continuation of a line indented; a header measured in the bolder type it is drawn in."""
        width = self.rect.w - px(self.manager, 12)
        font = self.header_font if header else self.font
        rows: list[str] = []
        for n, line in enumerate(sentence.split("\n")):
            current = "  " if n else ""
            for word in line.split():
                attempt = f"{current} {word}" if current.strip() else current + word
                if current.strip() and font.size(attempt)[0] > width:
                    rows.append(current)
                    current = ("    " if n else "  ") + word
                else:
                    current = attempt
            rows.append(current)
        return rows

    def _draw(self) -> None:
        """Paint the visible rows; only their rendered text is kept, so memory stays flat in long games."""
        surface = pygame.Surface(self.rect.size)
        surface.fill(LOG_PAPER[0])
        margin = px(self.manager, 6)
        rendered: dict[tuple[str, bool, bool], pygame.Surface] = {}
        marked = self.marked
        for i, (text, sentence) in enumerate(self.rows[self.top : self.top + self.visible_rows + 1]):
            y = i * self.row_h
            header = sentence in self.headers
            paper = (HEADER_PAPER if header else PICK_HOVER if sentence == self.hover
                     else MARK_PAPER if sentence == marked else LOG_PAPER[sentence % 2])
            surface.fill(paper, pygame.Rect(0, y, self.rect.w, self.row_h))
            key = (text, header, marked is not None and sentence > marked)
            if key not in rendered:
                font, ink = (self.header_font, HEADER_INK) if header else (self.font, FUTURE_INK if key[2] else LOG_INK)
                rendered[key] = self._rendered.get(key) or font.render(text, True, ink)
            surface.blit(rendered[key], (margin, y + px(self.manager, 1)))
        self._rendered = rendered
        pygame.draw.rect(surface, (90, 67, 48), surface.get_rect(), 1)
        self.image.set_image(surface)
