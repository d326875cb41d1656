"""Village laid out for 2, 3 or 4 players, as the rulebook's set-up says, shuffled from the seed.

The board and the general supply take the middle; the four farms sit at the corners, taken clockwise
from the bottom left (two players sit opposite each other).  A colour nobody plays first blocks the
chronicle spaces and graves its player count closes, and the rest of it waits in its corner, so
everything from the box is on the table.  Seat 1 starts (the rulebook's "oldest player").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ...core.model import Seat, Table, Visibility, ZoneKind, build_table
from ..board_spaces import track_cell_center
from ..definition import setup_rng
from ..laying import ColourSlot, Laying, hex_rgb
from .boards import (
    BOARD_H,
    BOARD_W,
    FARM_H,
    FARM_W,
    TILE,
    board_data,
    chronicle_spaces,
    cube_spots,
    farm_data,
    home_spots,
    market_slots,
)
from .catalogue import DATA_FILE, Catalogue, load
from .components import CARD_H, all_specs

GAME_ID = "village"
MARGIN, GAP = 20.0, 20.0
SEAT_W, SEAT_H = 440.0, 330.0
CENTER_W, CENTER_H = 660.0, BOARD_H + 170.0
SLOTS_BY_COUNT = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
CLOSED_LABELS = {2: ("3", "4"), 3: ("4",), 4: ()}
FARM_AT = (10.0, 10.0)
SUPPLY = ("coin", "grain", "good-scroll", "good-horse", "good-plough", "good-ox", "good-wagon", "cube-orange",
          "cube-green", "cube-brown", "cube-pink", "plague")





def family_slots(seats: Sequence[Seat], families: Sequence[Mapping[str, Any]]) -> list[ColourSlot]:
    """Each seat's family colour from the data file, then the families nobody plays.

    A seat takes the free family nearest its own ``Seat.color``, so where the app's colour is one of
    Village's (red, blue, yellow) the seat's chip and its pieces agree; the seat keeps its colour.
    """
    free = [(row["id"], hex_rgb(row["color"])) for row in families]
    slots = []
    for seat in seats:
        name, rgb = min(free, key=lambda f: sum((a - b) ** 2 for a, b in zip(f[1], seat.color, strict=True)))
        free.remove((name, rgb))
        slots.append(ColourSlot(seat.id, seat.name, rgb))
    return slots + [ColourSlot(name, name, rgb) for name, rgb in free]


def _numbered(catalogue: Catalogue, comp_id: str) -> list[str]:
    return [f"{comp_id}-{n + 1}" for n in range(catalogue.component(comp_id)["count"])]


def _members(catalogue: Catalogue, colour: ColourSlot) -> list[tuple[str, str, int]]:
    """(piece id, spec id, number) of one colour's family members, lowest numbers first."""
    numbers = sorted(catalogue.component("member")["numbers"])
    return [(f"member-{colour.key}-{k + 1}", f"member-{colour.key}-{n}", n) for k, n in enumerate(numbers)]


def _seat_origin(slot: int, width: float, height: float) -> tuple[float, float]:
    left, top = slot in (0, 1), slot in (1, 2)
    return (MARGIN if left else width - MARGIN - SEAT_W, MARGIN if top else height - MARGIN - SEAT_H)


def _seat_place(lay: Laying, catalogue: Catalogue, colour: ColourSlot, origin: tuple[float, float], seat: Seat,
                members: list[tuple[str, str, int]], markers: list[str], coin: str, first: bool) -> None:
    """A farm with its first generation, time marker, coin and travel markers; the served pile beside it."""
    ox, oy = origin
    fx, fy = ox + FARM_AT[0], oy + FARM_AT[1]
    farm = farm_data(catalogue.farm)
    spots = [(fx + x, fy + y) for x, y in home_spots(catalogue.farm)]
    snaps = spots + [(fx + s["x"] + s["w"] / 2, fy + s["y"] + s["h"] / 2) for s in farm["spaces"]]
    snaps += [(fx + x, fy + y) for x, y in (track_cell_center(farm, "time", i) for i in range(len(farm["tracks"][0]["cells"])))]
    snaps += [(ox + 30 + 26 * i, oy + y) for y in (225.0, 265.0, 305.0) for i in range(10)]
    zone = lay.zone(f"{seat.id}:farm", ZoneKind.AREA, f"{seat.name}'s farm", ox, oy, SEAT_W, SEAT_H, snaps,
                    owner=seat.id)
    lay.put(f"farm-{colour.key}", f"farm-{colour.key}", zone, (fx + FARM_W / 2, fy + FARM_H / 2), owner=seat.id,
            locked=True)
    first_generation = [m for m in members if m[2] == 1]
    for (pid, spec, _), at in zip(first_generation, spots, strict=True):
        lay.put(pid, spec, zone, at, owner=seat.id)
    cx, cy = track_cell_center(farm, "time", 0)
    lay.put(markers[0], f"marker-{colour.key}", zone, (fx + cx, fy + cy), owner=seat.id)
    lay.put(coin, "coin", zone, (ox + 300, oy + 30), owner=seat.id)
    if first:
        lay.put("first-player", "first-player", zone, (ox + 310, oy + 90), owner=seat.id)
    lay.stack(f"{seat.id}:travel-markers", f"{seat.name}'s travel markers", ox + 350, oy + 30, 30, 30,
              [(m, f"marker-{colour.key}") for m in markers[2:]])
    lay.stack(f"{seat.id}:served", "served customers", ox + 320, oy + 150, TILE + 4, TILE + 4, [],
              owner=seat.id, visibility=Visibility.OWNER)


