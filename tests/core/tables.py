"""Random tables and random gestures for the property tests.

Every card is unique and its secret words are distinctive (``Secret7Q`` can be searched for without
matching ``Secret17Q``), so a test can look for any trace of a hidden card in a view or a log line.
Actions are drawn against the current table: mostly possible ones, some impossible (a refusal must
change nothing), some with chance left to the session.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from tabletop.core.actions import (
    Action,
    Announce,
    Batch,
    CutStack,
    DealCards,
    DrawCards,
    DrawFromBag,
    FlipPiece,
    GameMove,
    LockPiece,
    MakePile,
    MovePiece,
    RollDice,
    RotatePiece,
    SearchZone,
    SetCounter,
    Shuffle,
    SwitchRules,
)
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind, build_table

SEAT_NAMES = ("Anna", "Béla", "Cili", "Dani")


def card_spec(n: int) -> PieceSpec:
    return PieceSpec(f"spec{n}x", "card", f"Secret{n}Q", (f"Front{n}Q", "card back"), 63.0, 88.0,
                     frozenset({1}), "customer card", data={"points": n, "title": f"Title{n}Q"})


DIE = PieceSpec("die6", "die", "white die", ("one", "two", "three", "four", "five", "six"), 16.0, 16.0)
WEATHER = PieceSpec("weather", "die", "weather die", ("sun", "rain", "beast"), 18.0, 18.0)
TOKEN = PieceSpec("token", "token", "wood token", ("wood",), 12.0, 12.0, color=(120, 80, 40))


@st.composite
def tables(draw: st.DrawFn, max_cards: int = 24) -> Table:
    n_seats = draw(st.integers(1, 4))
    seats = [Seat(f"p{i + 1}", SEAT_NAMES[i], (50 * i, 80, 160)) for i in range(n_seats)]
    n_cards = draw(st.integers(0, max_cards))
    n_stacks = draw(st.integers(1, 3))
    zones = [Zone("table", ZoneKind.AREA, "table", w=1600.0, h=1000.0)]
    zones += [Zone(f"deck{i}", ZoneKind.STACK, f"deck {i}", x=100.0 * i, y=20.0, w=63.0, h=88.0) for i in range(n_stacks)]
    zones.append(Zone("bag", ZoneKind.BAG, "bag", visibility=Visibility.NOBODY, x=900.0, y=20.0, w=80.0, h=80.0))
    zone_ids = [z.id for z in zones] + [s.hand for s in seats]
    specs = [card_spec(n) for n in range(n_cards)] + [DIE, WEATHER, TOKEN]
    pieces = []
    for n in range(n_cards):
        zone = draw(st.sampled_from(zone_ids))
        face = draw(st.sampled_from((0, 1))) if not zone.startswith("hand:") else 0
        pieces.append(Piece(f"piece{n}x", f"spec{n}x", zone, face, float(draw(st.integers(0, 1600))), 300.0))
    for n in range(draw(st.integers(0, 3))):
        pieces.append(Piece(f"die{n}", draw(st.sampled_from(("die6", "weather"))), "table", 0, 50.0 * n, 500.0))
    for n in range(draw(st.integers(0, 4))):
        pieces.append(Piece(f"tok{n}", "token", draw(st.sampled_from(("table", "bag"))), 0, 20.0 * n, 700.0))
    return build_table(seats, specs, zones, pieces, game="sandbox")


def _pick(draw: st.DrawFn, items: Any, fallback: str) -> str:
    items = list(items)
    return draw(st.sampled_from(items)) if items else fallback


def _simple_action(draw: st.DrawFn, table: Table) -> Action:
    seat = draw(st.sampled_from([s.id for s in table.seats]))
    pieces = sorted(table.pieces) or ["nothing"]
    piles = [z.id for z in table.zones.values() if z.kind is not ZoneKind.AREA]
    dice = [p for p in pieces if p in table.pieces and table.spec_of(p).is_die]
    piece = draw(st.sampled_from(pieces + ["ghost"]))
    zone = _pick(draw, list(table.zones) + ["nowhere"], "table")
    pile = _pick(draw, piles, "deck0")
    count = draw(st.integers(0, 3))
    choice = draw(st.integers(0, 17))
    if choice == 0:
        return MovePiece(piece, zone, float(draw(st.integers(0, 1600))), 400.0, actor=seat)
    if choice == 1:
        return MovePiece(piece, pile, index=draw(st.none() | st.integers(0, 5)), actor=seat)
    if choice == 2:
        return FlipPiece(piece, draw(st.none() | st.integers(0, 2)), actor=seat)
    if choice == 3:
        return RotatePiece(piece, draw(st.sampled_from((90, -90, 180))), actor=seat)
    if choice == 4:
        return RollDice(tuple(draw(st.lists(st.sampled_from(dice), min_size=1, max_size=2, unique=True))) if dice
                        else (piece,), actor=seat)
    if choice == 5:
        return Shuffle(pile, actor=seat)
    if choice == 6:
        return DrawCards(pile, f"hand:{seat}", count, actor=seat)
    if choice == 7:
        return DealCards(pile, tuple(s.id for s in table.seats), max(count, 1), actor=seat)
    if choice == 8:
        return CutStack(pile, count, actor=seat)
    if choice == 9:
        return DrawFromBag("bag", draw(st.sampled_from(("table", f"hand:{seat}"))), max(count, 1), 800.0, 800.0, actor=seat)
    if choice == 10:
        return SetCounter(piece, draw(st.none() | st.integers(-5, 50)), actor=seat)
    if choice == 11:
        return LockPiece(piece, draw(st.booleans()), actor=seat)
    if choice == 12:
        return SearchZone(pile, actor=seat)
    if choice == 13:
        return GameMove("sandbox", {"move": "pass", "n": count, "list": [1, "a", None]}, "", actor=seat)
    if choice == 14:
        return Announce("Rules turned off.", actor=seat)
    if choice == 15:
        return SwitchRules(draw(st.booleans()), actor=seat)
    cards = [p for p in pieces if p in table.pieces and table.spec_of(p).kind == "card"]
    loose = [p for p in pieces if p in table.pieces and table.zone_of(p).kind is ZoneKind.AREA]
    loose_cards = [p for p in loose if p in cards]
    below = _pick(draw, draw(st.sampled_from((loose_cards, loose_cards, loose, [piece]))), piece)
    some = cards if cards and draw(st.integers(0, 4)) else pieces + ["ghost"]
    tops = draw(st.lists(st.sampled_from(some), min_size=0 if some is not cards else 1, max_size=3, unique=True))
    return MakePile(below, tuple(tops), actor=seat)


@st.composite
def gestures(draw: st.DrawFn, table: Table) -> Action:
    """One gesture against ``table``: a plain action, or a batch of two or three."""
    if draw(st.integers(0, 5)) == 0:
        steps = tuple(_simple_action(draw, table) for _ in range(draw(st.integers(1, 3))))
        return Batch(steps, draw(st.sampled_from(("", "Anna played a card."))), actor=table.seats[0].id)
    return _simple_action(draw, table)


def hidden_words(table: Table, piece_id: str) -> list[str]:
    """What would identify a card: its id, its spec id, its label, its front's name and its data."""
    spec = table.spec_of(piece_id)
    words = [piece_id, spec.id, spec.label]
    words += [spec.faces[f] for f in range(len(spec.faces)) if f not in spec.hidden_faces]
    words += [str(v) for v in spec.data.values() if isinstance(v, str)]
    return words
