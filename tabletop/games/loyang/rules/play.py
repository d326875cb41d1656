"""The action-phase moves that are no helper: actions A-D and F-H, storing, the path, loans.

Each ``do_*`` takes the state, the acting player's index and the move, and returns the new state or
raises ``Refused`` with the reason a player reads.
"""

from __future__ import annotations

from ....lang.door import _, n_
from ...kit.contract import Refused
from ...kit.records import replace
from ..components import VEGETABLES
from .display import draw_cards, play, to_discard
from .flow import (
    decline_all,
    end_of_turn,
    helper_discarded_from_pool,
    regular,
)
from .moves import Move
from .state import (
    PENALTY,
    SHOP_SPACES,
    UPGRADE_COST,
    Pending,
    Player,
    State,
    add,
    buy_price,
    data,
    pay,
    sell_price,
    set_player,
    spend,
    take_all,
    vi,
)


def do_sow(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    slot = next((f for f in p.fields if f.card == m.card), None)
    if slot is None:
        raise Refused("That field is not in your display.")
    if slot.veg:
        raise Refused("That field is already sown with {veg}; it can be sown again only once it is empty.", veg=_(slot.veg))
    allowed = data(m.card)["allowed"]
    if m.veg not in allowed:
        raise Refused("This field takes only {value}.", value=', '.join(_(v) for v in allowed))
    if not p.cart[vi(m.veg)]:
        raise Refused("Your cart holds no {veg} to sow.", veg=_(m.veg))
    count = int(data(m.card)["spaces"]) + p.sow_bonus
    fields = tuple(replace(f, veg=m.veg, count=count, sown_now=True) if f.card == m.card else f for f in p.fields)
    return set_player(state, i, replace(p, cart=add(p.cart, m.veg, -1), fields=fields))


def do_buy(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if not p.shop[vi(m.veg)]:
        raise Refused("Your Shop has no {veg} left.", veg=_(m.veg))
    p = spend(p, buy_price(m.veg), _("A {veg}", veg=_(m.veg)))
    return set_player(state, i, replace(p, shop=add(p.shop, m.veg, -1), cart=add(p.cart, m.veg)))


def do_sell(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    v = vi(m.veg)
    if not p.cart[v]:
        raise Refused("Your cart holds no {veg} to sell.", veg=_(m.veg))
    if p.shop[v] >= SHOP_SPACES[v]:
        raise Refused("Your Shop has no empty {veg} space.", veg=_(m.veg))
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
        raise Refused(n_("This column asks for {n} vegetable in exchange.", "This column asks for {n} vegetables in exchange.", need))
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
        raise Refused("This customer has had its delivery this round." if messenger else
                      "This customer has had its delivery this round. (The Messenger-boy would allow a second.)")
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
    p = spend(p, twopack_price(p), _("The two-pack"))
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
    return helper_discarded_from_pool(state, rejected)


def do_upgrade(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if p.capacity > 1:
        raise Refused("Your Storehouse is already upgraded.")
    p = spend(p, UPGRADE_COST, _("Upgrading the Storehouse"))
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
        raise Refused("Your Storehouse holds 1 vegetable — upgrade it for 2 Cash to hold 4." if p.capacity == 1
                      else "Your Storehouse holds {n} vegetables.", n=p.capacity)
    full = min(p.capacity, sum(p.cart))
    if len(m.items) < full:
        raise Refused(n_("Everything on your Cart goes into the Storehouse up to its capacity: choose {n} vegetable to store.",
                     "Everything on your Cart goes into the Storehouse up to its capacity: choose {n} vegetables to store.",
                     full))
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


def path_cost(p: Player, spaces: int = 1) -> int:
    """The price of ``spaces`` more steps this round: the round's first step costs 1, every further
    step the number of the space entered."""
    cost, steps, at = 0, p.steps, p.path
    for _space in range(spaces):
        at += 1
        cost += 1 if steps == 0 else at
        steps += 1
    return cost


def advance_spaces(m: Move) -> int:
    """How many spaces an ``ADVANCE`` moves: ``n`` when 2 or more, one space when it names none."""
    if m.n == 1 or m.n < 0:
        raise Refused("A move of one space on the Path names no count; a longer one names 2 or more spaces.")
    return max(1, m.n)


def do_advance(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    spaces = advance_spaces(m)
    p = spend(p, path_cost(p, spaces), _("Moving to space {space}", space=p.path + spaces))
    return set_player(state, i, replace(p, path=p.path + spaces, steps=p.steps + spaces))


def do_finish(state: State, i: int, m: Move) -> State:
    return end_of_turn(state)