def _box_place(lay: Laying, colour: ColourSlot, origin: tuple[float, float], members: list[tuple[str, str, int]],
               markers: list[str]) -> None:
    """What an unused colour leaves in its corner: its farm, its markers, the members not blocking spaces."""
    ox, oy = origin
    zone = lay.zone(f"box-{colour.key}", ZoneKind.AREA, f"back in the box ({colour.name}, not used)", ox, oy,
                    SEAT_W, SEAT_H)
    lay.put(f"farm-{colour.key}", f"farm-{colour.key}", zone,
            (ox + FARM_AT[0] + FARM_W / 2, oy + FARM_AT[1] + FARM_H / 2), locked=True)
    for i, (pid, spec, _) in enumerate(members):
        lay.put(pid, spec, zone, (ox + 30 + 22 * i, oy + 225))
    for i, marker in enumerate(markers):
        lay.put(marker, f"marker-{colour.key}", zone, (ox + 30 + 22 * i, oy + 270))


def _board(lay: Laying, catalogue: Catalogue, rng: Any, x: float, y: float, players: int,
           colours: list[ColourSlot], members: dict[str, list[tuple[str, str, int]]]) -> set[str]:
    """The board with prestige markers, the next-first-player marker, blocked spaces and the market.

    Returns the ids of the unused colours' members that block closed chronicle spaces and graves.
    """
    board = catalogue.board
    data = board_data(board)
    market_ids = {sid for sid, _, _ in market_slots(board)}
    snaps = [(x + s["x"] + s["w"] / 2, y + s["y"] + s["h"] / 2) for s in data["spaces"] if s["id"] not in market_ids]
    snaps += [(x + sx, y + sy) for i in range(len(board["actions"])) for sx, sy in cube_spots(i)]
    snaps += [(x + c["x"] + c["w"] / 2, y + c["y"] + c["h"] / 2) for c in data["tracks"][0]["cells"]]
    zone = lay.zone("board", ZoneKind.AREA, "Village board", x, y, BOARD_W, BOARD_H, snaps)
    lay.put("board", "board", zone, (x + BOARD_W / 2, y + BOARD_H / 2), locked=True)
    bx, by = track_cell_center(data, "prestige", 0)
    for i, colour in enumerate(colours[:players]):
        lay.put(f"marker-{colour.key}-2", f"marker-{colour.key}", zone,
                (x + bx + (-7 if i % 2 == 0 else 7), y + by + (-7 if i < 2 else 7)), owner=colour.key)
    nx, ny = next((s["x"] + s["w"] / 2, s["y"] + s["h"] / 2) for s in data["spaces"] if s["id"] == "next-first-player")
    lay.put("next-first-player", "next-first-player", zone, (x + nx, y + ny))
    blockers: set[str] = set()
    unused = colours[players:]
    for k, label in enumerate(CLOSED_LABELS[players]):
        figures = iter(members[unused[k % len(unused)].key])
        for space in chronicle_spaces(board):
            if space.get("text") == label:
                pid, spec, _ = next(figures)
                lay.put(pid, spec, zone, (x + space["x"] + space["w"] / 2, y + space["y"] + space["h"] / 2))
                blockers.add(pid)
    customers = [r["id"] for r in catalogue.customers]
    rng.shuffle(customers)
    slots = market_slots(board)
    market = lay.zone("market", ZoneKind.AREA, "market (stalls and queue)", x + 348, y + 100, 214, 86,
                      [(x + sx, y + sy) for _, sx, sy in slots])
    stalls = board["market_stalls"]
    for sid, sx, sy in slots:
        if sid.startswith("stall") and stalls[int(sid.split("-")[1]) - 1] in CLOSED_LABELS[players]:
            continue
        tile = customers.pop()
        lay.put(tile, tile, market, (x + sx, y + sy))
    lay.stack("customers", "customer tiles", x + BOARD_W + 30, y + 142, TILE + 6, TILE + 6,
              [(c, c) for c in customers], face=1)
    return blockers


