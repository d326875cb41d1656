"""One scenario per helper: what it does, and what it refuses."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.loyang.rules import Kind, Move, Rejected, apply
from tabletop.games.loyang.rules.flow import begin_round
from tabletop.games.loyang.rules.helpers import merchant_needs
from tabletop.games.loyang.rules.state import FieldSlot, RegularSlot, StallSlot
from tests.games.loyang.scenes import in_actions, me, ok, opening, refused, set_me

VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def cart(**counts: int) -> tuple[int, ...]:
    return tuple(counts.get(v, 0) for v in VEGS)


def helper(card: str, **kw) -> Move:
    return Move(Kind.HELPER, card=card, **kw)


def test_bookkeeper_resets_the_shop_and_pays_per_field() -> None:
    fields = (FieldSlot("home-1", "wheat", 5), FieldSlot("field3-1a", "wheat", 2), FieldSlot("field4-1a", "bean", 3))
    s = in_actions(me={"helpers": ("bookkeeper",), "fields": fields, "cash": 0})
    s = ok(s, helper("bookkeeper", veg="wheat"))
    assert me(s).cash == 2 and s.discard[-1] == "bookkeeper" and s.pending[-1].kind == "bookkeeper"
    for veg, n in (("wheat", 0), ("pumpkin", 0), ("turnip", 0), ("cabbage", 0), ("bean", 2), ("leek", 2)):
        s = ok(s, Move(Kind.SHOP, veg=veg, n=n))
    assert "spaces for wheat" in refused(s, Move(Kind.SHOP, veg="wheat", n=4))
    assert "Shop" in refused(s, Move(Kind.SOW, card="home-1", veg="wheat"))
    s = ok(s, Move(Kind.SHOP_DONE))
    assert me(s).shop == (0, 0, 0, 0, 2, 2) and not s.pending


def test_haggler_buys_two_for_one() -> None:
    s = ok(in_actions(me={"helpers": ("haggler",), "cash": 10, "shop": (3, 2, 2, 2, 1, 1)}),
           helper("haggler", veg="wheat"))
    assert me(s).cash == 7 and me(s).cart == cart(wheat=2) and me(s).shop[0] == 1
    assert "needs 2 bean" in refused(in_actions(me={"helpers": ("haggler",)}), helper("haggler", veg="bean"))
    combo = ok(in_actions(me={"helpers": ("haggler", "shopper"), "cash": 10}),
               helper("haggler", veg="leek", other="shopper"))
    assert me(combo).cash == 6 and me(combo).cart == cart(leek=2) and me(combo).helpers == ()


def test_con_man_needs_a_finished_player() -> None:
    s = in_actions(me={"helpers": ("conman",)}, others={"helpers": ("maid",)})
    assert "finished" in refused(s, helper("conman", target="p2", other="maid"))


def test_deliveryman_serves_another_players_customer() -> None:
    s = in_actions(me={"helpers": ("deliveryman",), "cart": cart(turnip=1, cabbage=1), "cash": 0},
                   others={"regulars": (RegularSlot("regular-10", rows=3),), "cash": 0})
    s = ok(s, helper("deliveryman", target="p2", other="regular-10"))
    assert me(s).cash == 8 - 2 and s.players[1].cash == 2 and s.players[1].regulars == ()


def test_foreman_takes_a_helper_discarded_by_another_player() -> None:
    s = in_actions(me={"helpers": ("maid",)}, others={"helpers": ("foreman",)})
    s = ok(s, Move(Kind.DISCARD, card="maid"))
    assert s.pending[-1].seat == 1
    s = ok(s, Move(Kind.FOREMAN, n=1))
    assert s.players[1].helpers == ("maid",) and s.discard[-1] == "foreman"
    passed = ok(ok(in_actions(me={"helpers": ("maid",)}, others={"helpers": ("foreman",)}),
                   Move(Kind.DISCARD, card="maid")), Move(Kind.FOREMAN, n=0))
    assert passed.players[1].helpers == ("foreman",) and passed.discard[-1] == "maid"


def test_harvest_helper_in_the_action_phase() -> None:
    fields = (FieldSlot("home-1", "wheat", 5), FieldSlot("field4-1a"), FieldSlot("field3-1a"))
    s = in_actions(me={"helpers": ("harvesthelper",), "fields": fields, "cart": cart(wheat=2)})
    s = ok(s, Move(Kind.SOW, card="field4-1a", veg="wheat"))
    s = ok(s, helper("harvesthelper", n=2))
    s = ok(s, Move(Kind.SOW, card="field3-1a", veg="wheat"))
    assert [f.count for f in me(s).fields] == [5, 5, 4]
    assert "phase" in refused(in_actions(me={"helpers": ("harvesthelper",)}), helper("harvesthelper", n=1))


def test_maid_makes_two_bowl_columns_cost_one() -> None:
    s = in_actions(me={"helpers": ("maid",), "stalls": (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")),),
                       "cart": cart(wheat=1)})
    assert "asks for 2" in refused(s, Move(Kind.TRADE, card="stall-01", n=2, items=("wheat",)))
    s = ok(ok(s, helper("maid")), Move(Kind.TRADE, card="stall-01", n=2, items=("wheat",)))
    assert me(s).cart == cart(leek=1)


def test_market_crier_refills_every_stall() -> None:
    stalls = (StallSlot("stall-01", ("", "", "leek")), StallSlot("stall-03", ("wheat", "", "")))
    s = ok(in_actions(me={"helpers": ("marketcrier",), "stalls": stalls}), helper("marketcrier", n=1))
    assert [st.goods for st in me(s).stalls] == [("pumpkin", "cabbage", "leek"), ("wheat", "turnip", "bean")]


def test_market_woman_swaps_stalls_and_refills_both() -> None:
    s = in_actions(me={"helpers": ("marketwoman",), "stalls": (StallSlot("stall-01", ("", "", "leek")),)},
                   others={"stalls": (StallSlot("stall-02", ("pumpkin", "", "")),)})
    s = ok(s, helper("marketwoman", target="p2", other="stall-01", items=("stall-02",)))
    assert me(s).stalls == (StallSlot("stall-02", ("pumpkin", "bean", "leek")),)
    assert s.players[1].stalls == (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")),)


def test_merchant_with_the_haggler_doubles_one_vegetable() -> None:
    regs = (RegularSlot("regular-01"),)
    s = in_actions(me={"helpers": ("merchant", "haggler"), "regulars": regs, "cash": 5})
    s = ok(s, helper("merchant", items=("wheat",), veg="wheat"))
    assert me(s).cash == 4 and me(s).cart == cart(wheat=2) and me(s).helpers == ()


def test_messenger_boy_delivers_twice_to_the_same_row() -> None:
    s = in_actions(me={"helpers": ("messengerboy",), "regulars": (RegularSlot("regular-10"),),
                       "cart": cart(turnip=2, cabbage=2), "cash": 0})
    s = ok(s, Move(Kind.DELIVER, card="regular-10"))
    assert "second" in refused(s, Move(Kind.DELIVER, card="regular-10"))
    s = ok(ok(s, helper("messengerboy")), Move(Kind.DELIVER, card="regular-10"))
    r = me(s).regulars[0]
    assert me(s).cash == 10 and r.rows == 1 and r.delivered == 4


def test_official_makes_the_two_pack_free() -> None:
    s = in_actions(me={"helpers": ("official", "maid"), "cash": 0})
    assert "costs 2" in refused(s, Move(Kind.TWOPACK))
    s = ok(ok(s, helper("official")), Move(Kind.TWOPACK))
    assert me(s).cash == 0 and s.pending[-1].kind == "twopack"


def test_plough_man_empties_a_field_or_harvests_the_ones() -> None:
    fields = (FieldSlot("home-1", "wheat", 5), FieldSlot("field4-1a", "bean", 3), FieldSlot("field3-1a", "leek", 1))
    s = in_actions(me={"helpers": ("ploughman",), "fields": fields})
    empty = ok(s, helper("ploughman", n=1, other="field4-1a"))
    assert me(empty).fields[1] == FieldSlot("field4-1a")
    assert "not the Home field" in refused(s, helper("ploughman", n=1, other="home-1"))
    ones = ok(s, helper("ploughman", n=2))
    assert me(ones).cart == cart(leek=1) and "field3-1a" in ones.removed


def test_saleswoman_option_two_adds_two_to_casual_customers() -> None:
    s = in_actions(me={"helpers": ("saleswoman",), "casuals": ("casual-02", "casual-05"), "cash": 0,
                       "cart": cart(wheat=1, turnip=1, bean=1)})
    plain = ok(s, Move(Kind.SERVE, card="casual-02"))
    assert me(plain).cash == 9 - 2
    boosted = ok(ok(s, helper("saleswoman", n=2)), Move(Kind.SERVE, card="casual-02"))
    assert me(boosted).cash == 9 + 2


def test_shopper_does_not_need_shop_stock() -> None:
    s = ok(in_actions(me={"helpers": ("shopper",), "shop": (0, 0, 0, 0, 0, 0), "cash": 4}),
           helper("shopper", veg="leek"))
    assert me(s).cash == 0 and me(s).cart == cart(leek=1)


def test_squire_takes_up_to_three_pool_cards_but_not_in_its_own_round() -> None:
    s = opening(2)
    first = s.turn
    pool = s.draw[:4]
    s = replace(s, pool=pool, draw=s.draw[4:])
    s = set_me(s, first, helpers=("squire",), fresh=("squire",))
    hand = s.players[first].hand[0]
    assert "only one Pool card" in refused(s, Move(Kind.TAKE, card=hand, items=pool[:2]))
    s = set_me(s, first, fresh=())
    assert "only one Pool card" in refused(s, Move(Kind.TAKE, card=hand, items=pool))
    s = ok(s, Move(Kind.TAKE, card=hand, items=pool[:3]))
    assert "squire" in s.discard


def test_subsistence_farmer_takes_from_a_big_field_and_pays_one() -> None:
    s = in_actions(me={"helpers": ("subsistencefarmer",), "cash": 3},
                   others={"fields": (FieldSlot("home-2", "pumpkin", 5), FieldSlot("field5-2a", "cabbage", 4)),
                           "cash": 0})
    assert "not the Home field" in refused(s, helper("subsistencefarmer", target="p2", other="home-2"))
    s = ok(s, helper("subsistencefarmer", target="p2", other="field5-2a"))
    assert me(s).cash == 2 and me(s).cart == cart(cabbage=1) and s.players[1].cash == 1
    assert s.players[1].fields[1].count == 3


def test_tout_swaps_casual_customers() -> None:
    s = in_actions(me={"helpers": ("tout",), "casuals": ("casual-03",)}, others={"casuals": ("casual-04",)})
    s = ok(s, helper("tout", target="p2", n=1, other="casual-03", items=("casual-04",)))
    assert me(s).casuals == ("casual-04",) and s.players[1].casuals == ("casual-03",)


def test_tenant_farmer_both_options() -> None:
    s = in_actions(me={"helpers": ("tenantfarmer",), "cash": 3})
    deck = me(s).deck
    paid = ok(s, helper("tenantfarmer", n=1, other=deck[3]))
    assert me(paid).cash == 0 and me(paid).fields[-1] == FieldSlot(deck[3]) and len(me(paid).deck) == len(deck) - 1
    s = set_me(s, fields=me(s).fields + (FieldSlot("field6-1a"),), deck=tuple(c for c in deck if c != "field6-1a"))
    deck = me(s).deck
    swapped = ok(s, helper("tenantfarmer", n=2, items=("field6-1a",), other=deck[2]))
    assert me(swapped).deck[-1] == "field6-1a" and me(swapped).fields[-1] == FieldSlot(deck[2])
    assert me(swapped).deck[:2] == deck[:2]


def test_trader_trades_at_another_players_stall_with_a_late_fee() -> None:
    def run(round_: int) -> tuple[int, int]:
        s = in_actions(round=round_, me={"helpers": ("trader-2",), "cart": cart(wheat=1), "cash": 5},
                       others={"stalls": (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")),), "cash": 0})
        s = ok(s, helper("trader-2", target="p2", other="stall-01", n=0, items=("wheat",)))
        assert me(s).cart == cart(pumpkin=1)
        return me(s).cash, s.players[1].cash

    assert run(5) == (5, 0) and run(8) == (4, 1) and run(9) == (3, 2)


def test_lantern_helpers_reach_only_the_partner_with_four_players() -> None:
    s = in_actions(n=4, me={"helpers": ("subsistencefarmer",)},
                   others={"fields": (FieldSlot("home-2", "pumpkin", 5), FieldSlot("field5-2a", "cabbage", 5))})
    assert "partner" in refused(s, helper("subsistencefarmer", target="p3", other="field5-2a"))
    ok(s, helper("subsistencefarmer", target="p2", other="field5-2a"))


def test_harvest_helper_in_the_harvest_phase_reaps_two() -> None:
    s = in_actions(me={"helpers": ("harvesthelper",),
                       "fields": (FieldSlot("home-1", "wheat", 5), FieldSlot("field6-1a", "turnip", 6))})
    s = begin_round(replace(s, players=tuple(replace(p, deck=()) for p in s.players)))
    assert s.pending[-1].kind == "harvest"
    s = ok(s, Move(Kind.HARVEST, n=1))
    assert me(s).fields[1].count == 4 and me(s).cart == cart(wheat=1, turnip=2)


def _accepted_are_listed(state, variants) -> None:
    """Every variant ``apply`` accepts is one ``legal_moves`` offers, and the other way round."""
    from tabletop.games.loyang.rules import legal_moves

    listed = set(legal_moves(state))
    for move in variants:
        accepted = not isinstance(apply(state, move), Rejected)
        assert accepted == (move in listed), (move, accepted)


def test_merchant_list_holds_every_combination_with_the_haggler_and_the_shopper() -> None:
    from itertools import permutations

    regs = (RegularSlot("regular-01"), RegularSlot("regular-02"), RegularSlot("regular-10"))
    s = in_actions(me={"helpers": ("merchant", "haggler", "shopper"), "regulars": regs, "cash": 9})
    needs = sorted(merchant_needs(me(s)))
    variants = [helper("merchant", items=tuple(p), veg=d, other=o) for k in range(len(needs) + 1)
                for p in permutations(needs, k) for d in ["", *needs] for o in ["", *needs]]
    assert len(needs) >= 2 and any(not isinstance(apply(s, v), Rejected) for v in variants if v.veg and v.other)
    _accepted_are_listed(s, variants)


def test_market_crier_list_holds_every_choice_of_stall_vegetables() -> None:
    from itertools import permutations

    stalls = (StallSlot("stall-01", ("pumpkin", "cabbage", "leek")), StallSlot("stall-03", ("wheat", "turnip", "bean")),
              StallSlot("stall-05", ("leek", "", "bean")))
    s = in_actions(me={"helpers": ("marketcrier",), "stalls": stalls, "shop": (0, 0, 0, 0, 0, 0)}, round=1)
    s = replace(s, phase="cards")
    goods = [f"{st.card}/{k}" for st in stalls for k, g in enumerate(st.goods) if g]
    variants = [helper("marketcrier", n=2, items=tuple(p)) for k in (1, 2) for p in permutations(goods, k)]
    variants += [helper("marketcrier", n=2, items=(goods[7], goods[0], goods[3]))]
    _accepted_are_listed(s, variants)
