"""A greedy bot with a one-move look-ahead: it tries every legal move and keeps the one whose result
it values most, moving on (ending the turn, finishing, passing) when nothing improves its position.

A move that prepares a delivery (buying, trading, a helper) is valued with the best delivery or
service it makes possible next.  The value of a position for a player: path spaces (worth more as the rounds run out, everything in
the last round), Cash, vegetables (on the cart, in the store, still to be harvested, on stalls), what
customers will still pay, helpers, an upgraded Storehouse.  It never peeks at hidden cards: a two-pack
or a card turned up from the pile is valued by its price, not by what it turned out to be.
"""

from __future__ import annotations

from .rules import Move, Rejected, State, apply, legal_moves
from .rules.engine import WORDS, phase_key
from .rules.state import Player, buy_price, current_index, data

PROGRESS = ("finish", "end", "offer_done", "harvest", "keep", "foreman", "partner", "start")
PREPARE = frozenset({"buy", "trade", "helper"})
BLIND = {"twopack": 3.0, "flip": 0.0}
FIELD_VALUE = 0.3
SPARE_VALUE = 0.3
NEEDED_VALUE = 0.45
STALL_VALUE = 0.25
LOAN_PRICE = 10.0
VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def step_value(state: State) -> float:
    """What one path space is worth now, in Cash: little early (Cash works harder), all in the last round."""
    return 100.0 if state.round >= 9 else 1.5 + 0.8 * state.round


def _needs(p: Player) -> list[int]:
    need = [0] * 6
    for r in p.regulars:
        if r.status == "due" or r.status == "served" and "messenger" in p.flags and r.times == 1:
            for v in data(r.card)["wants"]:
                need[VEGS.index(v)] += 1
    for c in p.casuals:
        for v in data(c)["wants"]:
            need[VEGS.index(v)] += 1
    return need


def value(state: State, p: Player) -> float:
    """How good ``p``'s position is, in Cash."""
    step = step_value(state)
    worth = step * p.path - max(LOAN_PRICE, step) * p.loans + p.cash
    need = _needs(p)
    for k, veg in enumerate(VEGS):
        have = p.cart[k] + p.store[k]
        useful = min(have, need[k])
        worth += (useful * NEEDED_VALUE + (have - useful) * SPARE_VALUE) * buy_price(veg)
    for f in p.fields:
        if f.veg:
            worth += f.count * FIELD_VALUE * buy_price(f.veg)
    for s in p.stalls:
        worth += sum(STALL_VALUE * buy_price(g) for g in s.goods if g)
    for r in p.regulars:
        wants = data(r.card)["wants"]
        cost = SPARE_VALUE * sum(buy_price(v) for v in wants)
        worth += 0.5 * sum(pay - cost for pay in data(r.card)["pays"][r.rows:])
        if r.status == "due":
            worth -= 2.0 if r.marker == "red" else 1.5
        if r.marker == "red":
            worth -= 1.0
    for c in p.casuals:
        worth += 0.5 * (int(data(c)["pays"]) - SPARE_VALUE * sum(buy_price(v) for v in data(c)["wants"]))
    worth += 2.0 * len(p.helpers) + (3.0 if p.capacity == 4 else 0.0)
    return worth


def score(state: State, me: int, m: Move) -> float:
    base = value(state, state.players[me])
    if m.t in BLIND:
        cost = state.players[me].cash
        after = apply(state, m)
        if isinstance(after, Rejected):
            return float("-inf")
        return base - (cost - after.players[me].cash) + BLIND[m.t] * (1 if state.round <= 7 else 0)
    after = apply(state, m)
    if isinstance(after, Rejected):
        return float("-inf")
    worth = value(after, after.players[me])
    if m.t in PREPARE and current_index(after) == me:
        for follow in _cash_in(after.players[me]):
            done = apply(after, follow)
            if not isinstance(done, Rejected):
                worth = max(worth, value(done, done.players[me]))
    return worth


def _cash_in(p: Player) -> list[Move]:
    """Deliveries and services worth trying after a preparing move (cheaper than every legal move)."""
    out = [Move("deliver", card=r.card) for r in p.regulars if r.status in ("due", "served")]
    return out + [Move("serve", card=c) for c in p.casuals]


def choose(state: State) -> Move:
    """The bot's move for the player whose decision it is."""
    moves = legal_moves(state)
    me = current_index(state)
    assert me is not None and moves, "nobody is to move"
    base = value(state, state.players[me])
    best, best_score = moves[0], float("-inf")
    best_progress, progress_score = None, float("-inf")
    for m in moves:
        s = score(state, me, m)
        if m.t in PROGRESS:
            if s > progress_score:
                best_progress, progress_score = m, s
        elif s > best_score:
            best, best_score = m, s
    if best_progress is not None and (best_score <= base + 0.01 or progress_score >= best_score):
        return best_progress
    return best


def phase_words(state: State) -> str:
    return WORDS.get(phase_key(state), "wait")
