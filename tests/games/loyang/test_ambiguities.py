"""Each ambiguity the digest resolves (section 9), pinned to its recommended resolution."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.loyang.rules import Kind, Move, final_scores, new_game
from tabletop.games.loyang.rules.flow import begin_round, card_phase, harvest
from tabletop.games.loyang.rules.game import ENGINE
from tabletop.games.loyang.rules.play import casual_value
from tabletop.games.loyang.rules.state import FieldSlot, Player, RegularSlot, StallSlot
from tests.games.loyang.scenes import in_actions, me, ok, opening, refused, set_me

VEGS = ("wheat", "pumpkin", "turnip", "cabbage", "bean", "leek")


def cart(**counts: int) -> tuple[int, ...]:
    return tuple(counts.get(v, 0) for v in VEGS)


def test_2_path_starts_at_1_with_no_cap() -> None:
    game = new_game(["p1", "p2"], 1)
    assert all(p.path == 1 for p in game.players)
    s = replace(in_actions(me={"path": 25, "cash": 30}), phase="path")
    assert me(ok(ok(s, Move(Kind.ADVANCE)), Move(Kind.ADVANCE))).path == 27
    ahead = replace(game, players=(replace(game.players[0], path=21), game.players[1]))
    ENGINE.check(ahead)  # a game past the printed 20 is no broken one: it saves and loads
    assert ENGINE.state_from_json(ENGINE.state_to_json(ahead)) == ahead


def test_3_scores_may_fall_below_the_start() -> None:
    s = replace(set_me(in_actions(), path=2, loans=5), phase="over")
    assert final_scores(s)["p1"].total == -3


def test_4_storehouse_upgrade_only_during_your_own_turn() -> None:
    s = in_actions(me={"cash": 5})
    assert me(ok(s, Move(Kind.UPGRADE))).capacity == 4
    assert "Not now" in refused(replace(s, phase="path"), Move(Kind.UPGRADE))


def test_5_casual_modifier_counts_the_customer_being_served() -> None:
    p = Player("p1", regulars=(RegularSlot("regular-01"),), casuals=("casual-01",))
    assert casual_value(p, "casual-01") == 10
    assert casual_value(replace(p, regulars=()), "casual-01") == 8


def test_6_messenger_boy_second_delivery_stays_on_the_row() -> None:
    s = in_actions(me={"helpers": ("messengerboy",), "regulars": (RegularSlot("regular-10", rows=1),),
                       "cart": cart(turnip=2, cabbage=2), "cash": 0})
    s = ok(ok(s, Move(Kind.HELPER, card="messengerboy")), Move(Kind.DELIVER, card="regular-10", n=2))
    assert me(s).cash == 12 and me(s).regulars[0].rows == 2


def test_7_harvest_helper_option_two_is_retroactive_by_option() -> None:
    fields = (FieldSlot("home-1", "wheat", 5), FieldSlot("field4-1a"))
    for retro, count in ((True, 5), (False, 4)):
        s = in_actions(me={"helpers": ("harvesthelper",), "fields": fields, "cart": cart(wheat=1)})
        s = replace(s, options=replace(s.options, harvest_helper_retroactive=retro))
        s = ok(ok(s, Move(Kind.SOW, card="field4-1a", veg="wheat")), Move(Kind.HELPER, card="harvesthelper", n=2))
        assert me(s).fields[1].count == count


def test_8_foreman_wakes_only_for_display_helpers_unless_the_option_says() -> None:
    for every, woken in ((False, False), (True, True)):
        s = in_actions(others={"helpers": ("foreman",)})
        s = replace(s, options=replace(s.options, foreman_all_sources=every), draw=("maid", "shopper") + s.draw)
        s = ok(ok(s, Move(Kind.TWOPACK)), Move(Kind.KEEP))
        assert bool(s.pending) is woken


def test_9_squire_takes_one_to_three() -> None:
    s = opening(2)
    first = s.turn
    s = set_me(replace(s, pool=s.draw[:3], draw=s.draw[3:]), first, helpers=("squire",), fresh=())
    hand = s.players[first].hand[0]
    assert "squire" in ok(s, Move(Kind.TAKE, card=hand, items=s.pool[:1])).players[first].helpers


def test_10_shopper_ignores_shop_stock_but_merchant_needs_it() -> None:
    s = in_actions(me={"helpers": ("merchant",), "regulars": (RegularSlot("regular-01"),), "shop": (0, 2, 2, 2, 1, 1),
                       "cash": 5})
    assert "too few wheat" in refused(s, Move(Kind.HELPER, card="merchant", items=("wheat",)))


def test_11_and_12_saleswoman_options() -> None:
    s = in_actions(me={"helpers": ("saleswoman",), "regulars": (RegularSlot("regular-01", marker="red"),)})
    assert me(ok(s, Move(Kind.HELPER, card="saleswoman", n=1))).regulars[0].marker == "blue"
    crowd = in_actions(me={"helpers": ("saleswoman",), "casuals": ("casual-01", "casual-02")})
    boosted = ok(crowd, Move(Kind.HELPER, card="saleswoman", n=2))
    assert casual_value(me(crowd), "casual-01") == 8 and casual_value(me(boosted), "casual-01") == 12


def test_13_two_player_flip_is_optional_and_lets_the_opener_take() -> None:
    s = opening(2)
    first = s.turn
    hand = s.players[first].hand
    assert "Take one card" in refused(s, Move(Kind.TAKE, card=hand[0], items=()))
    s = ok(s, Move(Kind.FLIP))
    assert "already turned up" in refused(s, Move(Kind.FLIP))
    s = ok(s, Move(Kind.TAKE, card=hand[0], items=(s.pool[0],)))
    assert s.finished == (first,) and len(s.pool) == 3


def test_14_short_deck_deals_evenly_and_leaves_the_rest() -> None:
    s = opening(3)
    s = replace(s, draw=s.draw[:7], discard=(), pool=(), players=tuple(replace(p, hand=()) for p in s.players))
    s = card_phase(s)
    assert [len(p.hand) for p in s.players] == [2, 2, 2] and len(s.draw) == 1


def test_15_solo_reshuffles_once_when_a_field_is_emptied() -> None:
    s = opening(1)
    s = set_me(replace(s, discard=("maid",)), fields=(FieldSlot("home-1", "wheat", 5), FieldSlot("field3-1a", "bean", 1)))
    s = harvest(replace(s, phase="harvest"))
    assert s.reshuffled and "maid" in s.draw and s.discard == ()


def test_16_solo_offer_shifts_up_and_refills() -> None:
    s = opening(1)
    offer = s.offer
    s = ok(ok(s, Move(Kind.OFFER, n=0)), Move(Kind.OFFER, n=10))
    s = ok(s, Move(Kind.OFFER_DONE))
    assert s.offer[1:3] == offer[1:3]
    assert s.offer[0] == offer[6] and s.offer[3] == offer[9] and s.offer[4] == offer[7]
    assert all(s.offer) and set(offer[3:6]) <= set(s.discard)


def test_17_solo_payments_to_the_opponent_go_to_the_supply() -> None:
    s = ok(opening(1), Move(Kind.OFFER_DONE))
    assert s.opponent is not None and s.opponent.stalls
    stall = s.opponent.stalls[0]
    s = set_me(replace(s, round=9), helpers=("trader-1",), cart=cart(wheat=2, pumpkin=2), cash=5)
    col = next(k for k, g in enumerate(stall.goods) if g)
    handed = ("wheat",) if _bowls(stall.card, col) == 1 else ("wheat", "pumpkin")
    after = ok(s, Move(Kind.HELPER, card="trader-1", target="opponent", other=stall.card, n=col, items=handed))
    assert me(after).cash == 3 and after.opponent.cash == 0


def _bowls(card: str, col: int) -> int:
    from tabletop.games.loyang.rules.state import data

    return int(data(card)["goods"][col]["bowls"])


def test_18_revealed_regular_is_due_only_if_its_owner_has_not_finished() -> None:
    stalls = (StallSlot("stall-01", ("pumpkin", "", "")),)
    s = in_actions(me={"helpers": ("trader-1",), "cart": cart(wheat=1)},
                   others={"stalls": stalls, "covered": (("stall-01", "regular-10"),)})
    s = ok(s, Move(Kind.HELPER, card="trader-1", target="p2", other="stall-01", n=0, items=("wheat",)))
    assert s.players[1].regulars[0].status == "due"
    done = in_actions(me={"helpers": ("trader-1",), "cart": cart(wheat=1)},
                      others={"stalls": stalls, "covered": (("stall-01", "regular-10"),), "flags": frozenset({"done"})})
    done = ok(done, Move(Kind.HELPER, card="trader-1", target="p2", other="stall-01", n=0, items=("wheat",)))
    assert done.players[1].regulars[0].status == "idle"


def test_19_unserved_customers_are_declined_before_storing() -> None:
    s = in_actions(me={"regulars": (RegularSlot("regular-10", marker="red"),), "cash": 1, "cart": cart(leek=1)})
    s = ok(s, Move(Kind.END, items=("leek",)))
    assert me(s).loans == 1 and me(s).cash == 4 and me(s).store == cart(leek=1)


def test_20_bookkeeper_counts_the_home_field() -> None:
    s = in_actions(me={"helpers": ("bookkeeper",), "fields": (FieldSlot("home-1", "wheat", 4),), "cash": 0})
    assert me(ok(s, Move(Kind.HELPER, card="bookkeeper", veg="wheat"))).cash == 1


def test_21_a_revealed_field_is_unsown_when_the_harvest_comes() -> None:
    s = begin_round(replace(in_actions(), round=1))
    assert me(s).fields[-1].veg == "" and me(s).fields[-1].count == 0


def test_22_con_man_with_four_players_needs_a_finished_partner() -> None:
    s = in_actions(n=4, me={"helpers": ("conman",)}, others={"helpers": ("maid",), "flags": frozenset({"done"})})
    assert "partner" in refused(s, Move(Kind.HELPER, card="conman", target="p3", other="maid"))
    ok(s, Move(Kind.HELPER, card="conman", target="p2", other="maid"))


def test_23_tout_purchase_needs_the_vegetables_on_the_cart() -> None:
    s = in_actions(me={"helpers": ("tout",), "cash": 5}, others={"casuals": ("casual-01",)})
    assert "cart" in refused(s, Move(Kind.HELPER, card="tout", target="p2", n=2, items=("casual-01",)))


def test_24_market_crier_refills_only_stalls_still_there() -> None:
    s = in_actions(me={"helpers": ("marketcrier",), "stalls": (StallSlot("stall-03", ("", "turnip", "")),)})
    s = ok(s, Move(Kind.HELPER, card="marketcrier", n=1))
    assert [st.card for st in me(s).stalls] == ["stall-03"]


def test_25_tenant_farmer_cannot_take_back_the_tucked_field() -> None:
    s = in_actions(me={"helpers": ("tenantfarmer",)})
    s = set_me(s, fields=me(s).fields + (FieldSlot("field6-1a"),), deck=tuple(c for c in me(s).deck if c != "field6-1a"))
    assert "from your field deck" in refused(s, Move(Kind.HELPER, card="tenantfarmer", n=2, items=("field6-1a",),
                                                     other="field6-1a"))


def test_26_solo_field_costs_row_price_plus_two() -> None:
    s = opening(1)
    rest = tuple(c for c in s.offer + s.draw if c not in ("common3-a", "common4-a"))
    s = set_me(replace(s, offer=rest[:4] + ("common3-a",) + rest[4:10] + ("common4-a",), draw=rest[10:]), cash=20)
    assert me(ok(s, Move(Kind.OFFER, n=4))).cash == 20 - 1 - 2
    assert me(ok(s, Move(Kind.OFFER, n=11))).cash == 20 - 2 - 2


def test_8b_pool_leftovers_wake_the_foreman_only_with_the_option() -> None:
    for every in (False, True):
        s = opening(2)
        first, second = s.turn, 1 - s.turn
        s = replace(s, options=replace(s.options, foreman_all_sources=every))
        s = set_me(s, second, helpers=("foreman",))
        s = set_me(s, first, hand=s.players[first].hand[:2] + ("maid",))
        s = ok(s, Move(Kind.ADD, card=s.players[first].hand[0]))
        s = ok(s, Move(Kind.TAKE, card=s.players[second].hand[0], items=(s.pool[0],)))
        s = ok(s, Move(Kind.TAKE, card=s.players[first].hand[0], items=()) if not s.pool else
               Move(Kind.TAKE, card=s.players[first].hand[0], items=(s.pool[0],)))
        assert "maid" in s.discard
        assert bool(s.pending and s.pending[-1].kind == "foreman") is every


def test_final_scores_on_a_hand_checked_position() -> None:
    s = in_actions(n=4)
    fields = (FieldSlot("home-1", "wheat", 0),)
    rows = {0: dict(path=12, loans=2, cash=3), 1: dict(path=10, loans=0, cash=3, store=cart(bean=2)),
            2: dict(path=10, loans=0, cash=3, store=cart(bean=1)), 3: dict(path=10, loans=0, cash=1)}
    for k, kw in rows.items():
        s = set_me(s, k, fields=fields, **{"store": cart(), **kw})
    scores = final_scores(replace(s, phase="over"))
    assert [(scores[f"p{k}"].total, scores[f"p{k}"].rank) for k in (1, 2, 3, 4)] == [(10, 3), (10, 1), (10, 2), (10, 4)]
    assert scores["p2"].note == "tie broken by vegetables on fields and in the Storehouse"
    assert scores["p4"].note == "tie broken by Cash"
    s = set_me(s, 2, store=cart(bean=2))
    shared = final_scores(replace(s, phase="over"))
    assert shared["p2"].rank == shared["p3"].rank == 1 and shared["p2"].note == "shared place"
