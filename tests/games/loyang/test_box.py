"""The box: every component counted, set-up per player count, determinism, data errors, the layout."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations

import pytest

from tabletop.games import load_game
from tabletop.games.catalogue import CatalogueError
from tabletop.games.definition import default_seats
from tabletop.games.loyang.components import DATA_FILE, catalogue, parse


def test_card_counts_match_the_rulebook() -> None:
    cards = catalogue().cards.values()
    kinds = Counter(c.kind for c in cards)
    assert len(catalogue().cards) == 120
    assert kinds == {"storehouse": 4, "summary": 4, "loan": 6, "field": 42, "stall": 14, "regular": 14,
                     "casual": 14, "helper": 22}
    fields = Counter((c.data["kind"], c.data["spaces"]) for c in cards if c.kind == "field")
    assert fields == {("home", 9): 4, ("private", 3): 8, ("private", 4): 8, ("private", 5): 8, ("private", 6): 8,
                      ("common", 3): 2, ("common", 4): 2, ("common", 5): 2}
    helpers = Counter(c.data["helper"] for c in cards if c.kind == "helper")
    assert len(helpers) == 20 and helpers["trader"] == 3
    assert sum(1 for c in cards if c.kind == "regular" and c.data["starter"]) == 4
    assert len(catalogue().action_ids) == 70


def test_vegetables_tokens_and_aggregates() -> None:
    cat = catalogue()
    assert {v: cat.vegetables[v]["count"] for v in cat.vegetables} == {
        "wheat": 48, "pumpkin": 46, "turnip": 44, "cabbage": 36, "bean": 32, "leek": 25}
    assert sum(v["count"] for v in cat.vegetables.values()) + 4 + 2 == 237
    assert cat.tokens["coin-1"]["count"] == 24 and cat.tokens["coin-5"]["count"] == 14
    regular = Counter(v for c in cat.cards.values() if c.kind == "regular" for v in c.data["wants"])
    casual = Counter(v for c in cat.cards.values() if c.kind == "casual" for v in c.data["wants"])
    assert regular == {"wheat": 5, "pumpkin": 5, "turnip": 5, "cabbage": 5, "bean": 4, "leek": 4}
    assert casual == {"wheat": 8, "pumpkin": 8, "turnip": 7, "cabbage": 7, "bean": 6, "leek": 6}
    assert all(c.source in ("rulebook", "public", "reconstructed") for c in cat.cards.values())


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_per_player_count(n: int) -> None:
    table = load_game("loyang").setup(default_seats(n), 5, {})
    assert len(table.pieces) == 120 + 231 + 24 + 14 + 14 + 4 + 2 + 4
    for seat in table.seats:
        assert len(table.zones[f"{seat.id}:deck"].pieces) == 8
        assert len(table.zones[f"{seat.id}:fields"].pieces) == 1
        coins = [p for p in table.zones[f"{seat.id}:purse"].pieces if table.pieces[p].spec == "coin-5"]
        assert len(coins) == 2
        deck = table.zones[f"{seat.id}:deck"].pieces
        assert all(table.pieces[c].face == 1 for c in deck)
    draw = table.zones["draw"].pieces
    assert all(table.pieces[c].face == 1 for c in draw)
    if n == 1:
        assert len([p for p in table.zones["offer"].pieces]) == 12
        assert len(table.zones["opponent"].pieces) > 6
    else:
        assert len(draw) == 70
        assert "offer" not in table.zones
    assert table.zones["out"].pieces == ()
    boxed = [p for z in table.zones.values() if z.in_box for p in z.pieces]
    assert len(boxed) == (4 - n) * 9 + (4 - n) * 4, "the kits nobody plays lie in the game box"


def test_introductory_option_deals_starters() -> None:
    table = load_game("loyang").setup(default_seats(3), 5, {"introductory": True})
    for seat in table.seats:
        hand = table.zones[seat.hand].pieces
        assert len(hand) == 1 and table.spec_of(hand[0]).data["starter"]
    assert len(table.zones["draw"].pieces) == 67


def test_setup_is_deterministic_and_seeded() -> None:
    game = load_game("loyang")
    a = game.setup(default_seats(4), 11, {})
    b = game.setup(default_seats(4), 11, {})
    c = game.setup(default_seats(4), 12, {})
    assert a.zones["draw"].pieces == b.zones["draw"].pieces
    assert a.zones["draw"].pieces != c.zones["draw"].pieces
    assert a.zones["p1:deck"].pieces == b.zones["p1:deck"].pieces


def test_field_deck_has_one_of_each_size_in_each_half() -> None:
    table = load_game("loyang").setup(default_seats(2), 3, {})
    deck = list(reversed(table.zones["p1:deck"].pieces))
    sizes = [table.spec_of(c).data["spaces"] for c in deck]
    assert sorted(sizes[:4]) == [3, 4, 5, 6] and sorted(sizes[4:]) == [3, 4, 5, 6]


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_layout_fits_16_9_and_nothing_overlaps(n: int) -> None:
    table = load_game("loyang").setup(default_seats(n), 1, {})
    assert abs(table.width / table.height - 16 / 9) < 0.02
    rects = [z for z in table.zones.values() if z.w > 0]
    for z in rects:
        if z.in_box:
            assert z.x > table.width and z.y >= 0, f"{z.id} lies in the game box, beside the table"
        else:
            assert z.x >= 0 and z.x + z.w <= table.width and z.y >= 0 and z.y + z.h <= table.height, z.id
    for a, b in combinations(rects, 2):
        apart = a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y
        assert apart, (a.id, b.id)
    for p in table.pieces.values():
        z = table.zones[p.zone]
        if z.w > 0 and z.kind.value == "area":
            assert z.x <= p.x <= z.x + z.w and z.y <= p.y <= z.y + z.h, (p.id, z.id)


def _edited(change) -> dict:
    data = json.loads(DATA_FILE.read_text())
    change(data)
    return data


def test_bad_data_edit_names_file_card_and_field() -> None:
    with pytest.raises(CatalogueError, match=r"cards.json \[regular_customers\], id 'regular-10', field 'pays'"):
        parse(_edited(lambda d: d["regular_customers"][9].update(pays=[5, 6, "seven", 8])))
    with pytest.raises(CatalogueError, match=r"id 'stall-01', field 'goods'.*bowls must be 1 or 2"):
        parse(_edited(lambda d: d["market_stalls"][0]["goods"][0].update(bowls=3)))
    with pytest.raises(CatalogueError, match=r"id 'casual-02', field 'wants'.*'beet'"):
        parse(_edited(lambda d: d["casual_customers"][1].update(wants=["wheat", "beet", "bean"])))
    with pytest.raises(CatalogueError, match=r"\[helpers\]: expected 22 cards, found 21"):
        parse(_edited(lambda d: d["helpers"].pop()))
    with pytest.raises(CatalogueError, match=r"field 'source'"):
        parse(_edited(lambda d: d["loans"][0].update(source="guess")))


def test_board_data_follows_the_shared_convention() -> None:
    table = load_game("loyang").setup(default_seats(2), 1, {})
    board = table.specs["board"].data
    assert [c["text"] for c in board["tracks"][0]["cells"]] == [str(n) for n in range(1, 21)]
    assert len(board["spaces"]) == 13
    assert sum(1 for s in board["spaces"] if s["pale"]) == 2


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_box_saves_and_loads_mid_set_up_and_mid_play(n: int, tmp_path) -> None:
    storage = pytest.importorskip("tabletop.storage")
    from tabletop.core.actions import FlipPiece, MovePiece
    from tabletop.core.session import Session

    seats = default_seats(n)
    table = load_game("loyang").setup(seats, 9, {})
    session = Session(table, 9)
    path = tmp_path / "box.json"
    storage.save_snapshot(path, storage.snapshot_of(session, "loyang", {}))
    assert storage.load_snapshot(path).table == table
    wheat = next(p for p in table.zones["supply"].pieces if table.pieces[p].spec == "veg:wheat")
    home = table.zones["p1:fields"]
    assert session.dispatch(MovePiece(wheat, "p1:fields", home.x + 30, home.y + 30)).ok
    assert session.dispatch(FlipPiece(table.zones["draw"].pieces[-1] if n > 1 else table.zones["p1:deck"].pieces[-1])).ok
    storage.save_snapshot(path, storage.snapshot_of(session, "loyang", {}))
    again = storage.session_from(storage.load_snapshot(path), None)
    assert again.table == session.table


def test_a_pile_short_of_tokens_shows_its_true_count() -> None:
    from dataclasses import replace

    from tabletop.games.kit.picture import opening_table
    from tabletop.games.loyang.picture import PICTURE
    from tabletop.games.loyang.rules import new_game
    from tabletop.games.loyang.rules.state import FieldSlot

    s = new_game(["p1", "p2"], 3)
    leeks = tuple(FieldSlot(f"field{n}-1a", "leek", 9) for n in (3, 4, 5))
    s = replace(s, players=(replace(s.players[0], fields=leeks),) + s.players[1:])
    table = opening_table(PICTURE, s, default_seats(2), "loyang")
    on_fields = [p for p in table.zones["p1:fields"].pieces if table.pieces[p].spec == "veg:leek"]
    assert len(on_fields) == 25
    assert [table.pieces[p].counter for p in on_fields if table.pieces[p].counter] == [9]
