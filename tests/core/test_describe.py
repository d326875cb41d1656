"""Log sentences a player understands, naming only what everyone may know."""

from __future__ import annotations

from tabletop.core.actions import Batch, DealCards, DrawCards, FlipPiece, MovePiece, RollDice
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Zone, ZoneKind, build_table
from tabletop.core.session import Session


def table() -> Table:
    card = [PieceSpec(f"c{i}", "card", f"Baker {i}", ("front", "back"), 63, 88, frozenset({1}), "customer card")
            for i in range(6)]
    weather = PieceSpec("w", "die", "weather die", ("sun", "rain", "beast"), 18, 18)
    zones = [Zone("table", ZoneKind.AREA, "table", w=900, h=600), Zone("deck", ZoneKind.STACK, "customer deck")]
    pieces = [Piece(f"k{i}", f"c{i}", "deck", 1) for i in range(6)] + [Piece(f"w{i}", "w", "table") for i in range(3)]
    return build_table([Seat("p1", "Anna", (1, 1, 1)), Seat("p2", "Béla", (2, 2, 2))], [*card, weather], zones, pieces)


def test_sentences_name_what_everyone_sees_and_count_the_rest() -> None:
    s = Session(table(), seed=1)
    assert s.dispatch(DrawCards("deck", "hand:p1", 2, actor="p1")).text == \
        "Anna drew 2 cards from the customer deck into their hand."
    assert s.dispatch(RollDice(("w0", "w1", "w2"), (1, 1, 2), actor="p2")).text == \
        "Béla rolled the weather dice: rain, rain, beast."
    assert s.dispatch(RollDice(("w0",), (0,), actor="p2")).text == "Béla rolled the weather die: sun."
    assert s.dispatch(DealCards("deck", ("p1", "p2"), 1, actor="p2")).text == \
        "Béla dealt 1 card from the customer deck to each of Anna, Béla."
    played = s.table.zones["hand:p1"].pieces[0]
    text = s.dispatch(MovePiece(played, "table", 10.0, 10.0, actor="p1")).text
    assert text == f"Anna moved {s.table.spec_of(played).label} to the table."
    hidden = s.table.zones["deck"].pieces[-1]
    assert s.dispatch(MovePiece(hidden, "hand:p2", actor="p2")).text == "Béla moved a customer card to their hand."
    assert s.dispatch(FlipPiece(played, actor="p1")).text.startswith("Anna flipped Baker")
    batch = Batch((MovePiece("w0", "table", 1.0, 1.0), MovePiece("w1", "table", 2.0, 2.0)), actor="p1")
    assert s.dispatch(batch).text == "Anna moved 2 dice to the table."


def test_a_hidden_piece_takes_the_article_its_back_needs() -> None:
    spec = PieceSpec("e", "card", "Storm", ("front", "back"), 63, 88, frozenset({1}), "event card")
    zones = [Zone("table", ZoneKind.AREA, "table", w=900, h=600), Zone("deck", ZoneKind.STACK, "event deck")]
    t = build_table([Seat("p1", "Anna", (1, 1, 1))], [spec], zones, [Piece("e1", "e", "deck", 1)])
    assert Session(t, seed=1).dispatch(MovePiece("e1", "hand:p1", actor="p1")).text == \
        "Anna moved an event card to their hand."


def test_english_writes_an_before_a_vowel_sound() -> None:
    from tabletop.lang.door import takes_an

    vowels = ("action card", "island tile", "Orange pawn", "event card", "adventure")
    assert [w for w in vowels if not takes_an(w)] == []
    assert [w for w in ("customer card", "wheat", "one-way", "unit", "useful tool", "") if takes_an(w)] == []
