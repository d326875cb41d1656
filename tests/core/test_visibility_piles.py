"""Only the top of a pile of different pieces shows; a pile of one kind of piece keeps nothing secret."""

from __future__ import annotations

from tabletop.core.actions import MovePiece
from tabletop.core.model import Piece, PieceSpec, Seat, Zone, ZoneKind, build_table
from tabletop.core.session import Session
from tabletop.core.visibility import is_hidden, view_for


def _table():
    cards = [PieceSpec(f"monk-{i}", "card", f"Monk {i}", ("dark", "light"), 63, 88, back="monk card")
             for i in range(3)]
    wood = PieceSpec("wood", "token", "wood", ("wood",), 15, 15)
    zones = [Zone("table", ZoneKind.AREA, "table", w=800, h=600),
             Zone("monks", ZoneKind.STACK, "monk deck", x=10, y=10, w=70, h=95),
             Zone("wood", ZoneKind.STACK, "wood supply", x=100, y=10, w=20, h=20)]
    pieces = [Piece(f"m{i}", f"monk-{i}", "monks") for i in range(3)] + [
        Piece(f"w{i}", "wood", "wood") for i in range(4)]
    return build_table([Seat("a", "Anna", (200, 0, 0))], cards + [wood], zones, pieces)


def test_a_face_up_deck_shows_its_top_card_only() -> None:
    table = _table()
    view = view_for(table, "a")
    assert view.zones["monks"].pieces[-1] == "m2"
    assert all(pid.startswith("~") for pid in view.zones["monks"].pieces[:-1])
    shown = {view.specs[view.pieces[pid].spec].label for pid in view.zones["monks"].pieces}
    assert "Monk 0" not in shown and "Monk 1" not in shown
    assert [is_hidden(table, f"m{i}", "a") for i in range(3)] == [True, True, False]


def test_a_supply_pile_of_one_kind_stays_visible() -> None:
    view = view_for(_table(), None)
    assert view.zones["wood"].pieces == ("w0", "w1", "w2", "w3")


def test_taking_the_top_card_reveals_the_next_one_and_the_log_names_only_what_showed() -> None:
    session = Session(_table(), 1)
    outcome = session.dispatch(MovePiece("m2", "table", 300, 300, actor="a"))
    assert outcome.ok and "Monk 2" in outcome.text
    assert view_for(session.table, "a").zones["monks"].pieces[-1] == "m1"
