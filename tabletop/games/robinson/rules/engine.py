"""Robinson Crusoe's rules on the kit's contract: the ``Engine`` the binding and the tests talk to."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any

from ....lang.door import N_, _
from ...kit.contract import NO_CHANCE_KEY, Chance, Rejected, ScoreLine, ScoreSheet, Stage
from . import checks, codec, hidden
from .catalog import catalog
from .flow import settle
from .moves import Kind, Move
from .play import apply, legal_moves
from .setup import new_state
from .state import State


class RobinsonEngine:
    game = "robinson"

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
        return settle(new_state(seats, seed, options), Chance(NO_CHANCE_KEY))

    def legal_moves(self, state: State) -> Sequence[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Move, chance: Chance) -> State | Rejected:
        return apply(state, move, chance)

    def current_seat(self, state: State) -> str | None:
        return None if state.result or state.pending is None else state.pending.seat

    def is_over(self, state: State) -> bool:
        return bool(state.result)

    def scores(self, state: State) -> list[ScoreSheet]:
        """Every seat the same sheet: the shared win or loss and the rounds survived."""
        won = state.result == "won"
        survived = state.round if won else state.round - 1
        lines = (ScoreLine(N_("Signal fire lit"), 1 if won else 0), ScoreLine(N_("Rounds survived"), max(survived, 0)))
        note = state.result and (_("won") if won else _("lost"))
        return [ScoreSheet(seat, max(survived, 0), lines, 1, note, beaten=not won) for seat in state.seats]

    def stage(self, state: State) -> Stage:
        return Stage(state.round, int(catalog().scenario["rounds"]), "over" if state.result else state.phase)

    def view(self, state: State, seat: str | None) -> State:
        return hidden.view(state)

    def determinize(self, view: State, seat: str | None, rng: random.Random) -> State:
        return hidden.determinize(view, rng)

    def check(self, state: State) -> None:
        checks.check(state)

    def move_kind(self, move: Move) -> StrEnum:
        return Kind(move.t)

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return move.to_json()

    def move_from_json(self, data: Any) -> Move:
        return Move.from_json(data)

    def state_to_json(self, state: State) -> Any:
        return codec.encode(state)

    def state_from_json(self, data: Any) -> State:
        state = codec.decode(data)
        if not isinstance(state, State):
            raise ValueError(_("That is not a Robinson Crusoe state."))
        try:
            checks.check(state)
        except (TypeError, AttributeError, KeyError, IndexError) as bad:
            raise ValueError(_("That Robinson Crusoe state is malformed: {bad}", bad=bad)) from None
        return state


ENGINE = RobinsonEngine()
