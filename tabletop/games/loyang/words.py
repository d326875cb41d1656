"""Moves in the words a player reads in the action panel and the log."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum

from ...core.model import Table
from ...lang.door import N_, _, join, n_
from ..kit.words import Figure
from .components import VEGETABLES
from .narration import happened
from .rules import Kind, Move, State
from .rules.game import stage
from .rules.play import casual_value, path_cost, twopack_price
from .rules.state import buy_price, current_index, data, helper_of, sell_price
from .rules.state import card as card_of


def title(card_id: str) -> str:
    return _(card_of(card_id).title)


def veg(name: str) -> str:
    return _(name)


def _veg_list(items: tuple[str, ...]) -> str:
    """"2 wheat and 1 leek" (a single vegetable by its name alone); "nothing" for none."""
    counts = {v: items.count(v) for v in dict.fromkeys(items)}
    if len(items) == 1:
        return veg(items[0])
    return join([_("{n} {veg}", n=n, veg=veg(v)) for v, n in counts.items()], empty=_("nothing"))


def label(state: State, m: Move, names: Mapping[str, str]) -> str:
    """What ``m`` does, for the player whose decision it is; ``names`` gives the seats' names."""
    who = names.get(m.target or "", m.target or "")
    i = current_index(state)
    p = state.players[i if i is not None else 0]
    t = m.kind
    if t is Kind.START:
        return _("Buy a {veg} for {price} and sow your Home field with it", veg=veg(m.veg), price=buy_price(m.veg))
    if t is Kind.HARVEST:
        if m.n:
            return _("Use the Harvest helper: 2 from each field holding 4 or more")
        return _("Harvest without a helper")
    if t is Kind.FLIP:
        return _("Turn up the top action card into the Pool")
    if t is Kind.ADD:
        return _("Put {card} into the Pool", card=title(m.card))
    if t is Kind.TAKE:
        first = _("your starter customer") if m.n == 1 else title(m.card)
        pool = join([title(c) for c in m.items], empty=_("no Pool card (the Pool is empty)"))
        return _("Play {card} and take {pool}", card=first, pool=pool)
    if t is Kind.PARTNER:
        return _("Choose {seat} as your partner", seat=who)
    if t is Kind.OFFER:
        if m.n == -1:
            return _("Play your starter customer")
        return _("Take {card} from the Offer (row {row})", card=title(state.offer[m.n]), row=m.n // 3 + 1)
    if t is Kind.OFFER_DONE:
        return _("Done taking cards from the Offer")
    if t is Kind.SOW:
        return _("Sow {veg} on {card}", veg=veg(m.veg), card=title(m.card))
    if t is Kind.BUY:
        return _("Buy a {veg} from your Shop for {price}", veg=veg(m.veg), price=buy_price(m.veg))
    if t is Kind.SELL:
        return _("Sell a {veg} to your Shop for {price}", veg=veg(m.veg), price=sell_price(m.veg))
    if t is Kind.TRADE:
        got = data(m.card)["goods"][m.n]["veg"]
        return _("Trade {given} for the {veg} on {card}", given=_veg_list(m.items), veg=veg(got), card=title(m.card))
    if t is Kind.DELIVER:
        wants = " + ".join(veg(v) for v in data(m.card)["wants"])
        if m.n == 2:
            return _("Deliver {wants} to {card} twice", wants=wants, card=title(m.card))
        return _("Deliver {wants} to {card}", wants=wants, card=title(m.card))
    if t is Kind.DECLINE:
        r = next(r for r in p.regulars if r.card == m.card)
        if r.marker == "blue":
            return _("Skip {card} this round (its marker turns red)", card=title(m.card))
        return _("Skip {card} this round (pay 2)", card=title(m.card))
    if t is Kind.SERVE:
        return _("Serve {card} for {value}", card=title(m.card), value=casual_value(p, m.card))
    if t is Kind.TWOPACK:
        return _("Buy a two-pack for {price}", price=twopack_price(p))
    if t is Kind.KEEP:
        if not m.items:
            return _("Keep neither two-pack card")
        if len(m.items) == 1:
            return _("Keep {card} only", card=title(m.items[0]))
        return _("Keep both: {card} on top of {other}", card=title(m.items[0]), other=title(m.items[1]))
    if t is Kind.HELPER:
        return helper_words(m, who)
    if t is Kind.DISCARD:
        return _("Discard {card} unused", card=title(m.card))
    if t is Kind.FOREMAN:
        helper = state.pending[-1].cards[0] if state.pending else ""
        return _("Foreman: take {card}", card=title(helper)) if m.n else _("Let the Foreman rest")
    if t is Kind.UPGRADE:
        return _("Upgrade your Storehouse to hold 4 (2 Cash)")
    if t is Kind.LOAN:
        return _("Take a loan: +5 Cash, -1 space at the end")
    if t is Kind.END:
        return _("End your turn, storing {vegetables}", vegetables=_veg_list(m.items))
    if t is Kind.SHOP:
        return _("Book-keeper: your Shop holds {n} {veg}", n=m.n, veg=veg(m.veg))
    if t is Kind.SHOP_DONE:
        return _("Book-keeper: the Shop is set")
    if t is Kind.ADVANCE:
        spaces = max(1, m.n)
        if spaces > 1:
            return _("Move to space {space} on the Path ({spaces} spaces) for {price}", space=p.path + spaces,
                     spaces=spaces, price=path_cost(p, spaces))
        return _("Move to space {space} on the Path for {price}", space=p.path + 1, price=path_cost(p, 1))
    return _("Finish your turn")


def _merchant(m: Move) -> str:
    bought = ", ".join(veg(v) for v in m.items) or _("nothing")
    text = _("buy {vegetables} for 1 each", vegetables=bought)
    if m.veg:
        text = _("{deal}, {veg} doubled", deal=text, veg=veg(m.veg))
    if m.other:
        text = _("{deal}, {veg} free", deal=text, veg=veg(m.other))
    return text


def _tout(m: Move, who: str) -> str:
    if not m.items:
        return ""
    if m.n == 1:
        return _("swap {card} with {seat}'s {other}", card=title(m.other), seat=who, other=title(m.items[0]))
    return _("buy and serve {seat}'s {card}", seat=who, card=title(m.items[0]))


def _tenant(m: Move) -> str:
    if m.n == 1:
        return _("take {card} from your field deck for 3", card=title(m.other))
    if m.items:
        return _("take {card} from your field deck, tucking {other}", card=title(m.other), other=title(m.items[0]))
    return _("take {card} from your field deck", card=title(m.other))


def helper_words(m: Move, who: str) -> str:
    h = helper_of(m.card)
    name = title(m.card)
    texts: dict[str, Callable[[], str]] = {
        "bookkeeper": lambda: _("collect 1 for each field sown with {veg}, then set your Shop", veg=veg(m.veg)),
        "haggler": lambda: _("2 {veg} for the price of 1 from the Supply with the Shopper", veg=veg(m.veg)) if m.other
        else _("2 {veg} for the price of 1", veg=veg(m.veg)),
        "conman": lambda: _("swap with {card} of {seat}", card=title(m.other), seat=who) if m.other else "",
        "deliveryman": lambda: _("deliver to {seat}'s {card}", seat=who, card=title(m.other)) if m.other else "",
        "harvesthelper": lambda: _("extra vegetable on each field sown this phase") if m.n == 2
        else _("double harvest"),
        "maid": lambda: _("2-bowl trades cost 1 this phase"),
        "marketcrier": lambda: _("refill all your stalls") if m.n == 1
        else n_("sell {n} stall vegetable (max 3)", "sell {n} stall vegetables (max 3)", len(m.items)),
        "marketwoman": lambda: _("swap {card} with {seat}'s {other}", card=title(m.other), seat=who,
                                 other=title(m.items[0])) if m.items else "",
        "merchant": lambda: _merchant(m),
        "messengerboy": lambda: _("deliver twice this phase"),
        "official": lambda: _("free two-pack this phase"),
        "ploughman": lambda: _("empty {card} to sow again", card=title(m.other)) if m.n == 1
        else _("harvest fields holding 1"),
        "saleswoman": lambda: _("all markers blue") if m.n == 1 else _("casual customers pay 2 more"),
        "shopper": lambda: _("a {veg} from the Supply for 2 less", veg=veg(m.veg)),
        "subsistencefarmer": lambda: _("take from {seat}'s {card}", seat=who, card=title(m.other)) if m.other
        else _("buy a {veg} for 1", veg=veg(m.veg)),
        "tout": lambda: _tout(m, who),
        "tenantfarmer": lambda: _tenant(m),
        "trader": lambda: _("trade {vegetables} at {seat}'s {card}", vegetables=join([veg(v) for v in m.items]),
                            seat=who, card=title(m.other)) if m.other else "",
    }
    tail = texts[h]() if h in texts else ""
    return _("{helper}: {use}", helper=name, use=tail) if tail else _("Use {helper}", helper=name)


KIND_WORDS: dict[Kind, str] = {
    Kind.START: N_("Starting vegetable"), Kind.HARVEST: N_("Harvest"), Kind.FLIP: N_("Turn up a card"),
    Kind.ADD: N_("Add a card to the Pool"), Kind.TAKE: N_("Play a card"), Kind.PARTNER: N_("Choose a partner"),
    Kind.OFFER: N_("Take from the Offer"), Kind.OFFER_DONE: N_("Done with the Offer"), Kind.SOW: N_("Sow a field"),
    Kind.BUY: N_("Buy from your Shop"), Kind.SELL: N_("Sell to your Shop"), Kind.TRADE: N_("Trade at a market stall"),
    Kind.DELIVER: N_("Deliver to a regular customer"), Kind.DECLINE: N_("Skip a regular customer"),
    Kind.SERVE: N_("Serve a casual customer"), Kind.TWOPACK: N_("Buy a two-pack"),
    Kind.KEEP: N_("Keep two-pack cards"), Kind.HELPER: N_("Use a helper"), Kind.DISCARD: N_("Discard a helper"),
    Kind.FOREMAN: N_("The Foreman"), Kind.UPGRADE: N_("Upgrade the Storehouse"), Kind.LOAN: N_("Take a loan"),
    Kind.END: N_("End your turn"), Kind.ADVANCE: N_("Path of Prosperity"), Kind.FINISH: N_("Finish your turn"),
    Kind.SHOP: N_("Book-keeper: set your Shop"), Kind.SHOP_DONE: N_("Book-keeper: done"),
}
PHASE_WORDS = {
    "start": N_("Starting vegetables"), "harvest": N_("Harvest phase"), "cards": N_("Card phase"),
    "solo-cards": N_("Card phase (the Offer)"), "partner": N_("Partner choice"), "actions": N_("Action phase"),
    "path": N_("Action phase: the Path"), "over": N_("Game over"), "twopack": N_("Two-pack"),
    "foreman": N_("The Foreman"), "bookkeeper": N_("Book-keeper: set your Shop"),
}


def _vegetables(counts: tuple[int, ...]) -> str:
    return ", ".join(_("{n} {veg}", n=n, veg=veg(v)) for n, v in zip(counts, VEGETABLES, strict=True) if n) or _("empty")


class LoyangWords:
    def move(self, state: State, move: Move, names: Mapping[str, str]) -> str:
        return label(state, move, names)

    def kind(self, kind: StrEnum) -> str:
        return _(KIND_WORDS[Kind(kind)])

    def phase(self, state: State) -> str:
        return _(PHASE_WORDS[stage(state).phase])

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        p = state.players[state.seats.index(seat)]
        served = sum(1 for r in p.regulars if r.status == "served")
        store = _("{held} of {capacity}", held=sum(p.store), capacity=p.capacity)
        if any(p.store):
            store = _("{held} of {capacity}: {vegetables}", held=sum(p.store), capacity=p.capacity,
                      vegetables=_vegetables(p.store))
        return (Figure(_("Cash"), str(p.cash)), Figure(_("Path"), str(p.path)), Figure(_("Loans"), str(p.loans)),
                Figure(_("Cart"), _vegetables(p.cart)), Figure(_("Storehouse"), store),
                Figure(_("Regulars served"), _("{served} of {all}", served=served, all=len(p.regulars))),
                Figure(_("Casuals waiting"), str(len(p.casuals))))

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
                return _("Your cart holds {n} vegetables and your Storehouse holds 1: upgrade it for 2 Cash to keep "
                         "more, or sell what you cannot keep to your Shop first.", n=sum(p.cart))
            if zone == f"{seat}:fields":
                return _("No empty field of yours takes that vegetable now (a field is sown only when empty).")
            if zone == f"{seat}:board":
                return _("Your Shop has no empty space for that vegetable.")
        if spec.kind == "card" and table.pieces[piece].zone == f"hand:{seat}" and zone == "pool":
            return _("You cannot add your last card, or you are the last to play: take a Pool card with it instead.")
        return None


WORDS = LoyangWords()
