"""My Village's table for 2, 3 or 4 players: the zones, where the rulebook's set-up puts things.

The main board and the village cards take the middle; the player places sit at the corners, taken
clockwise from the bottom left, and a place alone on its side sits halfway down it (two players sit
opposite each other).  What a colour nobody plays leaves in the box is a pile in the game box beside
the table (``Zone.in_box``), so everything from the box is at hand and the table keeps one shape for
every player count.

Each village has small zones over the spaces a piece is dropped on (the five profession spaces,
the school, the headman's three spaces, the play and school flags), so a drop there says which
space was meant.  Where each piece lies is the picture's business (``picture``): the opening table
is the engine's opening position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...core.model import Seat, Zone, ZoneKind
from ..board_spaces import track_cell_center
from ..laying import BOX_GAP, ColourSlot, Laying, colour_slots
from .boards import CARD_H, CARD_W, MAIN_H, MAIN_W, display_slots, main_board_data, village_board_data
from .catalogue import Catalogue

MARGIN, GAP = 20.0, 20.0
SEAT_W, SEAT_H = 450.0, 420.0
CENTER_W = 805.0
CENTER_H = 2 * CARD_H + 4 + MAIN_H + 104.0 + 3 * 16  # two card rows, the main board, the supply, three gaps
PITCH = 72.0
BOX_PILE = 110.0  # the pile of what a colour nobody plays leaves in the box
SLOTS_BY_COUNT = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
BOARD_AT = (75.0, 10.0)
CARD_SNAPS = [(38.0, 60.0), (38.0, 155.0), (38.0, 250.0), (412.0, 60.0), (412.0, 155.0)] + [
    (38.0 + i * 74.8, 364.0) for i in range(6)]
TABLE_W = max((MARGIN * 2 + SEAT_H * 2 + GAP) * 16 / 9, 2 * (MARGIN + SEAT_W + GAP) + CENTER_W)
TABLE_H = TABLE_W * 9 / 16
HEADMAN_PATH = ("main-building", "coin-space", "ap-space")
"""The headman's three spaces on the village board, in the order of ``Player.headman`` (0, 1, 2)."""
SPACE_ZONES = (*HEADMAN_PATH, "play-flag", "school-flag")
"""Village-board spaces with a zone of their own (besides the professions and the school)."""
MONK_SYMBOLS = ("quill", "chalice", "rosary")
CRAFT_KINDS = ("stable", "brewery", "smithy", "office", "wainwright")
SUPPLY_STACKS = ("ap-1", "ap-2", "ap-5", "black-markers", "seasonal-workers")


@dataclass(frozen=True)
class Colour:
    """A colour set and where it lies: a seat's place, or the box pile of a colour nobody plays."""

    slot: ColourSlot
    seat: Seat | None
    corner: int


def colours(seats: Sequence[Seat]) -> list[Colour]:
    players = len(seats)
    if players not in SLOTS_BY_COUNT:
        raise ValueError(f"My Village is for 2 to 4 players, not {players}.")
    free = [s for s in range(4) if s not in SLOTS_BY_COUNT[players]]
    out = []
    for i, slot in enumerate(colour_slots(seats)):
        seat = seats[i] if i < players else None
        out.append(Colour(slot, seat, SLOTS_BY_COUNT[players][i] if seat else free[i - players]))
    return out


def seat_origin(corner: int, players: int) -> tuple[float, float]:
    """A player place's top left: at its corner, or halfway down its side when it has that side alone."""
    left = corner in (0, 1)
    top = corner in (1, 2)
    alone = sum(c in ((0, 1) if left else (2, 3)) for c in SLOTS_BY_COUNT[players]) == 1
    y = (TABLE_H - SEAT_H) / 2 if alone else MARGIN if top else TABLE_H - MARGIN - SEAT_H
    return (MARGIN if left else TABLE_W - MARGIN - SEAT_W, y)


def board_origin(village: Zone) -> tuple[float, float]:
    """The village board's top-left corner in its seat's zone."""
    return (village.x + BOARD_AT[0], village.y + BOARD_AT[1])


