"""The twenty helpers.  Using one discards it (the Foreman may take it back), except the Con man,
which changes hands.  Lantern helpers reach other players (with 4 players only your partner; in the
solo game the imaginary opponent, whose cards are never replaced and whose payments go to the Supply).
"""

from __future__ import annotations

from collections.abc import Callable

from ....lang.door import N_, _
from ...kit.contract import Refused
from ...kit.records import replace
from ..components import VEGETABLES
from .display import fill, lift, to_discard
from .lanterns import conman, deliveryman, marketwoman, subsistence, tout, trader
from .moves import Move
from .state import (
    PHASE_NUMBER,
    SHOP_SPACES,
    FieldSlot,
    Pending,
    Player,
    State,
    add,
    buy_price,
    data,
    helper_of,
    pay,
    sell_price,
    set_player,
    spend,
    vi,
)

Effect = Callable[[State, int, Move], State]
LANTERN = frozenset({"conman", "deliveryman", "marketwoman", "subsistencefarmer", "tout", "trader"})


def use_helper(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.card not in p.helpers:
        raise Refused("That helper is not in your display (or it is covered).")
    h = helper_of(m.card)
    phase = PHASE_NUMBER.get(state.phase, 0)
    phases = {1: (1,), 2: (3,)}.get(m.n, ()) if h == "harvesthelper" else tuple(data(m.card)["phases"])
    if h == "marketcrier" and m.n == 1:
        phases = (3,)
    if h in ("squire", "foreman"):
        raise Refused("The Squire is used when you take cards; the Foreman when a helper is discarded.")
    if phase not in phases:
        raise Refused("The {data} cannot be used in this phase.", data=_(data(m.card)['title']))
    effect = EFFECTS[h]
    state = effect(state, i, m)
    if h == "conman":
        return state
    return to_discard(state, i, m.card)


def _bookkeeper(state: State, i: int, m: Move) -> State:
    """+1 Cash per field sown with the named vegetable; then the player sets each Shop space filled or
    empty as they like (``set_shop`` moves until ``SHOP_DONE``): from and to the Supply."""
    p = state.players[i]
    if m.items:
        raise Refused("Name the vegetable you collect for; the Shop is set afterwards, one kind at a time.")
    vi(m.veg)
    income = sum(1 for f in p.fields if f.veg == m.veg)
    state = set_player(state, i, replace(p, cash=p.cash + income))
    return replace(state, pending=state.pending + (Pending("bookkeeper", i),))


def set_shop(state: State, i: int, m: Move) -> State:
    """The Book-keeper's second part: ``n`` vegetables of ``veg`` in the Shop (0 up to its spaces)."""
    p = state.players[i]
    k = vi(m.veg)
    if not 0 <= m.n <= SHOP_SPACES[k]:
        raise Refused("Your Shop has {value} spaces for {veg}.", value=SHOP_SPACES[k], veg=_(m.veg))
    if p.shop[k] == m.n:
        raise Refused("Your Shop already holds {n} {veg}.", n=m.n, veg=_(m.veg))
    shop = list(p.shop)
    shop[k] = m.n
    return set_player(state, i, replace(p, shop=(shop[0], shop[1], shop[2], shop[3], shop[4], shop[5])))


def shop_done(state: State, i: int, m: Move) -> State:
    return replace(state, pending=tuple(x for x in state.pending if x.kind != "bookkeeper"))


def _haggler(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    v = vi(m.veg)
    if m.other:
        if m.other not in p.helpers or helper_of(m.other) != "shopper":
            raise Refused("With the Haggler you can combine only your Shopper.")
        p = spend(p, buy_price(m.veg) - 2, _("Two {veg} from the Supply", veg=_(m.veg)))
        state = set_player(state, i, replace(p, cart=add(p.cart, m.veg, 2)))
        return to_discard(state, i, m.other)
    if p.shop[v] < 2:
        raise Refused("The Haggler needs 2 {veg} in your Shop.", veg=_(m.veg))
    p = spend(p, buy_price(m.veg), _("Two {veg}", veg=_(m.veg)))
    return set_player(state, i, replace(p, shop=add(p.shop, m.veg, -2), cart=add(p.cart, m.veg, 2)))


def merchant_needs(p: Player) -> set[str]:
    """Vegetables the regular customers still due this round need at least twice."""
    count = [0] * 6
    for r in p.regulars:
        if r.status == "due":
            for v in data(r.card)["wants"]:
                count[vi(v)] += 1
    return {VEGETABLES[k] for k, n in enumerate(count) if n >= 2}


def _merchant(state: State, i: int, m: Move) -> State:
    """``items``: vegetables bought from the Shop for 1; ``veg``: one of them doubled by the Haggler;
    ``other``: one eligible vegetable taken free from the Supply with the Shopper."""
    p = state.players[i]
    needs = merchant_needs(p)
    chosen = list(m.items) + ([m.other] if m.other else [])
    if list(m.items) != sorted(set(m.items)):
        raise Refused("Name each vegetable bought from the Merchant once.")
    if not chosen or any(v not in needs for v in chosen) or len(set(chosen)) != len(chosen):
        raise Refused("The Merchant sells 1 of each vegetable your regular customers need at least twice this round ({value}).", value=', '.join(_(v) for v in sorted(needs)) or _('none now'))
    extra: list[str] = []
    if m.veg:
        if m.veg not in m.items:
            raise Refused("The Haggler doubles one of the vegetables you buy from the Merchant.")
        extra.append(_combo(p, "haggler", N_("You have no Haggler to combine.")))
    if m.other:
        extra.append(_combo(p, "shopper", N_("You have no Shopper to combine.")))
    for v in m.items:
        n = 2 if v == m.veg else 1
        if p.shop[vi(v)] < n:
            raise Refused("Your Shop has too few {v}.", v=_(v))
        p = spend(p, 1, _("A {veg} from the Merchant", veg=_(v)))
        p = replace(p, shop=add(p.shop, v, -n), cart=add(p.cart, v, n))
    if m.other:
        p = replace(p, cart=add(p.cart, m.other))
    state = set_player(state, i, p)
    for c in extra:
        state = to_discard(state, i, c)
    return state


def _combo(p: Player, name: str, missing: str) -> str:
    """``p``'s helper ``name`` to use beside the Merchant; ``missing`` (a source text) refuses the move without it."""
    for h in p.helpers:
        if helper_of(h) == name:
            return h
    raise Refused(missing)


def _shopper(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    vi(m.veg)
    p = spend(p, buy_price(m.veg) - 2, _("A {veg} from the Supply", veg=_(m.veg)))
    return set_player(state, i, replace(p, cart=add(p.cart, m.veg)))


def _harvesthelper(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.n == 1:
        return set_player(state, i, replace(p, harvest_bonus=p.harvest_bonus + 1))
    if m.n != 2:
        raise Refused("Choose option 1 (harvest phase) or 2 (action phase).")
    fields = p.fields
    if state.options.harvest_helper_retroactive:
        fields = tuple(replace(f, count=f.count + 1) if f.sown_now and f.veg else f for f in fields)
    return set_player(state, i, replace(p, fields=fields, sow_bonus=p.sow_bonus + 1))


def _flag(name: str) -> Effect:
    def effect(state: State, i: int, m: Move) -> State:
        p = state.players[i]
        return set_player(state, i, replace(p, flags=p.flags | {name}))

    return effect


def _marketcrier(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.n == 1:
        return set_player(state, i, replace(p, stalls=tuple(fill(s.card) for s in p.stalls)))
    if m.n != 2 or not 1 <= len(m.items) <= 3 or list(m.items) != sorted(set(m.items)):
        raise Refused("Choose 1 to 3 different vegetables from your stalls to sell to your Shop.")
    shop = list(p.shop)
    stalls = {s.card: list(s.goods) for s in p.stalls}
    income = 0
    for item in m.items:
        stall, _sep, col = item.partition("/")
        goods = stalls.get(stall)
        if goods is None or not col.isdigit() or int(col) >= len(goods) or not goods[int(col)]:
            raise Refused("That vegetable is not on one of your stalls.")
        v = vi(goods[int(col)])
        if shop[v] >= SHOP_SPACES[v]:
            raise Refused("Your Shop has no empty {value} space.", value=_(VEGETABLES[v]))
        shop[v] += 1
        income += sell_price(VEGETABLES[v])
        goods[int(col)] = ""
    p = replace(p, shop=tuple(shop), cash=p.cash + min(3, income),
                stalls=tuple(replace(s, goods=tuple(stalls[s.card])) for s in p.stalls))
    state = set_player(state, i, p)
    for s in p.stalls:
        if not any(s.goods):
            state = to_discard(state, i, s.card)
    return state


def _ploughman(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.n == 1:
        slot = next((f for f in p.fields if f.card == m.other), None)
        if slot is None or data(slot.card)["kind"] == "home" or slot.count < 2:
            raise Refused("Choose one of your fields (not the Home field) holding 2 or more vegetables.")
        fields = tuple(FieldSlot(f.card) if f.card == m.other else f for f in p.fields)
        return set_player(state, i, replace(p, fields=fields))
    if m.n != 2:
        raise Refused("Choose option 1 (empty a field) or 2 (harvest the fields holding 1).")
    ones = [f for f in p.fields if f.count == 1 and data(f.card)["kind"] != "home"]
    cart = p.cart
    for f in ones:
        cart = add(cart, f.veg)
    state = set_player(state, i, replace(p, cart=cart, fields=tuple(f for f in p.fields if f not in ones)
                                         + tuple(FieldSlot(f.card) for f in ones)))
    for f in ones:
        if data(f.card)["kind"] == "common":
            state = to_discard(state, i, f.card)
        else:
            state = replace(lift(state, i, f.card), removed=state.removed + (f.card,))
    return state


def _saleswoman(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.n == 1:
        return set_player(state, i, replace(p, regulars=tuple(replace(r, marker="blue") for r in p.regulars)))
    if m.n != 2:
        raise Refused("Choose option 1 (all markers blue) or 2 (casual customers pay 2 more).")
    return set_player(state, i, replace(p, flags=p.flags | {"saleswoman"}))


def _tenantfarmer(state: State, i: int, m: Move) -> State:
    p = state.players[i]
    if m.n == 1:
        if m.other not in p.deck:
            raise Refused("Choose a field from your field deck.")
        p = pay(p, 3)
        deck = tuple(c for c in p.deck if c != m.other)
        return set_player(state, i, replace(p, deck=deck, fields=p.fields + (FieldSlot(m.other),)))
    if m.n != 2:
        raise Refused("Choose option 1 (pay 3, take a field) or 2 (swap an unsown field for one in the deck).")
    field = m.items[0] if m.items else ""
    slot = next((f for f in p.fields if f.card == field), None)
    if slot is None or slot.veg or not p.deck:
        raise Refused("Choose one of your unsown fields, with cards left in your field deck.")
    if m.other not in p.deck:
        raise Refused("Choose a field from your field deck.")
    deck = tuple(c for c in p.deck if c != m.other) + (slot.card,)
    fields = tuple(FieldSlot(m.other) if f.card == slot.card else f for f in p.fields)
    return set_player(state, i, replace(p, deck=deck, fields=fields))


EFFECTS: dict[str, Effect] = {
    "bookkeeper": _bookkeeper, "haggler": _haggler, "conman": conman, "deliveryman": deliveryman,
    "harvesthelper": _harvesthelper, "maid": _flag("maid"), "marketcrier": _marketcrier,
    "marketwoman": marketwoman, "merchant": _merchant, "messengerboy": _flag("messenger"),
    "official": _flag("official"), "ploughman": _ploughman, "saleswoman": _saleswoman, "shopper": _shopper,
    "subsistencefarmer": subsistence, "tout": tout, "tenantfarmer": _tenantfarmer, "trader": trader,
}


def foreman_take(state: State, i: int, m: Move) -> State:
    """The Foreman's owner takes the helper just discarded (``n`` 1) or lets it go (``n`` 0)."""
    top = state.pending[-1]
    state = replace(state, pending=state.pending[:-1])
    if m.n == 0:
        return state
    helper = top.cards[0]
    p = state.players[i]
    foreman = next((h for h in p.helpers if helper_of(h) == "foreman"), "")
    if not foreman or helper not in state.discard:
        return state
    discard = list(state.discard)
    discard.reverse()
    discard.remove(helper)
    discard.reverse()
    state = replace(state, discard=tuple(discard))
    state = set_player(state, i, replace(p, helpers=p.helpers + (helper,)))
    state = to_discard(state, i, foreman)
    if state.phase == "harvest" and helper_of(helper) == "harvesthelper" and state.pending \
            and state.pending[-1].kind == "harvest-wait":
        wait = state.pending[-1]
        state = replace(state, pending=state.pending[:-1] + (replace(wait, queue=(i,) + wait.queue),))
    return state

