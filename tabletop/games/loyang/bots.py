"""A greedy bot with a one-move look-ahead: it tries every legal move and keeps the one whose result
it values most, and moves on (plays its cards, ends the turn, finishes) when nothing else improves.

A move that prepares something (buying, trading, a helper) is valued with the best delivery, service
or sowing it makes possible next.  The value of a position for a player: path spaces (worth more as the
rounds run out, everything in the last round), Cash, loans (each costs a space at the end), vegetables
(on the cart, in the store, still to be harvested, on stalls; more when a customer wants them), what
customers will still pay (less when the player grows too little of what they want), helpers, the
upgraded Storehouse, a variety of crops, and Cash kept back for the penalties it expects.  It never peeks at hidden cards: a two-pack or a card
turned up from the pile is valued by its price, not by what it turned out to be.
"""

from __future__ import annotations

import random

from .rules import Kind, Move, Rejected, State, apply, legal_moves
from .rules.state import Player, buy_price, current_index, data

PROGRESS = frozenset({Kind.FINISH, Kind.END, Kind.OFFER_DONE, Kind.HARVEST, Kind.KEEP, Kind.FOREMAN, Kind.PARTNER,
                      Kind.START, Kind.TAKE, Kind.ADD, Kind.SHOP_DONE})
PREPARE = frozenset({Kind.BUY, Kind.TRADE, Kind.HELPER})
BLIND = {Kind.TWOPACK: 3.0, Kind.FLIP: 0.0}
FIELD_VALUE = 0.3
SPARE_VALUE = 0.3
NEEDED_VALUE = 0.45
STALL_VALUE = 0.25
LOAN_PRICE = 16.0  # above 5 Cash x (1 + RESERVE_WEIGHT): a loan never looks like a gain
VARIETY = 1.5
RESERVE_WEIGHT = 2.0
VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def step_value(state: State) -> float:
    """What one path space is worth now, in Cash: little early (Cash works harder), all in the last round."""
    return 100.0 if state.round >= 9 else 1.5 + 0.8 * state.round


def _wanted(p: Player, due_only: bool) -> list[int]:
    need = [0] * 6
    for r in p.regulars:
        if not due_only or r.status == "due" or r.status == "served" and "messenger" in p.flags and r.times == 1:
            for v in data(r.card)["wants"]:
                need[VEGS.index(v)] += 1
    for c in p.casuals:
        for v in data(c)["wants"]:
            need[VEGS.index(v)] += 1
    return need


def _supply(p: Player) -> set[str]:
    """Vegetables the player can count on: growing, carried, stored or on their stalls."""
    have = {f.veg for f in p.fields if f.veg}
    have |= {v for k, v in enumerate(VEGS) if p.cart[k] or p.store[k]}
    return have | {g for s in p.stalls for g in s.goods if g}


def value(p: Player, step: float) -> float:
    """How good ``p``'s position is, in Cash, when a path space is worth ``step``."""
    worth = step * p.path - max(LOAN_PRICE, step) * p.loans + p.cash
    need = _wanted(p, due_only=True)
    wanted = _wanted(p, due_only=False)
    for k, veg in enumerate(VEGS):
        have = p.cart[k] + p.store[k]
        useful = min(have, need[k])
        worth += (useful * NEEDED_VALUE + (have - useful) * SPARE_VALUE) * buy_price(veg)
    crops = set()
    for f in p.fields:
        if f.veg:
            crops.add(f.veg)
            worth += f.count * FIELD_VALUE * buy_price(f.veg) + (0.5 if wanted[VEGS.index(f.veg)] else 0.0)
    worth += VARIETY * len(crops)
    for s in p.stalls:
        worth += sum(STALL_VALUE * buy_price(g) for g in s.goods if g)
    supply = _supply(p)
    for r in p.regulars:
        wants = data(r.card)["wants"]
        cost = SPARE_VALUE * sum(buy_price(v) for v in wants)
        share = sum(1 for v in wants if v in supply) / 2
        left = 4 - r.rows
        worth += 0.5 * share * sum(pay - cost for pay in data(r.card)["pays"][r.rows:]) - (1 - share) * 2.0 * left
        if r.status == "due":
            worth -= 2.0 if r.marker == "red" else 1.5
        if r.marker == "red":
            worth -= 1.0
    for c in p.casuals:
        wants = data(c)["wants"]
        share = sum(1 for v in wants if v in supply) / 3
        worth += 0.5 * share * (int(data(c)["pays"]) - SPARE_VALUE * sum(buy_price(v) for v in wants))
    worth += 2.0 * len(p.helpers) + (3.0 if p.capacity == 4 else 0.0)
    reserve = sum(2 for r in p.regulars if r.marker == "red" or not set(data(r.card)["wants"]) <= supply)
    return worth + RESERVE_WEIGHT * min(p.cash, reserve)


def _follow_ups(p: Player, m: Move) -> list[Move]:
    """What a preparing move may lead to next: a delivery, a service, or sowing what was just bought."""
    out = [Move(Kind.DELIVER, card=r.card) for r in p.regulars if r.status in ("due", "served")]
    out += [Move(Kind.SERVE, card=c) for c in p.casuals]
    if m.veg:
        out += [Move(Kind.SOW, card=f.card, veg=m.veg) for f in p.fields if not f.veg]
    return out


def score(state: State, me: int, m: Move, step: float) -> float:
    after = apply(state, m)
    if isinstance(after, Rejected):
        return float("-inf")
    if m.kind in BLIND:
        spent = state.players[me].cash - after.players[me].cash
        return value(state.players[me], step) - spent + BLIND[m.kind] * (1 if state.round <= 7 else 0)
    worth = value(after.players[me], step)
    if m.kind in PREPARE and current_index(after) == me:
        for follow in _follow_ups(after.players[me], m):
            done = apply(after, follow)
            if not isinstance(done, Rejected):
                worth = max(worth, value(done.players[me], step))
    return worth


def choose(state: State) -> Move:
    """The bot's move for the player whose decision it is."""
    moves = [m for m in legal_moves(state) if not (m.kind is Kind.ADVANCE and m.n > 1)]  # one space a move
    me = current_index(state)
    assert me is not None and moves, "nobody is to move"
    step = step_value(state)
    base = value(state.players[me], step)
    best, best_score = moves[0], float("-inf")
    best_progress, progress_score = None, float("-inf")
    for m in moves:
        s = score(state, me, m, step)
        if m.kind in PROGRESS:
            if s > progress_score:
                best_progress, progress_score = m, s
        elif s > best_score:
            best, best_score = m, s
    if best_progress is not None and (best_score <= base + 0.01 or progress_score >= best_score):
        return best_progress
    return best


class GreedyBot:
    """The kit's ``Bot``: ``choose`` on the state the binding determinized from the seat's view."""

    def choose(self, state: State, seat: str, rng: random.Random) -> Move:
        return choose(state)


BOT = GreedyBot()
