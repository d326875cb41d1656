"""Which drag means which move: a pawn onto the space of an action, the camp token onto a tile at night,
a wood cube onto the woodpile.

A pawn dropped on a threat card, the Hunting deck or the Hunt space, a track, an invention, a tile or an
empty island space, Arrange camp or Rest plans that action (joining a planned one there, or starting
one); dropped back at home it is taken off the plan.  Everything else (answers to cards, rerolls, items)
is on the panel.  Enter ends the seat's planning, keeps the dice, lets the weather come or goes to sleep.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.model import Table
from ..kit.gestures import Drag
from .picture_pawns import extra_spec, pawn_piece, slot_spot
from .rules.moves import Kind, Move
from .rules.pawns import pawn_kinds
from .rules.state import Slot, State

ENDING = {"plan": Kind.DONE, "night": Kind.SLEEP, "reroll": Kind.ACCEPT, "weather": Kind.ACCEPT,
          "fight": Kind.FIGHT, "manual": Kind.RESOLVED}


def _pieces_for(state: State, table: Table, pawn: str) -> list[str]:
    """The table pieces that stand for ``pawn``: its own piece, or an unplaced extra pawn of its colour."""
    piece = pawn_piece(state, pawn)
    if piece:
        return [piece]
    spec = extra_spec(pawn_kinds(state)[pawn][1])
    return sorted(p.id for p in table.pieces.values() if p.spec == spec and not p.zone.startswith(("space:", "seat:")))


def _target_drags(state: State, table: Table, s: Slot) -> list[tuple[str, str | None]]:
    """The (zone, piece under the cursor) drops that mean the action of ``s``."""
    zone, _, _ = slot_spot(state, table.zones, s)
    if s.kind == "threat":
        card = state.threats[0 if s.target == "left" else 1]
        return [(f"threat-{s.target}", card), (zone, None)]
    if s.kind == "hunt":
        return [("hunting-deck", None), (zone, None)]
    if s.kind in ("gather", "explore"):
        space = s.target.split(":")[0]
        tile = next((t for sp, t in state.tiles if sp == space), None)
        return [(zone, tile)]
    if s.kind == "build" and zone.startswith("seat:"):
        return [(zone, f"invention:{s.target}#1")]
    if s.kind == "build" and zone.startswith("space:invention-"):
        return [(zone, f"invention:{s.target}#1")]
    return [(zone, None)]


class RobinsonGestures:
    def drags(self, state: State, table: Table, move: Move) -> Sequence[Drag]:
        t = move.t
        if t == Kind.PLACE:
            s = state.plan[move.slot] if move.slot >= 0 else Slot(move.what, move.target, move.n)
            return [Drag(piece, zone, onto) for piece in _pieces_for(state, table, move.pawn)
                    for zone, onto in _target_drags(state, table, s)]
        if t == Kind.UNPLACE:
            piece = pawn_piece(state, move.pawn)
            if not piece:
                return []
            seat = next((c.seat for c in state.chars if move.pawn.startswith(c.id + "-") and c.seat), "")
            return [Drag(piece, f"seat:{seat}" if seat else "helpers")]
        if t == Kind.CAMP:
            return [Drag("piece:camp#1", f"space:{move.target}")]
        if t == Kind.PILE:
            cubes = [p for p in table.zones["space:available-resources"].pieces if table.pieces[p].spec == "piece:wood"]
            return [Drag(c, "space:woodpile") for c in cubes]
        return []

    def ending(self, state: State, moves: Sequence[Move]) -> Move | None:
        if state.pending is None:
            return None
        kind = ENDING.get(state.pending.kind)
        return next((m for m in moves if m.t == kind), None) if kind else None


GESTURES = RobinsonGestures()