def _supply(lay: Laying, catalogue: Catalogue, x: float, y: float, players: int, colours: list[ColourSlot],
            unborn: dict[str, list[tuple[str, str, int]]], coins: list[str]) -> None:
    """Coins, grain, goods and cubes in a row; unborn members, the two bags and the set-up card below."""
    for i, comp in enumerate(SUPPLY):
        row = catalogue.component(comp)
        pieces = coins if comp == "coin" else _numbered(catalogue, comp)
        lay.stack(f"supply-{comp}", f"{row['label']} supply", x + 25 + 50 * i, y + 22, 40, 40,
                  [(p, comp) for p in pieces])
    y2 = y + 56
    for i, colour in enumerate(colours[:players]):
        lay.stack(f"{colour.key}:unborn", f"{colour.name}'s unborn family members", x + 20 + 40 * i, y2 + 20, 30,
                  30, [(pid, spec) for pid, spec, _ in reversed(unborn[colour.key])])
    lay.stack("green-bag", "green bag", x + 195, y2 + 30, 50, 50, [], kind=ZoneKind.BAG,
              visibility=Visibility.NOBODY)
    lay.stack("black-bag", "black bag", x + 285, y2 + 30, 50, 50,
              [(m, "monk") for m in _numbered(catalogue, "monk")], kind=ZoneKind.BAG, visibility=Visibility.NOBODY)
    cards = lay.zone("cards", ZoneKind.AREA, "set-up and summary cards", x + 330, y2, 140, CARD_H + 8,
                     [(x + 365, y2 + 48), (x + 435, y2 + 48)])
    in_play = next(r["id"] for r in catalogue.setup_cards if r["players"] == players)
    lay.put(in_play, in_play, cards, (x + 365, y2 + 48))
    lay.put("summary", "summary", cards, (x + 435, y2 + 48))
    box = lay.zone("box", ZoneKind.AREA, "back in the box (other set-up cards)", x + 480, y2, 140, CARD_H + 8)
    for i, row in enumerate(r for r in catalogue.setup_cards if r["id"] != in_play):
        lay.put(row["id"], row["id"], box, (x + 515 + 70 * i, y2 + 48))


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any], data_file: Path = DATA_FILE) -> Table:
    """The opening table for ``seats`` (2-4): market dealt, spaces blocked, first generation on the farms."""
    players = len(seats)
    if players not in SLOTS_BY_COUNT:
        raise ValueError(f"Village is for 2 to 4 players, not {players}.")
    catalogue = load(data_file)
    rng = setup_rng(seed)
    colours = family_slots(seats, catalogue.families)
    need_w = 2 * (MARGIN + SEAT_W + GAP) + CENTER_W
    need_h = 2 * (MARGIN + SEAT_H) + GAP
    width = max(need_w, need_h * 16 / 9)
    height = width * 9 / 16
    lay = Laying()
    lay.zone("table", ZoneKind.AREA, "table", 0, 0, width, height)
    members = {c.key: _members(catalogue, c) for c in colours}
    markers = {c.key: [f"marker-{c.key}-{k + 1}" for k in range(catalogue.component("marker")["count"])]
               for c in colours}
    cx, cy = (width - CENTER_W) / 2, (height - CENTER_H) / 2
    blockers = _board(lay, catalogue, rng, cx, cy, players, colours, members)
    coins = _numbered(catalogue, "coin")
    free = [s for s in range(4) if s not in SLOTS_BY_COUNT[players]]
    for i, colour in enumerate(colours):
        if i < players:
            origin = _seat_origin(SLOTS_BY_COUNT[players][i], width, height)
            _seat_place(lay, catalogue, colour, origin, seats[i], members[colour.key], markers[colour.key],
                        coins[i], i == 0)
        else:
            _box_place(lay, colour, _seat_origin(free[i - players], width, height),
                       [m for m in members[colour.key] if m[0] not in blockers], markers[colour.key])
    unborn = {c.key: [m for m in members[c.key] if m[2] > 1] for c in colours[:players]}
    _supply(lay, catalogue, cx, cy + BOARD_H + 12, players, colours, unborn, coins[players:])
    return build_table(seats, all_specs(catalogue, colours), lay.zones, lay.pieces, width, height, GAME_ID)
