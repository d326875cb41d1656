"""What Loyang's playout policy (``playout``) thinks a card in the Offer, a Pool or a two-pack, and a
sowing, are worth to a player, in Cash over the rest of the game: worked out from what the player grows,
holds and owes (``Plan``, with its ``Outlook`` round by round), cheaply, for thousands of decisions a search.

The worths of a stall, a field and a casual customer are set for the search, not for the policy alone: a
playout stands for the rest of the game the search will play, and the search makes more of a field or a
casual customer than the policy does.  With no fixed part in a stall's worth (1.5 before), 1.8 a field
space (1.2) and a casual customer worth 2 less than it pays (3), the policy alone scores less (12.55 a
solo game over 2,000 seeds, 13.67 before), but the search reaches the solo goal of 17 more often: at
normal in 37 of 100 seeded solo games (seeds 9501-9600; 26 before), at hard in 15 of 50 (seeds 1-50; 11
before); 28 games gained the goal and 13 lost it.  Its mean total moved less (+0.13 points a game at
normal, SE 0.09; +0.04 at hard, SE 0.10).  The 37 was the best of several variants on those seeds, so
partly luck: on seeds chosen by nothing, normal reaches 17 in 22 of 100 (seeds 9601-9700, mean 16.06)
and in 25 of 100 (seeds 9701-9800, mean 16.02).
"""

from __future__ import annotations

from .components import VEG_INDEX
from .helper_plays import helper_worth
from .playout_outlook import Outlook
from .rules import State
from .rules.state import ROUNDS, Player, buy_price, data, kind

COVER = 0.75
"""The share of a regular customer's vegetables the player must already grow (or hold) for it to count as supplied."""
SHORT_REGULAR = 0.3
"""The share of a regular customer's rows counted when one of its vegetables must first be sown."""
INFINITE = 1000.0
SHORT_SOWN = 3.0
"""What a field's crop is worth in a round in which the regular customers would otherwise go without it."""


CASUAL_OFF = 2.0
"""What a casual customer the player can supply is worth less than it pays (the vegetables it takes)."""
FIELD_SPACE = 1.8
"""What each space of a field from the Offer is worth, for the rounds it can still be harvested."""

CASH_NOW = 0.25
"""How much more each Cash a card costs weighs for every round still to come after this one: Cash early
buys the cards and seeds that earn for the rest of the game (5 Cash more in round 1 brings a policy game
1.3 points at the end, in round 9 0.5).  Measured: the policy alone 12.82 -> 13.58 over 3,000 seeded solo
games (0.15: 13.46, 0.35: 13.36, 0.5: 12.38).  The search with 0.15 scored +0.11 points a game on seeds
9601-9700 and +0.03 on seeds 9701-9800 (SE 0.08, 100 normal solo games each): no gain worth the change."""


def dear(state: State, cash: float) -> float:
    """What paying ``cash`` for a card now weighs against the card's worth."""
    return cash * (1 + CASH_NOW * (ROUNDS - state.round))


def rounds_left(state: State) -> int:
    """Rounds whose action phase is still to come, this one included."""
    return ROUNDS - state.round + 1


