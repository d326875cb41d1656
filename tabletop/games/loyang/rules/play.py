"""The moves that are no helper: set-up purchase, the Distribution, and actions A-D, F-H, storing, the path.

Each ``do_*`` takes the state, the acting player's index and the move, and returns the new state or
raises ``Refused`` with the reason a player reads.
"""

from __future__ import annotations

from ..components import VEGETABLES
from .display import draw_cards, play, to_discard
from .flow import action_phase, after_start, decline_all, end_of_turn, next_distribution_turn, regular
from .moves import Move
from .state import (
    OFFER_ROW_COST,
    PENALTY,
    SHOP_SPACES,
    UPGRADE_COST,
    Pending,
    Player,
    Refused,
    State,
    add,
    buy_price,
    data,
    helper_of,
    pay,
    replace,
    sell_price,
    set_player,
    spend,
    take_all,
    vi,
)


def do_start(state: State, i: int, m: Move) -> State:
    if m.veg not in ("wheat", "pumpkin", "turnip"):
        raise Refused("Your Home field takes only wheat, pumpkin or turnip.")
    if len(state.players) >= 3:
        taken = sum(1 for p in state.players if p.fields[0].veg == m.veg)
        if taken >= 2:
            raise Refused(f"Two players already grow {m.veg}; with 3 or 4 players at most 2 may start with it.")
    p = spend(state.players[i], buy_price(m.veg), f"A {m.veg} from your Shop")
    home = replace(p.fields[0], veg=m.veg, count=int(data(p.fields[0].card)["spaces"]))
    p = replace(p, shop=add(p.shop, m.veg, -1), fields=(home,) + p.fields[1:])
    return after_start(set_player(state, i, p))


def squire_ready(p: Player) -> str:
    for h in p.helpers:
        if helper_of(h) == "squire" and h not in p.fresh:
            return h
    return ""


