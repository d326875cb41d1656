"""The chrome around the table: a tool bar along the top, the move panel and the log down the right.

The tool bar carries the status (the banner: round, phase and whose decision with rules on) and the
buttons, each with its shortcut in the tooltip.  The right column shows the rules' moves for the seat
at the computer (``move_panel``) and the game log below them, scrolled to the newest line; the column
folds away with its button or Tab (``set_log_open``), and then says in that button when moves are
waiting.  Whatever is left is ``table_rect``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UIPanel

from .commands import COMMANDS, CommandTable, tip
from .dialogs import ClickQueue
from .i18n import _
from .log_view import LogView
from .move_panel import MovePanel
from .theme import fit_heading, px, scale_of, ui_font
from .window_layout import chrome_rects, table_rect

if TYPE_CHECKING:
    from ..games.kit.binding import Choice

MOVES_SHARE = 0.62  # of the column the move list may take; the log keeps the rest
STATUS_SHARE = 0.4  # of the tool bar kept for the status line: a banner with a short phase fits whole at 1280 px
STATUS_FONT, BUTTON_FONT = 17, 15  # the theme's sizes for the status line and the buttons (data/theme.json)


TOOL_BUTTONS: tuple[tuple[str, int], ...] = (
    ("undo", 72), ("redo", 72), ("save", 72), ("load", 72), ("end_turn", 104), ("toggle_rules", 112),
    ("box", 96), ("toggle_log", 96), ("menu", 72), ("help", 64),
)
"""The tool bar's commands with their base widths, left to right after the status."""

TOOL_PRIORITY = ("end_turn", "undo", "menu", "toggle_rules", "redo", "toggle_log", "save", "help", "box", "load")
"""The buttons kept when the bar is short of room, most needed first.  The first ``ALWAYS`` stay;
then the status line keeps ``STATUS_SHARE`` of the bar, and no label is cut: a button that does not
fit whole is left out of the bar (its command stays on its key and in the menu).  Which buttons show
depends on the window alone, never on the status text, so no button moves under the mouse when the
banner changes; a status too long for its room is shortened in the middle (``fit_status``)."""
ALWAYS = 3
MIN_PHASE = 8  # characters of a cut phase worth showing ("Card ph…" is; "C…" is not)
HELD = ("undo", "redo", "end_turn", "toggle_rules", "box")
"""The game's own buttons, off while a replay shows another point of the game (``Hud.set_held``)."""


