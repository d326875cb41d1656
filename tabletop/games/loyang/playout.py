"""Loyang's playout policy: quick rules of thumb that finish a game sensibly, for the search bot's playouts.

The search (``kit.search``) plays a game to its end from every node it tries, so this policy must
cost far less than listing the legal moves: it builds the one move it wants directly from the
deciding player's own display, legal by construction, and applies nothing.  It delivers and serves
whenever it can (a casual customer valued by what it pays now, the modifier for the count of regular
customers included, so that it is served while that modifier is +2), sows what its customers want,
trades spare vegetables for what they lack, buys the vegetable that completes a delivery when the row
pays for it, takes Offer cards its fields can supply over the rounds the card lasts, uses the helpers
that pay without planning (``helper_plays``), borrows only in the first rounds for an Offer card worth
more than the loan costs, and moves on the Path while it keeps enough Cash to go on (everything in
the last round).  A little randomness keeps the playouts from all telling the same story.

One policy, not several to choose from: a search that scored each move by the best of three playouts in the same
world, by policies keeping 4, 8 and 12 Cash back on the Path and taking Offer cards worth more than -2, 0 and 2,
so that a move would be judged by the plan that suits it, did no better in the card phase (the search picking from
the Offer with 100 playouts, the policy playing every other move): 15.75 points a game against 15.72 (+0.03,
SE 0.08; 100 solo games, seeds 9701-9800) at three times the cost.

Where the policy is weakest, measured by letting the search (100 playouts a decision) choose in some phases and
the policy in the rest (20 solo games, seeds 9701-9720): the policy alone scores 12.2 points a game; with the
search on the Path only, 12.8; in the action phase and on the Path, 14.7; in the card phase only, 15.65; everywhere,
15.8 (hard's 400 playouts: 16.2).  Its Offer picks are what it does worst: once the search has chosen the cards, the
policy plays the action phases almost as well as the search does.  Left to its own picks it ends 174 of 2,000
seeded solo games with 4 to 7 points.  Four of them, traced (seeds 15, 32, 55 and 9704), had no customer by round
5 and 0 to 2 Cash from round 3 on, having spent it in the first rounds on helpers, fields and seed; three of the
four sowed nearly every new field with the same crop.  A loan for an Offer card in that state too (no customer, up to
round 6) left 149 such games; valuing a casual customer 5 Cash more while it has none as well, 116 (and one at 3
points).  Taking no helper (and no field, and no stall) before the first customer made it worse: 11.64, 12.08 and
9.42 points a game against 12.55.  The greedy bot in its place in the action phases scored 5.8 (seeds 1-200).
"""

from __future__ import annotations

import random
from collections.abc import Collection

from .components import VEG_INDEX, VEGETABLES
from .helper_plays import cheapest_buy, helper_options, missing, own, reached
from .playout_worth import Plan, card_cost, card_worth, dear, rounds_left, sow_value
from .rules import Kind, Move, State
from .rules.card_phase import last_in, squire_ready
from .rules.play import casual_value, path_cost, twopack_price
from .rules.state import (
    LOAN,
    OFFER_ROW_COST,
    ROUNDS,
    SHOP_SPACES,
    UPGRADE_COST,
    Player,
    buy_price,
    current_index,
    data,
)

RESERVE = 8
"""Cash kept back when moving on the Path in round 0, 1.5 less each round after (all of it in the last).
12 did the search no good: +0.09 points a game on seeds 9601-9700, -0.04 on seeds 9701-9800 (SE about 0.07,
100 normal solo games each); nor did 5, stepping on sooner while the steps are cheap: +0.00 (SE 0.18; seeds
9701-9720, 20 normal solo games), nor 4: -0.13 (SE 0.16; 9 of 30 games reached 17 against 11; seeds 1-30, normal)."""
RESERVE_PER_ROUND = 1.5
TWOPACK_PRICE = 1
"""The most a playout pays for a two-pack (a blind buy is rarely worth more)."""
LOAN_ROUNDS = 3
"""The rounds in which a playout may borrow for an Offer card (later a loan's space on the Path costs more
than the card brings); at most ``MAX_LOANS`` in a game, only while its Cash is short of a loan's, and only
for a card worth ``LOAN_COST`` more than the best card it can pay for without."""
MAX_LOANS = 1
LOAN_COST = 6.0
EXPLORE = 0.15
"""How often a playout takes a random one of its good Offer cards instead of the best.  Neither less nor more
helped the search: 0.05 scored -0.04 points a game, 0.3 +0.08 (SE 0.07; normal, seeds 9701-9800)."""


