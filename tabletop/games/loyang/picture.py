"""The engine state as pieces on the table: where each card, token and marker should lie.

Cards, boards, discs and scoring markers have one fixed id each.  The kits of seats nobody plays lie in
the game box beside the table (a table saved before the box existed keeps them in its "out" area).  Vegetables, coins and satisfaction
markers are interchangeable, so the picture only says how many of each kind lie where; the binding
picks which tokens move so that nothing jumps that need not.  Tokens not needed anywhere rest on their
own place in the Supply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from ...core.model import PieceSpec, Seat, Zone, ZoneKind
from ..kit.picture import Layout, Place, Tokens
from .components import VEGETABLES, catalogue
from .layout import (
    BOARD_H,
    BOARD_W,
    CARD_H,
    CARD_W,
    STORE_H,
    STORE_W,
    TABLE_H,
    TABLE_W,
    card_slot,
    cart_spot,
    on_field,
    path_cell,
    seat_zones,
    shared_zones,
    shop_space,
    specs,
    store_card_at,
    store_spot,
)
from .rules.state import Player, State, data


@lru_cache(maxsize=1)
def token_ids() -> dict[str, list[str]]:
    """Every interchangeable token of the box by spec, in id order (shared: do not change it)."""
    cat = catalogue()
    out = {f"veg:{v}": [f"{v}-{k + 1:02d}" for k in range(cat.vegetables[v]["count"])] for v in VEGETABLES}
    out["coin-1"] = [f"coin1-{k + 1:02d}" for k in range(cat.tokens["coin-1"]["count"])]
    out["coin-5"] = [f"coin5-{k + 1:02d}" for k in range(cat.tokens["coin-5"]["count"])]
    out["satisfaction"] = [f"marker-{k + 1:02d}" for k in range(cat.tokens["satisfaction"]["count"])]
    return out


SUPPLY_BLOCKS = {f"veg:{v}": (6 + k * 68, 6, 11.0) for k, v in enumerate(VEGETABLES)}
SUPPLY_BLOCKS.update({"coin-1": (414, 6, 15.0), "coin-5": (504, 5, 21.0), "satisfaction": (609, 5, 13.0)})
"""Each token kind's block in the Supply: x offset, columns, spacing (mm)."""