class Hud:
    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int], commands: CommandTable,
                 log_open: bool = True) -> None:
        self.manager = manager
        self.log_open = log_open
        self._box = (False, False)
        self.commands = commands
        self._clicks = ClickQueue()
        self._size = window_size
        self._log: tuple[str, ...] = ()
        self._log_headers: frozenset[int] = frozenset()
        self._status = ""
        self._undo_redo = (False, False)
        self._rules = (False, False)
        self._end_turn = True
        self._held = False
        self.buttons: dict[str, UIButton] = {}  # made when the bar first has room for them (``_layout_bar``)
        self._planned: dict[str, str] = {}  # the buttons' words the bar was last laid out for
        self._moves: MovePanel | None = None
        self._parts: list[pygame_gui.core.UIElement] = []
        self._build()

    # ----- what the app tells the HUD ------------------------------------------------------------

    def set_log(self, lines: Sequence[str], headers: frozenset[int] = frozenset()) -> None:
        """The log's sentences; ``headers`` (rounds, the final scoring, bookmarks) are drawn as headers."""
        lines = tuple(lines)
        if lines == self._log and headers == self._log_headers:
            return
        self._log, self._log_headers = lines, headers
        self.log_view.set_lines(lines, headers=headers)

    def set_status(self, text: str) -> None:
        if text != self._status:
            self._status = text
            self._fit_status()

    def _fit_status(self) -> None:
        m = self.manager
        font = ui_font(m, STATUS_FONT, bold=True)
        fitted = fit_status(self._status, self.status.rect.width - px(m, 12), lambda t: font.size(t)[0])
        if fitted != self.status.text:
            self.status.set_text(fitted)

    def set_choices(self, choices: Sequence[Choice], on_pick: Callable[[Choice], object],
                    on_hover: Callable[[Choice | None], object] | None = None, waiting: str = "") -> None:
        """The moves of the seat at the computer (``waiting``: whose decision it is when none are theirs)."""
        if self._moves is None and not choices and not waiting:
            return  # a game without rules never has any: its panel is not even made
        if self.moves.set_choices(choices, on_pick, on_hover, waiting):
            self._place_side()

    def set_held(self, held: bool) -> None:
        """While a replay shows another point of the game, the game's own buttons are off,
        their tooltips saying why, as their commands do."""
        if held != self._held:
            self._held = held
            self.set_undo_redo(*self._undo_redo)
            self.set_end_turn(self._end_turn)
            self.set_rules(*self._rules)
            self.set_box(*self._box)

    def set_undo_redo(self, can_undo: bool, can_redo: bool) -> None:
        self._undo_redo = (can_undo, can_redo)
        self._refresh("undo")
        self._refresh("redo")

    def set_end_turn(self, on: bool) -> None:
        """End turn is off once the game is over."""
        self._end_turn = on
        self._refresh("end_turn")

    def set_rules(self, available: bool, on: bool) -> None:
        self._rules = (available, on)
        self._refresh("toggle_rules")

    def set_log_open(self, log_open: bool) -> None:
        """Show the right column (moves and log) or fold it away, giving its width to the table."""
        if log_open != self.log_open:
            self.log_open = log_open
            self._layout()

    def set_box(self, available: bool, open_: bool) -> None:
        """The game box's button: off for a game whose set-up puts nothing aside."""
        self._box = (available, open_)
        if self._refresh("box"):
            self._layout_bar()

    def resize(self, size: tuple[int, int]) -> None:
        if size != self._size:
            self._size = size
            self._layout()

    def table_rect(self) -> pygame.Rect:
        return table_rect(self._size, scale_of(self.manager), self.log_open)

    def kill(self) -> None:
        for part in self._parts:
            part.kill()
        self._parts = []

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = self._clicks.run()
        if not self.log_open:
            return consumed
        if self.log_view.process_event(event):
            return True
        if self._moves is not None and self._moves.process_event(event):
            return True
        return consumed

    # ----- layout --------------------------------------------------------------------------------

    def _build(self) -> None:
        """Make the panels and their contents once; ``_layout`` places them for the window size.

        Resizing moves and stretches these elements: killing and remaking them on every resize
        churned megabytes of surfaces per call.  Each is made where, as large as, and with the words
        that ``_layout`` would give it, so its picture is drawn once: pygame_gui draws a button or a
        scroll bar again whole when its size or words change, and the first frame with the chrome
        waited for two pictures of each (about a third of building the hud).  A button the bar has no
        room for is not made until it has (a narrow window leaves out up to seven).
        """
        m = self.manager
        pad, row = px(m, 6), px(m, 30)
        bar_rect, side_rect = chrome_rects(self._size, scale_of(m))  # laid out open; _layout folds it
        bar = UIPanel(bar_rect, manager=m, object_id="#hud_bar")
        side = UIPanel(side_rect, manager=m, object_id="#hud_side")
        self._bar, self._side, self._parts = bar, side, [bar, side]
        _places, status_w = self._bar_plan()  # the buttons are made where it puts them, by _layout below
        button_h = self._bar_inner()[1] - 2 * pad
        self.status = UILabel(pygame.Rect(px(m, 12), pad, status_w, button_h), self._status, m, container=bar,
                              object_id="@status")
        inner_w, inner_h = (int(n) for n in side.get_container().get_size())
        self.log_title = UILabel(
            pygame.Rect(pad, pad, inner_w - 2 * pad, row), "", m, container=side, object_id="@subheading"
        )
        top = pad + row  # where _place_side puts the log while the move panel is empty
        self.log_view = LogView(m, side, pygame.Rect(pad, top, inner_w - 2 * pad, max(row, inner_h - top - pad)),
                                pick_headers=True)
        self._layout()
        self.log_view.set_lines(self._log, headers=self._log_headers)

    @property
    def moves(self) -> MovePanel:
        """The rules' moves above the log, made when a game first has some (or someone else's decision
        to name): a game without rules never needs them, and its first frame does not wait for them."""
        if self._moves is None:
            self._moves = MovePanel(self.manager, self._side, self._clicks)
        return self._moves

    def _make_button(self, name: str, place: pygame.Rect) -> None:
        """A tool-bar button at ``place``, with its words, tooltip and state as the game stands."""
        button = UIButton(place, self._text(name), self.manager, container=self._bar, tool_tip_text=self._tip(name),
                          command=self._clicks.later(self.commands.handler(name)))
        if not self._answers(name):
            button.disable()
        self.buttons[name] = button

    def _answers(self, name: str) -> bool:
        """Whether a tool-bar button's command can be used as the game stands."""
        if self._held and name in HELD:
            return False
        return {"undo": self._undo_redo[0], "redo": self._undo_redo[1], "end_turn": self._end_turn,
                "toggle_rules": self._rules[0], "box": self._box[0]}.get(name, True)

    def _text(self, name: str) -> str:
        """The words on a tool-bar button as the game stands."""
        if name == "toggle_rules":
            available, on = self._rules
            return _("Rules: on") if available and on else _("Rules: off")
        if name == "box":
            return _("Close box") if self._box[1] else _("Game box")
        if name == "toggle_log":
            if self.log_open:
                return _("Hide log")
            waiting = self._moves.choices if self._moves is not None else ()
            return _("Moves ({n})", n=len(waiting)) if waiting else _("Show log")
        return _(COMMANDS[name].label)

    def _tip(self, name: str) -> str:
        """A tool-bar button's tooltip: its command and keys, or why it is off."""
        if self._held and name in HELD:
            return _("This is a replay: close it (Esc) to play.")
        if name == "toggle_rules":
            return _("Switch rules enforcement on or off") if self._rules[0] else _("This table has no rules to enforce")
        if name == "box" and not self._box[0]:
            return _("This game puts nothing aside in its box")
        return tip(name)

    def _bar_inner(self) -> tuple[int, int]:
        w, h = self._bar.get_container().get_size()
        return int(w), int(h)

    def _layout(self) -> None:
        """Fit the tool bar to the window width and the column (while it shows) to its height."""
        m = self.manager
        bar_rect, side_rect = chrome_rects(self._size, scale_of(m), self.log_open)
        self._bar.set_dimensions(bar_rect.size)
        if self.log_open:
            self._side.show()
            self._side.set_relative_position(side_rect.topleft)
            self._side.set_dimensions(side_rect.size)
        else:
            self._side.hide()
        self._layout_bar()
        self._place_side()

    def _layout_bar(self) -> None:
        """The status line at the left, its text fitted to its room; the buttons that fit whole at the right."""
        places, status_w = self._bar_plan()
        for name, _base in TOOL_BUTTONS:
            place, button = places.get(name), self.buttons.get(name)
            if place is None:
                if button is not None:
                    button.hide()
                continue
            if button is None:
                self._make_button(name, place)
                continue
            button.show()
            button.set_relative_position(place.topleft)
            if button.relative_rect.size != place.size:
                button.set_dimensions(place.size)
                # pygame_gui shows a resized button stretched until it draws it again, and never draws a
                # disabled one again: drawn now, the next frame shows it whole
                button.rebuild()
        self.status.set_dimensions((status_w, self._bar_inner()[1] - 2 * px(self.manager, 6)))
        self._fit_status()

    def _bar_plan(self) -> tuple[dict[str, pygame.Rect], int]:
        """Where the buttons go in the bar with their words as the game stands (those that fit whole beside
        the status line's share; the rest are left out), and how wide the status line at their left is."""
        m = self.manager
        pad = px(m, 6)
        bar_w, bar_inner_h = self._bar_inner()
        button_h = bar_inner_h - 2 * pad
        font = ui_font(m, BUTTON_FONT, bold=True)
        self._planned = {name: self._text(name) for name, _base in TOOL_BUTTONS}
        widths = {name: max(px(m, base), font.size(self._planned[name])[0] + px(m, 22)) for name, base in TOOL_BUTTONS}
        status_w = bar_w * STATUS_SHARE
        shown = set(TOOL_PRIORITY[:ALWAYS])
        room = bar_w - status_w - pad - sum(widths[name] + pad for name in shown)
        for name in TOOL_PRIORITY[ALWAYS:]:
            if widths[name] + pad <= room:
                shown.add(name)
                room -= widths[name] + pad
        places = {}
        x = bar_w - pad
        for name, _base in reversed(TOOL_BUTTONS):
            if name in shown:
                x -= widths[name]
                places[name] = pygame.Rect(x, pad, widths[name], button_h)
                x -= pad
        return places, max(10, x - px(m, 12))

    def _place_side(self) -> None:
        """Lay out the right column: the move panel (only with rules on), the log below it.

        Run when the choices change, so the log keeps its wrapped rows and only moves or resizes.
        Moves are sentences as long as the log's, so they wrap the same way instead of being cut off.
        """
        m = self.manager
        self._label_log_button()
        if not self.log_open:
            return
        inner_w, inner_h = (int(n) for n in self._side.get_container().get_size())
        pad, row = px(m, 6), px(m, 30)
        y = pad
        used = self._moves.place(pad, y, inner_w - 2 * pad, int(inner_h * MOVES_SHARE)) if self._moves else 0
        if used:
            y += used + pad
        self.log_title.set_relative_position((pad, y))
        fit_heading(self.log_title, _("Log"), inner_w - 2 * pad)
        y += row
        self.log_view.place(pygame.Rect(pad, y, inner_w - 2 * pad, max(row, inner_h - y - pad)))

    def _label_log_button(self) -> None:
        """"Hide log" while the column shows; when folded, "Show log", or the number of moves waiting in it."""
        if self._refresh("toggle_log"):
            self._layout_bar()

    def _refresh(self, name: str) -> bool:
        """A made button's state, tooltip and words brought up to the game; whether its words, made or not,
        differ from those the bar was laid out for (its width may have changed, and with it what fits)."""
        text = self._text(name)
        button = self.buttons.get(name)
        if button is not None:
            if self._answers(name):
                button.enable()
            else:
                button.disable()
            button.set_tooltip(self._tip(name))
            if button.text != text:
                button.set_text(text)
        return text != self._planned.get(name)


