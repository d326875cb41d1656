"""What keys and menus do to pieces: flip, turn, lock, roll or shuffle, draw into the hand.

A group acted on at once is one batch, one undo step, logged with the name of the player who did it."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.actions import Action, Batch, DrawCards, FlipPiece, LockPiece, RollDice, RotatePiece, Shuffle
from ..core.model import ZoneKind, hand_zone_id
from .i18n import _
from .table_context import TableContext


def flip(c: TableContext, pieces: Sequence[str]) -> None:
    _each(c, [FlipPiece(c.real(p)) for p in pieces], _("{name} flipped {n} pieces.", name=_who(c), n=len(pieces)))


def rotate(c: TableContext, pieces: Sequence[str], by: int) -> None:
    _each(c, [RotatePiece(c.real(p), by) for p in pieces],
          _("{name} turned {n} pieces.", name=_who(c), n=len(pieces)))


def lock(c: TableContext, pieces: Sequence[str]) -> None:
    _each(c, [LockPiece(c.real(p), not c.view.pieces[p].locked) for p in pieces],
          _("{name} locked or unlocked {n} pieces.", name=_who(c), n=len(pieces)))


def roll_or_shuffle(c: TableContext, pieces: Sequence[str]) -> None:
    dice = [c.real(p) for p in pieces if c.view.spec_of(p).is_die]
    if dice:
        c.dispatch(RollDice(tuple(dice)))
        return
    for p in pieces:
        zone = c.view.zones[c.view.pieces[p].zone]
        if zone.kind in (ZoneKind.STACK, ZoneKind.BAG):
            c.dispatch(Shuffle(zone.id))
            return


def draw(c: TableContext, zone_id: str, count: int) -> None:
    if c.ui.viewer is None:
        c.ui.say(_("Nobody holds the computer: end the turn first."))
        return
    c.dispatch(DrawCards(zone_id, hand_zone_id(c.ui.viewer), count))


def _who(c: TableContext) -> str:
    """The name a group's log line starts with: the seat at the computer, who signs the batch."""
    return c.view.seat_name(c.ui.viewer)


def _each(c: TableContext, actions: list[Action], label: str) -> None:
    if actions:
        c.dispatch(actions[0] if len(actions) == 1 else Batch(tuple(actions), label=label))