class LoyangPlayout:
    """The kit's ``Playout``: a legal move by the rules of thumb above."""

    def pick(self, state: State, rng: random.Random) -> Move:
        i = current_index(state)
        assert i is not None
        p = state.players[i]
        if state.pending:
            return self._pending(state, p)
        phase = state.phase
        if phase == "start":
            return self._start(state, rng)
        if phase == "cards":
            if len(state.players) == 1:
                return self._offer(state, p, rng)
            return self._distribution(state, p, rng)
        if phase == "partner":
            free = [k for k in range(len(state.players)) if k not in (state.start, state.second)]
            return Move(Kind.PARTNER, target=state.seats[rng.choice(free)])
        if phase == "path":
            return self._path(state, p)
        return self._action(state, i, p, rng)

    # --- decisions outside the action phase ---------------------------------------------------------

    def _pending(self, state: State, p: Player) -> Move:
        top = state.pending[-1]
        if top.kind == "twopack":
            plan = Plan(p, state)
            scored = [(card_worth(state, p, plan, c) - dear(state, card_cost(c)), c) for c in top.cards]
            worth, best = max(scored)
            return Move(Kind.KEEP, items=(best,) if worth > 0 else ())
        if top.kind == "bookkeeper":
            return Move(Kind.SHOP_DONE)
        if top.kind == "foreman":
            return Move(Kind.FOREMAN, n=1)
        return Move(Kind.HARVEST, n=1)

    def _start(self, state: State, rng: random.Random) -> Move:
        taken = [q.fields[0].veg for q in state.players]
        options = [v for v in ("wheat", "pumpkin", "turnip") if len(state.players) < 3 or taken.count(v) < 2]
        return Move(Kind.START, veg=min(options, key=buy_price))

    def _offer(self, state: State, p: Player, rng: random.Random) -> Move:
        done = Move(Kind.OFFER_DONE)
        limit = 4 if "squire" in p.flags or squire_ready(p) else 2
        if state.taken >= limit:
            return done
        plan = Plan(p, state)
        scored = self._offered(state, p, plan, p.cash)
        if state.round <= LOAN_ROUNDS and p.loans < MAX_LOANS and p.cash < LOAN:
            borrowed = self._offered(state, p, plan, p.cash + LOAN)
            if borrowed and max(borrowed)[0] - LOAN_COST > max(scored, default=(0.0, 0))[0]:
                return Move(Kind.LOAN)
        if not scored:
            return done
        pick = rng.choice(scored) if rng.random() < EXPLORE else max(scored)
        return Move(Kind.OFFER, n=pick[1])

    @staticmethod
    def _offered(state: State, p: Player, plan: Plan, cash: int) -> list[tuple[float, int]]:
        """The Offer's cards worth taking with ``cash``, by worth net of their price.

        The policy takes fewer cards than the search (11.6 a solo game against 15.9), but taking those worth
        more than -2 as well, which brings it to 16.4 and its own games from 12.75 to 13.31 points, gave the
        search 0.03 points a game (SE 0.08; 30 of 100 games reached 17 against 25; normal, seeds 9701-9800):
        playouts that invest as the search does are no better judges of an investment.

        Nor are playouts that pick as the playouts themselves say.  Picks by a least-squares fit of what each Offer
        card was worth over taking nothing, measured by playouts (24 worlds each at 1,117 card-phase decisions of
        60 games; on the card's kind, its worth here, its price alone and by the rounds left, the rounds left, a
        round's second card, Cash left under 2, the helper's name), scored 1.0 point a game more alone (12.64 ->
        13.52 and 12.49 -> 13.56 over two sets of 1,000 seeded solo games), but a search of the card phase did no
        better with them as its playouts: 15.5 points a game against 15.65 (100 playouts a pick) and 15.8 against
        16.1 (400; seeds 9701-9720, the policy playing every other move).  Not kept."""
        scored = []
        for n, card in enumerate(state.offer):
            if not card:
                continue
            price = OFFER_ROW_COST[n // 3]
            cost = price + card_cost(card)
            worth = card_worth(state, p, plan, card, cash - int(cost)) - dear(state, cost)
            if worth > 0 and cash >= cost:
                scored.append((worth, n))
        return scored

    def _distribution(self, state: State, p: Player, rng: random.Random) -> Move:
        if len(state.players) == 2 and not state.flipped and state.draw and rng.random() < 0.5:
            return Move(Kind.FLIP)
        plan = Plan(p, state)
        worth = {c: card_worth(state, p, plan, c) - dear(state, card_cost(c)) for c in set(p.hand) | set(state.pool)}
        may_add = len(p.hand) >= 2 and not last_in(state)
        own = max(p.hand, key=lambda c: worth[c])
        if state.pool:
            take = max(state.pool, key=lambda c: worth[c])
            if not may_add or worth[take] > 2 or len(p.hand) <= 2:
                return Move(Kind.TAKE, card=own, items=(take,))
        elif not may_add:
            return Move(Kind.TAKE, card=own)
        return Move(Kind.ADD, card=min(p.hand, key=lambda c: worth[c]))

    def _path(self, state: State, p: Player) -> Move:
        cost = path_cost(p)
        if p.cash >= cost and (state.round >= ROUNDS or cost == 1
                                  or p.cash - cost >= RESERVE - RESERVE_PER_ROUND * state.round):
            return Move(Kind.ADVANCE)
        return Move(Kind.FINISH)

    # --- the action phase ---------------------------------------------------------------------------

    def _action(self, state: State, i: int, p: Player, rng: random.Random) -> Move:
        left = rounds_left(state)
        plan = Plan(p, state)
        options: list[tuple[float, Move]] = []
        messenger = "messenger" in p.flags
        reserved = [0] * 6
        at_stake = [0.0] * 6  # the best delivery or service each vegetable on the cart is needed for
        for r in p.regulars:
            wants = data(r.card)["wants"]
            if r.status == "due" and not missing(p.cart, wants):
                value = int(data(r.card)["pays"][r.rows]) + 2.0
                options.append((value, Move(Kind.DELIVER, card=r.card,
                                            n=2 if messenger and not missing(p.cart, wants, 2) else 0)))
                for v in wants:
                    reserved[VEG_INDEX[v]] += 1
                    at_stake[VEG_INDEX[v]] = max(at_stake[VEG_INDEX[v]], value)
            elif r.status == "served" and messenger and r.times == 1 and not missing(p.cart, wants):
                options.append((int(data(r.card)["pays"][r.rows - 1]) + 2.0, Move(Kind.DELIVER, card=r.card)))
        for c in p.casuals:
            wants = data(c)["wants"]
            if not missing(p.cart, wants):
                value = casual_value(p, c) + 2.0
                options.append((value, Move(Kind.SERVE, card=c)))
                for v in wants:
                    reserved[VEG_INDEX[v]] += 1
                    at_stake[VEG_INDEX[v]] = max(at_stake[VEG_INDEX[v]], value)
        if left >= 2:
            spare_cart = self._spare_cart(p, {})
            for f in p.fields:
                if f.veg:
                    continue
                for v in data(f.card)["allowed"]:
                    k = VEG_INDEX[v]
                    value = sow_value(plan, f.card, v, left)
                    if p.cart[k]:
                        lost = at_stake[k] if p.cart[k] <= reserved[k] else 0.0
                        options.append((value - lost, Move(Kind.SOW, card=f.card, veg=v)))
                    elif left >= 3:
                        fetch = self._fetch(state, i, p, v, spare_cart)
                        if fetch is not None:
                            options.append((value - fetch[0], fetch[1]))
        spare = [max(0, n - reserved[k]) for k, n in enumerate(p.cart)]
        options += [o for o in helper_options(state, i, p, spare) if o[0] > 0]
        if options:
            best = max(options, key=lambda o: o[0])[1]
            harvester = own(p, "harvesthelper")
            if best.kind is Kind.SOW and harvester and left >= 3:
                return Move(Kind.HELPER, card=harvester, n=2)
            return best
        useful = self._completing(p)
        trade = self._trade(state, i, p, useful)
        if trade is None:
            trade = self._trade(state, i, p, self._lacking(p))
        if trade is not None:
            return trade
        for veg, gain in sorted(useful.items(), key=lambda x: -x[1]):
            buy = cheapest_buy(state, p, veg)
            if buy is not None and gain >= buy[0] and p.cash - buy[0] >= 2:
                return buy[1]
        if p.capacity == 1 and p.cash >= UPGRADE_COST + 6 and left >= 4 and sum(p.cart) >= 3:
            return Move(Kind.UPGRADE)
        if "twopack" not in p.flags and state.round < ROUNDS - 1 and twopack_price(p) <= TWOPACK_PRICE \
                and p.cash >= twopack_price(p) + 4 and rng.random() < 0.2:
            return Move(Kind.TWOPACK)
        return self._end(state, p, plan)

    def _spare_cart(self, p: Player, useful: Collection[str]) -> list[str]:
        """Cart vegetables no delivery or service is waiting for, cheapest first."""
        keep = [0] * 6
        for wants in self._waiting(p):
            if len(missing(p.cart, wants)) <= 1:
                for v in wants:
                    keep[VEG_INDEX[v]] += 1
        out: list[str] = []
        for k in sorted(range(6), key=lambda k: buy_price(VEGETABLES[k])):
            v = VEGETABLES[k]
            if v not in useful:
                out += [v] * max(0, p.cart[k] - keep[k])
        return out

    def _trade_for(self, state: State, i: int, p: Player, wanted: set[str], spare: list[str]) -> Move | None:
        """A trade for one of ``wanted``, paid with ``spare`` vegetables: at a stall of ``p``'s, else with the
        Trader at the other player's."""
        trader, target = own(p, "trader"), None
        if trader and (state.round < ROUNDS - 1 or p.cash >= 2):
            target = reached(state, i)
        places = [(s, Move(Kind.TRADE, card=s.card)) for s in p.stalls]
        if target is not None:
            places += [(s, Move(Kind.HELPER, card=trader, target=target[0], other=s.card)) for s in target[1].stalls]
        for s, how in places:
            for col, veg in enumerate(s.goods):
                if veg not in wanted:
                    continue
                need = 1 if data(s.card)["goods"][col]["bowls"] == 1 or "maid" in p.flags else 2
                handed = [v for v in spare if v != veg][:need]
                if len(handed) == need:
                    return how._replace(n=col, items=tuple(sorted(handed, key=VEG_INDEX.__getitem__)))
        return None

    def _trade(self, state: State, i: int, p: Player, useful: Collection[str]) -> Move | None:
        """A trade that gets one of ``useful`` (a vegetable completing a delivery, else one a customer still
        lacks), paid with vegetables nobody wants."""
        if not useful:
            return None
        return self._trade_for(state, i, p, set(useful), self._spare_cart(p, useful))

    def _fetch(self, state: State, i: int, p: Player, veg: str, spare: list[str]) -> tuple[float, Move] | None:
        """How to get a ``veg`` to sow, with what it costs: a trade for spare vegetables, or a purchase."""
        trade = self._trade_for(state, i, p, {veg}, spare)
        if trade is not None:
            return 0.5 * len(trade.items), trade
        buy = cheapest_buy(state, p, veg)
        if buy is not None and p.cash - buy[0] >= 2:
            return buy[0] + 1.0, buy[1]
        return None

    def _end(self, state: State, p: Player, plan: Plan) -> Move:
        """End the turn, storing what the customers want most (then the dearest vegetables); in the last
        round, sell first whatever the Shop takes, since the Storehouse would keep it for nothing."""
        if state.round >= ROUNDS:
            for k in range(6):
                if p.cart[k] and p.shop[k] < SHOP_SPACES[k]:
                    return Move(Kind.SELL, veg=VEGETABLES[k])
        room = min(p.capacity, sum(p.cart))
        ranked = sorted((k for k in range(6) for _ in range(p.cart[k])),
                        key=lambda k: (-plan.owe[k], -buy_price(VEGETABLES[k])))
        return Move(Kind.END, items=tuple(VEGETABLES[k] for k in sorted(ranked[:room])))

    @staticmethod
    def _lacking(p: Player) -> set[str]:
        """Vegetables the cart lacks for a regular customer due this round or a casual customer, however many
        more each still needs: a trade for one of them is a step towards a service, which the search alone
        saw (it traded half again as often as the policy, and its casual customers brought three times
        the Cash)."""
        out: set[str] = set()
        for wants in LoyangPlayout._waiting(p):
            out.update(missing(p.cart, wants))
        return out

    @staticmethod
    def _waiting(p: Player) -> list[list[str]]:
        """What each customer waiting to be served wants: the regular customers due this round, the casual ones."""
        return [data(r.card)["wants"] for r in p.regulars if r.status == "due"] + [data(c)["wants"] for c in p.casuals]

    @staticmethod
    def _completing(p: Player) -> dict[str, int]:
        """Vegetables that alone stand between ``p`` and a delivery or a service, with what it would pay."""
        out: dict[str, int] = {}
        for r in p.regulars:
            if r.status == "due":
                lack = missing(p.cart, data(r.card)["wants"])
                if len(lack) == 1:
                    pay = int(data(r.card)["pays"][r.rows]) + (2 if r.marker == "red" else 1)
                    out[lack[0]] = max(out.get(lack[0], 0), pay)
        for c in p.casuals:
            lack = missing(p.cart, data(c)["wants"])
            if len(lack) == 1:
                out[lack[0]] = max(out.get(lack[0], 0), int(data(c)["pays"]) - 2)
        return out


PLAYOUT = LoyangPlayout()
