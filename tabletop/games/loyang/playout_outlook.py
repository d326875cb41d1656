"""The playout policy's look across rounds (``playout``): each vegetable's surplus in every round still to
come, from what the cart holds now and the sown fields will bring, minus what the regular customers will take.

Rules of thumb that look at one round at a time sow a field with whatever the customers want more of than
the fields grow today, though that field ripens over the next rounds, when other fields may have run out
or a customer finished.  The outlook lets the policy sow the vegetable its regular customers will run
short of in the rounds the field's crop lasts (measured: mean 12.79 over 3,000 seeded solo games, up
from 12.69).
"""

from __future__ import annotations

from .components import VEG_INDEX
from .rules.state import Player, data


class Outlook:
    """``net[k][t]``: vegetable ``k``'s surplus in round ``t`` from now (0 is this one)."""

    __slots__ = ("left", "net")

    def __init__(self, p: Player, left: int, due_now: bool) -> None:
        self.left = left
        self.net = [[0] * left for _ in range(6)]
        for k in range(6):
            self.net[k][0] = p.cart[k] + p.store[k]
        for f in p.fields:
            if f.veg:
                row = self.net[VEG_INDEX[f.veg]]
                for t in range(1, min(f.count, left - 1) + 1):
                    row[t] += 1
        for r in p.regulars:
            first = 0 if due_now or r.status == "due" else 1
            for v in data(r.card)["wants"]:
                row = self.net[VEG_INDEX[v]]
                for t in range(first, min(first + 4 - r.rows, left)):
                    row[t] -= 1

    def short(self, k: int, rounds: range) -> int:
        """In how many of ``rounds`` vegetable ``k`` runs short."""
        row = self.net[k]
        return sum(1 for t in rounds if row[t] < 0)