def space_zone(seat: str, space: str) -> str:
    return f"{seat}:{space}"


def village_zones(seat: str, professions: Sequence[str]) -> list[str]:
    """Every zone of a seat's village: the whole place and the spaces on its board."""
    return [f"{seat}:village", *(space_zone(seat, s) for s in (*professions, "school", *SPACE_ZONES))]


def _village_zones(lay: Laying, catalogue: Catalogue, seat: Seat, origin: tuple[float, float]) -> None:
    ox, oy = origin
    data = village_board_data(catalogue.village_boards[0], catalogue.main_board["professions"])
    bx, by = ox + BOARD_AT[0], oy + BOARD_AT[1]
    cells = data["tracks"][1]["cells"]
    snaps = [(bx + s["x"] + s["w"] / 2, by + s["y"] + s["h"] / 2) for s in data["spaces"]]
    snaps += [(bx + x, by + y) for x, y in (track_cell_center(data, "time-track", i) for i in range(len(cells)))]
    snaps += [(ox + x, oy + y) for x, y in CARD_SNAPS]
    lay.zone(f"{seat.id}:village", ZoneKind.AREA, f"{seat.name}'s village", ox, oy, SEAT_W, SEAT_H, snaps,
             owner=seat.id)
    spaces = {s["id"]: s for s in data["spaces"]}
    for prof in catalogue.main_board["professions"]:
        s = spaces[f"profession-{prof}"]
        lay.zone(space_zone(seat.id, prof), ZoneKind.AREA, f"{seat.name}'s {prof} space", bx + s["x"], by + s["y"],
                 s["w"], s["h"], [(bx + s["x"] + s["w"] / 2, by + s["y"] + s["h"] / 2)], owner=seat.id)
    left, right = spaces["school-left"], spaces["school-right"]
    lay.zone(space_zone(seat.id, "school"), ZoneKind.AREA, f"{seat.name}'s school", bx + left["x"], by + left["y"],
             right["x"] + right["w"] - left["x"], left["h"], owner=seat.id)
    for sid in SPACE_ZONES:
        s = spaces[sid]
        lay.zone(space_zone(seat.id, sid), ZoneKind.AREA, f"{seat.name}'s {s['label']}", bx + s["x"], by + s["y"],
                 s["w"], s["h"], owner=seat.id)


def _card_zone(lay: Laying, zid: str, label: str, x: float, y: float, cols: int, rows: int) -> None:
    snaps = [(x + PITCH * c + PITCH / 2, y + (CARD_H + 8) * r + (CARD_H + 8) / 2) for r in range(rows)
             for c in range(cols)]
    lay.zone(zid, ZoneKind.AREA, label, x, y, PITCH * cols, (CARD_H + 8) * rows, snaps)


def _pile(lay: Laying, zid: str, label: str, cx: float, cy: float, w: float, h: float) -> None:
    lay.zone(zid, ZoneKind.STACK, label, cx - w / 2, cy - h / 2, w, h)