def _last_in(state: State) -> bool:
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
    if _last_in(state):
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
        forced = len(p.hand) == 1 or _last_in(state)
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
            raise Refused(f"You may take at most {limit} cards from the Offer this round.")
        state = to_discard(set_player(state, i, replace(p, flags=p.flags | {"squire"})), i, squire)
        p = state.players[i]
    c = state.offer[m.n]
    p = spend(p, OFFER_ROW_COST[m.n // 3], "A card from that row")
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


def do_sow(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    slot = next((f for f in p.fields if f.card == m.card), None)
    if slot is None:
        raise Refused("That field is not in your display.")
    if slot.veg:
        raise Refused(f"That field is already sown with {slot.veg}; it can be sown again only once it is empty.")
    allowed = data(m.card)["allowed"]
    if m.veg not in allowed:
        raise Refused(f"This field takes only {', '.join(allowed)}.")
    if not p.cart[vi(m.veg)]:
        raise Refused(f"Your cart holds no {m.veg} to sow.")
    count = int(data(m.card)["spaces"]) + p.sow_bonus
    fields = tuple(replace(f, veg=m.veg, count=count, sown_now=True) if f.card == m.card else f for f in p.fields)
    return set_player(state, i, replace(p, cart=add(p.cart, m.veg, -1), fields=fields))


def do_buy(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if not p.shop[vi(m.veg)]:
        raise Refused(f"Your Shop has no {m.veg} left.")
    p = spend(p, buy_price(m.veg), f"A {m.veg}")
    return set_player(state, i, replace(p, shop=add(p.shop, m.veg, -1), cart=add(p.cart, m.veg)))


def do_sell(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    v = vi(m.veg)
    if not p.cart[v]:
        raise Refused(f"Your cart holds no {m.veg} to sell.")
    if p.shop[v] >= SHOP_SPACES[v]:
        raise Refused(f"Your Shop has no empty {m.veg} space.")
    p = replace(p, cart=add(p.cart, m.veg, -1), shop=add(p.shop, m.veg), cash=p.cash + sell_price(m.veg))
    return set_player(state, i, p)


def trade_at(state: State, i: int, owner: int, stall_card: str, col: int, handed: tuple[str, ...],
             opponent: bool = False) -> State:
    """Hand in 1 or 2 vegetables (the column's bowls; 1 with the Maid) for the column's vegetable."""
    p = state.players[i]
    seller = state.opponent if opponent else state.players[owner]
    assert seller is not None
    slot = next((s for s in seller.stalls if s.card == stall_card), None)
    if slot is None:
        raise Refused("That market stall is not there.")
    if not 0 <= col < len(slot.goods) or not slot.goods[col]:
        raise Refused("That column of the stall is already empty.")
    bowls = int(data(stall_card)["goods"][col]["bowls"])
    need = 1 if bowls == 1 or "maid" in p.flags else 2
    if len(handed) != need:
        raise Refused(f"This column asks for {need} vegetable{'s' if need > 1 else ''} in exchange.")
    got = slot.goods[col]
    p = replace(p, cart=add(take_all(p.cart, handed), got))
    state = set_player(state, i, p)
    goods = tuple("" if k == col else g for k, g in enumerate(slot.goods))
    seller = state.opponent if opponent else state.players[owner]
    assert seller is not None
    seller = replace(seller, stalls=tuple(replace(s, goods=goods) if s.card == stall_card else s
                                          for s in seller.stalls))
    if opponent:
        emptied = not any(goods)
        if emptied:
            seller = replace(seller, stalls=tuple(s for s in seller.stalls if s.card != stall_card))
        return replace(state, opponent=seller, discard=state.discard + ((stall_card,) if emptied else ()))
    state = set_player(state, owner, seller)
    if not any(goods):
        state = to_discard(state, owner, stall_card)
    return state


def do_trade(state: State, i: int, m: Move) -> State:
    return trade_at(state, i, i, m.card, m.n, m.items)


def pair_of(card_id: str) -> tuple[str, ...]:
    return tuple(data(card_id)["wants"])


def deliver_to(state: State, i: int, owner: int, card_id: str, times: int, opponent: bool = False) -> State:
    """Fill the customer's next row (or the same row again with the Messenger-boy) and collect its pay."""
    p = state.players[i]
    holder = state.opponent if opponent else state.players[owner]
    assert holder is not None
    r = regular(holder, card_id)
    wants = pair_of(card_id) * times
    cart = take_all(p.cart, wants)
    pays = data(card_id)["pays"]
    if owner == i and not opponent and r.status == "served":
        cash = int(pays[r.rows - 1])
        r = replace(r, times=r.times + 1, delivered=r.delivered + 2)
    else:
        cash = int(pays[r.rows]) * times
        r = replace(r, rows=r.rows + 1, delivered=r.delivered + 2 * times)
        if owner == i and not opponent:
            r = replace(r, status="served", times=r.times + times)
    state = set_player(state, i, replace(p, cart=cart, cash=p.cash + cash))
    holder = state.opponent if opponent else state.players[owner]
    assert holder is not None
    holder = replace(holder, regulars=tuple(r if x.card == card_id else x for x in holder.regulars))
    state = replace(state, opponent=holder) if opponent else set_player(state, owner, holder)
    if r.rows >= 4:
        if opponent:
            assert state.opponent is not None
            regs = tuple(x for x in state.opponent.regulars if x.card != card_id)
            return replace(state, opponent=replace(state.opponent, regulars=regs), discard=state.discard + (card_id,))
        state = to_discard(state, owner, card_id)
    return state


def do_deliver(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    r = regular(p, m.card)
    messenger = "messenger" in p.flags
    times = m.n or 1
    if times not in (1, 2) or (times == 2 and (not messenger or r.status != "due")):
        raise Refused("Two deliveries at once need the Messenger-boy and a customer not yet served this round.")
    if r.status == "served" and not (messenger and r.times == 1):
        raise Refused("This customer has had its delivery this round." + ("" if messenger else
                      " (The Messenger-boy would allow a second.)"))
    if r.status in ("skipped", "idle"):
        raise Refused("This customer is not due this round." if r.status == "idle" else
                      "You have declined this customer this round.")
    if r.status == "served" and r.rows >= 4:
        raise Refused("This customer is complete.")
    return deliver_to(state, i, i, m.card, times)


def do_decline(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    r = regular(p, m.card)
    if r.status != "due":
        raise Refused("Only a customer still due this round can be declined.")
    if r.marker == "blue":
        r = replace(r, marker="red", status="skipped")
    else:
        p = pay(p, PENALTY)
        r = replace(r, status="skipped")
    regs = tuple(r if x.card == m.card else x for x in p.regulars)
    return set_player(state, i, replace(p, regulars=regs))


def casual_value(p: Player, card_id: str) -> int:
    """Printed value, +2 with fewer casual than regular customers, -2 with more (Saleswoman: always +2)."""
    base = int(data(card_id)["pays"])
    if "saleswoman" in p.flags:
        return base + 2
    r, c = len(p.regulars), len(p.casuals)
    return base if r == c else base - 2 if c > r else base + 2


def serve_casual(state: State, i: int, card_id: str) -> State:
    p = state.players[i]
    cart = take_all(p.cart, pair_of(card_id))
    p = replace(p, cart=cart, cash=p.cash + casual_value(p, card_id))
    return to_discard(set_player(state, i, p), i, card_id)


def do_serve(state: State, i: int, m: Move) -> State:
    if m.card not in state.players[i].casuals:
        raise Refused("That casual customer is not in your display.")
    return serve_casual(state, i, m.card)


def twopack_price(p: Player) -> int:
    return 0 if "official" in p.flags else max(len(p.helpers), len(p.stalls))


def do_twopack(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if "twopack" in p.flags:
        raise Refused("You have already bought a two-pack this action phase.")
    p = spend(p, twopack_price(p), "The two-pack")
    state = set_player(state, i, replace(p, flags=p.flags | {"twopack"}))
    state, got = draw_cards(state, 2, refill=True)
    if not got:
        return state
    return replace(state, pending=state.pending + (Pending("twopack", i, got),))


def do_keep(state: State, i: int, m: Move) -> State:
    drawn = state.pending[-1].cards
    kept = m.items
    if any(c not in drawn for c in kept) or len(set(kept)) != len(kept):
        raise Refused("Keep only cards from this two-pack.")
    state = replace(state, pending=state.pending[:-1])
    rejected = tuple(c for c in drawn if c not in kept)
    state = replace(state, discard=state.discard + rejected)
    if kept:
        state = play(state, i, kept[0])
    if len(kept) == 2:
        p = state.players[i]
        if data(kept[1]).get("kind") == "common":
            p = pay(p, 2)
        state = set_player(state, i, replace(p, covered=p.covered + ((kept[0], kept[1]),)))
    from .flow import helper_discarded_from_pool

    return helper_discarded_from_pool(state, rejected)


def do_upgrade(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if p.capacity > 1:
        raise Refused("Your Storehouse is already upgraded.")
    p = spend(p, UPGRADE_COST, "Upgrading the Storehouse")
    return set_player(state, i, replace(p, capacity=4))


def do_loan(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    return set_player(state, i, replace(p, cash=p.cash + 5, loans=p.loans + 1))


def do_discard(state: State, i: int, m: Move) -> State:
    if m.card not in state.players[i].helpers:
        raise Refused("Only a helper of yours that is not covered can be discarded.")
    return to_discard(state, i, m.card)


def do_end(state: State, i: int, m: Move) -> State:
    """Unserved customers are declined, then the Cart goes to the Storehouse; the rest is sold or lost."""
    state = decline_all(state, i)
    p = state.players[i]
    if len(m.items) > p.capacity:
        raise Refused(f"Your Storehouse holds {p.capacity} vegetable{'s' if p.capacity > 1 else ''}"
                      + (" — upgrade it for 2 Cash to hold 4." if p.capacity == 1 else "."))
    rest = take_all(p.cart, m.items)
    store = add_all(m.items)
    shop = list(p.shop)
    cash = p.cash
    for v, n in enumerate(rest):
        room = min(n, SHOP_SPACES[v] - shop[v])
        shop[v] += room
        cash += room * sell_price(VEGETABLES[v])
    p = replace(p, cart=(0, 0, 0, 0, 0, 0), store=store, cash=cash,
                shop=(shop[0], shop[1], shop[2], shop[3], shop[4], shop[5]), flags=p.flags | {"done"})
    return replace(set_player(state, i, p), phase="path")


def add_all(vegs: tuple[str, ...]) -> tuple[int, int, int, int, int, int]:
    out = (0, 0, 0, 0, 0, 0)
    for v in vegs:
        out = add(out, v)
    return out


def path_cost(p: Player) -> int:
    return 1 if p.steps == 0 else p.path + 1


def do_advance(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    p = spend(p, path_cost(p), f"Moving to space {p.path + 1}")
    return set_player(state, i, replace(p, path=p.path + 1, steps=p.steps + 1))


def do_finish(state: State, i: int, m: Move) -> State:
    return end_of_turn(state)
