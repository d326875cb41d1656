"""The shell around the screens: start screen or table, art preparation bar, save/load, autosave, resize.

Owns the one ``pygame_gui.UIManager`` (rebuilt when the UI scale changes) and whichever screen is
showing.  Every error reading a snapshot or making art lands in a dialog; nothing stops the program.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from datetime import datetime
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ..choices import keep, kept
from ..core.model import Seat, Table
from ..games import GAME_MODULES, load_game
from ..userdirs import data_dir, saves_dir
from .dialogs import SAVE_SUFFIX, Dialogs
from .i18n import LANGUAGES, _, language, remember_language, set_language
from .rules_words import pace_named
from .theme import make_manager
from .window_layout import START_BACKDROP

if TYPE_CHECKING:
    from pygame_gui.elements import UIWindow

    from ..autosave import Autosaver
    from ..play import GameInPlay, TableOnly
    from .shell_play import PlayScreen
    from .start_screen import GameEntry, StartChoice, StartScreen
    from .table_stage import TableStage


def autosave_words(path: Path) -> str:
    """An autosave as the start screen names it: its game and when it was written, in local time."""
    from ..autosave import game_of

    try:
        title = _(load_game(game_of(path)).title)
    except (KeyError, ImportError):
        title = game_of(path)
    try:
        written = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return title
    today = written.date() == datetime.now().date()
    when = written.strftime("%H:%M") if today else written.isoformat(sep=" ", timespec="minutes")
    return _("{game}, saved at {time}", game=title, time=when)


LAST_START = "start"
"""The choices file's entry for the form last started from the start screen."""


