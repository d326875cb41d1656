"""What Loyang's rules do by themselves after a move, in words for the log (the kit's ``Narration``).

The engine carries every move on to the next decision: the end of a turn declines the customers still
due (a blue marker turns red, a red one costs 2) and sells or throws away what the Storehouse cannot
hold; a new round turns up a field card for everyone and harvests; the card phase deals hands and its
end discards the Pool and passes the start discs.  None of that is a player's move, so each is said
here, comparing the state before the move with the state after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...lang.door import _, join
from .components import VEGETABLES
from .rules import Kind, Move, State
from .rules.state import Player, card, current_index, data, sell_price


def _title(card_id: str) -> str:
    return _(card(card_id).title)


def _counted(counts: Sequence[int]) -> str:
    return join([_("{n} {veg}", n=n, veg=_(veg)) for n, veg in zip(counts, VEGETABLES, strict=True) if n])


def _minus(a: Sequence[int], b: Sequence[int]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def _stored(items: Sequence[str]) -> tuple[int, ...]:
    return tuple(sum(1 for v in items if v == veg) for veg in VEGETABLES)


def turn_end(before: Player, after: Player, move: Move, name: str) -> list[str]:
    """Customers declined and the cart's rest sold or thrown away, when a turn ends by storing."""
    lines = []
    now = {r.card: r for r in after.regulars}
    for r in before.regulars:
        later = now.get(r.card)
        if r.status != "due" or later is None or later.status != "skipped":
            continue
        if r.marker == "blue":
            lines.append(_("{name} did not serve {card}: its marker turns red.", name=name, card=_title(r.card)))
        else:
            lines.append(_("{name} did not serve {card} again: {name} pays 2.", name=name, card=_title(r.card)))
    rest = _minus(before.cart, _stored(move.items))
    sold = _minus(after.shop, before.shop)
    lost = _minus(rest, sold)
    if any(sold):
        cash = sum(n * sell_price(veg) for n, veg in zip(sold, VEGETABLES, strict=True))
        lines.append(_("{name}'s Shop buys what the Storehouse cannot hold: {vegetables} for {cash}.", name=name,
                       vegetables=_counted(sold), cash=cash))
    if any(lost):
        lines.append(_("{name} cannot keep {vegetables} (Storehouse and Shop are full): back to the Supply.",
                       name=name, vegetables=_counted(lost)))
    return lines


def harvest(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """Each player's harvest: vegetables from the fields (and the Storehouse) onto the cart, emptied fields."""
    lines = []
    for p, q in zip(before.players, after.players, strict=True):
        name = names.get(p.seat, p.seat)
        grown = _minus(_minus(q.cart, p.cart), p.store)
        parts = []
        if any(grown):
            parts.append(_("{vegetables} from the fields", vegetables=_counted(grown)))
        if any(p.store):
            parts.append(_("{vegetables} from the Storehouse", vegetables=_counted(p.store)))
        if parts:
            lines.append(_("Harvest: {name} puts {what} on the cart.", name=name, what=join(parts)))
        kept = {f.card for f in q.fields if f.veg}
        for f in p.fields:
            if f.veg and f.card not in kept:
                if data(f.card)["kind"] == "common":
                    lines.append(_("{name}'s {card} is harvested bare and goes to the discard pile.", name=name,
                                   card=_title(f.card)))
                else:
                    lines.append(_("{name}'s {card} is harvested bare and leaves the game.", name=name,
                                   card=_title(f.card)))
    return lines


def new_fields(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    turned = []
    for p, q in zip(before.players, after.players, strict=True):
        if len(q.deck) < len(p.deck) and p.deck:
            turned.append(_("{name}: {card}", name=names.get(p.seat, p.seat), card=_title(p.deck[0])))
    return [_("New fields from the field decks: {fields}.", fields=", ".join(turned))] if turned else []


def card_phase(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    lines = []
    if after.phase == "cards" and before.phase != "cards" and len(after.players) > 1:
        lines.append(_("Each player is dealt {n} action cards.", n=len(after.players[0].hand)))
    if before.phase == "cards" and after.phase in ("actions", "partner"):
        kept = len(before.discard)
        left = after.discard[kept:] if after.discard[:kept] == before.discard else ()
        if left:
            cards = ", ".join(map(_title, left))
            lines.append(_("The Pool's last cards go to the discard pile: {cards}.", cards=cards) if len(after.players) > 1
                         else _("The cards left in the Offer's second row go to the discard pile: {cards}.", cards=cards))
        if len(after.players) > 1:
            large = names.get(after.seats[after.start], "")
            small = names.get(after.seats[after.second], "") if after.second >= 0 else ""
            if small:
                lines.append(_("{large} takes the large start disc and plays first; {small} takes the small one "
                               "and plays second.", large=large, small=small))
            else:
                lines.append(_("{large} takes the large start disc and plays first.", large=large))
    return lines


def happened(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    lines: list[str] = []
    i = current_index(before)
    if move.kind is Kind.TAKE and i is not None:
        mover = before.players[i]
        rest = mover.hand if move.n == 1 else tuple(c for c in mover.hand if c != move.card)
        if rest:
            lines.append(_("{name}'s other cards go into the Pool: {cards}.", name=names.get(mover.seat, mover.seat),
                           cards=", ".join(map(_title, rest))))
    if move.kind is Kind.END and i is not None:
        lines += turn_end(before.players[i], after.players[i], move, names.get(before.seats[i], before.seats[i]))
    new_round = after.round > before.round
    if new_round:
        lines += new_fields(before, after, names)
    harvested = (new_round or before.phase == "harvest") and after.phase not in ("harvest", "over")
    if harvested:
        lines += harvest(before, after, names)
    lines += card_phase(before, after, names)
    return lines