class Plan:
    """What a player grows and owes, worked out once per decision."""

    __slots__ = ("_outlook", "crops", "debts", "grow", "owe", "player", "state", "stock", "want")

    def __init__(self, p: Player, state: State) -> None:
        self.player, self.state = p, state
        self._outlook: Outlook | None = None
        self.grow = [0] * 6  # vegetables per round from sown fields
        self.crops = [(VEG_INDEX[f.veg], f.count) for f in p.fields if f.veg and f.count]
        for k, _count in self.crops:
            self.grow[k] += 1
        self.stock = [a + b for a, b in zip(p.cart, p.store, strict=True)]
        self.owe = [0] * 6  # what the regular customers take each round
        self.debts = [(VEG_INDEX[v], 4 - r.rows) for r in p.regulars for v in data(r.card)["wants"]]
        for k, _rows in self.debts:
            self.owe[k] += 1
        self.want = list(self.owe)  # and the casual customers once
        for c in p.casuals:
            for v in data(c)["wants"]:
                self.want[VEG_INDEX[v]] += 1

    @property
    def outlook(self) -> Outlook:
        """Worked out when a sowing is first weighed: most decisions weigh none."""
        if self._outlook is None:
            self._outlook = Outlook(self.player, rounds_left(self.state), self.state.phase == "cards")
        return self._outlook

    def spare(self, veg: str, rounds: int = 1) -> float:
        """The ``veg`` a round left over, on average over the next ``rounds`` rounds (this one from the
        cart and the store, the later ones from the fields still holding a crop then), once the regular
        customers have theirs."""
        k = VEG_INDEX[veg]
        grown = self.stock[k] + sum(min(count, rounds - 1) for j, count in self.crops if j == k)
        owed = sum(min(rows, rounds) for j, rows in self.debts if j == k)
        return (grown - owed) / rounds

    def short(self, veg: str) -> int:
        """How many more of ``veg`` the customers want than the fields and the cart supply."""
        k = VEG_INDEX[veg]
        return self.want[k] - self.grow[k] - self.stock[k]


def obtainable(p: Player, plan: Plan, veg: str, left: int, cash: int) -> float:
    """What it costs ``p`` to start growing ``veg`` (a seed and a field for it); infinite if it cannot."""
    k = VEG_INDEX[veg]
    field = any(not f.veg and veg in data(f.card)["allowed"] for f in p.fields) or (bool(p.deck) and left >= 3)
    if not field:
        return INFINITE
    if plan.stock[k] or any(veg in s.goods for s in p.stalls):
        return 1.0
    price = buy_price(veg)
    return float(price) if p.shop[k] and cash >= price else INFINITE


def card_worth(state: State, p: Player, plan: Plan, card: str, cash: int | None = None) -> float:
    """What ``card`` would bring ``p`` over the rest of the game, in Cash, before what it costs, when
    ``p`` has ``cash`` left after taking it."""
    left = rounds_left(state)
    cash = p.cash if cash is None else cash
    d = data(card)
    k = kind(card)
    if k == "regular":
        wants = d["wants"]
        rows = min(4, left)
        pays = float(sum(d["pays"][:rows]))
        lacking = [v for v in set(wants) if plan.spare(v, rows) < COVER * wants.count(v)]
        if not lacking:
            return 0.75 * pays
        if rows < 3 or len(lacking) > 1:
            return -8.0
        cost = 0.0
        for v in lacking:
            price = obtainable(p, plan, v, left, cash)
            cash -= int(min(price, cash))
            cost += price
        if cost >= INFINITE:
            return -8.0
        return SHORT_REGULAR * pays - cost - 3
    if k == "casual":
        lack = [v for v in d["wants"] if 2 * plan.spare(v, 2) < d["wants"].count(v)]
        if not lack:
            return float(d["pays"]) - CASUAL_OFF
        if len(lack) == 1 and left >= 2:
            return float(d["pays"]) - buy_price(lack[0]) - 4
        return -3.0
    if k == "field":
        if left < 3:
            return -4.0
        return FIELD_SPACE * min(int(d["spaces"]), left - 1)
    if k == "stall":
        if left < 2:
            return -1.0
        return sum(1.0 for g in d["goods"] if not plan.grow[VEG_INDEX[g["veg"]]])
    return helper_worth(state, card)


def card_cost(card: str) -> float:
    return float(data(card).get("cost", 0))


def sow_value(plan: Plan, field: str, veg: str, left: int) -> float:
    """What sowing ``veg`` on ``field`` is worth in Cash: its crop, more in every round of it in which the
    outlook says the regular customers will run short of ``veg``, and more when nothing grows it yet."""
    spaces = min(int(data(field)["spaces"]), left - 1)
    k = VEG_INDEX[veg]
    short = plan.outlook.short(k, range(1, spaces + 1))
    return spaces * (0.8 + (0.8 if not plan.grow[k] else 0.0) + 0.15 * buy_price(veg)) + SHORT_SOWN * short
