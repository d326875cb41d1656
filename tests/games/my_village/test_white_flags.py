"""Option b: white flags in your village, the school, ploughs and the 2/12 tile (digest §5.3, §5.8)."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.my_village.rules import Kind, Move
from tabletop.games.my_village.rules.moves import PLAY, SCHOOL
from tabletop.games.my_village.words import describe
from tests.games.my_village.scenes import alive, at_flags, box, give, legal, me, ok, refused


def _board_flag(s, name: str) -> int:
    return getattr(box().boards[me(s).board], name)[0]


def test_play_flag_gives_an_adventure_point_for_no_time() -> None:
    s = at_flags()
    s = ok(at_flags(value=_board_flag(s, "play_flag")), Move(Kind.WHITE, PLAY))
    assert me(s).tree == 1 and me(s).time == 1 and s.phase == "white"
    assert "once per turn" in refused(s, Move(Kind.WHITE, PLAY))


def _school(state, school, villagers=None):
    value = _board_flag(state, "school_flag")
    kw = {"school": school}
    if villagers is not None:
        kw["villagers"] = villagers
    return ok(at_flags(value=value, me=kw), Move(Kind.WHITE, SCHOOL))


def _options(state) -> set[tuple[str, int]]:
    return {(m.target, m.n) for m in legal(state)}


def test_school_table() -> None:
    base = at_flags()
    empty = _school(base, (False, False))
    assert _options(empty) == {("enter", 0)}
    assert me(ok(empty, Move(Kind.SCHOOL, "enter"))).school == (True, False)
    one_dead = alive("abbot", "councilman", "traveller", "craftsman")
    left = _school(base, (True, False), one_dead)
    assert _options(left) == {("shift", 0), ("merchant", 0)}
    done = ok(left, Move(Kind.SCHOOL, "merchant"))
    assert me(done).villagers == alive(*box().professions) and me(done).time == 2 and me(done).tree == 0
    right = _school(base, (False, True), one_dead)
    assert _options(right) == {("enter", 0), ("merchant", 1)}
    done = ok(right, Move(Kind.SCHOOL, "merchant", n=1))
    assert me(done).tree == 2 and me(done).school == (False, False) and me(done).time == 2
    both = _school(base, (True, True), one_dead)
    assert _options(both) == {("merchant", 0), ("merchant", 1)}


def test_school_full_with_no_empty_post_cannot_be_activated() -> None:
    s = at_flags()
    s = at_flags(value=_board_flag(s, "school_flag"), me={"school": (True, True)})
    assert "school" in refused(s, Move(Kind.WHITE, SCHOOL))


def test_craft_white_flag_makes_a_good_until_full() -> None:
    card = "craft-stable-5-9"
    s = give(at_flags(value=5), crafts=(card,), goods=(box().cards[card].spaces - 1, 0, 0, 0, 0))
    s = ok(s, Move(Kind.WHITE, card))
    assert me(s).goods[0] == box().cards[card].spaces and me(s).time == 2
    full = give(at_flags(value=9), crafts=(card,), goods=(box().cards[card].spaces, 0, 0, 0, 0))
    assert me(ok(full, Move(Kind.WHITE, card))).goods[0] == box().cards[card].spaces


def test_field_with_a_plough_pays_two_coins() -> None:
    s = give(at_flags(value=6, me={"coins": 0}), fields=("field-1", "field-2"), crafts=("craft-smithy-3-11",),
             goods=(0, 0, 1, 0, 0))
    assert Move(Kind.PLOUGH, "field-2", ("plough",)) in legal(s)
    s = ok(s, Move(Kind.PLOUGH, "field-2", ("plough",)))
    assert me(s).ploughed == ("field-2",) and me(s).goods[2] == 0 and s.phase == "flags"
    s = ok(ok(s, Move(Kind.WHITE, "field-1")), Move(Kind.WHITE, "field-2"))
    assert me(s).coins == 3 and me(s).ploughed == ("field-2",)
    assert not [m for m in legal(s) if m.kind is Kind.PLOUGH]


def test_customer_served_with_wild_goods_and_a_field_plough() -> None:
    s = give(at_flags(value=5), market=("customer-08",), council="council-guild", guild=1, fields=("field-1",),
             ploughed=("field-1",))
    assert {m.pay for m in legal(s) if m.target == "customer-08"} == {("guild",), ("field",)}
    s = ok(s, Move(Kind.WHITE, "customer-08", ("field",)))
    assert me(s).served == ("customer-08",) and me(s).ploughed == () and me(s).guild == 1


def test_any_good_customer_and_time_on_customers() -> None:
    s = give(at_flags(value=2), market=("customer-31",), crafts=("craft-office-3-11",), goods=(0, 0, 0, 1, 0))
    s = ok(s, Move(Kind.WHITE, "customer-31", ("scroll",)))
    assert me(s).served == ("customer-31",) and me(s).time == 1
    three = give(at_flags(value=4), market=("customer-26",), council="council-guild", guild=3)
    s = ok(three, Move(Kind.WHITE, "customer-26", ("guild",) * 3))
    assert me(s).time == 2


def test_customers_need_a_merchant() -> None:
    s = give(at_flags(value=5, me={"villagers": alive("abbot")}), market=("customer-08",), council="council-guild",
             guild=1)
    assert "merchant is dead" in refused(s, Move(Kind.WHITE, "customer-08", ("guild",)))


def test_council_white_flags() -> None:
    fin = give(at_flags(value=3, me={"coins": 0}), council="council-financial")
    assert me(ok(fin, Move(Kind.WHITE, "council-financial"))).coins == 2
    terr = give(at_flags(value=9), council="council-territorial", marks=("travel", "craft", "customer", "church"))
    s = ok(terr, Move(Kind.WHITE, "council-territorial"))
    assert {m.target for m in legal(s)} == {"field"}
    assert describe(s, legal(s)[0]) == "Mark the field cards on your Territorial council (a point each at the end)", \
        "a mark says what it will score, not only the space's name"
    full = give(at_flags(value=9), council="council-territorial", marks=("travel", "craft", "customer", "church",
                                                                           "field"))
    assert not ok(full, Move(Kind.WHITE, "council-territorial")).pending
    guild = give(at_flags(value=5), council="council-guild", guild=box().cards["council-guild"].spaces)
    assert me(ok(guild, Move(Kind.WHITE, "council-guild"))).guild == box().cards["council-guild"].spaces


def test_meeting_place_is_the_last_flag() -> None:
    s = give(at_flags(value=12), meeting="meeting-1", meeting_marks=0, tile="play", fields=("field-1",))
    s = ok(s, Move(Kind.WHITE, "meeting-1"))
    assert me(s).tree == 1 and me(s).meeting_marks == 1
    assert {m.target for m in legal(s)} == {"keep", "school", "field-1", "meeting-1"}
    s = ok(s, Move(Kind.TILE, "field-1"))
    assert me(s).tile == "field-1" and s.step == 1, "nothing after the meeting place: the turn ended"


def test_serving_the_customer_under_the_tile_returns_it() -> None:
    s = give(at_flags(value=2), meeting="meeting-1", tile="customer-01", market=("customer-01",),
             crafts=("craft-stable-3-11",), goods=(1, 0, 0, 0, 0))
    s = ok(s, Move(Kind.WHITE, "customer-01", ("horse",)))
    assert me(s).tile == "meeting"


def test_councilman_needed_for_the_council_flags_but_not_for_markers() -> None:
    """§9.11: meeting-place markers still set dice and the 2/12 tile still works without a councilman."""
    dead = {"villagers": alive("merchant")}
    s = give(at_flags(value=3, me=dead), council="council-financial", meeting="meeting-1", meeting_marks=1)
    assert "councilman is dead" in refused(s, Move(Kind.WHITE, "council-financial"))
    s = give(at_flags(value=12, me=dead), meeting="meeting-1", tile="play")
    assert "councilman is dead" in refused(s, Move(Kind.WHITE, "meeting-1"))
    assert Move(Kind.WHITE, PLAY) in legal(s)
    s = give(at_flags(value=12, me={**dead, "coins": 0}), meeting="meeting-1", meeting_marks=1)
    s = replace(s, phase="value")
    assert any(m.m == 1 for m in legal(s))


def test_end_only_after_a_white_flag() -> None:
    s = at_flags()
    assert "Not now" in refused(s, Move(Kind.END))
    s = ok(at_flags(value=_board_flag(s, "play_flag")), Move(Kind.WHITE, PLAY))
    assert Move(Kind.END) in legal(s)
    assert not [m for m in legal(s) if m.kind in (Kind.BLACK, Kind.HEADMAN)]
