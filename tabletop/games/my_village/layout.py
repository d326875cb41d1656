"""My Village laid out for 2, 3 or 4 players, as the rulebook's set-up says, shuffled from the seed.

The main board and the village cards take the middle; the four player places sit at the corners,
taken clockwise from the bottom left (two players sit opposite each other).  A corner nobody sits
at holds what that colour leaves in the box, so everything from the box is on the table and the
table keeps one shape for every player count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ...core.model import Seat, Table, ZoneKind, build_table
from ..board_spaces import space_center, track_cell_center
from ..definition import setup_rng
from ..laying import ColourSlot, Laying, colour_slots
from .boards import (
    CARD_H,
    CARD_W,
    MAIN_H,
    MAIN_W,
    VILLAGE_H,
    VILLAGE_W,
    display_slots,
    rat_cell_index,
)
from .catalogue import DATA_FILE, Catalogue, load
from .components import all_specs, main_board_spec, village_board_spec

GAME_ID = "my_village"
MARGIN, GAP = 20.0, 20.0
SEAT_W, SEAT_H = 450.0, 420.0
CENTER_W = 805.0
CENTER_H = 2 * CARD_H + 4 + MAIN_H + 104.0 + 3 * 16  # two card rows, the main board, the supply, three gaps
PITCH = 72.0
SLOTS_BY_COUNT = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
DICE_BY_COUNT = {2: (8, 3), 3: (6, 2), 4: (8, 3)}
BOARD_AT = (75.0, 10.0)
CARD_SNAPS = [(38.0, 60.0), (38.0, 155.0), (38.0, 250.0), (412.0, 60.0), (412.0, 155.0)] + [
    (38.0 + i * 74.8, 364.0) for i in range(6)]




@dataclass(frozen=True)
class _Kit:
    """What goes with one village board: its figures, and for a seat its villagers and coins."""

    reaper: str
    overview: str
    villagers: tuple[str, ...] = ()
    coins: tuple[str, ...] = ()
    start_tile: bool = False
    dice: tuple[str, ...] = ()



def _numbered(catalogue: Catalogue, comp_id: str) -> list[str]:
    row = next(r for r in catalogue.components if r["id"] == comp_id)
    return [f"{comp_id}-{n + 1}" for n in range(row["count"])]


def _seat_origin(slot: int, width: float, height: float) -> tuple[float, float]:
    left = slot in (0, 1)
    top = slot in (1, 2)
    return (MARGIN if left else width - MARGIN - SEAT_W, MARGIN if top else height - MARGIN - SEAT_H)


def _player_place(lay: Laying, catalogue: Catalogue, board_row: dict[str, Any], colour: ColourSlot,
                  origin: tuple[float, float], seat: Seat | None, kit: _Kit) -> None:
    """A village board with its figures: set up for a seat, or as the box holds it for an unused colour."""
    ox, oy = origin
    board = village_board_spec(board_row, catalogue)
    bx, by = ox + BOARD_AT[0], oy + BOARD_AT[1]

    def on_board(space: str) -> tuple[float, float]:
        x, y = space_center(board.data, space)
        return (bx + x, by + y)

    def on_track(index: int) -> tuple[float, float]:
        x, y = track_cell_center(board.data, "time-track", index)
        return (bx + x, by + y)

    if seat is None:
        _boxed(lay, board_row["id"], colour, (ox + SEAT_W / 2, oy + SEAT_H / 2), kit)
        return
    owner = seat.id
    snaps = [on_board(s["id"]) for s in board.data["spaces"]] + [on_track(i) for i in range(len(
        board.data["tracks"][1]["cells"]))] + [(ox + x, oy + y) for x, y in CARD_SNAPS]
    zone = lay.zone(f"{seat.id}:village", ZoneKind.AREA, f"{seat.name}'s village", ox, oy, SEAT_W, SEAT_H,
                    snaps, owner=seat.id)
    lay.put(board_row["id"], board_row["id"], zone, (bx + VILLAGE_W / 2, by + VILLAGE_H / 2), owner=owner,
            locked=True)
    lay.put(f"headman-{colour.key}", f"headman-{colour.key}", zone, on_board("main-building"), owner=owner)
    lay.put(f"time-marker-{colour.key}", f"time-marker-{colour.key}", zone, on_track(1), owner=owner)
    lay.put(kit.reaper, "reaper", zone, on_track(0), owner=owner)
    lay.put(kit.overview, "overview", zone, (ox + 225.0, oy + 265.0), owner=owner)
    for marker, space in zip(kit.villagers, catalogue.main_board["professions"], strict=False):
        lay.put(marker, "black-marker", zone, on_board(f"profession-{space}"), owner=owner)
    bx_, by_ = on_board("money-barn")
    for i, marker in enumerate(kit.coins):
        lay.put(marker, "black-marker", zone, (bx_ - 19.5 + 13.0 * i, by_), owner=owner)
    if kit.start_tile:
        lay.put("start-player", "start-player", zone, (ox + 412.0, oy + 250.0), owner=owner)


def _boxed(lay: Laying, board_id: str, colour: ColourSlot, centre: tuple[float, float], kit: _Kit) -> None:
    """A colour nobody plays stays in the box: one pile in its empty corner, plainly not a player's place.

    Laid out like a seat it looked like one (a fourth village board at a three-player table).  The
    pile holds the board, its figures and the dice the player count leaves out, overview tile on top.
    """
    pieces = [(board_id, board_id), (f"headman-{colour.key}", f"headman-{colour.key}"),
              (f"time-marker-{colour.key}", f"time-marker-{colour.key}"), (kit.reaper, "reaper")]
    pieces += [(die, die.rsplit("-", 1)[0]) for die in kit.dice]
    pieces.append((kit.overview, "overview"))
    lay.stack(f"box-{colour.key}", f"game box ({colour.name}, not used)", *centre, 110.0, 110.0, pieces)


def _card_area(lay: Laying, zid: str, label: str, x: float, y: float, cols: int, rows: int,
               cards: Sequence[str], face: int) -> None:
    snaps = [(x + PITCH * c + PITCH / 2, y + (CARD_H + 8) * r + (CARD_H + 8) / 2) for r in range(rows)
             for c in range(cols)]
    zone = lay.zone(zid, ZoneKind.AREA, label, x, y, PITCH * cols, (CARD_H + 8) * rows, snaps)
    for card, at in zip(cards, snaps, strict=True):
        lay.put(card, card, zone, at, face=face)


def _middle(lay: Laying, catalogue: Catalogue, rng: Any, x0: float, y0: float, players: int,
            pool: Sequence[str]) -> None:
    """The main board, the card supply around it and the general supply under it."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for row in catalogue.cards:
        by_kind.setdefault(row["kind"], []).append(row)
    ids = {k: [r["id"] for r in rows] for k, rows in by_kind.items()}
    _card_area(lay, "councils", "council chamber cards", x0, y0, 4, 1, ids["council"], 1)
    _card_area(lay, "churches", "church cards", x0 + 4 * PITCH + 12, y0, 4, 1, ids["church"], 1)
    row2 = y0 + CARD_H + 16 + (CARD_H + 4) / 2
    decks: list[tuple[str, str, list[str]]] = [("meeting-places", "meeting place cards", ids["meeting_place"])]
    for symbol in ("quill", "chalice", "rosary"):
        deck = [r["id"] for r in by_kind["monk"] if r["deck"] == symbol]
        rng.shuffle(deck)
        decks.append((f"monks-{symbol}", f"monk cards ({symbol})", deck))
    decks.append(("fields", "field cards", ids["field"]))
    for letter in "ABCDE":
        deck = [r["id"] for r in by_kind["travel"] if r["deck"] == letter]
        rng.shuffle(deck)
        decks.append((f"travel-{letter.lower()}", f"travel cards {letter}", deck))
    for i, (zid, label, cards) in enumerate(decks):
        column = i if i == 0 else i + 1  # the 2/12 tiles take the second column
        cx = x0 + PITCH * column + PITCH / 2 + (12 if column > 6 else 0)
        lay.stack(zid, label, cx, row2, CARD_W + 4, CARD_H + 4, [(c, c) for c in cards], 1)
    tiles = _numbered(catalogue, "tile-2-12")
    tx, ty = x0 + PITCH + 7, row2 - 29
    tile_snaps = [(tx + 14 + 30 * (i % 2), ty + 14 + 30 * (i // 2)) for i in range(4)]
    tile_zone = lay.zone("tiles-2-12", ZoneKind.AREA, "2/12 tiles", tx, ty, 58, 58, tile_snaps)
    for tile, at in zip(tiles, tile_snaps, strict=True):
        lay.put(tile, "tile-2-12", tile_zone, at)

    board_y = row2 + (CARD_H + 4) / 2 + 16
    _main_board(lay, catalogue, rng, x0, board_y, players)
    _card_area(lay, "crafts", "craft buildings (stable, brewery, smithy, office, wainwright)", x0 + MAIN_W + 15,
               board_y, 5, 4, [r["id"] for kind in ("stable", "brewery", "smithy", "office", "wainwright")
                               for r in by_kind["craft"] if r["deck"] == kind], 1)
    _supply(lay, catalogue, x0, board_y + MAIN_H + 16, pool)


def _main_board(lay: Laying, catalogue: Catalogue, rng: Any, x: float, y: float, players: int) -> None:
    spec = main_board_spec(catalogue)
    data = spec.data
    board = catalogue.main_board
    track = data["tracks"][0]["cells"]
    snaps = [(x + s["x"] + s["w"] / 2, y + s["y"] + s["h"] / 2) for s in data["spaces"]
             if not s["id"].startswith(("display", "customer-deck"))]
    snaps += [(x + c["x"] + c["w"] / 2, y + c["y"] + c["h"] / 2) for c in track]
    zone = lay.zone("main-board", ZoneKind.AREA, "main board", x, y, MAIN_W, MAIN_H, snaps)
    lay.put("main-board", "main-board", zone, (x + MAIN_W / 2, y + MAIN_H / 2), locked=True)
    rx, ry = space_center(data, "rat-die")
    lay.put("rat-die", "rat-die", zone, (x + rx, y + ry))
    cx, cy = track_cell_center(data, "rat-track", rat_cell_index(board, board["rat_start"][str(players)]))
    lay.put("rat", "rat", zone, (x + cx, y + cy))
    customers = [r["id"] for r in catalogue.cards if r["kind"] == "customer"]
    rng.shuffle(customers)
    shown = board["display"]
    dx, dy = space_center(data, "customer-deck")
    lay.stack("customer-deck", "customer deck", x + dx, y + dy, CARD_W + 4, CARD_H + 4,
              [(c, c) for c in customers[:-shown]], 1)
    slots = [(x + sx, y + sy) for sx, sy in display_slots(shown)]
    left = min(s[0] for s in slots) - CARD_W / 2 - 3
    top = min(s[1] for s in slots) - CARD_H / 2 - 3
    display = lay.zone("display", ZoneKind.AREA, "customer display", left, top, 2 * CARD_W + 12,
                       (CARD_H + 6) * 3 + 1, slots)
    for card, at in zip(reversed(customers[-shown:]), slots, strict=True):
        lay.put(card, card, display, at, face=0)


def _supply(lay: Laying, catalogue: Catalogue, x: float, y: float, pool: Sequence[str]) -> None:
    """Adventure points, black markers and seasonal workers under the board; the dice pool beside them."""
    cx = x + 20
    for comp in ("ap-1", "ap-2", "ap-5"):
        lay.stack(comp, next(r["label"] for r in catalogue.components if r["id"] == comp) + " tokens",
                  cx, y + 20, 34, 34, [(p, comp) for p in _numbered(catalogue, comp)], 0)
        cx += 44
    lay.stack("black-markers", "black markers", cx, y + 20, 34, 34,
              [(p, "black-marker") for p in _leftover_markers(lay, catalogue)], 0)
    cx += 44
    lay.stack("seasonal-workers", "seasonal-worker tiles", cx, y + 20, 36, 36,
              [(p, "seasonal-worker") for p in _numbered(catalogue, "seasonal-worker")], 0)
    px = cx + 28
    snaps = [(px + 13 + 26 * (i % 4), y + 13 + 26 * (i // 4)) for i in range(len(pool))]
    zone = lay.zone("dice-pool", ZoneKind.AREA, "dice pool (the start player rolls)", px, y, 104, 78, snaps)
    for die, at in zip(pool, snaps, strict=True):
        lay.put(die, die.rsplit("-", 1)[0], zone, at)
    supply = lay.zone("supply", ZoneKind.AREA, "general supply", px + 110, y, 76, 104)
    lay.put("scoring-pad", "scoring-pad", supply, (px + 148, y + 52))


def _leftover_markers(lay: Laying, catalogue: Catalogue) -> list[str]:
    used = {p.id for p in lay.pieces}
    return [m for m in _numbered(catalogue, "black-marker") if m not in used]


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any], data_file: Path = DATA_FILE) -> Table:
    """The opening table for ``seats`` (2-4): boards dealt, decks shuffled, display out, coins given."""
    players = len(seats)
    if players not in SLOTS_BY_COUNT:
        raise ValueError(f"My Village is for 2 to 4 players, not {players}.")
    catalogue = load(data_file)
    rng = setup_rng(seed)
    colours = colour_slots(seats)
    width = max((MARGIN * 2 + SEAT_H * 2 + GAP) * 16 / 9, 2 * (MARGIN + SEAT_W + GAP) + CENTER_W)
    height = width * 9 / 16
    lay = Laying()
    lay.zone("table", ZoneKind.AREA, "table", 0, 0, width, height)
    boards = list(catalogue.village_boards)
    rng.shuffle(boards)
    start = rng.randrange(players)
    markers = iter(_numbered(catalogue, "black-marker"))
    whites, blacks = DICE_BY_COUNT[players]
    white_ids, black_ids = _numbered(catalogue, "white-die"), _numbered(catalogue, "black-die")
    free = [s for s in range(4) if s not in SLOTS_BY_COUNT[players]]
    for i, colour in enumerate(colours):
        seat = seats[i] if i < players else None
        slot = SLOTS_BY_COUNT[players][i] if seat else free[i - players]
        kit = _Kit(f"reaper-{i + 1}", f"overview-{i + 1}")
        if seat:
            kit = replace(kit, villagers=tuple(next(markers) for _ in catalogue.main_board["professions"]),
                          coins=tuple(next(markers) for _ in range((i - start) % players + 1)), start_tile=i == start)
        elif i == players:
            kit = replace(kit, dice=tuple(white_ids[whites:] + black_ids[blacks:]))
        _player_place(lay, catalogue, boards[i], colour, _seat_origin(slot, width, height), seat, kit)
    _middle(lay, catalogue, rng, (width - CENTER_W) / 2, (height - CENTER_H) / 2, players,
            white_ids[:whites] + black_ids[:blacks])
    return build_table(seats, all_specs(catalogue, colours), lay.zones, lay.pieces, width, height, GAME_ID)
