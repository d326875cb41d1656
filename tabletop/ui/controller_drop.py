"""What a drop means: one pure answer (``intent``) that the drag preview shows and the release performs.

While a drag is in flight ``aim`` keeps ``UiState`` saying where it would land (the scene outlines it);
on release ``drop`` performs the same intent as one action.  With rules on the game's binding decides
(none: the piece goes back and the reason is shown; one: done; several: the player picks), aimed at the
piece under the cursor.  With rules off, cards dropped on a loose card (tiles on a loose tile) make a
pile there, as in Tabletop Simulator; a drop on a pile joins it, anywhere else is a move in that area.
"""

from __future__ import annotations

from msgspec import Struct

from ..core.actions import Action, Batch, MakePile, MovePiece
from ..core.model import Table, ZoneKind, hand_zone_id
from ..core.names import name_of
from ..core.reducer import STACKABLE
from .camera import Camera
from .hit_test import in_hand_strip, snap_point, sprite_under, zone_at
from .i18n import _
from .scene import Scene
from .state import Drag
from .table_context import TableContext


class DropIntent(Struct, frozen=True):
    """Where a drop lands: ``zone`` (``None``: off the table), ``pile_on`` the loose card a pile is made
    with (rules off), ``onto`` the piece under the cursor (what a rules move may aim at), ``at`` the
    table point under the cursor (a space of a track a rules move may aim at)."""

    zone: str | None
    pile_on: str | None = None
    onto: str | None = None
    at: tuple[float, float] | None = None


def intent(view: Table, scene: Scene, camera: Camera, viewer: str | None, rules: bool, drag: Drag,
           pos: tuple[int, int]) -> DropIntent:
    """What releasing ``drag`` at ``pos`` means, from the view and the frame's scene alone."""
    if in_hand_strip(scene, pos):
        return DropIntent(hand_zone_id(viewer) if viewer else None)
    under = sprite_under(scene, pos)
    onto = under.piece if under is not None and under.piece not in drag.pieces else None
    if onto is not None and not rules and _makes_pile(view, drag, onto):
        return DropIntent(view.pieces[onto].zone, pile_on=onto)
    if onto is not None and view.zones[view.pieces[onto].zone].kind is ZoneKind.STACK:
        return DropIntent(view.pieces[onto].zone, onto=onto)
    at = camera.to_table(*pos)
    zone = zone_at(view, *at, scene.drawer_open)
    return DropIntent(zone.id if zone is not None else None, onto=onto, at=at)


def _makes_pile(view: Table, drag: Drag, target: str) -> bool:
    """Whether the dragged pieces would make a pile with the loose, unlocked card or tile ``target``."""
    piece = view.pieces[target]
    kind = view.spec_of(target).kind
    if piece.locked or kind not in STACKABLE or view.zones[piece.zone].kind is not ZoneKind.AREA:
        return False
    return all(p in view.pieces and view.spec_of(p).kind == kind for p in drag.pieces)


def rules_decide(c: TableContext) -> bool:
    """Whether the game's rules say what a drop means now."""
    return c.session.rules_on and c.binding is not None


def _intent(c: TableContext, drag: Drag, pos: tuple[int, int]) -> DropIntent:
    return intent(c.view, c.scene, c.camera, c.ui.viewer, rules_decide(c), drag, pos)


def aim(c: TableContext, drag: Drag, pos: tuple[int, int]) -> None:
    """Show where the drag in flight would land: the zone outlined, or the card a pile would be made
    with outlined and named in the status line."""
    found = _intent(c, drag, pos)
    c.ui.drop_piece = found.pile_on
    c.ui.drop_zone = None if found.pile_on is not None else found.zone
    if found.pile_on is None:
        c.show_hint("")
    else:
        c.show_hint(_("Release to make a pile with the {name}.", name=name_of(c.view, c.view.spec_of(found.pile_on).label)))


def drop(c: TableContext, drag: Drag, pos: tuple[int, int]) -> None:
    """The drag released at ``pos``: a pile made, a move (a group's in one batch), or the rules asked."""
    found = _intent(c, drag, pos)
    gx, gy = c.camera.to_table(*pos)
    c.ui.released = (c.session.table, {pid: (gx + drag.offsets.get(pid, (0.0, 0.0))[0],
                                             gy + drag.offsets.get(pid, (0.0, 0.0))[1]) for pid in drag.pieces})
    if found.pile_on is not None:
        on_top = drag.pieces[1:] + drag.pieces[:1]  # the piece the player holds lands last, on top
        c.dispatch(MakePile(c.real(found.pile_on), tuple(c.real(p) for p in on_top)))
        return
    if found.zone is None:
        c.ui.say(_("That is off the table."))
        return
    if rules_decide(c):
        rules_drop(c, drag, found)
        return
    zone = c.view.zones[found.zone]
    mx, my = c.camera.to_table(*pos)
    moves: list[Action] = []
    for pid in drag.pieces:
        if zone.kind is ZoneKind.AREA:
            ox, oy = drag.offsets.get(pid, (0.0, 0.0))
            x, y = mx + ox, my + oy
            if len(drag.pieces) == 1:
                x, y = snap_point(zone, x, y)
            moves.append(MovePiece(c.real(pid), zone.id, round(x, 1), round(y, 1)))
        else:
            moves.append(MovePiece(c.real(pid), zone.id))
    c.dispatch(moves[0] if len(moves) == 1 else Batch(tuple(moves)))


def rules_drop(c: TableContext, drag: Drag, found: DropIntent) -> None:
    binding = c.binding
    assert binding is not None and found.zone is not None
    if len(drag.pieces) > 1:
        c.ui.say(_("With the rules on, move one piece at a time."))
        return
    state, table, piece = c.session.game_state, c.session.table, c.real(drag.pieces[0])
    onto = c.real(found.onto) if found.onto is not None else None
    choices = binding.choices_for_drop(state, table, piece, found.zone, onto, found.at)
    if not choices:
        c.ui.say(binding.why_not_drop(state, table, piece, found.zone, found.at))
    elif len(choices) == 1:
        c.dispatch(choices[0].action)
    else:
        c.ports.choose(_("What does this move mean?"), [(choice.label, c.later(choice.action)) for choice in choices])
