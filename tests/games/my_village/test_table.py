"""My Village's box and set-up: every count, each player count's differences, seeding, table shape."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from msgspec.structs import replace

from tabletop.core.model import Seat, Table, ZoneKind
from tabletop.core.visibility import is_hidden, view_for
from tabletop.games import load_game
from tabletop.games.board_spaces import space_center, track_cell_center
from tabletop.games.catalogue import CatalogueError
from tabletop.games.definition import SEAT_COLORS, default_seats
from tabletop.games.laying import colour_slots
from tabletop.games.my_village import setup
from tabletop.games.my_village.catalogue import DATA_FILE, load
from tabletop.games.my_village.components import all_specs
from tests.games.table_checks import assert_fits_without_overlaps, edited_copy, inside, piece_rect

COUNTS = (2, 3, 4)


def _table(players: int, seed: int = 7) -> Table:
    return load_game("my_village").setup(default_seats(players), seed, {})


def _specs_count(table: Table) -> Counter[str]:
    return Counter(table.specs[p.spec].tags[0] for p in table.pieces.values())


def _round(point: tuple[float, float]) -> tuple[float, float]:
    return (round(point[0], 6), round(point[1], 6))


@pytest.mark.parametrize("players", COUNTS)
def test_everything_in_the_box_is_on_the_table(players: int) -> None:
    table = _table(players)
    assert len(table.pieces) == 276
    kinds = Counter(table.spec_of(p).tags[1] for p in table.pieces if table.spec_of(p).kind == "card")
    assert kinds == {"church": 4, "monk": 12, "council": 4, "meeting_place": 4, "field": 8, "travel": 19,
                     "craft": 20, "customer": 33}
    counts = _specs_count(table)
    assert counts["white-die"] == 8 and counts["black-die"] == 3 and counts["rat-die"] == 1
    for name, n in {"rat": 1, "headman": 4, "time-marker": 4, "reaper": 4, "ap-1": 31, "ap-2": 14, "ap-5": 13,
                    "black-marker": 70, "seasonal-worker": 4, "start-player": 1, "tile-2-12": 4, "overview": 4,
                    "scoring-pad": 1}.items():
        assert counts[name] == n, name
    assert sum(1 for p in table.pieces if table.spec_of(p).kind == "board") == 5


def test_decks_match_the_rulebook_aggregates() -> None:
    cards = load().cards
    monks = Counter(c["deck"] for c in cards if c["kind"] == "monk")
    assert monks == {"quill": 3, "chalice": 4, "rosary": 5}
    travel = Counter(c["deck"] for c in cards if c["kind"] == "travel")
    assert travel == {"A": 4, "B": 4, "C": 4, "D": 4, "E": 3}
    chapels = [c for c in cards if c["chapel"]]
    assert len(chapels) == 1 and chapels[0]["deck"] == "D" and chapels[0]["points"] == 8
    crafts = Counter((c["deck"], c["good"]) for c in cards if c["kind"] == "craft")
    assert crafts == {(k, g): 4 for k, g in (("stable", "horse"), ("brewery", "beer"), ("smithy", "plough"),
                                             ("office", "scroll"), ("wainwright", "wagon"))}
    assert {c["title"] for c in cards if c["kind"] == "church"} == {
        "Healing church", "Monastery church", "Merchant church", "Travel church"}
    assert {c["title"] for c in cards if c["kind"] == "council"} == {
        "Financial council", "Territorial council", "Population council", "Guild council"}
    assert all(c["points"] == 1 for c in cards if c["kind"] == "field")
    financial = next(c for c in cards if c["id"] == "council-financial")
    assert (financial["flag"], financial["time"]) == ([3], 4)
    travel_c = [c for c in cards if c["deck"] == "C"]
    assert all(c["flag"] == [7] and c["time"] == 2 and c["cost"] == [{"wagon": 1}, {"coin": 2}] for c in travel_c)
    assert all(c["source"] in ("rulebook", "public", "reconstructed") for c in cards)
    assert all(c["reference"] for c in load().components if c["source"] == "public")


@pytest.mark.parametrize("players", COUNTS)
def test_dice_pool_and_rat_follow_the_player_count(players: int) -> None:
    table = _table(players)
    pool = Counter(table.spec_of(p).id for p in table.zones["dice-pool"].pieces)
    assert pool == ({"white-die": 6, "black-die": 2} if players == 3 else {"white-die": 8, "black-die": 3})
    boxed = [p for z in table.zones.values() if z.id.startswith("box-") for p in z.pieces]
    assert sum(1 for p in boxed if table.spec_of(p).is_die) == (3 if players == 3 else 0)
    board = load().main_board
    main = table.pieces["main-board"]
    rat = table.pieces["rat"]
    cells = table.spec_of("main-board").data["tracks"][0]["cells"]
    distance = board["rat_start"][str(players)]
    cx, cy = track_cell_center(table.spec_of("main-board").data, "rat-track", len(cells) - 1 - distance)
    assert _round((rat.x, rat.y)) == _round((main.x - 215 + cx, main.y - 150 + cy))
    assert f"{players}p start" in cells[len(cells) - 1 - distance]["text"]


@pytest.mark.parametrize("players", COUNTS)
def test_each_seat_starts_as_the_rulebook_says(players: int) -> None:
    table = _table(players)
    coins_by_seat = {}
    for seat in table.seats:
        zone = table.zones[f"{seat.id}:village"]
        mine = [p for z in table.zones.values() if z.owner == seat.id for p in z.pieces]
        boards = [p for p in zone.pieces if table.spec_of(p).kind == "board"]
        assert len(boards) == 1 and table.pieces[boards[0]].locked
        board = table.pieces[boards[0]]
        data = table.spec_of(boards[0]).data
        left, top = board.x - 150, board.y - 100

        def at(piece: str, left: float = left, top: float = top) -> tuple[float, float]:
            return _round((table.pieces[piece].x - left, table.pieces[piece].y - top))

        markers = [p for p in mine if table.spec_of(p).id == "black-marker"]
        professions = {_round(space_center(data, f"profession-{p}")) for p in load().main_board["professions"]}
        assert {at(m) for m in markers} >= professions
        coins = [m for m in markers if at(m) not in professions]
        barn = [s for s in data["spaces"] if s["id"] == "money-barn"][0]
        assert all(barn["x"] <= at(c)[0] <= barn["x"] + barn["w"] for c in coins)
        coins_by_seat[seat.id] = len(coins)
        assert at(f"headman-{seat.id}") == _round(space_center(data, "main-building"))
        assert at(f"time-marker-{seat.id}") == _round(track_cell_center(data, "time-track", 1))
        reaper = [p for p in zone.pieces if table.spec_of(p).id == "reaper"]
        assert [at(r) for r in reaper] == [_round(track_cell_center(data, "time-track", 0))]
        assert sum(1 for p in zone.pieces if table.spec_of(p).id == "overview") == 1
    starter = table.pieces["start-player"]
    start_seat = next(s.id for s in table.seats if starter.zone == f"{s.id}:village")
    assert starter.face == 0 and coins_by_seat[start_seat] == 1
    order = [s.id for s in table.seats]
    i = order.index(start_seat)
    assert [coins_by_seat[order[(i + k) % players]] for k in range(players)] == list(range(1, players + 1))
    unused = [z for z in table.zones.values() if z.id.startswith("box-")]
    assert len(unused) == 4 - players
    assert all(sum(1 for p in z.pieces if table.spec_of(p).kind == "board") == 1 for z in unused)


@pytest.mark.parametrize("players", COUNTS)
def test_decks_are_shuffled_face_down_and_the_display_is_open(players: int) -> None:
    table = _table(players)
    display = table.zones["display"].pieces
    assert len(display) == 6 and all(table.pieces[p].face == 0 for p in display)
    deck = table.zones["customer-deck"].pieces
    assert len(deck) == 27 and table.zones["customer-deck"].kind is ZoneKind.STACK
    for zid in ("customer-deck", "travel-a", "travel-b", "travel-c", "travel-d", "travel-e"):
        pieces = table.zones[zid].pieces
        assert pieces and all(is_hidden(table, p, s.id) for p in pieces for s in table.seats)
    view = view_for(table, "p1")
    assert not set(view.zones["customer-deck"].pieces) & set(deck)
    for zid, n in {"monks-quill": 3, "monks-chalice": 4, "monks-rosary": 5, "fields": 8, "meeting-places": 4}.items():
        assert len(table.zones[zid].pieces) == n and all(table.pieces[p].face == 1 for p in table.zones[zid].pieces)
    for zid, n in {"churches": 4, "councils": 4, "crafts": 20, "tiles-2-12": 4}.items():
        assert len(table.zones[zid].pieces) == n
    assert all(table.pieces[p].face == 1 and not is_hidden(table, p, "p1") for p in table.zones["crafts"].pieces)


def test_same_seed_same_table_other_seed_other_order() -> None:
    a, b, c = _table(4, 11), _table(4, 11), _table(4, 12)
    assert dict(a.pieces) == dict(b.pieces) and dict(a.zones) == dict(b.zones)
    assert a.zones["customer-deck"].pieces != c.zones["customer-deck"].pieces


@pytest.mark.parametrize("players", COUNTS)
def test_table_shape_and_nothing_overlaps(players: int) -> None:
    """Nothing lies on anything but a board, except the adventure point the preparation puts on the tile."""
    table = _table(players)
    tile = piece_rect(table, "start-player")
    on_tile = [p for p in table.pieces if p != "start-player" and inside(piece_rect(table, p), tile)]
    assert [table.spec_of(p).id for p in on_tile] == ["ap-1"]
    trimmed = replace(table, pieces={k: v for k, v in table.pieces.items() if k not in on_tile},
                      zones={k: replace(z, pieces=tuple(p for p in z.pieces if p not in on_tile))
                             for k, z in table.zones.items()})
    assert_fits_without_overlaps(trimmed, "my_village")


def test_seat_counts_outside_two_to_four_are_refused() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        setup(default_seats(5), 1, {})


def _edited(tmp_path: Path, edit) -> Path:
    return edited_copy(tmp_path, DATA_FILE, edit)


@pytest.mark.parametrize(("edit", "words"), [
    (lambda d: d["cards"][0].update(points="two"), ["data.json", "church-healing", "'points'", "whole number"]),
    (lambda d: d["cards"][5].update(flag=[13]), ["data.json", "monk-quill-2", "'flag'", "2 to 12"]),
    (lambda d: d["cards"][0].update(cost=[{"gold": 1}]), ["data.json", "church-healing", "'cost'", "'gold'"]),
    (lambda d: d["cards"][0].update(source="guess"), ["data.json", "church-healing", "'source'"]),
    (lambda d: d["components"][0].update(color="white"), ["data.json", "white-die", "'color'"]),
    (lambda d: d["main_board"][0].update(chronicle_ap=["two", 1]), ["data.json", "main", "'chronicle_ap'"]),
    (lambda d: d["village_boards"][2].update(window_points=[1, "3"]), ["data.json", "village-3", "'window_points'"]),
    (lambda d: d["cards"].pop(), ["data.json", "33 customer cards", "lists 32"]),
    (lambda d: d["cards"][5].update(deck="chalice"), ["data.json", "deck 'quill'", "lists 2"]),
])
def test_a_bad_edit_names_file_card_and_field(tmp_path: Path, edit, words: list[str]) -> None:
    path = _edited(tmp_path, edit)
    with pytest.raises(CatalogueError) as caught:
        load(path)
    for word in words:
        assert word in str(caught.value)


def test_a_corrected_value_reaches_the_card(tmp_path: Path) -> None:
    path = _edited(tmp_path, lambda d: d["cards"][0].update(points=9, source="rulebook"))
    specs = {s.id: s for s in all_specs(load(path), colour_slots(default_seats(2)))}
    assert specs["church-healing"].data["points"] == 9
    assert specs["church-healing"].data["source"] == "rulebook"


def test_boxed_colours_are_the_ones_nobody_chose() -> None:
    seats = [Seat("p1", "Ann", SEAT_COLORS[3]), Seat("p2", "Bo", SEAT_COLORS[0])]
    table = setup(seats, 3, {})
    boxed = {table.spec_of(p).color for z in table.zones.values() if z.id.startswith("box-") for p in z.pieces
             if table.spec_of(p).tags[0] == "headman"}
    assert len(boxed) == 2 and not boxed & {SEAT_COLORS[3], SEAT_COLORS[0]}
    assert table.spec_of("headman-p1").color == SEAT_COLORS[3]


@pytest.mark.parametrize("players", (2, 3))
def test_colours_nobody_plays_stay_in_the_box_not_in_a_seat_place(players: int) -> None:
    table = _table(players)
    boxes = [z for z in table.zones.values() if z.id.startswith("box-")]
    assert len(boxes) == 4 - players
    for box in boxes:
        assert box.kind is ZoneKind.STACK and "not used" in box.label
        kinds = {table.spec_of(p).kind for p in box.pieces}
        assert "board" in kinds
    placed_boards = [p for p in table.pieces if table.spec_of(p).kind == "board" and table.zone_of(p).kind is ZoneKind.AREA]
    assert len(placed_boards) == players + 1  # the seats' village boards and the main board
