"""Village in words: each move as a panel row and log line, the panel's headers, the phase in the
rulebook's words, each family's public figures, and why a drop means nothing (``refusals``)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...core.model import Table
from ..kit.words import Figure
from .refusals import why_not
from .rules import Kind, Move, State
from .rules.data import GameData
from .rules.engine import phase_id
from .rules.farmwork import harvest_yield
from .rules.market import free_sale
from .rules.state import BAG, FARM, UNBORN, free_chronicle, free_graves, on_board, section
from .rules.turn import current_index

SPACES = {"A": "grain harvest", "B": "family", "C": "crafts", "D": "market", "E": "travel", "F": "council chamber",
          "G": "church"}
LABELS = {a: name if a == "E" else f"the {name}" for a, name in SPACES.items()}
KINDS = {
    Kind.TAKE: "Take a cube", Kind.WELL: "Use the well instead", Kind.ACT: "Choose the action",
    Kind.SKIP: "Leave it", Kind.HARVEST: "Grain harvest", Kind.BIRTH: "Family: a birth",
    Kind.RECALL: "Family: back to the farm", Kind.TRAIN: "Crafts: train a member",
    Kind.PRODUCE: "Crafts: make a good with time", Kind.PURCHASE: "Crafts: buy a good", Kind.MILL: "Crafts: the mill",
    Kind.TRAVEL: "Travel", Kind.GAIN: "Choose your cubes", Kind.ENTER: "Council: enter",
    Kind.ADVANCE: "Council: move up a stage", Kind.PRIVILEGE: "Council: a privilege", Kind.PRAY: "Church",
    Kind.SERVE: "Serve a customer", Kind.PASS: "Pass", Kind.FETCH: "Mass: buy a member out of the bag",
    Kind.CLIMB: "Mass: climb the church", Kind.DONE: "Done", Kind.DIE: "Who dies",
}
PHASES = {"turn": "take a cube or use the well", "final": "last turns: one action each",
          "well": "choose the action the well pays for",
          "market": "market day", "fetch": "mass: buying members out of the black bag",
          "climb": "mass: moving up the church", "final-fetch": "final mass: buying members out of the black bag",
          "final-climb": "final mass: moving up the church", "death": "a family member dies", "over": "game over"}


def a(word: str) -> str:
    """``word`` with its indefinite article: "an orange cube", "an ox", "a plough"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def amounts(data: GameData, cubes: Sequence[int], coins: int = 0) -> str:
    """A cube payment: "1 orange + 1 pink", "1 green + a coin", "2 coins"."""
    parts = [f"{n} {c}" for c, n in zip(data.colours, cubes, strict=False) if n]
    if coins:
        parts.append("a coin" if coins == 1 else f"{coins} coins")
    return " + ".join(parts) or "nothing"


def place_words(data: GameData, place: str) -> str:
    kind, _, rest = place.partition(":")
    if place == FARM:
        return "on your farm"
    if place == BAG:
        return "in the black bag"
    if kind == "crafts":
        return f"at the {data.building(rest).label}"
    if kind == "travel":
        return f"in {data.cities[rest].label}"
    if kind == "council":
        return f"at council stage {rest}"
    if kind == "church":
        return f"in church window {rest}"
    return place


def _wants(data: GameData, tile: str) -> str:
    c = data.customers[tile]
    parts = [f"{n} {g}" if n > 1 else a(g) for g, n in zip(data.goods, c.goods, strict=True) if n]
    if c.grain:
        parts.append(f"{c.grain} grain")
    return " + ".join(parts)


def _from(data: GameData, at: str) -> str:
    return "your farm" if at == FARM else data.cities[at[7:]].label


