"""The rulebook's worked examples (digest §8, E1-E11), each as a test."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.moves import SCHOOL, START, STEWARD
from tabletop.games.my_village.rules.scoring import lines
from tests.games.my_village.scenes import (
    alive,
    at_flags,
    box,
    give,
    key_rolling,
    legal,
    me,
    ok,
    opening,
    refused,
    set_me,
)


def test_e1_preparation_three_players() -> None:
    """The start player puts 1 AP on the tile and rolls 6 white and 2 black dice: the round's pool."""
    s = opening(3)
    assert s.hand_ap == 1 and s.palm and s.round == 1
    colours = sorted(d.split("-")[0] for d, _ in s.pool)
    assert colours == ["black"] * 2 + ["white"] * 6
    assert all(1 <= f <= 6 for _, f in s.pool)
    four = opening(4)
    assert len(four.pool) == 11 and len(opening(2).pool) == 11


def test_e2_coins_set_the_value() -> None:
    """White 1 and white 4, 2 coins lower the 4 to a 2: value 3, two coins fewer, no time for dice."""
    s = opening(3)
    pool = (("white-die-1", 1), ("black-die-1", 2), ("white-die-2", 4)) + tuple(
        (d, 6) for d, _ in s.pool if d not in ("white-die-1", "black-die-1", "white-die-2"))
    s = set_me(replace(s, pool=pool, start=0, holder=0, step=0), coins=3)
    assert {m.target for m in legal(s)} == {"white-1", "black-2", "white-4", "white-6", "black-6"}
    s = ok(ok(s, Move(Kind.TAKE, "white-1")), Move(Kind.TAKE, "white-4"))
    assert s.phase == "value"
    assert Move(Kind.VALUE, n=3) in legal(s)
    s = ok(s, Move(Kind.VALUE, n=3))
    assert s.value == 3 and me(s).coins == 1 and me(s).time == 1
    assert sorted(f for _, f in me(s).dice) == [1, 2]


def test_e2_a_black_die_costs_two_time() -> None:
    s = opening(3)
    s = set_me(replace(s, start=0, holder=0, step=0), coins=0)
    black = next(m for m in legal(s) if m.target.startswith("black"))
    s = ok(s, black)
    assert me(s).time == 3


def test_e3_council_chamber_needs_a_councilman_and_none_yet() -> None:
    s = at_flags(value=3, me={"villagers": alive("abbot", "traveller", "craftsman", "merchant")})
    assert "councilman" in refused(s, Move(Kind.BLACK, "council-financial"))
    s = give(at_flags(value=5), council="council-guild")
    assert "already have a council chamber" in refused(s, Move(Kind.BLACK, "council-financial"))


def test_e4_financial_council_black_flag() -> None:
    s = at_flags(value=3, me={"coins": 1})
    s = ok(s, Move(Kind.BLACK, "council-financial"))
    assert me(s).time == 5 and me(s).coins == 3 and me(s).council == "council-financial"
    assert "council-financial" not in s.councils


def test_e5_start_player_tile() -> None:
    """A player other than the start player takes the tile and its AP; they start the next round."""
    s = replace(at_flags(3, value=4, hand_ap=3), start=1, holder=1, step=2)
    s = ok(s, Move(Kind.BLACK, START))
    assert me(s).tree == 3 and s.holder == 0
    assert s.start == 0 and s.round == 2 and s.hand_ap == 1, "the claimer starts the next round, tile palm up again"


def test_e5_tile_claimed_once_a_round() -> None:
    s = replace(at_flags(3, value=4), start=1, holder=2, step=2, palm=False)
    assert "back side" in refused(s, Move(Kind.BLACK, START))


def test_e6_steward_three_customers() -> None:
    s = at_flags(value=10, me={"coins": 2})
    shown, deck = s.display, s.customers
    s = ok(s, Move(Kind.BLACK, STEWARD, n=3))
    assert me(s).time == 3 and me(s).coins == 1
    for card in shown[:3]:
        s = ok(s, Move(Kind.PICK, card))
    assert me(s).market == shown[:3]
    assert s.display == shown[3:] + deck[:3] and s.customers == deck[3:]


