"""Where everything lies: the zones of each seat and of the middle, the piece specs, the T-board art data.

The table is 1860 x 1046 mm (16:9).  Seats sit in the four quarters, clockwise from the bottom left
(2 players face each other).  With four, the middle band holds the draw and discard piles, the Pool,
the Supply and the pile of fields that have left the game.  With fewer, the lower right quarter is
the market (the piles and the Supply) and the Pool lies in the band, or with two in the upper left
quarter.  Solo uses the upper quarters for the Offer and the imaginary opponent.

What the set-up puts aside (the kits of the seats nobody plays: board, storehouse, summary, scoring
marker and fields) goes into the game box beside the table, one row per kit (``box_zones``).
"""

from __future__ import annotations

from typing import Any

from ...core.model import PieceSpec, Zone, ZoneKind
from ..definition import SEAT_COLORS
from ..laying import BOX_GAP
from .components import VEGETABLES, Catalogue

TABLE_W, TABLE_H = 1860.0, 1046.0
SEAT_W, SEAT_H = 900.0, 420.0
BAND_Y, BAND_H = 430.0, 186.0
CARD_W, CARD_H = 63.0, 88.0
VEG_SIZE = 10.0
FIELD_COLS = 3
FIELD_SPACE = (CARD_W - 8) / FIELD_COLS  # the pitch of a field card's printed spaces
FIELD_GRID_TOP = 27.4  # a field card's spaces begin under its title and its band of allowed vegetables
BOARD_W, BOARD_H = 300.0, 180.0
SLOTS = ((0.0, 626.0), (0.0, 0.0), (960.0, 0.0), (960.0, 626.0))
SEAT_SLOTS = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
CARD_STEP_X, CARD_STEP_Y = 70.0, 105.0
PILE_W, PILE_H = 70.0, 95.0
SUPPLY_W, POOL_W = 760.0, 600.0
MARKET = SLOTS[3]  # the quarter that holds the piles and the Supply when nobody sits there
BOX_X = TABLE_W + BOX_GAP
STORE_W, STORE_H = 202.0, 111.0  # the Storehouse/Cart card: the Cart on its left half, the Storehouse on its right
KIT_ROW_W, KIT_ROW_H = 590.0, 190.0  # one unused kit in the box: its board, Storehouse/Cart card and summary


def seat_origin(index: int, count: int) -> tuple[float, float]:
    return SLOTS[SEAT_SLOTS[count][index]]


def seat_zones(seat: str, name: str, index: int, count: int) -> list[Zone]:
    ox, oy = seat_origin(index, count)

    def area(zid: str, label: str, x: float, y: float, w: float, h: float, kind: ZoneKind = ZoneKind.AREA) -> Zone:
        return Zone(f"{seat}:{zid}", kind, f"{name}'s {label}", owner=seat, x=ox + x, y=oy + y, w=w, h=h)

    return [  # the Storehouse/Cart card lies in the cart, across both: drawn first, under both's vegetables
        area("deck", "field deck", 0, 0, 70, 95, ZoneKind.STACK),
        area("fields", "fields", 75, 0, 825, 95),
        area("board", "board (Path of Prosperity and Shop)", 0, 100, BOARD_W, BOARD_H),
        area("cart", "cart", 0, 305, 110, 115),
        area("store", "storehouse", 115, 305, 95, 115),
        area("purse", "cash and loans", 215, 305, 85, 115),
        area("left", "market stalls and helpers", 305, 100, 295, 320),
        area("right", "customers", 605, 100, 295, 320),
    ]


def shared_zones(count: int) -> list[Zone]:
    """The piles, the Pool and the Supply: in the middle band for four, else in the market quarter."""
    if count == 4:
        piles_x, piles_y = 10.0, BAND_Y + 45
        out_at = (TABLE_W - PILE_W - 10, BAND_Y + 45)
        supply = (780.0, BAND_Y)
        pool = (170.0, BAND_Y, POOL_W, BAND_H)
    else:
        mx, my = MARKET
        piles_x, piles_y = mx + (SEAT_W - SUPPLY_W) / 2, my + 30
        out_at = (mx + (SEAT_W + SUPPLY_W) / 2 - PILE_W, my + 30)
        supply = (piles_x, my + SEAT_H - BAND_H - 30)
        pool = ((SEAT_W - POOL_W) / 2, 0.0, POOL_W, SEAT_H) if count == 2 else (
            (TABLE_W - POOL_W) / 2, BAND_Y, POOL_W, BAND_H)
    zones = [
        Zone("draw", ZoneKind.STACK, "action draw pile", x=piles_x, y=piles_y, w=PILE_W, h=PILE_H),
        Zone("discard", ZoneKind.STACK, "discard pile", x=piles_x + 80, y=piles_y, w=PILE_W, h=PILE_H),
        Zone("pool", ZoneKind.AREA, "Pool", x=pool[0], y=pool[1], w=pool[2], h=pool[3]),
        Zone("supply", ZoneKind.AREA, "Supply", x=supply[0], y=supply[1], w=SUPPLY_W, h=BAND_H),
        Zone("out", ZoneKind.STACK, "fields out of the game", x=out_at[0], y=out_at[1], w=PILE_W, h=PILE_H),
    ]
    if count == 1:
        zones += [Zone("offer", ZoneKind.AREA, "Offer (rows cost 0 / 1 / 2 / 2)", x=0, y=0, w=SEAT_W, h=SEAT_H),
                  Zone("opponent", ZoneKind.AREA, "imaginary opponent", x=960, y=0, w=SEAT_W, h=SEAT_H)]
    return zones + box_zones(count)


