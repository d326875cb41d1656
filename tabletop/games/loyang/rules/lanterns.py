"""The lantern helpers, which reach another player's display (with 4 players only the partner's; in the
solo game the imaginary opponent's, whose cards are never replaced and whose payments go to the Supply).
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.contract import Refused
from ...kit.records import replace
from .display import fill, lift, place, to_discard
from .moves import Move
from .play import casual_value, deliver_to, trade_at
from .state import Player, State, add, data, helper_of, partner_ok, pay, set_player, spend, take_all


def _target(state: State, i: int, seat: str) -> tuple[Player, int]:
    """The other player a lantern helper reaches (index -1 is the solo imaginary opponent)."""
    if len(state.players) == 1:
        if seat != "opponent" or state.opponent is None:
            raise Refused("In the solo game this helper reaches the imaginary opponent.")
        return state.opponent, -1
    if seat not in state.seats:
        raise Refused("Choose another player.")
    k = state.seats.index(seat)
    if not partner_ok(state, i, k):
        raise Refused("With 4 players this helper may reach only your partner." if k != i else
                      "Choose another player.")
    return state.players[k], k


def _put(state: State, k: int, p: Player) -> State:
    return replace(state, opponent=p) if k < 0 else set_player(state, k, p)


def conman(state: State, i: int, m: Move) -> State:
    state.players[i]
    if len(state.players) == 1:
        if m.other not in state.offer or helper_of(m.other) == "":
            raise Refused("Choose a helper in the Offer.")
        offer = tuple(m.card if c == m.other else c for c in state.offer)
        state = replace(lift(state, i, m.card), offer=offer)
        return set_player(state, i, place(state.players[i], m.other, due=True))
    them, k = _target(state, i, m.target)
    if "done" not in them.flags or state.phase != "actions":
        raise Refused("The Con man swaps only with a player who has finished this round's action phase.")
    if m.other not in them.helpers:
        raise Refused("Choose an uncovered helper of that player.")
    state = lift(state, k, m.other)
    state = lift(state, i, m.card)
    state = set_player(state, k, place(state.players[k], m.card, due=False))
    them = state.players[k]
    state = set_player(state, k, replace(them, fresh=tuple(h for h in them.fresh if h != m.card)))
    return set_player(state, i, replace(state.players[i], helpers=state.players[i].helpers + (m.other,)))


def deliveryman(state: State, i: int, m: Move) -> State:
    them, k = _target(state, i, m.target)
    r = next((x for x in them.regulars if x.card == m.other), None)
    if r is None:
        raise Refused("Choose one of that player's regular customers.")
    last = r.rows == 3
    state = deliver_to(state, i, k, m.other, 1, opponent=k < 0)
    if last:
        me = pay(state.players[i], 2)
        state = set_player(state, i, me)
        if k >= 0:
            state = set_player(state, k, replace(state.players[k], cash=state.players[k].cash + 2))
    return state


def marketwoman(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    them, k = _target(state, i, m.target)
    if m.other not in [s.card for s in p.stalls] or len(m.items) != 1 or \
            m.items[0] not in [s.card for s in them.stalls]:
        raise Refused("Choose one of your market stalls and one of theirs.")
    theirs = m.items[0]
    state = lift(state, i, m.other)
    if k < 0:
        them = replace(them, stalls=tuple(fill(m.other) if s.card == theirs else s for s in them.stalls))
        state = _put(state, k, them)
    else:
        state = lift(state, k, theirs)
        state = set_player(state, k, place(state.players[k], m.other, due=False))
    return set_player(state, i, place(state.players[i], theirs, due=False))


def subsistence(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if len(state.players) == 1:
        if m.veg not in ("wheat", "pumpkin", "turnip"):
            raise Refused("Alone, the Subsistence farmer buys 1 wheat, pumpkin or turnip for 1.")
        p = spend(p, 1, _("That vegetable"))
        return set_player(state, i, replace(p, cart=add(p.cart, m.veg)))
    them, k = _target(state, i, m.target)
    slot = next((f for f in them.fields if f.card == m.other), None)
    if slot is None or data(slot.card)["kind"] == "home" or slot.count < 4:
        raise Refused("Choose a field of theirs (not the Home field) holding 4 or more vegetables.")
    them = replace(them, cash=them.cash + 1, fields=tuple(replace(f, count=f.count - 1) if f.card == m.other
                                                          else f for f in them.fields))
    state = set_player(state, k, them)
    p = pay(state.players[i], 1)
    return set_player(state, i, replace(p, cart=add(p.cart, slot.veg)))


def tout(state: State, i: int, m: Move) -> State:
    them, k = _target(state, i, m.target)
    if len(m.items) != 1 or m.items[0] not in them.casuals:
        raise Refused("Choose one of that player's casual customers.")
    theirs = m.items[0]
    if m.n == 1:
        if m.other not in state.players[i].casuals:
            raise Refused("Choose one of your casual customers to swap.")
        state = lift(state, i, m.other)
        if k < 0:
            state = _put(state, k, replace(them, casuals=tuple(m.other if c == theirs else c for c in them.casuals)))
        else:
            state = lift(state, k, theirs)
            state = set_player(state, k, place(state.players[k], m.other, due=False))
        return set_player(state, i, place(state.players[i], theirs, due=False))
    if m.n != 2:
        raise Refused("Choose option 1 (swap) or 2 (buy and serve at once).")
    take_all(state.players[i].cart, tuple(data(theirs)["wants"]))
    if k < 0:
        state = _put(state, k, replace(them, casuals=tuple(c for c in them.casuals if c != theirs)))
    else:
        state = lift(state, k, theirs)
        state = set_player(state, k, replace(state.players[k], cash=state.players[k].cash + 2))
    me = state.players[i]
    me = replace(me, casuals=me.casuals + (theirs,))
    me = replace(me, cash=me.cash + casual_value(me, theirs), cart=take_all(me.cart, tuple(data(theirs)["wants"])))
    state = set_player(state, i, pay(me, 2))
    return to_discard(state, i, theirs)


def trader(state: State, i: int, m: Move) -> State:
    them, k = _target(state, i, m.target)
    fee = {8: 1, 9: 2}.get(state.round, 0)
    state = trade_at(state, i, k, m.other, m.n, m.items, opponent=k < 0)
    if fee:
        state = set_player(state, i, pay(state.players[i], fee))
        if k >= 0:
            state = set_player(state, k, replace(state.players[k], cash=state.players[k].cash + fee))
    return state