def test_e7_white_flag_chain() -> None:
    """School -> councilman, then the (now active) Financial council, then the "?" customer with 2 scrolls."""
    s = at_flags(value=3)
    s = give(s, villagers=alive("abbot", "traveller", "craftsman", "merchant"), school=(True, False),
             council="council-financial", crafts=("craft-office-5-9",), goods=(0, 0, 0, 2, 0),
             market=("customer-24", "customer-05"))
    assert refused(s, Move(Kind.WHITE, "council-financial")).startswith("Your councilman is dead")
    s = ok(s, Move(Kind.WHITE, SCHOOL))
    s = ok(s, Move(Kind.SCHOOL, "councilman"))
    assert me(s).villagers == alive("abbot", "councilman", "traveller", "craftsman", "merchant")
    assert me(s).time == 2 and me(s).school == (False, False)
    s = ok(s, Move(Kind.WHITE, "council-financial"))
    assert me(s).time == 3 and me(s).coins == 3
    s = ok(s, Move(Kind.WHITE, "customer-24", ("scroll", "scroll")))
    assert me(s).served == ("customer-24",) and me(s).goods == (0, 0, 0, 0, 0)
    assert "lack the goods" in refused(s, Move(Kind.WHITE, "customer-05", ("wagon",)))
    assert not [m for m in legal(s) if m.kind is Kind.WHITE]
    s = ok(s, Move(Kind.END))
    assert s.step == 1


def test_e8_death_and_rat_invasion() -> None:
    s = at_flags(3, value=7, chronicle=(0, 0, 0, 0, 1), rat=4)
    s = set_me(s, 0, reaper=True, tree=4)
    s = set_me(set_me(s, 1, tree=1), 2, tree=8)
    s = ok(s, Move(Kind.HEADMAN, "coin space"))
    assert s.pending[0].kind == "die"
    s = ok(s, Move(Kind.DIE, "merchant"), key=key_rolling(5))
    assert not me(s).reaper and me(s).villagers == alive("abbot", "councilman", "traveller", "craftsman")
    assert s.chronicle[4] == 2 and s.last_roll == 5
    assert [p.tree for p in s.players] == [3, 1, 4]
    assert s.rat == box().rat_start[3] and s.step == 1


def test_e9_travel_cost_with_gray_flag() -> None:
    """C needs 7, 2 time, 1 wagon or 2 coins, and the beer on B's gray flag."""
    s = at_flags(value=7)
    b_beer = next(c for c in box().of_deck("travel", "B") if box().cards[c].gray == (("beer", 1),))
    a_card = box().of_deck("travel", "A")[0]
    s = give(s, travels=(a_card, b_beer), crafts=("craft-brewery-3-11", "craft-wainwright-3-11"),
             goods=(0, 1, 0, 0, 1), coins=2)
    pays = {m.pay for m in legal(s) if m.target == "travel-C"}
    assert pays == {("coin", "coin", "beer"), ("beer", "wagon")}
    top = s.travel[2][0]
    s = ok(s, Move(Kind.BLACK, "travel-C", ("beer", "wagon")))
    assert me(s).time == 3 and me(s).goods == (0, 0, 0, 0, 0) and me(s).travels[-1] == top


def test_e10_the_2_12_tile() -> None:
    """A white flag "3, 1 time" with the tile beside it answers 2, 3 and 12, and still costs 1 time."""
    for value, works in ((2, True), (3, True), (12, True), (4, False)):
        s = give(at_flags(value=value), council="council-financial", meeting="meeting-1", tile="council-financial")
        move = Move(Kind.WHITE, "council-financial")
        assert (move in legal(s)) is works
        if works:
            assert me(ok(s, move)).time == 2


def test_e11_final_scoring() -> None:
    b = box()
    s = opening(3)
    monks = tuple(b.of_deck("monk", "quill"))
    travels = (b.of_deck("travel", "A")[0], b.of_deck("travel", "B")[0])
    served = tuple(b.of_kind("customer")[:5])
    s = give(s, church="church-monastery", monks=monks, council="council-territorial",
             marks=("travel", "customer", "church"), meeting="meeting-1", tile="meeting", fields=("field-1",),
             travels=travels, served=served, safe=7)
    s = replace(s, holder=0)
    got = dict((line.category, line.points) for line in lines(b, s, 0))
    church = b.cards["church-monastery"].points
    windows4 = b.boards[me(s).board].window_points[3]
    assert got["Religious area"] == church + windows4
    assert got["Council area"] == b.cards["meeting-1"].points + b.cards["council-territorial"].points + 2 + 5 + 4
    assert got["Fields"] == 1
    assert got["Travels"] == sum(b.cards[c].points for c in travels)
    assert got["Served customers"] == sum(b.cards[c].points for c in served)
    assert got["Safe adventure points"] == 7 and got["Seasonal workers"] == 0 and got["Start-player tile"] == 1
