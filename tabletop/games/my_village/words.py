"""My Village's moves, phases and public figures in the words a player reads (panel, log, banner)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum

from ...core.model import Table
from ...lang.door import N_, _, join, n_
from ..kit.words import Figure
from .game import BOX
from .narration import happened, opening
from .rules import Kind, Move, State
from .rules.black import blocked, cost_of, top_card
from .rules.box import GOODS, HEADMAN_TIME, LETTERS, MONK_DECKS, POPULATION_POINTS, SCHOOL_RIGHT_AP, TERRITORIES, Card
from .rules.customers import merchant_bonus
from .rules.dice import coins_needed
from .rules.legal import now_words
from .rules.moves import ENTER, FIELD_PILE, KEEP, MEETING_PILE, PLAY, SCHOOL, SHIFT, START, STEWARD
from .rules.payment import payments, stock
from .rules.state import TILE_ON_MEETING, deciding, graves_filled
from .words_names import name

KIND_WORDS = {
    Kind.TAKE: N_("Take a die"), Kind.VALUE: N_("Set the flag value"), Kind.BLACK: N_("Activate one black flag"),
    Kind.WHITE: N_("Activate white flags in your village"), Kind.HEADMAN: N_("Village black flag: move the headman"),
    Kind.PLOUGH: N_("Put a plough on a field"), Kind.END: N_("End your turn"), Kind.STEWARD: N_("The monk's steward"),
    Kind.PICK: N_("Take a customer"), Kind.SCHOOL: N_("School"), Kind.MARK: N_("Mark a council chamber space"),
    Kind.TILE: N_("The 2/12 tile"), Kind.SWAP: N_("Travel church"), Kind.DIE: N_("A villager dies"),
    Kind.WORKER: N_("Seasonal worker"), Kind.HEAL: N_("Healing church"),
}
PROFESSION_AREAS = {"abbot": N_("religious"), "councilman": N_("council"), "traveller": N_("travel"),
                    "craftsman": N_("craft"), "merchant": N_("market")}


def count(n: int, what: str) -> str:
    """``n`` of one thing the words count, in the plural the language gives ``n``."""
    forms: dict[str, Callable[[], str]] = {
        "guild": lambda: n_("{n} wild good (Guild council)", "{n} wild goods (Guild council)", n),
        "field": lambda: n_("{n} plough from a field", "{n} ploughs from a field", n),
        "coin": lambda: n_("{n} coin", "{n} coins", n),
        "customer": lambda: n_("{n} customer", "{n} customers", n),
        "point": lambda: n_("{n} point", "{n} points", n),
        "adventure point": lambda: n_("{n} adventure point", "{n} adventure points", n),
        "meeting_place_marker": lambda: n_("{n} meeting-place marker", "{n} meeting-place markers", n),
        "any": lambda: n_("{n} good of any kind", "{n} goods of any kind", n),
    }
    if what in forms:
        return forms[what]()
    return _("{n} {good}", n=n, good=name(what))


def payment_words(pay: tuple[str, ...]) -> str:
    return ", ".join(count(n, s) for s, n in Counter(pay).items())


def goods_words(goods: Sequence[str]) -> str:
    return join([count(n, g) for g, n in Counter(goods).items()])


def flag_words(card: Card) -> str:
    return "?" if card.any_value else "/".join(map(str, card.flag))


def title(card: Card) -> str:
    return _(card.title)


def flag_name(flag: str) -> str:
    if flag == PLAY:
        return _("the play flag")
    if flag == SCHOOL:
        return _("the school flag")
    card = BOX.cards[flag]
    if card.kind == "customer":
        return _("the customer wanting {goods}", goods=goods_words(card.goods))
    return _("the {place}", place=title(card).lower())


def _costs(time: int, pay: tuple[str, ...]) -> str:
    parts = [_("{n} time", n=time)] if time else []
    if pay:
        parts.append(payment_words(pay))
    return _(" ({costs})", costs="; ".join(parts)) if parts else ""


def _black(state: State, move: Move) -> str:
    i = deciding(state) or 0
    player = state.players[i]
    if move.target == START:
        return _("Take the start-player tile and its {points}: start next round",
                 points=count(state.hand_ap, "adventure point"))
    if move.target == STEWARD:
        time, coins = BOX.steward_cost[move.n - 1] if move.n else (0, 0)
        costs = _costs(time, ("coin",) * coins)
        if merchant_bonus(BOX, player):
            return _("Steward's office: take {customers} and 1 free (Merchant church){costs}",
                     customers=count(move.n, "customer"), costs=costs)
        return _("Steward's office: take {customers}{costs}", customers=count(move.n, "customer"), costs=costs)
    card = top_card(BOX, state, move.target)
    assert card is not None
    time = card.time + payments(cost_of(BOX, player, card), stock(player)).get(move.pay, 0)
    cost = _costs(time, move.pay)
    if card.kind == "travel":
        return _("Travel {deck}{cost}: the top card of deck {deck}, unseen", deck=card.deck, cost=cost)
    if card.kind == "monk":
        return _("Add a monk ({deck}){cost}: {effect}", deck=name(card.deck), cost=cost, effect=card_effect(card))
    if move.target == FIELD_PILE:
        return _("Add a field{cost}: +1 coin", cost=cost)
    if move.target == MEETING_PILE:
        return _("Add a meeting place{cost}: the 2/12 tile, +1 adventure point, +1 marker", cost=cost)
    return _("Add the {card}{cost}", card=title(card).lower(), cost=cost)


def card_effect(card: Card) -> str:
    if card.action == "ap":
        return _("+{n} adventure points", n=card.ap)
    effects = {"headman": N_("the headman one step (1 time)"),
               "steward": N_("the steward's office for 1 or 2 customers"),
               "school": N_("the school once"), "school_twice": N_("the school twice")}
    return _(effects[card.action]) if card.action in effects else ""


def _white(state: State, move: Move) -> str:
    player = state.players[deciding(state) or 0]
    if move.target == PLAY:
        return _("Play flag: +1 adventure point")
    if move.target == SCHOOL:
        return _("School flag: a descendant enters, moves up or graduates")
    card = BOX.cards[move.target]
    time = card.time if card.kind == "customer" else card.white_time
    cost = _costs(time, move.pay)
    if card.kind == "customer":
        return _("Serve the customer wanting {goods}{cost}: {points}", goods=goods_words(card.goods), cost=cost,
                 points=count(card.points, "point"))
    if card.kind == "craft":
        return _("{card}{cost}: make a {good}", card=title(card), cost=cost, good=name(card.good))
    if card.kind == "field":
        if card.id in player.ploughed:
            return _("Field{cost}: +1 coin and 1 for its plough", cost=cost)
        return _("Field{cost}: +1 coin", cost=cost)
    if card.kind == "meeting_place":
        return _("Meeting place{cost}, the last flag: +1 adventure point, +1 marker, move the 2/12 tile", cost=cost)
    benefits = {"financial": N_("+2 coins"), "guild": N_("+1 wild good"), "territorial": N_("mark a category"),
                "population": N_("mark a profession")}
    return _("{card}{cost}: {benefit}", card=title(card), cost=cost, benefit=_(benefits[card.benefit]))


def _school(move: Move) -> str:
    if move.target == ENTER:
        return _("A new descendant enters the left school space")
    if move.target == SHIFT:
        return _("The descendant moves to the right school space")
    if move.n:
        return _("The right descendant becomes the {profession} (1 time, +{n} adventure points)",
                 profession=name(move.target), n=SCHOOL_RIGHT_AP)
    return _("The left descendant becomes the {profession} (1 time)", profession=name(move.target))


def _value(state: State, move: Move) -> str:
    player = state.players[deciding(state) or 0]
    (_die, a), (_other, b) = player.dice[-2:]
    coins = coins_needed(a, b, move.n, move.m)
    spent = [count(coins, "coin")] if coins else []
    if move.m:
        spent.append(count(move.m, "meeting_place_marker"))
    if spent:
        return _("Flag value {value} ({spent})", value=move.n, spent=", ".join(spent))
    return _("Flag value {value} (dice {a} + {b})", value=move.n, a=a, b=b)


def _headman(state: State, move: Move) -> str:
    gains = {"coin space": N_("+1 coin"), "3-AP space": N_("+3 adventure points"),
             "main building": N_("the adventure points are safe")}
    place, gain = _(move.target), _(gains[move.target])
    if state.pending:
        return _("headman to the {place} ({gain})", place=place, gain=gain)
    return _("Village black flag: headman to the {place} ({gain}), {time} time", place=place, gain=gain,
             time=HEADMAN_TIME)


def describe(state: State, move: Move) -> str:
    k = move.kind
    if k is Kind.TAKE:
        colour, face = move.target.split("-")
        if colour == "black":
            return _("Take a {colour} {face} (2 time)", colour=name(colour), face=_(face))
        return _("Take a {colour} {face}", colour=name(colour), face=_(face))
    if k is Kind.VALUE:
        return _value(state, move)
    if k is Kind.BLACK:
        return _black(state, move)
    if k is Kind.WHITE:
        return _white(state, move)
    if k is Kind.HEADMAN:
        return _headman(state, move)
    if k is Kind.PLOUGH:
        sources = {"guild": N_("wild good (Guild council)"), "field": N_("plough from a field")}
        source = _(sources.get(move.pay[0], N_("plough from the smithy")))
        return _("Put the {source} on a field as its plough", source=source)
    if k is Kind.END:
        return _("End the turn")
    if k is Kind.STEWARD:
        return _("Take {customers}", customers=count(move.n, "customer")) if move.n else _("Take no customer")
    if k is Kind.PICK:
        card = BOX.cards[move.target]
        return _("Take the customer wanting {goods} (flag {flag}, {points} points)", goods=goods_words(card.goods),
                 flag=flag_words(card), points=card.points)
    if k is Kind.SCHOOL:
        return _school(move)
    if k is Kind.MARK:
        if move.target in TERRITORIES:
            return _("Mark the {category} cards on your Territorial council (a point each at the end)",
                     category=name(move.target))
        return _("Mark the {profession} on your Population council ({n} points at the end if one lives)",
                 profession=name(move.target), n=POPULATION_POINTS)
    if k is Kind.TILE:
        if move.target == KEEP:
            return _("Leave the 2/12 tile where it is")
        return _("Put the 2/12 tile beside {flag}", flag=flag_name(move.target))
    if k is Kind.SWAP:
        return _("Put this travel card under its deck and take the next") if move.n else _("Keep this travel card")
    if k is Kind.DIE:
        area = PROFESSION_AREAS.get(move.target)
        return _("The {profession} dies (the {area} area goes quiet)", profession=name(move.target),
                 area=_(area) if area else move.target)
    if k is Kind.WORKER:
        return _("Hire a seasonal worker as the {profession} ({n} points at the end)", profession=name(move.target),
                 n=BOX.worker_points)
    return _("Use the Healing church: lose nothing") if move.n else _("Lose half, like everyone")


class MyVillageWords:
    def move(self, state: State, move: Move, names: Mapping[str, str]) -> str:
        return describe(state, move)

    def kind(self, kind: StrEnum) -> str:
        return _(KIND_WORDS[Kind(kind)])

    def phase(self, state: State) -> str:
        """What the action phase asks now, as a sentence; the binding puts the round before it."""
        if state.phase == "over":
            return _("See the final scores: the game is over")
        words = now_words(state)
        return words[0].upper() + words[1:]

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        p = state.players[state.seats.index(seat)]
        clouds = BOX.boards[p.board].clouds
        goods = ", ".join(count(n, g) for g, n in zip(GOODS, p.goods, strict=True) if n) or _("none")
        alive = sum(p.villagers)
        if not p.tile:
            tile = _("none")
        elif p.tile == TILE_ON_MEETING:
            tile = _("on the meeting place")
        else:
            tile = _("beside {flag}", flag=flag_name(p.tile))
        time = _("cloud {n} of {clouds}", n=p.time, clouds=clouds)
        if p.reaper:
            time = _("{time}, the reaper rides", time=time)
        return (Figure(_("Coins"), str(p.coins)), Figure(_("Adventure tree"), str(p.tree)),
                Figure(_("Safe adventure points"), str(p.safe)), Figure(_("Time"), time),
                Figure(_("Villagers"), _("{alive} of {all}", alive=alive, all=len(p.villagers))),
                Figure(_("Goods"), goods), Figure(_("Served customers"), str(len(p.served))),
                Figure(_("2/12 tile"), tile),
                Figure(_("Graves filled"), _("{filled} of {all}", filled=graves_filled(state),
                                             all=BOX.end_graves[len(state.players)])))

    def happened(self, before: State, after: State, move: Move, names: Mapping[str, str]) -> Sequence[str]:
        return happened(before, after, move, names)

    def opening(self, state: State, names: Mapping[str, str]) -> Sequence[str]:
        return opening(state, names)

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        i = deciding(state)
        if i is None or piece not in table.pieces:
            return None
        spec = table.spec_of(piece)
        where = table.pieces[piece].zone
        if spec.is_die and where == "dice-pool":
            return _("Take dice at the start of your turn only: exactly two, one at a time.") \
                if state.phase != "dice" else None
        if where == "display" and not state.pending:
            return _("Customers come through the steward's office: activate its black flag (4 or 10) in the panel, "
                     "then drag the customers you chose into your village.")
        target = START if piece == START else PILE_TARGETS.get(where, piece if where in SUPPLY_ZONES else "")
        if target and zone.startswith(f"{state.seats[i]}:"):
            if state.pending or state.phase != "flags":
                return _("Not now: first {now}.", now=now_words(state))
            return blocked(BOX, state, i, target)
        return None


PILE_TARGETS = {"meeting-places": MEETING_PILE, "fields": FIELD_PILE,
                **{f"monks-{d}": f"monk-{d}" for d in MONK_DECKS}, **{f"travel-{c.lower()}": f"travel-{c}" for c in LETTERS}}
"""The black flag a card taken from a pile activates (the pile's top card is the one dragged)."""
SUPPLY_ZONES = ("churches", "councils", "crafts")


WORDS = MyVillageWords()