def supply_home(zones: Mapping[str, Zone], spec: str, k: int) -> Place:
    """A token's own resting place in the Supply: one block per kind."""
    z = zones["supply"]
    bx, cols, step = SUPPLY_BLOCKS[spec]
    return Place("supply", z.x + bx + (k % cols) * step + step / 2, z.y + 12 + (k // cols) * step)


def _cards_in(zones: Mapping[str, Zone], pic: Layout, zone_id: str, cards: list[str], covered: dict[str, str],
              cols: int = 4) -> dict[str, tuple[float, float]]:
    out = {}
    z = zones[zone_id]
    for k, c in enumerate(cards):
        x, y = card_slot(z, k, cols)
        if c in covered:
            pic.fixed[covered[c]] = Place(zone_id, x, y - 18)
        pic.fixed[c] = Place(zone_id, x, y)
        out[c] = (x, y)
    return out


def _player(zones: Mapping[str, Zone], pic: Layout, p: Player, kit: int, index: int, state: State) -> None:
    s = p.seat
    covered = dict(p.covered)
    pic.stacks[f"{s}:deck"] = list(reversed(p.deck))
    for c in p.deck:
        pic.fixed[c] = Place(f"{s}:deck", 0, 0, face=1)
    fz = zones[f"{s}:fields"]
    for k, f in enumerate(p.fields):
        x, y = fz.x + 34 + k * 68, fz.y + 47
        pic.fixed[f.card] = Place(fz.id, x, y)
        for n in range(f.count):
            pic.token(f"veg:{f.veg}", Place(fz.id, *on_field(x, y, data(f.card)["spaces"], n)), f.card)
    bz = zones[f"{s}:board"]
    pic.fixed[f"board-{kit}"] = Place(bz.id, bz.x + BOARD_W / 2, bz.y + BOARD_H / 2)
    px, py = path_cell(p.path)
    pic.fixed[f"scoring-{kit}"] = Place(bz.id, bz.x + px, bz.y + py, counter=p.path if p.path > 20 else None)
    for v, veg in enumerate(VEGETABLES):
        for n in range(p.shop[v]):
            x, y = shop_space(v, n)
            pic.token(f"veg:{veg}", Place(bz.id, bz.x + x, bz.y + y), f"{s}:shop:{veg}")
    cz, sz, wz = zones[f"{s}:cart"], zones[f"{s}:store"], zones[f"{s}:purse"]
    n = 0
    for v, veg in enumerate(VEGETABLES):
        for _ in range(p.cart[v]):
            pic.token(f"veg:{veg}", Place(cz.id, *cart_spot(cz, n)), f"{s}:cart:{veg}")
            n += 1
    pic.fixed[f"store-{kit}"] = Place(cz.id, *store_card_at(cz, sz), face=0 if p.capacity == 1 else 1)
    n = 0
    for v, veg in enumerate(VEGETABLES):
        for _ in range(p.store[v]):
            pic.token(f"veg:{veg}", Place(sz.id, *store_spot(sz, n)), f"{s}:store:{veg}")
            n += 1
    pic.fixed[f"summary-{kit}"] = Place(wz.id, wz.x + wz.w / 2, wz.y + wz.h / 2)
    fives, ones = divmod(max(p.cash, 0), 5)
    for k in range(fives):
        pic.token("coin-5", Place(wz.id, wz.x + 14 + (k % 4) * 18, wz.y + 14 + (k // 4) * 4,
                                  counter=p.cash if k == 0 else None))
    for k in range(ones):
        pic.token("coin-1", Place(wz.id, wz.x + 12 + k * 15, wz.y + 100, counter=p.cash if k == fives == 0 else None))
    left = [st.card for st in p.stalls] + list(p.helpers)
    spots = _cards_in(zones, pic, f"{s}:left", left, covered)
    for st in p.stalls:
        x, y = spots[st.card]
        for col, veg in enumerate(st.goods):
            if veg:
                pic.token(f"veg:{veg}", Place(f"{s}:left", x - 20 + col * 20, y + 22), st.card)
    right = [r.card for r in p.regulars] + list(p.casuals)
    spots = _cards_in(zones, pic, f"{s}:right", right, covered)
    for r in p.regulars:
        x, y = spots[r.card]
        pic.token("satisfaction", Place(f"{s}:right", x + 22, y - 34, face=0 if r.marker == "blue" else 1))
        wants = data(r.card)["wants"]
        for n in range(r.delivered):
            pic.token(f"veg:{wants[n % 2]}", Place(f"{s}:right", x - 8 + (n % 2) * 16 - (n // 8) * 4,
                                                   y + 30 - (n // 2 % 4) * 14), f"{r.card}:{wants[n % 2]}")
    for c in p.hand + ((p.starter,) if p.starter else ()):
        pic.fixed[c] = Place(f"hand:{s}", 0, 0)


def layout(state: State, zones: Mapping[str, Zone]) -> Layout:
    """Where everything of ``state`` lies; ``zones`` are the table's zones (for their rectangles)."""
    pic = Layout()
    cat = catalogue()
    for index, p in enumerate(state.players):
        _player(zones, pic, p, index + 1, index, state)
    pic.stacks["draw"] = list(reversed(state.draw))
    for c in state.draw:
        pic.fixed[c] = Place("draw", 0, 0, face=1)
    pic.stacks["discard"] = list(state.discard)
    for c in state.discard:
        pic.fixed[c] = Place("discard", 0, 0)
    shown = list(state.pool) + [c for pend in state.pending if pend.kind == "twopack" for c in pend.cards]
    _cards_in(zones, pic, "pool", shown, {}, cols=8)
    gone = {c.id: int(c.data["kit"]) for c in cat.cards.values() if c.kind == "field" and c.data["kind"] != "common"
            and int(c.data["kit"]) > len(state.players)}
    if zones["out"].kind is ZoneKind.STACK:
        _out_of_the_game(pic, list(state.removed))
        _boxed(zones, pic, gone, len(state.players))
    else:
        _before_the_box(zones, pic, list(state.removed) + list(gone), len(state.players))
    sup = zones["supply"]
    for k in range(6):
        pic.fixed[f"loan-{k + 1}"] = Place("supply", sup.x + 709, sup.y + 50 + k * 4)
    _loans(state, zones, pic)
    _discs(state, zones, pic)
    if len(state.players) == 1:
        _solo(state, zones, pic)
    return pic


def _out_of_the_game(pic: Layout, removed: list[str]) -> None:
    """Fields that have left the game: a face-up pile, the last one on top."""
    pic.stacks["out"] = removed
    for c in removed:
        pic.fixed[c] = Place("out", 0, 0)


def _boxed(zones: Mapping[str, Zone], pic: Layout, gone: dict[str, int], players: int) -> None:
    """The kits nobody plays, in the game box: each kit's board with its scoring marker at the start of
    its Path, its storehouse over its summary, its fields in a pile."""
    for kit in range(players + 1, 5):
        cards = [c for c, k in gone.items() if k == kit]
        row = zones[f"box:kit-{kit}"]
        pic.fixed[f"board-{kit}"] = Place(row.id, row.x + BOARD_W / 2, row.y + BOARD_H / 2 + 5)
        px, py = path_cell(1)
        pic.fixed[f"scoring-{kit}"] = Place(row.id, row.x + px, row.y + py + 5)
        pic.fixed[f"store-{kit}"] = Place(row.id, row.x + BOARD_W + 5 + STORE_W / 2, row.y + 5 + STORE_H / 2)
        pic.fixed[f"summary-{kit}"] = Place(row.id, row.x + BOARD_W + STORE_W + 15 + CARD_W / 2, row.y + 5 + CARD_H / 2)
        pic.stacks[f"box:fields-{kit}"] = cards
        for c in cards:
            pic.fixed[c] = Place(f"box:fields-{kit}", 0, 0)


def _before_the_box(zones: Mapping[str, Zone], pic: Layout, out_cards: list[str], players: int) -> None:
    """A table saved before the game box existed: what is out of the game, and the unused kits, lie in
    its "out" area as they did then."""
    out = zones["out"]
    for k, c in enumerate(out_cards):
        pic.fixed[c] = Place("out", out.x + 36 + (k % 12) * 20, out.y + 50 + (k // 12) * 30)
    for pid in [f"{kind}-{k}" for kind in ("store", "summary", "board", "scoring") for k in range(players + 1, 5)]:
        pic.fixed[pid] = Place("out", out.x + out.w / 2, out.y + out.h / 2)


def _loans(state: State, zones: Mapping[str, Zone], pic: Layout) -> None:
    k = 1
    for p in state.players:
        wz = zones[f"{p.seat}:purse"]
        for n in range(p.loans):
            if k > 6:
                break
            last = n == p.loans - 1 or k == 6
            pic.fixed[f"loan-{k}"] = Place(wz.id, wz.x + 40 + n * 4, wz.y + 60,
                                           counter=p.loans if last and p.loans > 1 else None)
            k += 1


def _discs(state: State, zones: Mapping[str, Zone], pic: Layout) -> None:
    """The large disc lies with the starting player, the small one with the second (none in solo)."""
    sup = zones["supply"]
    for k, (disc, who) in enumerate((("start-large", state.start), ("start-small", state.second))):
        if len(state.players) > 1 and who >= 0:
            wz = zones[f"{state.seats[who]}:purse"]
            pic.fixed[disc] = Place(wz.id, wz.x + 70, wz.y + 14 + 24 * k)
        else:
            pic.fixed[disc] = Place("supply", sup.x + 630 + 30 * k, sup.y + 160)


def _solo(state: State, zones: Mapping[str, Zone], pic: Layout) -> None:
    oz = zones["offer"]
    for k, c in enumerate(state.offer):
        if c:
            pic.fixed[c] = Place("offer", oz.x + 60 + (k % 3) * 80, oz.y + 50 + (k // 3) * 95)
    opp = state.opponent
    if opp is None:
        return
    cards = [s.card for s in opp.stalls] + [r.card for r in opp.regulars] + list(opp.casuals)
    spots = _cards_in(zones, pic, "opponent", cards, {}, cols=6)
    for st in opp.stalls:
        x, y = spots[st.card]
        for col, veg in enumerate(st.goods):
            if veg:
                pic.token(f"veg:{veg}", Place("opponent", x - 20 + col * 20, y + 22))


class _Tokens:
    def ids(self) -> Mapping[str, Sequence[str]]:
        return token_ids()

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        return supply_home(zones, spec, k)


class LoyangPicture:
    """The kit's ``Picture`` of Loyang: the zones and specs of ``layout`` and the places above."""

    tokens: Tokens = _Tokens()
    width = TABLE_W
    height = TABLE_H

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        out = []
        for k, seat in enumerate(seats):
            out += seat_zones(seat.id, seat.name, k, len(seats))
        return out + shared_zones(len(seats))

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        return specs(catalogue(), len(seats))

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        return layout(state, zones)

    def locked(self, piece_id: str) -> bool:
        return piece_id.startswith("board-")

    def spec_of(self, piece_id: str) -> str:
        if piece_id.startswith("board-"):
            return "board"
        if piece_id in catalogue().cards:
            return f"card:{piece_id}"
        return piece_id


PICTURE = LoyangPicture()
