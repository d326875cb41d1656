"""Loyang's playout policy: every move it builds is legal, it finishes every game, and alone it plays far
better than chance (it is what the search bot plays its games out with)."""

from __future__ import annotations

import random
import statistics

import pytest

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.records import replace
from tabletop.games.loyang.components import VEGETABLES
from tabletop.games.loyang.helper_plays import cheapest_buy
from tabletop.games.loyang.playout import PLAYOUT
from tabletop.games.loyang.rules import Kind, Move, State, legal_moves
from tabletop.games.loyang.rules.game import ENGINE
from tabletop.games.loyang.rules.state import FieldSlot, RegularSlot, data
from tests.games.hash_seeds import outputs_under_hash_seeds

from .scenes import in_actions, me, ok, opening


def play_out(players: int, seed: int, options: dict[str, bool] | None = None) -> State:
    state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, options or {})
    rng = random.Random(seed)
    for _ in range(3000):
        if ENGINE.is_over(state):
            return state
        move = PLAYOUT.pick(state, rng)
        assert move in legal_moves(state), move
        after = ENGINE.apply(state, move, Chance(rng.getrandbits(53)))
        assert not isinstance(after, Rejected), after
        state = after
    raise AssertionError("the playout did not finish the game")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_policy_plays_legal_moves_to_the_end(players: int) -> None:
    for seed in range(3):
        ENGINE.check(play_out(players, seed))


def test_the_policy_plays_the_introductory_game_too() -> None:
    for seed in range(3):
        ENGINE.check(play_out(2, seed, {"introductory": True}))


def test_no_policy_move_is_refused_in_many_seeded_games() -> None:
    """The search falls back to a random legal move when the policy's is refused, which would hide a bug."""
    for players, seeds in ((1, range(100, 130)), (2, range(100, 110))):
        for seed in seeds:
            state = ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, {})
            rng = random.Random(seed)
            while not ENGINE.is_over(state):
                move = PLAYOUT.pick(state, rng)
                after = ENGINE.apply(state, move, Chance(rng.getrandbits(53)))
                assert not isinstance(after, Rejected), (players, seed, move, after.reason)
                state = after


def test_alone_the_policy_scores_well_above_random_moves() -> None:
    totals = [ENGINE.scores(play_out(1, seed))[0].total for seed in range(20)]
    assert statistics.mean(totals) >= 12, totals


def test_the_messenger_boy_doubles_a_delivery_the_cart_can_fill_twice() -> None:
    s = in_actions(n=1, me={"helpers": ("messengerboy",), "regulars": (RegularSlot("regular-10"),),
                            "cart": (0, 0, 2, 2, 0, 0), "fields": ()})
    move = PLAYOUT.pick(s, random.Random(1))
    assert move == Move(Kind.HELPER, card="messengerboy")
    s = ok(s, move)
    assert PLAYOUT.pick(s, random.Random(1)) == Move(Kind.DELIVER, card="regular-10", n=2)


def test_a_field_is_sown_with_what_a_regular_customer_will_run_short_of_while_it_ripens() -> None:
    """The turnip field runs out after the next harvest while the customer still wants a turnip in the two
    rounds after: the free field gets a turnip, not the pumpkin nothing grows yet."""
    fields = (FieldSlot("home-1", "wheat", 6), FieldSlot("field3-1a", "turnip", 1), FieldSlot("field5-1a", "cabbage", 5),
              FieldSlot("field4-1a"))
    s = in_actions(n=1, me={"regulars": (RegularSlot("regular-10"),), "cart": (0, 1, 2, 1, 0, 0), "fields": fields})
    assert PLAYOUT.pick(s, random.Random(1)) == Move(Kind.SOW, card="field4-1a", veg="turnip")
    later = replace(s, players=(replace(me(s), fields=(*fields[:1], FieldSlot("field3-1a", "turnip", 3), *fields[2:])),))
    assert PLAYOUT.pick(later, random.Random(1)) != Move(Kind.SOW, card="field4-1a", veg="turnip")


