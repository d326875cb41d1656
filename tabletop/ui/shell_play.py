"""The game in play: session, table view, hand strip, chrome panels, rules, bots, curtain, autosave.

One ``PlayScreen`` per table.  It keeps the frame order of the design: chrome first, then the table
controller, then updates, then the painter, the pygame_gui panels, and the curtain and overlays on
top.  The seat holding the computer (``UiState.viewer``) is the binding's current seat when rules
are on, else the seat the last "End turn" passed to; while the curtain is up nobody's hand is drawn.
The table itself (session, view, camera, pictures) is a ``TableStage``, handed over when the app
drew it before the chrome existed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame
import pygame_gui

from ..core.actions import SwitchRules
from ..core.model import Table
from ..core.session import Session
from .assets import Assets
from .controller import Controller
from .curtain import Curtain
from .dialogs import Dialogs
from .help_overlay import HelpOverlay
from .hud import Hud, HudCallbacks
from .i18n import _
from .keys import bindings
from .painter import Painter
from .scene import Scene
from .shell_chrome import chrome_ports
from .table_stage import TableStage
from .theme import scale_of

BOT_DELAY_S = 0.7


class PlayScreen:
    def __init__(self, manager: pygame_gui.UIManager, window: pygame.Surface, session: Session, game: str,
                 options: Mapping[str, Any], art: Any, bots: tuple[str, ...] = (),
                 on_save: Callable[[PlayScreen], None] | None = None,
                 on_autosave: Callable[[PlayScreen], None] | None = None,
                 on_load: Callable[[], None] | None = None, on_menu: Callable[[], None] | None = None,
                 stage: TableStage | None = None) -> None:
        """``stage``, when the table was drawn before the chrome, is taken over as it is (it holds
        ``session`` and ``art`` already); otherwise one is made here."""
        scale = scale_of(manager)
        self.stage = stage if stage is not None else TableStage(window, session, art, scale)
        self.manager = manager
        self.window = window
        self.session = self.stage.session
        self.game = game
        self.options = dict(options)
        self.bots = bots
        self.ui = self.stage.ui
        self.camera = self.stage.camera
        self.scenes = self.stage.scenes
        self.dialogs = Dialogs(manager)
        self.curtain = Curtain(on_dismiss=self._curtain_lifted, ui_scale=scale)
        self.help = HelpOverlay(bindings(), ui_scale=scale)
        self._problems_shown = 0
        self.menu: Any = None
        self.scores: Any = None
        self._bot_clock = 0.0
        self._pending_viewer: str | None = None
        self._dirty = False
        self._on_autosave = on_autosave
        self.hud = Hud(manager, window.get_size(), HudCallbacks(
            undo=self.session.undo, redo=self.session.redo,
            save=lambda: on_save(self) if on_save else None,
            load=on_load or (lambda: None), end_turn=self.end_turn, toggle_rules=self.toggle_rules,
            menu=on_menu or (lambda: None), help=self.help.toggle))
        self.controller = Controller(self.session, self.ui, self.camera, chrome_ports(self, on_save, on_load, on_menu))
        self.session.subscribe(self._changed)
        self._refresh()

    # -- the seat at the computer --------------------------------------------------------------------

    @property
    def binding(self) -> Any:
        return self.session.rules

    def _rules_seat(self) -> str | None:
        return self.stage.rules_seat()

    def seat_name(self, seat_id: str | None) -> str:
        return self.session.table.seat_name(seat_id)

    def pass_to(self, seat_id: str) -> None:
        """Hide everything until ``seat_id``'s player clicks: the curtain of hot-seat play."""
        humans = [s.id for s in self.session.table.seats if s.id not in self.bots]
        if seat_id in self.bots or len(humans) <= 1:
            self.ui.viewer = seat_id if seat_id not in self.bots else (humans[0] if humans else None)
            return
        self._pending_viewer = seat_id
        self.ui.viewer = None
        self.ui.selection.clear()
        self.curtain.show(self.seat_name(seat_id))

    def _curtain_lifted(self) -> None:
        self.ui.viewer, self._pending_viewer = self._pending_viewer, None

    def end_turn(self) -> None:
        seats = [s.id for s in self.session.table.seats]
        seat = self._rules_seat()
        if seat is not None and seat == self.ui.viewer:
            self.ui.say(_("With the rules on, the turn passes by a move in the action panel."))
            return
        if seat is None:
            current = self.ui.viewer or self._pending_viewer or seats[0]
            seat = seats[(seats.index(current) + 1) % len(seats)] if current in seats else seats[0]
        self._dirty = True
        self.pass_to(seat)

    def toggle_rules(self) -> None:
        if self.binding is None:
            self.ui.say(_("This game has no rules engine yet: the table is a free sandbox."))
            return
        self.controller.dispatch(SwitchRules(not self.session.rules_on))

    # -- session changes ------------------------------------------------------------------------------

    def _changed(self, session: Session, event: str) -> None:
        self._dirty = True
        self._refresh()
        seat = self._rules_seat()
        if seat is not None and seat != self.ui.viewer and seat != self._pending_viewer:
            self.pass_to(seat)

    def _refresh(self) -> None:
        s = self.session
        self.hud.set_log(s.log_lines())
        self.hud.set_undo_redo(s.history.can_undo(), s.history.can_redo())
        self.hud.set_rules(self.binding is not None, s.rules_on)
        choices = self.binding.panel_choices(s.game_state, s.table) if self._rules_seat() is not None else []
        self.hud.set_choices(choices, lambda c: self.controller.dispatch(c.action))
        # The turn is the rules' current seat when they decide it (a bot's too, with nobody at the computer).
        holder = self.seat_name(self._rules_seat() or self.ui.viewer or self._pending_viewer)
        rules = _("rules on") if s.rules_on else _("rules off")
        self.hud.set_status(_("{name}'s turn · {rules}", name=holder, rules=rules))
        if self.binding is not None and s.rules_on and self.scores is None and self.binding.is_over(s.game_state):
            from .score_panel import show_scores

            self.options["finished"] = True
            names = {seat.id: seat.name for seat in s.table.seats}
            self.scores = show_scores(self.manager, self.binding.score_sheets(s.game_state), names)

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

    def handle(self, event: pygame.event.Event) -> None:
        if self.curtain.visible:
            self.curtain.process_event(event)
            return
        if self.help.visible and self.help.process_event(event):
            return
        if self.menu is not None and self.menu.is_open and self.menu.process_event(event):
            return
        if self.dialogs.process_event(event) or self.dialogs.any_open:
            return
        if self.hud.process_event(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) and not self.on_table(self.ui.mouse if
                                                                                       event.type == pygame.MOUSEWHEEL else event.pos):
            return
        self.controller.handle(event, self.current_scene(), self.view())

    def current_scene(self) -> Scene:
        """The scene of the table as it is now: rebuilt when an earlier event this frame changed it."""
        return self.stage.current_scene()

    def update(self, dt: float) -> None:
        self.controller.update(dt)
        self._bot_clock += dt
        seat = self._rules_seat()
        if seat in self.bots and not self.curtain.visible and self._bot_clock >= BOT_DELAY_S:
            self._bot_clock = 0.0
            if not self.binding.is_over(self.session.game_state):
                choice = self.binding.bot_choice(self.session.game_state, self.session.table, seat)
                outcome = self.session.dispatch(choice.action) if choice is not None else None
                if outcome is not None and not outcome.ok:
                    self.ui.say(outcome.text)
        if self._dirty and self._on_autosave is not None:
            self._dirty = False
            self._on_autosave(self)
        self.stage.rebuild()

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
        if self.curtain.visible:
            self.curtain.draw(surface)
