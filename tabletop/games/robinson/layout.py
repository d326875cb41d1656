"""Scenario 1 (Castaways) laid out for 1-4 players, step by step as the rulebook sets it up.

Every piece of the box starts in a pool and is taken from it by a set-up step; whatever a step
leaves over goes back to the box (a hidden pile, as in the rulebook: unused characters, events,
starting items) or, for tokens and markers, to its supply pile.  So nothing is lost or made twice,
and the counts on the table are the counts in the data file.  Table plan (mm): the board in the
middle, off-board decks, the scenario card, starting items and Friday/Dog along the top, the seats
to the left and right, supplies, dice and the box along the bottom.  The rulebook gives the
first-player token to the youngest player; the table cannot know ages, so the first seat takes it
(pass it on the table).  Unused characters take their personal inventions back to the box.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind, build_table
from ..definition import setup_rng
from .board import MORALE_LEVELS, START_SPACE, centre, find_space, track_cell
from .components import build_specs, spec_id
from .contents import DATA_PATH, Contents, Row, load_contents, playable_scenario
from .options import resolve_options

TABLE_W, TABLE_H = 1840.0, 1035.0
BOARD_X, BOARD_Y = 470.0, 225.0
SEAT_W, SEAT_H = 430.0, 295.0
SEAT_ORIGINS = ((20.0, 225.0), (1390.0, 225.0), (1390.0, 530.0), (20.0, 530.0))
PAWN_COLOURS = ("blue", "yellow", "black", "orange")
BOARD_STACKS = ("event-deck", "threat-left", "threat-right", "hunting-deck", "build-adventures",
                "gather-adventures", "explore-adventures")
TOP_STACKS = (("beast-deck", "Beast deck"), ("mystery-deck", "Mystery deck"), ("mystery-discard", "Mystery discard"),
              ("invention-deck", "Invention deck"), ("invention-discard", "Invention discard (New idea)"),
              ("island-stack", "Island tiles"), ("discovery-pile", "Discovery tokens"), ("discard", "Discard pile"))
HIDDEN_STACKS = ("invention-deck", "invention-discard")
SCENARIO = "castaways"


@dataclass
class _Layout:
    """The zones and pieces being laid out, and the pools of pieces not placed yet."""

    specs: Mapping[str, PieceSpec]
    pools: dict[str, list[str]]
    zones: list[Zone] = field(default_factory=list)
    pieces: list[Piece] = field(default_factory=list)

    def zone(self, zone: Zone) -> Zone:
        self.zones.append(zone)
        return zone

    def take(self, spec: str) -> str:
        return self.pools[spec].pop(0)

    def put(self, piece_id: str, spec: str, zone: str, x: float, y: float, face: int = 0, locked: bool = False,
            owner: str | None = None) -> str:
        self.pieces.append(Piece(piece_id, spec, zone, face, x, y, owner=owner, locked=locked))
        return piece_id

    def place(self, spec: str, zone: str, x: float, y: float, face: int = 0, locked: bool = False,
              owner: str | None = None) -> str:
        return self.put(self.take(spec), spec, zone, x, y, face, locked, owner)

    def pile(self, zone: Zone, ids: Sequence[str], face_down: bool) -> None:
        """Stack ``ids`` (bottom to top) in ``zone``, on their hidden back when ``face_down``."""
        cx, cy = zone.center
        for pid in ids:
            spec = self.specs[_spec_of(pid)]
            face = min(spec.hidden_faces) if face_down and spec.hidden_faces else 0
            self.put(pid, spec.id, zone.id, cx, cy, face)


def _spec_of(piece_id: str) -> str:
    return piece_id.split("#", 1)[0]


def _pools(contents: Contents, specs: Mapping[str, PieceSpec]) -> dict[str, list[str]]:
    """Piece ids by spec: ``spec#n`` for each copy, in data order."""
    copies = {sid: 1 for sid in specs}
    for section, prefix in (("events", "event"), ("adventures", "adventure"), ("mysteries", "mystery"),
                            ("discovery_tokens", "discovery")):
        for row in contents[section]:
            copies[spec_id(prefix, row["id"])] = row["copies"]
    for row in contents["pieces"]:
        copies[spec_id("piece", row["id"])] = row["count"]
    return {sid: [f"{sid}#{n + 1}" for n in range(count)] for sid, count in copies.items()}


