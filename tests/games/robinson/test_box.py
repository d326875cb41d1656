"""Robinson Crusoe box: every count of the rules digest, the Castaways set-up per player count, hiding,
seeding, the layout on the table and clear errors for a bad data edit."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.model import Table, Visibility, ZoneKind
from tabletop.core.visibility import is_hidden, view_for
from tabletop.games import load_game
from tabletop.games.catalogue import CatalogueError
from tabletop.games.definition import default_seats
from tabletop.games.robinson import setup
from tabletop.games.robinson.board import track_cell
from tabletop.games.robinson.contents import DATA_PATH, load_contents
from tabletop.games.robinson.options import OptionError
from tabletop.games.robinson.rules.catalog import build_catalog

COUNTS = (1, 2, 3, 4)


@cache
def table_for(players: int, seed: int = 11) -> Table:
    return setup(default_seats(players), seed, {})


def pieces_in(table: Table, zone: str) -> list[str]:
    return list(table.zones[zone].pieces)


def spec_ids(table: Table, zone: str) -> list[str]:
    return [table.pieces[p].spec for p in table.zones[zone].pieces]


def all_of(table: Table, prefix: str) -> list[str]:
    return [p.id for p in table.pieces.values() if p.spec.startswith(prefix)]


def zone_counts(table: Table, prefix: str) -> Counter[str]:
    return Counter(table.pieces[pid].zone for pid in all_of(table, prefix))


def data(table: Table, pid: str) -> Any:
    return table.spec_of(pid).data


# --- the box: the same whatever the player count -------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_every_component_of_the_box_is_on_the_table(players: int) -> None:
    t = table_for(players)
    events = all_of(t, "event:")
    assert len(events) == 73
    assert sum(data(t, e)["icon"] == "book" for e in events) == 39
    assert len(all_of(t, "wreckage:")) == 3
    decks = Counter(data(t, a)["deck"] for a in all_of(t, "adventure:"))
    assert decks == {"build": 30, "gather": 30, "explore": 30}
    titles = Counter(d["deck"] for d in {data(t, a)["title"]: data(t, a) for a in all_of(t, "adventure:")}.values())
    assert titles == {"build": 29, "gather": 26, "explore": 29}
    assert Counter(data(t, m)["type"] for m in all_of(t, "mystery:")) == {"monster": 13, "trap": 13, "treasure": 25}
    assert len(all_of(t, "beast:")) == 16
    assert Counter(data(t, i)["group"] for i in all_of(t, "invention:")) == {"starting": 9, "normal": 17,
                                                                            "personal": 4}
    assert len(all_of(t, "item:")) == 8
    assert len(all_of(t, "character:")) == 4
    assert len(all_of(t, "helper:")) == 2
    assert len(all_of(t, "scenario:")) == 6
    assert len(all_of(t, "board")) == 1
    discoveries = all_of(t, "discovery:")
    assert len(discoveries) == 22 and sum(data(t, d)["scenario"] for d in discoveries) == 4
    pawns = Counter(t.spec_of(p).label for p in t.pieces if t.spec_of(p).kind == "pawn")
    assert sum(n for label, n in pawns.items() if "player pawn" in label) == 8
    assert pawns["Friday's pawn"] == 1 and pawns["Dog's pawn"] == 1
    assert len(all_of(t, "piece:arranging-the-camp")) == 1
    for single in ("first-player", "camp", "shortcut-token", "round-marker"):
        assert len(all_of(t, f"piece:{single}")) == 1


def test_tokens_markers_and_pawns_match_the_digest() -> None:
    t = table_for(2)
    labels = Counter(t.spec_of(p).label for p in t.pieces)
    extra = sum(n for label, n in labels.items() if label.startswith("Additional pawn"))
    assert extra == 10 and len(all_of(t, "piece:extra-pawn-")) == 10
    assert len(all_of(t, "piece:weather-")) == 6 and len(all_of(t, "piece:adventure-token-")) == 6
    assert len(all_of(t, "piece:special-wound-")) == 12 and len(all_of(t, "piece:reroll-success")) == 3
    assert len(all_of(t, "piece:wound-marker")) == 6
    for effect in ("plus-wood", "plus-food", "beast-strength", "plus-pawn"):
        assert len(all_of(t, f"piece:{effect}")) == 3
    for resource in ("wood", "food", "fur", "non-perishable-food"):
        assert len(all_of(t, f"piece:{resource}")) > 0
    assert t.specs["piece:camp"].faces == ("camp", "shelter")
    assert {len(table_for(n).pieces) for n in COUNTS} == {len(t.pieces)}


def test_island_tiles_match_the_digest_totals() -> None:
    t = table_for(3)
    tiles = [data(t, p) for p in all_of(t, "tile:")]
    assert len(tiles) == 11
    assert Counter(x["terrain"] for x in tiles) == {"mountains": 3, "plains": 3, "hills": 2, "river": 2, "beach": 1}
    assert sum(x["beast"] for x in tiles) == 6
    assert sum(x["discoveries"] for x in tiles) == 16
    start = [p for p in all_of(t, "tile:") if data(t, p)["start"]]
    assert [data(t, p)["number"] for p in start] == [8]
    assert t.spec_of(start[0]).faces == ("island", "volcano")


def test_dice_have_the_digest_faces() -> None:
    t = table_for(2)
    dice = {t.spec_of(p).data["id"]: Counter(t.spec_of(p).faces) for p in pieces_in(t, "dice")}
    assert len(dice) == 12 and all(t.spec_of(p).kind == "die" for p in pieces_in(t, "dice"))
    assert dice["build-wound"] == {"wound": 2, "blank": 4}
    assert dice["build-success"] == {"success": 4, "failure": 2}
    assert dice["build-adventure"] == {"adventure": 3, "blank": 3}
    assert dice["gather-wound"] == {"wound": 1, "blank": 5}
    assert dice["gather-success"] == {"success": 5, "failure": 1}
    assert dice["gather-adventure"] == {"adventure": 3, "blank": 3}
    assert dice["explore-wound"] == {"wound": 3, "blank": 3}
    assert dice["explore-success"] == {"success": 5, "failure": 1}
    assert dice["explore-adventure"] == {"adventure": 5, "blank": 1}
    assert dice["rain"] == {"1 snow cloud": 1, "1 rain cloud": 3, "2 rain clouds": 2}
    assert dice["winter"] == {"1 snow cloud": 2, "2 snow clouds": 2, "2 rain clouds": 2}
    assert dice["hungry-animals"] == {"beast 3": 1, "palisade -1": 2, "food -1": 1, "blank": 2}


# --- the Castaways set-up ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", COUNTS)
def test_seats_get_characters_pawns_wound_markers(players: int) -> None:
    t = table_for(players)
    seats = [s.id for s in t.seats]
    chosen = []
    for n, seat in enumerate(seats):
        zone = f"seat:{seat}"
        specs = spec_ids(t, zone)
        characters = [s for s in specs if s.startswith("character:")]
        assert len(characters) == 1
        character = t.specs[characters[0]].data
        chosen.append(character["id"])
        assert f"invention:{character['personal_invention']}" in specs
        colour = ("blue", "yellow", "black", "orange")[n]
        assert specs.count(f"piece:pawn-{colour}") == 2
        marker = next(p for p in pieces_in(t, zone) if t.pieces[p].spec == "piece:wound-marker")
        board = t.pieces[next(p for p in pieces_in(t, zone) if t.pieces[p].spec == characters[0])]
        spec = t.specs[characters[0]]
        first = spec.data["tracks"][0]["cells"][0]
        assert (t.pieces[marker].x, t.pieces[marker].y) == pytest.approx(
            (board.x - spec.width / 2 + first["x"] + first["w"] / 2, board.y - spec.height / 2 + first["y"] + first["h"] / 2))
        assert board.locked
    if players <= 2:
        assert set(chosen) <= {"carpenter", "cook", "explorer"}
    box = Counter(spec_ids(t, "box"))
    assert sum(n for s, n in box.items() if s.startswith("character:")) == 4 - players
    unused = {c for c in ("carpenter", "cook", "explorer", "soldier") if c not in chosen}
    personal = {"carpenter": "snare", "cook": "fireplace", "explorer": "shortcut", "soldier": "spear"}
    assert not {s for s in box if s.startswith("invention:")}
    deck = set(spec_ids(t, "invention-deck")) | {p.spec for p in t.pieces.values() if p.zone.startswith("space:inv")}
    assert {f"invention:{personal[c]}" for c in unused} <= deck
    assert sum(n for s, n in box.items() if s.startswith("piece:pawn-") and s[11:] in
               ("blue", "yellow", "black", "orange")) == 2 * (4 - players)
    assert spec_ids(t, f"seat:{seats[0]}").count("piece:first-player") == 1


@pytest.mark.parametrize("players", COUNTS)
def test_friday_dog_and_arrange_camp_card_by_player_count(players: int) -> None:
    t = table_for(players)
    helpers = spec_ids(t, "helpers")
    assert ("helper:friday" in helpers) == (players <= 2)
    assert ("piece:pawn-friday" in helpers) == (players <= 2)
    assert ("helper:dog" in helpers) == (players == 1)
    assert ("piece:pawn-dog" in helpers) == (players == 1)
    assert helpers.count("piece:wound-marker") == (1 if players <= 2 else 0)
    assert ("piece:arranging-the-camp" in spec_ids(t, "board")) == (players == 4)
    assert (t.pieces["piece:arranging-the-camp#1"].zone == "box") == (players < 4)
    wound_markers = zone_counts(t, "piece:wound-marker")
    assert wound_markers["supply:wound-marker"] == 6 - players - (players <= 2)


@pytest.mark.parametrize("players", COUNTS)
def test_shared_set_up_steps(players: int) -> None:
    t = table_for(players)
    board = t.specs["board"].data
    on_board = [t.pieces[p] for z in t.zones if z == "board" or z.startswith("space:") for p in pieces_in(t, z)]

    def at(track: str, index: int) -> list[str]:
        cell = track_cell(board, track, index)
        cx, cy = 470 + cell["x"] + cell["w"] / 2, 225 + cell["y"] + cell["h"] / 2
        return [p.spec for p in on_board if (p.x, p.y) == pytest.approx((cx, cy))]

    assert cell_text(board, "morale", 3) == "0"
    assert at("morale", 3 + (players == 1)) == ["piece:white-marker"]  # solo: morale +1 in round 1's Morale phase
    assert at("weapon", 0) == ["piece:black-marker"]
    inventions = [p for p in on_board if p.spec.startswith("invention:")]
    groups = Counter(t.specs[p.spec].data["group"] for p in inventions)
    assert groups["starting"] == 9 and groups.total() == 14 and all(p.face == 0 for p in inventions)
    assert Counter(spec_ids(t, "invention-deck")).total() == {1: 15, 2: 14, 3: 13, 4: 12}[players]
    assert t.zones["invention-deck"].visibility is Visibility.NOBODY
    shovel = next(p for p in inventions if p.spec == "invention:shovel")
    assert any(p.spec == "piece:black-marker" and abs(p.x - shovel.x) < 31 and abs(p.y - shovel.y) < 44
               for p in on_board)
    start = [p for p in on_board if p.spec == "tile:8"][0]
    camp = [p for p in on_board if p.spec == "piece:camp"][0]
    assert (camp.x, camp.y, camp.face) == (start.x, start.y, 0)
    assert len(pieces_in(t, "island-stack")) == 10
    for deck in ("build", "gather", "explore"):
        assert {t.specs[s].data["deck"] for s in spec_ids(t, f"{deck}-adventures")} == {deck}
        assert len(pieces_in(t, f"{deck}-adventures")) == 30
    assert len(pieces_in(t, "beast-deck")) == 16 and len(pieces_in(t, "mystery-deck")) == 51
    assert len(pieces_in(t, "discovery-pile")) == 22 and pieces_in(t, "hunting-deck") == []
    assert spec_ids(t, "threat-right") == ["wreckage:food-crates"] and pieces_in(t, "threat-left") == []
    assert t.pieces[pieces_in(t, "threat-right")[0]].face == 0
    items = [p for p in pieces_in(t, "starting-items") if p.startswith("item:")]
    assert len(items) == 2 and spec_ids(t, "starting-items").count("piece:black-marker") == 4
    assert sum(s.startswith("item:") for s in spec_ids(t, "box")) == 6
    assert sum(s.startswith("wreckage:") for s in spec_ids(t, "box")) == 2
    scenario = spec_ids(t, "scenario")
    assert scenario == ["scenario:castaways", "piece:round-marker"]
    assert sum(s.startswith("scenario:") for s in spec_ids(t, "box")) == 5
    assert t.specs["scenario:castaways"].data["tracks"][0]["cells"][0]["text"] == "1"
    assert spec_ids(t, "table") == ["board"] and t.pieces[pieces_in(t, "table")[0]].locked
    assert all(t.pieces[p].locked for p in t.pieces if t.spec_of(p).kind == "board" and t.pieces[p].zone != "box")


def cell_text(board: Any, track: str, index: int) -> str:
    return str(track_cell(board, track, index)["text"])


@pytest.mark.parametrize("players", COUNTS)
def test_event_deck_is_six_book_and_six_adventure_cards(players: int) -> None:
    t = table_for(players)
    deck = pieces_in(t, "event-deck")
    assert len(deck) == 12
    assert Counter(data(t, p)["icon"] == "book" for p in deck) == {True: 6, False: 6}
    assert sum(s.startswith("event:") for s in spec_ids(t, "box")) == 61


@pytest.mark.parametrize("players", COUNTS)
def test_decks_face_down_and_hidden_from_every_seat(players: int) -> None:
    t = table_for(players)
    hidden = ("event-deck", "build-adventures", "gather-adventures", "explore-adventures", "beast-deck",
              "mystery-deck", "island-stack", "discovery-pile", "invention-deck", "box")
    for seat in [s.id for s in t.seats] + [None]:
        for zone in hidden:
            assert all(is_hidden(t, p, seat) for p in pieces_in(t, zone)), zone
        view = view_for(t, seat)
        shown = {view.pieces[p].spec for z in hidden for p in view.zones[z].pieces}
        assert all(s.startswith("back:") for s in shown)
    assert not any(is_hidden(t, p, "p1") for p in pieces_in(t, "board") + pieces_in(t, "threat-right"))


def test_supplies_hold_every_token_marker_and_cube() -> None:
    t = table_for(3)
    supply = {z.id: len(z.pieces) for z in t.zones.values() if z.id.startswith("supply:")}
    assert supply["supply:black-marker"] == 30 - 1 - 1 - 4
    assert supply["supply:white-marker"] == 9
    assert supply["supply:wood"] == 30 - 1 and supply["supply:determination"] == 40  # round 1 produced a wood
    assert supply["supply:special-wound-head"] == 3 and supply["supply:reroll-success"] == 3
    assert all(t.zones[z].kind is ZoneKind.STACK for z in supply)


# --- options, seeding, data errors ---------------------------------------------------------------------------------


def test_variants_add_friday_dog_and_change_the_mixes() -> None:
    t = setup(default_seats(3), 5, {"friday": True, "dog": True, "starting_items": 4, "book_events": 8,
                                    "adventure_events": 4, "random_wreckage": True})
    assert {"helper:friday", "helper:dog"} <= set(spec_ids(t, "helpers"))
    assert sum(s.startswith("item:") for s in spec_ids(t, "starting-items")) == 4
    assert Counter(data(t, p)["icon"] == "book" for p in pieces_in(t, "event-deck")) == {True: 8, False: 4}
    assert len(pieces_in(t, "threat-right")) == 1
    solo = setup(default_seats(1), 5, {"dog": False, "friday": False})
    assert spec_ids(solo, "helpers") == []
    wrecks = {spec_ids(setup(default_seats(2), s, {"random_wreckage": True}), "threat-right")[0] for s in range(8)}
    assert len(wrecks) > 1 and wrecks <= {"wreckage:food-crates", "wreckage:wrecked-lifeboat",
                                          "wreckage:captains-chest"}


@pytest.mark.parametrize("options", [{"friday": "yes"}, {"starting_items": 9}, {"book_events": -1},
                                     {"adventure_events": 40}, {"random_wreckage": 1}])
def test_bad_options_are_refused_in_words(options: dict[str, Any]) -> None:
    with pytest.raises(OptionError, match="Robinson Crusoe"):
        setup(default_seats(2), 1, options)
    with pytest.raises(ValueError, match="1 to 4 players"):
        setup(default_seats(5), 1, {})


def test_options_that_are_not_ours_are_left_alone() -> None:
    marked = setup(default_seats(2), 9, {"finished": True, "friday": None})
    assert dict(marked.pieces) == dict(table_for(2, 9).pieces)


def test_same_seed_same_table_other_seed_other_order() -> None:
    a, b = setup(default_seats(3), 42, {}), setup(default_seats(3), 42, {})
    assert dict(a.pieces) == dict(b.pieces) and dict(a.zones) == dict(b.zones)
    c = setup(default_seats(3), 43, {})
    assert a.zones["event-deck"].pieces != c.zones["event-deck"].pieces
    assert a.zones["mystery-deck"].pieces != c.zones["mystery-deck"].pieces


def test_definition_is_registered() -> None:
    d = load_game("robinson")
    assert (d.id, d.min_seats, d.max_seats) == ("robinson", 1, 4) and d.rules is not None
    assert d.rules().engine.game == "robinson" and d.binding(default_seats(2), 3, {}) is not None
    assert d.setup(default_seats(2), 3, {}).game == "robinson"


def edited(tmp_path: Path, section: str, row_id: str, field: str, value: Any) -> Path:
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    next(r for r in raw[section] if r["id"] == row_id)[field] = value
    path = tmp_path / "robinson.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize(("section", "row_id", "field", "value"), [
    ("beasts", "tiger", "strength", "six"),
    ("events", "storm", "icon", "weather"),
    ("dice", "rain", "faces", ["1 rain cloud"] * 5),
    ("characters", "cook", "personal_invention", "spear"),
    ("inventions", "bow", "items", ["knife", "laser"]),
    ("pieces", "wood", "format", "crate"),
])
def test_a_bad_edit_names_file_card_and_field(tmp_path: Path, section: str, row_id: str, field: str,
                                              value: Any) -> None:
    path = edited(tmp_path, section, row_id, field, value)
    with pytest.raises(CatalogueError) as err:
        build_catalog(load_contents(path), path.name)
    message = str(err.value)
    assert "robinson.json" in message and repr(row_id) in message and repr(field) in message


def test_the_shipped_data_loads_and_is_tagged() -> None:
    contents = load_contents()
    for rows in contents.sections.values():
        for row in rows:
            assert row["source"] in ("rulebook", "public", "reconstructed")
            assert row["source"] != "public" or row["reference"]


# --- the table plan ----------------------------------------------------------------------------------------------


def _rect(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
    return (x, y, x + w, y + h)


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] - 0.01 and b[0] < a[2] - 0.01 and a[1] < b[3] - 0.01 and b[1] < a[3] - 0.01


def _inside(r: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    return outer[0] <= r[0] and outer[1] <= r[1] and r[2] <= outer[2] and r[3] <= outer[3]


@pytest.mark.parametrize("players", COUNTS)
def test_layout_fits_the_table_without_overlaps(players: int) -> None:
    t = table_for(players)
    assert 1.6 <= t.width / t.height <= 1.9
    loose = {}
    for zone in t.zones.values():
        if zone.kind is ZoneKind.AREA:
            for pid in zone.pieces:
                p, s = t.pieces[pid], t.spec_of(pid)
                loose[pid] = _rect(p.x - s.width / 2, p.y - s.height / 2, s.width, s.height)
    boards = [r for pid, r in loose.items() if t.spec_of(pid).kind == "board"]
    carriers = {pid: r for pid, r in loose.items() if t.spec_of(pid).kind in ("board", "card", "tile")}

    def lies_on_something(pid: str) -> bool:
        p = t.pieces[pid]
        area = t.spec_of(pid).width * t.spec_of(pid).height
        return any(other != pid and r[0] <= p.x <= r[2] and r[1] <= p.y <= r[3]
                   and (r[2] - r[0]) * (r[3] - r[1]) > area for other, r in carriers.items())

    top = [r for pid, r in loose.items() if not lies_on_something(pid)]
    stacks = [_rect(z.x, z.y, z.w, z.h) for z in t.zones.values() if z.kind is ZoneKind.STACK and not z.in_box
              and not any(_inside(_rect(z.x, z.y, z.w, z.h), b) for b in boards)]
    things = top + stacks
    table = (0.0, 0.0, t.width, t.height)
    assert all(z.x > t.width for z in t.zones.values() if z.in_box), "the game box lies beside the table"
    assert all(_inside(r, table) for r in things)
    clashes = [(a, b) for i, a in enumerate(things) for b in things[i + 1:] if _overlap(a, b)]
    assert clashes == []
    for zone in t.zones.values():
        if zone.kind is ZoneKind.AREA:
            assert _inside(_rect(zone.x, zone.y, zone.w, zone.h), table)
            assert all(_inside(loose[p], _rect(zone.x, zone.y, zone.w, zone.h)) for p in zone.pieces), zone.id
