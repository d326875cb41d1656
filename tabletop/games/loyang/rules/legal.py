"""Every move the deciding player may make now.

The plain moves are generated exactly; helper uses (rarer, with many parameters) are proposed and kept
only if ``apply`` accepts them, so the list never offers what ``apply`` would refuse.
"""

from __future__ import annotations

from itertools import combinations, permutations

from ...kit.contract import Rejected
from ..components import VEGETABLES
from .card_phase import last_in, squire_ready
from .engine import apply, phase_key
from .helpers import merchant_needs
from .moves import Kind, Move
from .play import path_cost, twopack_price
from .state import (
    OFFER_ROW_COST,
    PHASE_NUMBER,
    SHOP_SPACES,
    UPGRADE_COST,
    Player,
    State,
    buy_price,
    current_index,
    data,
    helper_of,
    partner_ok,
)

SURE = frozenset({"trader", "maid", "messengerboy", "official", "saleswoman"})
"""Helpers whose proposals are legal by construction in the action phase (no trial needed)."""


def _on_cart(p: Player) -> list[str]:
    return [v for k, v in enumerate(VEGETABLES) if p.cart[k]]


def _handed(p: Player, n: int) -> list[tuple[str, ...]]:
    """Every distinct choice of ``n`` vegetables from the cart."""
    out: list[tuple[str, ...]] = []

    def pick(k: int, left: int, acc: tuple[str, ...]) -> None:
        if left == 0:
            out.append(acc)
            return
        for j in range(k, 6):
            if p.cart[j] and acc.count(VEGETABLES[j]) < p.cart[j]:
                pick(j, left - 1, acc + (VEGETABLES[j],))

    pick(0, n, ())
    return out


def _has(p: Player, wants: list[str] | tuple[str, ...], times: int = 1) -> bool:
    return all(p.cart[VEGETABLES.index(v)] >= list(wants).count(v) * times for v in wants)


def _any_time(p: Player) -> list[Move]:
    out = [Move(Kind.LOAN)]
    out += [Move(Kind.SELL, veg=v) for k, v in enumerate(VEGETABLES) if p.cart[k] and p.shop[k] < SHOP_SPACES[k]]
    return out


def legal_moves(state: State) -> list[Move]:
    i = current_index(state)
    if i is None:
        return []
    p = state.players[i]
    if state.pending:
        top = state.pending[-1]
        if top.kind == "twopack":
            a = top.cards
            keeps = [()] + [(c,) for c in a] + list(permutations(a, 2))
            return [Move(Kind.KEEP, items=k) for k in keeps] + _any_time(p)
        if top.kind == "bookkeeper":
            shop = [Move(Kind.SHOP, veg=v, n=n) for k, v in enumerate(VEGETABLES)
                    for n in range(SHOP_SPACES[k] + 1) if n != p.shop[k]]
            return shop + [Move(Kind.SHOP_DONE)] + _any_time(p)
        if top.kind == "foreman":
            return [Move(Kind.FOREMAN, n=1), Move(Kind.FOREMAN, n=0)] + _any_time(p)
        return [Move(Kind.HARVEST, n=1), Move(Kind.HARVEST, n=0)] + _any_time(p)
    key = phase_key(state)
    if key == "start":
        taken = [q.fields[0].veg for q in state.players]
        return [Move(Kind.START, veg=v) for v in ("wheat", "pumpkin", "turnip")
                if len(state.players) < 3 or taken.count(v) < 2] + _any_time(p)
    if key == "partner":
        partners = [Move(Kind.PARTNER, target=state.seats[k]) for k in range(4) if k not in (state.start, state.second)]
        return partners + _any_time(p)
    if key == "cards":
        return _distribution(state, i, p) + _any_time(p) + _discards(p) + _helpers(state, i, p)
    if key == "solo-cards":
        return _solo_cards(state, p) + _any_time(p) + _discards(p) + _helpers(state, i, p)
    if key == "path":
        out = [Move(Kind.FINISH)] + _any_time(p) + _discards(p)
        spaces = 1
        while p.cash >= path_cost(p, spaces):
            out.append(Move(Kind.ADVANCE, n=0 if spaces == 1 else spaces))
            spaces += 1
        return out
    return _actions(state, i, p)


def _discards(p: Player) -> list[Move]:
    return [Move(Kind.DISCARD, card=h) for h in p.helpers]


def _distribution(state: State, i: int, p: Player) -> list[Move]:
    out = []
    if len(state.players) == 2 and not state.flipped and state.draw:
        out.append(Move(Kind.FLIP))
    if len(p.hand) >= 2 and not last_in(state):
        out += [Move(Kind.ADD, card=c) for c in p.hand]
    firsts = [Move(Kind.TAKE, card=c) for c in p.hand]
    if state.options.introductory and p.starter:
        firsts.append(Move(Kind.TAKE, n=1))
    if not state.pool:
        if len(p.hand) == 1 or last_in(state):
            out += firsts
        return out
    picks: list[tuple[str, ...]] = [(c,) for c in state.pool]
    if squire_ready(p):
        picks += [c for k in (2, 3) for c in combinations(state.pool, k)]
    out += [Move(Kind.TAKE, card=f.card, n=f.n, items=pk) for f in firsts for pk in picks]
    return out


