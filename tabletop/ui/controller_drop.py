"""What a drop means: the zone or loose card under the cursor, a pile made, a move, or the rules' say.

While a drag is in flight ``aim`` keeps ``UiState`` saying where it would land (the scene outlines it);
on release ``drop`` turns it into one action.  With rules on the game's binding decides (none: the
piece goes back and the reason is shown; one: done; several: the player picks).  With rules off,
cards dropped on a loose card (tiles on a loose tile) make a pile there, as in Tabletop Simulator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action, Batch, MakePile, MovePiece
from ..core.model import ZoneKind, hand_zone_id
from ..core.reducer import STACKABLE
from .hit_test import in_hand_strip, snap_point, sprite_at, zone_at
from .i18n import _
from .state import Drag

if TYPE_CHECKING:
    from .controller import Controller


def rules_decide(c: Controller) -> bool:
    """Whether the game's binding says what a drop means (rules on and a binding that can)."""
    binding = c.session.rules
    return c.session.rules_on and binding is not None and hasattr(binding, "choices_for_drop")


def pile_target(c: Controller, drag: Drag, pos: tuple[int, int]) -> str | None:
    """The loose card or tile (view id) that dropped pieces of its own kind would make a pile with.

    Only the top piece under the cursor counts, and only when it lies free in an area, unlocked:
    on a pile the drop goes onto the pile, and with rules on the game decides what a drop means.
    """
    if rules_decide(c) or in_hand_strip(c.scene, pos):
        return None
    under = sprite_at(c.scene, pos)
    if under is None or under.piece in drag.pieces:
        return None
    piece = c.view.pieces[under.piece]
    kind = c.view.spec_of(piece.id).kind
    if piece.locked or kind not in STACKABLE or c.view.zones[piece.zone].kind is not ZoneKind.AREA:
        return None
    if any(p not in c.view.pieces or c.view.spec_of(p).kind != kind for p in drag.pieces):
        return None
    return piece.id


def aim(c: Controller, drag: Drag, pos: tuple[int, int]) -> None:
    """Show where the drag in flight would land: the zone outlined, or the card a pile would be made
    with outlined and named in the status line."""
    target = pile_target(c, drag, pos)
    c.ui.drop_piece = target
    c.ui.drop_zone = None if target is not None else drop_zone(c, pos)
    if target is None:
        show_hint(c, "")
    else:
        show_hint(c, _("Release to make a pile with the {name}.", name=c.view.spec_of(target).label))


def show_hint(c: Controller, hint: str) -> None:
    """Show ``hint`` in the status line, or take the previous hint away (never another message)."""
    if hint:
        c.ui.say(hint)
    elif c.hint and c.ui.status == c.hint:
        c.ui.say("", 0.0)
    c.hint = hint


def drop_zone(c: Controller, pos: tuple[int, int]) -> str | None:
    """The zone a drop at ``pos`` goes to: the hand strip's, a pile under the cursor, or the area there."""
    if in_hand_strip(c.scene, pos):
        return hand_zone_id(c.ui.viewer) if c.ui.viewer else None
    under = sprite_at(c.scene, pos)
    if under is not None and c.view.zones[c.view.pieces[under.piece].zone].kind is ZoneKind.STACK:
        return c.view.pieces[under.piece].zone
    zone = zone_at(c.view, *c.camera.to_table(*pos))
    return zone.id if zone is not None else None


def drop(c: Controller, drag: Drag, pos: tuple[int, int]) -> None:
    """The drag released at ``pos``: a pile made, a move (a group's in one batch), or the rules asked."""
    target = pile_target(c, drag, pos)
    if target is not None:
        on_top = drag.pieces[1:] + drag.pieces[:1]  # the piece the player holds lands last, on top
        c.dispatch(MakePile(c.real(target), tuple(c.real(p) for p in on_top)))
        return
    zone_id = drop_zone(c, pos)
    if zone_id is None:
        c.ui.say(_("That is off the table."))
        return
    zone = c.view.zones[zone_id]
    mx, my = c.camera.to_table(*pos)
    moves: list[Action] = []
    for pid in drag.pieces:
        if zone.kind is ZoneKind.AREA:
            ox, oy = drag.offsets.get(pid, (0.0, 0.0))
            x, y = mx + ox, my + oy
            if len(drag.pieces) == 1:
                x, y = snap_point(zone, x, y)
            moves.append(MovePiece(c.real(pid), zone_id, round(x, 1), round(y, 1)))
        else:
            moves.append(MovePiece(c.real(pid), zone_id))
    if rules_decide(c):
        rules_drop(c, c.session.rules, drag, zone_id, moves)
        return
    c.dispatch(moves[0] if len(moves) == 1 else Batch(tuple(moves), label=_("moved {n} pieces", n=len(moves))))


def rules_drop(c: Controller, binding: object, drag: Drag, zone_id: str, moves: list[Action]) -> None:
    if len(moves) > 1:
        c.ui.say(_("With the rules on, move one piece at a time."))
        return
    state, table, piece = c.session.game_state, c.session.table, c.real(drag.pieces[0])
    choices = binding.choices_for_drop(state, table, piece, zone_id)  # type: ignore[attr-defined]
    if not choices:
        c.ui.say(binding.why_not_drop(state, table, piece, zone_id))  # type: ignore[attr-defined]
    elif len(choices) == 1:
        c.dispatch(choices[0].action)
    else:
        c.ports.choose(_("What does this move mean?"), [(choice.label, c.later(choice.action)) for choice in choices])
