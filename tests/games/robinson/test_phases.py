"""Each phase of a round (rules digest 4.1-4.7), and the round as a whole."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.state import Task, char
from tabletop.games.robinson.rules.weather import weather_counts, weather_dice
from tests.games.robinson.scenes import DONE, Rigged, card, face, game, ok, only, place, run, who, with_char


def test_round_one_skips_the_event_phase_and_later_rounds_draw() -> None:
    s = game(3, seed=2)  # a deal whose round-2 event card goes on the threat track beside the wreckage
    assert s.round == 1 and s.phase == "planning" and len(s.events) == 12
    s = ok(ok(ok(replace(s, avail=(1, 5, 0, 0)), DONE), DONE), DONE)
    if s.pending is not None and s.pending.kind == "night":
        s = ok(s, Move(Kind.SLEEP))
    assert s.round == 2 and len(s.events) < 12 and s.threats[1] and s.threats[0] == card("wreckage", "food-crates")


def test_the_oldest_threat_leaves_with_its_threat_effect() -> None:
    s = game(3)
    s = replace(s, threats=(card("event", "body-on-the-beach"), card("event", "fire")),
                events=(card("event", "frost"),) + tuple(c for c in s.events if c != card("event", "frost")))
    s = run(s, Task("event_draw"))
    assert s.threats == (card("event", "fire"), card("event", "frost"))
    assert s.morale == -2 and card("event", "body-on-the-beach") in s.discard
    assert "snow" in s.weather_tokens and "adventure:gather" in s.action_tokens


def test_an_empty_event_deck_draws_nothing() -> None:
    s = replace(game(3), events=())
    assert run(s, Task("event_draw")).threats == s.threats


def test_morale_levels_give_or_take_determination() -> None:
    for level, det, wounds in ((-2, 0, 2), (-1, 0, 1), (0, 0, 0), (1, 1, 0), (2, 2, 0)):
        s = replace(game(3), morale=level)
        first = who(s).id
        s = run(s, Task("morale_phase"))
        assert (char(s, first).det, char(s, first).wounds) == (det, wounds), level


def test_top_morale_offers_determination_or_a_heal() -> None:
    s = replace(game(3), morale=3)
    first = who(s).id
    s = with_char(s, first, wounds=2)
    s = run(s, Task("morale_phase"))
    assert s.pending is not None and s.pending.kind == "choose"
    healed = ok(s, Move(Kind.CHOOSE, n=1))
    assert char(healed, first).wounds == 1
    assert char(ok(s, Move(Kind.CHOOSE, n=0)), first).det == 2


def test_solo_raises_morale_before_the_morale_phase() -> None:
    s = replace(game(1), morale=0)
    det = who(s).det
    s = run(s, Task("morale_phase"))
    assert s.morale == 1 and who(s).det == det + 1


def test_diary_and_drums_change_the_morale_phase() -> None:
    s = replace(game(3), morale=1, built=frozenset({"drums"}))
    first = who(s).id
    assert char(run(s, Task("morale_phase")), first).det == 3
    s = replace(s, morale=-1)
    assert char(run(s, Task("morale_phase")), first).det == 0 and char(run(s, Task("morale_phase")), first).wounds == 0


def test_production_with_tokens_exhaustion_and_event_changes() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0))
    assert run(replace(s, camp_tokens=frozenset({"food"})), Task("production")).avail == (1, 2, 0, 0)
    exhausted = replace(s, exhausted=frozenset({"island-14:wood"}), camp_tokens=frozenset({"wood"}))
    assert run(exhausted, Task("production")).avail[0] == 1  # the seed: a +1 token still gives its 1
    no_bonus = replace(exhausted, options=replace(s.options, exhausted_source_bonus=False))
    assert run(no_bonus, Task("production")).avail[0] == 0
    assert run(replace(s, flags=frozenset({"prod:skip"})), Task("production")).avail == (0, 0, 0, 0)
    assert run(replace(s, flags=frozenset({"prod:no_food", "prod:plus_wood"})), Task("production")).avail == (2, 0, 0, 0)


def test_the_pit_rolls_the_build_wound_die() -> None:
    s = replace(game(3), avail=(0, 0, 0, 0), built=frozenset({"pit"}))
    assert run(s, Task("production"), chance=Rigged(face("build-wound", "wound"))).avail == (1, 3, 0, 0)
    assert run(s, Task("production"), chance=Rigged(face("build-wound", "blank"))).avail == (1, 1, 0, 0)


def test_planning_goes_seat_by_seat_from_the_first_player() -> None:
    s = replace(game(3), first=1)
    s = run(s, Task("plan_start"))
    assert s.pending is not None and s.pending.seat == "p2"
    s = ok(s, DONE)
    assert s.pending is not None and s.pending.seat == "p3"


def test_resolution_follows_the_rulebook_order() -> None:
    s = replace(game(3), avail=(5, 5, 0, 0))
    a, b, c = (who(s, f"p{k}").id for k in (1, 2, 3))
    s = ok(s, place(f"{a}-1", "rest"))
    s = ok(s, place(f"{a}-2", "build", "weapon"))
    s = ok(s, DONE)
    s = ok(s, place(f"{b}-1", "build", slot=1))
    s = ok(s, place(f"{b}-2", "threat", "right"))
    s = ok(s, DONE)
    s = ok(s, place(f"{c}-1", "arrange"))
    order = [s.plan[i].kind for i in sorted(range(len(s.plan)), key=lambda i: (
        ("threat", "hunt", "build", "gather", "explore", "arrange", "rest").index(s.plan[i].kind), i))]
    assert order == ["threat", "build", "arrange", "rest"]
    s = ok(s, DONE)
    s = ok(s, Move(Kind.SLEEP)) if s.pending is not None and s.pending.kind == "night" else s
    assert s.round == 2 and s.weapon == 1 and char(s, c).det == 2


def test_weather_schedule_tokens_and_the_roof() -> None:
    s = replace(game(3), round=8)
    assert weather_dice(s) == ("rain", "winter", "hungry-animals")
    s = replace(s, weather_faces=(("rain", face("rain", "1 rain cloud")), ("winter", face("winter", "2 snow clouds")),
                                  ("hungry-animals", face("hungry-animals", "blank"))),
                weather_tokens=frozenset({"rain", "storm"}))
    assert weather_counts(s) == (2, 2, "blank", True)
    s = replace(game(3), round=2, flags=frozenset({"animals"}))
    assert weather_dice(s) == ("hungry-animals",)


def test_hungry_animals_and_storm_hit_the_palisade() -> None:
    s = replace(game(3), round=8, shelter=True, palisade=1, weapon=3, avail=(9, 9, 0, 0),
                weather_tokens=frozenset({"storm"}))
    rig = Rigged(face("rain", "1 rain cloud"), face("winter", "2 rain clouds"), face("hungry-animals", "palisade -1"))
    s = run(s, Task("weather"), chance=rig)
    assert s.palisade == 0 and all(c.wounds == 1 for c in s.chars if c.seat)  # the storm found no palisade
    assert s.avail == (6, 6, 0, 0) and not s.weather_tokens


def test_the_weather_beast_wounds_every_player_per_missing_level() -> None:
    s = replace(game(3), round=8, shelter=True, roof=9, weapon=1, avail=(9, 9, 0, 0))
    rig = Rigged(face("rain", "1 rain cloud"), face("winter", "2 rain clouds"), face("hungry-animals", "beast 3"))
    s = run(s, Task("weather"), chance=rig)
    assert s.weapon == 1 and all(c.wounds == 2 for c in s.chars if c.seat)


def test_night_eating_hunger_open_air_and_spoilage() -> None:
    s = replace(game(3), avail=(2, 4, 0, 1))
    s = only(run(s, Task("eat")), Task("night_end"))
    assert s.avail == (2, 0, 0, 1)  # 3 eaten (perishable first), the rest spoiled; the non-perishable stays
    assert all(c.wounds == 1 for c in s.chars if c.seat)  # no shelter: a night in the open
    s = replace(game(3), avail=(0, 1, 0, 0), shelter=True)
    s = run(s, Task("eat"))
    assert s.pending is not None and s.pending.kind == "choose" and len(s.pending.options) == 3
    s = ok(s, Move(Kind.CHOOSE, n=0))
    assert sorted(c.wounds for c in s.chars if c.seat) == [0, 2, 2]


def test_the_cellar_keeps_food_and_friday_neither_eats_nor_sleeps_out() -> None:
    s = replace(game(2), avail=(0, 5, 0, 0), built=frozenset({"cellar"}))
    s = only(run(s, Task("eat")), Task("night_end"))
    assert s.avail[1] == 3
    assert char(s, "friday").wounds == 0


def test_the_round_ends_the_first_player_passes_and_markers_go() -> None:
    s = replace(game(3), flags=frozenset({"prod:skip"}), night_food=1)
    first = who(s).id
    s = with_char(s, first, used=frozenset({"x"}), pawns=1)
    s = run(s, Task("night_end"))
    assert s.round == 2 and s.first == 1 and not s.flags and s.night_food == 0
    assert char(s, first).used == frozenset() and char(s, first).pawns == 2


def test_the_solo_player_stays_first() -> None:
    s = run(game(1), Task("night_end"))
    assert s.first == 0 and s.round == 2


def test_the_twelfth_round_ending_loses() -> None:
    s = replace(game(3), round=12, shelter=True, avail=(0, 9, 0, 0))
    s = run(s, Task("eat"), Task("night_end"))
    assert s.result == "lost" and "12" in s.why