class VillageWords:
    def move(self, state: State, move: Move) -> str:
        d = state.data
        i = current_index(state) or 0
        k = move.kind
        if k is Kind.TAKE:
            cube = "a plague cube (2 time)" if move.colour == "plague" else a(f"{move.colour} cube")
            text = f"Take {cube} from {move.space} ({SPACES[move.space]})"
            return text + (" and hold a market day" if move.space == "D" else "")
        if k is Kind.WELL:
            paid = amounts(d, [3 - move.coins if c == move.colour else 0 for c in d.colours], move.coins)
            return f"Use the well: return {paid}, then carry out any action"
        if k is Kind.ACT:
            how = "paid at the well" if state.step is not None else "in this last turn, without a cube"
            return f"Carry out {LABELS[move.space]} ({how})"
        if k is Kind.SKIP:
            step = state.step
            return f"Leave {LABELS[step.space]} unused" if step is not None else "Do nothing in this last turn"
        if k is Kind.HARVEST:
            gain = harvest_yield(state, i)
            n = min(gain, d.grain_cap - state.players[i].grain)
            if n == 0:
                return f"Harvest nothing: your farm holds {d.grain_cap} grain already"
            return f"Harvest {n} grain" + (f" of {gain}: your farm holds {d.grain_cap}" if n < gain else "")
        if k is Kind.BIRTH:
            members = state.players[i].members
            born = d.numbers[members.index(UNBORN)] if UNBORN in members else 0
            return f"A birth: a {born} joins your farm"
        if k is Kind.RECALL:
            return f"Bring your {move.num} back to the farm from {place_words(d, move.at)[3:]}"
        if k is Kind.TRAIN:
            b = d.building(move.to)
            return f"Train your {move.num} at the {b.label} ({b.training} time)"
        if k is Kind.PRODUCE:
            b = d.building(move.to)
            return f"Make {a(move.good)} at the {b.label} ({b.production} time)"
        if k is Kind.PURCHASE:
            b = d.building(move.to)
            price = amounts(d, move.cubes, move.coins) if sum(b.cubes) else ""
            grain = f"{b.grain} grain" if b.grain else ""
            return f"Buy {a(move.good)} at the {b.label} for {' + '.join(x for x in (price, grain) if x)}"
        if k is Kind.MILL:
            b = d.building(move.to)
            extra = " + ".join(x for x in (amounts(d, move.cubes, move.coins) if sum(b.cubes) else "",
                                           f"{b.grain} grain" if b.grain else "") if x)
            return f"Mill: {b.production} time{' + ' + extra if extra else ''} for {b.coins} coins"
        if k is Kind.TRAVEL:
            return self._travel(state, move)
        if k is Kind.GAIN:
            return f"Take {amounts(d, move.cubes)} from the supply"
        if k is Kind.ENTER:
            return f"Enter the council with your {move.num} (1 time + {self._council_pay(state, move)})"
        if k is Kind.ADVANCE:
            stage = int(move.at[8:]) + 1
            return (f"Move your {move.num} up to council stage {stage} "
                    f"({d.council_time[stage - 1]} time + {self._council_pay(state, move)})")
        if k is Kind.PRIVILEGE:
            return self._privilege(state, move)
        if k is Kind.PRAY:
            cost = "3 time" if move.by == "time" else amounts(d, move.cubes, move.coins)
            return f"Send your {move.num} to church, into the black bag ({cost})"
        if k is Kind.SERVE:
            c = d.customers[move.to]
            day = state.day
            fee = " (your free first sale)" if day is not None and free_sale(day, i) else \
                f" (fee: {amounts(d, move.cubes, move.coins)} + 1 time)"
            return f"Serve the customer who wants {_wants(d, move.to)}: {c.points} points{fee}"
        if k is Kind.PASS:
            return "Pass: you are out of this market day"
        if k is Kind.FETCH:
            return f"Take your {move.num} out of the black bag for a coin"
        if k is Kind.CLIMB:
            w = int(move.at[7:]) + 1
            return f"Move your {move.num} up to church window {w} for {d.church_grain[w - 1]} grain"
        if k is Kind.DONE:
            return self._done(state)
        return self._die(state, move)

    def _travel(self, state: State, move: Move) -> str:
        d = state.data
        city = d.cities[move.to]
        cubes = amounts(d, move.cubes, move.coins) if sum(move.cubes) or move.coins else ""
        cost = "2 time + a wagon" + (f" + {cubes}" if cubes else "")
        p = state.players[current_index(state) or 0]
        if move.to in p.cities:
            reward = "already marked: no reward"
        elif city.points:
            reward = f"{city.points} points"
        elif city.coins:
            reward = "a coin" if city.coins == 1 else f"{city.coins} coins"
        else:
            reward = f"{city.cubes} cubes of your choice"
        return f"Travel: your {move.num} from {_from(d, move.at)} to {city.label} ({cost}); {reward}"

    def _council_pay(self, state: State, move: Move) -> str:
        return "a scroll" if move.by == "scroll" else amounts(state.data, move.cubes, move.coins)

    def _privilege(self, state: State, move: Move) -> str:
        if move.stage == 1:
            return "Stage 1: take the next-first-player marker (you start the next round)"
        if move.stage == 2:
            return f"Stage 2: take {amounts(state.data, move.cubes)}"
        if move.stage == 3:
            return f"Stage 3: take {a(move.good)}"
        return "Stage 4: pay a coin for 3 points"

    def _done(self, state: State) -> str:
        step = state.step
        if step is not None and step.part == "produce":
            return "Make nothing now (the member stays trained)"
        if step is not None and step.part == "privilege":
            return "Use no privilege"
        if phase_id(state).endswith("fetch"):
            return "Buy no more members out of the bag"
        return "Move no more members up the church"

    def _die(self, state: State, move: Move) -> str:
        d = state.data
        free = free_chronicle(state)[section(move.at)]
        where = f"into the chronicle ({section(move.at)})" if free else "to an anonymous grave" if free_graves(
            state) else "out of the game (no space left)"
        return f"Your {move.num} {place_words(d, move.at)} dies and goes {where}"

    def kind(self, kind: StrEnum) -> str:
        return KINDS.get(Kind(kind.value), kind.value)

    def phase(self, state: State) -> str:
        pid = phase_id(state)
        if pid.startswith("action:"):
            return f"Carry out {LABELS[pid[7:]]}"
        words = PHASES.get(pid, pid)
        return words[0].upper() + words[1:]

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        d = state.data
        p = state.players[state.seats.index(seat)]
        to_bridge = d.lap - p.time % d.lap
        family = (f"{sum(1 for w in p.members if w == FARM)} farm, {sum(1 for w in p.members if on_board(w))} board, "
                  f"{sum(1 for w in p.members if w == BAG)} bag, {sum(1 for w in p.members if w == UNBORN)} unborn")
        return (Figure("Prestige", str(p.prestige)), Figure("Time", f"{p.time} ({to_bridge} to the bridge)"),
                Figure("Grain", f"{p.grain}/{d.grain_cap}"), Figure("Coins", str(p.coins)),
                Figure("Cubes", " ".join(f"{c} {n}" for c, n in zip(d.colours, p.cubes, strict=True))),
                Figure("Goods", " ".join(f"{g} {n}" for g, n in zip(d.goods, p.goods, strict=True))),
                Figure("Family", family),
                Figure("Chronicle", str(sum(1 for w in p.members if w.startswith("chronicle:")))),
                Figure("Cities", str(len(p.cities))), Figure("Customers", str(len(p.served))))

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        return why_not(state, table, piece, zone)


