"""The shell around the screens: start screen or table, art preparation bar, save/load, autosave, resize.

Owns the one ``pygame_gui.UIManager`` (rebuilt when the UI scale changes) and whichever screen is
showing.  Every error reading a snapshot or making art lands in a dialog; nothing stops the program.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pygame

from ..core.model import Seat, Table
from ..core.session import Session
from ..games import GAME_MODULES, load_game
from ..games.definition import GameDefinition
from ..userdirs import saves_dir
from .dialogs import Dialogs
from .i18n import _
from .painter import BACKGROUND
from .table_stage import CannotStart, ProgressBar, TableStage, prepare_art, read_snapshot, start_session
from .theme import make_manager


class Shell:
    def __init__(self, window: pygame.Surface, ui_scale: float = 1.0, art: bool = True) -> None:
        from ..autosave import Autosaver, default_autosave_dir

        self.window = window
        self.use_art = art
        self.ui_scale = ui_scale
        self.manager = make_manager(window.get_size(), ui_scale)
        self.dialogs = Dialogs(self.manager)
        self.autosaver = Autosaver(default_autosave_dir(), keep=5)
        self.start: Any = None
        self.play: Any = None
        self.running = True
        self._progress = ProgressBar(window)
        self._autosaved: tuple[Any, ...] | None = None
        self._after_frame: list[Callable[[], None]] = []  # run by the update after the next drawn frame
        self._drawn = False

    # -- screens ---------------------------------------------------------------------------------------

    def game_entries(self) -> list[Any]:
        from .start_screen import GameEntry

        entries = []
        for game_id in GAME_MODULES:
            try:
                d = load_game(game_id)
            except ImportError:
                continue  # a game whose package is not in this build is not offered
            entries.append(GameEntry(d.id, d.title, d.min_seats, d.max_seats, d.rules is not None, d.summary))
        return entries

    def show_start(self) -> None:
        from .start_screen import StartScreen

        self._close_play()
        self.start = StartScreen(self.manager, self.game_entries(), self.autosaver.latest_unfinished() is not None,
                                 snapshot_dir=saves_dir())

    def _close_play(self) -> None:
        if self.play is not None:
            self.autosave(self.play)
            self.play = None
            self.manager.clear_and_reset()

    def new_game(self, game_id: str, players: int | None, seed: int, rules_on: bool, bots: tuple[str, ...],
                 names: tuple[str, ...] = (), seats: tuple[Seat, ...] = (), options: Mapping[str, Any] | None = None
                 ) -> None:
        try:
            definition = load_game(game_id)
        except (KeyError, ImportError) as failure:
            self.dialogs.message(_("Cannot start the game"), str(failure))
            return
        try:
            session, opts = start_session(definition, players, seed, rules_on, names, seats, options)
        except CannotStart as failure:
            self.dialogs.message(_("Cannot start the game"), str(failure))
            return
        self._play(session, definition, opts, bots)

    def take_over(self, stage: TableStage, definition: GameDefinition, options: Mapping[str, Any],
                  bots: tuple[str, ...], notes: list[tuple[str, str]]) -> None:
        """Play the table already drawn before the chrome existed; ``notes`` are the art's problems found then.

        Its previews are checked against the art book once the chrome has been drawn: opening the book
        costs about 0.1 s, and the buttons should answer first.  An out-of-date preview (after new game
        data or a new renderer) then shows for one frame before its picture is made again.
        """
        for title, text in notes:
            self.dialogs.message(title, text)
        self._play(stage.session, definition, options, bots, stage)

        def settle() -> None:
            for title, text in stage.settle_pictures():
                self.dialogs.message(title, text)

        self._after_frame.append(settle)

    def _play(self, session: Session, definition: GameDefinition, options: Mapping[str, Any],
              bots: tuple[str, ...], stage: TableStage | None = None) -> None:
        from .shell_play import PlayScreen

        if self.start is not None:
            self.start.kill()
            self.start = None
        self._close_play()
        art = self._art(definition.id, session.table) if stage is None else stage.assets.art
        self.play = PlayScreen(self.manager, self.window, session, definition.id, options, art, bots,
                               on_save=self.ask_save, on_autosave=self.autosave, on_load=self.ask_load,
                               on_menu=self.open_menu, stage=stage)
        play = self.play
        # the opening autosave waits for the first frame too: a table on screen comes before a file on disk
        self._after_frame.append(lambda: self.autosave(play) if self.play is play else None)

    def _art(self, game: str, table: Table) -> Any:
        """The game's art book, its first-run drawing shown as a progress bar; ``None`` if art fails."""
        if not self.use_art:
            return None
        book, notes = prepare_art(game, table, self._progress)
        for title, text in notes:
            self.dialogs.message(title, text)
        return book

    # -- snapshots ------------------------------------------------------------------------------------

    def snapshot(self, play: Any) -> Any:
        from ..storage import snapshot_of

        return snapshot_of(play.session, play.game, play.options)

    def autosave(self, play: Any) -> None:
        """Keep the table in the autosaves; a table already saved as it is now is not written again
        (each write waits for the disk, and quitting right after a save would repeat it)."""
        state = (play.session, play.session.table, play.session.cursor, play.session.rules_on, dict(play.options))
        last = self._autosaved
        if last is not None and last[0] is state[0] and last[1] is state[1] and last[2:] == state[2:]:
            return
        if self.autosaver.save(self.snapshot(play)) is None and self.autosaver.problem:
            play.ui.say(self.autosaver.problem)
            return
        self._autosaved = state

    def ask_save(self, play: Any) -> None:
        def save(path: Path) -> None:
            from ..storage import SnapshotError, save_snapshot

            try:
                save_snapshot(path, self.snapshot(play))
            except SnapshotError as failure:
                self.dialogs.message(_("Could not save"), str(failure))
                return
            play.ui.say(_("Saved to {path}", path=str(path)))

        play.dialogs.save_path(saves_dir() / f"{play.game}.tabletop.json", save)

    def ask_load(self) -> None:
        dialogs = self.play.dialogs if self.play is not None else self.dialogs
        dialogs.load_path(saves_dir(), self.open_snapshot)

    def open_snapshot(self, path: Path) -> None:
        from ..storage import SnapshotError, session_from

        try:
            snap, definition, options, rules = read_snapshot(path)
        except (SnapshotError, KeyError, ImportError, ValueError) as failure:
            self._not_opened(str(failure))
            return
        try:
            session = session_from(snap, rules)
        except SnapshotError as failure:
            self._offer_table_only(snap, definition, options, str(failure))
            return
        except (KeyError, ValueError) as failure:
            self._not_opened(str(failure))
            return
        self._play(session, definition, options, ())

    def _not_opened(self, why: str) -> None:
        self.dialogs.message(_("Could not open the snapshot"), why)
        if self.play is None and self.start is None:
            self.show_start()

    def _offer_table_only(self, snap: Any, definition: GameDefinition, options: Mapping[str, Any], why: str) -> None:
        """A log that no longer replays still left a saved table: offer it as a free table."""
        from ..storage import SnapshotError, session_from

        def open_table() -> None:
            try:
                session = session_from(snap.table_only(), None)
            except (SnapshotError, KeyError, ValueError) as failure:
                self._not_opened(str(failure))
                return
            self._play(session, definition, options, ())

        if self.play is None and self.start is None:
            self.show_start()
        self.dialogs.confirm(_("Open the saved table alone?"), why + "\n\n" + _(
            "Open the table as it was saved, without its history and with the rules off?"), open_table)

    def resume(self) -> None:
        latest = self.autosaver.latest_unfinished()
        if latest is not None:
            self.open_snapshot(latest)

    def open_menu(self) -> None:
        from .menus import ContextMenu, MenuItem

        play = self.play
        if play is None:
            return
        if play.menu is not None and play.menu.is_open:
            play.menu.close()
            return
        w, h = self.window.get_size()
        items = [
            MenuItem(_("Save…"), "Ctrl+S", lambda: self.ask_save(play)),
            MenuItem(_("Load…"), "Ctrl+O", self.ask_load),
            MenuItem(_("Help"), "F1", play.help.toggle),
            MenuItem(_("End turn"), "Enter", play.end_turn),
            MenuItem(_("New game"), "", self.show_start),
            MenuItem(_("Quit"), "", self.quit),
        ]
        play.menu = ContextMenu(self.manager, (w // 2 - 100, h // 3), _("Menu"), items)

    def quit(self) -> None:
        self.running = False

    # -- the frame ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
        self.manager.process_events(event)
        if self.dialogs.process_event(event) or self.dialogs.any_open:
            return
        if self.play is not None:
            self.play.handle(event)
        elif self.start is not None:
            choice = self.start.process_event(event)
            if choice is not None:
                self._chosen(choice)

    def _chosen(self, choice: Any) -> None:
        if choice.ui_scale != self.ui_scale:
            self.ui_scale = choice.ui_scale
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
            self.new_game(choice.game, None, seed, choice.rules_on, choice.bots, seats=choice.seats)

    def resize(self, size: tuple[int, int]) -> None:
        self.manager.set_window_resolution(size)
        if self.play is not None:
            self.play.resize(size)
        if self.start is not None:
            self.start.resize(size)

    def update(self, dt: float) -> None:
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
            self.window.fill(BACKGROUND)  # behind the start screen: the table's own background
        self.manager.draw_ui(self.window)
        if self.play is not None:
            self.play.draw_overlays(self.window)
        self._drawn = True

    def close(self) -> None:
        self._close_play()
