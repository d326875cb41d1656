"""Moves in the words a player reads in the action panel and the log."""

from __future__ import annotations

from collections.abc import Callable

from .rules import Move, State
from .rules.play import casual_value, path_cost, twopack_price
from .rules.state import buy_price, current_index, data, helper_of, sell_price
from .rules.state import card as card_of


def title(card_id: str) -> str:
    return card_of(card_id).title


def _veg_list(items: tuple[str, ...]) -> str:
    return " and ".join(items) if items else "nothing"


def label(state: State, m: Move) -> str:
    """What ``m`` does, for the player whose decision it is."""
    i = current_index(state)
    p = state.players[i if i is not None else 0]
    t = m.t
    if t == "start":
        return f"Buy a {m.veg} for {buy_price(m.veg)} and sow your Home field with it"
    if t == "harvest":
        return "Use the Harvest helper: 2 from each field holding 4 or more" if m.n else "Harvest without a helper"
    if t == "flip":
        return "Turn up the top action card into the Pool"
    if t == "add":
        return f"Put {title(m.card)} into the Pool"
    if t == "take":
        first = "your starter customer" if m.n == 1 else title(m.card)
        pool = " and ".join(title(c) for c in m.items) or "no Pool card (the Pool is empty)"
        return f"Play {first} and take {pool}"
    if t == "partner":
        return f"Choose {m.target} as your partner"
    if t == "offer":
        if m.n == -1:
            return "Play your starter customer"
        return f"Take {title(state.offer[m.n])} from the Offer (row {m.n // 3 + 1})"
    if t == "offer_done":
        return "Done taking cards from the Offer"
    if t == "sow":
        return f"Sow {m.veg} on {title(m.card)}"
    if t == "buy":
        return f"Buy a {m.veg} from your Shop for {buy_price(m.veg)}"
    if t == "sell":
        return f"Sell a {m.veg} to your Shop for {sell_price(m.veg)}"
    if t == "trade":
        got = data(m.card)["goods"][m.n]["veg"]
        return f"Trade {_veg_list(m.items)} for the {got} on {title(m.card)}"
    if t == "deliver":
        wants = " + ".join(data(m.card)["wants"])
        return f"Deliver {wants} to {title(m.card)}" + (" twice" if m.n == 2 else "")
    if t == "decline":
        r = next(r for r in p.regulars if r.card == m.card)
        cost = "its marker turns red" if r.marker == "blue" else "pay 2"
        return f"Skip {title(m.card)} this round ({cost})"
    if t == "serve":
        return f"Serve {title(m.card)} for {casual_value(p, m.card)}"
    if t == "twopack":
        return f"Buy a two-pack for {twopack_price(p)}"
    if t == "keep":
        if not m.items:
            return "Keep neither two-pack card"
        if len(m.items) == 1:
            return f"Keep {title(m.items[0])} only"
        return f"Keep both: {title(m.items[0])} on top of {title(m.items[1])}"
    if t == "helper":
        return helper_words(m)
    if t == "discard":
        return f"Discard {title(m.card)} unused"
    if t == "foreman":
        helper = state.pending[-1].cards[0] if state.pending else ""
        return f"Foreman: take {title(helper)}" if m.n else "Let the Foreman rest"
    if t == "upgrade":
        return "Upgrade your Storehouse to hold 4 (2 Cash)"
    if t == "loan":
        return "Take a loan: +5 Cash, -1 space at the end"
    if t == "end":
        return f"End your turn, storing {_veg_list(m.items)}"
    if t == "advance":
        return f"Move to space {p.path + 1} on the Path for {path_cost(p)}"
    return "Finish your turn"


def helper_words(m: Move) -> str:
    h = helper_of(m.card)
    name = title(m.card)
    texts: dict[str, Callable[[], str]] = {
        "bookkeeper": lambda: f"set your Shop to {'/'.join(m.items)} and collect for {m.veg} fields",
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
