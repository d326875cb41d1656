"""The first screen: which game, who plays (names, colours, bots), rules on/off, seed, UI scale.

Its answer is a ``StartChoice`` the app turns into a table.  The widgets are rebuilt from the
screen's own state whenever the game or the player count changes (and on resize), so what is shown
always matches what Start would return; typed names survive the rebuild.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cached_property, partial
from pathlib import Path

import msgspec
import pygame
import pygame_gui
from msgspec import Struct, field
from msgspec.structs import replace
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel, UIPanel, UITextBox, UITextEntryLine

from ..command_line import SEED_DIGITS, UI_SCALES
from ..core.model import BOT_LEVELS, Seat
from ..games import provenance
from ..games.definition import APP_COLOURS, SEAT_COLORS, SeatColour, choice_words, option_words
from .dialogs import ClickQueue, Dialogs, escape_text
from .i18n import LANGUAGES, _, language
from .theme import paint_swatch, px, scale_of, swatch_of, text_width, ui_font

NAME_LIMIT = 24

PLAYERS_WIDTH = 480  # what the players' column needs at least (its widest row: the UI scales)
CHOICE_FONT, CHOICE_PAD = 16, 10  # the game buttons' font size and text padding (data/theme.json, @choice)


def player_words(level: str) -> str:
    """What the button beside a name says: who plays that seat ("" is a person)."""
    return {"": _("Person"), "easy": _("Computer: easy"), "normal": _("Computer: normal"),
            "hard": _("Computer: hard")}[level]


class _ExplainedCheckBox(UICheckBox):
    """A tick that still shows its tooltip while disabled, so it can say why it cannot be ticked."""

    def can_hover(self) -> bool:
        return bool(self.alive())


class GameEntry(Struct, frozen=True, dict=True):  # dict: room for the cached colours
    id: str
    title: str
    min_seats: int
    max_seats: int
    has_rules: bool
    summary: str = ""
    choices: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The game's options offered as drop-downs: (option, its values; the first is the default)."""
    seat_colours: Callable[[], tuple[SeatColour, ...]] = lambda: APP_COLOURS
    """Reads the colours its seats may take (the game's own, from its data, or the app's)."""

    @cached_property
    def colours(self) -> tuple[SeatColour, ...]:
        """The colours its seats may take, read when the game is first chosen: reading every game's data
        before the start screen could show took 40-90 ms (Robinson's pawns alone half of it).  A broken data
        file gives the app's colours here; the game says what is wrong when it is started."""
        try:
            return self.seat_colours()
        except ValueError:
            return APP_COLOURS


class StartChoice(Struct, frozen=True):
    game: str
    seats: tuple[Seat, ...]
    rules_on: bool
    seed: int | None
    bots: tuple[tuple[str, str], ...] = ()
    """(seat, level) for each seat the computer plays."""
    load_path: Path | None = None
    resume: bool = False
    ui_scale: float = 1.0
    reproducible: bool = False
    options: tuple[tuple[str, str], ...] = ()


class _Form(Struct):
    """What the player has chosen so far (kept across rebuilds)."""

    game: int = 0
    count: int = 2
    names: list[str] = field(default_factory=lambda: ["" for _colour in SEAT_COLORS])
    colours: list[int] = field(default_factory=lambda: list(range(len(SEAT_COLORS))))
    bots: list[str] = field(default_factory=lambda: ["" for _colour in SEAT_COLORS])
    """The computer's level per seat ("" for a person)."""
    rules_on: bool = True
    seed: str = ""
    reproducible: bool = False
    scale: float = 1.0
    picks: dict[str, str] = field(default_factory=dict)


class Remembered(Struct, frozen=True):
    """The form as last started, kept between runs: the next start screen offers the same game, players and
    rules again (not the seed, which was that table's)."""

    game: str
    count: int
    names: tuple[str, ...]
    colours: tuple[int, ...]
    bots: tuple[str, ...]
    rules_on: bool = True
    picks: dict[str, str] = field(default_factory=dict)