def test_in_the_last_round_the_policy_sells_what_its_storehouse_would_keep_for_nothing() -> None:
    s = in_actions(n=1, round=9, me={"cart": (0, 0, 0, 0, 1, 0), "fields": (), "shop": (3, 2, 2, 2, 1, 1)})
    assert PLAYOUT.pick(s, random.Random(1)) == Move(Kind.SELL, veg="bean")
    earlier = replace(s, round=8)
    assert PLAYOUT.pick(earlier, random.Random(1)) == Move(Kind.END, items=("bean",))


def test_cash_paid_for_a_card_weighs_more_the_earlier_it_is_paid() -> None:
    """A stall in the Offer's bottom row (2 Cash) is worth its price late in the game, not in the first round,
    when the Cash buys seeds and cheap Path steps that earn more."""
    s = replace(opening(1), offer=("",) * 10 + ("stall-10", ""))
    assert PLAYOUT.pick(s, random.Random(1)) == Move(Kind.OFFER_DONE)
    assert PLAYOUT.pick(replace(s, round=8), random.Random(1)) == Move(Kind.OFFER, n=10)


def test_the_deliveryman_serves_the_solo_opponents_customer_with_spare_vegetables() -> None:
    s = in_actions(n=1, seed=2)  # (seed 1's Offer holds a two-pack worth more than the delivery)
    assert s.opponent is not None
    theirs = s.opponent.regulars[0].card
    cart = [0] * 6
    for veg in data(theirs)["wants"]:
        cart[VEGETABLES.index(veg)] += 1
    # no customer of the player's own waits and no field is free to sow: every vegetable is spare
    s = replace(s, players=(replace(me(s), helpers=("deliveryman",), cart=tuple(cart), fields=()),))
    move = PLAYOUT.pick(s, random.Random(1))
    assert move == Move(Kind.HELPER, card="deliveryman", target="opponent", other=theirs)
    assert me(ok(s, move)).cash > me(s).cash


def test_the_cheapest_purchase_goes_through_the_subsistence_farmer_or_the_shopper() -> None:
    s = in_actions(n=1, me={"helpers": ("shopper", "subsistencefarmer"), "cash": 10})
    assert cheapest_buy(s, me(s), "pumpkin") == (1, Move(Kind.HELPER, card="subsistencefarmer", target="opponent",
                                                       veg="pumpkin"))
    assert cheapest_buy(s, me(s), "bean") == (4, Move(Kind.HELPER, card="shopper", veg="bean"))
    poor = replace(me(s), cash=0, helpers=())
    assert cheapest_buy(s, poor, "bean") is None


def test_a_seeded_policy_game_is_the_same_whatever_the_hash_seed() -> None:
    """Seeded bot games are compared across runs (the bots bench): a tie broken by a set's order would make
    the same seed play another game in another process."""
    code = ("import random; from tabletop.games.kit.contract import Chance; "
            "from tabletop.games.loyang.playout import PLAYOUT; from tabletop.games.loyang.rules.game import ENGINE\n"
            "moves = []\n"
            "for seed in range(12):\n"
            "    s, rng = ENGINE.new_game(['p1', 'p2'] if seed % 2 else ['p1'], seed, {}), random.Random(seed)\n"
            "    while not ENGINE.is_over(s):\n"
            "        m = PLAYOUT.pick(s, rng); moves.append(repr(m)); s = ENGINE.apply(s, m, Chance(rng.getrandbits(53)))\n"
            "import hashlib; print(hashlib.sha256('|'.join(moves).encode()).hexdigest())")
    assert len(outputs_under_hash_seeds(code)) == 1


def test_a_casual_customer_the_cart_supplies_comes_before_a_stall() -> None:
    """The search makes more of a casual customer, and less of a stall, than the policy alone would; its
    playouts value them as the search plays them (``playout_worth``)."""
    s = replace(opening(1), offer=("stall-12", "casual-10") + ("",) * 10)
    s = replace(s, players=(replace(me(s), cart=(1, 1, 1, 0, 0, 0)),))
    assert PLAYOUT.pick(s, random.Random(2)) == Move(Kind.OFFER, n=1)
