"""Time, the bridge and the reaper; the death check, graves, seasonal workers, rats and the Healing church
(digest §5.4-§5.7)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.moves import PLAY
from tests.games.my_village.scenes import (
    alive,
    at_flags,
    box,
    engine,
    give,
    key_rolling,
    legal,
    me,
    ok,
    refused,
    set_me,
)

HEADMAN = Move(Kind.HEADMAN, "coin space")


def _clouds(s) -> int:
    return box().boards[me(s).board].clouds


def test_time_loops_and_crossing_the_bridge_seats_the_reaper() -> None:
    s = at_flags(value=3)
    s = set_me(s, time=_clouds(s) - 3)
    s = ok(s, Move(Kind.BLACK, "council-financial"))
    assert me(s).time == 1, "4 time from 3 clouds before the end: past the bridge onto the first cloud"
    assert s.pending and s.pending[0].kind == "die"


def test_no_crossing_no_death() -> None:
    s = ok(at_flags(value=3), Move(Kind.BLACK, "council-financial"))
    assert not s.pending and s.step == 1 and s.graves == 0 and sum(s.chronicle) == 0


def test_headman_path_and_banking() -> None:
    s = at_flags(me={"tree": 5})
    assert {m.target for m in legal(s) if m.kind is Kind.HEADMAN} == {"coin space"}
    s = ok(s, HEADMAN)
    assert me(s).headman == 1 and me(s).coins == me(at_flags()).coins + 1 and me(s).time == 2
    s = set_me(at_flags(me={"tree": 5, "headman": 1}))
    assert {m.target for m in legal(s) if m.kind is Kind.HEADMAN} == {"main building", "3-AP space"}
    up = ok(s, Move(Kind.HEADMAN, "3-AP space"))
    assert me(up).tree == 8 and me(up).headman == 2
    home = ok(s, Move(Kind.HEADMAN, "main building"))
    assert me(home).safe == 5 and me(home).tree == 0
    back = ok(at_flags(me={"headman": 2}), HEADMAN)
    assert me(back).headman == 1


def test_the_chronicle_fills_in_order_then_anonymous_graves() -> None:
    ap = box().chronicle_ap
    s = set_me(at_flags(rat=20), reaper=True)
    s = replace(s, rat=box().rat_start[3])
    first = ok(ok(s, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(1))
    assert first.chronicle[0] == 1 and me(first).tree == ap[0]
    s2 = replace(s, chronicle=(1, 0, 0, 0, 0))
    second = ok(ok(s2, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(1))
    assert second.chronicle[0] == 2 and me(second).tree == ap[1]
    s3 = replace(s, chronicle=(2, 0, 0, 0, 0), graves=3)
    anon = ok(ok(s3, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(1))
    assert anon.chronicle[0] == 2 and anon.graves == 4 and me(anon).tree == 0


def test_the_only_villager_dies_without_a_question_and_a_seasonal_worker_comes() -> None:
    s = set_me(at_flags(), reaper=True, villagers=alive("traveller"))
    s = ok(s, HEADMAN, key=key_rolling(1))
    assert s.pending[0].kind == "worker" and s.chronicle[2] == 1
    assert {m.target for m in legal(s)} == set(box().professions)
    s = ok(s, Move(Kind.WORKER, "merchant"), key=key_rolling(1))
    assert me(s).villagers == alive("merchant") and me(s).workers == 1 and s.step == 1


def test_school_markers_are_not_villagers() -> None:
    s = set_me(at_flags(), reaper=True, villagers=alive("traveller"), school=(True, True))
    s = ok(s, HEADMAN, key=key_rolling(1))
    assert s.pending[0].kind == "worker" and me(s).school == (True, True)


def test_two_crossings_one_death() -> None:
    """§9.7: the reaper is on the marker or not: at most one death per turn."""
    s = at_flags(value=3)
    s = set_me(s, time=_clouds(s), reaper=True)
    s = ok(s, Move(Kind.BLACK, "council-financial"))
    assert s.pending[0].kind == "die"
    s = ok(s, Move(Kind.DIE, "abbot"), key=key_rolling(1))
    assert not s.pending and sum(s.chronicle) == 1 and not me(s).reaper


def test_rat_on_a_red_space_waits() -> None:
    s = set_me(at_flags(rat=9), reaper=True, tree=6)
    s = ok(ok(s, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(3))
    assert s.rat == 6 and me(s).tree == 6 + box().chronicle_ap[0]


def test_invasion_halves_every_tree_rounded_down() -> None:
    s = set_me(set_me(set_me(at_flags(rat=2), 0, reaper=True, tree=3, safe=4), 1, tree=7), 2, tree=1)
    s = replace(s, hand_ap=5)
    s = ok(ok(s, HEADMAN), Move(Kind.DIE, "abbot"), key=key_rolling(6))
    assert [p.tree for p in s.players] == [3, 4, 1]
    assert me(s).safe == 4 and s.hand_ap == 5 and s.rat == box().rat_start[3]


def test_healing_church_asks_its_owner_even_out_of_turn() -> None:
    s = set_me(at_flags(rat=1), 0, reaper=True)
    s = give(set_me(s, 1, tree=9), 1, church="church-healing")
    s = ok(ok(s, HEADMAN), Move(Kind.DIE, "merchant"), key=key_rolling(1))
    assert s.pending[0].kind == "heal" and engine().current_seat(s) == "p2"
    spared = ok(s, Move(Kind.HEAL, n=1))
    assert me(spared, 1).tree == 9 and me(spared, 1).healed == 1
    lost = ok(s, Move(Kind.HEAL))
    assert me(lost, 1).tree == 5 and me(lost, 1).healed == 0


def test_healing_church_not_asked_without_abbot_spaces_or_loss() -> None:
    for kw in ({"villagers": alive("merchant"), "tree": 9}, {"healed": 2, "tree": 9}, {"tree": 1}):
        s = set_me(at_flags(rat=1), 0, reaper=True)
        s = give(set_me(s, 1, **kw), 1, church="church-healing")
        s = ok(ok(s, HEADMAN), Move(Kind.DIE, "merchant"), key=key_rolling(1))
        assert not s.pending, kw


def test_refusals_during_the_death_check() -> None:
    s = set_me(at_flags(), reaper=True, villagers=alive("abbot", "merchant"))
    s = ok(s, HEADMAN)
    assert "Not now" in refused(s, Move(Kind.WHITE, PLAY))
    assert Move(Kind.DIE, "traveller") not in legal(s)
