"""A card dropped on a loose card makes a pile of the two; a made pile of one card is a card again."""

from __future__ import annotations

import json

import pytest

from tabletop.core.actions import Action, Batch, DealCards, DrawCards, MakePile, MovePiece, Shuffle
from tabletop.core.codec import (
    CodecError,
    LogContext,
    action_from_dict,
    actions_from_list,
    actions_to_list,
    table_from_dict,
    table_to_dict,
)
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Zone, ZoneKind, build_table, made_pile_ids
from tabletop.core.session import Session
from tabletop.core.snapshot import Snapshot, snapshot_bytes, snapshot_from_bytes
from tabletop.core.visibility import view_for


def table() -> Table:
    """Four loose cards (one face down, one turned), two loose tiles, a die, a token and a locked card."""
    cards = [PieceSpec(f"c{i}", "card", f"Baker {i}", ("front", "back"), 63, 88, frozenset({1}), "customer card")
             for i in range(6)]
    tile = PieceSpec("t", "tile", "field tile", ("field",), 40, 40)
    die = PieceSpec("d", "die", "white die", ("1", "2", "3", "4", "5", "6"), 16, 16)
    token = PieceSpec("tok", "token", "wood", ("wood",), 12, 12)
    zones = [Zone("table", ZoneKind.AREA, "table", w=1600, h=1000),
             Zone("board", ZoneKind.AREA, "board", x=1000, y=600, w=400, h=300),
             Zone("discard", ZoneKind.STACK, "discard pile", x=20, y=20, w=63, h=88)]
    pieces = [
        Piece("k0", "c0", "table", 0, 200.0, 300.0),
        Piece("k1", "c1", "table", 1, 400.0, 300.0),
        Piece("k2", "c2", "table", 0, 600.0, 300.0, rotation=90),
        Piece("k3", "c3", "board", 0, 1100.0, 700.0),
        Piece("k4", "c4", "table", 0, 800.0, 300.0, locked=True),
        Piece("k5", "c5", "discard", 0),
        Piece("t0", "t", "table", 0, 200.0, 600.0),
        Piece("t1", "t", "table", 0, 300.0, 600.0),
        Piece("die", "d", "table", 0, 500.0, 600.0),
        Piece("tok", "tok", "table", 0, 600.0, 600.0),
    ]
    return build_table([Seat("p1", "Anna", (1, 1, 1)), Seat("p2", "Béla", (2, 2, 2))],
                       [*cards, tile, die, token], zones, pieces)


def played(*actions: Action) -> Session:
    session = Session(table(), seed=3)
    for action in actions:
        outcome = session.dispatch(action)
        assert outcome.ok, outcome.text
    return session


def test_a_card_dropped_on_a_loose_card_makes_a_pile_where_that_card_lay() -> None:
    session = played(MakePile("k0", ("k1",), actor="p1"))
    pile = session.table.zones["pile-1"]
    assert pile.kind is ZoneKind.STACK and pile.pieces == ("k0", "k1")
    assert pile.center == (200.0, 300.0) and (pile.w, pile.h) == (63.0, 88.0)
    assert pile.owner is None and pile.made_on == "table" and pile.label == "pile of cards"
    assert session.table.pieces["k1"].face == 1, "a face-down card stays face down on the pile"
    assert "k0" not in session.table.zones["table"].pieces
    assert session.log_lines() == ["Anna put a customer card on Baker 0, making a pile."]


def test_a_turned_card_gives_its_pile_a_turned_outline_and_several_go_on_in_order() -> None:
    session = played(MakePile("k2", ("k0", "k1"), actor="p2"))
    pile = session.table.zones["pile-1"]
    assert pile.pieces == ("k2", "k0", "k1")
    assert (pile.w, pile.h) == (88.0, 63.0) and pile.center == (600.0, 300.0)
    assert session.log_lines() == ["Béla put 2 cards on Baker 2, making a pile."]


def test_tiles_make_a_pile_too() -> None:
    session = played(MakePile("t0", ("t1",)))
    assert session.table.zones["pile-1"].label == "pile of tiles"


@pytest.mark.parametrize(("below", "tops", "words"), [
    ("die", ("k1",), "not a die"),
    ("k0", ("tok",), "not a token"),
    ("k0", ("t0",), "only cards or only tiles"),
    ("k5", ("k0",), "loose card"),
    ("k0", (), "at least one"),
    ("k0", ("k1", "k1"), "once"),
    ("k0", ("k0",), "once"),
    ("k4", ("k0",), "locked"),
    ("k0", ("k4",), "locked"),
    ("k0", ("ghost",), "no piece"),
])
def test_what_cannot_make_a_pile_is_refused_and_changes_nothing(below: str, tops: tuple[str, ...], words: str) -> None:
    session = played()
    before = session.table
    outcome = session.dispatch(MakePile(below, tops))
    assert not outcome.ok and words in outcome.text
    assert session.table is before and session.actions == []


def test_taking_the_last_but_one_card_leaves_the_last_one_loose_and_the_pile_gone() -> None:
    session = played(MakePile("k3", ("k1",)), DrawCards("pile-1", "hand:p1", 1, actor="p1"))
    assert "pile-1" not in session.table.zones
    last = session.table.pieces["k3"]
    assert (last.zone, last.x, last.y) == ("board", 1100.0, 700.0)
    assert session.table.zones["board"].pieces[-1] == "k3"
    assert session.table.pieces["k1"].zone == "hand:p1"
    assert not session.undo(), "the card under the pile was hidden: everyone has seen it now"
    session.history.move_to(session.cursor - 1)
    assert session.table.zones["pile-1"].pieces == ("k3", "k1")