def _ids(lay: _Layout, specs: Sequence[str]) -> list[str]:
    return [pid for s in specs for pid in lay.pools.pop(s)]


def _stack(lay: _Layout, zid: str, label: str, rect: Mapping[str, float], hidden: bool = False) -> Zone:
    return lay.zone(Zone(zid, ZoneKind.STACK, label, visibility=Visibility.NOBODY if hidden else Visibility.PUBLIC,
                         x=rect["x"], y=rect["y"], w=rect["w"], h=rect["h"]))


def _on_board(rect: Mapping[str, Any]) -> dict[str, float]:
    return {"x": BOARD_X + rect["x"], "y": BOARD_Y + rect["y"], "w": rect["w"], "h": rect["h"]}


def _board_snaps(data: Mapping[str, Any]) -> tuple[tuple[float, float], ...]:
    rects = list(data["spaces"]) + [c for t in data["tracks"] for c in t["cells"]]
    return tuple(centre(_on_board(r)) for r in rects)


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any], data_file: Path = DATA_PATH) -> Table:
    """The Castaways table for ``seats`` (1-4), shuffled from ``seed``."""
    if not 1 <= len(seats) <= 4:
        raise ValueError(f"Robinson Crusoe is for 1 to 4 players, not {len(seats)}")
    contents = load_contents(data_file)
    scenario = playable_scenario(contents, SCENARIO, data_file.name)
    books = sum(r["copies"] for r in contents["events"] if r["icon"] == "book")
    events = sum(r["copies"] for r in contents["events"])
    opts = resolve_options(len(seats), options, scenario, len(contents["starting_items"]), books, events - books)
    specs = build_specs(contents, scenario)
    lay = _Layout(specs, _pools(contents, specs))
    rng = setup_rng(seed)
    board = specs["board"].data
    lay.zone(Zone("table", ZoneKind.AREA, "Table", w=TABLE_W, h=TABLE_H))
    lay.place("board", "table", BOARD_X + specs["board"].width / 2, BOARD_Y + specs["board"].height / 2, locked=True)
    lay.zone(Zone("board", ZoneKind.AREA, "Board", x=BOARD_X, y=BOARD_Y, w=specs["board"].width,
                  h=specs["board"].height, snaps=_board_snaps(board)))
    stacks = {sid: _stack(lay, sid, find_space(board, sid)["label"], _on_board(find_space(board, sid)))
              for sid in BOARD_STACKS}
    for i, (sid, label) in enumerate(TOP_STACKS):
        stacks[sid] = _stack(lay, sid, label, {"x": 280 + 85 * i, "y": 60, "w": 75, "h": 100}, sid in HIDDEN_STACKS)

    def on_board(sid: str) -> tuple[float, float]:
        return centre(_on_board(find_space(board, sid)))

    def on_track(track: str, index: int) -> tuple[float, float]:
        return centre(_on_board(track_cell(board, track, index)))

    _seat_characters(lay, contents, seats, rng)
    lay.place("piece:white-marker", "board", *on_track("morale", MORALE_LEVELS.index(0)))
    lay.place("piece:black-marker", "board", *on_track("weapon", 0))
    _inventions(lay, contents, rng, on_board, stacks["invention-deck"])
    for deck in ("build", "gather", "explore"):
        ids = _ids(lay, [spec_id("adventure", r["id"]) for r in contents["adventures"] if r["deck"] == deck])
        rng.shuffle(ids)
        lay.pile(stacks[f"{deck}-adventures"], ids, face_down=True)
    for section, prefix, stack in (("beasts", "beast", "beast-deck"), ("mysteries", "mystery", "mystery-deck")):
        ids = _ids(lay, [spec_id(prefix, r["id"]) for r in contents[section]])
        rng.shuffle(ids)
        lay.pile(stacks[stack], ids, face_down=True)
    _island(lay, contents, rng, on_board(START_SPACE), stacks["island-stack"])
    _starting_items(lay, contents, rng, opts["starting_items"])
    ids = _ids(lay, [spec_id("discovery", r["id"]) for r in contents["discovery_tokens"]])
    rng.shuffle(ids)
    lay.pile(stacks["discovery-pile"], ids, face_down=True)
    _scenario_sheet(lay, scenario)
    _event_deck(lay, contents, rng, opts, stacks["event-deck"])
    wreckage = [spec_id("wreckage", r["id"]) for r in contents["wreckage"]]
    chosen = rng.choice(wreckage) if opts["random_wreckage"] else spec_id("wreckage", scenario["wreckage"])
    lay.pile(stacks["threat-right"], _ids(lay, [chosen]), face_down=False)
    x0, y0 = SEAT_ORIGINS[0]
    lay.place("piece:first-player", f"seat:{seats[0].id}", x0 + 250, y0 + 125)
    if len(seats) == 4:
        lay.place("piece:arranging-the-camp", "board", *on_board("arrange-camp"))
    _helpers(lay, opts)
    _dice_and_supply(lay, contents)
    box = lay.zone(Zone("box", ZoneKind.STACK, "Game box", visibility=Visibility.NOBODY, x=1620, y=845, w=200, h=170))
    lay.pile(box, [pid for ids in lay.pools.values() for pid in ids], face_down=True)
    return build_table(seats, specs.values(), lay.zones, lay.pieces, TABLE_W, TABLE_H, game="robinson")


