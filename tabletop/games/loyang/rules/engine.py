"""``apply``: one move from the player whose decision it is, or a ``Rejected`` with the reason.

Moves that are allowed at any time (a loan, selling to your Shop, discarding a helper) belong to the
player whose decision it is; everything else follows the phase, or an interrupting decision (a
two-pack to keep, the Foreman, a harvest helper) when one is pending.
"""

from __future__ import annotations

from collections.abc import Callable

from ....lang.door import N_, _
from ...kit.contract import NO_CHANCE_KEY, Chance, Refused, Rejected
from ...kit.records import replace
from .card_phase import do_add, do_flip, do_offer, do_offer_done, do_partner, do_start, do_take
from .flow import settle
from .helpers import foreman_take, set_shop, shop_done, use_helper
from .moves import Kind, Move
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
from .state import Pending, State, current_index, helper_of

Handler = Callable[[State, int, Move], State]
ANY_TIME: dict[Kind, Handler] = {Kind.LOAN: do_loan, Kind.SELL: do_sell}
BY_PHASE: dict[str, dict[Kind, Handler]] = {
    "start": {Kind.START: do_start},
    "cards": {Kind.FLIP: do_flip, Kind.ADD: do_add, Kind.TAKE: do_take, Kind.DISCARD: do_discard, Kind.HELPER: use_helper},
    "solo-cards": {Kind.OFFER: do_offer, Kind.OFFER_DONE: do_offer_done, Kind.DISCARD: do_discard, Kind.HELPER: use_helper},
    "partner": {Kind.PARTNER: do_partner},
    "actions": {Kind.SOW: do_sow, Kind.BUY: do_buy, Kind.TRADE: do_trade, Kind.DELIVER: do_deliver, Kind.DECLINE: do_decline,
                Kind.SERVE: do_serve, Kind.TWOPACK: do_twopack, Kind.HELPER: use_helper, Kind.DISCARD: do_discard,
                Kind.UPGRADE: do_upgrade, Kind.END: do_end},
    "path": {Kind.ADVANCE: do_advance, Kind.FINISH: do_finish, Kind.DISCARD: do_discard},
}
WORDS = {"start": N_("choose your starting vegetable"), "cards": N_("play the Distribution"),
         "solo-cards": N_("take cards from the Offer"), "partner": N_("choose a partner"),
         "actions": N_("take actions or end your turn"), "path": N_("move on the Path of Prosperity or finish")}


def _harvest(state: State, i: int, m: Move) -> State:
    top = state.pending[-1]
    state = replace(state, pending=state.pending[:-1] + (Pending("harvest-wait", -1, queue=top.queue),))
    if m.n == 1:
        card = next((h for h in state.players[i].helpers if helper_of(h) == "harvesthelper"), "")
        if not card:
            raise Refused("You have no Harvest helper to use.")
        state = use_helper(state, i, Move(Kind.HELPER, card=card, n=1))
    return state


PENDING: dict[str, dict[Kind, Handler]] = {
    "twopack": {Kind.KEEP: do_keep},
    "bookkeeper": {Kind.SHOP: set_shop, Kind.SHOP_DONE: shop_done},
    "foreman": {Kind.FOREMAN: foreman_take},
    "harvest": {Kind.HARVEST: _harvest},
}


def phase_key(state: State) -> str:
    if state.phase == "cards" and len(state.players) == 1:
        return "solo-cards"
    return state.phase


def handler(state: State, m: Move) -> Handler:
    if m.kind in ANY_TIME:
        return ANY_TIME[m.kind]
    if state.pending:
        kind = state.pending[-1].kind
        table = PENDING[kind]
        if m.kind not in table:
            raise Refused({"twopack": "First decide which two-pack cards to keep.",
                           "bookkeeper": "First finish setting your Shop for the Book-keeper.",
                           "foreman": "First decide whether the Foreman takes that helper.",
                           "harvest": "First decide whether to use your Harvest helper."}[kind])
        return table[m.kind]
    table = BY_PHASE.get(phase_key(state), {})
    if m.kind not in table:
        raise Refused("Not now: it is time to {value}.", value=_(WORDS.get(phase_key(state), N_('wait'))))
    return table[m.kind]


def apply(state: State, move: Move, chance: Chance | None = None) -> State | Rejected:
    """The state after ``move``, or ``Rejected(reason)``; the given state is never changed.

    Shuffles inside the move draw from ``chance`` (``None``: the look-ahead key, for legality and
    bots); the key is kept in the state only while the move is applied.
    """
    i = current_index(state)
    if i is None:
        return Rejected(_("The game is over."))
    key = NO_CHANCE_KEY if chance is None else chance.key
    try:
        out = settle(handler(state, move)(replace(state, chance=key, shuffles=0), i, move))
    except Refused as no:
        return Rejected(no.reason)
    if out.shuffles and chance is not None:
        chance.used = True
    return replace(out, chance=0, shuffles=0)


def apply_strict(state: State, move: Move, chance: Chance | None = None) -> State:
    """``apply`` for moves known to be legal (replays); an illegal one raises ``ValueError``."""
    out = apply(state, move, chance)
    if isinstance(out, Rejected):
        raise ValueError(_("Illegal move {value}: {reason}", value=move.to_json(), reason=out.reason))
    return out
