"""Where things lie on the Robinson Crusoe table: the zones of the board, the seats and the supply.

Table plan (mm): the board in the middle, off-board decks, the scenario card, starting items and
Friday/Dog along the top, the seats to the left and right (halfway down while a side has one),
supplies, dice and the cards being resolved along the bottom.  What the set-up puts aside lies face
down in the game box, beside the table (``Zone.in_box``).  Every printed space a pawn may be dropped on (an action space, an island
space, an invention space, a track) is a small zone of its own over the board, so a drop names it and
the rules can light it up; positions come from the board's printed rectangles (``board``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from msgspec.structs import replace

from ...core.model import PieceSpec, Seat, Visibility, Zone, ZoneKind
from ...lang.door import N_
from ..laying import BOX_GAP, nearest_free
from .board import centre, find_space
from .components import build_specs, spec_id
from .contents import Row, playable_scenario
from .rules.catalog import contents

TABLE_W, TABLE_H = 1840.0, 1035.0
BOARD_X, BOARD_Y = 470.0, 225.0
SEAT_W, SEAT_H = 430.0, 295.0
SEAT_ORIGINS = ((20.0, 225.0), (1390.0, 225.0), (1390.0, 530.0), (20.0, 530.0))
SEAT_MIDDLE = 377.5  # a seat alone on its side of the board sits level with the board's middle
SEAT_PLACES = {1: ((20.0, SEAT_MIDDLE),), 2: ((20.0, SEAT_MIDDLE), (1390.0, SEAT_MIDDLE)),
               3: ((20.0, SEAT_MIDDLE), SEAT_ORIGINS[1], SEAT_ORIGINS[2]), 4: SEAT_ORIGINS}
BOX_AT = (TABLE_W + BOX_GAP, 0.0, 100.0, 130.0)  # the face-down pile of what the set-up puts aside
PAWN_COLOURS = ("blue", "yellow", "black", "orange")
"""The box's player pawns, the seats' in seat order (the rulebook's four colours)."""
PAWN_COLOUR_WORDS = (N_("blue"), N_("yellow"), N_("black"), N_("orange"))
BOARD_STACKS = ("event-deck", "threat-left", "threat-right", "hunting-deck", "build-adventures",
                "gather-adventures", "explore-adventures")
TOP_STACKS = (("beast-deck", "Beast deck"), ("mystery-deck", "Mystery deck"), ("mystery-discard", "Mystery discard"),
              ("invention-deck", "Invention deck"), ("invention-discard", "Invention discard (New idea)"),
              ("island-stack", "Island tiles"), ("discovery-pile", "Discovery tokens"), ("discard", "Discard pile"))
HIDDEN_STACKS = ("invention-deck", "invention-discard")
ACTION_SPACES = ("hunt", "build", "gather", "explore", "arrange-camp", "rest", "shelter", "weather",
                 "future-resources", "available-resources")
TRACK_ZONES = ("roof", "palisade", "weapon")
SCENARIO = "castaways"
SCENARIO_AT = (25.0, 35.0)
ITEMS_AT = (1015.0, 115.0, 85.0)
HELPERS_AT = (1400.0, 115.0, 180.0)
DICE_AT = (1080.0, 875.0, 40.0, 36.0)
SUPPLY_AT = (20.0, 845.0, 66.0, 70.0, 15)


@lru_cache(maxsize=1)
def box_specs() -> dict[str, PieceSpec]:
    return build_specs(contents(), scenario_row())


@lru_cache(maxsize=1)
def scenario_row() -> Row:
    return playable_scenario(contents(), SCENARIO)


def pawn_colours() -> tuple[tuple[str, tuple[int, int, int]], ...]:
    """The colours the seats take: their pawns' (the start screen offers these four)."""
    specs = box_specs()
    return tuple((word, _rgb(specs[f"piece:pawn-{c}"])) for word, c in zip(PAWN_COLOUR_WORDS, PAWN_COLOURS, strict=True))


def seat_specs(seats: Sequence[Seat]) -> list[PieceSpec]:
    """The box's specs, with each seat's pawns looking like the box's pawns nearest its colour (a seat that
    took yellow on the start screen plays yellow pawns, although its pieces keep their seat-order ids);
    the sets nobody plays take the colours left."""
    specs = box_specs()
    pawns = {c: specs[f"piece:pawn-{c}"] for c in PAWN_COLOURS}
    taken, left = nearest_free([seat.color for seat in seats[:len(PAWN_COLOURS)]], PAWN_COLOURS, lambda c: _rgb(pawns[c]))
    looks = zip(PAWN_COLOURS, [*taken, *left], strict=True)
    mine = {pawns[own].id: replace(pawns[look], id=pawns[own].id) for own, look in looks}
    return [mine.get(spec.id, spec) for spec in specs.values()]


def _rgb(spec: PieceSpec) -> tuple[int, int, int]:
    assert spec.color is not None, f"{spec.id} has no colour in the data file"
    return spec.color


def board_data() -> Mapping[str, Any]:
    return box_specs()["board"].data


def on_board(rect: Mapping[str, Any]) -> dict[str, float]:
    return {"x": BOARD_X + rect["x"], "y": BOARD_Y + rect["y"], "w": rect["w"], "h": rect["h"]}


def board_space(space_id: str) -> dict[str, float]:
    """A printed board space's rectangle in table millimetres."""
    return on_board(find_space(board_data(), space_id))


def board_point(space_id: str) -> tuple[float, float]:
    return centre(board_space(space_id))


def track_rect(track_id: str) -> dict[str, float]:
    """The rectangle around all cells of one board track."""
    cells = next(t["cells"] for t in board_data()["tracks"] if t["id"] == track_id)
    x0, y0 = min(c["x"] for c in cells), min(c["y"] for c in cells)
    x1, y1 = max(c["x"] + c["w"] for c in cells), max(c["y"] + c["h"] for c in cells)
    return on_board({"x": x0, "y": y0, "w": x1 - x0, "h": y1 - y0})


def track_point(track_id: str, index: int) -> tuple[float, float]:
    cells = next(t["cells"] for t in board_data()["tracks"] if t["id"] == track_id)
    return centre(on_board(cells[min(index, len(cells) - 1)]))


def _area(zid: str, label: str, rect: Mapping[str, float], **extra: Any) -> Zone:
    return Zone(zid, ZoneKind.AREA, label, x=rect["x"], y=rect["y"], w=rect["w"], h=rect["h"], **extra)


def _stack(zid: str, label: str, rect: Mapping[str, float], hidden: bool = False) -> Zone:
    return Zone(zid, ZoneKind.STACK, label, visibility=Visibility.NOBODY if hidden else Visibility.PUBLIC,
                x=rect["x"], y=rect["y"], w=rect["w"], h=rect["h"])


def seat_origin(k: int, count: int) -> tuple[float, float]:
    """Where the ``k``-th of ``count`` seats lies (its zone's top left)."""
    return SEAT_PLACES[count][k]


def seat_corner(zones: Mapping[str, Zone], seat: str) -> tuple[float, float]:
    """The top left of a seat's zone: the picture lays a seat out from it, so a table saved with another
    plan of the seats still shows its game."""
    zone = zones[f"seat:{seat}"]
    return zone.x, zone.y


def scenario_cell(track: str, index: int) -> tuple[float, float]:
    spec = box_specs()[spec_id("scenario", SCENARIO)]
    cells = next(t["cells"] for t in spec.data["tracks"] if t["id"] == track)
    c = cells[min(index, len(cells) - 1)]
    return SCENARIO_AT[0] + c["x"] + c["w"] / 2, SCENARIO_AT[1] + c["y"] + c["h"] / 2


def scenario_space(space: str) -> dict[str, float]:
    spec = box_specs()[spec_id("scenario", SCENARIO)]
    r = find_space(spec.data, space)
    return {"x": SCENARIO_AT[0] + r["x"], "y": SCENARIO_AT[1] + r["y"], "w": r["w"], "h": r["h"]}


def zones(seats: Sequence[Seat]) -> list[Zone]:
    """Every zone of the table for ``seats``, empty, in drawing order."""
    specs = box_specs()
    board = specs["board"]
    data = board.data
    snaps = tuple(centre(on_board(r)) for r in list(data["spaces"]) + [c for t in data["tracks"] for c in t["cells"]])
    out = [Zone("table", ZoneKind.AREA, "Table", w=TABLE_W, h=TABLE_H),
           Zone("board", ZoneKind.AREA, "Board", x=BOARD_X, y=BOARD_Y, w=board.width, h=board.height, snaps=snaps)]
    out += [_stack(sid, find_space(data, sid)["label"], board_space(sid)) for sid in BOARD_STACKS]
    out += [_stack(sid, label, {"x": 280 + 85 * i, "y": 60, "w": 75, "h": 100}, sid in HIDDEN_STACKS)
            for i, (sid, label) in enumerate(TOP_STACKS)]
    out += [_area(f"space:{s['id']}", s["label"], on_board(s)) for s in data["spaces"]
            if s["id"].startswith(("island-", "invention-")) or s["id"] in ACTION_SPACES]
    out += [_area(f"space:{t}", t.capitalize(), track_rect(t)) for t in TRACK_ZONES]
    out += [_area(f"space:{side}", f"Threat ({side.split('-')[1]})", board_space(side))
            for side in ("threat-left", "threat-right")]
    for n, seat in enumerate(seats):
        x0, y0 = seat_origin(n, len(seats))
        out.append(Zone(f"seat:{seat.id}", ZoneKind.AREA, seat.name, owner=seat.id, x=x0, y=y0, w=SEAT_W, h=SEAT_H))
    sheet = specs[spec_id("scenario", SCENARIO)]
    sheet_snaps = tuple((SCENARIO_AT[0] + c["x"] + c["w"] / 2, SCENARIO_AT[1] + c["y"] + c["h"] / 2)
                        for t in sheet.data["tracks"] for c in t["cells"])
    out.append(Zone("scenario", ZoneKind.AREA, sheet.label, x=20, y=30, w=240, h=170, snaps=sheet_snaps))
    cells = next(t["cells"] for t in sheet.data["tracks"] if t["id"] == "woodpile")
    pile = {"x": SCENARIO_AT[0] + cells[0]["x"], "y": SCENARIO_AT[1] + cells[0]["y"],
            "w": cells[-1]["x"] + cells[-1]["w"] - cells[0]["x"], "h": cells[0]["h"]}
    out.append(_area("space:woodpile", "Woodpile", pile))
    out += [_area(f"space:scenario-{k}", "Scenario invention", scenario_space(f"invention-{k}")) for k in "ab"]
    out.append(Zone("starting-items", ZoneKind.AREA, "Starting items and kept cards", x=970, y=30, w=345, h=170))
    out.append(Zone("helpers", ZoneKind.AREA, "Friday and the Dog", x=1330, y=30, w=490, h=170))
    out.append(Zone("dice", ZoneKind.AREA, "Dice", x=1030, y=845, w=300, h=170))
    out.append(Zone("reveal", ZoneKind.AREA, "Being resolved", x=1340, y=845, w=270, h=170))
    x0, y0, dx, dy, cols = SUPPLY_AT
    supplies = [r for r in contents()["pieces"] if r["role"] == "supply"]
    out += [Zone(f"supply:{r['id']}", ZoneKind.STACK, r["title"], x=x0 + dx * (n % cols), y=y0 + dy * (n // cols),
                 w=60, h=60) for n, r in enumerate(supplies)]
    bx, by, bw, bh = BOX_AT
    out.append(Zone("box", ZoneKind.STACK, "Put aside by the set-up", visibility=Visibility.NOBODY, x=bx, y=by,
                    w=bw, h=bh, in_box=True))
    return out


