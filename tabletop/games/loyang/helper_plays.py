"""The playout policy's helper cards (``playout``): what a helper in the Offer or a two-pack is worth,
and which helper to use now in the action phase.

Playouts that never use a helper teach the search that helpers are worth nothing, so the policy uses
the ones that pay without planning ahead: a second delivery (Messenger-boy), a delivery or a casual
customer taken from the other player (Deliveryman, Tout), cheap vegetables (Shopper, Subsistence
farmer, Merchant), a trade at the other player's stall (Trader), more crop from a sowing (Harvest
helper), income (Book-keeper), refilled stalls (Market crier), blue markers or dearer casual customers
(Saleswoman), more cards from the Offer (Squire, in ``playout``).  Like the rest of the policy every move is built legal from
the displays, without listing the legal moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..kit.records import replace
from .components import VEG_INDEX
from .rules import Kind, Move, State
from .rules.helpers import merchant_needs
from .rules.play import casual_value
from .rules.state import ROUNDS, Player, buy_price, data, helper_of, partner_ok

SPARE_VEG = 1.0
"""What a vegetable nobody waits for is worth on the cart: it is mostly sold for 1 or lost at the end of the turn."""
SUBSISTENCE = ("wheat", "pumpkin", "turnip")
WORTH = {"messengerboy": 2.0, "deliveryman": 1.5, "tout": 1.25, "shopper": 0.75, "subsistencefarmer": 1.0,
         "merchant": 0.75, "trader": 0.75, "harvesthelper": 1.0, "bookkeeper": 0.75, "marketcrier": 0.5,
         "saleswoman": 0.75}
"""What taking a helper the policy uses is worth in Cash while rounds remain (measured: half what its uses
bring pays best, the Cash for the row and a dearer two-pack weigh against it); any other helper 0.25."""


def helper_worth(state: State, card: str) -> float:
    """What taking the helper ``card`` brings in a playout: its use, while a round is left to use it in."""
    if state.round >= ROUNDS and state.phase != "cards":
        return 0.0
    return WORTH.get(helper_of(card), 0.25)


def own(p: Player, name: str) -> str:
    """``p``'s uncovered helper called ``name``, or ""."""
    return next((h for h in p.helpers if helper_of(h) == name), "")


def reached(state: State, i: int) -> tuple[str, Player] | None:
    """The player a lantern helper of player ``i`` may reach now: solo's imaginary opponent, else the
    first other player the rules allow."""
    if len(state.players) == 1:
        return ("opponent", state.opponent) if state.opponent is not None else None
    for k, q in enumerate(state.players):
        if partner_ok(state, i, k):
            return state.seats[k], q
    return None


def missing(cart: Sequence[int], wants: list[str], times: int = 1) -> list[str]:
    """The vegetables ``wants`` asks for (``times`` over) that ``cart`` lacks."""
    left = list(cart)
    out = []
    for v in wants * times:
        k = VEG_INDEX[v]
        if left[k]:
            left[k] -= 1
        else:
            out.append(v)
    return out


def take(cart: list[int], wants: list[str], times: int = 1) -> None:
    for v in wants * times:
        cart[VEG_INDEX[v]] -= 1


def cheapest_buy(state: State, p: Player, veg: str) -> tuple[int, Move] | None:
    """The cheapest way for ``p`` to get one ``veg`` onto the cart now: the Subsistence farmer (solo,
    for 1), the Shopper (2 under the Shop price) or the Shop, with its price; None if none is open."""
    k = VEG_INDEX[veg]
    ways: list[tuple[int, Move]] = []
    farmer = own(p, "subsistencefarmer")
    if farmer and len(state.players) == 1 and veg in SUBSISTENCE:
        ways.append((1, Move(Kind.HELPER, card=farmer, target="opponent", veg=veg)))
    shopper = own(p, "shopper")
    if shopper:
        ways.append((buy_price(veg) - 2, Move(Kind.HELPER, card=shopper, veg=veg)))
    if p.shop[k]:
        ways.append((buy_price(veg), Move(Kind.BUY, veg=veg)))
    ways = [w for w in ways if p.cash >= w[0]]
    return min(ways, key=lambda w: w[0]) if ways else None


