"""The end trigger by player count (9 / 14 / 18 graves), at the end of the round or of the turn, and the
final scoring sheet with its tie-break (digest §7, §9.1, §9.18)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.scoring import CATEGORIES, score_sheets
from tests.games.my_village.scenes import at_flags, box, engine, give, key_rolling, me, ok, opening, set_me

HEADMAN = Move(Kind.HEADMAN, "coin space")


@pytest.mark.parametrize("n,graves", [(2, 9), (3, 14), (4, 18)])
def test_the_game_ends_after_the_round_in_which_the_graves_fill(n: int, graves: int) -> None:
    assert box().end_graves[n] == graves
    s = set_me(at_flags(n, graves=graves - 6, chronicle=(1, 1, 1, 1, 1)), reaper=True)
    s = ok(ok(s, HEADMAN), Move(Kind.DIE, "merchant"), key=key_rolling(1))
    assert s.graves + sum(s.chronicle) == graves
    assert not engine().is_over(s), "the round is played out"
    while not engine().is_over(s):
        s = ok(s, engine().legal_moves(s)[-1], key=key_rolling(1, 1))
    assert s.round == 1


def test_one_grave_short_plays_on() -> None:
    s = at_flags(3, graves=14 - 10 - 2, chronicle=(2, 2, 2, 2, 2))
    for _ in range(30):
        s = ok(s, engine().legal_moves(s)[-1], key=key_rolling(1, 1))
    assert not engine().is_over(s) and s.round > 1


def test_rules_option_end_of_turn() -> None:
    s = at_flags(4, graves=18 - 10, chronicle=(2, 2, 2, 2, 2), options=replace(opening(4).options, end_of_round=False))
    s = ok(s, HEADMAN)
    assert engine().is_over(s) and s.step == 0


def test_score_sheet_categories_and_ranks() -> None:
    s = give(opening(3), 0, safe=10, coins=0)
    s = give(s, 1, safe=10, workers=1, coins=0)
    s = give(s, 2, safe=3, fields=("field-1",), coins=0)
    s = replace(s, holder=2, phase="over")
    sheets = score_sheets(box(), s)
    assert [line.category for line in sheets[0].lines] == list(CATEGORIES)
    assert box().worker_points == -5
    assert [(x.seat, x.total, x.rank) for x in sheets] == [("p1", 10, 1), ("p2", 5, 2), ("p3", 5, 2)]


def test_tie_break_on_coins_goods_and_the_tree_then_shared() -> None:
    s = opening(2)
    s = give(s, 0, safe=6, coins=1, tree=1, crafts=("craft-stable-3-11",), goods=(2, 0, 0, 0, 0))
    s = give(s, 1, safe=6, coins=3, tree=0)
    s = replace(s, holder=0, phase="over")
    s = set_me(s, 1, safe=7)
    sheets = score_sheets(box(), s)
    assert [(x.seat, x.rank) for x in sheets] == [("p1", 1), ("p2", 2)]
    assert "tie-break" in sheets[0].note
    level = set_me(s, 1, coins=4)
    assert [x.rank for x in score_sheets(box(), level)] == [1, 1], "still tied: a shared victory"


def test_ploughs_on_fields_break_ties_by_option() -> None:
    s = opening(2)
    s = give(s, 0, fields=("field-1",), ploughed=("field-1",))
    s = give(s, 1, fields=("field-2",), coins=0)
    s = set_me(set_me(replace(s, holder=0, phase="over"), 0, coins=0), 1, safe=1)
    assert [x.rank for x in score_sheets(box(), s)] == [1, 2]
    off = replace(s, options=replace(s.options, ploughs_break_ties=False))
    assert [x.rank for x in score_sheets(box(), off)] == [1, 1]


def test_population_council_counts_living_marked_villagers() -> None:
    s = give(opening(2), 0, council="council-population", marks=("abbot", "merchant", "traveller"),
             villagers=(True, False, True, False, False))
    sheet = next(x for x in score_sheets(box(), replace(s, phase="over")) if x.seat == "p1")
    council = dict((line.category, line.points) for line in sheet.lines)["Council area"]
    assert council == box().cards["council-population"].points + 4 * 2
    assert me(s).workers == 0
