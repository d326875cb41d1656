"""Option a: each kind of black flag with its requirements, costs and actions (digest §5.2, §5.7)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.moves import FIELD_PILE, MEETING_PILE, START, STEWARD
from tabletop.games.my_village.words import describe
from tests.games.my_village.scenes import alive, at_flags, box, give, legal, me, ok, opening, refused, set_me


def _targets(state) -> set[str]:
    return {m.target for m in legal(state) if m.kind is Kind.BLACK}


def test_start_tile_in_two_players() -> None:
    """2p: the start player may not take it on their first turn, may on their second; the other may on their first."""
    s = at_flags(2, value=4)
    assert "first turn" in refused(s, Move(Kind.BLACK, START))
    assert START in _targets(replace(s, step=2))
    other = replace(at_flags(2, value=10), start=1, holder=1, step=1)
    assert START in _targets(other)


def test_start_tile_never_for_the_start_player_with_three_or_four() -> None:
    for n in (3, 4):
        s = at_flags(n, value=4)
        assert "start player" in refused(s, Move(Kind.BLACK, START))


def test_steward_costs_by_count() -> None:
    for count, time, coins in ((1, 1, 0), (2, 2, 0), (3, 2, 1), (4, 3, 1)):
        s = ok(at_flags(value=4, me={"coins": 1}), Move(Kind.BLACK, STEWARD, n=count))
        assert (me(s).time - 1, 1 - me(s).coins) == (time, coins)
        assert s.pending[0].kind == "customers" and s.pending[0].n == count


def test_steward_needs_no_merchant_but_coins_for_three() -> None:
    s = at_flags(value=10, me={"coins": 0, "villagers": alive("abbot")})
    assert {m.n for m in legal(s) if m.target == STEWARD} == {1, 2}


def test_steward_with_an_empty_deck_does_not_refill() -> None:
    s = at_flags(value=4)
    s = give(replace(s, customers=()), served=s.customers + s.display[2:])
    s = ok(s, Move(Kind.BLACK, STEWARD, n=2))
    s = ok(ok(s, Move(Kind.PICK, s.display[0])), Move(Kind.PICK, s.display[1]))
    assert s.display == () and s.step == 1


def test_merchant_church_reveals_one_and_gives_one_free() -> None:
    s = give(at_flags(value=4), church="church-merchant")
    top = s.customers[0]
    assert {m.n for m in legal(s) if m.target == STEWARD} == {0, 1, 2, 3, 4}
    s = ok(s, Move(Kind.BLACK, STEWARD, n=4))
    assert len(s.display) == 7 and top in s.display and s.pending[0].kind == "free"
    for _ in range(5):
        s = ok(s, Move(Kind.PICK, s.display[0]))
    assert len(me(s).market) == 5 and len(s.display) == 6


def test_merchant_church_needs_a_living_abbot() -> None:
    s = give(at_flags(value=4, me={"villagers": alive("merchant")}), church="church-merchant")
    assert 0 not in {m.n for m in legal(s) if m.target == STEWARD}


def test_church_needs_abbot_and_none_yet_and_pays_coins_with_horse_or_wagon() -> None:
    s = give(at_flags(value=2, me={"coins": 2}), crafts=("craft-stable-3-11", "craft-wainwright-3-11"),
             goods=(1, 0, 0, 0, 1))
    assert {m.pay for m in legal(s) if m.target == "church-healing"} == {("coin", "coin", "horse"),
                                                                          ("coin", "coin", "wagon")}
    s2 = ok(s, Move(Kind.BLACK, "church-healing", ("coin", "coin", "wagon")))
    assert me(s2).church == "church-healing" and me(s2).coins == 0 and me(s2).goods == (1, 0, 0, 0, 0)
    assert me(s2).time == 1 + box().cards["church-healing"].time
    no_abbot = set_me(s, villagers=alive("merchant"))
    assert "abbot" in refused(no_abbot, Move(Kind.BLACK, "church-healing", ("coin", "coin", "wagon")))
    again = give(s, church="church-merchant")
    assert "already have a church" in refused(again, Move(Kind.BLACK, "church-healing", ("coin", "coin", "wagon")))


def test_monks_need_a_church_and_fewer_than_six_windows() -> None:
    s = at_flags(value=2, me={"coins": 3})
    assert "add a church first" in refused(s, Move(Kind.BLACK, "monk-quill", ("coin",) * 3))
    five = tuple(box().of_deck("monk", "rosary"))
    full = give(s, church="church-monastery", monks=five)
    assert "6 windows" in refused(full, Move(Kind.BLACK, "monk-quill", ("coin",) * 3))
    room = give(s, church="church-healing", monks=five)
    assert Move(Kind.BLACK, "monk-quill", ("coin",) * 3) in legal(room)


def _monk_scene(deck: str, action: str, value: int, **me_kw):
    card = next(c for c in box().of_deck("monk", deck) if box().cards[c].action == action)
    s = give(at_flags(value=value, me={"coins": 3, **me_kw}), church="church-healing")
    k = ("quill", "chalice", "rosary").index(deck)
    monks = list(s.monks)
    monks[k] = (card,) + tuple(c for c in monks[k] if c != card)
    return replace(s, monks=tuple(monks)), card


def test_monk_items_any_mix_and_adventure_points() -> None:
    s, card = _monk_scene("quill", "ap", 2)
    s = give(s, crafts=("craft-stable-3-11",), goods=(2, 0, 0, 0, 0))
    pays = {m.pay for m in legal(s) if m.target == "monk-quill"}
    assert pays == {("coin",) * 3, ("coin", "coin", "horse"), ("coin", "horse", "horse")}
    s = ok(s, Move(Kind.BLACK, "monk-quill", ("coin", "horse", "horse")))
    assert me(s).tree == box().cards[card].ap and me(s).monks == (card,)


def test_monk_headman_step_with_a_choice_from_the_coin_space() -> None:
    s, _ = _monk_scene("chalice", "headman", 5, headman=1, tree=4)
    s = ok(s, Move(Kind.BLACK, "monk-chalice", ("coin",) * 3))
    assert s.pending[0].kind == "headman" and me(s).time == 1 + 2 + 1
    s = ok(s, Move(Kind.HEADMAN, "main building"))
    assert me(s).safe == 4 and me(s).tree == 0 and me(s).headman == 0


def test_monk_steward_takes_one_or_two() -> None:
    s, _ = _monk_scene("chalice", "steward", 5)
    s = ok(s, Move(Kind.BLACK, "monk-chalice", ("coin",) * 3))
    assert {m.n for m in legal(s)} == {0, 1, 2}
    s = ok(s, Move(Kind.STEWARD, n=2))
    assert s.pending[0].kind == "customers" and me(s).time == 1 + 2 + 2


def test_monk_school_twice_is_two_school_activations() -> None:
    s, _ = _monk_scene("rosary", "school_twice", 6)
    s = ok(s, Move(Kind.BLACK, "monk-rosary", ("coin",) * 3))
    s = ok(s, Move(Kind.SCHOOL, "enter"))
    assert s.pending[0].kind == "school"
    s = ok(s, Move(Kind.SCHOOL, "shift"))
    assert me(s).school == (False, True) and not s.pending


def test_councils_black_actions() -> None:
    s = at_flags(value=5)
    terr = ok(s, Move(Kind.BLACK, "council-territorial"))
    assert terr.pending[0].kind == "mark"
    assert {m.target for m in legal(terr)} == {"travel", "craft", "customer", "church", "field"}
    assert me(ok(terr, Move(Kind.MARK, "field"))).marks == ("field",)
    pop = ok(s, Move(Kind.BLACK, "council-population"))
    assert {m.target for m in legal(pop)} == set(box().professions)
    assert describe(pop, Move(Kind.MARK, "abbot")) == \
        "Mark the abbot on your Population council (4 points at the end if one lives)"
    guild = ok(s, Move(Kind.BLACK, "council-guild"))
    assert me(guild).guild == 1 and not guild.pending


def test_meeting_place_tile_ap_and_marker() -> None:
    s = give(at_flags(value=12, me={"coins": 2}), council="council-financial", fields=("field-1",))
    moves = [m for m in legal(s) if m.target == MEETING_PILE]
    assert {m.pay for m in moves} == {("coin", "coin")}
    s = ok(s, moves[0])
    assert me(s).meeting and me(s).meeting_marks == 1 and me(s).tree == 1
    assert {m.target for m in legal(s)} == {"play", "school", "council-financial", "field-1"}
    s = ok(s, Move(Kind.TILE, "field-1"))
    assert me(s).tile == "field-1"


def test_fields_unlimited_each_plus_one_coin() -> None:
    s = give(at_flags(value=6, me={"coins": 0}), fields=("field-1", "field-2"))
    s = ok(s, Move(Kind.BLACK, FIELD_PILE))
    assert len(me(s).fields) == 3 and me(s).coins == 1


def test_travel_in_letter_order_and_the_chapel_ends_it() -> None:
    s = at_flags(value=7, me={"coins": 5})
    assert "your next travel card is A" in refused(s, Move(Kind.BLACK, "travel-C", ("coin", "coin")))
    chapel = next(c for c in box().of_kind("travel") if box().cards[c].chapel)
    trip = tuple(box().of_deck("travel", letter)[0] for letter in "ABC") + (chapel,)
    done = give(at_flags(value=3, me={"coins": 5}), travels=trip)
    assert "travels are over" in refused(done, Move(Kind.BLACK, "travel-E", ("coin", "coin")))
    no_traveller = at_flags(value=6, me={"villagers": alive("abbot")})
    assert "traveller" in refused(no_traveller, Move(Kind.BLACK, "travel-A", ("coin",)))


def test_travel_church_swaps_once_per_letter() -> None:
    s = give(at_flags(value=6, me={"coins": 2}), church="church-travel")
    first, second = s.travel[0][:2]
    s = ok(s, Move(Kind.BLACK, "travel-A", ("coin",)))
    assert s.pending[0].kind == "swap" and me(s).travels == (first,)
    swapped = ok(s, Move(Kind.SWAP, n=1), key=3)
    assert me(swapped).travels == (second,) and first in swapped.travel[0] and me(swapped).swapped == ("A",)
    kept = ok(s, Move(Kind.SWAP))
    assert me(kept).travels == (first,) and me(kept).swapped == ("A",)


def test_craft_one_of_each_kind_and_a_first_good() -> None:
    s = at_flags(value=4, me={})
    s2 = ok(s, Move(Kind.BLACK, "craft-smithy-4-10"))
    assert me(s2).crafts == ("craft-smithy-4-10",) and me(s2).goods == (0, 0, 1, 0, 0)
    own = give(s, crafts=("craft-smithy-3-11",))
    assert "You already have a smithy (one of each kind)." in refused(own, Move(Kind.BLACK, "craft-smithy-4-10"))
    office = give(s, crafts=("craft-office-3-11",))
    assert "You already have an office (one of each kind)." in refused(office, Move(Kind.BLACK, "craft-office-4-10"))
    assert "craftsman" in refused(set_me(s, villagers=alive("abbot")), Move(Kind.BLACK, "craft-smithy-4-10"))


def test_value_must_match_the_black_flag() -> None:
    s = at_flags(value=8)
    assert "needs the flag value 3" in refused(s, Move(Kind.BLACK, "council-financial"))
    assert all(m.kind is Kind.TAKE for m in legal(opening(3)))
