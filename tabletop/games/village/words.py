"""Village in words: each move as a panel row and log line, the panel's headers, the phase in the
rulebook's words, each family's public figures, and why a drop means nothing (``refusals``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

from ...core.model import Table
from ...lang.door import N_, _, n_
from ..kit.words import Figure
from .narration import happened, opening
from .refusals import why_not
from .rules import Kind, Move, State
from .rules.data import GameData
from .rules.engine import phase_id
from .rules.farmwork import harvest_yield
from .rules.market import free_sale
from .rules.state import BAG, FARM, UNBORN, free_chronicle, free_graves, on_board, section
from .rules.turn import current_index
from .words_names import PHASES, SPACES, name, place_words, space_label

KINDS = {
    Kind.TAKE: N_("Take a cube"), Kind.WELL: N_("Use the well instead"), Kind.ACT: N_("Choose the action"),
    Kind.SKIP: N_("Leave it"), Kind.HARVEST: N_("Grain harvest"), Kind.BIRTH: N_("Family: a birth"),
    Kind.RECALL: N_("Family: back to the farm"), Kind.TRAIN: N_("Crafts: train a member"),
    Kind.PRODUCE: N_("Crafts: make a good with time"), Kind.PURCHASE: N_("Crafts: buy a good"),
    Kind.MILL: N_("Crafts: the mill"), Kind.TRAVEL: N_("Travel"), Kind.GAIN: N_("Choose your cubes"),
    Kind.ENTER: N_("Council: enter"), Kind.ADVANCE: N_("Council: move up a stage"),
    Kind.PRIVILEGE: N_("Council: a privilege"), Kind.PRAY: N_("Church"), Kind.SERVE: N_("Serve a customer"),
    Kind.PASS: N_("Pass"), Kind.FETCH: N_("Mass: buy a member out of the bag"),
    Kind.CLIMB: N_("Mass: climb the church"), Kind.DONE: N_("Done"), Kind.DIE: N_("Who dies"),
}
ONE = {"wagon": N_("a wagon"), "horse": N_("a horse"), "ox": N_("an ox"), "plough": N_("a plough"),
       "scroll": N_("a scroll"), "orange cube": N_("an orange cube"), "green cube": N_("a green cube"),
       "brown cube": N_("a brown cube"), "pink cube": N_("a pink cube")}
"""One good or cube with its article, whole, so each language words it its own way."""


def a(word: str) -> str:
    """One ``word`` with its indefinite article: "an orange cube", "an ox", "a plough"."""
    return _(ONE[word]) if word in ONE else _("a {thing}", thing=name(word))


def amounts(data: GameData, cubes: Sequence[int], coins: int = 0) -> str:
    """A cube payment: "1 orange + 1 pink", "1 green + a coin", "2 coins"."""
    parts = [_("{n} {colour}", n=n, colour=name(c)) for c, n in zip(data.colours, cubes, strict=False) if n]
    if coins:
        parts.append(n_("a coin", "{n} coins", coins))
    return " + ".join(parts) or _("nothing")


def from_words(data: GameData, place: str) -> str:
    """Where a member comes back from: "the black bag", "the Blacksmith", "Ashford"."""
    kind, _sep, rest = place.partition(":")
    if place == BAG:
        return _("the black bag")
    if kind == "crafts":
        return _("the {place}", place=_(data.building(rest).label))
    if kind == "travel":
        return _(data.cities[rest].label)
    if kind == "council":
        return _("council stage {stage}", stage=rest)
    if kind == "church":
        return _("church window {window}", window=rest)
    return place


def _wants(data: GameData, tile: str) -> str:
    c = data.customers[tile]
    parts = [_("{n} {good}", n=n, good=name(g)) if n > 1 else a(g)
             for g, n in zip(data.goods, c.goods, strict=True) if n]
    if c.grain:
        parts.append(_("{n} grain", n=c.grain))
    return " + ".join(parts)


def _from(data: GameData, at: str) -> str:
    return _("your farm") if at == FARM else _(data.cities[at[7:]].label)


class VillageWords:
    def move(self, state: State, move: Move, names: Mapping[str, str]) -> str:
        d = state.data
        i = current_index(state) or 0
        k = move.kind
        if k is Kind.TAKE:
            cube = _("a plague cube (2 time)") if move.colour == "plague" else a(f"{move.colour} cube")
            if move.space == "D":
                return _("Take {cube} from {space} ({name}) and hold a market day", cube=cube, space=move.space,
                         name=_(SPACES[move.space]))
            return _("Take {cube} from {space} ({name})", cube=cube, space=move.space, name=_(SPACES[move.space]))
        if k is Kind.WELL:
            paid = amounts(d, [3 - move.coins if c == move.colour else 0 for c in d.colours], move.coins)
            return _("Use the well: return {paid}, then carry out any action", paid=paid)
        if k is Kind.ACT:
            if state.step is not None:
                return _("Carry out {action} (paid at the well)", action=space_label(move.space))
            return _("Carry out {action} (in this last turn, without a cube)", action=space_label(move.space))
        if k is Kind.SKIP:
            step = state.step
            if step is not None:
                return _("Leave {action} unused", action=space_label(step.space))
            return _("Do nothing in this last turn")
        if k is Kind.HARVEST:
            gain = harvest_yield(state, i)
            n = min(gain, d.grain_cap - state.players[i].grain)
            if n == 0:
                return _("Harvest nothing: your farm holds {cap} grain already", cap=d.grain_cap)
            if n < gain:
                return _("Harvest {n} grain of {gain}: your farm holds {cap}", n=n, gain=gain, cap=d.grain_cap)
            return _("Harvest {n} grain", n=n)
        if k is Kind.BIRTH:
            members = state.players[i].members
            born = d.numbers[members.index(UNBORN)] if UNBORN in members else 0
            return _("A birth: a {number} joins your farm", number=born)
        if k is Kind.RECALL:
            return _("Bring your {number} back to the farm from {place}", number=move.num,
                     place=from_words(d, move.at))
        if k is Kind.TRAIN:
            b = d.building(move.to)
            return _("Train your {number} at the {building} ({time} time)", number=move.num, building=_(b.label),
                     time=b.training)
        if k is Kind.PRODUCE:
            b = d.building(move.to)
            return _("Make {good} at the {building} ({time} time)", good=a(move.good), building=_(b.label),
                     time=b.production)
        if k is Kind.PURCHASE:
            b = d.building(move.to)
            price = amounts(d, move.cubes, move.coins) if sum(b.cubes) else ""
            grain = _("{n} grain", n=b.grain) if b.grain else ""
            return _("Buy {good} at the {building} for {price}", good=a(move.good), building=_(b.label),
                     price=" + ".join(x for x in (price, grain) if x))
        if k is Kind.MILL:
            b = d.building(move.to)
            extra = [x for x in (amounts(d, move.cubes, move.coins) if sum(b.cubes) else "",
                                 _("{n} grain", n=b.grain) if b.grain else "") if x]
            cost = " + ".join([_("{n} time", n=b.production), *extra])
            return _("Mill: {cost} for {coins} coins", cost=cost, coins=b.coins)
        if k is Kind.TRAVEL:
            return self._travel(state, move)
        if k is Kind.GAIN:
            return _("Take {cubes} from the supply", cubes=amounts(d, move.cubes))
        if k is Kind.ENTER:
            return _("Enter the council with your {number} (1 time + {pay})", number=move.num,
                     pay=self._council_pay(state, move))
        if k is Kind.ADVANCE:
            stage = int(move.at[8:]) + 1
            return _("Move your {number} up to council stage {stage} ({time} time + {pay})", number=move.num,
                     stage=stage, time=d.council_time[stage - 1], pay=self._council_pay(state, move))
        if k is Kind.PRIVILEGE:
            return self._privilege(state, move)
        if k is Kind.PRAY:
            cost = _("{n} time", n=3) if move.by == "time" else amounts(d, move.cubes, move.coins)
            return _("Send your {number} to church, into the black bag ({cost})", number=move.num, cost=cost)
        if k is Kind.SERVE:
            c = d.customers[move.to]
            day = state.day
            wants = _wants(d, move.to)
            if day is not None and free_sale(day, i):
                return _("Serve the customer who wants {wants}: {points} points (your free first sale)", wants=wants,
                         points=c.points)
            return _("Serve the customer who wants {wants}: {points} points (fee: {fee} + 1 time)", wants=wants,
                     points=c.points, fee=amounts(d, move.cubes, move.coins))
        if k is Kind.PASS:
            return _("Pass: you are out of this market day")
        if k is Kind.FETCH:
            return _("Take your {number} out of the black bag for a coin", number=move.num)
        if k is Kind.CLIMB:
            w = int(move.at[7:]) + 1
            return _("Move your {number} up to church window {window} for {grain} grain", number=move.num, window=w,
                     grain=d.church_grain[w - 1])
        if k is Kind.DONE:
            return self._done(state)
        return self._die(state, move)

    def _travel(self, state: State, move: Move) -> str:
        d = state.data
        city = d.cities[move.to]
        cubes = amounts(d, move.cubes, move.coins) if sum(move.cubes) or move.coins else ""
        cost = _("2 time + a wagon") + (f" + {cubes}" if cubes else "")
        p = state.players[current_index(state) or 0]
        if move.to in p.cities:
            reward = _("already marked: no reward")
        elif city.points:
            reward = _("{n} points", n=city.points)
        elif city.coins:
            reward = n_("a coin", "{n} coins", city.coins)
        else:
            reward = _("{n} cubes of your choice", n=city.cubes)
        return _("Travel: your {number} from {start} to {city} ({cost}); {reward}", number=move.num,
                 start=_from(d, move.at), city=_(city.label), cost=cost, reward=reward)

    def _council_pay(self, state: State, move: Move) -> str:
        return _("a scroll") if move.by == "scroll" else amounts(state.data, move.cubes, move.coins)

    def _privilege(self, state: State, move: Move) -> str:
        if move.stage == 1:
            return _("Stage 1: take the next-first-player marker (you start the next round)")
        if move.stage == 2:
            return _("Stage 2: take {cubes}", cubes=amounts(state.data, move.cubes))
        if move.stage == 3:
            return _("Stage 3: take {good}", good=a(move.good))
        return _("Stage 4: pay a coin for 3 points")

    def _done(self, state: State) -> str:
        step = state.step
        if step is not None and step.part == "produce":
            return _("Make nothing now (the member stays trained)")
        if step is not None and step.part == "privilege":
            return _("Use no privilege")
        if phase_id(state).endswith("fetch"):
            return _("Buy no more members out of the bag")
        return _("Move no more members up the church")

    def _die(self, state: State, move: Move) -> str:
        d = state.data
        free = free_chronicle(state)[section(move.at)]
        where = place_words(d, move.at)
        if free:
            return _("Your {number} {place} dies and goes into the chronicle ({section})", number=move.num,
                     place=where, section=name(section(move.at)))
        if free_graves(state):
            return _("Your {number} {place} dies and goes to an anonymous grave", number=move.num, place=where)
        return _("Your {number} {place} dies and goes out of the game (no space left)", number=move.num, place=where)

    def kind(self, kind: StrEnum) -> str:
        return _(KINDS[Kind(kind.value)]) if Kind(kind.value) in KINDS else kind.value

    def phase(self, state: State) -> str:
        pid = phase_id(state)
        if pid.startswith("action:"):
            return _("Carry out {action}", action=space_label(pid[7:]))
        words = _(PHASES[pid]) if pid in PHASES else pid
        return words[0].upper() + words[1:]

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        d = state.data
        p = state.players[state.seats.index(seat)]
        to_bridge = d.lap - p.time % d.lap
        family = _("{farm} farm, {board} board, {bag} bag, {unborn} unborn",
                   farm=sum(1 for w in p.members if w == FARM), board=sum(1 for w in p.members if on_board(w)),
                   bag=sum(1 for w in p.members if w == BAG), unborn=sum(1 for w in p.members if w == UNBORN))
        return (Figure(_("Prestige"), str(p.prestige)),
                Figure(_("Time"), _("{time} ({left} to the bridge)", time=p.time, left=to_bridge)),
                Figure(_("Grain"), f"{p.grain}/{d.grain_cap}"), Figure(_("Coins"), str(p.coins)),
                Figure(_("Cubes"), " ".join(f"{name(c)} {n}" for c, n in zip(d.colours, p.cubes, strict=True))),
                Figure(_("Goods"), " ".join(f"{name(g)} {n}" for g, n in zip(d.goods, p.goods, strict=True))),
                Figure(_("Family"), family),
                Figure(_("Chronicle"), str(sum(1 for w in p.members if w.startswith("chronicle:")))),
                Figure(_("Cities"), str(len(p.cities))), Figure(_("Customers"), str(len(p.served))))

    def happened(self, before: State, after: State, move: Move, names: Mapping[str, str]) -> Sequence[str]:
        return happened(before, after, move, names)

    def opening(self, state: State, names: Mapping[str, str]) -> Sequence[str]:
        return opening(state, names)

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        return why_not(state, table, piece, zone)
