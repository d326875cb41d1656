"""What a Loyang position is worth at the start of a card phase: each player's expected final total.

The search bot's playouts (``kit.search``) stop at the next card phase and ask this module how the
game would end from there, instead of playing every round to the end: a game played out to the end
by the playout policy varies by about three points from the luck of the cards alone, which drowns
the difference between two moves of one turn; the evaluation answers the same question — what the
policy would score from here — without that noise, and at a tenth of the cost.

The answer is the path less the loans (both are certain), plus the spaces the player can still
expect to gain: a sum of features of the position (Cash, crops still to harvest, what customers will
pay, vegetables at hand, stalls, helpers, fields to sow), weighted per round.  The weights are data
(``evaluation.json``), fitted by least squares to policy games (``evaluation_fit``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..catalogue import load_json
from .components import VEGETABLES
from .rules import State
from .rules.state import ROUNDS, Player, buy_price, data

WEIGHTS_FILE = Path(__file__).with_name("evaluation.json")
FEATURES = ("bias", "path", "cash_up_to_3", "cash_steps", "harvest_left", "crops", "at_hand",
            "regular_unsupplied", "regular_supplied", "casual_supplied", "stall_goods", "big_store",
            "helpers", "to_sow", "red_markers")
PRICES = tuple(buy_price(v) for v in VEGETABLES)
DEPTH = 1
"""How many card phases a playout passes before it stops: the further, the more of a move's consequences
(a customer served, or left unserved) the playout shows rather than the weights guess."""
LAST_CUT = ROUNDS
"""Playouts that reach this round's card phase go on to the end: the last round's few moves are quickly
played, and what they make of the Cash left depends on the Path's prices more sharply than the
weights can say."""


def features(p: Player, round_: int) -> list[float]:
    """The position of ``p`` at the start of round ``round_``'s card phase, as numbers (``FEATURES``)."""
    harvests = ROUNDS - round_  # harvests still to come after this round's
    left = ROUNDS - round_ + 1  # action phases still to come, this one included
    growing = {f.veg for f in p.fields if f.veg and f.count}
    at_hand = [a + b for a, b in zip(p.cart, p.store, strict=True)]
    supply = growing | {v for k, v in enumerate(VEGETABLES) if at_hand[k]}
    harvest = sum(min(f.count, harvests) * buy_price(f.veg) for f in p.fields if f.veg)
    regular_unsupplied = regular_supplied = 0.0
    for r in p.regulars:
        pay = float(sum(data(r.card)["pays"][r.rows:r.rows + left]))
        if set(data(r.card)["wants"]) <= growing:
            regular_supplied += pay
        else:
            regular_unsupplied += pay
    casual_supplied = sum(float(data(c)["pays"]) for c in p.casuals if set(data(c)["wants"]) <= supply)
    to_sow = sum(min(int(data(f.card)["spaces"]), harvests) for f in p.fields if not f.veg)
    return [1.0, float(p.path), float(min(p.cash, 3)), cash_steps(p.cash, p.path), float(harvest),
            float(len(growing)), float(sum(n * price for n, price in zip(at_hand, PRICES, strict=True))),
            regular_unsupplied, regular_supplied, casual_supplied,
            float(sum(1 for s in p.stalls for g in s.goods if g)), 1.0 if p.capacity > 1 else 0.0,
            float(len(p.helpers)), float(to_sow), float(sum(1 for r in p.regulars if r.marker == "red"))]


def cash_steps(cash: int, path: int) -> float:
    """How many spaces beyond a round's first step ``cash`` would buy from ``path`` (a share of the next).

    Each space costs more than the one before, so Cash is worth less the more of it there is: a loan's
    5 Cash buys less than the space it costs, unless the player is broke."""
    at, left, steps = path + 1, cash - 1.0, 0.0
    while left > 0:
        price = at + 1
        if left < price:
            return steps + left / price
        left -= price
        steps += 1
        at += 1
    return steps


@cache
def weights() -> dict[tuple[int, int], tuple[float, ...]]:
    """Per number of players and round (1 to 9), the weight of each feature in the spaces still to gain."""
    raw = load_json(WEIGHTS_FILE)
    if raw.get("features") != list(FEATURES):
        raise ValueError(f"{WEIGHTS_FILE.name} was fitted to other features: run python -m "
                         "tabletop.games.loyang.evaluation_fit")
    return {(int(n), int(r)): tuple(float(w) for w in ws)
            for n, rounds in raw["weights"].items() for r, ws in rounds.items()}


def gain(p: Player, players: int, round_: int) -> float:
    """The spaces ``p`` can still expect to gain on the Path from the start of round ``round_``'s card
    phase, in a game of ``players``."""
    return sum(w * x for w, x in zip(weights()[players, round_], features(p, round_), strict=True))


def at_card_phase(state: State, after: int) -> bool:
    """Whether ``state`` is in the card phase of a round after ``after``, with nothing pending: met first
    as the phase begins (the evaluation's moment), the next round's harvest done."""
    return state.round > after and state.phase == "cards" and not state.pending


class LoyangLeaf:
    """The kit's ``Leaf``: a playout stops at the next card phase and counts each player's expected total."""

    def cut(self, start: State, state: State) -> bool:
        return state.round < LAST_CUT and at_card_phase(state, start.round + DEPTH - 1)

    def totals(self, state: State) -> dict[str, float]:
        return {p.seat: p.path - p.loans + gain(p, len(state.players), state.round) for p in state.players}


LEAF = LoyangLeaf()
