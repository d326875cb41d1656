"""The moves Loyang's search weighs (the kit's ``Candidates``): the legal moves without those plainly no
better than another one kept.

An action phase lists forty to ninety moves, most of them the same trade paid for with every pair of
vegetables on the Cart.  The search spreads its playouts evenly over its candidates before it halves them,
so with every move in the running its first cut judged each on a single world.  Left out:

* a trade (at a stall of one's own, or with the Trader at another's) other than the ``PAYMENTS``
  cheapest ways to get that vegetable for that many (whichever stall it comes from): cheapest by how
  many more vegetables the player's own customers would then lack on the Cart, then by the Shop price
  of those handed in;
* declining a regular customer: the end of the turn declines every one not served, to the same effect;
* discarding a helper, unless a Foreman is there to be paid for it;
* taking a loan: it is legal at every decision, so the search, judging it on a few worlds each time,
  took one on the luck of those worlds in about every other solo game (mostly in the last round,
  where the 5 Cash cannot buy back the point the loan costs).  A mandatory payment still borrows by
  itself, and the playout policy's own loan for an Offer card in the first rounds stays in the running
  as the move the search starts from.  An early loan is no better: a bot that borrowed once at the start
  of round 1 in every game scored 0.27 points less (SE 0.075) and reached 17 in 10 games instead of 25
  (normal, seeds 9701-9800);
* anything but the round's first step on the Path while it can be paid: it costs 1 Cash for a point that
  any later step costs the number of its space for, and a loan 5 Cash; the search plays it unweighed.

Fewer still, the greedy bot's six best by its own score (and the moves that end a turn or a phase), so that
each got more worlds: normal reached 17 in 17 of 50 solo games instead of 12 (+0.04 points a game, SE 0.10;
seeds 9701-9750), hard in 13 of the issue's 50 against 15 (mean 16.04; seeds 1-50).  Not kept.

Nor did pairs of Offer picks weighed as one, so that a first pick would be judged with the second the search
would take after it rather than the policy's (the policy takes fewer cards): the six best picks by the policy's
worth, each alone and with each of the others, and taking nothing.  Searching the card phase alone with 100
playouts a decision (the policy playing every other move; 100 solo games, seeds 9701-9800), pairs scored 15.65
points a game against 15.72 (-0.07, SE 0.09; 19 games reached 17 against 15).
"""

from __future__ import annotations

from collections.abc import Sequence

from .components import VEG_INDEX
from .playout_worth import Plan
from .rules import Kind, Move, State
from .rules.state import Player, buy_price, current_index, helper_of

PAYMENTS = 2


def candidates(state: State, moves: Sequence[Move]) -> list[Move]:
    i = current_index(state)
    if i is None:
        return list(moves)
    p = state.players[i]
    first_step = Move(Kind.ADVANCE)
    if state.phase == "path" and p.steps == 0 and first_step in moves:
        return [first_step]
    foreman = any(helper_of(h) == "foreman" for h in p.helpers)
    wanted = Plan(p, state).want
    ways: dict[Move, list[Move]] = {}
    out: set[Move] = set()
    for m in moves:
        if m.kind is Kind.DECLINE or m.kind is Kind.LOAN or m.kind is Kind.DISCARD and not foreman:
            continue
        if m.kind is Kind.TRADE or m.kind is Kind.HELPER and helper_of(m.card) == "trader":
            ways.setdefault(Move(Kind.TRADE, veg=_received(state, p, m), n=len(m.items)), []).append(m)
            continue
        out.add(m)
    for column in ways.values():
        column.sort(key=lambda m: (_lacking(p.cart, wanted, m.items), sum(buy_price(v) for v in m.items)))
        out.update(column[:PAYMENTS])
    return [m for m in moves if m in out]


def _received(state: State, p: Player, m: Move) -> str:
    """The vegetable a trade gets: from a stall of ``p``'s, or with the Trader from the target's."""
    if m.kind is Kind.TRADE:
        return next(s.goods[m.n] for s in p.stalls if s.card == m.card)
    target = state.opponent if m.target == "opponent" else state.players[state.seats.index(m.target)]
    assert target is not None
    return next(s.goods[m.n] for s in target.stalls if s.card == m.other)


def _lacking(cart: Sequence[int], wanted: list[int], handed: Sequence[str]) -> int:
    """How many more vegetables the customers would lack on ``cart`` once ``handed`` is handed in."""
    left = list(cart)
    for v in handed:
        left[VEG_INDEX[v]] -= 1
    return sum(max(0, w - n) - max(0, w - c) for w, n, c in zip(wanted, left, cart, strict=True))