class StartScreen:
    def __init__(
        self,
        manager: pygame_gui.UIManager,
        games: Sequence[GameEntry],
        resume: str | None = None,
        snapshot_dir: Path | None = None,
        on_language: Callable[[str], None] | None = None,
        last: str = "",
    ) -> None:
        if not games:
            raise ValueError(_("The start screen needs at least one game to offer."))
        self.manager = manager
        self.games = list(games)
        self.resume = resume
        """Which game Resume opens and when it was saved, for its tooltip ("" when unknown); ``None``: no
        Resume button, there being nothing to resume."""
        self.snapshot_dir = snapshot_dir or Path.home()
        self.on_language = on_language
        self.dialogs = Dialogs(manager)
        self._clicks = ClickQueue()
        self._form = _Form(scale=scale_of(manager))
        self._form.count = max(self.games[0].min_seats, min(2, self.games[0].max_seats))
        self._recall(last)
        self._answer: StartChoice | None = None
        self._root: UIContainer | None = None
        self._sheet: UIPanel
        self._content: UIContainer | None = None
        self.widgets: dict[str, object] = {}
        self._size = manager.window_resolution
        self._build()

    # ----- public --------------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> StartChoice | None:
        self.dialogs.process_event(event)
        self._clicks.run()
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            if event.ui_element is self.widgets.get("rules"):
                self._read_fields()
                self._build()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, w in self.widgets.items() if w is event.ui_element), "")
            if key.startswith("option:"):
                self._form.picks[f"{self.game.id}:{key[7:]}"] = str(event.selected_option_id)
            elif key == "language" and self.on_language is not None:
                self.on_language(str(event.selected_option_id))
        elif (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not self.dialogs.any_open
        ):
            self._start()
        answer, self._answer = self._answer, None
        return answer

    def resize(self, size: tuple[int, int]) -> None:
        self._read_fields()
        self._size = size
        self._build()

    def relabel(self) -> None:
        """Build the form again in the language now in force, keeping what was typed and ticked."""
        self._read_fields()
        self._build()

    def offer_resume(self, what: str) -> None:
        """Show the Resume button, ``what`` naming the game it opens, keeping what was typed and ticked."""
        self.resume = what
        self.relabel()

    def kill(self) -> None:
        self.dialogs.close_all()
        if self._root is not None:
            self._root.kill()
            self._root = None

    @property
    def game(self) -> GameEntry:
        return self.games[self._form.game]

    def remembered(self) -> str:
        """The form as chosen now, for the next start screen to offer again (``last``)."""
        self._read_fields()
        f, n = self._form, self._form.count
        return msgspec.json.encode(Remembered(self.game.id, n, tuple(f.names[:n]), tuple(f.colours[:n]),
                                              tuple(f.bots[:n]), f.rules_on, dict(f.picks))).decode()

    def _recall(self, last: str) -> None:
        """Start from the form started last time, as far as it fits this box: a game no longer offered, or a
        damaged record, leaves the form as new."""
        try:
            was = msgspec.json.decode(last, type=Remembered)
        except msgspec.DecodeError:
            return
        ids = [entry.id for entry in self.games]
        if was.game not in ids:
            return
        entry = self.games[ids.index(was.game)]
        n = len(was.names)
        fits = (entry.min_seats <= was.count <= entry.max_seats and len(was.colours) == len(was.bots) == n == was.count
                and all(len(name) <= NAME_LIMIT for name in was.names) and all(level in ("", *BOT_LEVELS) for level in was.bots)
                and len(set(was.colours)) == n and all(0 <= c < len(entry.colours) for c in was.colours))
        if not fits:
            return
        f = self._form
        offered = {f"{entry.id}:{key}": values for key, values in entry.choices}
        f.game, f.count, f.rules_on = ids.index(was.game), was.count, was.rules_on
        f.picks = {key: value for key, value in was.picks.items() if value in offered.get(key, ())}
        f.names[:n], f.bots[:n] = was.names, was.bots
        f.colours = [*was.colours, *(c for c in range(len(entry.colours)) if c not in was.colours)]

    # ----- actions -------------------------------------------------------------------------------

    def _change(self, **values: object) -> None:
        """Set form fields (game, count, scale), keep the count inside the game's range, redraw."""
        self._read_fields()
        before = self.game.colours
        for name, value in values.items():
            setattr(self._form, name, value)
        entry = self.game
        self._form.count = min(max(self._form.count, entry.min_seats), entry.max_seats)
        if entry.colours != before:  # another game's own colours: each seat takes its next one
            self._form.colours = list(range(len(entry.colours)))
        self._build()

    def _next_colour(self, seat: int) -> None:
        """Give ``seat`` the next colour round the wheel that no other player has."""
        taken = {self._form.colours[i] for i in range(self._form.count) if i != seat}
        wheel = len(self.game.colours)
        start = self._form.colours[seat]
        free = [(start + step) % wheel for step in range(1, wheel + 1) if (start + step) % wheel not in taken]
        colours = list(self._form.colours)
        colours[seat] = free[0]
        self._change(colours=colours)

    def _next_player(self, seat: int) -> None:
        """A seat's player goes round: a person, then the computer at each level."""
        order = ("", *BOT_LEVELS)
        bots = list(self._form.bots)
        bots[seat] = order[(order.index(bots[seat]) + 1) % len(order)]
        self._change(bots=bots)

    def _start(self) -> None:
        self._answer = self._choice()

    def _resume(self) -> None:
        choice = self._choice(strict=False)
        self._answer = replace(choice, resume=True) if choice is not None else None

    def _load(self) -> None:
        def picked(path: Path) -> None:
            choice = self._choice(strict=False)
            self._answer = replace(choice, load_path=path) if choice is not None else None

        self.dialogs.load_path(self.snapshot_dir, picked)

    def _choice(self, strict: bool = True) -> StartChoice | None:
        """The form as a StartChoice, or None with the reason shown under the buttons.

        Not ``strict`` (resume, load: the file brings its own players) a bad name or seed is
        not a reason to refuse.
        """
        self._read_fields()
        form, entry = self._form, self.game
        names = [form.names[i].strip() or _("Player {n}", n=i + 1) for i in range(form.count)]
        if strict and len({n.casefold() for n in names}) < len(names):
            return self._refuse(_("Two players have the same name; please make each name different."))
        seed_text = form.seed.strip()
        if not seed_text.isdigit():
            seed_text = ""
            if strict and form.seed.strip():
                return self._refuse(_("The seed must be a whole number (or left empty for a random table)."))
        seats = tuple(Seat(f"p{i + 1}", names[i], entry.colours[form.colours[i]][1]) for i in range(form.count))
        rules_on = entry.has_rules and form.rules_on
        bots = tuple((seats[i].id, form.bots[i]) for i in range(form.count) if rules_on and form.bots[i])
        options = tuple((key, form.picks.get(f"{entry.id}:{key}", values[0])) for key, values in self._choices())
        return StartChoice(entry.id, seats, rules_on, int(seed_text) if seed_text else None, bots, ui_scale=form.scale,
                           reproducible=form.reproducible, options=options)

    def _refuse(self, reason: str) -> StartChoice | None:
        """Show why the form cannot start a table; the form itself is kept as typed."""
        error = self.widgets.get("error")
        if isinstance(error, UILabel):
            error.set_text(reason)
        return None

    def _read_fields(self) -> None:
        """Copy what the player typed or ticked into the form before widgets are rebuilt."""
        for i in range(self._form.count):
            name = self.widgets.get(f"name_{i}")
            if isinstance(name, UITextEntryLine):
                self._form.names[i] = name.get_text()
        rules = self.widgets.get("rules")
        if isinstance(rules, UICheckBox) and rules.is_enabled:
            self._form.rules_on = bool(rules.get_state())
        seed = self.widgets.get("seed")
        if isinstance(seed, UITextEntryLine):
            self._form.seed = seed.get_text()
        reproducible = self.widgets.get("reproducible")
        if isinstance(reproducible, UICheckBox):
            self._form.reproducible = bool(reproducible.get_state())

    # ----- layout --------------------------------------------------------------------------------

    def _build(self) -> None:
        """(Re)make the form's widgets; the backdrop and the sheet under them only when the size changed.

        The big rounded, shadowed sheet is the costly part to draw, and the form is rebuilt on most
        clicks, so the two are kept apart.
        """
        m, form, entry = self.manager, self._form, self.game
        if self._root is None or self._root.rect.size != self._size:
            if self._root is not None:
                self._root.kill()
            sw, sh = self._size
            self._root = UIContainer(pygame.Rect(0, 0, sw, sh), m)  # the shell fills the backdrop
            w, h = min(px(m, 1100), sw - 24), min(px(m, 660), sh - 24)
            self._sheet = UIPanel(
                pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h),
                manager=m,
                container=self._root,
                object_id="#start_sheet",
            )
            self._content = None
        if self._content is not None:
            self._content.kill()
        w, h = (int(n) for n in self._sheet.get_container().get_size())
        sheet = self._content = UIContainer(pygame.Rect(0, 0, w, h), m, container=self._sheet)
        self.widgets = {}
        pad, row, gap = px(m, 20), px(m, 36), px(m, 8)
        left_w = self._list_width(w)
        picker_w = px(m, 160)
        UILabel(
            pygame.Rect(pad, pad, w - 3 * pad - picker_w, px(m, 40)),
            _("Tabletop: choose a game"),
            m,
            container=sheet,
            object_id="@heading",
        )
        self.widgets["language"] = UIDropDownMenu(
            [(name, code) for code, name in LANGUAGES.items()], (LANGUAGES.get(language(), "English"), language()),
            pygame.Rect(w - pad - picker_w, pad + px(m, 4), picker_w, px(m, 32)), m, container=sheet,
        )
        y0 = pad + px(m, 52)
        for i, game in enumerate(self.games):
            title = _(game.title)
            shown = self._button_title(title, left_w)
            button = UIButton(
                pygame.Rect(pad, y0 + i * (row + gap), left_w, row),
                shown,
                m,
                container=sheet,
                object_id="@choice",
                tool_tip_text=None if shown == title else title,
                command=self._clicks.later(partial(self._change, game=i)),
            )
            if i == form.game:
                button.select()
            self.widgets[f"game_{i}"] = button
        summary_y = y0 + len(self.games) * (row + gap) + gap
        honesty = provenance.summary(entry.id)
        self.widgets["summary"] = UITextBox(
            escape_text(_(entry.summary) if entry.summary else _("No description.")) + (f"<br><br>{escape_text(honesty)}" if honesty else ""),
            pygame.Rect(pad, summary_y, left_w, h - summary_y - pad - row - gap),
            m,
            container=sheet,
        )
        self._build_players(sheet, pad * 2 + left_w, y0, w - left_w - 3 * pad, row, gap)
        self._build_buttons(sheet, w, h, pad, row, pad * 2 + left_w)

    def _list_width(self, sheet_w: int) -> int:
        """The game list's width: each game's whole title on its button, as far as the players' column
        beside it (``PLAYERS_WIDTH`` at least) leaves room."""
        m = self.manager
        font = ui_font(m, CHOICE_FONT)
        longest = max(font.size(_(game.title))[0] for game in self.games) + px(m, 2 * CHOICE_PAD + 12)
        return max(px(m, 300), min(longest, sheet_w - px(m, PLAYERS_WIDTH + 60)))

    def _button_title(self, title: str, width: int) -> str:
        """The title whole when it fits the button; else (a window too small for its UI scale) its part
        before the colon, or as many words as fit, with the whole title in the button's tooltip."""
        m = self.manager
        font = ui_font(m, CHOICE_FONT)
        room = width - px(m, 2 * CHOICE_PAD + 4)
        if font.size(title)[0] <= room:
            return title
        words = title.split(":")[0].split()
        while len(words) > 1 and font.size(" ".join(words) + "…")[0] > room:
            words.pop()
        return " ".join(words) + ("" if ":" in title and len(words) == len(title.split(":")[0].split()) else "…")

    def _build_players(self, sheet: UIContainer, x: int, y: int, width: int, row: int, gap: int) -> None:
        m, form, entry = self.manager, self._form, self.game
        UILabel(pygame.Rect(x, y, px(m, 110), row), _("Players"), m, container=sheet, object_id="@subheading")
        count_w = px(m, 44)
        for k, count in enumerate(range(entry.min_seats, entry.max_seats + 1)):
            button = UIButton(
                pygame.Rect(x + px(m, 120) + k * (count_w + gap), y, count_w, row),
                str(count),
                m,
                container=sheet,
                object_id="@toggle",
                tool_tip_text=_("{n} players", n=count) if count != 1 else _("1 player"),
                command=self._clicks.later(partial(self._change, count=count)),
            )
            if count == form.count:
                button.select()
            self.widgets[f"count_{count}"] = button
        y += row + gap * 2
        swatch_w = max(px(m, 96), max(text_width(m, _(c), 15, bold=True) for c, _rgb in entry.colours) + px(m, 16))
        bot_w = max(px(m, 170), max(text_width(m, player_words(level), 16) for level in ("", *BOT_LEVELS)) + px(m, 24))
        for i in range(form.count):
            colour_name, rgb = entry.colours[form.colours[i]]
            swatch = self.widgets[f"colour_{i}"] = UIButton(
                pygame.Rect(x, y, swatch_w, row),
                _(colour_name),
                m,
                container=sheet,
                object_id=swatch_of(rgb),
                tool_tip_text=_("Click for another colour"),
                command=self._clicks.later(partial(self._next_colour, i)),
            )
            paint_swatch(swatch, rgb)
            name = UITextEntryLine(
                pygame.Rect(x + swatch_w + gap, y, width - swatch_w - bot_w - 2 * gap, row),
                m,
                container=sheet,
                initial_text=form.names[i] or _("Player {n}", n=i + 1),
            )
            name.set_text_length_limit(NAME_LIMIT)
            self.widgets[f"name_{i}"] = name
            if entry.has_rules:
                level = form.bots[i] if form.rules_on else ""
                bot = UIButton(
                    pygame.Rect(x + width - bot_w, y, bot_w, row),
                    player_words(level),
                    m,
                    container=sheet,
                    object_id="@toggle",
                    tool_tip_text=_("Click: a person, or the computer playing easy, normal or hard "
                                    "(needs the rules on)"),
                    command=self._clicks.later(partial(self._next_player, i)),
                )
                if level:
                    bot.select()
                if not form.rules_on:
                    bot.disable()
                self.widgets[f"bot_{i}"] = bot
            y += row + gap
        y += gap * 2
        box = px(m, 22)
        rules = _ExplainedCheckBox(
            pygame.Rect(x, y + (row - box) // 2, box, box),
            _("Enforce the rules"),
            m,
            container=sheet,
            initial_state=entry.has_rules and form.rules_on,
            tool_tip_text=_("The app checks every move and offers the legal ones")
            if entry.has_rules
            else _("This table has no rules to enforce: you play freely, as on a real table."),
        )
        self.widgets["rules"] = rules
        if not entry.has_rules:
            rules.disable()
            note_x = box + gap + text_width(m, _("Enforce the rules"), 16) + px(m, 12)
            self.widgets["rules_note"] = UILabel(
                pygame.Rect(x + note_x, y, width - note_x, row),
                _("(a free table: no rules)"),
                m,
                container=sheet,
                object_id="@left",
            )
        y += row + gap
        label_w = max(px(m, 140), max(text_width(m, t, 16) for t in (_("Seed"), _("UI scale"))) + px(m, 10))
        UILabel(pygame.Rect(x, y, label_w, row), _("Seed"), m, container=sheet, object_id="@left")
        seed = UITextEntryLine(
            pygame.Rect(x + label_w + px(m, 10), y, px(m, 140), row), m, container=sheet, initial_text=form.seed
        )
        box = px(m, 20)
        tick_x, tick_y = x + label_w + px(m, 160), y
        if label_w + px(m, 160) + box + text_width(m, _("same rolls too"), 16) + px(m, 12) > width:
            tick_x, tick_y = x + label_w + px(m, 10), y + row + gap  # no room beside the seed: under it
            y = tick_y
        self.widgets["reproducible"] = UICheckBox(
            pygame.Rect(tick_x, tick_y + (row - box) // 2, box, box),
            _("same rolls too"),
            m,
            container=sheet,
            initial_state=form.reproducible,
            tool_tip_text=_("A seed fixes the opening table: whoever knows it knows the set-up (empty: a new one). "
                            "Rolls and shuffles during play stay unpredictable, even after loading a save, unless "
                            "this is ticked: then the whole game repeats from the seed."),
        )
        seed.set_allowed_characters("numbers")
        seed.set_text_length_limit(SEED_DIGITS)
        self.widgets["seed"] = seed
        y += row + gap
        UILabel(pygame.Rect(x, y, label_w, row), _("UI scale"), m, container=sheet, object_id="@left")
        for k, scale in enumerate(UI_SCALES):
            button = UIButton(
                pygame.Rect(x + label_w + px(m, 10) + k * (px(m, 70) + gap), y, px(m, 70), row),
                _("{percent}%", percent=round(scale * 100)),
                m,
                container=sheet,
                object_id="@toggle",
                tool_tip_text=_("Size of text and buttons"),
                command=self._clicks.later(partial(self._change, scale=scale)),
            )
            if scale == form.scale:
                button.select()
            self.widgets[f"scale_{scale}"] = button
        self._build_options(sheet, x, y + row + gap, width, row, gap)

    def _choices(self) -> list[tuple[str, tuple[str, ...]]]:
        """The game's option choices for this many players: an option ending in a seat number (``character_3``)
        is that seat's, offered only when the seat plays."""
        out = []
        for key, values in self.game.choices:
            seat = key.rsplit("_", 1)[-1]
            if not (seat.isdigit() and int(seat) > self._form.count):
                out.append((key, values))
        return out

    def _build_options(self, sheet: UIContainer, x: int, y: int, width: int, row: int, gap: int) -> None:
        """A drop-down for each option the game offers choices for (two to a row)."""
        m, entry = self.manager, self.game
        half = (width - gap) // 2
        widest = max((text_width(m, _(option_words(key)), 16) for key, _values in self._choices()), default=0)
        label_w = min(half * 3 // 5, max(px(m, 110), widest + px(m, 8)))
        for k, (key, values) in enumerate(self._choices()):
            left = x + (k % 2) * (half + gap)
            top = y + (k // 2) * (row + gap)
            UILabel(pygame.Rect(left, top, label_w, row), _(option_words(key)), m, container=sheet, object_id="@left")
            picked = self._form.picks.get(f"{entry.id}:{key}", values[0])
            menu = UIDropDownMenu([(_(choice_words(v)), v) for v in values], (_(choice_words(picked)), picked),
                                  pygame.Rect(left + label_w, top, half - label_w, row), m, container=sheet)
            self.widgets[f"option:{key}"] = menu

    def _build_buttons(self, sheet: UIContainer, w: int, h: int, pad: int, row: int, left: int) -> None:
        """Start, load and resume along the bottom, each as wide as the longest of their words needs."""
        m = self.manager
        texts = [_("Start"), _("Load snapshot…")] + ([_("Resume")] if self.resume is not None else [])
        gap = px(m, 12)
        room = (w - 2 * pad - gap * (len(texts) - 1)) // len(texts)
        bw = min(room, max(px(m, 170), max(text_width(m, t, 18, bold=True) for t in texts) + px(m, 24)))
        y = h - pad - row
        self.widgets["start"] = UIButton(
            pygame.Rect(w - pad - bw, y, bw, row),
            _("Start"),
            m,
            container=sheet,
            object_id="@primary",
            tool_tip_text=_("Lay out the table (Enter)"),
            command=self._clicks.later(self._start),
        )
        self.widgets["load"] = UIButton(
            pygame.Rect(w - pad - 2 * bw - gap, y, bw, row),
            _("Load snapshot…"),
            m,
            container=sheet,
            tool_tip_text=_("Open a saved table from a file"),
            command=self._clicks.later(self._load),
        )
        if self.resume is not None:
            self.widgets["resume"] = UIButton(
                pygame.Rect(w - pad - 3 * bw - 2 * gap, y, bw, row),
                _("Resume"),
                m,
                container=sheet,
                tool_tip_text=_("Continue the unfinished game: {what}", what=self.resume) if self.resume
                else _("Continue the unfinished game"),
                command=self._clicks.later(self._resume),
            )
        self.widgets["error"] = UILabel(
            pygame.Rect(left, y - row - px(m, 6), w - left - pad, row), "", m, container=sheet, object_id="@error"
        )