def helper_options(state: State, i: int, p: Player, spare: list[int]) -> list[tuple[float, Move]]:
    """Helper uses worth making now in the action phase, each with its worth in Cash (on the scale of
    the policy's deliveries); ``spare`` counts the cart's vegetables no delivery or service of ``p``'s
    own waits for."""
    out: list[tuple[float, Move]] = []
    names = {helper_of(h): h for h in p.helpers}
    if "messengerboy" in names and "messenger" not in p.flags:
        cart, extra = list(p.cart), 0.0
        for r in p.regulars:
            wants = data(r.card)["wants"]
            if r.status == "due" and not missing(cart, wants, 2):
                take(cart, wants, 2)
                extra += int(data(r.card)["pays"][r.rows])
            elif r.status == "served" and r.times == 1 and not missing(cart, wants):
                take(cart, wants)
                extra += int(data(r.card)["pays"][r.rows - 1])
        if extra:
            out.append((extra + 2.5, Move(Kind.HELPER, card=names["messengerboy"])))
    target = reached(state, i)
    if target is not None:
        seat, q = target
        if "deliveryman" in names:
            for r in q.regulars:
                wants = data(r.card)["wants"]
                if not missing(spare, wants):
                    worth = int(data(r.card)["pays"][r.rows]) - (2 if r.rows == 3 else 0) - 2 * SPARE_VEG
                    out.append((worth, Move(Kind.HELPER, card=names["deliveryman"], target=seat, other=r.card)))
        if "tout" in names:
            for c in q.casuals:
                wants = data(c)["wants"]
                if not missing(spare, wants):
                    worth = casual_value(replace(p, casuals=p.casuals + (c,)), c) - 2 - 3 * SPARE_VEG
                    out.append((worth, Move(Kind.HELPER, card=names["tout"], target=seat, n=2, items=(c,))))
    if "merchant" in names:
        items = _merchant_buys(p)
        if items:
            gain = sum(buy_price(v) - 1 for v in items)
            out.append((gain, Move(Kind.HELPER, card=names["merchant"], items=items)))
    if "bookkeeper" in names:
        grown = [f.veg for f in p.fields if f.veg]
        if grown:
            best = max(dict.fromkeys(grown), key=grown.count)  # a tie: the first grown, whatever the hash seed
            if grown.count(best) >= 2:
                out.append((float(grown.count(best)), Move(Kind.HELPER, card=names["bookkeeper"], veg=best)))
    if "marketcrier" in names:
        empty = sum(1 for s in p.stalls for g in s.goods if not g)
        if empty >= 2:
            out.append((0.8 * empty, Move(Kind.HELPER, card=names["marketcrier"], n=1)))
    if "saleswoman" in names and "saleswoman" not in p.flags:
        servable = sum(1 for c in p.casuals if not missing(p.cart, data(c)["wants"]))
        regs, cas = len(p.regulars), len(p.casuals)
        if servable and cas >= regs:
            out.append((servable * (2.0 if cas == regs else 4.0), Move(Kind.HELPER, card=names["saleswoman"], n=2)))
        red = sum(1 for x in p.regulars if x.marker == "red" and x.rows < 3)
        if red >= 2:
            out.append((1.5 * red, Move(Kind.HELPER, card=names["saleswoman"], n=1)))
    return out


def _merchant_buys(p: Player) -> tuple[str, ...]:
    """Vegetables the Merchant sells ``p`` for 1 that a delivery due now still lacks, within ``p``'s Cash."""
    lacking = [0] * 6
    for r in p.regulars:
        if r.status == "due":
            for v in data(r.card)["wants"]:
                lacking[VEG_INDEX[v]] += 1
    items = sorted(v for v in merchant_needs(p)
                   if p.shop[VEG_INDEX[v]] and p.cart[VEG_INDEX[v]] < lacking[VEG_INDEX[v]])
    return tuple(items[:p.cash])