def _middle_zones(lay: Laying, catalogue: Catalogue, players: int) -> None:
    """The main board, the card supply around it and the general supply under it."""
    x0, y0 = (TABLE_W - CENTER_W) / 2, (TABLE_H - CENTER_H) / 2
    _card_zone(lay, "councils", "council chamber cards", x0, y0, 4, 1)
    _card_zone(lay, "churches", "church cards", x0 + 4 * PITCH + 12, y0, 4, 1)
    row2 = y0 + CARD_H + 16 + (CARD_H + 4) / 2
    piles = [("meeting-places", "meeting place cards")]
    piles += [(f"monks-{symbol}", f"monk cards ({symbol})") for symbol in MONK_SYMBOLS]
    piles += [("fields", "field cards")] + [(f"travel-{c.lower()}", f"travel cards {c}") for c in "ABCDE"]
    for i, (zid, label) in enumerate(piles):
        column = i if i == 0 else i + 1  # the 2/12 tiles take the second column
        _pile(lay, zid, label, x0 + PITCH * column + PITCH / 2 + (12 if column > 6 else 0), row2, CARD_W + 4,
              CARD_H + 4)
    tx, ty = x0 + PITCH + 7, row2 - 29
    lay.zone("tiles-2-12", ZoneKind.AREA, "2/12 tiles", tx, ty, 58, 58,
             [(tx + 14 + 30 * (i % 2), ty + 14 + 30 * (i // 2)) for i in range(4)])
    board_y = row2 + (CARD_H + 4) / 2 + 16
    _main_board_zones(lay, catalogue, x0, board_y)
    _card_zone(lay, "crafts", "craft buildings (stable, brewery, smithy, office, wainwright)", x0 + MAIN_W + 15,
               board_y, 5, 4)
    _supply_zones(lay, x0, board_y + MAIN_H + 16, players)


def _main_board_zones(lay: Laying, catalogue: Catalogue, x: float, y: float) -> None:
    data = main_board_data(catalogue.main_board)
    snaps = [(x + s["x"] + s["w"] / 2, y + s["y"] + s["h"] / 2) for s in data["spaces"]
             if not s["id"].startswith(("display", "customer-deck"))]
    snaps += [(x + c["x"] + c["w"] / 2, y + c["y"] + c["h"] / 2) for c in data["tracks"][0]["cells"]]
    lay.zone("main-board", ZoneKind.AREA, "main board", x, y, MAIN_W, MAIN_H, snaps)
    deck = next(s for s in data["spaces"] if s["id"] == "customer-deck")
    _pile(lay, "customer-deck", "customer deck", x + deck["x"] + deck["w"] / 2, y + deck["y"] + deck["h"] / 2,
          CARD_W + 4, CARD_H + 4)
    slots = [(x + sx, y + sy) for sx, sy in display_slots(catalogue.main_board["display"])]
    left = min(s[0] for s in slots) - CARD_W / 2 - 3
    top = min(s[1] for s in slots) - CARD_H / 2 - 3
    lay.zone("display", ZoneKind.AREA, "customer display", left, top, 2 * CARD_W + 12, (CARD_H + 6) * 3 + 1, slots)


def _supply_zones(lay: Laying, x: float, y: float, players: int) -> None:
    """Adventure points, black markers and seasonal workers under the board; the dice pool beside them."""
    cx = x + 20
    labels = {"ap-1": "1 adventure point tokens", "ap-2": "2 adventure points tokens",
              "ap-5": "5 adventure points tokens", "black-markers": "black markers",
              "seasonal-workers": "seasonal-worker tiles"}
    for zid in SUPPLY_STACKS:
        size = 36.0 if zid == "seasonal-workers" else 34.0
        _pile(lay, zid, labels[zid], cx, y + 20, size, size)
        cx += 44
    px = cx - 44 + 28
    dice = 8 if players == 3 else 11
    snaps = [(px + 13 + 26 * (i % 4), y + 13 + 26 * (i // 4)) for i in range(dice)]
    lay.zone("dice-pool", ZoneKind.AREA, "dice pool (the start player rolls)", px, y, 104, 78, snaps)
    lay.zone("supply", ZoneKind.AREA, "general supply", px + 110, y, 76, 104)


def zones(seats: Sequence[Seat], catalogue: Catalogue) -> list[Zone]:
    """Every zone of the table for ``seats``, empty, in drawing order."""
    lay = Laying()
    lay.zone("table", ZoneKind.AREA, "table", 0, 0, TABLE_W, TABLE_H)
    boxed = 0
    for colour in colours(seats):
        if colour.seat is not None:
            _village_zones(lay, catalogue, colour.seat, seat_origin(colour.corner, len(seats)))
        else:
            lay.zone(f"box-{colour.slot.key}", ZoneKind.STACK, f"game box ({colour.slot.name}, not used)",
                     TABLE_W + BOX_GAP, boxed * (BOX_PILE + GAP), BOX_PILE, BOX_PILE, in_box=True)
            boxed += 1
    _middle_zones(lay, catalogue, len(seats))
    return lay.zones
