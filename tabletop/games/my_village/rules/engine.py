"""The My Village engine on the kit's contract: ``apply`` accepts exactly the listed moves.

``apply`` looks a move up among the legal moves (the lists of the last few states asked about are kept,
so a playout that lists and then applies works it out once, and a bot that tries each move of a state,
listing the moves of each state it reaches, works out the first state's list once), refuses anything else with the reason from
``legal.why_not``, runs the move's handler and ``settle``s to the next decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ....lang.door import _
from ...kit.contract import Chance, Rejected, ScoreSheet, Stage
from ...kit.records import replace
from . import black, codec, invariants, knowledge, white
from .box import Box
from .decisions import HANDLERS
from .flow import new_game, settle
from .legal import legal_moves, why_not
from .moves import Kind, Move
from .scoring import score_sheets
from .state import State, deciding, set_player
from .turn import do_end, do_headman, do_take, do_value

PhaseHandler = Callable[[Box, State, int, Move], State]


def _white(box: Box, state: State, i: int, move: Move) -> State:
    return white.do_white(box, state, i, move)


def _plough(box: Box, state: State, i: int, move: Move) -> State:
    return set_player(state, i, white.do_plough(state.players[i], move))


REMEMBERED = 4
"""How many states' legal moves ``legal_moves`` keeps (looked up by identity: a state's hash is dear)."""

PHASE_HANDLERS: dict[Kind, PhaseHandler] = {
    Kind.TAKE: do_take, Kind.VALUE: do_value, Kind.BLACK: black.do_black, Kind.WHITE: _white,
    Kind.HEADMAN: do_headman, Kind.PLOUGH: _plough, Kind.END: do_end,
}


class MyVillageEngine:
    """``Engine[State, Move]`` for My Village, reading every card value from ``box``."""

    game = "my_village"

    def __init__(self, box: Box) -> None:
        self.box = box
        self._seen: list[tuple[State, list[Move], frozenset[Move]]] = []

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
        return new_game(self.box, seats, seed, options)

    def legal_moves(self, state: State) -> list[Move]:
        return list(self._legal(state)[0])

    def _legal(self, state: State) -> tuple[list[Move], frozenset[Move]]:
        for seen in self._seen:
            if seen[0] is state:
                return seen[1], seen[2]
        moves = legal_moves(self.box, state)
        self._seen = [(state, moves, frozenset(moves)), *self._seen[:REMEMBERED - 1]]
        return moves, self._seen[0][2]

    def apply(self, state: State, move: Move, chance: Chance) -> State | Rejected:
        i = deciding(state)
        if i is None:
            return Rejected(_("The game is over."))
        if move not in self._legal(state)[1]:
            return Rejected(why_not(self.box, state, move))
        if state.pending:
            top = state.pending[0]
            state = HANDLERS[top.kind](self.box, replace(state, pending=state.pending[1:]), top, move, chance)
        else:
            state = PHASE_HANDLERS[move.kind](self.box, state, i, move)
        return settle(self.box, state, chance)

    def current_seat(self, state: State) -> str | None:
        i = deciding(state)
        return None if i is None else state.seats[i]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[ScoreSheet]:
        return score_sheets(self.box, state)

    def stage(self, state: State) -> Stage:
        return Stage(state.round, None, "over" if state.phase == "over" else "actions")

    def view(self, state: State, seat: str | None) -> State:
        return knowledge.view(state, seat)

    def determinize(self, view: State, seat: str | None, rng: random.Random) -> State:
        return knowledge.determinize(view, seat, rng)

    def check(self, state: State) -> None:
        invariants.check(self.box, state)

    def move_kind(self, move: Move) -> Kind:
        return move.kind

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return move.to_json()

    def move_from_json(self, data: Any) -> Move:
        return Move.from_json(data)

    def state_to_json(self, state: State) -> Any:
        return codec.encode(state)

    def state_from_json(self, data: Any) -> State:
        return codec.decode(data)
