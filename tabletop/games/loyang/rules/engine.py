"""``apply``: one move from the player whose decision it is, or a ``Rejected`` with the reason.

Moves that are allowed at any time (a loan, selling to your Shop, discarding a helper) belong to the
player whose decision it is; everything else follows the phase, or an interrupting decision (a
two-pack to keep, the Foreman, a harvest helper) when one is pending.
"""

from __future__ import annotations

from collections.abc import Callable

from .card_phase import do_add, do_flip, do_offer, do_offer_done, do_partner, do_start, do_take
from .flow import settle
from .helpers import foreman_take, use_helper
from .moves import Move
from .play import (
    do_advance,
    do_buy,
    do_decline,
    do_deliver,
    do_discard,
    do_end,
    do_finish,
    do_keep,
    do_loan,
    do_sell,
    do_serve,
    do_sow,
    do_trade,
    do_twopack,
    do_upgrade,
)
from .state import Pending, Refused, Rejected, State, current_index, helper_of, replace

Handler = Callable[[State, int, Move], State]
ANY_TIME: dict[str, Handler] = {"loan": do_loan, "sell": do_sell}
BY_PHASE: dict[str, dict[str, Handler]] = {
    "start": {"start": do_start},
    "cards": {"flip": do_flip, "add": do_add, "take": do_take, "discard": do_discard, "helper": use_helper},
    "solo-cards": {"offer": do_offer, "offer_done": do_offer_done, "discard": do_discard, "helper": use_helper},
    "partner": {"partner": do_partner},
    "actions": {"sow": do_sow, "buy": do_buy, "trade": do_trade, "deliver": do_deliver, "decline": do_decline,
                "serve": do_serve, "twopack": do_twopack, "helper": use_helper, "discard": do_discard,
                "upgrade": do_upgrade, "end": do_end},
    "path": {"advance": do_advance, "finish": do_finish, "discard": do_discard},
}
WORDS = {"start": "choose your starting vegetable", "cards": "play the Distribution",
         "solo-cards": "take cards from the Offer", "partner": "choose a partner",
         "actions": "take actions or end your turn", "path": "move on the Path of Prosperity or finish"}


def _harvest(state: State, i: int, m: Move) -> State:
    top = state.pending[-1]
    state = replace(state, pending=state.pending[:-1] + (Pending("harvest-wait", -1, queue=top.queue),))
    if m.n == 1:
        card = next((h for h in state.players[i].helpers if helper_of(h) == "harvesthelper"), "")
        if not card:
            raise Refused("You have no Harvest helper to use.")
        state = use_helper(state, i, Move("helper", card=card, n=1))
    return state


PENDING: dict[str, dict[str, Handler]] = {
    "twopack": {"keep": do_keep},
    "foreman": {"foreman": foreman_take},
    "harvest": {"harvest": _harvest},
}


def phase_key(state: State) -> str:
    if state.phase == "cards" and len(state.players) == 1:
        return "solo-cards"
    return state.phase


def handler(state: State, m: Move) -> Handler:
    if m.t in ANY_TIME:
        return ANY_TIME[m.t]
    if state.pending:
        kind = state.pending[-1].kind
        table = PENDING[kind]
        if m.t not in table:
            raise Refused({"twopack": "First decide which two-pack cards to keep.",
                           "foreman": "First decide whether the Foreman takes that helper.",
                           "harvest": "First decide whether to use your Harvest helper."}[kind])
        return table[m.t]
    table = BY_PHASE.get(phase_key(state), {})
    if m.t not in table:
        raise Refused(f"Not now: it is time to {WORDS.get(phase_key(state), 'wait')}.")
    return table[m.t]


def apply(state: State, move: Move) -> State | Rejected:
    """The state after ``move``, or ``Rejected(reason)``; the given state is never changed."""
    i = current_index(state)
    if i is None:
        return Rejected("The game is over.")
    try:
        return settle(handler(state, move)(state, i, move))
    except Refused as no:
        return Rejected(no.reason)


def apply_strict(state: State, move: Move) -> State:
    """``apply`` for moves known to be legal (replays); an illegal one raises ``ValueError``."""
    out = apply(state, move)
    if isinstance(out, Rejected):
        raise ValueError(f"Illegal move {move.to_json()}: {out.reason}")
    return out
