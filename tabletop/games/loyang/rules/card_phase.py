"""The card phase moves: the starting purchase, the Distribution (add, take, the 2-player flip, the
Squire, the introductory starter), the 4-player partner choice and the solo Offer.

Each ``do_*`` takes the state, the acting player's index and the move, and returns the new state or
raises ``Refused`` with the reason a player reads.
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.contract import Refused
from ...kit.records import replace
from .display import draw_cards, play, to_discard
from .flow import action_phase, after_start, next_distribution_turn
from .moves import Move
from .state import OFFER_ROW_COST, Player, State, add, buy_price, data, helper_of, set_player, spend


def do_start(state: State, i: int, m: Move) -> State:
    if m.veg not in ("wheat", "pumpkin", "turnip"):
        raise Refused("Your Home field takes only wheat, pumpkin or turnip.")
    if len(state.players) >= 3:
        taken = sum(1 for p in state.players if p.fields[0].veg == m.veg)
        if taken >= 2:
            raise Refused("Two players already grow {veg}; with 3 or 4 players at most 2 may start with it.", veg=_(m.veg))
    p = spend(state.players[i], buy_price(m.veg), _("A {veg} from your Shop", veg=_(m.veg)))
    home = replace(p.fields[0], veg=m.veg, count=int(data(p.fields[0].card)["spaces"]))
    p = replace(p, shop=add(p.shop, m.veg, -1), fields=(home,) + p.fields[1:])
    return after_start(set_player(state, i, p))


def squire_ready(p: Player) -> str:
    for h in p.helpers:
        if helper_of(h) == "squire" and h not in p.fresh:
            return h
    return ""


def last_in(state: State) -> bool:
    return len(state.finished) == len(state.players) - 1


def do_flip(state: State, i: int, m: Move) -> State:
    if len(state.players) != 2:
        raise Refused("Only in a 2-player game may you turn up a card from the draw pile into the Pool.")
    if state.flipped:
        raise Refused("You have already turned up a card this turn.")
    state, got = draw_cards(state, 1, refill=False)
    if not got:
        raise Refused("The draw pile is empty.")
    return replace(state, pool=state.pool + got, flipped=True)


def do_add(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.card not in p.hand:
        raise Refused("That card is not in your hand.")
    if len(p.hand) == 1:
        raise Refused("Your last hand card cannot go to the Pool: take a Pool card and play it.")
    if last_in(state):
        raise Refused("You are the last player in the Distribution: you must take a Pool card and play it.")
    p = replace(p, hand=tuple(c for c in p.hand if c != m.card))
    return next_distribution_turn(replace(set_player(state, i, p), pool=state.pool + (m.card,)))


def do_take(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    starter = m.n == 1
    if starter and not p.starter:
        raise Refused("You have no starter customer to play.")
    if not starter and m.card not in p.hand:
        raise Refused("Choose one card from your hand to play.")
    if starter and m.card:
        raise Refused("Playing your starter customer replaces the hand card.")
    picks = m.items
    if any(c not in state.pool for c in picks) or len(set(picks)) != len(picks):
        raise Refused("Those cards are not in the Pool.")
    squire = ""
    if len(picks) > 1:
        squire = squire_ready(p)
        if not squire or len(picks) > 3:
            raise Refused("You may take only one Pool card (up to 3 with a Squire played before this round).")
    if not picks:
        forced = len(p.hand) == 1 or last_in(state)
        if state.pool or not forced:
            raise Refused("Take one card from the Pool together with your hand card.")
    first = p.starter if starter else m.card
    rest = p.hand if starter else tuple(c for c in p.hand if c != m.card)
    p = replace(p, hand=(), starter="" if starter else p.starter)
    state = set_player(state, i, p)
    state = replace(state, pool=tuple(c for c in state.pool if c not in picks) + rest,
                    finished=state.finished + (i,))
    for c in (first,) + picks:
        state = play(state, i, c)
    if squire:
        state = to_discard(state, i, squire)
    return next_distribution_turn(state)


def do_partner(state: State, i: int, m: Move) -> State:
    free = [k for k in range(4) if k not in (state.start, state.second)]
    if m.target not in [state.seats[k] for k in free]:
        raise Refused("Choose your partner from the two players without a starting-player disc.")
    mate = state.seats.index(m.target)
    other = free[0] if free[1] == mate else free[1]
    partners = [0, 0, 0, 0]
    partners[state.start], partners[mate] = mate, state.start
    partners[state.second], partners[other] = other, state.second
    return action_phase(replace(state, partners=tuple(partners)))


def do_offer(state: State, i: int, m: Move) -> State:
    """Solo card phase: take a card from the 4x3 Offer (row 1 free, row 2 costs 1, rows 3-4 cost 2)."""
    p = state.players[i]
    if m.n == -1:
        if not p.starter:
            raise Refused("You have no starter customer to play.")
        state = set_player(state, i, replace(p, starter=""))
        return play(state, i, p.starter)
    if not 0 <= m.n < len(state.offer) or not state.offer[m.n]:
        raise Refused("That space of the Offer is empty.")
    limit = 4 if "squire" in p.flags else 2
    if state.taken >= limit:
        squire = squire_ready(p)
        if state.taken >= 4 or not squire:
            raise Refused("You may take at most {limit} cards from the Offer this round.", limit=limit)
        state = to_discard(set_player(state, i, replace(p, flags=p.flags | {"squire"})), i, squire)
        p = state.players[i]
    c = state.offer[m.n]
    p = spend(p, OFFER_ROW_COST[m.n // 3], _("A card from that row"))
    offer = tuple("" if k == m.n else x for k, x in enumerate(state.offer))
    state = replace(set_player(state, i, p), offer=offer, taken=state.taken + 1)
    return play(state, i, c)


def do_offer_done(state: State, i: int, m: Move) -> State:
    """Discard what is left in row 2, slide each column up, refill from the draw pile row by row."""
    offer = list(state.offer)
    discard = state.discard + tuple(c for c in offer[3:6] if c)
    offer[3:6] = ["", "", ""]
    for col in range(3):
        cards = [offer[r * 3 + col] for r in range(4) if offer[r * 3 + col]]
        for r in range(4):
            offer[r * 3 + col] = cards[r] if r < len(cards) else ""
    state = replace(state, discard=discard)
    for k in range(12):
        if not offer[k]:
            state, got = draw_cards(state, 1, refill=True)
            offer[k] = got[0] if got else ""
    p = state.players[i]
    state = set_player(state, i, replace(p, flags=p.flags - {"squire"}))
    return action_phase(replace(state, offer=tuple(offer)))