def box_zones(count: int) -> list[Zone]:
    """The game box: a row for each kit nobody plays (board, storehouse, summary), its fields' pile beside it."""
    zones = []
    for row, kit in enumerate(range(count + 1, 5)):
        y = row * (KIT_ROW_H + 10)
        zones += [Zone(f"box:kit-{kit}", ZoneKind.AREA, f"kit {kit} in the box", x=BOX_X, y=y, w=KIT_ROW_W,
                       h=KIT_ROW_H, in_box=True),
                  Zone(f"box:fields-{kit}", ZoneKind.STACK, f"fields of kit {kit}", x=BOX_X + KIT_ROW_W + 5, y=y + 47,
                       w=PILE_W, h=PILE_H, in_box=True)]
    return zones


SHOP_H = 84.0  # the T's crossbar: the Shop
STEM_X, STEM_W = 95.0, 110.0  # the T's stem: the Path of Prosperity, climbed from the bottom
PATH_COLS, PATH_ROWS = 4, 5


def board_data(cat: Catalogue) -> dict[str, Any]:
    """What the T-board art draws: the Shop across the top (13 spaces with buy / sell prices, the 2nd
    bean and leek spaces pale) and the Path of Prosperity up the stem (1..20, each number also the
    price of entering it), winding from the bottom."""
    cells = []
    for k, n in enumerate(cat.path):
        x, y, w, h = path_box(k + 1)
        cells.append({"x": x, "y": y, "w": w, "h": h, "text": str(n)})
    spaces = []
    for k, veg in enumerate(VEGETABLES):
        v = cat.vegetables[veg]
        for s in range(v["shop_spaces"]):
            x, y = shop_space(k, s)
            spaces.append({"id": f"shop-{veg}-{s + 1}", "label": f"{v['title']} (buy {v['buy']}, sell {v['sell']})",
                           "x": x - 10, "y": y - 10, "w": 20, "h": 20, "shape": "circle",
                           "text": f"{v['buy']}/{v['sell']}", "pale": s >= v["shop_start"], "veg": veg,
                           "buy": v["buy"], "sell": v["sell"]})
    return {"title": "Path of Prosperity and Shop", "shape": "T", "shop_h": SHOP_H, "stem": [STEM_X, STEM_W],
            "tracks": [{"id": "path", "label": "Path of Prosperity", "cells": cells}],
            "spaces": spaces, "palette": ["#d9c39a", "#7a5a32", "#f4ead2"]}


