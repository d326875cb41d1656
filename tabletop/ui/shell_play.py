"""The game in play on screen: the table stage, hand strip, chrome panels, curtain, bots, autosave.

One ``PlayScreen`` per table.  It keeps the frame order of the design: chrome first, then the table
controller, then updates, then the painter, the pygame_gui panels, and the curtain and overlays on
top.  The game itself (session, rules, seats, the hot seat, undo across a hand-over) is the stage's
``GameInPlay``; this screen shows it and turns the chrome's clicks into its commands.  While the
curtain is up every input goes to the curtain alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from ..core.model import Table
from ..core.session import Session
from ..game_text import log_entries
from .assets import Assets
from .bot_thinking import Thinker
from .controller import Controller
from .curtain import Curtain
from .dialogs import Dialogs
from .help_overlay import HelpOverlay
from .hud import Hud
from .i18n import _
from .keys import bindings
from .menus import ContextMenu
from .painter import Painter
from .rules_words import TELL_S, banner, pace_named, told, touched, waiting
from .scene import Scene, drawer_rect
from .shell_chrome import chrome_commands, chrome_ports
from .state import STATUS_STEP_S
from .table_stage import TableStage
from .theme import scale_of

if TYPE_CHECKING:
    from ..games.kit.binding import Choice
    from .replay_mode import ReplayMode


class PlayScreen:
    def __init__(self, manager: pygame_gui.UIManager, window: pygame.Surface, stage: TableStage,
                 on_save: Callable[[PlayScreen], None] | None = None,
                 on_autosave: Callable[[PlayScreen], None] | None = None,
                 on_load: Callable[[], None] | None = None, on_menu: Callable[[], None] | None = None) -> None:
        scale = scale_of(manager)
        self.stage = stage
        self.game = stage.game
        self.manager = manager
        self.window = window
        self.session: Session = self.game.session
        self.ui = stage.ui
        self.camera = stage.camera
        self.scenes = stage.scenes
        self.dialogs = Dialogs(manager)
        self.curtain = Curtain(on_dismiss=self._curtain_lifted, ui_scale=scale)
        self.help = HelpOverlay(bindings(), ui_scale=scale)
        self._problems_shown = 0
        self.menu: ContextMenu | None = None
        self.scores: object = None
        self.replay: ReplayMode | None = None
        self._bot_clock = 0.0
        self.thinker = Thinker()
        self.set_pace("normal")
        self._dirty = False
        self._on_autosave = on_autosave
        self.commands = chrome_commands(self, on_save, on_load, on_menu)
        self.hud = Hud(manager, window.get_size(), self.commands, log_open=stage.log_open)
        self.controller = Controller(self.session, self.ui, self.camera, chrome_ports(self, self.commands),
                                     self.game.binding)
        self.session.subscribe(self._changed)
        self._sync_curtain()
        self._refresh()

    # -- the hot seat ---------------------------------------------------------------------------------

    def _sync_curtain(self) -> None:
        """Show the curtain when the game waits for the next player to take the computer."""
        seat = self.game.hotseat
        self.ui.viewer = seat.holder
        if seat.waiting is None:
            if self.curtain.visible:
                self.curtain.hide()
            return
        self.ui.selection.clear()
        self.ui.drag = None
        name = self.game.seat_name(seat.waiting)
        why = _("to take back their last move") if seat.undo else ""
        if not self.curtain.visible or self.curtain.name != name:
            self.curtain.show(name, why)

    def _curtain_lifted(self) -> None:
        outcome = self.game.lift()
        if outcome is not None and not outcome.ok:
            self.ui.say(outcome.text)
        self._after_command()

    def _after_command(self) -> None:
        self.game.follow_rules()
        self._sync_curtain()
        self._refresh()

    def end_turn(self) -> None:
        said = self.game.end_turn()
        if said:
            self.ui.say(said)
        self._dirty = True
        self._after_command()

    def undo(self) -> None:
        said = self.game.undo()
        if said:
            self.ui.say(said)
        self._after_command()

    def redo(self) -> None:
        said = self.game.redo()
        if said:
            self.ui.say(said)
        self._after_command()

    def toggle_log(self) -> None:
        """Fold the log column away (the table takes its width) or bring it back."""
        self.stage.log_open = not self.stage.log_open
        self.hud.set_log_open(self.stage.log_open)
        self.stage.lay_out(self.window.get_size())

    def toggle_box(self) -> None:
        """Open the game box's drawer beside the table (the view takes it in) or close it."""
        if drawer_rect(self.view()) is None:
            self.ui.say(_("This game puts nothing aside in its box."))
            return
        self.stage.set_drawer(not self.ui.drawer_open)
        self._refresh()

    def toggle_rules(self) -> None:
        from ..core.actions import SwitchRules

        if self.game.binding is None:
            self.ui.say(_("This table has no rules to enforce: play freely."))
            return
        self.controller.dispatch(SwitchRules(not self.session.rules_on))

    # -- session changes ------------------------------------------------------------------------------

    def _changed(self, session: Session, event: str) -> None:
        self._dirty = True
        self.thinker.cancel()  # a move thought out for the table as it was is dropped when collected
        self.game.follow_rules()
        self._sync_curtain()
        self._refresh()
        if event == "dispatch" and session.cursor:
            self._tell(session.actions[session.cursor - 1].actor, session.log_lines()[-1])

    def _tell(self, actor: str | None, entry: str) -> None:
        """Say on the table what the rules did by themselves after a move (and what the computer did)."""
        text = told(self.game, actor, entry)
        if text:
            self.ui.say(text, TELL_S + 1.5 * text.count("\n"))

    def title(self) -> str:
        """The banner; it says the computer is thinking from the moment it has the move until the move
        is shown, not only while the worker runs, so the tool bar beside it holds still meanwhile."""
        if self.game.bot_to_move() is not None:
            return _("{banner} · thinking…", banner=banner(self.game))
        return banner(self.game)

    def _hint(self, choice: Choice | None) -> None:
        """Outline on the table what a hovered move touches."""
        self.ui.hint, self.ui.hint_zones = touched(choice, self.view(), self.session.table)

    def set_pace(self, name: str) -> None:
        """How fast the computer's moves are shown (``rules_words.PACES``)."""
        self.pace = pace_named(name)
        self.stage.bot_slide_s = self.pace.slide

    # -- replay and the game's record ------------------------------------------------------------------

    def toggle_replay(self) -> None:
        if self.replay is not None:
            self.replay.leave()
        elif self.session.cursor == 0:
            self.ui.say(_("Nothing has happened yet: there is nothing to replay."))
        else:
            from .replay_mode import ReplayMode

            self.replay = ReplayMode(self, self._replay_closed)

    def _replay_closed(self) -> None:
        self.replay = None
        self._refresh()

    def record_changed(self) -> None:
        """A bookmark was made or taken away: the log shows it, and the autosave keeps it."""
        self._dirty = True
        self._refresh()

    def went_back(self) -> None:
        """The game went back to an earlier point (or took up a kept line): it may be unfinished again."""
        if isinstance(self.scores, pygame_gui.core.UIElement):
            self.scores.kill()
        self.scores = None
        self._dirty = True
        self._after_command()

    def _refresh(self) -> None:
        if self.replay is not None:
            self.replay.refresh()
            return
        s, game = self.session, self.game
        entries = log_entries(game)
        self.hud.set_log([e.text for e in entries], frozenset(i for i, e in enumerate(entries) if e.header))
        self.hud.set_undo_redo(s.can_undo(), s.can_redo())
        self.hud.set_rules(game.binding is not None, s.rules_on)
        deciding = game.rules_seat()
        mine = deciding is not None and deciding == game.hotseat.holder and deciding not in game.bots
        choices = game.binding.choices(s.game_state, s.table) if mine and game.binding is not None else []
        self.hud.set_choices(choices, lambda c: self.controller.dispatch(c.action), self._hint, waiting(game))
        self.hud.set_status(self.title())
        self.hud.set_end_turn(not game.is_over())
        self.hud.set_box(drawer_rect(self.view()) is not None, self.ui.drawer_open)
        if game.is_over() and self.scores is None:
            self.show_scores()

    def show_scores(self) -> None:
        from .score_panel import show_scores

        if self.game.binding is None or not self.game.is_over():
            return
        self.game.options["finished"] = True
        names = {seat.id: seat.name for seat in self.session.table.seats}
        self.scores = show_scores(self.manager, self.game.binding.score_sheets(self.session.game_state), names)

    # -- the frame ------------------------------------------------------------------------------------

    def view(self) -> Table:
        return self.stage.view()

    @property
    def hand_rect(self) -> tuple[int, int, int, int]:
        return self.stage.hand_rect

    @property
    def assets(self) -> Assets:
        return self.stage.assets

    @property
    def painter(self) -> Painter:
        return self.stage.painter

    @property
    def scene(self) -> Scene:
        return self.stage.scene

    def resize(self, size: tuple[int, int]) -> None:
        self.hud.resize(size)
        self.stage.lay_out(size)

    def on_table(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` is the table's (the view or the hand strip), not a panel's."""
        return self.stage.on_table(pos)

    @property
    def covers_chrome(self) -> bool:
        """While the curtain is up, no panel may take a click: it belongs to the next player.  A question
        asked meanwhile (save before closing?) stands in front of it: it blocks the table behind it, where no
        hand shows while the curtain is up."""
        return self.curtain.visible and not self.dialogs.any_open

    def handle(self, event: pygame.event.Event) -> None:
        if self.covers_chrome:
            self.curtain.process_event(event)
            return
        if self.help.visible and self.help.process_event(event):
            return
        menu = self.menu
        if isinstance(menu, ContextMenu) and menu.is_open and menu.process_event(event):
            return
        if self.dialogs.process_event(event) or self.dialogs.any_open:
            return
        if self.hud.process_event(event):
            return
        if self.replay is not None:
            self.replay.handle(event)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) and not self.on_table(
                self.ui.mouse if event.type == pygame.MOUSEWHEEL else event.pos):
            return
        self.controller.handle(event, self.current_scene(), self.view())

    def current_scene(self) -> Scene:
        """The scene of the table as it is now: rebuilt when an earlier event this frame changed it."""
        return self.stage.current_scene()

    def busy(self) -> bool:
        """Something moves by itself: the camera gliding, a drag or a pan in hand, a bot about to play, a
        replay playing (a bot waits while a replay is on)."""
        if self.replay is not None:
            return self.replay.playing or self.controller.busy()
        return self.controller.busy() or self.game.bot_to_move() is not None

    def wake_in_ms(self) -> int:
        """Until the status line's message expires (0: nothing is due)."""
        return max(1, int(min(self.ui.status_ttl, STATUS_STEP_S) * 1000) + 1) if self.ui.status_ttl > 0 else 0

    def update(self, dt: float) -> None:
        self.controller.update(dt)
        if self.replay is not None:
            self.replay.update(dt)
        self.stage.tick(dt)
        self._bot_clock = 0.0 if self.stage.slides.active else self._bot_clock + dt
        if self.replay is None:
            self._think()
        if self._dirty and self._on_autosave is not None:
            self._dirty = False
            self._on_autosave(self)
        self.stage.rebuild()

    def _think(self) -> None:
        """The computer thinks off the UI thread as soon as it is its turn; its move is played once
        thought out and the pace's pause after the last move's slide, so a person can follow."""
        if not self.thinker.busy:
            if self.game.bot_to_move() is not None and not self.curtain.visible:
                self.thinker.start(self.game)
                self.hud.set_status(self.title())
            return
        if self._bot_clock < self.pace.pause:
            return
        thought = self.thinker.collect()
        if thought is None:
            return
        self._bot_clock = 0.0
        if thought.failure:
            self.ui.say(_("The computer could not move: {problem}", problem=thought.failure))
        elif thought.move is not None:
            outcome = self.game.play_bot(thought.move)
            if outcome is not None and not outcome.ok:
                self.ui.say(outcome.text)
        self.hud.set_status(self.title())

    def _report_problems(self) -> None:
        """Pictures are decoded as pieces come into view; a failure found while drawing gets a dialog."""
        fresh = self.assets.problems[self._problems_shown:]
        if fresh and not self.dialogs.any_open:
            self._problems_shown = len(self.assets.problems)
            self.dialogs.message(_("Some pictures could not be drawn"), "\n".join(fresh[:12]))

    def draw(self, surface: pygame.Surface) -> None:
        self.stage.draw(surface)
        self._report_problems()

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """After ``manager.draw_ui``: the help overlay and the curtain cover the panels too."""
        if self.help.visible:
            self.help.draw(surface)
        if self.covers_chrome:
            self.curtain.draw(surface)
