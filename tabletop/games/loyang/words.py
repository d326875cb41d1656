"""Moves in the words a player reads in the action panel and the log."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum

from ...core.model import Table
from ..kit.words import Figure
from .components import VEGETABLES
from .narration import happened
from .rules import Kind, Move, State
from .rules.game import stage
from .rules.play import casual_value, path_cost, twopack_price
from .rules.state import buy_price, current_index, data, helper_of, sell_price
from .rules.state import card as card_of


def title(card_id: str) -> str:
    return card_of(card_id).title


def _veg_list(items: tuple[str, ...]) -> str:
    """"2 wheat and 1 leek" (a single vegetable by its name alone); "nothing" for none."""
    counts = {v: items.count(v) for v in dict.fromkeys(items)}
    if len(items) == 1:
        return items[0]
    return " and ".join(f"{n} {v}" for v, n in counts.items()) if items else "nothing"


def label(state: State, m: Move) -> str:
    """What ``m`` does, for the player whose decision it is."""
    i = current_index(state)
    p = state.players[i if i is not None else 0]
    t = m.kind
    if t is Kind.START:
        return f"Buy a {m.veg} for {buy_price(m.veg)} and sow your Home field with it"
    if t is Kind.HARVEST:
        return "Use the Harvest helper: 2 from each field holding 4 or more" if m.n else "Harvest without a helper"
    if t is Kind.FLIP:
        return "Turn up the top action card into the Pool"
    if t is Kind.ADD:
        return f"Put {title(m.card)} into the Pool"
    if t is Kind.TAKE:
        first = "your starter customer" if m.n == 1 else title(m.card)
        pool = " and ".join(title(c) for c in m.items) or "no Pool card (the Pool is empty)"
        return f"Play {first} and take {pool}"
    if t is Kind.PARTNER:
        return f"Choose {m.target} as your partner"
    if t is Kind.OFFER:
        if m.n == -1:
            return "Play your starter customer"
        return f"Take {title(state.offer[m.n])} from the Offer (row {m.n // 3 + 1})"
    if t is Kind.OFFER_DONE:
        return "Done taking cards from the Offer"
    if t is Kind.SOW:
        return f"Sow {m.veg} on {title(m.card)}"
    if t is Kind.BUY:
        return f"Buy a {m.veg} from your Shop for {buy_price(m.veg)}"
    if t is Kind.SELL:
        return f"Sell a {m.veg} to your Shop for {sell_price(m.veg)}"
    if t is Kind.TRADE:
        got = data(m.card)["goods"][m.n]["veg"]
        return f"Trade {_veg_list(m.items)} for the {got} on {title(m.card)}"
    if t is Kind.DELIVER:
        wants = " + ".join(data(m.card)["wants"])
        return f"Deliver {wants} to {title(m.card)}" + (" twice" if m.n == 2 else "")
    if t is Kind.DECLINE:
        r = next(r for r in p.regulars if r.card == m.card)
        cost = "its marker turns red" if r.marker == "blue" else "pay 2"
        return f"Skip {title(m.card)} this round ({cost})"
    if t is Kind.SERVE:
        return f"Serve {title(m.card)} for {casual_value(p, m.card)}"
    if t is Kind.TWOPACK:
        return f"Buy a two-pack for {twopack_price(p)}"
    if t is Kind.KEEP:
        if not m.items:
            return "Keep neither two-pack card"
        if len(m.items) == 1:
            return f"Keep {title(m.items[0])} only"
        return f"Keep both: {title(m.items[0])} on top of {title(m.items[1])}"
    if t is Kind.HELPER:
        return helper_words(m)
    if t is Kind.DISCARD:
        return f"Discard {title(m.card)} unused"
    if t is Kind.FOREMAN:
        helper = state.pending[-1].cards[0] if state.pending else ""
        return f"Foreman: take {title(helper)}" if m.n else "Let the Foreman rest"
    if t is Kind.UPGRADE:
        return "Upgrade your Storehouse to hold 4 (2 Cash)"
    if t is Kind.LOAN:
        return "Take a loan: +5 Cash, -1 space at the end"
    if t is Kind.END:
        return f"End your turn, storing {_veg_list(m.items)}"
    if t is Kind.SHOP:
        return f"Book-keeper: your Shop holds {m.n} {m.veg}"
    if t is Kind.SHOP_DONE:
        return "Book-keeper: the Shop is set"
    if t is Kind.ADVANCE:
        spaces = max(1, m.n)
        across = f" ({spaces} spaces)" if spaces > 1 else ""
        return f"Move to space {p.path + spaces} on the Path{across} for {path_cost(p, spaces)}"
    return "Finish your turn"


def helper_words(m: Move) -> str:
    h = helper_of(m.card)
    name = title(m.card)
    texts: dict[str, Callable[[], str]] = {
        "bookkeeper": lambda: f"collect 1 for each field sown with {m.veg}, then set your Shop",
        "haggler": lambda: f"2 {m.veg} for the price of 1" + (" from the Supply with the Shopper" if m.other else ""),
        "conman": lambda: f"swap with {title(m.other)} of {m.target}" if m.other else "",
        "deliveryman": lambda: f"deliver to {m.target}'s {title(m.other)}" if m.other else "",
        "harvesthelper": lambda: "extra vegetable on each field sown this phase" if m.n == 2 else "double harvest",
        "maid": lambda: "2-bowl trades cost 1 this phase",
        "marketcrier": lambda: "refill all your stalls" if m.n == 1 else f"sell {len(m.items)} stall vegetable(s) (max 3)",
        "marketwoman": lambda: f"swap {title(m.other)} with {m.target}'s {title(m.items[0])}" if m.items else "",
        "merchant": lambda: f"buy {', '.join(m.items) or 'nothing'} for 1 each" + (f", {m.veg} doubled" if m.veg else "")
        + (f", {m.other} free" if m.other else ""),
        "messengerboy": lambda: "deliver twice this phase",
        "official": lambda: "free two-pack this phase",
        "ploughman": lambda: f"empty {title(m.other)} to sow again" if m.n == 1 else "harvest fields holding 1",
        "saleswoman": lambda: "all markers blue" if m.n == 1 else "casual customers pay 2 more",
        "shopper": lambda: f"a {m.veg} from the Supply for 2 less",
        "subsistencefarmer": lambda: f"take from {m.target}'s {title(m.other)}" if m.other else f"buy a {m.veg} for 1",
        "tout": lambda: (f"swap {title(m.other)} with {m.target}'s {title(m.items[0])}" if m.n == 1 else
                 f"buy and serve {m.target}'s {title(m.items[0])}") if m.items else "",
        "tenantfarmer": lambda: f"take {title(m.other)} from your field deck" + (" for 3" if m.n == 1 else
                                                                      f", tucking {title(m.items[0])}"
                                                                      if m.items else ""),
        "trader": lambda: f"trade {' and '.join(m.items)} at {m.target}'s {title(m.other)}" if m.other else "",
    }
    tail = texts[h]() if h in texts else ""
    return f"{name}: {tail}" if tail else f"Use {name}"


KIND_WORDS: dict[Kind, str] = {
    Kind.START: "Starting vegetable", Kind.HARVEST: "Harvest", Kind.FLIP: "Turn up a card",
    Kind.ADD: "Add a card to the Pool", Kind.TAKE: "Play a card", Kind.PARTNER: "Choose a partner",
    Kind.OFFER: "Take from the Offer", Kind.OFFER_DONE: "Done with the Offer", Kind.SOW: "Sow a field",
    Kind.BUY: "Buy from your Shop", Kind.SELL: "Sell to your Shop", Kind.TRADE: "Trade at a market stall",
    Kind.DELIVER: "Deliver to a regular customer", Kind.DECLINE: "Skip a regular customer",
    Kind.SERVE: "Serve a casual customer", Kind.TWOPACK: "Buy a two-pack", Kind.KEEP: "Keep two-pack cards",
    Kind.HELPER: "Use a helper", Kind.DISCARD: "Discard a helper", Kind.FOREMAN: "The Foreman",
    Kind.UPGRADE: "Upgrade the Storehouse", Kind.LOAN: "Take a loan", Kind.END: "End your turn",
    Kind.ADVANCE: "Path of Prosperity", Kind.FINISH: "Finish your turn", Kind.SHOP: "Book-keeper: set your Shop",
    Kind.SHOP_DONE: "Book-keeper: done",
}
PHASE_WORDS = {
    "start": "Starting vegetables", "harvest": "Harvest phase", "cards": "Card phase",
    "solo-cards": "Card phase (the Offer)", "partner": "Partner choice", "actions": "Action phase",
    "path": "Action phase: the Path", "over": "Game over", "twopack": "Two-pack", "foreman": "The Foreman",
    "bookkeeper": "Book-keeper: set your Shop",
}


def _vegetables(counts: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {veg}" for n, veg in zip(counts, VEGETABLES, strict=True) if n) or "empty"


class LoyangWords:
    def move(self, state: State, move: Move) -> str:
        return label(state, move)

    def kind(self, kind: StrEnum) -> str:
        return KIND_WORDS[Kind(kind)]

    def phase(self, state: State) -> str:
        return PHASE_WORDS[stage(state).phase]

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        p = state.players[state.seats.index(seat)]
        served = sum(1 for r in p.regulars if r.status == "served")
        return (Figure("Cash", str(p.cash)), Figure("Path", str(p.path)), Figure("Loans", str(p.loans)),
                Figure("Cart", _vegetables(p.cart)),
                Figure("Storehouse", f"{sum(p.store)} of {p.capacity}" + (f": {_vegetables(p.store)}" if any(p.store) else "")),
                Figure("Regulars served", f"{served} of {len(p.regulars)}"),
                Figure("Casuals waiting", str(len(p.casuals))))

    def happened(self, before: State, after: State, move: Move, names: Mapping[str, str]) -> Sequence[str]:
        return happened(before, after, move, names)

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        i = current_index(state)
        if i is None or piece not in table.pieces:
            return None
        seat, p = state.seats[i], state.players[i]
        spec = table.spec_of(piece)
        if spec.kind == "good" and table.pieces[piece].zone == f"{seat}:cart":
            if zone == f"{seat}:store" and p.capacity == 1 and sum(p.cart) > 1:
                return (f"Your cart holds {sum(p.cart)} vegetables and your Storehouse holds 1: upgrade it for 2 "
                        "Cash to keep more, or sell what you cannot keep to your Shop first.")
            if zone == f"{seat}:fields":
                return "No empty field of yours takes that vegetable now (a field is sown only when empty)."
            if zone == f"{seat}:board":
                return "Your Shop has no empty space for that vegetable."
        if spec.kind == "card" and table.pieces[piece].zone == f"hand:{seat}" and zone == "pool":
            return "You cannot add your last card, or you are the last to play: take a Pool card with it instead."
        return None


WORDS = LoyangWords()
