"""Village's box and set-up: every count, each player count's differences, seeding, table shape."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tabletop.core.model import Seat, Table, Visibility, ZoneKind
from tabletop.core.visibility import is_hidden, view_for
from tabletop.games import load_game
from tabletop.games.catalogue import CatalogueError
from tabletop.games.definition import SEAT_COLORS, default_seats
from tabletop.games.village.boards import chronicle_spaces, market_slots
from tabletop.games.village.catalogue import DATA_FILE, load
from tabletop.games.village.enforcement import kit_for
from tests.games.table_checks import assert_fits_without_overlaps, edited_copy

COUNTS = (2, 3, 4)


def setup(seats, seed: int, options, data_file: Path = DATA_FILE) -> Table:
    return kit_for(load(data_file)).setup(seats, seed, options)


def _table(players: int, seed: int = 5) -> Table:
    return load_game("village").setup(default_seats(players), seed, {})


def _tag(table: Table, pid: str) -> str:
    return table.spec_of(pid).tags[0]


@pytest.mark.parametrize("players", COUNTS)
def test_everything_in_the_box_is_on_the_table(players: int) -> None:
    table = _table(players)
    assert len(table.pieces) == 268
    counts = Counter(_tag(table, p) for p in table.pieces)
    assert counts == {"board": 1, "farm": 4, "member": 44, "monk": 4, "marker": 32, "plague": 6, "cube-orange": 18,
                      "cube-green": 18, "cube-brown": 18, "cube-pink": 18, "good-scroll": 8, "good-horse": 8,
                      "good-plough": 8, "good-ox": 8, "good-wagon": 8, "customer": 24, "coin": 15, "grain": 20,
                      "setup-card": 3, "summary": 1, "first-player": 1, "next-first-player": 1}
    bags = [z for z in table.zones.values() if z.kind is ZoneKind.BAG]
    assert [z.id for z in bags] == ["black-bag"] and bags[0].visibility is Visibility.NOBODY
    assert Counter(table.pieces[p].spec for p in table.zones["black-bag"].pieces) == {"monk": 4}
    card = load().setup_cards[players - 2]
    seeded = 4 * card["cubes_per_colour"] + 6 - sum(card["spots"].values())
    assert len(table.zones["green-bag"].pieces) == seeded, "the cubes the set-up drew no spot for"
    on_spaces = [p for z in "ABCDEFG" for p in table.zones[f"action-{z}"].pieces]
    assert len(on_spaces) == sum(card["spots"].values())


def test_every_colour_has_the_rulebook_generations() -> None:
    table = _table(4)
    by_colour: dict[str, Counter[int]] = {}
    for pid in table.pieces:
        if _tag(table, pid) == "member":
            colour = pid.split("-")[1]
            by_colour.setdefault(colour, Counter())[table.spec_of(pid).data["generation"]] += 1
    assert by_colour == {s.id: Counter({1: 4, 2: 3, 3: 2, 4: 2}) for s in table.seats}


@pytest.mark.parametrize("players", COUNTS)
def test_market_and_closed_spaces_follow_the_player_count(players: int) -> None:
    table = _table(players)
    market = table.zones["market"].pieces
    assert len(market) == {2: 8, 3: 9, 4: 10}[players]
    assert all(table.pieces[p].face == 0 for p in market)
    stack = table.zones["customers"].pieces
    assert len(stack) == 24 - len(market)
    assert all(is_hidden(table, p, s.id) for p in stack for s in table.seats)
    assert not set(view_for(table, "p1").zones["customers"].pieces) & set(stack)
    board = load().board
    closed = {2: ("3", "4"), 3: ("4",), 4: ()}[players]
    spaces = [s for s in chronicle_spaces(board) if s.get("text") in closed]
    bx = table.pieces["board"].x - table.spec_of("board").width / 2
    by = table.pieces["board"].y - table.spec_of("board").height / 2
    blockers = [p for p in table.zones["chronicle"].pieces if _tag(table, p) == "member"]
    assert len(blockers) == len(spaces) == {2: 12, 3: 6, 4: 0}[players]
    at = {(round(table.pieces[p].x - bx, 6), round(table.pieces[p].y - by, 6)) for p in blockers}
    assert at == {(round(s["x"] + s["w"] / 2, 6), round(s["y"] + s["h"] / 2, 6)) for s in spaces}
    seat_ids = {s.id for s in table.seats}
    assert all(p.split("-")[1] not in seat_ids for p in blockers)
    slot_at = {(round(bx + sx, 6), round(by + sy, 6)): sid for sid, sx, sy in market_slots(board)}
    filled = {slot_at[(round(table.pieces[p].x, 6), round(table.pieces[p].y, 6))] for p in market}
    shut = {f"stall-{i + 1}" for i, label in enumerate(board["market_stalls"]) if label in closed}
    assert filled == set(slot_at.values()) - shut and len(shut) == len(closed)


@pytest.mark.parametrize("players", COUNTS)
def test_each_seat_starts_as_the_rulebook_says(players: int) -> None:
    table = _table(players)
    assert sum(1 for p in table.zones["supply"].pieces if _tag(table, p) == "coin") == 15 - players
    for i, seat in enumerate(table.seats):
        zone = table.zones[f"{seat.id}:farm"]
        specs = Counter(_tag(table, p) for p in zone.pieces)
        assert specs["farm"] == 1 and specs["member"] == 4 and specs["coin"] == 1 and specs["marker"] == 1
        assert table.pieces[f"farm-{seat.id}"].locked
        assert all(table.spec_of(p).data["generation"] == 1 for p in zone.pieces if _tag(table, p) == "member")
        assert len(table.zones[f"{seat.id}:travel-markers"].pieces) == 6
        served = table.zones[f"{seat.id}:served"]
        assert served.visibility is Visibility.OWNER and served.owner == seat.id and not served.pieces
        unborn = [table.spec_of(p).data["generation"] for p in table.zones[f"{seat.id}:unborn"].pieces]
        assert unborn == [4, 4, 3, 3, 2, 2, 2]
        assert table.pieces[f"marker-{seat.id}-2"].zone == "board"
        assert ("first-player" in zone.pieces) == (i == 0)
    card = [table.spec_of(p).data["players"] for p in table.zones["cards"].pieces if _tag(table, p) == "setup-card"]
    assert card == [players]
    assert sorted(table.spec_of(p).data["players"] for p in table.zones["box"].pieces) == sorted(
        {2, 3, 4} - {players})
    assert table.pieces["next-first-player"].zone == "board"
    assert len([z for z in table.zones if z.startswith("box-")]) == 4 - players


def test_same_seed_same_table_other_seed_other_order() -> None:
    a, b, c = _table(3, 21), _table(3, 21), _table(3, 22)
    assert dict(a.pieces) == dict(b.pieces) and dict(a.zones) == dict(b.zones)
    assert a.zones["customers"].pieces + a.zones["market"].pieces != c.zones["customers"].pieces + c.zones[
        "market"].pieces


@pytest.mark.parametrize("players", COUNTS)
def test_table_shape_and_nothing_overlaps(players: int) -> None:
    table = _table(players)
    assert_fits_without_overlaps(table, "village")


def test_seat_counts_outside_two_to_four_are_refused() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        setup(default_seats(1), 1, {})


def _edited(tmp_path: Path, edit) -> Path:
    return edited_copy(tmp_path, DATA_FILE, edit)


@pytest.mark.parametrize(("edit", "words"), [
    (lambda d: d["customers"][3].update(points="six"), ["data.json", "customer-04", "'points'", "whole number"]),
    (lambda d: d["customers"][3].update(wants={"gold": 1}), ["data.json", "customer-04", "'wants'", "'gold'"]),
    (lambda d: d["customers"][3].update(wants={"ox": 0}), ["data.json", "customer-04", "'wants'", "above 0"]),
    (lambda d: d["components"][0].update(numbers=[1, 2]), ["data.json", "member", "'numbers'"]),
    (lambda d: d["setup_cards"][0]["spots"].pop("G"), ["data.json", "setup-2", "'spots'"]),
    (lambda d: d["board"][0].update(grave_labels=["", "5"]), ["data.json", "village", "'grave_labels'", "'5'"]),
    (lambda d: d["board"][0]["buildings"][1].update(training="3"), ["data.json", "'buildings'", "item 2", "'training'"]),
    (lambda d: d["customers"].pop(), ["data.json", "24 customer tiles", "lists 23"]),
])
def test_a_bad_edit_names_file_entry_and_field(tmp_path: Path, edit, words: list[str]) -> None:
    with pytest.raises(CatalogueError) as caught:
        setup(default_seats(2), 1, {}, data_file=_edited(tmp_path, edit))
    for word in words:
        assert word in str(caught.value)


def test_a_corrected_value_reaches_the_tile(tmp_path: Path) -> None:
    path = _edited(tmp_path, lambda d: d["customers"][1].update(points=2, source="rulebook"))
    table = setup(default_seats(4), 1, {}, data_file=path)
    assert table.specs["customer-02"].data["points"] == 2
    assert table.specs["customer-02"].data["source"] == "rulebook"


FAMILY = {"red": (196, 48, 43), "yellow": (232, 178, 36), "blue": (38, 96, 176), "white": (236, 230, 214)}


def test_families_are_village_s_own_colours_and_the_boxed_ones_nobody_plays() -> None:
    seats = [Seat("p1", "Ann", SEAT_COLORS[2]), Seat("p2", "Bo", SEAT_COLORS[1]), Seat("p3", "Cy", SEAT_COLORS[0])]
    table = setup(seats, 3, {})
    boxed = {table.spec_of(p).color for z in table.zones.values() if z.id.startswith("box-") for p in z.pieces}
    assert boxed == {FAMILY["white"]}
    assert [table.spec_of(f"farm-{s.id}").color for s in seats] == [FAMILY["yellow"], FAMILY["blue"], FAMILY["red"]]
    assert table.seats == tuple(seats)


def test_a_seat_whose_colour_village_lacks_takes_the_nearest_free_family() -> None:
    table = setup(default_seats(4), 3, {})
    assert [table.spec_of(f"farm-p{k}").color for k in (1, 2, 3, 4)] == [
        FAMILY["red"], FAMILY["blue"], FAMILY["yellow"], FAMILY["white"]]
