"""A village's places: the board, the cards around it as on the real table, and what lies on them.

The church with its monks tucked below it and the council chamber and meeting place lie on the left,
travels and craft buildings on the right, customers in a row under the board and fields with the
served pile below them.  Cards in a column overlap, each leaving its flag and title in view; goods
and plough markers lie in that strip, marks on the cards in full view.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...core.model import Zone
from ..board_spaces import space_center, track_cell_center
from ..kit.picture import Layout, Place
from .boards import CARD_H, CARD_W, VILLAGE_H, VILLAGE_W
from .game import BOX
from .layout import HEADMAN_PATH, board_origin, space_zone
from .rules import State
from .rules.box import GOODS, TERRITORIES
from .rules.moves import PLAY, SCHOOL
from .rules.state import TILE_ON_MEETING, Player
from .tokens import CASCADE, GAP, adventure_points, grid, markers, row_on_card, strip, village_data


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


def place_village(lay: Layout, zones: Mapping[str, Zone], state: State, k: int) -> None:
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


