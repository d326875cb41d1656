"""Where Village lies on the table: the zones of the middle and of each seat, and the places in them.

The board and the general supply take the middle column; the farms sit at the corners, taken
clockwise from the bottom left, and a farm alone on its side sits halfway down it (two players face
each other across the board).  A colour nobody plays, and the set-up cards of other player counts,
wait in the game box beside the table (``Zone.in_box``).  Every place is worked out from a zone's rectangle or a printed
space of ``boards``, so moving a zone or redrawing a board moves the pieces with it.  What lies where
for a game position is the picture's business (``picture``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from msgspec.structs import replace

from ...core.model import Seat, Visibility, Zone, ZoneKind
from ..laying import BOX_GAP, ColourSlot, hex_rgb, nearest_free
from .boards import BOARD_H, BOARD_W, TILE, board_data, chronicle_spaces, farm_data, home_spots, market_slots
from .catalogue import Catalogue
from .components import CARD_H

MARGIN, GAP = 20.0, 20.0
SEAT_W, SEAT_H = 440.0, 330.0
SUPPLY_H, LOWER_H = 112.0, 100.0
CENTER_W, CENTER_H = 660.0, BOARD_H + 12 + SUPPLY_H + 8 + LOWER_H
SLOTS_BY_COUNT = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
FARM_AT = (10.0, 10.0)
GOODS_ROWS_Y = 196.0
GOODS_STEP = 24.0
COINS_AT = (292.0, 196.0)
TOKEN_STEP = 11.0
SUPPLY_BLOCKS: dict[str, tuple[float, float, int, float]] = {
    "good-scroll": (8, 6, 4, 23.0), "good-horse": (104, 6, 4, 23.0), "good-plough": (200, 6, 4, 23.0),
    "good-ox": (296, 6, 4, 23.0), "good-wagon": (392, 6, 4, 23.0), "coin": (496, 6, 7, 20.0),
    "cube-orange": (8, 66, 6, 10.0), "cube-green": (74, 66, 6, 10.0), "cube-brown": (140, 66, 6, 10.0),
    "cube-pink": (206, 66, 6, 10.0), "plague": (272, 66, 3, 10.0), "grain": (312, 66, 10, 17.0),
}
"""Each token kind's block in the supply: x, y offset, columns, spacing (mm)."""
FIGURE_SPACES = ("action-", "building-", "city-", "council-", "window-")
"""The board's printed spaces that are zones of their own: a drop on one names it."""


def table_size() -> tuple[float, float]:
    need_w = 2 * (MARGIN + SEAT_W + GAP) + CENTER_W
    need_h = 2 * (MARGIN + SEAT_H) + GAP
    width = max(need_w, need_h * 16 / 9)
    return width, width * 9 / 16


def centre() -> tuple[float, float]:
    width, height = table_size()
    return (width - CENTER_W) / 2, (height - CENTER_H) / 2


def family_slots(seats: Sequence[Seat], families: Sequence[Mapping[str, Any]]) -> list[ColourSlot]:
    """Each seat's family colour from the data file, then the families nobody plays.

    A seat takes the free family nearest its own ``Seat.color``, so where the app's colour is one of
    Village's (red, blue, yellow) the seat's chip and its pieces agree; the seat keeps its colour.
    """
    offered = [(row["id"], hex_rgb(row["color"])) for row in families]
    taken, free = nearest_free([seat.color for seat in seats], offered, lambda family: family[1])
    return ([ColourSlot(seat.id, seat.name, rgb) for seat, (_name, rgb) in zip(seats, taken, strict=True)]
            + [ColourSlot(name, name, rgb) for name, rgb in free])


def _seat_origin(slot: int, players: int) -> tuple[float, float]:
    """A farm's top left: at its corner, or halfway down its side when no other farm shares that side."""
    width, height = table_size()
    left, top = slot in (0, 1), slot in (1, 2)
    alone = sum(s in (0, 1) for s in SLOTS_BY_COUNT[players]) == 1 if left else \
        sum(s in (2, 3) for s in SLOTS_BY_COUNT[players]) == 1
    y = (height - SEAT_H) / 2 if alone else MARGIN if top else height - MARGIN - SEAT_H
    return (MARGIN if left else width - MARGIN - SEAT_W, y)


def _zone(zid: str, kind: ZoneKind, label: str, x: float, y: float, w: float, h: float,
          snaps: Sequence[tuple[float, float]] = (), owner: str | None = None,
          visibility: Visibility = Visibility.PUBLIC) -> Zone:
    return Zone(zid, kind, label, owner=owner, visibility=visibility, x=x, y=y, w=w, h=h, snaps=tuple(snaps))


def _pile(zid: str, label: str, cx: float, cy: float, w: float, h: float, kind: ZoneKind = ZoneKind.STACK,
          owner: str | None = None, visibility: Visibility = Visibility.PUBLIC) -> Zone:
    return _zone(zid, kind, label, cx - w / 2, cy - h / 2, w, h, owner=owner, visibility=visibility)


