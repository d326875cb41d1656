"""Mouse and keys -> table actions, every one through ``Session.dispatch`` (one gesture, one undo step).

The controller reads the frame's ``Scene`` (what is under the cursor) and the viewer's view; it
speaks to the chrome (menus, dialogs, save/load) only through ``Ports``, callbacks the app supplies,
so it can be driven by synthetic events in tests without any panel.  With rules on, a drop asks the
game's binding what it means (none: the piece goes back and the reason is shown; one: done; several:
the player picks).  With rules off, cards dropped on a loose card (tiles on a loose tile) make a pile
of them there, as in Tabletop Simulator; a drop on a pile or on the bare table is a plain move
(``controller_drop`` works out what a drop means).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..core.model import Table, ZoneKind
from ..core.names import name_of
from ..core.session import Session
from .camera import Camera
from .controller_drop import aim, drop
from .controller_keys import PAN_KEYS, key_down
from .controller_menu import open_context_menu
from .controller_ports import Ports
from .hit_test import in_hand_strip, sprite_at
from .i18n import _
from .scene import Scene, centre_of
from .state import Drag, UiState
from .table_context import TableContext

if TYPE_CHECKING:
    from ..games.kit.binding import GameBinding

DRAG_START_PX = 4
PAN_PX_PER_S = 900.0


class Controller(TableContext):
    def __init__(self, session: Session, ui: UiState, camera: Camera, ports: Ports,
                 binding: GameBinding[Any, Any] | None = None) -> None:
        super().__init__(session, ui, camera, ports, binding)
        self._panning: int | None = None
        self._press: tuple[int, tuple[int, int]] | None = None
        self._held: set[int] = set()

    # -- events ------------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, scene: Scene, view: Table) -> bool:
        """Feed one event (after the chrome had its turn); True when the table used it."""
        self.scene, self.view = scene, view
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos, event.rel)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            return self._down(event.button, event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            return self._up(event.button, event.pos)
        if event.type == pygame.MOUSEWHEEL:
            self.camera.zoom_at(self.ui.mouse, 1 if event.y > 0 else -1 if event.y < 0 else 0)
            return True
        if event.type == pygame.KEYDOWN:
            return key_down(self, event, self._held)
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
            if event.key in (pygame.K_LALT, pygame.K_RALT):
                self.ui.magnify = False
            return event.key in PAN_KEYS
        if event.type == pygame.WINDOWFOCUSLOST:
            self._held.clear()
            self.ui.magnify = False
        if event.type == pygame.WINDOWLEAVE:  # the pointer left the window: no piece is under it any more
            self.ui.mouse = (-1, -1)
            self.ui.hover = None
        return False

    def busy(self) -> bool:
        """A glide, a drag, a box or a pan in progress: the table moves without new input."""
        ui = self.ui
        return not self.camera.settled or ui.drag is not None or ui.box is not None or bool(self._held) or \
            self._panning is not None

    def update(self, dt: float) -> None:
        """``dt`` as long as the loop slept; movement takes at most a tenth of a second of it, so
        nothing jumps after a pause, while timers (the status line) count it whole."""
        step = min(dt, 0.1)
        dx = sum(PAN_KEYS[k][0] for k in self._held if k in PAN_KEYS)
        dy = sum(PAN_KEYS[k][1] for k in self._held if k in PAN_KEYS)
        if dx or dy:
            self.camera.nudge(dx * PAN_PX_PER_S * step, dy * PAN_PX_PER_S * step)
        self.camera.update(step)
        self.ui.tick(dt)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        self.ui.mouse = pos
        if self._panning is not None:
            if self._press is not None and self._press[0] == 3 and not self._moved(self._press[1], pos):
                return True
            self.camera.pan_pixels(rel[0], rel[1])
            return True
        drag = self.ui.drag
        if drag is not None:
            drag.pos = pos
            drag.moved = drag.moved or self._moved(drag.start, pos)
            aim(self, drag, pos)
            return True
        if self.ui.box is not None:
            self.ui.box = (self.ui.box[0], pos)
            return True
        self.ui.hover = self.hovered(pos)
        return False

    @staticmethod
    def _moved(a: tuple[int, int], b: tuple[int, int]) -> bool:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) > DRAG_START_PX

    def _down(self, button: int, pos: tuple[int, int]) -> bool:
        self.ui.mouse = pos
        if button in (2, 3):
            self._panning = button
            self._press = (button, pos)
            return True
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        sprite = sprite_at(self.scene, pos)
        if sprite is None:
            if in_hand_strip(self.scene, pos):
                return True
            if not shift:
                self.ui.selection.clear()
            self.ui.box = (pos, pos)
            return True
        if shift:
            self.ui.selection.symmetric_difference_update({sprite.piece})
            return True
        if sprite.locked:
            self.ui.selection = {sprite.piece}
            self.ui.say(_("The {name} is locked; unlock it first (L).", name=name_of(self.session.table, sprite.spec.label)))
            return True
        from_hand = sprite in self.scene.hand
        group = [sprite.piece]
        if sprite.piece in self.ui.selection and not from_hand:
            group += [p for p in self.ui.selection if p != sprite.piece and self._movable(p)]
        gx, gy = self.camera.to_table(*pos)
        offsets = {}
        for pid in group:
            x, y = centre_of(self.view, pid)
            offsets[pid] = (0.0, 0.0) if from_hand else (x - gx, y - gy)
        zones, spots = self._targets(sprite.piece)
        self.ui.drag = Drag(tuple(group), pos, pos, offsets, from_hand, targets=zones, spots=spots)
        return True

    def _movable(self, pid: str) -> bool:
        piece = self.view.pieces.get(pid)
        return piece is not None and not piece.locked and self.view.zones[piece.zone].kind is not ZoneKind.HAND

    def _targets(self, view_id: str) -> tuple[frozenset[str], frozenset[tuple[float, float]]]:
        """The zones and spots the rules let this piece go to now (lit while it is carried)."""
        if not self.session.rules_on or self.binding is None:
            return frozenset(), frozenset()
        found = self.binding.drop_targets(self.session.game_state, self.session.table, self.real(view_id))
        return found.zones, found.spots

    def _up(self, button: int, pos: tuple[int, int]) -> bool:
        self.ui.mouse = pos
        if button in (2, 3):
            press, self._press, self._panning = self._press, None, None
            if button == 3 and press is not None and not self._moved(press[1], pos):
                open_context_menu(self, pos)
            return True
        drag, self.ui.drag = self.ui.drag, None
        self.ui.drop_zone = self.ui.drop_piece = None
        self.show_hint("")
        if drag is not None:
            if drag.moved:
                drop(self, drag, pos)
                self.ui.hover = self.hovered(pos)  # a refused drop sent the piece back, away from the pointer
            else:
                self.ui.selection = {drag.pieces[0]}
            return True
        if self.ui.box is not None:
            box, self.ui.box = self.ui.box, None
            self._select_box(box)
            return True
        return False

    def _select_box(self, box: tuple[tuple[int, int], tuple[int, int]]) -> None:
        (ax, ay), (bx, by) = box
        rect = pygame.Rect(min(ax, bx), min(ay, by), abs(bx - ax) + 1, abs(by - ay) + 1)
        for sprite in self.scene.layer.sprites:
            if not sprite.locked and rect.colliderect(pygame.Rect(self.scene.on_screen(sprite.rect))):
                self.ui.selection.add(sprite.piece)
