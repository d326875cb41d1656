"""The engine reads every card value from the data file and refuses a file it cannot play with,
naming the card (or board) and the field; the flag value arithmetic of §5.1."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tabletop.games.kit.contract import Chance
from tabletop.games.my_village.catalogue import load
from tabletop.games.my_village.rules import Box, DataError, Kind, Move, MyVillageEngine, State
from tabletop.games.my_village.rules.dice import coins_needed, shown_faces, value_options
from tests.games.my_village.scenes import at_flags, legal, me, ok, opening, set_me


def _edited(card_id: str, **changes: Any) -> Box:
    cat = load()
    cards = tuple({**row, **changes} if row["id"] == card_id else row for row in cat.cards)
    return Box.from_catalogue(replace(cat, cards=cards))


@pytest.mark.parametrize("card,changes,words", [
    ("monk-quill-1", {"action": "fly"}, "'monk-quill-1', field 'action'"),
    ("monk-quill-1", {"ap": 0}, "'monk-quill-1', field 'ap'"),
    ("church-healing", {"benefit": "merchant"}, "field 'benefit'"),
    ("council-guild", {"spaces": 0}, "'council-guild', field 'spaces'"),
    ("travel-c-2", {"time": 5}, "'travel-c-2', field 'time'"),
    ("customer-01", {"goods": []}, "'customer-01', field 'goods'"),
    ("field-1", {"flag": ["?"]}, "'field-1', field 'flag'"),
    ("craft-smithy-3-11", {"white_time": 2}, "'craft-smithy-3-11', field 'white_time'"),
])
def test_unplayable_card_data_is_refused_by_card_and_field(card: str, changes: dict[str, Any], words: str) -> None:
    with pytest.raises(DataError, match=words):
        _edited(card, **changes)


def test_unplayable_boards_are_refused() -> None:
    cat = load()
    short = tuple({**row, "window_points": [1, 2, 3]} if row["id"] == "village-2" else row for row in cat.village_boards)
    with pytest.raises(DataError, match="'village-2', field 'window_points'"):
        Box.from_catalogue(replace(cat, village_boards=short))
    with pytest.raises(DataError, match="steward_cost"):
        Box.from_catalogue(replace(cat, main_board={**cat.main_board, "steward_cost": [{"time": 1}]}))
    with pytest.raises(DataError, match="professions"):
        Box.from_catalogue(replace(cat, main_board={**cat.main_board, "professions": ["abbot", "monk", "traveller",
                                                                                      "craftsman", "merchant"]}))


def test_a_corrected_value_changes_play() -> None:
    """A player who corrects the Financial council's time in the file plays with the correction."""
    eng = MyVillageEngine(_edited("council-financial", time=1))
    s = eng.apply(at_flags(value=3), Move(Kind.BLACK, "council-financial"), Chance(1))
    assert isinstance(s, State) and me(s).time == 2


def test_value_arithmetic() -> None:
    assert coins_needed(1, 4, 3, 0) == 2 and coins_needed(6, 6, 2, 0) == 10
    assert coins_needed(6, 6, 2, 1) == 5 and coins_needed(6, 6, 2, 2) == 0 and coins_needed(3, 3, 9, 1) == 0
    options = value_options(1, 1, coins=1, markers=2)
    assert (2, 0, 0) in options and (3, 0, 1) in options and (12, 2, 0) in options
    assert (7, 1, 0) in options and (7, 2, 0) not in options, "a second marker that saves nothing is not offered"
    assert (12, 1, 5) not in options
    for a in range(1, 7):
        for b in range(1, 7):
            for v in range(2, 13):
                for m in range(3):
                    fa, fb = shown_faces(a, b, v, m)
                    assert fa + fb == v and 1 <= fa <= 6 and 1 <= fb <= 6


def test_value_with_one_option_is_set_at_once() -> None:
    s = opening(3)
    s = set_me(replace(s, start=0, holder=0, step=0), coins=0)
    s = ok(s, legal(s)[0])
    s = ok(s, legal(s)[0])
    assert s.phase == "flags" and s.value == sum(f for _, f in me(s).dice[-2:])
    assert not [m for m in legal(s) if m.kind is Kind.VALUE]
