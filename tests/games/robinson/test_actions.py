"""Every action: its pawns, requirements, dice and result (rules digest 5.2-5.10)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.planning import targets
from tabletop.games.robinson.rules.state import Slot, Task, char
from tests.games.robinson.scenes import Rigged, card, face, game, ok, place, refused, run, who, with_char

FOOD_CRATES = card("wreckage", "food-crates")


def _slot(s, kind: str, target: str, pawns: tuple[str, ...], pay: int = 0):  # type: ignore[no-untyped-def]
    return replace(s, plan=(*s.plan, Slot(kind, target, pay, pawns, tuple("p1" for _ in pawns))))


def _tile(s, space: str, tile: str):  # type: ignore[no-untyped-def]
    return replace(s, tiles=(*s.tiles, (space, tile)), island=tuple(t for t in s.island if t != tile))


def test_wreckage_rewards_by_pawn_count() -> None:
    s = game(3)
    lead = who(s).id
    one = run(_slot(s, "threat", "right", (f"{lead}-1",)), Task("act", (0,)))
    two = run(_slot(s, "threat", "right", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert one.future == (0, 1, 0, 0) and two.future == (0, 1, 0, 1)
    assert FOOD_CRATES in one.discard and one.threats == ("", "")


def test_each_threat_card_takes_one_action() -> None:
    s = game(3)
    lead = who(s).id
    s = ok(s, place(f"{lead}-1", "threat", "right"))
    assert not [t for t in targets(s) if t.kind == "threat"]
    s = ok(s, place(f"{lead}-2", "threat", slot=0))
    refused(s, place(f"{who(s, 'p2').id}-1", "threat", slot=0))


def test_hunting_needs_a_beast_and_two_pawns() -> None:
    s = game(3)
    lead = who(s).id
    assert not [t for t in targets(s) if t.kind == "hunt"]
    s = replace(s, hunting=(s.beasts[0],), beasts=s.beasts[1:])
    s = ok(s, place(f"{lead}-1", "hunt"))
    assert not [t for t in targets(s) if t.kind == "hunt"]  # one Beast card, one Hunt
    assert s.plan[0].pawns == (f"{lead}-1",)


def test_a_hunt_fights_loses_weapon_and_brings_food_and_fur() -> None:
    s = game(3)
    lead = who(s).id
    tiger = card("beast", "tiger")
    s = replace(s, hunting=(tiger,), beasts=tuple(b for b in s.beasts if b != tiger), weapon=5, beast_token=True)
    s = run(_slot(s, "hunt", "", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert char(s, lead).wounds == 2  # strength 6 + 1 (token) against weapon 5
    assert s.weapon == 3 and s.future == (0, 5, 2, 0) and tiger in s.discard and not s.beast_token


def test_weapon_loss_below_zero_wounds_the_hunter_too() -> None:
    s = game(3)
    lead = who(s).id
    gorilla = card("beast", "gorilla")
    s = replace(s, hunting=(gorilla,), beasts=tuple(b for b in s.beasts if b != gorilla), weapon=1)
    s = run(_slot(s, "hunt", "", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert char(s, lead).wounds == 5 + 2 and s.weapon == 0  # 5 missing levels, then 2 levels of weapon loss missing


def test_frenzy_and_the_pistol_raise_the_weapon_for_one_fight() -> None:
    s = game(3, character_1="soldier")
    tiger = card("beast", "tiger")
    s = replace(s, hunting=(tiger,), beasts=tuple(b for b in s.beasts if b != tiger), weapon=2,
                items=((card("item", "pistol"), 2),))
    s = with_char(s, "soldier", det=3)
    s = run(_slot(s, "hunt", "", ("soldier-1", "soldier-2")), Task("act", (0,)))
    assert s.pending is not None and s.pending.kind == "fight"
    s = ok(s, Move(Kind.BOOST, what="soldier-frenzy"))
    s = ok(s, Move(Kind.BOOST, what=card("item", "pistol")))
    assert char(s, "soldier").wounds == 0 and s.weapon == 0  # 6 against 2+3+3; the loss of 2 still hits the track
    assert s.items == ((card("item", "pistol"), 1),)


def test_build_shelter_roof_palisade_weapon() -> None:
    s = replace(game(3), avail=(9, 0, 9, 0))
    lead = who(s).id
    s = run(_slot(s, "build", "shelter", (f"{lead}-1", f"{lead}-2"), pay=1), Task("act", (0,)))
    assert s.shelter and s.avail == (9, 0, 7, 0)
    s = replace(s, plan=())
    s = run(_slot(s, "build", "roof", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    s = replace(s, plan=())
    s = run(_slot(s, "build", "weapon", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert (s.roof, s.weapon, s.avail[0]) == (1, 1, 9 - 3 - 1)


def test_roof_and_palisade_need_a_shelter_built_or_natural() -> None:
    s = replace(game(3), avail=(9, 0, 0, 0))
    assert not [t for t in targets(s) if t.target in ("roof", "palisade")]
    cave = replace(_tile(s, "island-10", "tile:11#1"), camp="island-10")
    assert {t.target for t in targets(cave) if t.target in ("roof", "palisade")} == {"roof", "palisade"}


def test_an_invention_becomes_an_item_at_the_end_of_the_action_phase() -> None:
    s = replace(game(3), avail=(5, 0, 0, 0), shelter=True)
    s = _tile(s, "island-10", "tile:11#1")
    lead = who(s).id
    s = run(_slot(s, "build", "fire", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert s.future_built == ("fire",) and "fire" not in s.built and s.avail[0] == 4
    s = run(s, Task("action_end"))
    assert "fire" in s.built and s.palisade == 1


def test_a_personal_invention_only_for_its_owner_who_gains_determination() -> None:
    s = replace(game(3, character_1="cook", character_2="explorer"), built=frozenset({"fire"}))
    refused(s, place("cook-1", "build", "shortcut"))
    s = ok(s, place("cook-1", "build", "fireplace"))
    s = run(replace(s, plan=(Slot("build", "fireplace", 0, ("cook-1", "cook-2"), ("p1", "p1")),)), Task("act", (0,)))
    assert char(s, "cook").det == 2 and s.future_built == ("fireplace",)


def test_gather_one_source_with_tokens_basket_and_sack() -> None:
    s = _tile(replace(game(3), built=frozenset({"basket", "sack"})), "island-10", "tile:4#1")
    s = replace(s, tile_tokens=frozenset({"island-10:wood"}))
    lead = who(s).id
    s = run(_slot(s, "gather", "island-10:wood", (f"{lead}-1", f"{lead}-2")), Task("act", (0,)))
    assert s.future[0] == 1 + 1 + 2
    s = run(replace(s, plan=(Slot("gather", "island-10:food", 0, (f"{lead}-1", f"{lead}-2"), ("p1", "p1")),)),
            Task("act", (0,)))
    assert s.future[1] == 1  # basket and sack work once a round


def test_gather_reach_and_exhausted_sources() -> None:
    s = _tile(_tile(game(3), "island-10", "tile:4#1"), "island-6", "tile:6#1")
    gathers = {t.target for t in targets(s) if t.kind == "gather"}
    assert "island-6:wood" in gathers and not any(g.startswith("island-14") for g in gathers)
    from tabletop.games.robinson.rules.planning import need

    s2 = replace(s, plan=(Slot("gather", "island-6:wood", 0, ("x",), ("p1",)),))
    assert need(s2, s2.plan, 0) == 2  # one tile further: one more pawn
    s = replace(s, exhausted=frozenset({"island-10:wood"}))
    assert "island-10:wood" not in {t.target for t in targets(s) if t.kind == "gather"}


def test_arrange_camp_and_rest() -> None:
    s = game(3)
    lead = who(s).id
    s = with_char(s, lead, wounds=3)
    s = run(_slot(_slot(s, "arrange", "", (f"{lead}-1",)), "rest", "", (f"{lead}-2",)), Task("act", (0,)),
            Task("act", (1,)))
    assert char(s, lead).det == 2 and s.morale == 1 and char(s, lead).wounds == 2
    bed = with_char(replace(game(3), built=frozenset({"bed"})), lead, wounds=3)
    bed = run(_slot(bed, "rest", "", (f"{lead}-1",)), Task("act", (0,)))
    assert char(bed, lead).wounds == 1 and char(bed, lead).det == 1


def test_four_players_arrange_camp_choose_determination_or_morale() -> None:
    s = game(4)
    lead = who(s).id
    s = run(_slot(s, "arrange", "", (f"{lead}-1",)), Task("act", (0,)))
    assert s.pending is not None and s.pending.kind == "choose"
    assert ok(s, Move(Kind.CHOOSE, n=1)).morale == 1 and char(ok(s, Move(Kind.CHOOSE, n=0)), lead).det == 2


def test_reroll_token_and_adventure_token() -> None:
    s = _tile(replace(game(3), action_tokens=frozenset({"reroll:gather", "adventure:gather"})), "island-10", "tile:4#1")
    lead = who(s).id
    end = card("adventure", "gather-end-of-source")
    decks = (s.adventures[0], (end, *(c for c in s.adventures[1] if c != end)), s.adventures[2])
    s = _slot(replace(s, adventures=decks), "gather", "island-10:wood", (f"{lead}-1",))
    rig = Rigged(face("gather-wound", "blank"), face("gather-success", "success"), face("gather-adventure", "blank"),
                 face("gather-success", "failure"))
    s = run(s, Task("act", (0,)), chance=rig)
    assert s.future[0] == 0 and char(s, lead).det == 2  # the success was rolled again and failed
    assert not s.action_tokens and end in s.discard and "island-10:wood" in s.exhausted


def test_an_ability_rerolls_its_colour() -> None:
    s = _tile(game(3, character_1="cook"), "island-10", "tile:4#1")
    s = with_char(s, "cook", det=2)
    s = _slot(s, "gather", "island-10:food", ("cook-1",))
    rig = Rigged(face("gather-wound", "wound"), face("gather-success", "failure"), face("gather-adventure", "blank"),
                 face("gather-success", "success"))
    s = run(s, Task("act", (0,)), chance=rig)
    assert s.pending is not None and s.pending.kind == "reroll"
    moves = [m for m in ENGINE.legal_moves(s) if m.t == Kind.REROLL]
    assert {m.target for m in moves} == {"wound", "success"}
    s = ok(s, Move(Kind.REROLL, what="cook-scrounger", target="success"), rig)
    assert s.future[1] == 1 and char(s, "cook").wounds == 1 and char(s, "cook").det == 0


def test_friday_acts_alone_takes_a_wound_instead_of_an_adventure_and_rerolls() -> None:
    s = _tile(game(2), "island-10", "tile:4#1")
    s = with_char(s, "friday", det=2)
    s = _slot(s, "gather", "island-10:wood", ("friday",))
    rig = Rigged(face("gather-wound", "blank"), face("gather-success", "failure"), face("gather-adventure", "adventure"),
                 face("gather-success", "success"))
    s = run(s, Task("act", (0,)), chance=rig)
    assert s.pending is not None and s.pending.kind == "reroll" and s.pending.seat == "p1"
    s = ok(s, Move(Kind.REROLL, what="friday", target="success"), rig)
    if s.pending is not None and s.pending.kind == "reroll":
        s = ok(s, Move(Kind.ACCEPT), rig)
    assert s.future[0] == 1 and char(s, "friday").wounds == 1 and char(s, "friday").det == 0


def test_the_dog_and_extra_pawns_only_help() -> None:
    s = _tile(game(1), "island-10", "tile:4#1")
    lead = who(s).id
    refused(s, place("dog", "explore", "island-13"))
    s = ok(s, place(f"{lead}-1", "explore", "island-13"))
    s = ok(s, place("dog", "explore", slot=0))
    refused(s, place("dog", "rest"))
    s = replace(s, built=frozenset({"belts"}))
    refused(s, place("belts", "gather", "island-10:wood"))
    refused(s, place("belts", "explore", slot=0))
    s = ok(s, place("friday", "gather", "island-10:wood"))
    s = ok(s, place("belts", "gather", slot=1))
