"""Which drag means which Loyang move.

A vegetable from your cart onto one of your fields sows it, onto your board sells it, onto one of
your customers delivers or serves, onto your Storehouse ends the turn storing it; a vegetable from
your Shop (or, to start, from the Supply) onto the cart buys it (onto your Home field: the starting
vegetable); the vegetable on one of your stalls onto the cart trades for it; a hand card onto the
Pool adds it, a hand or Pool card onto your display plays it; a two-pack or Offer card onto your
display keeps or takes it; a helper onto the discard pile uses or discards it; your scoring marker onto a space
of your Path moves it there; your Storehouse card on itself upgrades it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.model import Table
from ..kit.gestures import Drag
from .components import VEGETABLES
from .layout import path_cell
from .rules import Kind, Move, State
from .rules.state import current_index, data

CARD_HALF_W, CARD_HALF_H = 31.5, 44.0
SPACE_REACH = 15.0  # mm from a Path space's centre that a dropped marker still means that space


def _tokens(table: Table, zone: str, veg: str) -> list[str]:
    return [p for p in table.zones[zone].pieces if table.pieces[p].spec == f"veg:{veg}"]


def _on_card(table: Table, token: str, card: str) -> bool:
    if card not in table.pieces:
        return False
    t, c = table.pieces[token], table.pieces[card]
    return abs(t.x - c.x) <= CARD_HALF_W and abs(t.y - c.y) <= CARD_HALF_H


class LoyangGestures:
    def drags(self, state: State, table: Table, move: Move) -> Sequence[Drag]:
        m = move
        i = current_index(state)
        seat = state.seats[i if i is not None else 0]
        display = (f"{seat}:left", f"{seat}:right", f"{seat}:fields")
        cart, board, store = f"{seat}:cart", f"{seat}:board", f"{seat}:store"
        k = m.kind
        if k is Kind.SOW:
            return [Drag(p, f"{seat}:fields", m.card) for p in _tokens(table, cart, m.veg)]
        if k is Kind.START:
            home = next(c for c in table.zones[f"{seat}:fields"].pieces if c.startswith("home-"))
            taken = _tokens(table, board, m.veg) + _tokens(table, "supply", m.veg)
            return [Drag(p, f"{seat}:fields", home) for p in taken]
        if k is Kind.SELL:
            return [Drag(p, board) for p in _tokens(table, cart, m.veg)]
        if k is Kind.BUY:
            return [Drag(p, cart) for p in _tokens(table, board, m.veg)]
        if k is Kind.TRADE:
            got = data(m.card)["goods"][m.n]["veg"]
            return [Drag(p, cart) for p in _tokens(table, f"{seat}:left", got) if _on_card(table, p, m.card)]
        if k in (Kind.DELIVER, Kind.SERVE):
            return [Drag(p, f"{seat}:right", m.card) for v in data(m.card)["wants"] for p in _tokens(table, cart, v)]
        if k is Kind.END:
            return [Drag(p, store) for v in m.items for p in _tokens(table, cart, v)]
        if k is Kind.ADD:
            return [Drag(m.card, "pool")]
        if k is Kind.TAKE:
            first = [Drag(m.card, "pool")] + [Drag(m.card, z) for z in display] if m.card else []
            return first + [Drag(c, z) for c in m.items for z in display]
        if k is Kind.KEEP:
            return [Drag(c, z) for c in m.items for z in display]
        if k is Kind.OFFER and m.n >= 0:
            return [Drag(state.offer[m.n], z) for z in display]
        if k in (Kind.HELPER, Kind.DISCARD):
            return [Drag(m.card, "discard")]
        if k is Kind.ADVANCE:
            z = table.zones[board]
            x, y = path_cell(state.players[state.seats.index(seat)].path + max(1, m.n))
            return [Drag(f"scoring-{state.seats.index(seat) + 1}", board, spot=(z.x + x, z.y + y), near=SPACE_REACH)]
        if k is Kind.UPGRADE:
            return [Drag(f"store-{state.seats.index(seat) + 1}", store)]
        if k is Kind.SHOP:
            have = state.players[state.seats.index(seat)].shop[VEGETABLES.index(m.veg)]
            if m.n == have + 1:
                return [Drag(p, board) for p in _tokens(table, "supply", m.veg)]
            if m.n == have - 1:
                return [Drag(p, "supply") for p in _tokens(table, board, m.veg)]
            return []
        if k is Kind.FLIP and table.zones["draw"].pieces:
            return [Drag(table.zones["draw"].pieces[-1], "pool")]
        return []

    def ending(self, state: State, moves: Sequence[Move]) -> Move | None:
        """End the turn (when only one way of storing is left), finish on the Path, or stop taking
        from the Offer."""
        for kind in (Kind.END, Kind.FINISH, Kind.OFFER_DONE, Kind.SHOP_DONE):
            found = [m for m in moves if m.kind is kind]
            if len(found) == 1:
                return found[0]
        return None


GESTURES = LoyangGestures()
