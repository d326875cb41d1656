"""Small windows that ask one thing and call back: a message, a number, a choice, a file, a search.

Every opener returns at once; the answer arrives later through the callback given, once the player
clicks.  Button presses are queued by pygame_gui's ``command`` hooks and run in ``process_event``
(after ``manager.process_events`` has finished with the event), so a callback may open or close
windows without disturbing pygame_gui's own loop over its elements.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame
import pygame_gui
from msgspec import Struct, field
from pygame_gui.elements import (
    UIButton,
    UILabel,
    UIScrollingContainer,
    UISelectionList,
    UITextBox,
    UITextEntryLine,
    UIWindow,
)
from pygame_gui.windows import UIFileDialog

from .i18n import _
from .theme import px, scale_of, ui_font

CHOICE_FONT = 16  # the @choice buttons' font size in the theme
BUTTON_FONT = 15  # a button's, bold
PRIMARY_FONT = 18  # the @primary button's, bold
SAVE_SUFFIX = ".tabletop.json"
"""How a saved game's file name ends."""


def _nothing() -> None:
    """The answer that leaves everything as it was (No, Cancel)."""


class ClickQueue:
    """Work that button commands asked for, run when the owner next handles an event."""

    def __init__(self) -> None:
        self._pending: list[Callable[[], None]] = []

    def later(self, fn: Callable[[], None]) -> Callable[[], None]:
        return lambda: self._pending.append(fn)

    def run(self) -> bool:
        ran = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return ran


def set_entry_text(entry: UITextEntryLine, text: str) -> None:
    """Replace an entry's text and drop its selection.

    pygame_gui 0.6.14's ``set_text`` lays the text out afresh but keeps ``select_range``; the next
    Delete or Backspace then deletes a selection the new layout does not have and raises.
    """
    entry.select_range = [0, 0]
    entry.set_text(text)


class PathDialog(UIFileDialog):
    """pygame_gui's file dialog, minus a crash: the dialog rewrites its path line (Enter in it, a click
    on a file or folder) with ``set_text``, leaving a stale selection that Delete trips over."""

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = bool(super().process_event(event))
        line = self.file_path_text_line
        layout = line.drawable_shape.text_box_layout if line.drawable_shape is not None else None
        if line.select_range[0] != line.select_range[1] and layout is not None and not layout.selected_rows:
            line.select_range = [0, 0]
        return consumed

    def _highlight_file_name_for_editing(self) -> None:
        """The name a player types over leaves the save's ``.tabletop.json`` on: pygame_gui's own takes only the
        last suffix off, so a name typed over "village.tabletop" saved "evening.json"."""
        super()._highlight_file_name_for_editing()
        line = self.file_path_text_line
        start, end = line.select_range
        name_end = len(line.get_text()) - len(SAVE_SUFFIX)
        if start < name_end < end and line.get_text().endswith(SAVE_SUFFIX):
            line.select_range = [start, name_end]
            line.edit_position = name_end

    def confirm(self) -> None:
        """Enter takes the file the path line names, as OK does.  On a folder's path OK is greyed and Enter
        is the dialog's own: it opens the folder."""
        if self.ok_button.is_enabled:
            pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=self.ok_button))


class _Open(Struct):
    window: UIWindow
    on_enter: Callable[[], None] | None = None
    widgets: dict[str, object] = field(default_factory=dict)


