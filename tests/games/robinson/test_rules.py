"""What follows from the actions: wounds and morale, determination and abilities, items and tokens,
Friday, unfulfilled demand, the one-token rule, sources, tiles, lost items, nights away, moving camp,
and the rules digest's recommended readings of what the rulebook leaves open (section 9)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.robinson.rules.catalog import catalog
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.island import gather_sources
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.state import Slot, Task, char
from tabletop.games.robinson.rules.tracks import wound
from tabletop.games.robinson.rules.world import move_camp
from tests.games.robinson.scenes import DONE, card, game, ok, only, place, refused, run, script, who, with_char


def test_wounds_lower_morale_at_the_symbols_and_death_loses() -> None:
    s = replace(game(3, character_1="carpenter"), morale=0)
    marks = catalog().characters["carpenter"]["morale_down_after"]
    s = wound(s, "carpenter", marks[0])
    assert s.morale == -1 and char(s, "carpenter").wounds == marks[0]
    s = wound(replace(s, morale=0), "carpenter", 100)
    assert s.result == "lost" and "Carpenter" in s.why and ENGINE.current_seat(s) is None
    assert all(sheet.note == "lost" and sheet.rank == 1 and not sheet.won for sheet in ENGINE.scores(s)), \
        "lost together: all share the place, and nobody won"


def test_healing_crosses_no_symbol_and_friday_dying_does_not_lose() -> None:
    s = replace(game(2), morale=0)
    s = wound(s, "friday", 100)
    assert not s.result and char(s, "friday").dead and "friday" not in ENGINE.legal_moves(s)[0].pawn


def test_determination_shortfall_and_the_any_time_abilities() -> None:
    s = game(3, character_1="explorer")
    s = with_char(replace(s, morale=0), "explorer", det=3)
    s = ok(s, Move(Kind.ABILITY, what="explorer-motivational-speech"))
    assert s.morale == 1 and char(s, "explorer").det == 0
    refused(s, Move(Kind.ABILITY, what="explorer-motivational-speech"))


def test_the_cooks_recipe_heals_outside_the_night() -> None:
    s = game(3, character_1="cook")
    s = with_char(replace(s, avail=(0, 1, 0, 0)), "cook", det=2, wounds=3)
    s = with_char(s, who(s, "p2").id, wounds=1)
    s = ok(s, Move(Kind.ABILITY, what="cook-grandmas-recipe"))
    heal_self = next(k for k, o in enumerate(s.pending.options) if o == (("heal_one", "cook", 2),))
    assert len(s.pending.options) == 3  # the cook twice, the other once, or one each
    s = ok(s, Move(Kind.CHOOSE, n=heal_self))
    assert char(s, "cook").wounds == 1 and s.avail[1] == 0 and s.pending.kind == "plan"


def test_scouting_and_reconnaissance_look_at_hidden_things() -> None:
    s = with_char(game(3, character_1="explorer"), "explorer", det=5)
    top3 = s.island[:3]
    s = ok(s, Move(Kind.ABILITY, what="explorer-reconnaissance"))
    s = ok(s, Move(Kind.CHOOSE, n=2))
    assert s.island[0] == top3[2] and s.island_top_known and len(s.island) == 10 and not s.reveal
    found = s.discoveries[:2]
    s = ok(s, Move(Kind.ABILITY, what="explorer-scouting"))
    s = ok(s, Move(Kind.CHOOSE, n=0))
    assert (found[0] in s.tokens or found[0] in s.discard) and found[1] in s.discard


def test_starting_items_have_two_uses() -> None:
    s = replace(game(3), items=((card("item", "pipe-and-tobacco"), 2),))
    first = who(s).id
    s = ok(ok(s, Move(Kind.USE, what=card("item", "pipe-and-tobacco"))), Move(Kind.USE, what=card("item", "pipe-and-tobacco")))
    assert char(s, first).det == 4 and not s.items
    refused(s, Move(Kind.USE, what=card("item", "pipe-and-tobacco")))


def test_night_only_healing_waits_for_the_night() -> None:
    s = replace(game(3), items=((card("item", "flask-of-rum"), 2),))
    first = who(s).id
    s = with_char(s, first, wounds=2)
    refused(s, Move(Kind.USE, what=card("item", "flask-of-rum"), target=first))
    night = replace(s, phase="night")
    night = run(night, Task("night_window"))
    night = ok(night, Move(Kind.USE, what=card("item", "flask-of-rum"), target=first))
    assert char(night, first).wounds == 1 and night.pending.kind == "night"


def test_the_pot_heals_once_a_night() -> None:
    s = replace(game(3), built=frozenset({"pot"}), avail=(0, 2, 0, 0), phase="night")
    first = who(s).id
    s = run(with_char(s, first, wounds=2), Task("night_window"))
    s = ok(s, Move(Kind.USE, what=card("invention", "pot"), target=first))
    assert char(s, first).wounds == 1 and s.avail[1] == 1
    assert not [m for m in ENGINE.legal_moves(s) if m.what == card("invention", "pot")]


def test_discovery_tokens_need_the_pot_or_a_weapon() -> None:
    herbs, goat = card("discovery", "herbs"), card("discovery", "goat")
    s = replace(game(3), tokens=(herbs, goat), discoveries=tuple(d for d in game(3).discoveries if d not in (herbs, goat)))
    refused(s, Move(Kind.USE, what=herbs))
    refused(s, Move(Kind.USE, what=goat))
    s = replace(s, built=frozenset({"pot"}), weapon=1, morale=0)
    s = ok(ok(s, Move(Kind.USE, what=herbs)), Move(Kind.USE, what=goat))
    assert s.morale == 1 and s.avail[1:3] == (game(3).avail[1] + 1, 1)


def test_food_tokens_arrive_as_food() -> None:
    larvae = card("discovery", "nourishing-larvae")
    s = replace(game(3), avail=(0, 0, 0, 0), future_tokens=(larvae,),
                discoveries=tuple(d for d in game(3).discoveries if d != larvae))
    s = run(s, Task("action_end"))
    assert s.avail == (0, 2, 0, 0) and larvae in s.discard


def test_unfulfilled_demand_hits_whom_it_aimed_at() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0))
    lead = who(s).id
    alone = script(s, [["pay", "wood", 2, "actor"]], actor=lead)
    assert char(alone, lead).wounds == 2 and sum(c.wounds for c in alone.chars) == 2
    group = script(s, [["pay", "wood", 1, "all"]])
    assert all(c.wounds == 1 for c in group.chars if c.seat)
    assert script(replace(s, weapon=0), [["level", "weapon", -1, "actor"]], actor=lead).chars[0].wounds == 1


def test_the_one_token_rule_for_weather_tokens() -> None:
    s = script(game(3), [["weather", "rain"], ["weather", "rain"], ["weather", "snow"]])
    assert s.weather_tokens == frozenset({"rain", "snow"})


def test_a_tile_made_inaccessible_cannot_host_the_camp_or_an_action() -> None:
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:4#1")))
    s = script(s, [["flip_tile"]])
    assert ("island-10", "tile:4#1") in s.down and not [g for g in gather_sources(s) if g[0] == "island-10"]
    s = script(s, [["unflip_tile"]], card="")
    lost = script(replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:4#1"))),
                  [["flip_tile", "origin"]], card=card("adventure", "gather-after-the-hurricane"))
    assert not lost.result  # the card remembers no tile: nothing happens
    from tabletop.games.robinson.rules.world import flip_down

    assert flip_down(game(3), "island-14", "").result == "lost"  # rules digest 9.12: the camp's tile gone


def test_exhausting_and_freeing_a_source_remembered_by_its_card() -> None:
    otters = card("event", "otters")
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:3#1")))
    s = script(s, [["exhaust", "closest", "food"]], card=otters)
    assert "island-14:food" in s.exhausted
    s = script(s, [["unexhaust"]], card=otters)
    assert not s.exhausted


def test_losing_an_item_by_a_card() -> None:
    s = replace(game(3), built=frozenset({"knife"}), weapon=1)
    s = script(s, [["lose_item", 1]])
    assert not s.built and s.weapon == 0


def test_discarding_inventions_only_unbuilt_board_ones() -> None:
    s = replace(game(3), built=frozenset({"knife"}))
    s = script(s, [["discard_inventions", 1]])
    options = [o[0][1] for o in s.pending.options]
    assert card("invention", "knife") not in options and all(c.startswith("invention:") for c in options)


def test_a_night_away_from_the_camp() -> None:
    s = replace(game(3), avail=(0, 5, 0, 0), shelter=True)
    lead = who(s).id
    s = script(s, [["night_out", [["morale", 1]]]], actor=lead)
    assert char(s, lead).away == "open"
    s = only(run(s, Task("eat")), Task("night_end"))
    assert char(s, lead).wounds == 3 and s.avail[1] == 0  # 2 hungry + 1 in the open; the other two ate
    s = run(replace(s, morale=0), Task("round"))
    assert not char(s, lead).away and s.morale >= 1


def test_moving_the_camp_without_a_shelter_or_from_a_natural_one() -> None:
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:11#1")), camp="island-10", roof=2, palisade=1)
    moved = move_camp(s, "island-14")
    assert (moved.roof, moved.palisade) == (0, 0)
    s = replace(s, built=frozenset({"shortcut"}), tile_tokens=frozenset({"island-14:shortcut"}), camp_tokens=frozenset({"food"}))
    moved = move_camp(replace(s, camp="island-14"), "island-10")
    assert "shortcut" not in moved.built and moved.camp_tokens == frozenset({"food"})


def test_the_night_camp_move_is_offered_once() -> None:
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:4#1")), phase="night")
    s = run(s, Task("night_window"))
    s = ok(s, Move(Kind.CAMP, target="island-10"))
    assert s.camp == "island-10" and not [m for m in ENGINE.legal_moves(s) if m.t == Kind.CAMP]


# --- the rules digest's recommended readings (section 9) --------------------------------------------------------


def test_9_3_an_unplayed_characters_invention_may_be_drawn_and_built_by_anyone() -> None:
    s = game(3, character_1="cook", character_2="explorer", character_3="carpenter")
    assert card("invention", "spear") in s.inv_deck + s.board
    s = replace(s, board=(*s.board, card("invention", "spear")), built=frozenset({"knife"}), avail=(1, 0, 0, 0),
                inv_deck=tuple(c for c in s.inv_deck if c != card("invention", "spear")))
    s = ok(s, place("cook-1", "build", "spear"))
    s = run(replace(s, plan=(Slot("build", "spear", 0, ("cook-1", "cook-2"), ("p1", "p1")),)), Task("act", (0,)))
    assert char(s, "cook").det == 0 and s.future_built == ("spear",)


def test_9_5_characters_chosen_or_random() -> None:
    s = game(2, character_1="explorer", character_2="cook")
    assert [c.id for c in s.chars] == ["explorer", "cook", "friday"]
    assert {c.id for c in game(2, seed=5).chars} <= {"carpenter", "cook", "explorer", "friday"}
    for bad in ({"character_1": "soldier"}, {"character_1": "cook", "character_2": "cook"}, {"character_1": "pirate"}):
        try:
            game(2, **bad)
        except ValueError as err:
            assert "character" in str(err).lower() or "Cook" in str(err) or "Carpenter" in str(err)
        else:
            raise AssertionError(bad)


def test_9_7_a_roof_or_palisade_raise_without_a_shelter_is_lost() -> None:
    s = script(game(3), [["level", "palisade", 1, "all"]])
    assert s.palisade == 0


def test_9_8_what_an_action_gained_cannot_pay_its_own_demand() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0), future=(0, 2, 0, 0))
    lead = who(s).id
    s = script(s, [["pay", "food", 1, "actor"]], actor=lead, future=True)
    assert char(s, lead).wounds == 1 and s.future == (0, 2, 0, 0)


def test_9_11_the_goat_spoils_only_under_the_literal_reading() -> None:
    goat = card("discovery", "goat")
    s = replace(game(3), tokens=(goat,), discoveries=tuple(d for d in game(3).discoveries if d != goat), shelter=True)
    assert goat in only(s, Task("night_end")).tokens
    literal = replace(s, options=replace(s.options, goat_spoils=True))
    assert goat in only(literal, Task("night_end")).discard


def test_9_13_friday_may_lead_with_the_dog() -> None:
    s = replace(game(2, dog=True), tiles=(*game(2).tiles,))
    s = ok(s, place("friday", "explore", "island-10"))
    ok(s, place("dog", "explore", slot=0))


def test_9_15_the_shortcut_source_is_used_for_the_round() -> None:
    s = replace(game(3), tiles=(*game(3).tiles, ("island-10", "tile:4#1")), built=frozenset({"shortcut"}),
                tile_tokens=frozenset({"island-10:shortcut"}), avail=(0, 0, 0, 0))
    s = run(s, Task("production"))
    s = ok(s, Move(Kind.CHOOSE, n=1))
    assert s.avail == (2, 1, 0, 0) and ("island-10", "wood") not in gather_sources(s)


def test_9_16_mast_and_oil_feed_the_current_stage_without_using_the_deposit() -> None:
    from tabletop.games.robinson.rules.items import build_item

    s = replace(game(3), woodpile=(1, 1, 0, 0, 0), piled=True)
    s = build_item(s, "mast")
    assert s.woodpile == (1, 2, 0, 0, 0) and s.piled
    s = script(s, [["woodpile", 2]])
    assert s.woodpile == (1, 2, 2, 0, 0)


def test_9_24_a_card_cannot_discard_personal_or_built_inventions() -> None:
    from tabletop.games.robinson.rules.items import discardable

    s = game(3)
    assert all(catalog().inventions[c.split(":")[1].split("#")[0]].group in ("starting", "normal") for c in discardable(s))


def test_9_25_the_first_player_fights_the_beasts_events_send() -> None:
    s = replace(game(3), weapon=1)
    first = who(s).id
    s = script(s, [["fight", 3, "first"]])
    assert char(s, first).wounds == 2 and s.weapon == 1


def test_planning_done_is_always_possible_and_short_actions_are_dropped() -> None:
    s = game(3)
    lead = who(s).id
    s = replace(s, hunting=(s.beasts[0],), beasts=s.beasts[1:], avail=(0, 9, 0, 0))
    s = ok(s, place(f"{lead}-1", "hunt"))
    s = ok(ok(ok(s, DONE), DONE), DONE)
    assert s.hunting  # nobody joined the Hunt: it did not happen
