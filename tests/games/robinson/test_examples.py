"""Every worked example of the rules digest (section 8) as a test."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.robinson.rules.island import explored_terrains
from tabletop.games.robinson.rules.items import build_item, lose_item
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.planning import buildable, targets
from tabletop.games.robinson.rules.state import Roll, Slot, Task, char
from tabletop.games.robinson.rules.weather import apply_weather, weather_counts, weather_dice
from tabletop.games.robinson.rules.world import flip_down, move_camp
from tests.games.robinson.scenes import DONE, Rigged, card, face, game, ok, place, refused, run, script, who, with_char

STORM_SIDE = card("adventure", "explore-storm-on-the-horizon")
COLLAPSE_SIDE = card("adventure", "gather-nice-surprise")


def _without(s, *cards):  # type: ignore[no-untyped-def]
    decks = tuple(tuple(c for c in d if c not in cards) for d in s.adventures)
    return replace(s, adventures=decks, events=tuple(c for c in s.events if c not in cards))


def test_e1_adventure_cards_in_the_event_deck_resolve_before_the_event() -> None:
    s = _without(game(3), STORM_SIDE, COLLAPSE_SIDE, card("event", "fire"))
    s = replace(s, shelter=True, roof=2, events=(STORM_SIDE, COLLAPSE_SIDE, card("event", "fire")) + s.events)
    s = run(s, Task("event_draw"))
    assert "storm" in s.weather_tokens and s.roof == 1
    assert STORM_SIDE in s.discard and COLLAPSE_SIDE in s.discard
    assert s.threats == (card("wreckage", "food-crates"), card("event", "fire"))
    assert "prod:no_wood" in s.flags and "adventure:explore" in s.action_tokens


def test_e2_morale_shortfall_turns_into_wounds() -> None:
    s = game(3)
    first = who(s).id
    s = with_char(replace(s, morale=-3), first, det=1)
    s = run(s, Task("morale_phase"))
    assert char(s, first).det == 0 and char(s, first).wounds == 2


def test_e3_production_from_the_camp_tile() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0))
    s = run(s, Task("production"))
    assert s.avail == (1, 1, 0, 0)


def test_e4_starting_item_used_twice_at_once() -> None:
    s = game(3)
    s = replace(s, items=((card("item", "empty-bottle"), 2),), item_box=tuple(
        i for i in s.item_box + tuple(k for k, _ in s.items) if i != card("item", "empty-bottle")))
    bottle = Move(Kind.USE, what=card("item", "empty-bottle"))
    s = ok(ok(s, bottle), bottle)
    assert s.weapon == 2 and not s.items and card("item", "empty-bottle") in s.discard


def _threat_ready(s, event: str):  # type: ignore[no-untyped-def]
    c = card("event", event)
    return replace(_without(s, c), threats=(c, s.threats[1]), event_box=tuple(x for x in s.event_box if x != c))


def test_e5_chanty_rewards_only_the_leader() -> None:
    s = _threat_ready(game(2), "memories-of-the-cruise")
    a, b = who(s, "p1").id, who(s, "p2").id
    s = ok(s, place(f"{a}-1", "threat", "left"))
    s = ok(s, place(f"{a}-2", "rest"))
    s = ok(s, DONE)
    s = ok(s, place(f"{b}-1", "threat", slot=0))
    s = ok(s, place(f"{b}-2", "rest"))
    s = ok(s, DONE)
    assert char(s, a).det == 2 and char(s, b).det == 0 and s.morale == 1
    assert card("event", "memories-of-the-cruise") in s.discard and s.threats[0] == ""


def test_e6_a_threat_needing_weapon_2_at_planning() -> None:
    s = _threat_ready(game(3), "night-howling")
    pawn = f"{who(s).id}-1"
    refused(replace(s, weapon=1), place(pawn, "threat", "left"))
    ok(replace(s, weapon=2), place(pawn, "threat", "left"))


def test_e7_strengthening_the_camp_wood_or_the_shovel() -> None:
    s = replace(_threat_ready(game(3), "storm"), avail=(0, 0, 0, 0))
    pawn = f"{who(s).id}-1"
    refused(s, place(pawn, "threat", "left", pay=0))
    refused(s, place(pawn, "threat", "left", pay=1))
    ok(replace(s, built=frozenset({"shovel"})), place(pawn, "threat", "left", pay=1))


def _rolled_roof(players: int = 3):  # type: ignore[no-untyped-def]
    s = replace(game(players), shelter=True, avail=(5, 0, 0, 0))
    lead = who(s).id
    return replace(s, plan=(Slot("build", "roof", 0, (f"{lead}-1",), ("p1",)),)), lead


def test_e8_wound_failure_adventure() -> None:
    s, lead = _rolled_roof()
    hard = card("adventure", "build-hard-work")
    decks = list(s.adventures)
    decks[0] = (hard, *(c for c in decks[0] if c != hard))
    s = replace(s, adventures=(decks[0], decks[1], decks[2]), avail=(5, 1, 0, 0))
    rig = Rigged(face("build-wound", "wound"), face("build-success", "failure"), face("build-adventure", "adventure"))
    s = run(s, Task("act", (0,)), chance=rig)
    c = char(s, lead)
    assert s.roof == 0 and s.avail == (5, 0, 0, 0)  # nothing built, nothing paid; Hard Work took the food
    assert c.wounds == 1 and c.det == 2 and hard in s.discard


def test_e9_gather_bonus_on_a_failed_gather() -> None:
    s = game(3)
    lead = who(s).id
    s = replace(s, tiles=(*s.tiles, ("island-10", "tile:4#1")), island=tuple(t for t in s.island if t != "tile:4#1"))
    shortage = card("adventure", "gather-shortage")
    decks = list(s.adventures)
    decks[1] = (shortage, *(c for c in decks[1] if c != shortage))
    s = replace(s, adventures=(decks[0], decks[1], decks[2]),
                plan=(Slot("gather", "island-10:wood", 0, (f"{lead}-1",), ("p1",)),))
    rig = Rigged(face("gather-wound", "blank"), face("gather-success", "failure"), face("gather-adventure", "adventure"))
    s = run(s, Task("act", (0,)), chance=rig)
    assert s.future[0] == 1 and char(s, lead).det == 2
    assert "island-10:wood" in s.exhausted


def test_e10_shelter_paid_all_in_wood_or_all_in_fur() -> None:
    s = replace(game(3), avail=(2, 0, 1, 0))
    assert not [t for t in targets(s) if t.target == "shelter"]
    s = replace(s, avail=(3, 0, 0, 0))
    assert [t.cost for t in targets(s) if t.target == "shelter"] == [(3, 0, 0, 0)]
    s = replace(s, avail=(0, 0, 2, 0))
    assert [t.cost for t in targets(s) if t.target == "shelter"] == [(0, 0, 2, 0)]


def test_e11_an_item_counts_only_if_built_at_planning() -> None:
    s = replace(game(3), avail=(5, 0, 0, 0), built=frozenset({"rope"}))
    s = replace(s, tiles=(*s.tiles, ("island-10", "tile:5#1")), island=tuple(t for t in s.island if t != "tile:5#1"))
    if card("invention", "bow") not in s.board:
        s = replace(s, board=(*s.board, card("invention", "bow")),
                    inv_deck=tuple(c for c in s.inv_deck if c != card("invention", "bow")))
    assert "knife" in buildable(s) and "bow" not in buildable(s)
    assert "bow" in buildable(replace(s, built=s.built | {"knife"}))


def test_e12_exploring_plains() -> None:
    s = game(3)
    lead = who(s).id
    plains = "tile:9#1"
    s = replace(s, island=(plains, *(t for t in s.island if t != plains)),
                plan=(Slot("explore", "island-10", 0, (f"{lead}-1", f"{lead}-2"), ("p1", "p1")),))
    assert "plains" not in explored_terrains(s)
    hunting = len(s.hunting)
    s = run(s, Task("act", (0,)))
    assert "plains" in explored_terrains(s)
    assert {"basket", "cure", "rope"} & set(buildable(s)) >= {"cure", "rope"}
    assert len(s.hunting) == hunting + 1 and len(s.future_tokens) == 3


def test_e13_arrange_camp_twice() -> None:
    s = game(3)
    lead = who(s).id
    s = replace(s, plan=(Slot("arrange", "", 0, (f"{lead}-1",), ("p1",)), Slot("arrange", "", 0, (f"{lead}-2",), ("p1",))))
    s = run(s, Task("act", (0,)), Task("act", (1,)))
    assert char(s, lead).det == 4 and s.morale == 2


def test_e14_weather_clouds_against_the_roof() -> None:
    s = replace(game(3, seed=2), round=5, shelter=True, roof=1, avail=(3, 1, 0, 0), weather_tokens=frozenset({"snow"}))
    rain = weather_dice(s)[0]
    s = replace(s, weather_faces=((rain, face(rain, "2 rain clouds")),))
    s = apply_weather(s, weather_counts(s))
    assert s.avail == (0, 0, 0, 0) and not s.weather_tokens
    assert all(c.wounds == 1 for c in s.chars if c.seat)


def test_e15_moving_the_camp_halves_roof_and_palisade() -> None:
    s = replace(game(3), shelter=True, roof=2, palisade=1)
    s = replace(s, tiles=(*s.tiles, ("island-10", "tile:4#1")))
    s = move_camp(s, "island-10")
    assert (s.roof, s.palisade, s.camp) == (1, 1, "island-10")


def test_e16_mystery_draw_sets_aside_what_is_not_wanted() -> None:
    s = game(3)
    order = [card("mystery", "blunt-spear"), card("mystery", "gold"), card("mystery", "sharp-blade"),
             card("mystery", "furious-tiger"), card("mystery", "old-map")]
    s = replace(s, mysteries=tuple(order) + tuple(c for c in s.mysteries if c not in order), weapon=9)
    lead = who(s).id
    s = script(s, [["mystery", {"monster": 1, "treasure": 2}]], actor=lead)
    assert s.pending is not None and s.pending.kind == "choose"  # Gold! resolved: go on or stop
    assert card("mystery", "gold") in {k for k, _ in s.kept}
    s = ok(s, Move(Kind.CHOOSE, n=0))  # go on: the Trap is set aside, the Tiger resolved
    assert card("mystery", "furious-tiger") in s.discard and card("mystery", "sharp-blade") in s.reveal
    s = ok(s, Move(Kind.CHOOSE, n=1))  # stop: the set-aside cards go back into the deck
    assert card("mystery", "blunt-spear") in s.mysteries and card("mystery", "sharp-blade") in s.mysteries
    assert not s.reveal and char(s, lead).wounds == 0


def test_e17_economical_construction() -> None:
    # a deal whose first night asks nobody anything, so three "done"s end round 1, and whose camp yields wood
    s = replace(game(3, seed=8, character_1="carpenter"), avail=(2, 0, 0, 0))
    s = with_char(s, "carpenter", det=2)
    refused(s, place("carpenter-1", "build", "shelter"))
    s = replace(s, avail=(3, 0, 0, 0))
    s = ok(s, place("carpenter-1", "build", "shelter"))
    s = ok(s, Move(Kind.ABILITY, what="carpenter-economical-construction", slot=0))
    s = ok(ok(ok(ok(s, place("carpenter-2", "build", slot=0)), DONE), DONE), DONE)
    assert s.round == 2 and s.shelter and char(s, "carpenter").det == 0
    assert s.avail[0] == 3 - 2 + 1  # 2 wood paid; round 2's production brought 1 more
    s = replace(_threat_ready(game(3, seed=8, character_1="carpenter"), "heavy-rain"), avail=(0, 0, 0, 0))
    s = with_char(s, "carpenter", det=2)
    assert not [t for t in targets(s) if (t.kind, t.target) == ("threat", "left")]
    s = replace(s, avail=(1, 0, 0, 0))
    s = ok(ok(s, place("carpenter-1", "threat", "left")),
           Move(Kind.ABILITY, what="carpenter-economical-construction", slot=0))
    s = ok(ok(ok(s, DONE), DONE), DONE)
    assert s.avail[0] == 1 + 1 and card("event", "heavy-rain") in s.discard  # nothing paid; round 2 produced 1


def test_e18_warming_up_paid_in_fur_and_hungry_predator() -> None:
    s = replace(_threat_ready(game(3), "unusually-cold-night"), avail=(0, 0, 1, 0))
    lead = who(s).id
    s = ok(s, place(f"{lead}-1", "threat", "left", pay=1))
    s = run(s, Task("act", (0,)))
    assert s.avail[2] == 0 and char(s, lead).det == 1 and s.threats[0] == ""
    hp = card("adventure", "build-hungry-predator")
    base = replace(game(3), avail=(0, 1, 0, 0), shelter=True, palisade=1, reveal=(hp,))
    a = ok(script(base, [["choose", [["wound", "actor", 2], ["gain", "food", 2], ["gain", "fur", 1]],
                          [["pay", "food", 1, "actor"], ["level", "palisade", -1, "actor"], ["shuffle"]]]],
                  actor=lead, card=hp, future=True), Move(Kind.CHOOSE, n=0))
    assert char(a, lead).wounds == 2 and a.future[1:3] == (2, 1)
    b = ok(script(base, [["choose", [["wound", "actor", 2]],
                          [["pay", "food", 1, "actor"], ["level", "palisade", -1, "actor"], ["shuffle"]]]],
                  actor=lead, card=hp), Move(Kind.CHOOSE, n=1))
    assert b.avail[1] == 0 and b.palisade == 0 and hp in b.events


def test_e19_if_possible_demands_nothing_when_impossible() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0))
    s = script(s, [["pay_if", "wood", 1]])
    assert all(c.wounds == 0 for c in s.chars)


def test_e20_unfulfilled_demand_wounds_every_player() -> None:
    s = replace(game(3), palisade=0)
    s = script(s, [["level", "palisade", -1, "all"]])
    assert all(c.wounds == 1 for c in s.chars if c.seat)
    s = replace(game(3), exhausted=frozenset({"island-14:food", "island-14:wood"}))
    s = script(s, [["exhaust", "adjacent", "any"]])
    assert all(c.wounds == 1 for c in s.chars if c.seat)


def test_e21_one_token_of_a_kind_per_space() -> None:
    s = script(game(3), [["token", "reroll", "build"], ["token", "reroll", "build"]])
    assert s.action_tokens == frozenset({"reroll:build"}) and all(c.wounds == 0 for c in s.chars)
    s = script(s, [["tile_token", "wood", "camp"], ["tile_token", "wood", "camp"]])
    assert s.camp_tokens == frozenset({"wood"})


def test_e22_lost_items_undo_what_they_gave() -> None:
    s = replace(game(3), shelter=True, palisade=1)
    s = build_item(s, "bricks")
    assert s.palisade == 2
    assert lose_item(s, "bricks").palisade == 1
    assert lose_item(replace(s, palisade=0), "bricks").palisade == 0
    s = replace(s, built=s.built | {"shortcut", "map"}, tile_tokens=frozenset({"island-10:shortcut"}))
    assert not lose_item(s, "shortcut").tile_tokens
    from tabletop.games.robinson.rules.pawns import pawn_kinds

    assert "map" in pawn_kinds(s) and "map" not in pawn_kinds(lose_item(s, "map"))


def test_e23_a_lost_tile_unexplores_its_terrain() -> None:
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:11#1")))
    assert {"knife", "fire"} <= set(buildable(s))
    s = flip_down(s, "island-10", "")
    assert "mountains" not in explored_terrains(s) and not {"knife", "fire"} & set(buildable(s))


def test_e24_the_castaways_weather_schedule() -> None:
    s = game(3)
    assert weather_dice(replace(s, round=2)) == ()
    assert weather_dice(replace(s, round=5)) == ("rain",)
    assert weather_dice(replace(s, round=8)) == ("rain", "winter", "hungry-animals")


def test_e25_event_deck_six_and_six_or_a_variant() -> None:
    from tabletop.games.robinson.rules.catalog import catalog

    icons = [catalog().events[c.split(":")[1].split("#")[0]].icon for c in game(3).events]
    assert len(icons) == 12 and icons.count("book") == 6
    icons = [catalog().events[c.split(":")[1].split("#")[0]].icon
             for c in game(3, book_events=4, adventure_events=8).events]
    assert icons.count("book") == 4 and len(icons) == 12


def test_e26_build_costs_by_player_count_from_available_resources() -> None:
    costs = {n: [t.cost for t in targets(replace(game(n), avail=(9, 0, 9, 0))) if t.target == "shelter"]
             for n in (1, 2, 3, 4)}
    assert costs == {1: [(2, 0, 0, 0), (0, 0, 1, 0)], 2: [(2, 0, 0, 0), (0, 0, 1, 0)],
                     3: [(3, 0, 0, 0), (0, 0, 2, 0)], 4: [(4, 0, 0, 0), (0, 0, 3, 0)]}
    s = replace(game(3), avail=(3, 0, 0, 0))
    lead = who(s).id
    s = ok(s, place(f"{lead}-1", "build", "shelter"))
    assert not [t for t in targets(s) if t.kind == "build" and t.target == "roof"]
    assert Roll  # the dice record is part of the state (E8)