class Shell:
    def __init__(self, window: pygame.Surface, ui_scale: float = 1.0, art: bool = True, log_open: bool = True) -> None:
        self.window = window
        self.use_art = art
        self.ui_scale = ui_scale
        self._log_open = log_open
        self.manager = make_manager(window.get_size(), ui_scale)
        self.dialogs = Dialogs(self.manager)
        self.start: StartScreen | None = None
        self.play: PlayScreen | None = None
        self.running = True
        self._autosaved: tuple[Any, ...] | None = None
        self._kept: tuple[Any, ...] | None = None  # the game as the player last saved or opened it
        self._closing: UIWindow | None = None  # the question a click on the window's close button opened
        self._swallow_quit = False
        self._after_frame: list[Callable[[], None]] = []  # run by the update after the next drawn frame
        self.pace = pace_named(kept(data_dir()).get("pace", "")).name  # the computer's pace, kept between runs
        self._drawn = False

    @cached_property
    def autosaver(self) -> Autosaver:
        """Made at its first use (the start screen's resume offer, the first autosave): a start straight
        into a table shows its chrome before the snapshot code is imported."""
        from ..autosave import Autosaver, default_autosave_dir

        return Autosaver(default_autosave_dir(), keep=5)

    # -- screens ---------------------------------------------------------------------------------------

    def game_entries(self) -> list[GameEntry]:
        from .start_screen import GameEntry

        entries = []
        for game_id in GAME_MODULES:
            try:
                d = load_game(game_id)
            except ImportError:
                continue  # a game whose package is not in this build is not offered
            choices = tuple((k, tuple(v)) for k, v in d.options.items() if isinstance(v, (list, tuple)) and v)
            entries.append(GameEntry(d.id, d.title, d.min_seats, d.max_seats, d.rules is not None, d.summary, choices,
                                     d.colours))
        return entries

    def show_start(self) -> None:
        from .start_screen import StartScreen

        self._close_play()
        start = self.start = StartScreen(self.manager, self.game_entries(), snapshot_dir=saves_dir(),
                                         on_language=self.change_language, last=kept(data_dir()).get(LAST_START, ""))
        # Whether there is a game to resume is a look at the disk, after a crash a load or more: the
        # screen shows first, and its Resume button a frame later.
        self._after_frame.append(lambda: self._offer_resume(start))

    def _offer_resume(self, start: StartScreen) -> None:
        if self.start is not start:
            return  # the screen is gone already (a game started): no disk to read for it
        unfinished = self.autosaver.latest_unfinished()
        if unfinished is not None:
            start.offer_resume(autosave_words(unfinished))

    def change_language(self, code: str) -> None:
        """Show everything in ``code`` from now on, and keep the choice for the next start.

        The start screen is built again with what was typed; a game on the table is put on it again (its
        log rendered anew from the recorded moves, its art drawn with the new words), as when it was loaded.
        """
        from .theme import widget_language

        set_language(code)
        remember_language(data_dir(), code)
        self.manager.set_locale(widget_language())
        if self.start is not None:
            self.start.relabel()
        if self.play is not None:
            self.play.game.session.relog()
            self._play(self.play.game)

    def open_languages(self) -> None:
        """The menu's list of languages, each named in itself, the one in use ticked."""
        from .menus import ContextMenu, MenuItem

        play = self.play
        if play is None:
            return
        items = [MenuItem(name, "✓" if code == language() else "", partial(self.change_language, code))
                 for code, name in LANGUAGES.items()]
        w, h = self.window.get_size()
        play.menu = ContextMenu(self.manager, (w // 2 - 100, h // 3), _("Language"), items)

    def _close_play(self) -> None:
        if self.play is not None:
            self._log_open = self.play.stage.log_open
            self.autosave(self.play)
            self.play = None
            self.manager.clear_and_reset()

    def new_game(self, game_id: str, players: int | None, seed: int, rules_on: bool, bots: Mapping[str, str],
                 names: tuple[str, ...] = (), seats: tuple[Seat, ...] = (), options: Mapping[str, Any] | None = None,
                 reproducible: bool = False) -> None:
        from ..play import CannotStart, GameInPlay

        try:
            game = GameInPlay.new(load_game(game_id), seed, players=players, seats=seats, names=names,
                                  rules_on=rules_on, bots=bots, options=options, reproducible=reproducible)
        except (KeyError, ImportError, CannotStart) as failure:
            self._not_opened(_("Cannot start the game"), str(failure).strip("'\""))
            return
        except Exception as failure:  # a broken game must not take the program down: back to the start screen
            self._not_opened(_("Cannot start the game"), _("The game could not be set up: {problem}",
                                                            problem=f"{type(failure).__name__}: {failure}"[:300]))
            return
        try:
            self._play(game)
        except Exception as failure:
            self._not_opened(_("Cannot start the game"), _("The table could not be shown: {problem}",
                                                            problem=f"{type(failure).__name__}: {failure}"[:300]))

    def take_over(self, stage: TableStage, notes: list[tuple[str, str]]) -> None:
        """Play the table already drawn before the chrome existed; ``notes`` are the art's problems found then.

        Its previews are checked against the art book once the chrome has been drawn: opening the book
        costs about 0.1 s, and the buttons should answer first.  An out-of-date preview (after new game
        data or a new renderer) then shows for one frame before its picture is made again.
        """
        for title, text in notes:
            self.dialogs.message(title, text)
        self._show(stage)

        def settle() -> None:
            for title, text in stage.settle_pictures():
                self.dialogs.message(title, text)

        self._after_frame.append(settle)

    def _play(self, game: GameInPlay) -> None:
        """Put ``game`` on the table, drawn once off-screen first: a game that cannot be shown is refused
        before the one on the table is closed."""
        from .table_stage import TableStage

        art = self._art(game.game, game.table)
        stage = TableStage(self.window, game, art, self.ui_scale, self.log_open)
        stage.draw(pygame.Surface(self.window.get_size()))
        self._show(stage)

    def _show(self, stage: TableStage) -> None:
        from .shell_play import PlayScreen

        if self.start is not None:
            self.start.kill()
            self.start = None
        before = self.play.game if self.play is not None else None
        self._close_play()
        self.play = PlayScreen(self.manager, self.window, stage, on_save=self.ask_save, on_autosave=self.autosave,
                               on_load=self.ask_load, on_menu=self.open_menu)
        play = self.play
        if play.game is not before:  # a game set out or opened; the same one shown again (another language) keeps
            self._kept = _mark(play.game)  # what its last save holds
        play.set_pace(self.pace)
        # the opening autosave waits for the first frame too: a table on screen comes before a file on disk
        self._after_frame.append(lambda: self.autosave(play) if self.play is play else None)

    def _art(self, game: str, table: Table) -> Any:
        """The game's art book (a first run draws what is shown first, the rest behind it); ``None`` if art fails."""
        if not self.use_art:
            return None
        from .table_stage import prepare_art

        book, notes = prepare_art(game, table)
        for title, text in notes:
            self.dialogs.message(title, text)
        return book

    # -- snapshots ------------------------------------------------------------------------------------

    def autosave(self, play: PlayScreen) -> None:
        """Keep the table in the autosaves; a table already saved as it is now is not written again
        (each write waits for the disk, and quitting right after a save would repeat it)."""
        game = play.game
        state = _mark(game)
        if _same(self._autosaved, state):
            return
        if self.autosaver.save(game.snapshot()) is None and self.autosaver.problem:
            play.ui.say(self.autosaver.problem)
            return
        self._autosaved = state

    def ask_save(self, play: PlayScreen, then: Callable[[], None] | None = None) -> None:
        """Save the game on the table to a file the player names; ``then``: what follows a save that worked."""
        def save(path: Path) -> None:
            from ..storage import SnapshotError

            try:
                play.game.save(path)
            except SnapshotError as failure:
                self.dialogs.message(_("Could not save"), str(failure))
                return
            self._kept = _mark(play.game)
            play.ui.say(_("Saved to {path}", path=str(path)))
            if then is not None:
                then()

        play.dialogs.save_path(saves_dir() / f"{play.game.game}{SAVE_SUFFIX}", save)

    def leave(self, then: Callable[[], None]) -> UIWindow | None:
        """Do ``then`` (quit, a new game, another file) once the game on the table may go: at once when it is
        over or a save holds it as it is; else after asking whether to save it first, as a closing document
        asks.  A game left by quitting is not offered for Resume again (issue 22), so this question is what keeps
        its moves.  The question's window, or ``None`` when ``then`` ran at once."""
        play = self.play
        if play is None or play.game.is_over() or _same(self._kept, _mark(play.game)):
            then()
            return None
        return play.dialogs.question(
            _("Save the game first?"),
            _("{game} has moves that no save holds. Left without saving, they are lost.", game=_(play.game.definition.title)),
            [("save", _("Save…"), lambda: self.ask_save(play, then)), ("cancel", _("Cancel"), lambda: None),
             ("leave", _("Leave without saving"), then)])

    def ask_load(self) -> None:
        self._ask_file(self.open_snapshot)

    def _ask_file(self, open_it: Callable[[Path], None]) -> None:
        """Ask for a saved game to open, once the game on the table may go (``leave``)."""
        def pick() -> None:
            dialogs = self.play.dialogs if self.play is not None else self.dialogs
            dialogs.load_path(saves_dir(), open_it)

        self.leave(pick)

    def ask_replay(self) -> None:
        """Open a saved game straight into its replay."""
        def open_and_replay(path: Path) -> None:
            before = self.play
            self.open_snapshot(path)
            play = self.play
            if play is None or play is before:
                return  # not opened: a message says why
            play.toggle_replay()
            if play.replay is not None:
                play.replay.seek(0)

        self._ask_file(open_and_replay)

    def open_snapshot(self, path: Path, told: str = "") -> None:
        """Open the game saved at ``path``; the game on the table stays until the new one is ready.  ``told``:
        what the status line then says (else that the file was opened)."""
        from ..play import CannotOpen, GameInPlay, TableOnly

        try:
            game = GameInPlay.load(path)
        except TableOnly as failure:
            self._offer_table_only(failure)
            return
        except CannotOpen as failure:
            self._not_opened(_("Could not open the snapshot"), str(failure))
            return
        self._open(game, str(path), told)

    def _open(self, game: GameInPlay, name: str, told: str = "") -> None:
        try:
            self._play(game)
        except Exception as failure:  # a hostile file must not take the program (or the table) down
            self._not_opened(_("Could not open the snapshot"),
                             _("The saved game {name} cannot be shown: {problem}", name=name,
                               problem=f"{type(failure).__name__}: {str(failure)[:200]}"))
            return
        if self.play is not None:
            self.play.ui.say(told or _("Opened {path}", path=name))

    def _not_opened(self, title: str, why: str) -> None:
        self.dialogs.message(title, why)
        if self.play is None and self.start is None:
            self.show_start()

    def _offer_table_only(self, failure: TableOnly) -> None:
        """A log that no longer replays still left a saved table: offer it as a free table."""
        from ..play import CannotOpen

        def open_table() -> None:
            try:
                game = failure.open_table()
            except CannotOpen as broken:
                self._not_opened(_("Could not open the snapshot"), str(broken))
                return
            self._open(game, failure.name)

        if self.play is None and self.start is None:
            self.show_start()
        self.dialogs.confirm(_("Open the saved table alone?"), str(failure) + "\n\n" + _(
            "Open the table as it was saved, without its history and with the rules off?"), open_table)

    def resume(self) -> None:
        latest = self.autosaver.latest_unfinished()
        if latest is not None:
            self.open_snapshot(latest, _("Resumed {what}", what=autosave_words(latest)))

    def open_menu(self) -> None:
        from .commands import COMMANDS
        from .menus import ContextMenu, MenuItem

        play = self.play
        if play is None:
            return
        if play.menu is not None and play.menu.is_open:
            play.menu.close()
            return
        commands = play.commands.with_handlers({"new_game": lambda: self.leave(self.show_start),
                                                "quit": lambda: self.leave(self.quit),
                                                "replay_file": self.ask_replay,
                                                "bot_pace": lambda: self.next_pace(play),
                                                "language": self.open_languages})
        names = ["save", "load", "help", "end_turn", "toggle_log", "box"] + \
            (["scores"] if play.game.is_over() else []) + (["bot_pace"] if play.game.bots else []) + [
            "replay", "replay_file", "bookmark", "lines", "export_log", "copy_log", "language", "new_game", "quit"]
        items = [MenuItem(_(COMMANDS[n].label), _(COMMANDS[n].keys) if COMMANDS[n].keys else "", commands.handler(n))
                 for n in names if n in commands]
        w, h = self.window.get_size()
        play.menu = ContextMenu(self.manager, (w // 2 - 100, h // 3), _("Menu"), items)

    def next_pace(self, play: PlayScreen) -> None:
        """The computer's next pace (slow, normal, fast), for this game and the next ones."""
        from .rules_words import next_pace

        self.pace = next_pace(self.pace).name
        keep(data_dir(), "pace", self.pace)
        play.set_pace(self.pace)
        said = {"slow": _("The computer plays slowly now."), "normal": _("The computer plays at a normal pace now."),
                "fast": _("The computer plays fast now.")}
        play.ui.say(said[self.pace])

    @property
    def log_open(self) -> bool:
        """Whether the log column shows: the table on screen says, else the last one did."""
        if self.play is not None:
            self._log_open = self.play.stage.log_open
        return self._log_open

    def quit(self) -> None:
        self.running = False

    # -- the frame ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.WINDOWCLOSE:  # the close button: a person, who may want to save first
            if self._closing is not None and self._closing.alive():
                self.quit()  # closing again while asked means it
                return
            self._closing = self.leave(self.quit)
            self._swallow_quit = self._closing is not None
            return
        if event.type == pygame.QUIT:  # the QUIT that follows the close button's event, or the system's (a signal)
            if self._swallow_quit:
                self._swallow_quit = False
                return
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        if self.play is not None and self.play.covers_chrome:
            self.play.handle(event)  # a click meant for the next player never reaches a panel underneath
            return
        self.manager.process_events(event)
        if self.dialogs.process_event(event) or self.dialogs.any_open:
            return
        if self.play is not None:
            self.play.handle(event)
        elif self.start is not None:
            choice = self.start.process_event(event)
            if choice is not None:
                self._chosen(choice)

    def _chosen(self, choice: StartChoice) -> None:
        if self.start is not None and not choice.resume and choice.load_path is None:
            keep(data_dir(), LAST_START, self.start.remembered())  # the next start screen offers it again
        if choice.ui_scale != self.ui_scale:
            self.ui_scale = choice.ui_scale
            if self.start is not None:
                self.start.kill()
                self.start = None
            self.manager = make_manager(self.window.get_size(), self.ui_scale)
            self.dialogs = Dialogs(self.manager)
        if choice.resume:
            self.resume()
        elif choice.load_path is not None:
            self.open_snapshot(choice.load_path)
        else:
            seed = choice.seed if choice.seed is not None else int.from_bytes(os.urandom(4), "big")
            self.new_game(choice.game, None, seed, choice.rules_on, dict(choice.bots),
                          seats=choice.seats, reproducible=choice.reproducible, options=dict(choice.options))

    def resize(self, size: tuple[int, int]) -> None:
        self.manager.set_window_resolution(size)
        if self.play is not None:
            self.play.resize(size)
        if self.start is not None:
            self.start.resize(size)

    def busy(self) -> bool:
        """Whether something on screen moves by itself now, so frames must keep coming."""
        return bool(self._after_frame) or (self.play is not None and self.play.busy())

    def wake_in_ms(self) -> int:
        """How long the loop may sleep waiting for input: until the next timer (0: until input)."""
        return self.play.wake_in_ms() if self.play is not None else 0

    def update(self, dt: float) -> None:
        """``dt``: the seconds since the last frame, however long the loop slept (timers count it whole)."""
        if self._drawn and self._after_frame:
            later, self._after_frame = self._after_frame, []
            for task in later:
                task()
        if self.play is not None:
            self.play.update(dt)
        self.manager.update(dt)

    def draw(self) -> None:
        if self.play is not None:
            self.play.draw(self.window)
        else:
            self.window.fill(START_BACKDROP)
        self.manager.draw_ui(self.window)
        if self.play is not None:
            self.play.draw_overlays(self.window)
        self._drawn = True

    def close(self) -> None:
        self._close_play()


def _mark(game: GameInPlay) -> tuple[Any, ...]:
    """What a snapshot of ``game`` holds, to tell whether a file already holds it as it is: the session and the
    table by identity (every change makes a new table), the rest by value."""
    return (game.session, game.table, game.session.cursor, game.session.rules_on, dict(game.options),
            game.hotseat, game.lines)


def _same(kept: tuple[Any, ...] | None, now: tuple[Any, ...]) -> bool:
    return kept is not None and kept[0] is now[0] and kept[1] is now[1] and kept[2:] == now[2:]
