"""Moves as JSON records, and refusals in words a player understands."""

from __future__ import annotations

import json

import pytest

from tabletop.games.loyang.rules import Kind, Move
from tabletop.games.loyang.rules.state import FieldSlot
from tests.games.loyang.scenes import in_actions, opening, refused

VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def test_moves_round_trip_through_json() -> None:
    for m in (Move(Kind.LOAN), Move(Kind.TRADE, card="stall-01", n=2, items=("wheat", "bean")),
              Move(Kind.HELPER, card="tout", target="p2", n=2, items=("casual-01",))):
        assert Move.from_json(json.loads(json.dumps(m.to_json()))) == m
    assert Move(Kind.LOAN).to_json() == {"t": "loan"}


@pytest.mark.parametrize("bad", [{"t": "fly"}, {"t": "sow", "n": "two"}, {"t": "sow", "items": "wheat"},
                                 {"t": "sow", "colour": "red"}, ["sow"]])
def test_malformed_moves_are_refused_in_words(bad) -> None:
    with pytest.raises(ValueError):
        Move.from_json(bad)


def test_refusals_say_what_to_do() -> None:
    full = in_actions(me={"cart": (2, 0, 0, 0, 0, 0), "cash": 5})
    assert refused(full, Move(Kind.END, items=("wheat", "wheat"))) == \
        "Your Storehouse holds 1 vegetable — upgrade it for 2 Cash to hold 4."
    poor = in_actions(me={"cash": 1})
    assert "sell vegetables or take a loan first" in refused(poor, Move(Kind.BUY, veg="leek"))
    sown = in_actions(me={"fields": (FieldSlot("home-1", "wheat", 5), FieldSlot("field6-1a")), "cart": (0,) * 5 + (1,)})
    assert refused(sown, Move(Kind.SOW, card="field6-1a", veg="leek")) == "This field takes only wheat, pumpkin, turnip."
    assert "Not now" in refused(opening(2), Move(Kind.SOW, card="home-1", veg="wheat"))
    assert "already bought a two-pack" in refused(
        in_actions(me={"flags": frozenset({"twopack"})}), Move(Kind.TWOPACK))
