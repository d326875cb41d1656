"""Which drag means which My Village move.

A die from the pool onto your village takes it; a card from around the main board (the top card of
a pile) onto your village activates its black flag, and the start-player tile likewise; a customer
from the display onto your village takes it once the steward's office is paid; the headman onto one
of his spaces moves him; a descendant from the school onto an empty profession space graduates, a
marker from the supply onto the school enters a new one; a villager onto the main board is the one
who dies; a marker from the supply onto a profession space is the seasonal worker; a plough from the
smithy or the Guild council onto a field ploughs it; the 2/12 tile onto a card (or a board flag) puts
it beside that flag.  The flag value, white flags and the other choices are in the panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.model import Table
from ..kit.gestures import Drag
from .boards import CARD_H, CARD_W
from .game import BOX
from .layout import HEADMAN_PATH, space_zone, village_zones
from .rules import Kind, Move, State
from .rules.black import top_card
from .rules.box import GOODS
from .rules.moves import ENTER, PLAY, SCHOOL, SHIFT, START, STEWARD
from .rules.state import HEADMAN_SPACES, deciding

HEADMAN_ZONES = dict(zip(HEADMAN_SPACES, HEADMAN_PATH, strict=True))
PILES = {"field": "fields", "meeting": "meeting-places", "monk-quill": "monks-quill", "monk-chalice": "monks-chalice",
         "monk-rosary": "monks-rosary"}


def _tokens(table: Table, zone: str, spec: str) -> list[str]:
    return [p for p in table.zones[zone].pieces if table.pieces[p].spec == spec]


def _on_card(table: Table, token: str, card: str) -> bool:
    if card not in table.pieces:
        return False
    t, c = table.pieces[token], table.pieces[card]
    return t.zone == c.zone and abs(t.x - c.x) <= CARD_W / 2 and abs(t.y - c.y) <= CARD_H / 2


def _supply_marker(table: Table) -> list[str]:
    pile = table.zones["black-markers"].pieces
    return [pile[-1]] if pile else []


def _pile_top(table: Table, target: str) -> list[str]:
    zone = PILES.get(target) or (f"travel-{target[7:].lower()}" if target.startswith("travel-") else "")
    pieces = table.zones[zone].pieces if zone in table.zones else ()
    return [pieces[-1]] if pieces else []


def _into(seat: str, pieces: Sequence[str]) -> list[Drag]:
    """Each piece dropped anywhere in the seat's village, its board's spaces included."""
    return [Drag(p, z) for p in pieces for z in village_zones(seat, BOX.professions)]


def _black(state: State, table: Table, seat: str, move: Move) -> list[Drag]:
    if move.target == START:
        return _into(seat, ["start-player"])
    if move.target == STEWARD:
        return []
    card = top_card(BOX, state, move.target)
    if card is None:
        return []
    return _into(seat, [card.id] if card.id == move.target else _pile_top(table, move.target))


def _school(state: State, table: Table, seat: str, move: Move) -> list[Drag]:
    school = space_zone(seat, "school")
    if move.target == ENTER:
        return [Drag(m, school) for m in _supply_marker(table)]
    inside = sorted(_tokens(table, school, "black-marker"), key=lambda p: table.pieces[p].x)
    if not inside:
        return []
    if move.target == SHIFT:
        return [Drag(inside[0], school)]
    marker = inside[-1] if move.n else inside[0]
    return [Drag(marker, space_zone(seat, move.target))]


def _tile(state: State, table: Table, seat: str, move: Move) -> list[Drag]:
    mine = [p for z in (f"{seat}:village", space_zone(seat, "play-flag"), space_zone(seat, "school-flag"))
            for p in _tokens(table, z, "tile-2-12")]
    tiles = mine or _tokens(table, "tiles-2-12", "tile-2-12")[:1]
    if move.target in (PLAY, SCHOOL):
        zone = space_zone(seat, "play-flag" if move.target == PLAY else "school-flag")
        return [Drag(t, zone) for t in tiles]
    if move.target in BOX.cards:
        return [Drag(t, f"{seat}:village", move.target) for t in tiles]
    return []


def _plough(state: State, table: Table, seat: str, move: Move) -> list[Drag]:
    player = state.players[state.seats.index(seat)]
    if move.pay == ("guild",):
        source = player.council
    else:
        source = next((c for c in player.crafts if BOX.cards[c].good == GOODS[2]), "")
    village = f"{seat}:village"
    return [Drag(t, village, move.target) for t in _tokens(table, village, "black-marker") if _on_card(table, t, source)]


class MyVillageGestures:
    def drags(self, state: State, table: Table, move: Move) -> Sequence[Drag]:
        i = deciding(state)
        if i is None:
            return []
        seat = state.seats[i]
        k = move.kind
        if k is Kind.TAKE:
            colour, face = move.target.split("-")
            return _into(seat, [d for d in table.zones["dice-pool"].pieces
                                if table.pieces[d].spec == f"{colour}-die" and table.pieces[d].face == int(face) - 1])
        if k is Kind.BLACK:
            return _black(state, table, seat, move)
        if k is Kind.PICK:
            return _into(seat, [move.target])
        if k is Kind.HEADMAN:
            return [Drag(f"headman-{seat}", space_zone(seat, HEADMAN_ZONES[move.target]))]
        if k is Kind.SCHOOL:
            return _school(state, table, seat, move)
        if k is Kind.DIE:
            return [Drag(m, "main-board") for m in _tokens(table, space_zone(seat, move.target), "black-marker")]
        if k is Kind.WORKER:
            return [Drag(m, space_zone(seat, move.target)) for m in _supply_marker(table)]
        if k is Kind.TILE:
            return _tile(state, table, seat, move)
        if k is Kind.PLOUGH:
            return _plough(state, table, seat, move)
        return []

    def ending(self, state: State, moves: Sequence[Move]) -> Move | None:
        """Enter ends a turn of white flags; everything else is a choice."""
        return next((m for m in moves if m.kind is Kind.END), None)


GESTURES = MyVillageGestures()
