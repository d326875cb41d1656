"""Every worked example of the digest (section 8) as a test."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.loyang.rules import Kind, Move, final_scores, new_game
from tabletop.games.loyang.rules.flow import action_phase, begin_round, harvest
from tabletop.games.loyang.rules.play import twopack_price
from tabletop.games.loyang.rules.state import FieldSlot, RegularSlot, StallSlot
from tests.games.loyang.scenes import in_actions, me, ok, opening, refused, set_me

W, P, T, C, B, L = range(6)


def cart(**counts: int) -> tuple[int, ...]:
    order = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")
    return tuple(counts.get(v, 0) for v in order)


def test_1_starting_purchase() -> None:
    s = new_game(["p1", "p2"], 4)
    first = s.start
    s = ok(s, Move(Kind.START, veg="wheat"))
    p = s.players[first]
    assert p.cash == 7 and p.fields[0].veg == "wheat" and p.fields[0].count == 9 and p.shop[W] == 2


def test_2_home_field_counts_the_rounds() -> None:
    s = opening(2)
    assert s.round == 1 and me(s).fields[0].count == 8
    for r in range(2, 6):
        s = begin_round(replace(s, round=r - 1))
        assert s.round == r and me(s).fields[0].count == 9 - r
    assert me(s).fields[0].count == 4  # round 5: 4 more full rounds to play


def test_3_sowing_beans_then_four_harvests() -> None:
    s = in_actions(me={"fields": (FieldSlot("home-1", "wheat", 5), FieldSlot("field4-1a")), "cart": cart(bean=1)})
    s = ok(s, Move(Kind.SOW, card="field4-1a", veg="bean"))
    assert me(s).fields[1] == FieldSlot("field4-1a", "bean", 4, True) and me(s).cart[B] == 0
    for k in range(4):
        s = harvest(s)
        assert me(s).cart[B] == k + 1
    assert "field4-1a" in s.removed and all(f.card != "field4-1a" for f in me(s).fields)


def test_4_stall_trading() -> None:
    s = in_actions(me={"stalls": (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")),), "cart": cart(wheat=3)})
    s = ok(s, Move(Kind.TRADE, card="stall-01", n=0, items=("wheat",)))
    s = ok(s, Move(Kind.TRADE, card="stall-01", n=2, items=("wheat", "wheat")))
    assert me(s).cart == cart(pumpkin=1, leek=1) and me(s).stalls[0].goods == ("", "cabbage", "")
    s = ok(s, Move(Kind.TRADE, card="stall-01", n=1, items=("pumpkin",)))
    assert me(s).stalls == () and s.discard[-1] == "stall-01"


def _new_round(s):
    return action_phase(replace(s, start=0, second=1))


def test_5_regular_customer_over_six_rounds() -> None:
    s = in_actions(me={"regulars": (RegularSlot("regular-10"),), "cash": 0})
    tc = cart(turnip=1, cabbage=1)
    s = ok(set_me(s, cart=tc), Move(Kind.DELIVER, card="regular-10"))
    assert me(s).cash == 5 and me(s).regulars[0].marker == "blue"
    s = ok(_new_round(s), Move(Kind.DECLINE, card="regular-10"))
    assert me(s).cash == 5 and me(s).regulars[0].marker == "red"
    s = ok(set_me(_new_round(s), cart=tc), Move(Kind.DELIVER, card="regular-10"))
    assert me(s).cash == 11 and me(s).regulars[0].marker == "red"
    s = ok(_new_round(s), Move(Kind.DECLINE, card="regular-10"))
    assert me(s).cash == 9
    s = ok(set_me(_new_round(s), cart=tc), Move(Kind.DELIVER, card="regular-10"))
    s = ok(set_me(_new_round(s), cart=tc), Move(Kind.DELIVER, card="regular-10"))
    assert me(s).cash == 24 and me(s).regulars == () and s.discard[-1] == "regular-10"


def test_6_red_marker_last_delivery() -> None:
    red = RegularSlot("regular-05", rows=3, marker="red")
    s = in_actions(me={"regulars": (red,), "cash": 10, "cart": cart(wheat=1, bean=1)})
    skipped = ok(s, Move(Kind.DECLINE, card="regular-05"))
    assert me(skipped).cash == 8 and me(skipped).regulars
    served = ok(s, Move(Kind.DELIVER, card="regular-05"))
    assert me(served).cash == 17 and me(served).regulars == ()


def test_7_two_pack_price_ignores_covered_cards() -> None:
    s = in_actions(me={"helpers": ("trader-1", "conman", "official"), "stalls": (StallSlot("stall-01", ("pumpkin",)),),
                       "covered": (("official", "squire"),)})
    s = set_me(s, helpers=("trader-1", "conman"), covered=(("stall-01", "squire"),))
    assert twopack_price(me(s)) == 2
    after = ok(s, Move(Kind.TWOPACK))
    assert me(after).cash == me(s).cash - 2 and after.pending[-1].kind == "twopack"


def test_8_customer_revealed_under_an_emptied_stall() -> None:
    s = in_actions(me={"stalls": (StallSlot("stall-01", ("pumpkin", "", "")),), "covered": (("stall-01", "regular-10"),),
                       "cart": cart(wheat=1), "cash": 4})
    s = ok(s, Move(Kind.TRADE, card="stall-01", n=0, items=("wheat",)))
    assert me(s).regulars == (RegularSlot("regular-10", status="due"),) and me(s).covered == ()
    s = ok(s, Move(Kind.END, items=("pumpkin",)))
    assert me(s).regulars[0].marker == "red" and me(s).cash == 4


def test_9_path_cost() -> None:
    s = replace(in_actions(me={"path": 15, "cash": 36}), phase="path")
    for _ in range(3):
        s = ok(s, Move(Kind.ADVANCE))
    assert me(s).path == 18 and me(s).cash == 0
    assert "costs 19" in refused(set_me(s, cash=5), Move(Kind.ADVANCE))


def test_10_foreman_under_the_maid() -> None:
    s = in_actions(me={"helpers": ("maid",), "covered": (("maid", "foreman"),)})
    s = ok(s, Move(Kind.HELPER, card="maid"))
    assert s.pending[-1].kind == "foreman" and me(s).helpers == ("foreman",)
    s = ok(s, Move(Kind.FOREMAN, n=1))
    assert me(s).helpers == ("maid",) and s.discard[-1] == "foreman" and "maid" in me(s).flags


def test_11_maid_lowers_the_two_pack_price() -> None:
    stalls = (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")), StallSlot("stall-03", ("wheat",)))
    s = in_actions(me={"helpers": ("maid", "trader-1", "conman"), "stalls": stalls, "cash": 10, "cart": cart(wheat=1)})
    assert twopack_price(me(s)) == 3
    s = ok(s, Move(Kind.HELPER, card="maid"))
    assert twopack_price(me(s)) == 2
    s = ok(s, Move(Kind.TWOPACK))
    assert me(s).cash == 8
    s = ok(s, Move(Kind.KEEP))
    s = ok(s, Move(Kind.TRADE, card="stall-01", n=2, items=("wheat",)))
    assert me(s).cart == cart(leek=1)


def test_12_market_crier_pays_at_most_3() -> None:
    s = in_actions(me={"helpers": ("marketcrier",), "stalls": (StallSlot("stall-02", ("", "bean", "leek")),),
                       "shop": (3, 2, 2, 2, 1, 1), "cash": 0})
    s = ok(s, Move(Kind.HELPER, card="marketcrier", n=2, items=("stall-02/1", "stall-02/2")))
    assert me(s).cash == 3 and me(s).shop[B] == 2 and me(s).shop[L] == 2 and me(s).cart == cart()


def test_13_merchant_eligibility() -> None:
    regs = tuple(RegularSlot(c) for c in ("regular-01", "regular-07", "regular-08"))
    s = in_actions(me={"helpers": ("merchant",), "regulars": regs, "cash": 5})
    assert "pumpkin, wheat" in refused(s, Move(Kind.HELPER, card="merchant", items=("cabbage",)))
    assert refused(s, Move(Kind.HELPER, card="merchant", items=("pumpkin", "wheat"), veg="wheat")) == \
        "You have no Haggler to combine."
    assert refused(s, Move(Kind.HELPER, card="merchant", items=("pumpkin",), other="wheat")) == \
        "You have no Shopper to combine."
    s = ok(s, Move(Kind.HELPER, card="merchant", items=("pumpkin", "wheat")))
    assert me(s).cash == 3 and me(s).cart == cart(wheat=1, pumpkin=1)


def test_14_saleswoman_sequence() -> None:
    regs = (RegularSlot("regular-01", marker="red"), RegularSlot("regular-02", marker="red"),
            RegularSlot("regular-03"))
    s = in_actions(me={"helpers": ("saleswoman",), "regulars": regs, "cash": 5})
    s = ok(s, Move(Kind.DECLINE, card="regular-03"))
    s = ok(s, Move(Kind.HELPER, card="saleswoman", n=1))
    assert [r.marker for r in me(s).regulars] == ["blue"] * 3
    assert [r.status for r in me(s).regulars] == ["due", "due", "skipped"]
    s = ok(s, Move(Kind.END))
    assert me(s).cash == 5 and [r.marker for r in me(s).regulars] == ["red", "red", "blue"]


def test_15_tout_buys_and_serves_with_a_hidden_regular() -> None:
    s = in_actions(me={"helpers": ("tout",), "covered": (("tout", "regular-10"),), "cash": 0,
                       "cart": cart(pumpkin=1, turnip=1, leek=1)},
                   others={"casuals": ("casual-01",), "cash": 0})
    s = ok(s, Move(Kind.HELPER, card="tout", target="p2", n=2, items=("casual-01",)))
    assert me(s).cash == 10 - 2 - 2 and s.players[1].cash == 2
    assert [r.card for r in me(s).regulars] == ["regular-10"] and me(s).casuals == ()


def test_16_con_man_cannot_take_a_covered_trader() -> None:
    s = in_actions(me={"helpers": ("conman",)},
                   others={"helpers": ("maid",), "covered": (("maid", "trader-1"),), "flags": frozenset({"done"})})
    assert "uncovered helper" in refused(s, Move(Kind.HELPER, card="conman", target="p2", other="trader-1"))
    s = ok(s, Move(Kind.HELPER, card="conman", target="p2", other="maid"))
    assert me(s).helpers == ("maid",) and s.players[1].helpers == ("trader-1", "conman")


def _harvest_twice(count: int) -> int:
    s = in_actions(me={"helpers": ("foreman", "harvesthelper"),
                       "fields": (FieldSlot("home-1", "wheat", 5), FieldSlot("field5-1a", "turnip", count))})
    s = begin_round(replace(s, players=tuple(replace(p, deck=()) for p in s.players)))
    s = ok(s, Move(Kind.HARVEST, n=1))
    s = ok(s, Move(Kind.FOREMAN, n=1))
    s = ok(s, Move(Kind.HARVEST, n=1))
    return count - next(f.count for f in me(s).fields if f.card == "field5-1a")


def test_17_harvest_helper_twice() -> None:
    assert _harvest_twice(5) == 3
    assert _harvest_twice(4) == 2


def test_18_shopper_prices() -> None:
    for veg, price in zip(("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek"), (1, 2, 3, 3, 4, 4), strict=True):
        s = in_actions(me={"helpers": ("shopper",), "cash": 10, "shop": (0, 0, 0, 0, 0, 0)})
        s = ok(s, Move(Kind.HELPER, card="shopper", veg=veg))
        assert me(s).cash == 10 - price and sum(me(s).cart) == 1


def test_19_solo_offer_costs_and_targets() -> None:
    s = opening(1)
    assert s.phase == "cards" and len(s.offer) == 12
    cash = me(s).cash
    paid = []
    for slot in (0, 4):
        before = me(s).cash
        s = ok(s, Move(Kind.OFFER, n=slot))
        paid.append(before - me(s).cash)
    assert paid[0] == 0 and paid[1] in (1, 3)  # row 2 costs 1 (+2 if it was a common field)
    assert "at most 2" in refused(s, Move(Kind.OFFER, n=7))
    fresh = opening(1)
    s2 = ok(fresh, Move(Kind.OFFER, n=8))
    assert me(fresh).cash - me(s2).cash in (2, 4)
    assert cash == 10 - 3
    for path, words in ((16, "below"), (17, "good"), (18, "very good"), (19, "master")):
        end = replace(set_me(s, path=path, loans=0), phase="over")
        assert words in final_scores(end)["p1"].note


def test_20_squire_with_the_foreman_from_the_pool() -> None:
    s = opening(2)
    first = s.turn
    pool = tuple(c for c in s.draw[:2]) + ("foreman",)
    draw = tuple(c for c in s.draw if c not in pool and c != "squire")
    s = set_me(replace(s, pool=pool, draw=draw), first, helpers=("squire",), fresh=(),
               hand=tuple(c for c in s.players[first].hand if c not in ("squire", "foreman")))
    hand_card = s.players[first].hand[0]
    s = ok(s, Move(Kind.TAKE, card=hand_card, items=("foreman", pool[0])))
    assert s.pending[-1].kind == "foreman" and s.pending[-1].seat == first
    s = ok(s, Move(Kind.FOREMAN, n=1))
    assert "squire" in s.players[first].helpers and "foreman" in s.discard
