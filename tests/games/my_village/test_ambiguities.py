"""Each of the digest's ambiguities (§9) pinned to its recommended resolution.

Items pinned elsewhere: 1 and 18 (rules options) in ``test_end_and_scoring``, 7, 8 and 9 in
``test_time_and_death``, 11 in ``test_white_flags``.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.moves import MEETING_PILE, SCHOOL, STEWARD
from tabletop.games.my_village.rules.scoring import council_bonus, territory_count
from tests.games.my_village.scenes import alive, at_flags, box, give, key_rolling, legal, me, ok, refused, set_me


def test_2_start_tile_and_steward_both_4_10_from_data() -> None:
    assert box().start_flag == box().steward_flag == (4, 10)


def test_3_school_with_only_the_right_space_takes_a_new_marker_on_the_left() -> None:
    s = at_flags(me={"school": (False, True)})
    s = ok(replace(s, value=box().boards[me(s).board].school_flag[0]), Move(Kind.WHITE, SCHOOL))
    assert me(ok(s, Move(Kind.SCHOOL, "enter"))).school == (True, True)


def test_4_church_and_travel_c_costs() -> None:
    church = box().cards["church-merchant"]
    assert set(church.cost) == {(("coin", 2), ("horse", 1)), (("coin", 2), ("wagon", 1))}
    for card in box().of_deck("travel", "C"):
        assert set(box().cards[card].cost) == {(("wagon", 1),), (("coin", 2),)}


def test_5_meeting_place_costs_two_horses_two_coins_or_one_of_each() -> None:
    s = give(at_flags(value=2, me={"coins": 2}), crafts=("craft-stable-3-11",), goods=(2, 0, 0, 0, 0))
    pays = {m.pay for m in legal(s) if m.target == MEETING_PILE}
    assert pays == {("horse", "horse"), ("coin", "coin"), ("coin", "horse")}


def test_6_school_twice_pays_for_each_activation() -> None:
    card = next(c for c in box().of_kind("monk") if box().cards[c].action == "school_twice")
    deck = ("quill", "chalice", "rosary").index(box().cards[card].deck)
    s = give(at_flags(value=box().cards[card].flag[0], me={"coins": 3, "school": (True, True),
                                                           "villagers": alive("abbot", "merchant", "craftsman")}),
             church="church-healing")
    monks = list(s.monks)
    monks[deck] = (card,) + tuple(c for c in monks[deck] if c != card)
    s = ok(replace(s, monks=tuple(monks)), Move(Kind.BLACK, f"monk-{box().cards[card].deck}", ("coin",) * 3))
    before = me(s).time
    s = ok(ok(s, Move(Kind.SCHOOL, "councilman", n=1)), Move(Kind.SCHOOL, "traveller"))
    assert me(s).time == before + 2 and me(s).tree == 2 and me(s).school == (False, False)


def test_10_merchant_church_with_no_paid_customer_and_an_empty_deck() -> None:
    s = give(at_flags(value=4, me={"coins": 0}), church="church-merchant")
    s = give(replace(s, customers=()), served=s.customers)
    s = ok(s, Move(Kind.BLACK, STEWARD))
    assert len(s.display) == 6 and s.pending[0].kind == "free" and me(s).time == 1
    s = ok(s, Move(Kind.PICK, s.display[2]))
    assert len(me(s).market) == 1 and len(s.display) == 5 and s.step == 1


def test_12_monk_steward_with_the_merchant_church() -> None:
    card = next(c for c in box().of_kind("monk") if box().cards[c].action == "steward")
    s = give(at_flags(value=box().cards[card].flag[0], me={"coins": 3}), church="church-merchant")
    monks = list(s.monks)
    monks[1] = (card,) + tuple(c for c in monks[1] if c != card)
    s = ok(replace(s, monks=tuple(monks)), Move(Kind.BLACK, "monk-chalice", ("coin",) * 3))
    assert {m.n for m in legal(s)} == {0, 1, 2}
    s = ok(s, Move(Kind.STEWARD, n=2))
    assert [p.kind for p in s.pending] == ["free", "customers"] and len(s.display) == 7


def test_13_travel_church_once_per_letter_and_the_returned_gray_flag_does_not_count() -> None:
    gray = next(c for c in box().of_deck("travel", "A") if box().cards[c].gray)
    plain = next(c for c in box().of_deck("travel", "A") if not box().cards[c].gray)
    s = give(at_flags(value=6, me={"coins": 3}), church="church-travel")
    deck = (gray, plain) + tuple(c for c in s.travel[0] if c not in (gray, plain))
    s = replace(s, travel=(deck,) + s.travel[1:])
    s = ok(ok(s, Move(Kind.BLACK, "travel-A", ("coin",))), Move(Kind.SWAP, n=1), key=5)
    assert me(s).travels == (plain,)
    nxt = replace(set_me(s, coins=5), step=0, phase="flags", value=5)
    assert {m.pay for m in legal(nxt) if m.target == "travel-B"} == {("coin", "coin")}
    s = ok(nxt, Move(Kind.BLACK, "travel-B", ("coin", "coin")))
    assert s.pending and s.pending[0].origin == "B"
    s = ok(s, Move(Kind.SWAP))
    assert me(s).swapped == ("A", "B")


def test_14_ploughs_move_freely_in_your_turn_never_between_fields() -> None:
    s = give(at_flags(value=6), fields=("field-1", "field-2"), ploughed=("field-1",), council="council-guild",
             guild=1)
    ploughs = {m for m in legal(s) if m.kind is Kind.PLOUGH}
    assert ploughs == {Move(Kind.PLOUGH, "field-2", ("guild",))}
    assert "plough" in refused(s, Move(Kind.PLOUGH, "field-2", ("field",)))
    other = replace(s, step=1)
    assert not [m for m in legal(other) if m.kind is Kind.PLOUGH], "not in another player's turn"


def test_15_dice_taken_must_be_used_and_the_headman_is_always_there() -> None:
    s = at_flags(value=7, me={"coins": 0})
    assert "Not now" in refused(s, Move(Kind.END))
    assert any(m.kind is Kind.HEADMAN for m in legal(s))


def test_16_a_seasonal_worker_is_a_villager() -> None:
    s = give(at_flags(), workers=1, villagers=alive("merchant"), council="council-population", marks=("merchant",))
    assert council_bonus(box(), me(s)) == 4
    s = set_me(s, reaper=True)
    s = ok(s, Move(Kind.HEADMAN, "coin space"), key=key_rolling(1))
    assert s.pending[0].kind == "worker"
    s = ok(s, Move(Kind.WORKER, "abbot"), key=key_rolling(1))
    assert me(s).workers == 2


def test_17_territorial_church_counts_cards_not_the_monastery_window() -> None:
    monks = tuple(box().of_deck("monk", "quill")[:2])
    s = give(at_flags(), church="church-monastery", monks=monks)
    assert territory_count(box(), me(s), "church") == 3
