"""Village's rules behind the kit's ``Engine`` contract: set-up, moves, what a seat may know, JSON.

Hidden: the order (and so the faces) of the customer stack, and the customers another player has
served, which lie face down by their farm.  Everything else is open: cubes, goods, grain, coins, time,
the green bag's contents (counted from what went in and came out) and who is in the black bag.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ....lang.door import N_, _
from ...kit.contract import Chance, Refused, Rejected, ScoreSheet, Stage
from ...kit.records import replace
from . import codec, invariants, rounds, scoring
from .council import HANDLERS as COUNCIL
from .crafts import HANDLERS as CRAFTS
from .data import GameData
from .farmwork import HANDLERS as FARMWORK
from .legal import legal_moves
from .market import HANDLERS as MARKET
from .mass import HANDLERS as MASS
from .moves import Kind, Move, from_json, to_json
from .state import Phase, State
from .travel import HANDLERS as TRAVEL
from .turn import HANDLERS as TURN
from .turn import current_index, settle

HANDLERS = {**TURN, **FARMWORK, **CRAFTS, **TRAVEL, **COUNCIL, **MARKET, **MASS}
UNKNOWN = scoring.UNKNOWN
PHASE_KINDS = {
    Phase.TURN: {Kind.TAKE, Kind.WELL, Kind.ACT, Kind.SKIP},
    Phase.ACTION: set(FARMWORK) | set(CRAFTS) | set(TRAVEL) | set(COUNCIL) | {Kind.SKIP, Kind.DONE, Kind.ACT},
    Phase.MARKET: set(MARKET),
    Phase.FETCH: {Kind.FETCH, Kind.DONE},
    Phase.CLIMB: {Kind.CLIMB, Kind.DONE},
}
WAITING = {Phase.TURN: N_("take a cube or use the well"), Phase.ACTION: N_("carry out the action you chose"),
           Phase.MARKET: N_("serve a customer or pass"), Phase.FETCH: N_("buy members out of the black bag or stop"),
           Phase.CLIMB: N_("move church members up or stop")}


def phase_id(state: State) -> str:
    """The engine's phase in one word for the words module: ``death``, ``action:C``, ``final``, ..."""
    if state.dying >= 0:
        return "death"
    if state.phase is Phase.ACTION and state.step is not None:
        return f"action:{state.step.space}" if state.step.space else "well"
    if state.phase is Phase.TURN and state.ending is not None:
        return "final"
    if state.phase in (Phase.FETCH, Phase.CLIMB) and state.mass is not None and state.mass.final:
        return f"final-{state.phase.value}"
    return state.phase.value


def explain(state: State, i: int, move: Move) -> str:
    """Why ``move`` is refused, in a player's words."""
    if state.dying >= 0:
        if move.kind is not Kind.DIE:
            return _("First choose which of your lowest-numbered members dies.")
    elif move.kind not in PHASE_KINDS.get(state.phase, set()):
        return _("Not now: it is time to {value}.", value=_(WAITING.get(state.phase, N_('wait'))))
    try:
        HANDLERS[move.kind](state, i, move)
    except Refused as no:
        return no.reason
    except (AssertionError, AttributeError, IndexError, KeyError, TypeError, ValueError):
        pass
    return _("That is not a move you can make now.")


class VillageEngine:
    """The rules of Village for 2-4 players, pure, reading its numbers from ``data``."""

    game = "village"

    def __init__(self, data: GameData) -> None:
        self.data = data

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
        return rounds.new_game(self.data, seats, seed, options)

    def legal_moves(self, state: State) -> Sequence[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Move, chance: Chance) -> State | Rejected:
        i = current_index(state)
        if i is None:
            return Rejected(_("The game is over."))
        legal = legal_moves(state)
        if not any(m is move for m in legal) and move not in legal:
            return Rejected(explain(state, i, move))
        return settle(HANDLERS[move.kind](state, i, move), chance.rng)

    def current_seat(self, state: State) -> str | None:
        i = current_index(state)
        return None if i is None else state.seats[i]

    def is_over(self, state: State) -> bool:
        return state.phase is Phase.OVER

    def scores(self, state: State) -> list[ScoreSheet]:
        return scoring.sheets(state)

    def stage(self, state: State) -> Stage:
        return Stage(state.round, None, phase_id(state))

    def view(self, state: State, seat: str | None) -> State:
        players = tuple(p if p.seat == seat else replace(p, served=(UNKNOWN,) * len(p.served)) for p in state.players)
        return replace(state, players=players, stack=(UNKNOWN,) * len(state.stack))

    def determinize(self, view: State, seat: str | None, rng: random.Random) -> State:
        seen = {t for t in view.market if t} | {t for p in view.players for t in p.served}
        pool = [t for t in view.data.customers if t not in seen]
        rng.shuffle(pool)
        stack = tuple(pool.pop() if t == UNKNOWN else t for t in view.stack)
        players = tuple(replace(p, served=tuple(pool.pop() if t == UNKNOWN else t for t in p.served))
                        for p in view.players)
        return replace(view, stack=stack, players=players)

    def check(self, state: State) -> None:
        invariants.check(state)

    def move_kind(self, move: Move) -> Kind:
        return move.kind

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return to_json(move)

    def move_from_json(self, data: Any) -> Move:
        return from_json(data)

    def state_to_json(self, state: State) -> Any:
        return codec.encode(state)

    def state_from_json(self, data: Any) -> State:
        state = codec.decode(data, self.data)
        invariants.check(state)
        return state