def shop_space(veg: int, space: int) -> tuple[float, float]:
    """Centre of a Shop space, relative to the board's top-left: two abreast under the vegetable's
    picture and price tags, a third below."""
    return 25.0 + veg * 50.0 + (-11.0 if space % 2 == 0 else 11.0), 46.0 + (space // 2) * 24.0


def path_box(number: int) -> tuple[float, float, float, float]:
    """(x, y, w, h) of step ``number`` (1..20) of the Path: rows of four up the stem, turning at each end."""
    k = min(max(number, 1), PATH_COLS * PATH_ROWS) - 1
    row, col = divmod(k, PATH_COLS)
    col = col if row % 2 == 0 else PATH_COLS - 1 - col
    step_x, step_y = STEM_W / PATH_COLS, (BOARD_H - SHOP_H) / PATH_ROWS
    return STEM_X + col * step_x + 1.5, BOARD_H - (row + 1) * step_y + 1.5, step_x - 3, step_y - 3


def path_cell(number: int) -> tuple[float, float]:
    x, y, w, h = path_box(number)
    return x + w / 2, y + h / 2


def specs(cat: Catalogue, count: int) -> list[PieceSpec]:
    out = []
    for c in cat.cards.values():
        hidden = c.kind not in ("storehouse", "summary", "loan")
        back = "field card" if c.kind == "field" and c.data["kind"] != "common" else "action card"
        faces: tuple[str, ...] = ("front", "back")
        width, height = CARD_W, CARD_H
        if c.kind == "storehouse":
            faces = ("Storehouse (holds 1)", "Storehouse (holds 4)")
            width, height = STORE_W, STORE_H
        data = dict(c.data, title=c.title, source=c.source, reference=c.reference, kind=c.kind)
        data["card_kind"] = data.pop("kind")
        if c.kind == "storehouse":
            data["bowl_spots"] = store_bowls()
        if c.kind == "field":
            data["field_kind"] = c.data["kind"]
            data["space_spots"], data["space_size"] = field_spots(c.data["spaces"]), FIELD_SPACE
        out.append(PieceSpec(f"card:{c.id}", "card", c.title, faces, width, height,
                             hidden_faces=frozenset({1}) if hidden else frozenset(), back=back if hidden else "",
                             data=data))
    for veg, v in cat.vegetables.items():
        rgb = tuple(int(v["color"][k:k + 2], 16) for k in (1, 3, 5))
        out.append(PieceSpec(f"veg:{veg}", "good", v["title"], (v["title"],), VEG_SIZE, VEG_SIZE,
                             color=rgb, data={"title": v["title"], "goods": veg, "source": v["source"]}))  # type: ignore[arg-type]
    tokens = cat.tokens
    out += [
        PieceSpec("coin-1", "coin", "Cash 1", ("1",), 14, 14, color=(205, 170, 60),
                  data={"title": "Cash", "value": 1, "source": tokens["coin-1"]["source"]}),
        PieceSpec("coin-5", "coin", "Cash 5", ("5",), 20, 20, color=(220, 190, 80),
                  data={"title": "Cash", "value": 5, "source": tokens["coin-5"]["source"]}),
        PieceSpec("satisfaction", "marker", "Satisfaction marker", ("satisfied (blue)", "dissatisfied (red)"),
                  12, 12, color=(40, 90, 200), data={"title": "Satisfaction marker"}),
        PieceSpec("start-large", "disc", "Starting player", ("large disc",), 24, 24, color=(240, 230, 210),
                  data={"title": "Starting player"}),
        PieceSpec("start-small", "disc", "Second starting player", ("small disc",), 16, 16, color=(240, 230, 210),
                  data={"title": "Second starting player"}),
        PieceSpec("board", "board", "Path of Prosperity and Shop", ("board",), BOARD_W, BOARD_H,
                  data=board_data(cat)),
    ]
    for k in range(4):
        out.append(PieceSpec(f"scoring-{k + 1}", "pawn", "Scoring marker", ("marker",), 12, 12,
                             color=SEAT_COLORS[k], data={"title": "Scoring marker"}))
    return out


def card_slot(zone: Zone, k: int, cols: int) -> tuple[float, float]:
    """Centre of the k-th card place in a display area (rows of ``cols`` cards)."""
    return (zone.x + CARD_W / 2 + 4 + (k % cols) * CARD_STEP_X,
            zone.y + CARD_H / 2 + 20 + (k // cols) * CARD_STEP_Y)


def store_card_at(cart: Zone, store: Zone) -> tuple[float, float]:
    """The centre of a seat's Storehouse/Cart card: across its cart and its storehouse."""
    return (cart.x + store.x + store.w) / 2, cart.y + cart.h / 2


def store_spot(store: Zone, k: int) -> tuple[float, float]:
    """The k-th vegetable in a storehouse: on the k-th bowl printed on the card (``store_bowls``)."""
    return store.x + 20 + k * 14, store.y + store.h / 2


def cart_spot(cart: Zone, k: int) -> tuple[float, float]:
    """The k-th vegetable on a cart: in rows over the card's cart half, below its title."""
    return cart.x + 16 + (k % 7) * 12, cart.y + 26 + (k // 7) * 12


def store_bowls() -> list[list[float]]:
    """Where a storehouse's vegetables lie on its card (mm from the card's top left): the card prints a
    bowl at each, so what is stored sits in its bowls."""
    zones = {z.id: z for z in seat_zones("p", "", 0, 1)}
    cart, store = zones["p:cart"], zones["p:store"]
    cx, cy = store_card_at(cart, store)
    left, top = cx - STORE_W / 2, cy - STORE_H / 2
    return [[x - left, y - top] for x, y in (store_spot(store, k) for k in range(4))]


def field_spots(spaces: int) -> list[list[float]]:
    """Where a field card prints its spaces (their centres, mm from the card's top left): rows of three under the
    band of vegetables it allows.  The art draws a patch of soil at each and the picture sows a vegetable on each,
    so what grows on a field lies in its spaces."""
    x0 = (CARD_W - FIELD_COLS * FIELD_SPACE) / 2
    return [[x0 + (k % FIELD_COLS + 0.5) * FIELD_SPACE, FIELD_GRID_TOP + (k // FIELD_COLS + 0.5) * FIELD_SPACE]
            for k in range(spaces)]


def on_field(cx: float, cy: float, spaces: int, k: int) -> tuple[float, float]:
    """The k-th vegetable on a field card of ``spaces`` spaces centred at (cx, cy): on the k-th space.  Those beyond
    the spaces (the Harvest helper sows one more) lie on the last space, each a little aside."""
    spots = field_spots(max(1, spaces))
    x, y = spots[min(k, len(spots) - 1)]
    aside = 4.0 * max(0, k - len(spots) + 1)
    return cx - CARD_W / 2 + x + aside, cy - CARD_H / 2 + y - aside