def _board_zones(catalogue: Catalogue) -> list[Zone]:
    x, y = centre()
    board = catalogue.board
    data = board_data(board)
    market_ids = {sid for sid, _, _ in market_slots(board)}
    snaps = [(x + s["x"] + s["w"] / 2, y + s["y"] + s["h"] / 2) for s in data["spaces"] if s["id"] not in market_ids]
    snaps += [(x + c["x"] + c["w"] / 2, y + c["y"] + c["h"] / 2) for c in data["tracks"][0]["cells"]]
    slots = market_slots(board)
    xs = [sx for _, sx, _ in slots]
    ys = [sy for _, _, sy in slots]
    half = TILE / 2 + 2
    spots = [_zone(sp["id"], ZoneKind.AREA, sp["label"], x + sp["x"], y + sp["y"], sp["w"], sp["h"])
             for sp in data["spaces"] if sp["id"].startswith(FIGURE_SPACES)]
    dead = chronicle_spaces(board)
    left, top = min(sp["x"] for sp in dead), min(sp["y"] for sp in dead)
    right, bottom = max(sp["x"] + sp["w"] for sp in dead), max(sp["y"] + sp["h"] for sp in dead)
    spots.append(_zone("chronicle", ZoneKind.AREA, "village chronicle and anonymous graves", x + left - 2, y + top - 2,
                       right - left + 4, bottom - top + 4))
    return [_zone("board", ZoneKind.AREA, "Village board", x, y, BOARD_W, BOARD_H, snaps), *spots,
            _zone("market", ZoneKind.AREA, "market (stalls and queue)", x + min(xs) - half, y + min(ys) - half,
                  max(xs) - min(xs) + 2 * half, max(ys) - min(ys) + 2 * half, [(x + sx, y + sy) for _, sx, sy in slots]),
            _pile("customers", "customer tiles", x + BOARD_W + 30, y + 142, TILE + 6, TILE + 6)]


def _seat_zones(catalogue: Catalogue, seat: Seat, slot: int, players: int) -> list[Zone]:
    ox, oy = _seat_origin(slot, players)
    fx, fy = ox + FARM_AT[0], oy + FARM_AT[1]
    farm = farm_data(catalogue.farm)
    snaps = [(fx + x, fy + y) for x, y in home_spots(catalogue.farm)]
    snaps += [(fx + s["x"] + s["w"] / 2, fy + s["y"] + s["h"] / 2) for s in farm["spaces"]]
    snaps += [(fx + c["x"] + c["w"] / 2, fy + c["y"] + c["h"] / 2) for c in farm["tracks"][0]["cells"]]
    snaps += [(ox + 20 + GOODS_STEP * i, oy + GOODS_ROWS_Y + 25 * r) for r in range(5) for i in range(11)]
    return [_zone(f"{seat.id}:farm", ZoneKind.AREA, f"{seat.name}'s farm", ox, oy, SEAT_W, SEAT_H, snaps,
                  owner=seat.id),
            _pile(f"{seat.id}:travel-markers", f"{seat.name}'s travel markers", ox + 350, oy + 30, 30, 30),
            _pile(f"{seat.id}:served", "served customers", ox + 320, oy + 150, TILE + 4, TILE + 4, owner=seat.id,
                  visibility=Visibility.OWNER)]


def zones(seats: Sequence[Seat], catalogue: Catalogue) -> list[Zone]:
    """Every zone of a Village table for ``seats``, in drawing order, empty."""
    players = len(seats)
    if players not in SLOTS_BY_COUNT:
        raise ValueError(f"Village is for 2 to 4 players, not {players}.")
    width, height = table_size()
    out = [_zone("table", ZoneKind.AREA, "table", 0, 0, width, height)]
    out += _board_zones(catalogue)
    for seat, slot in zip(seats, SLOTS_BY_COUNT[players], strict=True):
        out += _seat_zones(catalogue, seat, slot, players)
    box_x = width + BOX_GAP
    for row, colour in enumerate(family_slots(seats, catalogue.families)[players:]):
        out.append(replace(_zone(f"box-{colour.key}", ZoneKind.AREA, f"back in the box ({colour.name}, not used)",
                                 box_x, row * (SEAT_H + GAP), SEAT_W, SEAT_H), in_box=True))
    box_y = (4 - players) * (SEAT_H + GAP)
    cx, cy = centre()
    sy = cy + BOARD_H + 12
    out.append(_zone("supply", ZoneKind.AREA, "general supply", cx, sy, CENTER_W, SUPPLY_H))
    y2 = sy + SUPPLY_H + 8
    for i, seat in enumerate(seats):
        out.append(_pile(f"{seat.id}:unborn", f"{seat.name}'s unborn family members", cx + 20 + 40 * i, y2 + 20,
                         30, 30))
    out.append(_pile("black-bag", "black bag", cx + 220, y2 + 30, 110, 50, kind=ZoneKind.BAG,
                     visibility=Visibility.NOBODY))
    out.append(_zone("green-bag", ZoneKind.AREA, "green bag (the cubes in it)", cx + 280, y2, 76, LOWER_H - 8))
    out.append(_zone("cards", ZoneKind.AREA, "set-up and summary cards", cx + 360, y2, 140, CARD_H + 8,
                     [(cx + 395, y2 + 48), (cx + 465, y2 + 48)]))
    out.append(replace(_zone("box", ZoneKind.AREA, "back in the box (other set-up cards)", box_x, box_y, 210,
                             CARD_H + 8), in_box=True))
    return out


def spread(x: float, y: float, w: float, k: int, step: float, h: float = 0.0) -> tuple[float, float]:
    """The k-th place in a rectangle whose top-left is (x, y), ``w`` wide, filled row by row; with a
    height ``h``, a full rectangle starts again from the top, a little to the side, so piles stay inside."""
    cols = max(1, int(w // step))
    row = k // cols
    rows = max(1, int(h // step)) if h else row + 1
    layer = row // rows
    return x + step / 2 + (k % cols) * step + layer * 3, y + step / 2 + (row % rows) * step + layer * 3


def supply_spot(zone: Zone, spec: str, k: int) -> tuple[float, float]:
    bx, by, cols, step = SUPPLY_BLOCKS[spec]
    return spread(zone.x + bx, zone.y + by, cols * step, k, step)
