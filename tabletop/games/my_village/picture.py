"""The engine state as pieces on the table: where every card, die, figure and token lies.

Cards, boards, dice and figures have one id each and are placed by id.  Black markers (villagers,
coins, goods, graves, marks), adventure-point tokens, seasonal-worker tiles and 2/12 tiles are
interchangeable: the picture says how many lie where and the kit picks which ones move.

Every position comes from a zone's rectangle or snaps and the boards' printed spaces, so moving a
zone or a space moves what lies there.  Around a village board the cards lie as on the real table:
the church with its monks tucked below it and the council chamber and meeting place on the left,
travels and craft buildings on the right, customers in a row under the board and fields with the
served pile below them.  Cards in a column overlap, each leaving its flag and title in view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...core.model import PieceSpec, Seat, Zone
from ..board_spaces import space_center, track_cell_center
from ..kit.picture import Layout, Place, Tokens
from ..laying import colour_slots
from .boards import CARD_H, CARD_W, VILLAGE_H, VILLAGE_W, main_board_data, rat_cell_index, village_board_data
from .catalogue import Catalogue
from .components import all_specs
from .game import BOX, CATALOGUE
from .layout import CRAFT_KINDS, HEADMAN_PATH, MONK_SYMBOLS, TABLE_H, TABLE_W, board_origin, space_zone, zones
from .rules import State
from .rules.box import DICE_BY_PLAYERS, GOODS, LETTERS, TERRITORIES
from .rules.moves import PLAY, SCHOOL
from .rules.state import TILE_ON_MEETING, Player

CASCADE = 16.0
"""How much of a card shows above the next one in a column: its flag and title."""
MARKER = 11.0
GAP = 6.0
TOKEN_HOMES = {"ap-1": "ap-1", "ap-2": "ap-2", "ap-5": "ap-5", "black-marker": "black-markers",
               "seasonal-worker": "seasonal-workers", "tile-2-12": "tiles-2-12"}


def catalogue() -> Catalogue:
    return CATALOGUE


@cache
def village_data() -> dict[str, Any]:
    """Where things are printed on a village board (the same on all four)."""
    cat = catalogue()
    return village_board_data(cat.village_boards[0], cat.main_board["professions"])


@cache
def main_data() -> dict[str, Any]:
    return main_board_data(catalogue().main_board)


@cache
def token_ids() -> dict[str, list[str]]:
    counts = {row["id"]: row["count"] for row in catalogue().components}
    return {spec: [f"{spec}-{k + 1}" for k in range(counts[spec])] for spec in TOKEN_HOMES}


@cache
def ap_values() -> tuple[tuple[str, int], ...]:
    """The adventure-point tokens by value, largest first."""
    rows = [(row["id"], int(row["value"])) for row in catalogue().components if row["id"].startswith("ap-")]
    return tuple(sorted(rows, key=lambda r: -r[1]))


class _Tokens:
    def ids(self) -> Mapping[str, Sequence[str]]:
        return token_ids()

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        zone = zones[TOKEN_HOMES[spec]]
        if zone.snaps:
            x, y = zone.snaps[k % len(zone.snaps)]
            return Place(zone.id, x, y)
        return Place(zone.id, *zone.center)


def markers(lay: Layout, count: int, zone: str, spots: Sequence[tuple[float, float]], key: str) -> None:
    """``count`` black markers on ``spots``; more than the spots hold pile on the last, the first shows the count."""
    for k in range(count):
        x, y = spots[min(k, len(spots) - 1)]
        shown = count if k == 0 and count > len(spots) else None
        lay.token("black-marker", Place(zone, x, y, counter=shown), key)


def adventure_points(lay: Layout, amount: int, zone: str, x: float, y: float, key: str) -> None:
    """``amount`` adventure points in as few tokens as the values allow, in a row; the first shows the total."""
    left = amount
    k = 0
    for spec, value in ap_values():
        while left >= value:
            left -= value
            lay.token(spec, Place(zone, x + 7.0 * k, y, counter=amount if k == 0 and amount > value else None), key)
            k += 1


def grid(x: float, y: float, w: float, h: float, step: float = MARKER) -> list[tuple[float, float]]:
    cols, rows = max(1, int(w // step)), max(1, int(h // step))
    return [(x + step / 2 + c * step, y + step / 2 + r * step) for r in range(rows) for c in range(cols)]


def strip(cx: float, cy: float, n: int) -> list[tuple[float, float]]:
    """Marker spots on the part of a card a column leaves in view, from its right edge."""
    return [(cx + CARD_W / 2 - 7 - 10 * j, cy - CARD_H / 2 + CASCADE / 2 + 1) for j in range(max(n, 1))]


def row_on_card(cx: float, cy: float, n: int) -> list[tuple[float, float]]:
    """Marker spots across the middle of a card in full view (its octagon spaces)."""
    return [(cx - 5 * (n - 1) + 10 * j, cy + 12) for j in range(max(n, 1))]


def cascade(count: int, top: float, room: float) -> list[float]:
    """Centres of ``count`` cards in a column from ``top``, overlapping to fit in ``room`` (at most CASCADE apart)."""
    step = CASCADE if count < 2 else min(CASCADE, (room - CARD_H) / (count - 1))
    return [top + CARD_H / 2 + step * k for k in range(count)]


def spread(count: int, left: float, room: float) -> list[float]:
    """Centres of ``count`` cards in a row from ``left``, overlapping only when ``room`` is short."""
    step = CARD_W + 4 if count < 2 else min(CARD_W + 4, (room - CARD_W) / (count - 1))
    return [left + CARD_W / 2 + step * k for k in range(count)]


class _Village:
    """One seat's place: the zone, the board's corner and the regions around it."""

    def __init__(self, zones: Mapping[str, Zone], seat: str) -> None:
        self.seat = seat
        self.zone = zones[f"{seat}:village"]
        self.bx, self.by = board_origin(self.zone)
        z = self.zone
        self.left_x = z.x + (self.bx - z.x) / 2
        self.right_x = self.bx + VILLAGE_W + (z.x + z.w - self.bx - VILLAGE_W) / 2
        self.row1 = self.by + VILLAGE_H + 4 + CARD_H / 2
        self.row2 = self.row1 + CARD_H + GAP

    def space(self, sid: str) -> tuple[float, float]:
        x, y = space_center(village_data(), sid)
        return (self.bx + x, self.by + y)

    def rect(self, sid: str) -> tuple[float, float, float, float]:
        s = next(s for s in village_data()["spaces"] if s["id"] == sid)
        return (self.bx + s["x"], self.by + s["y"], s["w"], s["h"])

    def cell(self, track: str, i: int) -> tuple[float, float]:
        x, y = track_cell_center(village_data(), track, i)
        return (self.bx + x, self.by + y)


def _village(lay: Layout, zones: Mapping[str, Zone], state: State, k: int) -> None:
    p = state.players[k]
    v = _Village(zones, p.seat)
    zid = v.zone.id
    lay.fixed[f"overview-{k + 1}"] = Place(zid, v.bx + VILLAGE_W / 2, v.by + VILLAGE_H + 4 + 45)
    lay.fixed[p.board] = Place(zid, v.bx + VILLAGE_W / 2, v.by + VILLAGE_H / 2)
    lay.fixed[f"headman-{p.seat}"] = Place(space_zone(p.seat, HEADMAN_PATH[p.headman]),
                                           *v.space(HEADMAN_PATH[p.headman]))
    marker = v.cell("time-track", p.time)
    lay.fixed[f"time-marker-{p.seat}"] = Place(zid, *marker)
    lay.fixed[f"reaper-{k + 1}"] = Place(zid, marker[0], marker[1] - 8) if p.reaper else \
        Place(zid, *v.cell("time-track", 0))
    first = v.rect(f"profession-{BOX.professions[0]}")
    for j, (die, face) in enumerate(p.dice):
        lay.fixed[die] = Place(zid, first[0] + 8 + 18 * j, first[1] - 12, face=face - 1)
    if state.holder == k:
        tile = (v.bx + VILLAGE_W - 25, v.zone.y + v.zone.h - 50)
        lay.fixed["start-player"] = Place(zid, *tile, face=0 if state.palm else 1)
        adventure_points(lay, state.hand_ap, zid, tile[0] - 10, tile[1], "start-player")
    _cards(lay, v, p)
    _village_tokens(lay, v, p)


def _cards(lay: Layout, v: _Village, p: Player) -> None:
    zid, z = v.zone.id, v.zone
    religious = ([p.church] if p.church else []) + list(p.monks)
    for card, y in zip(religious, cascade(len(religious), z.y + GAP, CARD_H + 6 * CASCADE), strict=True):
        lay.fixed[card] = Place(zid, v.left_x, y)
    council_y = z.y + GAP + CARD_H + 6 * CASCADE + GAP + CARD_H / 2
    for card, y in ((p.council, council_y), (p.meeting, council_y + CARD_H + GAP)):
        if card:
            lay.fixed[card] = Place(zid, v.left_x, y)
    travel_room = CARD_H + 4 * CASCADE
    for card, y in zip(p.travels, cascade(len(p.travels), z.y + GAP, travel_room), strict=True):
        lay.fixed[card] = Place(zid, v.right_x, y)
    crafts_top = z.y + GAP + travel_room + GAP
    for card, y in zip(p.crafts, cascade(len(p.crafts), crafts_top, travel_room), strict=True):
        lay.fixed[card] = Place(zid, v.right_x, y)
    for card, x in zip(p.market, spread(len(p.market), v.bx, VILLAGE_W), strict=True):
        lay.fixed[card] = Place(zid, x, v.row1)
    fields_room = VILLAGE_W / 2
    for card, x in zip(p.fields, spread(len(p.fields), v.bx, fields_room), strict=True):
        lay.fixed[card] = Place(zid, x, v.row2)
    pile_x = v.bx + fields_room + 8 + CARD_W / 2
    for n, card in enumerate(p.served):
        lay.fixed[card] = Place(zid, pile_x + min(n, 12) * 0.8, v.row2 + min(n, 12) * 0.8, face=1)


def _village_tokens(lay: Layout, v: _Village, p: Player) -> None:
    zid, seat = v.zone.id, p.seat
    for prof, alive in zip(BOX.professions, p.villagers, strict=True):
        if alive:
            lay.token("black-marker", Place(space_zone(seat, prof), *v.space(f"profession-{prof}")), f"{seat}:{prof}")
    for side, there in zip(("school-left", "school-right"), p.school, strict=True):
        if there:
            lay.token("black-marker", Place(space_zone(seat, "school"), *v.space(side)), f"{seat}:school")
    markers(lay, p.coins, zid, grid(*v.rect("money-barn")), f"{seat}:coins")
    tx, ty, _, _ = v.rect("adventure-tree")
    adventure_points(lay, p.tree, zid, tx + 12, ty + 24, f"{seat}:tree")
    mx, my, _, _ = v.rect("main-building")
    adventure_points(lay, p.safe, space_zone(seat, "main-building"), mx + 12, my + 12, f"{seat}:safe")
    for j in range(p.workers):
        lay.token("seasonal-worker", Place(zid, v.left_x - 12 + 8 * j, v.zone.y + v.zone.h - 19), f"{seat}:workers")
    _card_tokens(lay, v, p)
    _tile(lay, v, p)


def _card_tokens(lay: Layout, v: _Village, p: Player) -> None:
    zid, fixed = v.zone.id, lay.fixed
    for card in p.crafts:
        good = BOX.cards[card].good
        n = p.goods[GOODS.index(good)]
        markers(lay, n, zid, strip(fixed[card].x, fixed[card].y, BOX.cards[card].spaces), f"{card}:goods")
    for card in p.ploughed:
        markers(lay, 1, zid, strip(fixed[card].x, fixed[card].y, 1), f"{card}:plough")
    if p.church and p.healed:
        markers(lay, p.healed, zid, strip(fixed[p.church].x, fixed[p.church].y, p.healed), f"{p.church}:healed")
    if p.council:
        c = fixed[p.council]
        benefit = BOX.cards[p.council].benefit
        if benefit == "guild":
            markers(lay, p.guild, zid, row_on_card(c.x, c.y, BOX.cards[p.council].spaces), f"{p.council}:guild")
        elif benefit in ("territorial", "population"):
            spaces = TERRITORIES if benefit == "territorial" else BOX.professions
            spots = row_on_card(c.x, c.y, len(spaces))
            for mark in p.marks:
                lay.token("black-marker", Place(zid, *spots[spaces.index(mark)]), f"{p.council}:marks")
    if p.meeting and p.meeting_marks:
        c = fixed[p.meeting]
        markers(lay, p.meeting_marks, zid, row_on_card(c.x, c.y, BOX.cards[p.meeting].spaces), f"{p.meeting}:marks")


def _tile(lay: Layout, v: _Village, p: Player) -> None:
    """The 2/12 tile beside the flag it lies at: a board flag's space, a card's flag, or on the meeting place."""
    if not p.tile:
        return
    if p.tile in (PLAY, SCHOOL):
        sid = "play-flag" if p.tile == PLAY else "school-flag"
        x, y, w, h = v.rect(sid)
        lay.token("tile-2-12", Place(space_zone(p.seat, sid), x + w - 6, y + h / 2), f"{p.seat}:tile")
        return
    card = p.meeting if p.tile == TILE_ON_MEETING else p.tile
    c = lay.fixed[card]
    spot = (c.x, c.y + 28) if p.tile == TILE_ON_MEETING else (c.x - CARD_W / 2 + 30, c.y - CARD_H / 2 + 12)
    lay.token("tile-2-12", Place(v.zone.id, *spot), f"{p.seat}:tile")


def _supply(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    """The village cards around the main board: columns by id, piles with their top card last."""
    for zid, kind, cards in (("churches", "church", state.churches), ("councils", "council", state.councils)):
        order = BOX.of_kind(kind)
        for card in cards:
            lay.fixed[card] = Place(zid, *zones[zid].snaps[order.index(card)], face=1)
    crafts = zones["crafts"]
    for card in state.crafts:
        c = BOX.cards[card]
        row = BOX.of_deck("craft", c.deck).index(card)
        lay.fixed[card] = Place("crafts", *crafts.snaps[row * len(CRAFT_KINDS) + CRAFT_KINDS.index(c.deck)], face=1)
    piles = [("meeting-places", state.meetings), ("fields", state.fields), ("customer-deck", state.customers)]
    piles += [(f"monks-{s}", deck) for s, deck in zip(MONK_SYMBOLS, state.monks, strict=True)]
    piles += [(f"travel-{letter.lower()}", deck) for letter, deck in zip(LETTERS, state.travel, strict=True)]
    for zid, deck in piles:
        lay.stacks[zid] = list(reversed(deck))
        for card in deck:
            lay.fixed[card] = Place(zid, *zones[zid].center, face=1)
    display = zones["display"]
    for n, card in enumerate(state.display):
        x, y = display.snaps[n % len(display.snaps)]
        lay.fixed[card] = Place("display", x + 8 * (n // len(display.snaps)), y + 8 * (n // len(display.snaps)))


def _main_board(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    z = zones["main-board"]
    data = main_data()

    def at(sid: str) -> tuple[float, float]:
        x, y = space_center(data, sid)
        return (z.x + x, z.y + y)

    lay.fixed["main-board"] = Place(z.id, z.x + z.w / 2, z.y + z.h / 2)
    lay.fixed["rat-die"] = Place(z.id, *at("rat-die"), face=max(0, state.last_roll - 1))
    x, y = track_cell_center(data, "rat-track", rat_cell_index(catalogue().main_board, state.rat))
    lay.fixed["rat"] = Place(z.id, z.x + x, z.y + y)
    for prof, filled in zip(BOX.professions, state.chronicle, strict=True):
        for r in range(filled):
            lay.token("black-marker", Place(z.id, *at(f"chronicle-{prof}-{r + 1}")), "chronicle")
    graves = [at(f"grave-{n + 1}") for n in range(catalogue().main_board["anonymous_graves"])]
    markers(lay, state.graves, z.id, graves, "graves")


def _dice_and_box(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    """The pool's dice on their spots, the dice the player count leaves out and the colours nobody plays
    in the box piles."""
    players = len(state.players)
    whites, blacks = DICE_BY_PLAYERS[players]
    pool = zones["dice-pool"]
    ids = [f"white-die-{k + 1}" for k in range(whites)] + [f"black-die-{k + 1}" for k in range(blacks)]
    for die, face in state.pool:
        lay.fixed[die] = Place("dice-pool", *pool.snaps[ids.index(die)], face=face - 1)
    spare = [f"white-die-{k + 1}" for k in range(whites, BOX.dice["white-die"])]
    spare += [f"black-die-{k + 1}" for k in range(blacks, BOX.dice["black-die"])]
    boxes = [z for z in zones.values() if z.id.startswith("box-")]
    boards = sorted(set(BOX.boards) - {p.board for p in state.players})
    for j, (zone, board) in enumerate(zip(boxes, boards, strict=False)):
        colour = zone.id[len("box-"):]
        pile = [board, f"headman-{colour}", f"time-marker-{colour}", f"reaper-{players + j + 1}"]
        pile += spare if j == 0 else []
        pile.append(f"overview-{players + j + 1}")
        lay.stacks[zone.id] = pile
        for pid in pile:
            lay.fixed[pid] = Place(zone.id, *zone.center)
    lay.fixed["scoring-pad"] = Place("supply", *zones["supply"].center)


def picture_layout(state: State, zones: Mapping[str, Zone]) -> Layout:
    lay = Layout()
    for k in range(len(state.players)):
        _village(lay, zones, state, k)
    _supply(lay, zones, state)
    _main_board(lay, zones, state)
    _dice_and_box(lay, zones, state)
    return lay


class MyVillagePicture:
    """The kit's ``Picture`` of My Village: the zones of ``layout``, the specs of ``components``."""

    tokens: Tokens = _Tokens()
    width = TABLE_W
    height = TABLE_H

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        return zones(seats, catalogue())

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        return all_specs(catalogue(), colour_slots(seats))

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        return picture_layout(state, zones)

    def locked(self, piece_id: str) -> bool:
        return piece_id == "main-board" or piece_id in BOX.boards

    def spec_of(self, piece_id: str) -> str:
        head, _, tail = piece_id.rpartition("-")
        if tail.isdigit() and head in ("reaper", "overview", "white-die", "black-die"):
            return head
        return piece_id


PICTURE = MyVillagePicture()
