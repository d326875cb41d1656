"""What every part of the table's input handling shares: the session, the view, the camera, the ports.

The controller (mouse), its keys, its right-click menus and what a drop means are separate modules;
each takes this context, so none of them needs the others.  Every change still goes through
``dispatch``, signed by the seat at the computer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from ..core.actions import Action, Batch
from ..core.model import Table, ZoneKind
from ..core.session import Session
from ..core.visibility import real_id
from .camera import Camera
from .controller_ports import Ports
from .hit_test import in_hand_strip, sprite_at, zone_at
from .scene import Scene
from .state import UiState

if TYPE_CHECKING:
    from ..games.kit.binding import GameBinding


class TableContext:
    """``binding`` is the game's rules, which decide what a drop means while they are on."""

    def __init__(self, session: Session, ui: UiState, camera: Camera, ports: Ports,
                 binding: GameBinding[Any, Any] | None = None) -> None:
        self.session = session
        self.binding = binding
        self.ui = ui
        self.camera = camera
        self.ports = ports
        self.scene = Scene()
        self.view: Table = session.table
        self.hint = ""  # the hint the table put in the status line, to take away again

    def dispatch(self, action: Action) -> bool:
        """Send ``action`` as the viewer; a refusal is shown in the status line and changes nothing."""
        if action.actor is None and self.ui.viewer is not None:
            action = with_actor(action, self.ui.viewer)
        outcome = self.session.dispatch(action)
        if not outcome.ok:
            self.ui.say(outcome.text)
        return outcome.ok

    def later(self, action: Action) -> Callable[[], bool]:
        """A callback dispatching ``action``: what a menu entry or a dialog's choice runs when picked."""
        return lambda: self.dispatch(action)

    def real(self, view_id: str) -> str:
        return real_id(self.session.table, view_id)

    def hovered(self, pos: tuple[int, int]) -> str | None:
        sprite = sprite_at(self.scene, pos)
        return sprite.piece if sprite is not None else None

    def subjects(self) -> list[str]:
        """The pieces a key acts on: the selection when the cursor is on it, else the piece under the cursor."""
        hover = self.hovered(self.ui.mouse)
        if hover is not None and hover in self.ui.selection:
            return [p for p in self.ui.selection if p in self.view.pieces]
        if hover is not None:
            return [hover]
        return [p for p in self.ui.selection if p in self.view.pieces]

    def zone_under_cursor(self) -> str | None:
        """The stack or bag under the cursor (its top card or its outline)."""
        hover = self.hovered(self.ui.mouse)
        if hover is not None:
            zone = self.view.zones[self.view.pieces[hover].zone]
            return zone.id if zone.kind in (ZoneKind.STACK, ZoneKind.BAG) else None
        if in_hand_strip(self.scene, self.ui.mouse):
            return None
        place = zone_at(self.view, *self.camera.to_table(*self.ui.mouse), self.ui.drawer_open)
        return place.id if place is not None and place.kind in (ZoneKind.STACK, ZoneKind.BAG) else None

    def show_hint(self, hint: str) -> None:
        """Show ``hint`` in the status line, or take the previous hint away (never another message)."""
        if hint:
            self.ui.say(hint)
        elif self.hint and self.ui.status == self.hint:
            self.ui.say("", 0.0)
        self.hint = hint


def with_actor(action: Action, actor: str) -> Action:
    """The action (and a batch's parts) signed by ``actor`` where nobody signed it yet."""
    if action.actor is not None:
        return action
    if isinstance(action, Batch):
        return replace(action, actor=actor, actions=tuple(with_actor(a, actor) for a in action.actions))
    return replace(action, actor=actor)