def _solo_cards(state: State, p: Player) -> list[Move]:
    out = [Move(Kind.OFFER_DONE)]
    if p.starter:
        out.append(Move(Kind.OFFER, n=-1))
    limit = 4 if "squire" in p.flags or squire_ready(p) else 2
    if state.taken < limit:
        out += [Move(Kind.OFFER, n=k) for k, c in enumerate(state.offer) if c and p.cash >= OFFER_ROW_COST[k // 3]]
    return out


def _actions(state: State, i: int, p: Player) -> list[Move]:
    out: list[Move] = []
    handed = {1: _handed(p, 1), 2: _handed(p, 2)}
    cart = _on_cart(p)
    for f in p.fields:
        if not f.veg:
            out += [Move(Kind.SOW, card=f.card, veg=v) for v in cart if v in data(f.card)["allowed"]]
    out += [Move(Kind.BUY, veg=v) for k, v in enumerate(VEGETABLES) if p.shop[k] and p.cash >= buy_price(v)]
    for s in p.stalls:
        for col, veg in enumerate(s.goods):
            if veg:
                need = 1 if data(s.card)["goods"][col]["bowls"] == 1 or "maid" in p.flags else 2
                out += [Move(Kind.TRADE, card=s.card, n=col, items=h) for h in handed[need]]
    messenger = "messenger" in p.flags
    for r in p.regulars:
        wants = data(r.card)["wants"]
        if r.status == "due":
            out.append(Move(Kind.DECLINE, card=r.card))
            if _has(p, wants):
                out.append(Move(Kind.DELIVER, card=r.card))
            if messenger and _has(p, wants, 2):
                out.append(Move(Kind.DELIVER, card=r.card, n=2))
        elif r.status == "served" and messenger and r.times == 1 and _has(p, wants):
            out.append(Move(Kind.DELIVER, card=r.card))
    out += [Move(Kind.SERVE, card=c) for c in p.casuals if _has(p, data(c)["wants"])]
    if "twopack" not in p.flags and p.cash >= twopack_price(p):
        out.append(Move(Kind.TWOPACK))
    if p.capacity == 1 and p.cash >= UPGRADE_COST:
        out.append(Move(Kind.UPGRADE))
    out += [Move(Kind.END, items=s) for s in _handed(p, min(p.capacity, sum(p.cart)))]
    return out + _helpers(state, i, p) + _any_time(p) + _discards(p)


def _helpers(state: State, i: int, p: Player) -> list[Move]:
    out = []
    phase = PHASE_NUMBER.get(state.phase, 0)
    for h in dict.fromkeys(p.helpers):
        kind = helper_of(h)
        if phase not in data(h)["phases"] or kind in ("squire", "foreman"):
            continue
        proposals = _proposals(state, i, p, h, kind)
        if kind in SURE and phase == 3:
            out += proposals
        else:
            out += [m for m in proposals if not isinstance(apply(state, m), Rejected)]
    return out


def _others(state: State, i: int) -> list[tuple[str, Player]]:
    if len(state.players) == 1:
        return [("opponent", state.opponent)] if state.opponent is not None else []
    return [(state.seats[k], q) for k, q in enumerate(state.players) if partner_ok(state, i, k)]


def _proposals(state: State, i: int, p: Player, card: str, h: str) -> list[Move]:
    def m(**kw: object) -> Move:
        return Move(Kind.HELPER, card=card, **kw)  # type: ignore[arg-type]

    if h in ("maid", "messengerboy", "official"):
        return [m()]
    if h in ("saleswoman",):
        return [m(n=1), m(n=2)]
    if h == "harvesthelper":
        return [m(n=2)]
    if h == "shopper":
        return [m(veg=v) for v in VEGETABLES]
    if h == "haggler":
        out = [m(veg=v) for v in VEGETABLES]
        return out + [m(veg=v, other=s) for s in p.helpers if helper_of(s) == "shopper" for v in VEGETABLES]
    if h == "bookkeeper":
        return [m(veg=v) for v in VEGETABLES]
    if h == "merchant":
        needs = sorted(merchant_needs(p))
        subsets = [c for k in range(len(needs) + 1) for c in combinations(needs, k)]
        out = []
        for subset in subsets:
            doubled = [""] + list(subset)
            free = [""] + [v for v in needs if v not in subset]
            out += [m(items=subset, veg=d, other=f) for d in doubled for f in free if subset or f]
        return out
    if h == "marketcrier":
        goods = sorted(f"{s.card}/{k}" for s in p.stalls for k, g in enumerate(s.goods) if g)
        return [m(n=1)] + [m(n=2, items=c) for k in (1, 2, 3) for c in combinations(goods, k)]
    if h == "ploughman":
        return [m(n=1, other=f.card) for f in p.fields if f.count >= 2] + [m(n=2)]
    if h == "tenantfarmer":
        out = [m(n=1, other=c) for c in p.deck]
        return out + [m(n=2, items=(f.card,), other=c) for f in p.fields if not f.veg for c in p.deck]
    out = []
    for seat, q in _others(state, i):
        if h == "conman":
            pool = [c for c in state.offer if c and helper_of(c)] if seat == "opponent" else list(q.helpers)
            out += [m(target=seat, other=c) for c in pool]
        elif h == "deliveryman":
            out += [m(target=seat, other=r.card) for r in q.regulars]
        elif h == "marketwoman":
            out += [m(target=seat, other=s.card, items=(t.card,)) for s in p.stalls for t in q.stalls]
        elif h == "subsistencefarmer":
            if seat == "opponent":
                out += [m(target=seat, veg=v) for v in ("wheat", "pumpkin", "turnip")]
            out += [m(target=seat, other=f.card) for f in q.fields if f.count >= 4]
        elif h == "tout":
            out += [m(target=seat, n=2, items=(c,)) for c in q.casuals]
            out += [m(target=seat, n=1, other=mine, items=(c,)) for c in q.casuals for mine in p.casuals]
        elif h == "trader":
            for s in q.stalls:
                for col, veg in enumerate(s.goods):
                    if veg:
                        need = 1 if data(s.card)["goods"][col]["bowls"] == 1 or "maid" in p.flags else 2
                        out += [m(target=seat, other=s.card, n=col, items=hd) for hd in _handed(p, need)]
    return out