def _seat_characters(lay: _Layout, contents: Contents, seats: Sequence[Seat], rng: random.Random) -> None:
    """Step 2: a random character per player (Carpenter, Cook, Explorer only with 1-2 players)."""
    eligible = [r for r in contents["characters"] if r["small_game"] or len(seats) > 2]
    rng.shuffle(eligible)
    for n, (seat, row) in enumerate(zip(seats, eligible, strict=False)):
        x0, y0 = SEAT_ORIGINS[n]
        spec = lay.specs[spec_id("character", row["id"])]
        zid = f"seat:{seat.id}"
        left, top = x0 + 10, y0 + 30
        data = spec.data
        life = [(left + c["x"] + c["w"] / 2, top + c["y"] + c["h"] / 2) for c in data["tracks"][0]["cells"]]
        pawn_spots = ((x0 + 245, y0 + 60), (x0 + 275, y0 + 60))
        lay.zone(Zone(zid, ZoneKind.AREA, f"{seat.name}: {row['title']}", owner=seat.id, x=x0, y=y0, w=SEAT_W,
                      h=SEAT_H, snaps=tuple(life) + pawn_spots))
        lay.place(spec.id, zid, left + spec.width / 2, top + spec.height / 2, locked=True, owner=seat.id)
        personal = find_space(dict(data), "personal-invention")
        lay.place(spec_id("invention", row["personal_invention"]), zid, *centre({**personal, "x": left + personal["x"],
                                                                                  "y": top + personal["y"]}))
        for spot in pawn_spots:
            lay.place(f"piece:pawn-{PAWN_COLOURS[n]}", zid, *spot, owner=seat.id)
        lay.place("piece:wound-marker", zid, *life[0])


def _inventions(lay: _Layout, contents: Contents, rng: random.Random, on_board: Callable[[str], tuple[float, float]],
                deck: Zone) -> None:
    """Steps 5 and 10: the 9 starting and 5 random inventions on the board; the Shovel's beach marked."""
    starting = [spec_id("invention", r["id"]) for r in contents["inventions"] if r["group"] == "starting"]
    normal = [spec_id("invention", r["id"]) for r in contents["inventions"] if r["group"] == "normal"]
    rng.shuffle(normal)
    for n, sid in enumerate(starting + normal[:5]):
        x, y = on_board(f"invention-{n + 1}")
        lay.place(sid, "board", x, y)
        if sid == spec_id("invention", "shovel"):
            lay.place("piece:black-marker", "board", x - 18, y + 30)
    lay.pile(deck, _ids(lay, normal[5:]), face_down=False)


def _island(lay: _Layout, contents: Contents, rng: random.Random, start: tuple[float, float], stack: Zone) -> None:
    """Steps 9 and 11: the start tile with the camp on it; the other tiles shuffled face down."""
    tiles = [spec_id("tile", str(r["number"])) for r in contents["island_tiles"] if not r["start"]]
    first = next(spec_id("tile", str(r["number"])) for r in contents["island_tiles"] if r["start"])
    lay.place(first, "board", *start)
    lay.place("piece:camp", "board", *start)
    ids = _ids(lay, tiles)
    rng.shuffle(ids)
    lay.pile(stack, ids, face_down=True)


