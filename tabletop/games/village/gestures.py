"""Which drag means which Village move.

A cube dragged from an action space to your farm takes it; a member dragged from your farm onto a
building trains it, onto a city sets out on a journey, onto council stage 1 enters the council, into
the black bag goes to church; a member on the board dragged back to the farm is recalled, one stage or
window up climbs; a customer dragged from a stall to your farm is served; a good, grain or a coin
dragged from the supply to your farm is made, harvested or milled; the unborn member on top of your
pile dragged to the farm is born; a dying member dragged to the chronicle dies.  Everything else is
chosen in the panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.model import Table
from ..kit.gestures import Drag
from .rules import Kind, Move, State
from .rules.state import FARM, UNBORN
from .rules.turn import current_index

ENDINGS = (Kind.SKIP, Kind.DONE, Kind.PASS)


class VillageGestures:
    def drags(self, state: State, table: Table, move: Move) -> Sequence[Drag]:
        i = current_index(state)
        if i is None:
            return []
        seat = state.seats[i]
        farm = f"{seat}:farm"
        k = move.kind
        if k is Kind.TAKE:
            spec = "plague" if move.colour == "plague" else f"cube-{move.colour}"
            return [Drag(pid, farm) for pid in table.zones[f"action-{move.space}"].pieces
                    if table.pieces[pid].spec == spec]
        if k is Kind.BIRTH:
            top = table.zones[f"{seat}:unborn"].top()
            return [Drag(top, farm)] if top else []
        members = self._members(state, i, move.num, move.at or FARM)
        targets = {
            Kind.RECALL: farm,
            Kind.TRAIN: f"building-{move.to}",
            Kind.TRAVEL: f"city-{move.to}",
            Kind.ENTER: "council-1",
            Kind.ADVANCE: f"council-{int(move.at[8:]) + 1}" if move.at.startswith("council:") else "",
            Kind.PRAY: "black-bag",
            Kind.CLIMB: f"window-{int(move.at[7:]) + 1}" if move.at.startswith("church:") else "",
            Kind.DIE: "chronicle",
        }
        if k in targets:
            return [Drag(pid, targets[k]) for pid in members]
        if k is Kind.SERVE:
            return [Drag(move.to, farm), Drag(move.to, f"{seat}:served")]
        supplied = {Kind.PRODUCE: f"good-{move.good}", Kind.PURCHASE: f"good-{move.good}", Kind.HARVEST: "grain",
                    Kind.MILL: "coin"}
        if k is Kind.PRIVILEGE and move.stage == 3:
            supplied[k] = f"good-{move.good}"
        if k in supplied:
            spec = supplied[k]
            return [Drag(pid, farm) for pid in table.zones["supply"].pieces if table.pieces[pid].spec == spec]
        return []

    def _members(self, state: State, i: int, num: int, at: str) -> list[str]:
        seat = state.seats[i]
        numbers = state.data.numbers
        return [f"member-{seat}-{k + 1}" for k, where in enumerate(state.players[i].members)
                if where == at and numbers[k] == num and where != UNBORN]

    def ending(self, state: State, moves: Sequence[Move]) -> Move | None:
        return next((m for m in moves if m.kind in ENDINGS), None)