class Dialogs:
    def __init__(self, manager: pygame_gui.UIManager) -> None:
        self.manager = manager
        self._clicks = ClickQueue()
        self._open: list[_Open] = []
        # A file dialog closes itself as it posts the picked path, so its callback must outlive it
        # until that event arrives; a cancelled dialog's entry goes with the dialog.
        self._path_wanted: weakref.WeakKeyDictionary[UIFileDialog, Callable[[Path], None]] = weakref.WeakKeyDictionary()

    @property
    def any_open(self) -> bool:
        self._open = [d for d in self._open if d.window.alive()]
        return bool(self._open)

    def close_all(self) -> None:
        for d in self._open:
            d.window.kill()
        self._open = []

    # ----- openers -------------------------------------------------------------------------------

    def _text_window(self, title: str, text: str, width: int = 440) -> tuple[UIWindow, pygame.Rect]:
        """A small window holding ``text`` above a row of buttons (message and question alike)."""
        window, inner = self._window(title, width, 220)
        UITextBox(
            escape_text(text),
            pygame.Rect(inner.x, inner.y, inner.w, inner.h - px(self.manager, 52)),
            self.manager,
            container=window,
            object_id="#dialog_text",
        )
        return window, inner

    def message(self, title: str, text: str) -> UIWindow:
        window, inner = self._text_window(title, text)
        ok = self._button(window, _("OK"), inner, 0, lambda: window.kill())
        self._track(_Open(window, on_enter=window.kill, widgets={"ok": ok}))
        return window

    def confirm(self, title: str, text: str, on_yes: Callable[[], None]) -> UIWindow:
        return self.question(title, text, [("yes", _("Yes"), on_yes), ("no", _("No"), _nothing)])

    def question(self, title: str, text: str, answers: Sequence[tuple[str, str, Callable[[], object]]]) -> UIWindow:
        """``text`` above a button for each answer (key, words, what it does), the first on the right and the one
        Enter picks; each button as wide as its words need.  Closing the window answers nothing."""
        gap = px(self.manager, 10)
        widths = [max(px(self.manager, 110), px(self.manager, 24) + ui_font(
            self.manager, BUTTON_FONT if i else PRIMARY_FONT, bold=True).size(words)[0])
            for i, (_key, words, _fn) in enumerate(answers)]
        row = sum(widths) + gap * (len(widths) + 1)
        scale = scale_of(self.manager)
        room = (self.manager.window_resolution[0] - 8) / scale
        window, inner = self._text_window(title, text, int(max(440, min(row / scale + 20, room))))
        widgets: dict[str, object] = {}
        picks: list[Callable[[], None]] = []
        right = inner.right
        for i, ((key, words, fn), width) in enumerate(zip(answers, widths, strict=True)):

            def pick(fn: Callable[[], object] = fn) -> None:
                window.kill()
                fn()

            widgets[key] = self._button(window, words, pygame.Rect(inner.x, inner.y, right - inner.x, inner.h), 0,
                                        pick, primary=i == 0, width=width)
            right -= width + gap
            picks.append(pick)
        self._track(_Open(window, on_enter=picks[0], widgets=widgets))
        return window

    def number(self, title: str, prompt: str, lo: int, hi: int, default: int, on_ok: Callable[[int], object]) -> UIWindow:
        window, inner = self._window(title, 420, 230)
        line = px(self.manager, 34)
        UILabel(pygame.Rect(inner.x, inner.y, inner.w, line), prompt, self.manager, container=window, object_id="@left")
        step = px(self.manager, 40)
        minus = UIButton(
            pygame.Rect(inner.x, inner.y + line + 8, step, line),
            "−",
            self.manager,
            container=window,
            tool_tip_text=_("One less"),
        )
        entry = UITextEntryLine(
            pygame.Rect(inner.x + step + 6, inner.y + line + 8, inner.w - 2 * step - 12, line),
            self.manager,
            container=window,
            initial_text=str(default),
        )
        entry.set_allowed_characters("numbers")
        plus = UIButton(
            pygame.Rect(inner.right - step, inner.y + line + 8, step, line),
            "+",
            self.manager,
            container=window,
            tool_tip_text=_("One more"),
        )
        error = UILabel(
            pygame.Rect(inner.x, inner.y + 2 * line + 12, inner.w, line),
            "",
            self.manager,
            container=window,
            object_id="@error",
        )

        def current() -> int | None:
            text = entry.get_text().strip()
            return int(text) if text.isdigit() else None

        def nudge(delta: int) -> None:
            value = current()
            value = default if value is None else value + delta
            set_entry_text(entry, str(min(hi, max(lo, value))))

        def ok() -> None:
            value = current()
            if value is None or not lo <= value <= hi:
                error.set_text(_("Enter a whole number from {lo} to {hi}.", lo=lo, hi=hi))
                return
            window.kill()
            on_ok(value)

        minus.bind(pygame_gui.UI_BUTTON_PRESSED, self._clicks.later(lambda: nudge(-1)))
        plus.bind(pygame_gui.UI_BUTTON_PRESSED, self._clicks.later(lambda: nudge(1)))
        ok_button = self._button(window, _("OK"), inner, 1, ok, primary=True)
        cancel = self._button(window, _("Cancel"), inner, 0, window.kill)
        entry.focus()
        self._track(
            _Open(
                window,
                on_enter=ok,
                widgets={
                    "entry": entry,
                    "ok": ok_button,
                    "cancel": cancel,
                    "minus": minus,
                    "plus": plus,
                    "error": error,
                },
            )
        )
        return window

    def text(self, title: str, prompt: str, default: str, limit: int, on_ok: Callable[[str], object]) -> UIWindow:
        """Ask for a short text (at most ``limit`` characters); OK hands it over as typed, maybe empty.
        The dialog is as wide as its prompt needs (within the window)."""
        needed = ui_font(self.manager, CHOICE_FONT).size(prompt)[0] / scale_of(self.manager) + 50
        room = self.manager.window_resolution[0] * 0.9 / scale_of(self.manager)
        window, inner = self._window(title, int(max(420, min(needed, room))), 200)
        line = px(self.manager, 34)
        UILabel(pygame.Rect(inner.x, inner.y, inner.w, line), prompt, self.manager, container=window, object_id="@left")
        entry = UITextEntryLine(pygame.Rect(inner.x, inner.y + line + 8, inner.w, line), self.manager,
                                container=window, initial_text=default[:limit])
        entry.set_text_length_limit(limit)

        def ok() -> None:
            window.kill()
            on_ok(entry.get_text())

        ok_button = self._button(window, _("OK"), inner, 1, ok, primary=True)
        cancel = self._button(window, _("Cancel"), inner, 0, window.kill)
        entry.focus()
        self._track(_Open(window, on_enter=ok, widgets={"entry": entry, "ok": ok_button, "cancel": cancel}))
        return window

    def choose(self, title: str, options: Sequence[tuple[str, Callable[[], object]]]) -> UIWindow:
        """One button per option, the dialog as wide as the longest needs (within the window): when
        even that is too narrow, the words every option shares are left out, so the part that differs
        always shows.  More options than the window's height holds (a game's kept lines of play) scroll."""
        row = px(self.manager, 36)
        step = row + 6
        scale = scale_of(self.manager)
        font = ui_font(self.manager, CHOICE_FONT)
        fits = max(3, int((self.manager.window_resolution[1] * 0.85 / scale - 60) // 42) - 1)
        shown = min(len(options), fits)
        bar = px(self.manager, 24) if shown < len(options) else 0  # room for the scroll bar
        room = int(self.manager.window_resolution[0] * 0.9)
        needed = max((font.size(label)[0] for label, _fn in options), default=0) + px(self.manager, 60) + bar
        width = max(360, min(needed, room) / scale)
        window, inner = self._window(title, int(width), 60 + (shown + 1) * 42)
        holder: UIWindow | UIScrollingContainer = window
        left, top, wide = inner.x, inner.y, inner.w
        if shown < len(options):
            holder = UIScrollingContainer(pygame.Rect(inner.x, inner.y, inner.w, shown * step), self.manager,
                                          container=window, allow_scroll_x=False)
            wide = inner.w - bar
            holder.set_scrollable_area_dimensions((wide, len(options) * step))
            left, top = 0, 0
        labels = fitted([label for label, _fn in options], font, wide - px(self.manager, 24))
        buttons = []
        for i, ((_label, fn), label) in enumerate(zip(options, labels, strict=True)):

            def pick(fn: Callable[[], object] = fn) -> None:
                window.kill()
                fn()

            button = UIButton(
                pygame.Rect(left, top + i * step, wide, row),
                label,
                self.manager,
                container=holder,
                object_id="@choice",
                command=self._clicks.later(pick),
            )
            buttons.append(button)
        cancel = self._button(window, _("Cancel"), inner, 0, window.kill)
        self._track(_Open(window, widgets={"options": buttons, "cancel": cancel}))
        return window

    def search(self, title: str, entries: Sequence[tuple[str, str]], on_take: Callable[[str], object]) -> UIWindow:
        window, inner = self._window(title, 420, 480)
        items: list[str | tuple[str, str]] = [(label, f"#entry_{i}") for i, (_piece, label) in enumerate(entries)]
        ids = {f"#entry_{i}": piece for i, (piece, _label) in enumerate(entries)}
        listing = UISelectionList(
            pygame.Rect(inner.x, inner.y, inner.w, inner.h - px(self.manager, 52)),
            items,
            self.manager,
            container=window,
            object_id="#search_list",
        )

        def take() -> None:
            picked = listing.get_single_selection(include_object_id=True)
            if picked is None:
                return
            window.kill()
            on_take(ids[picked[1]])

        take_button = self._button(window, _("Take into my hand"), inner, 1, take, primary=True, width=px(self.manager, 200))
        close = self._button(window, _("Close"), inner, 0, window.kill)
        self._track(
            _Open(
                window, on_enter=take, widgets={"list": listing, "take": take_button, "close": close, "take_fn": take}
            )
        )
        return window

    def save_path(self, initial: Path, on_ok: Callable[[Path], None], title: str | None = None) -> UIFileDialog:
        def picked(path: Path) -> None:
            if path.exists():
                self.confirm(
                    _("Replace file?"), _("{name} already exists. Replace it?", name=path.name), lambda: on_ok(path)
                )
            else:
                on_ok(path)

        return self._file_dialog(title or _("Save snapshot"), str(initial), existing_only=False, on_path=picked)

    def load_path(self, initial_dir: Path, on_ok: Callable[[Path], None]) -> UIFileDialog:
        return self._file_dialog(_("Load snapshot"), str(initial_dir), existing_only=True, on_path=on_ok)

    # ----- events --------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = self._clicks.run()
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element in self._path_wanted:
            on_path = self._path_wanted.pop(event.ui_element)
            on_path(Path(event.text))
            return True
        if not self.any_open:
            return consumed
        top = self._open[-1]
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            top.window.kill()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and top.on_enter:
            top.on_enter()
            return True
        return consumed

    # ----- building blocks -----------------------------------------------------------------------

    def _window(self, title: str, width: int, height: int) -> tuple[UIWindow, pygame.Rect]:
        w, h = px(self.manager, width), px(self.manager, height)
        sw, sh = self.manager.window_resolution
        rect = pygame.Rect((sw - w) // 2, (sh - h) // 3, w, h)
        window = UIWindow(rect, self.manager, window_display_title=title, object_id="#dialog")
        window.set_blocking(True)
        size = window.get_container().get_size()
        pad = px(self.manager, 10)
        return window, pygame.Rect(pad, pad, size[0] - 2 * pad, size[1] - 2 * pad)

    def _button(
        self,
        window: UIWindow,
        text: str,
        inner: pygame.Rect,
        slot: int,
        fn: Callable[[], None],
        primary: bool = False,
        width: int | None = None,
    ) -> UIButton:
        """A button on the dialog's bottom row, ``slot`` 0 at the right edge, 1 left of it, ...; ``width`` in
        pixels (else 110 at the UI scale)."""
        w, h = width or px(self.manager, 110), px(self.manager, 38)
        x = inner.right - w - slot * (px(self.manager, 110) + px(self.manager, 10))
        return UIButton(
            pygame.Rect(x, inner.bottom - h, w, h),
            text,
            self.manager,
            container=window,
            object_id="@primary" if primary else None,
            command=self._clicks.later(fn),
        )

    def _file_dialog(
        self, title: str, start: str, existing_only: bool, on_path: Callable[[Path], None]
    ) -> UIFileDialog:
        w, h = px(self.manager, 520), px(self.manager, 460)
        sw, sh = self.manager.window_resolution
        dialog = PathDialog(
            pygame.Rect((sw - w) // 2, (sh - h) // 3, w, h),
            self.manager,
            window_title=title,
            initial_file_path=start,
            allow_existing_files_only=existing_only,
        )
        dialog.set_blocking(True)
        self._path_wanted[dialog] = on_path
        self._track(_Open(dialog, on_enter=dialog.confirm))
        return dialog

    def _track(self, opened: _Open) -> None:
        self._open = [d for d in self._open if d.window.alive()] + [opened]


def escape_text(text: str) -> str:
    """Plain text for a UITextBox, which otherwise reads ``<`` and ``&`` as markup."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


def fitted(labels: Sequence[str], font: pygame.font.Font, room: int) -> list[str]:
    """The options' words as they fit ``room`` pixels: whole when they do, else without the words
    that begin every option ("…" in their place), so what tells them apart stays."""
    if all(font.size(label)[0] <= room for label in labels) or len(labels) < 2:
        return list(labels)
    words = [label.split(" ") for label in labels]
    common = 0
    while all(len(w) > common + 1 and w[common] == words[0][common] for w in words):
        common += 1
    return ["…" + " ".join(w[common:]) for w in words] if common else list(labels)
