"""Scenario 1, Castaways: the woodpile, the scenario's inventions and tokens, the win and the losses;
and cards resolved by hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.flow import settle
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.planning import targets
from tabletop.games.robinson.rules.state import Task
from tests.games.robinson.scenes import Rigged, card, game, ok, refused, run, who


def test_the_woodpile_takes_one_stage_a_round_from_available_wood() -> None:
    s = replace(game(3), avail=(5, 0, 0, 0))
    assert {m.n for m in ENGINE.legal_moves(s) if m.t == Kind.PILE} == {1}
    s = ok(s, Move(Kind.PILE, n=1))
    assert s.woodpile == (1, 0, 0, 0, 0) and s.avail[0] == 4 and s.piled
    refused(s, Move(Kind.PILE, n=1))
    s = replace(s, piled=False)
    assert {m.n for m in ENGINE.legal_moves(s) if m.t == Kind.PILE} == {1, 2}
    refused(s, Move(Kind.PILE, n=3))


def test_earmarked_wood_cannot_go_on_the_woodpile() -> None:
    s = replace(game(3), avail=(3, 0, 0, 0))
    lead = who(s).id
    s = ok(s, Move(Kind.PLACE, f"{lead}-1", "build", "shelter"))
    assert not [m for m in ENGINE.legal_moves(s) if m.t == Kind.PILE]


def test_spare_wood_goes_on_the_woodpile_though_a_card_left_the_plan_short_of_fur() -> None:
    s = replace(game(3), avail=(0, 0, 2, 0))
    s = ok(s, Move(Kind.PLACE, f"{who(s).id}-1", "build", "shelter", n=1))  # paid with 2 fur
    s = replace(s, avail=(1, 0, 1, 0))  # a mystery card's loss, adjusted by hand, took a fur meanwhile
    assert [m.n for m in ENGINE.legal_moves(s) if m.t == Kind.PILE] == [1]
    assert ok(s, Move(Kind.PILE, n=1)).woodpile[0] == 1


def test_the_hatchet_and_the_mast() -> None:
    s = replace(game(3), avail=(5, 0, 0, 0), tiles=(*game(3).tiles, ("island-10", "tile:11#1")))
    assert "hatchet" in {t.target for t in targets(s)} and "mast" not in {t.target for t in targets(s)}
    assert "mast" in {t.target for t in targets(replace(s, built=frozenset({"rope"})))}
    s = replace(s, future_built=("hatchet",))
    s = run(s, Task("action_end"))
    assert "wood" in s.camp_tokens


def test_the_scenario_tokens() -> None:
    oil, medallion = card("discovery", "scenario-oil"), card("discovery", "scenario-medallion")
    s = replace(game(3), tokens=(oil, medallion), discoveries=tuple(
        d for d in game(3).discoveries if d not in (oil, medallion)))
    s = ok(s, Move(Kind.USE, what=oil))
    assert s.woodpile == (1, 0, 0, 0, 0)  # the current stage takes 1; the rest is lost (rules digest 9.16)
    s = ok(s, Move(Kind.USE, what=medallion))
    assert s.pending.kind == "choose" and len(s.pending.options) == 10  # 3 determination split among 3 players
    s = ok(s, Move(Kind.CHOOSE, n=0))
    assert sum(c.det for c in s.chars) == 3


def _ready(round_: int):  # type: ignore[no-untyped-def]
    return replace(game(3), round=round_, built=frozenset({"fire"}), woodpile=(1, 2, 3, 4, 4), avail=(1, 9, 0, 0),
                   piled=False, shelter=True)


def test_the_signal_fire_wins_at_once_in_round_ten_or_later() -> None:
    s = ok(_ready(10), Move(Kind.PILE, n=1))
    assert s.result == "won" and ENGINE.is_over(s) and not ENGINE.legal_moves(s)
    assert [(x.note, x.total, x.rank) for x in ENGINE.scores(s)] == [("won", 10, 1)] * 3


def test_not_before_round_ten() -> None:
    s = ok(_ready(9), Move(Kind.PILE, n=1))
    assert not s.result and s.woodpile == (1, 2, 3, 4, 5)
    s = settle(replace(s, round=10, pending=None, todo=(Task("phase", ("event",)),)), Rigged())
    assert s.result == "won"


def test_without_the_fire_the_woodpile_is_not_enough() -> None:
    s = ok(replace(_ready(11), built=frozenset()), Move(Kind.PILE, n=1))
    assert not s.result


@pytest.mark.parametrize("card_id", ["flood", "argument", "dangerous-night"])
def test_an_unscripted_event_is_resolved_by_hand(card_id: str) -> None:
    c = card("event", card_id)
    s = replace(game(3), events=(c,) + tuple(x for x in game(3).events if x != c), avail=(0, 0, 0, 0))
    s = run(s, Task("event_draw"))
    assert s.pending is not None and s.pending.kind == "manual" and s.pending.ctx.card == c
    assert c in s.reveal
    s = ok(s, Move(Kind.ADJUST, what="wood", n=1))
    s = ok(s, Move(Kind.ADJUST, what="wound", target=who(s).id, n=1))
    s = ok(s, Move(Kind.ADJUST, what="morale", n=-1))
    s = ok(s, Move(Kind.UNADJUST))
    assert s.avail == (0, 0, 0, 0) and s.pending.draft == (("wood", "", 1), ("wound", who(s).id, 1))
    s = ok(s, Move(Kind.RESOLVED))
    assert s.avail[0] == 1 and who(s).wounds == 1 and s.morale == 0
    assert c not in s.reveal and s.threats[1] == c


def test_the_data_file_says_which_cards_are_automated() -> None:
    from tabletop.games.robinson.rules.catalog import catalog

    cat = catalog()
    manual = [e.id for e in cat.events.values() if e.event is None]
    assert "flood" in manual and "storm" not in manual
    assert cat.cards["adventure:gather-tracks-of-a-predator"].effect == (("by_hand",),)


def test_an_unscripted_item_or_kept_card_is_used_by_hand() -> None:
    bible, helmet = card("item", "bible"), card("mystery", "helmet")
    s = replace(game(3), items=((bible, 2),), kept=((helmet, 0),),
                mysteries=tuple(m for m in game(3).mysteries if m != helmet))
    s = ok(s, Move(Kind.USE, what=bible))
    assert s.pending.kind == "manual" and s.pending.ctx.card == bible and s.items == ((bible, 1),)
    s = ok(ok(s, Move(Kind.ADJUST, what="heal", target=who(s).id, n=1)) if who(s).wounds else s, Move(Kind.RESOLVED))
    s = ok(s, Move(Kind.USE, what=helmet))
    s = ok(s, Move(Kind.RESOLVED))
    refused(s, Move(Kind.USE, what=helmet))  # once a round


def test_the_computer_applies_a_card_resolved_by_hand_as_nobody_drafted_it() -> None:
    """The search used to draft itself gifts (+1 wood for a Bear's black marker): it cannot read the card."""
    import random

    from tabletop.games.kit.levels import bot_for
    from tabletop.games.robinson.kit import KIT

    c = card("event", "flood")
    s = replace(game(2), events=(c,) + tuple(x for x in game(2).events if x != c), avail=(0, 0, 0, 0))
    s = run(s, Task("event_draw"))
    assert s.pending is not None and s.pending.kind == "manual"
    for level in ("easy", "normal"):
        move = bot_for(KIT, level).choose(s, s.pending.seat, random.Random(3))
        assert move == Move(Kind.RESOLVED) and s.pending.draft == (), level
