"""My Village's moves, phases and public figures in the words a player reads (panel, log, banner)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from enum import StrEnum

from ...core.model import Table
from ..kit.words import Figure
from .game import BOX
from .rules import Kind, Move, State
from .rules.black import blocked, cost_of, top_card
from .rules.box import GOODS, HEADMAN_TIME, LETTERS, MONK_DECKS, SCHOOL_RIGHT_AP, Card
from .rules.customers import merchant_bonus
from .rules.dice import coins_needed
from .rules.legal import now_words
from .rules.moves import ENTER, FIELD_PILE, KEEP, MEETING_PILE, PLAY, SCHOOL, SHIFT, START, STEWARD
from .rules.payment import payments, stock
from .rules.state import TILE_ON_MEETING, deciding, graves_filled

KIND_WORDS = {
    Kind.TAKE: "Take a die", Kind.VALUE: "Set the flag value", Kind.BLACK: "Activate one black flag",
    Kind.WHITE: "Activate white flags in your village", Kind.HEADMAN: "Village black flag: move the headman",
    Kind.PLOUGH: "Put a plough on a field", Kind.END: "End your turn", Kind.STEWARD: "The monk's steward",
    Kind.PICK: "Take a customer", Kind.SCHOOL: "School", Kind.MARK: "Mark a council chamber space",
    Kind.TILE: "The 2/12 tile", Kind.SWAP: "Travel church", Kind.DIE: "A villager dies",
    Kind.WORKER: "Seasonal worker", Kind.HEAL: "Healing church",
}
SOURCE_WORDS = {"guild": "wild good (Guild council)", "field": "plough from a field"}
PROFESSION_AREAS = {"abbot": "religious", "councilman": "council", "traveller": "travel", "craftsman": "craft",
                    "merchant": "market"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def payment_words(pay: tuple[str, ...]) -> str:
    counts = Counter(pay)
    return ", ".join(plural(n, SOURCE_WORDS.get(s, s)) for s, n in counts.items())


def goods_words(goods: Sequence[str]) -> str:
    counts = Counter(goods)
    return " and ".join(plural(n, "good of any kind" if g == "any" else g) for g, n in counts.items())


def flag_words(card: Card) -> str:
    return "?" if card.any_value else "/".join(map(str, card.flag))


def flag_name(flag: str) -> str:
    if flag == PLAY:
        return "the play flag"
    if flag == SCHOOL:
        return "the school flag"
    return f"the {BOX.cards[flag].title.lower()}" if BOX.cards[flag].kind != "customer" else \
        f"the customer wanting {goods_words(BOX.cards[flag].goods)}"


def _costs(time: int, pay: tuple[str, ...]) -> str:
    parts = [f"{time} time"] if time else []
    if pay:
        parts.append(payment_words(pay))
    return f" ({'; '.join(parts)})" if parts else ""


def _black(state: State, move: Move) -> str:
    i = deciding(state) or 0
    player = state.players[i]
    if move.target == START:
        return f"Take the start-player tile and its {plural(state.hand_ap, 'adventure point')}: start next round"
    if move.target == STEWARD:
        free = " and 1 free (Merchant church)" if merchant_bonus(BOX, player) else ""
        time, coins = BOX.steward_cost[move.n - 1] if move.n else (0, 0)
        return (f"Steward's office: take {plural(move.n, 'customer')}{free}"
                f"{_costs(time, ('coin',) * coins)}")
    card = top_card(BOX, state, move.target)
    assert card is not None
    time = card.time + payments(cost_of(BOX, player, card), stock(player)).get(move.pay, 0)
    cost = _costs(time, move.pay)
    if card.kind == "travel":
        return f"Travel {card.deck}{cost}: the top card of deck {card.deck}, unseen"
    if card.kind == "monk":
        return f"Add a monk ({card.deck}){cost}: {card_effect(card)}"
    if move.target == FIELD_PILE:
        return f"Add a field{cost}: +1 coin"
    if move.target == MEETING_PILE:
        return f"Add a meeting place{cost}: the 2/12 tile, +1 adventure point, +1 marker"
    return f"Add the {card.title.lower()}{cost}"


def card_effect(card: Card) -> str:
    if card.action == "ap":
        return f"+{card.ap} adventure points"
    return {"headman": "the headman one step (1 time)", "steward": "the steward's office for 1 or 2 customers",
            "school": "the school once", "school_twice": "the school twice"}.get(card.action, "")


def _white(state: State, move: Move) -> str:
    player = state.players[deciding(state) or 0]
    if move.target == PLAY:
        return "Play flag: +1 adventure point"
    if move.target == SCHOOL:
        return "School flag: a descendant enters, moves up or graduates"
    card = BOX.cards[move.target]
    time = card.time if card.kind == "customer" else card.white_time
    cost = _costs(time, move.pay)
    if card.kind == "customer":
        return f"Serve the customer wanting {goods_words(card.goods)}{cost}: {plural(card.points, 'point')}"
    if card.kind == "craft":
        return f"{card.title}{cost}: make a {card.good}"
    if card.kind == "field":
        bonus = " and 1 for its plough" if card.id in player.ploughed else ""
        return f"Field{cost}: +1 coin{bonus}"
    if card.kind == "meeting_place":
        return f"Meeting place{cost}, the last flag: +1 adventure point, +1 marker, move the 2/12 tile"
    what = {"financial": "+2 coins", "guild": "+1 wild good", "territorial": "mark a category",
            "population": "mark a profession"}[card.benefit]
    return f"{card.title}{cost}: {what}"


def _school(move: Move) -> str:
    if move.target == ENTER:
        return "A new descendant enters the left school space"
    if move.target == SHIFT:
        return "The descendant moves to the right school space"
    side = "right" if move.n else "left"
    extra = f", +{SCHOOL_RIGHT_AP} adventure points" if move.n else ""
    return f"The {side} descendant becomes the {move.target} (1 time{extra})"


def describe(state: State, move: Move) -> str:
    k = move.kind
    if k is Kind.TAKE:
        colour, face = move.target.split("-")
        return f"Take a {colour} {face}" + (" (2 time)" if colour == "black" else "")
    if k is Kind.VALUE:
        player = state.players[deciding(state) or 0]
        (_, a), (_, b) = player.dice[-2:]
        coins = coins_needed(a, b, move.n, move.m)
        spent = [plural(coins, "coin")] if coins else []
        if move.m:
            spent.append(plural(move.m, "meeting-place marker"))
        return f"Flag value {move.n}" + (f" ({', '.join(spent)})" if spent else f" (dice {a} + {b})")
    if k is Kind.BLACK:
        return _black(state, move)
    if k is Kind.WHITE:
        return _white(state, move)
    if k is Kind.HEADMAN:
        gain = {"coin space": "+1 coin", "3-AP space": "+3 adventure points",
                "main building": "the adventure points are safe"}[move.target]
        opening = "Village black flag: " if not state.pending else ""
        return f"{opening}headman to the {move.target} ({gain})" + ("" if state.pending else
                                                                     f", {HEADMAN_TIME} time")
    if k is Kind.PLOUGH:
        return f"Put the {SOURCE_WORDS.get(move.pay[0], 'plough from the smithy')} on a field as its plough"
    if k is Kind.END:
        return "End the turn"
    if k is Kind.STEWARD:
        return f"Take {plural(move.n, 'customer')}" if move.n else "Take no customer"
    if k is Kind.PICK:
        card = BOX.cards[move.target]
        return f"Take the customer wanting {goods_words(card.goods)} (flag {flag_words(card)}, {card.points} points)"
    if k is Kind.SCHOOL:
        return _school(move)
    if k is Kind.MARK:
        return f"Mark {move.target}"
    if k is Kind.TILE:
        if move.target == KEEP:
            return "Leave the 2/12 tile where it is"
        return f"Put the 2/12 tile beside {flag_name(move.target)}"
    if k is Kind.SWAP:
        return "Put this travel card under its deck and take the next" if move.n else "Keep this travel card"
    if k is Kind.DIE:
        return f"The {move.target} dies (the {PROFESSION_AREAS.get(move.target, move.target)} area goes quiet)"
    if k is Kind.WORKER:
        return f"Hire a seasonal worker as the {move.target} ({BOX.worker_points} points at the end)"
    return "Use the Healing church: lose nothing" if move.n else "Lose half, like everyone"


class MyVillageWords:
    def move(self, state: State, move: Move) -> str:
        return describe(state, move)

    def kind(self, kind: StrEnum) -> str:
        return KIND_WORDS[Kind(kind)]

    def phase(self, state: State) -> str:
        """What the action phase asks now, as a sentence; the binding puts the round before it."""
        if state.phase == "over":
            return "See the final scores: the game is over"
        words = now_words(state)
        return f"{words[0].upper()}{words[1:]}"

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        p = state.players[state.seats.index(seat)]
        clouds = BOX.boards[p.board].clouds
        goods = ", ".join(f"{n} {g}" for g, n in zip(GOODS, p.goods, strict=True) if n) or "none"
        alive = sum(p.villagers)
        tile = {"": "none", TILE_ON_MEETING: "on the meeting place"}.get(p.tile, "beside " + (
            flag_name(p.tile) if p.tile else ""))
        return (Figure("Coins", str(p.coins)), Figure("Adventure tree", str(p.tree)),
                Figure("Safe adventure points", str(p.safe)),
                Figure("Time", f"cloud {p.time} of {clouds}" + (", the reaper rides" if p.reaper else "")),
                Figure("Villagers", f"{alive} of {len(p.villagers)}"), Figure("Goods", goods),
                Figure("Served customers", str(len(p.served))), Figure("2/12 tile", tile),
                Figure("Graves filled", f"{graves_filled(state)} of {BOX.end_graves[len(state.players)]}"))

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        i = deciding(state)
        if i is None or piece not in table.pieces:
            return None
        spec = table.spec_of(piece)
        where = table.pieces[piece].zone
        if spec.is_die and where == "dice-pool":
            return "Take dice at the start of your turn only: exactly two, one at a time." if state.phase != "dice" \
                else None
        if where == "display" and not state.pending:
            return ("Customers come through the steward's office: activate its black flag (4 or 10) in the panel, "
                    "then drag the customers you chose into your village.")
        target = START if piece == START else PILE_TARGETS.get(where, piece if where in SUPPLY_ZONES else "")
        if target and zone.startswith(f"{state.seats[i]}:"):
            if state.pending or state.phase != "flags":
                return f"Not now: first {now_words(state)}."
            return blocked(BOX, state, i, target)
        return None


PILE_TARGETS = {"meeting-places": MEETING_PILE, "fields": FIELD_PILE,
                **{f"monks-{d}": f"monk-{d}" for d in MONK_DECKS}, **{f"travel-{c.lower()}": f"travel-{c}" for c in LETTERS}}
"""The black flag a card taken from a pile activates (the pile's top card is the one dragged)."""
SUPPLY_ZONES = ("churches", "councils", "crafts")


WORDS = MyVillageWords()
