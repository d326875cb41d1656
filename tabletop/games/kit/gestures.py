"""Which drag means which move: the hand's gesture on the table, named by the game for each legal move.

A ``Drag`` is the piece the player takes, the zone they drop it in and, where it matters, the piece
under the cursor (the customer a vegetable is delivered to, the field it is sown on) or the spot on the
table it is aimed at (a space of a track printed on a board, which is no piece of its own).  The binding asks
the game for the drags of every legal move, so the pieces a player may pick up, the places that light
up while they carry one, and what a drop means all come from the legal moves themselves: nothing can
light up that a drop would then refuse.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from ...core.model import Table

S = TypeVar("S", contravariant=True)
M = TypeVar("M")
T = TypeVar("T")


@dataclass(frozen=True)
class Drag:
    """``piece`` dropped into ``zone``; ``onto`` the piece the drop must land on, when the move names one;
    ``spot`` the table point (mm) the drop aims at when moves differ only by where in the zone they go
    (the drop nearest to it means this move), ``near`` how close (mm) the drop must come to it (0: the
    nearest spot wins however far)."""

    piece: str
    zone: str
    onto: str | None = None
    spot: tuple[float, float] | None = None
    near: float = 0.0


class Gestures(Protocol[S, M]):
    def drags(self, state: S, table: Table, move: M) -> Sequence[Drag]:
        """The drags that mean ``move`` on ``table`` (the picture of ``state``); none for a panel-only move."""
        ...

    def ending(self, state: S, moves: Sequence[M]) -> M | None:
        """The move Enter and the End turn button make (end the turn, finish, pass), among the legal
        ``moves``, when one of them ends the deciding seat's turn without a further choice."""
        ...


def nearest_spot(found: list[tuple[T, Drag]], at: tuple[float, float] | None) -> list[tuple[T, Drag]]:
    """The drags whose spot is nearest ``at`` (and near enough), when the drop has a point and the
    drags name spots; none when the drop came near none of them."""
    if at is None or not any(d.spot is not None for _m, d in found):
        return found

    def distance(d: Drag) -> float:
        assert d.spot is not None
        return math.dist(d.spot, at)

    spotted = [(m, d) for m, d in found if d.spot is not None and (d.near <= 0 or distance(d) <= d.near)]
    if not spotted:
        return []
    best = min(distance(d) for _m, d in spotted)
    return [(m, d) for m, d in spotted if distance(d) == best]