def _starting_items(lay: _Layout, contents: Contents, rng: random.Random, count: int) -> None:
    """Step 12: ``count`` random starting items face up, two black markers on each to count uses."""
    lay.zone(Zone("starting-items", ZoneKind.AREA, "Starting items", x=970, y=30, w=345, h=170))
    items = [spec_id("item", r["id"]) for r in contents["starting_items"]]
    rng.shuffle(items)
    for n, sid in enumerate(items[:count]):
        x, y = 1015 + 85 * n, 115
        lay.place(sid, "starting-items", x, y)
        for dx in (-12, 12):
            lay.place("piece:black-marker", "starting-items", x + dx, y + 30)


def _scenario_sheet(lay: _Layout, scenario: Row) -> None:
    """Step 15: the scenario card beside the board, the round marker on round 1."""
    spec = lay.specs[spec_id("scenario", scenario["id"])]
    left, top = 25.0, 35.0
    cell = spec.data["tracks"][0]["cells"][0]
    snaps = [(left + c["x"] + c["w"] / 2, top + c["y"] + c["h"] / 2) for t in spec.data["tracks"] for c in t["cells"]]
    lay.zone(Zone("scenario", ZoneKind.AREA, spec.label, x=20, y=30, w=240, h=170, snaps=tuple(snaps)))
    lay.place(spec.id, "scenario", left + spec.width / 2, top + spec.height / 2, locked=True)
    lay.place("piece:round-marker", "scenario", left + cell["x"] + cell["w"] / 2, top + cell["y"] + cell["h"] / 2)


def _event_deck(lay: _Layout, contents: Contents, rng: random.Random, opts: Mapping[str, Any], deck: Zone) -> None:
    """Step 16: book and adventure-icon piles shuffled apart, the scenario's share of each shuffled together."""
    book = _ids(lay, [spec_id("event", r["id"]) for r in contents["events"] if r["icon"] == "book"])
    other = _ids(lay, [spec_id("event", r["id"]) for r in contents["events"] if r["icon"] != "book"])
    rng.shuffle(book)
    rng.shuffle(other)
    chosen = book[:opts["book_events"]] + other[:opts["adventure_events"]]
    rng.shuffle(chosen)
    lay.pile(deck, chosen, face_down=True)
    for pid in book[opts["book_events"]:] + other[opts["adventure_events"]:]:
        lay.pools.setdefault(_spec_of(pid), []).append(pid)


def _helpers(lay: _Layout, opts: Mapping[str, Any]) -> None:
    """Step 20 and the variants: Friday's card, pawn and wound marker; the Dog's card and pawn."""
    lay.zone(Zone("helpers", ZoneKind.AREA, "Friday and the Dog", x=1330, y=30, w=490, h=170))
    for n, who in enumerate(("friday", "dog")):
        if not opts[who]:
            continue
        spec = lay.specs[spec_id("helper", who)]
        cx, cy = 1400 + 180 * n, 115.0
        lay.place(spec.id, "helpers", cx, cy, locked=True)
        lay.place(f"piece:pawn-{who}", "helpers", cx + spec.width / 2 + 20, cy)
        if spec.data["tracks"]:
            c = spec.data["tracks"][0]["cells"][0]
            lay.place("piece:wound-marker", "helpers", cx - spec.width / 2 + c["x"] + c["w"] / 2,
                      cy - spec.height / 2 + c["y"] + c["h"] / 2)


def _dice_and_supply(lay: _Layout, contents: Contents) -> None:
    """Step 14: dice in a tray; every supply token, marker, cube and additional pawn in its own pile."""
    lay.zone(Zone("dice", ZoneKind.AREA, "Dice", x=1030, y=845, w=300, h=170))
    for n, row in enumerate(contents["dice"]):
        lay.place(spec_id("die", row["id"]), "dice", 1080 + 40 * (n % 3), 875 + 36 * (n // 3))
    supplies = [r for r in contents["pieces"] if r["role"] == "supply"]
    for n, row in enumerate(supplies):
        sid = spec_id("piece", row["id"])
        x, y = 20 + 66 * (n % 15), 845 + 70 * (n // 15)
        zone = lay.zone(Zone(f"supply:{row['id']}", ZoneKind.STACK, row["title"], x=x, y=y, w=60, h=60))
        lay.pile(zone, lay.pools.pop(sid), face_down=False)
