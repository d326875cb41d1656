"""What Loyang's rules do by themselves after a move, in words for the log (the kit's ``Narration``).

The engine carries every move on to the next decision: the end of a turn declines the customers still
due (a blue marker turns red, a red one costs 2) and sells or throws away what the Storehouse cannot
hold; a new round turns up a field card for everyone and harvests; the card phase deals hands and its
end discards the Pool and passes the start discs.  None of that is a player's move, so each is said
here, comparing the state before the move with the state after it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .components import VEGETABLES
from .rules import Kind, Move, State
from .rules.state import Player, card, current_index, data, sell_price


def _title(card_id: str) -> str:
    return card(card_id).title


def _counted(counts: Sequence[int]) -> str:
    return " and ".join(f"{n} {veg}" for n, veg in zip(counts, VEGETABLES, strict=True) if n)


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
            lines.append(f"{name} did not serve {_title(r.card)}: its marker turns red.")
        else:
            lines.append(f"{name} did not serve {_title(r.card)} again: {name} pays 2.")
    rest = _minus(before.cart, _stored(move.items))
    sold = _minus(after.shop, before.shop)
    lost = _minus(rest, sold)
    if any(sold):
        cash = sum(n * sell_price(veg) for n, veg in zip(sold, VEGETABLES, strict=True))
        lines.append(f"{name}'s Shop buys what the Storehouse cannot hold: {_counted(sold)} for {cash}.")
    if any(lost):
        lines.append(f"{name} cannot keep {_counted(lost)} (Storehouse and Shop are full): back to the Supply.")
    return lines


def harvest(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """Each player's harvest: vegetables from the fields (and the Storehouse) onto the cart, emptied fields."""
    lines = []
    for p, q in zip(before.players, after.players, strict=True):
        name = names.get(p.seat, p.seat)
        grown = _minus(_minus(q.cart, p.cart), p.store)
        parts = []
        if any(grown):
            parts.append(f"{_counted(grown)} from the fields")
        if any(p.store):
            parts.append(f"{_counted(p.store)} from the Storehouse")
        if parts:
            lines.append(f"Harvest: {name} puts {' and '.join(parts)} on the cart.")
        kept = {f.card for f in q.fields if f.veg}
        for f in p.fields:
            if f.veg and f.card not in kept:
                where = "goes to the discard pile" if data(f.card)["kind"] == "common" else "leaves the game"
                lines.append(f"{name}'s {_title(f.card)} is harvested bare and {where}.")
    return lines


def new_fields(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    turned = []
    for p, q in zip(before.players, after.players, strict=True):
        if len(q.deck) < len(p.deck) and p.deck:
            turned.append(f"{names.get(p.seat, p.seat)} {_title(p.deck[0])}")
    return [f"New fields from the field decks: {', '.join(turned)}."] if turned else []


def card_phase(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    lines = []
    if after.phase == "cards" and before.phase != "cards" and len(after.players) > 1:
        lines.append(f"Each player is dealt {len(after.players[0].hand)} action cards.")
    if before.phase == "cards" and after.phase in ("actions", "partner"):
        kept = len(before.discard)
        left = after.discard[kept:] if after.discard[:kept] == before.discard else ()
        if left:
            lines.append(f"The Pool's last cards go to the discard pile: {', '.join(map(_title, left))}.")
        if len(after.players) > 1:
            large = names.get(after.seats[after.start], "")
            small = names.get(after.seats[after.second], "") if after.second >= 0 else ""
            tail = f"; {small} takes the small one and plays second" if small else ""
            lines.append(f"{large} takes the large start disc and plays first{tail}.")
    return lines


def happened(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    lines: list[str] = []
    i = current_index(before)
    if move.kind is Kind.TAKE and i is not None:
        mover = before.players[i]
        rest = mover.hand if move.n == 1 else tuple(c for c in mover.hand if c != move.card)
        if rest:
            lines.append(f"{names.get(mover.seat, mover.seat)}'s other cards go into the Pool: {', '.join(map(_title, rest))}.")
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

