"""The game in play: session, table view, hand strip, chrome panels, rules, bots, curtain, autosave.

One ``PlayScreen`` per table.  It keeps the frame order of the design: chrome first, then the table
controller, then updates, then the painter, the pygame_gui panels, and the curtain and overlays on
top.  The seat holding the computer (``UiState.viewer``) is the binding's current seat when rules
are on, else the seat the last "End turn" passed to; while the curtain is up nobody's hand is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame
import pygame_gui

from ..core.actions import SwitchRules
from ..core.model import Table
from ..core.session import Session
from ..core.visibility import view_for
from .assets import Assets
from .camera import Camera
from .controller import Controller
from .curtain import Curtain
from .dialogs import Dialogs
from .help_overlay import HelpOverlay
from .hud import Hud, HudCallbacks
from .i18n import _
from .keys import bindings
from .painter import Painter
from .scene import Scene, SceneBuilder
from .shell_chrome import chrome_ports
from .state import UiState
from .theme import px, scale_of

BOT_DELAY_S = 0.7
HAND_STRIP_PX = 120


class PlayScreen:
    def __init__(self, manager: pygame_gui.UIManager, window: pygame.Surface, session: Session, game: str,
                 options: Mapping[str, Any], art: Any, bots: tuple[str, ...] = (),
                 on_save: Callable[[PlayScreen], None] | None = None,
                 on_autosave: Callable[[PlayScreen], None] | None = None,
                 on_load: Callable[[], None] | None = None, on_menu: Callable[[], None] | None = None) -> None:
        self.manager = manager
        self.window = window
        self.session = session
        self.game = game
        self.options = dict(options)
        self.bots = bots
        self.ui = UiState()
        self.camera = Camera()
        self.assets = Assets(art)
        self.painter = Painter(self.assets)
        self.scenes = SceneBuilder()
        self.dialogs = Dialogs(manager)
        scale = scale_of(manager)
        self.curtain = Curtain(on_dismiss=self._curtain_lifted, ui_scale=scale)
        self.help = HelpOverlay(bindings(), ui_scale=scale)
        self._problems_shown = 0
        self.menu: Any = None
        self.scores: Any = None
        self._bot_clock = 0.0
        self._pending_viewer: str | None = None
        self._dirty = False
        self._view_key: tuple[Table, str | None] | None = None
        self._view: Table = session.table
        self._on_autosave = on_autosave
        self.hud = Hud(manager, window.get_size(), HudCallbacks(
            undo=self.session.undo, redo=self.session.redo,
            save=lambda: on_save(self) if on_save else None,
            load=on_load or (lambda: None), end_turn=self.end_turn, toggle_rules=self.toggle_rules,
            menu=on_menu or (lambda: None), help=self.help.toggle))
        self.controller = Controller(session, self.ui, self.camera, chrome_ports(self, on_save, on_load, on_menu))
        self.ui.viewer = self._rules_seat() if self._rules_seat() is not None else session.table.seats[0].id
        session.subscribe(self._changed)
        self._lay_out()  # the hud was just built at the window's size: no second build
        self.camera.fit(session.table.width, session.table.height)
        self.camera.snap()
        self._refresh()
        self.scene = self.scenes.build(self.view(), self.ui, self.camera, self.hand_rect)
        self.scene_of = self.view()

    # -- the seat at the computer --------------------------------------------------------------------

    @property
    def binding(self) -> Any:
        return self.session.rules

    def _rules_seat(self) -> str | None:
        if self.binding is None or not self.session.rules_on:
            return None
        seat: str | None = self.binding.current_seat(self.session.game_state)
        return seat

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
        key = (self.session.table, self.ui.viewer)
        if self._view_key is None or key[0] is not self._view_key[0] or key[1] != self._view_key[1]:
            self._view_key = key
            self._view = view_for(self.session.table, self.ui.viewer)
            self.ui.selection &= set(self._view.pieces)
        return self._view

    def resize(self, size: tuple[int, int]) -> None:
        self.hud.resize(size)
        self._lay_out()

    def _lay_out(self) -> None:
        """The table view and the hand strip in what the hud leaves of the window."""
        area = self.hud.table_rect()
        strip = min(px(self.manager, HAND_STRIP_PX), area.height // 3)
        self.camera.viewport = (area.x, area.y, area.width, area.height - strip)
        self.hand_rect = (area.x, area.bottom - strip, area.width, strip)

    def on_table(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` is the table's (the view or the hand strip), not a panel's."""
        return pygame.Rect(self.camera.viewport).union(self.hand_rect).collidepoint(pos)

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
        if self.scene_of is not self.view():
            self.scene = self.scenes.build(self.view(), self.ui, self.camera, self.hand_rect)
            self.scene_of = self.view()
        return self.scene

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
        self.scene = self.scenes.build(self.view(), self.ui, self.camera, self.hand_rect)
        self.scene_of = self.view()

    def _report_problems(self) -> None:
        """Pictures are decoded as pieces come into view; a failure found while drawing gets a dialog."""
        fresh = self.assets.problems[self._problems_shown:]
        if fresh and not self.dialogs.any_open:
            self._problems_shown = len(self.assets.problems)
            self.dialogs.message(_("Some pictures could not be drawn"), "\n".join(fresh[:12]))

    def draw(self, surface: pygame.Surface) -> None:
        table = self.view()
        self.painter.paint(surface, self.scene, (int(table.width * self.camera.zoom),
                                                 int(table.height * self.camera.zoom)))
        if self.ui.status:
            self.painter.status(surface, self.ui.status, self.camera.viewport, self.hand_rect[1])
        self._report_problems()

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """After ``manager.draw_ui``: the help overlay and the curtain cover the panels too."""
        if self.help.visible:
            self.help.draw(surface)
        if self.curtain.visible:
            self.curtain.draw(surface)