def test_a_pile_grows_and_shrinks_like_any_pile_until_one_card_is_left() -> None:
    session = played(MakePile("k0", ("k1",)), MovePiece("k2", "pile-1"), MovePiece("k2", "table", 50.0, 50.0))
    assert session.table.zones["pile-1"].pieces == ("k0", "k1")
    assert session.dispatch(MovePiece("k0", "table", 70.0, 70.0)).ok
    assert "pile-1" not in session.table.zones
    assert session.table.pieces["k1"].zone == "table" and session.table.pieces["k1"].face == 1


def test_a_whole_made_pile_can_be_drawn_or_dealt() -> None:
    drawn = played(MakePile("k0", ("k1",)), DrawCards("pile-1", "hand:p2", 2))
    assert drawn.table.zones["hand:p2"].pieces == ("k1", "k0") and "pile-1" not in drawn.table.zones
    dealt = played(MakePile("k0", ("k1", "k2")), DealCards("pile-1", ("p1", "p2")))
    assert dealt.table.zones["hand:p1"].pieces == ("k2",) and dealt.table.zones["hand:p2"].pieces == ("k1",)
    assert dealt.table.pieces["k0"].zone == "table"
    both = played(MakePile("k0", ("k1",)), DealCards("pile-1", ("p1", "p2")))
    assert both.table.zones["hand:p1"].pieces == ("k1",) and both.table.zones["hand:p2"].pieces == ("k0",)


def test_a_games_own_pile_stays_when_emptied() -> None:
    session = played(MovePiece("k5", "table", 10.0, 10.0))
    assert session.table.zones["discard"].pieces == ()


def test_pile_ids_are_numbered_from_the_table_and_free_numbers_come_back() -> None:
    session = played(MakePile("k0", ("k1",)), MakePile("t0", ("t1",)))
    assert session.table.zones["pile-2"].pieces == ("t0", "t1")
    assert session.dispatch(DrawCards("pile-1", "hand:p1", 1)).ok
    assert session.dispatch(MakePile("k3", ("k1",))).ok
    assert session.table.zones["pile-1"].pieces == ("k3", "k1")
    assert list(session.table.zones)[-2:] == ["pile-2", "pile-1"]


def test_made_pile_ids_cover_every_pile_a_log_can_make() -> None:
    start = table()
    session = Session(start, seed=1)
    loose = ["k0", "k1", "k2", "k3"]
    assert session.dispatch(MakePile(loose[0], (loose[1],))).ok
    assert session.dispatch(MakePile(loose[2], (loose[3],))).ok
    assert set(session.table.zones) - set(start.zones) <= made_pile_ids(start)
    assert "pile-1" not in start.zones and {"pile-1", "pile-2"} <= LogContext.of(start).zones


def test_replay_and_a_saved_game_give_the_same_piles() -> None:
    live = played(MakePile("k0", ("k1",), actor="p1"), MovePiece("k2", "pile-1", actor="p2"),
                  MakePile("t0", ("t1",)), DrawCards("pile-2", "hand:p2", 1, actor="p2"),
                  Batch((MovePiece("k3", "pile-1"), Shuffle("pile-1", ("k3", "k2", "k1", "k0"))), actor="p1"))
    live.history.move_to(live.cursor - 1)  # the shuffle showed the pile's new top: undo itself would stop
    replayed = Session.replay(live.initial, live.seed, live.actions, live.cursor, live.chance_draws)
    assert replayed.table == live.table and replayed.log_lines() == live.log_lines()
    snap = Snapshot("sandbox", live.seed, {}, False, live.initial, list(live.actions), live.cursor,
                    live.chance_draws, live.table, None)
    loaded = snapshot_from_bytes(snapshot_bytes(snap))
    assert loaded == snap and loaded.table.zones["pile-1"].made_on == "table"
    again = Session.replay(loaded.initial, loaded.seed, loaded.actions, loaded.cursor, loaded.chance_draws)
    assert again.table == live.table
    assert again.redo() and live.redo() and again.table == live.table
    ctx = LogContext.of(live.initial)
    encoded = json.loads(json.dumps(actions_to_list(live.actions)))
    assert actions_from_list(encoded, ctx) == live.actions
    assert [action_from_dict(item, ctx) for item in encoded] == live.actions


def test_only_a_made_pile_has_a_twelfth_zone_value() -> None:
    session = played(MakePile("k0", ("k1",)))
    rows = {row[0]: row for row in table_to_dict(session.table)["zones"]}
    assert rows["pile-1"][11:] == ["table"] and all(len(row) == 11 for zid, row in rows.items() if zid != "pile-1")
    assert table_from_dict(json.loads(json.dumps(table_to_dict(session.table)))) == session.table


@pytest.mark.parametrize(("change", "words"), [
    (lambda row: row.__setitem__(11, "nowhere"), "made pile"),
    (lambda row: row.__setitem__(11, "discard"), "made pile"),
    (lambda row: row.__setitem__(1, "area"), "made pile"),
    (lambda row: row.__setitem__(11, 7), "area"),
    (lambda row: row.extend(["table", True]), "11 values"),
])
def test_a_damaged_made_pile_is_refused_in_words(change, words: str) -> None:
    data = json.loads(json.dumps(table_to_dict(played(MakePile("k0", ("k1",))).table)))
    change(next(row for row in data["zones"] if row[0] == "pile-1"))
    with pytest.raises(CodecError, match=words):
        table_from_dict(data)


def test_a_view_of_a_made_pile_hides_what_lies_under_its_top() -> None:
    session = played(MakePile("k0", ("k2",)))
    view = view_for(session.table, "p2")
    assert view.zones["pile-1"].pieces == ("~pile-1#0", "k2")
    text = json.dumps(table_to_dict(view))
    assert "Baker 0" not in text and '"k0"' not in text
