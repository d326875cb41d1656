"""What a seat may know (§10 "Hidden information"), and a full state filled in from that knowledge.

Hidden: the order of the customer deck, of every travel deck (their light sides are unknown until
taken) and of each monk deck below its top card (whose dark side shows).  Everything else is public,
adventure points included.  A view keeps each hidden pile's cards but sorts them, so it says what the
pile holds and nothing about its order; ``determinize`` shuffles them back.
"""

from __future__ import annotations

import random

from ...kit.records import replace
from .state import State


def view(state: State, seat: str | None) -> State:
    return replace(state, customers=tuple(sorted(state.customers)),
                   travel=tuple(tuple(sorted(deck)) for deck in state.travel),
                   monks=tuple(deck[:1] + tuple(sorted(deck[1:])) for deck in state.monks))


def determinize(seen: State, seat: str | None, rng: random.Random) -> State:
    customers = list(seen.customers)
    rng.shuffle(customers)
    travel = []
    for deck in seen.travel:
        cards = list(deck)
        rng.shuffle(cards)
        travel.append(tuple(cards))
    monks = []
    for deck in seen.monks:
        rest = list(deck[1:])
        rng.shuffle(rest)
        monks.append(deck[:1] + tuple(rest))
    return replace(seen, customers=tuple(customers), travel=tuple(travel), monks=tuple(monks))