def fit_status(text: str, room: int, width: Callable[[str], int]) -> str:
    """``text`` whole when ``width`` says it fits ``room``; else a banner ("round · phase · seat ...")
    loses the end of its phase first, or the whole phase when too little of it would be left to read,
    so the round and whose decision it is stay whole; what still does not fit (or a text of one or two
    parts) loses its own end."""
    if width(text) <= room:
        return text
    parts = text.split(" · ")
    if len(parts) > 2:
        def with_phase(phase: str) -> str:
            return " · ".join([parts[0], phase, *parts[2:]])

        phase = _cut(parts[1], _longest_fit(lambda n: width(with_phase(_cut(parts[1], n))) <= room, len(parts[1])))
        if len(phase) >= MIN_PHASE and width(with_phase(phase)) <= room:
            return with_phase(phase)
        text = " · ".join([parts[0], *parts[2:]])
        if width(text) <= room:
            return text
    return _cut(text, _longest_fit(lambda n: width(_cut(text, n)) <= room, len(text)))


def _cut(text: str, n: int) -> str:
    return text[:n].rstrip() + "…"


def _longest_fit(fits: Callable[[int], bool], most: int) -> int:
    """The largest ``n`` below ``most`` that ``fits`` (0 when none does)."""
    low, high = 0, most - 1
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if fits(mid) else (low, mid - 1)
    return low
