"""A greedy bot that looks one move ahead and plans its dice by the flags they would open.

Taking dice: for every flag value it works out the best it could do with it (the best black flag,
the sum of the worthwhile white flags, or the headman), then takes the die that reaches the best
value with the dice left, counting coins, meeting-place markers and black dice' time.  Everything
else is one move ahead: it applies each legal move and keeps the one whose result it values most,
ending a turn of white flags when no flag is worth its time.

The value of a village for its owner: its final score so far, adventure points on the tree (worth
less as the end nears), coins, goods, customers it can serve, living villagers (more with cards in
their areas), descendants in school; minus the time spent, which is what deaths are paid with.  The bot is given a state
determinised from its own seat's view, so it never knows the order of a face-down deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from ..kit.contract import NO_CHANCE_KEY, Chance, Rejected
from ..kit.records import replace
from .game import BOX, ENGINE
from .rules import Kind, Move, State
from .rules.box import AREA_PROFESSION, GOODS
from .rules.dice import value_options
from .rules.scoring import points
from .rules.state import Player, deciding, graves_filled
from .rules.turn import die_kind
from .rules.village import is_black

MERCHANT = BOX.professions.index(AREA_PROFESSION["customer"])

TIME = 0.25
CRAFT = 1.0
FIELD = 0.6
PLAN_DEPTH = 5
PLAN_COINS = 2
PLAN_MEMORY = 64
"""Turns whose plans are remembered, all forgotten at once when full.  Remembering the 1024 most recently used
instead took from 2 % more to 11 % less of normal's CPU on the same 40 positions of a game (two runs each, seeds
9003 and 9005) and changed its choices, since a plan is judged in the first world that asks for it."""
COIN = 0.5
GOOD = 0.6
WILD = 0.7
MARKER = 0.9
DESCENDANT = 0.8
VILLAGER = 1.2
AREA_CARD = 0.5
SERVABLE = 0.3
UNSERVABLE = 0.05
PLOUGHED = 0.4
TREE, TREE_LATE = 0.6, 0.35
BANK = 0.2
NOISE = 0.01


def _area_cards(p: Player) -> tuple[int, ...]:
    """Cards in each profession's area, in the professions' order (travel counts what is still to come; the
    merchant's customers are valued by whether he can serve them)."""
    by = {"abbot": len(p.monks) + (1 if p.church else 0), "councilman": int(bool(p.council)) + int(bool(p.meeting)),
          "traveller": len(p.travels) + 1, "craftsman": len(p.crafts)}
    return tuple(by.get(prof, 0) for prof in BOX.professions)


def _servable(p: Player, card: str, made: set[str]) -> bool:
    """Whether ``p`` makes (or holds) every good the customer wants."""
    return p.guild > 0 or all((made if g == "any" else g in made) for g in BOX.cards[card].goods)


def worth(state: State, i: int) -> float:
    """What player ``i``'s position is worth to them, in points."""
    p = state.players[i]
    late = graves_filled(state) >= BOX.end_graves[len(state.players)] - len(state.players)
    value = float(points(BOX, state, i))
    value += ((TREE_LATE if late else TREE) + (BANK if p.headman == 1 else 0.0)) * p.tree + COIN * p.coins + GOOD * sum(p.goods) + WILD * p.guild
    value += PLOUGHED * len(p.ploughed) + MARKER * p.meeting_marks + DESCENDANT * sum(p.school)
    value += CRAFT * len(p.crafts) + FIELD * len(p.fields)
    if p.market:
        merchant = p.villagers[MERCHANT]
        made = {BOX.cards[c].good for c in p.crafts} | {g for g, n in zip(GOODS, p.goods, strict=True) if n}
        for card in p.market:
            value += (SERVABLE if merchant and _servable(p, card, made) else UNSERVABLE) * BOX.cards[card].points
    for cards, alive in zip(_area_cards(p), p.villagers, strict=True):
        if alive:
            value += VILLAGER + AREA_CARD * cards
    return value


def _time_spent(before: Player, after: Player) -> int:
    clouds = BOX.boards[before.board].clouds
    return (after.time - before.time) % clouds


def _after(state: State, move: Move) -> State | None:
    out = ENGINE.apply(state, move, Chance(NO_CHANCE_KEY))
    return None if isinstance(out, Rejected) else out


def _own_decisions(state: State, i: int) -> State:
    """``state`` with player ``i``'s own pending choices (customers, school, marks) made greedily; a death is
    not looked into: it comes sooner or later to everyone, and its price is in the time paid."""
    for _ in range(PLAN_DEPTH):
        if not state.pending or state.pending[0].seat != i or state.pending[0].kind in ("die", "worker"):
            break
        options = [s for s in (_after(state, m) for m in ENGINE.legal_moves(state)) if s is not None]
        state = max(options, key=lambda s: worth(s, i))
    return state


def gain(state: State, i: int, move: Move, before: float | None = None) -> float:
    """How much better off player ``i`` is after ``move`` and the choices it opens (``-inf`` if refused);
    ``before`` is ``worth(state, i)`` when the caller tries many moves from one state."""
    after = _after(state, move)
    if after is None:
        return float("-inf")
    before_p = state.players[i]
    after = _own_decisions(after, i)
    base = worth(state, i) if before is None else before
    return worth(after, i) - base - TIME * _time_spent(before_p, after.players[i])


_PLANS: dict[State, dict[int, float]] = {}


def value_worth(state: State, i: int, values: set[int]) -> dict[int, float]:
    """For each flag value, the best this turn could do with it (remembered for the turn's next steps).

    Remembered by what the player sees, not by the order of the hidden decks: the search asks for the
    same turn in many worlds drawn from one view, and a plan is a judgement of that view."""
    plain = replace(state, pool=(), phase="flags", value=0, used=(), pending=(),
                    players=tuple(replace(p, dice=()) for p in state.players))
    key = ENGINE.view(plain, None)
    known = _PLANS.setdefault(key, {})
    if len(_PLANS) > PLAN_MEMORY:
        _PLANS.clear()
        _PLANS[key] = known
    for value in sorted(values - set(known)):
        trial = replace(plain, value=value)
        black, headman = 0.0, float("-inf")
        whites: dict[str, float] = {}
        seen: set[str] = set()
        before = worth(trial, i)
        for move in ENGINE.legal_moves(trial):
            if move.kind is Kind.PLOUGH or (move.kind is Kind.BLACK and move.target in seen):
                continue
            seen.add(move.target)
            g = gain(trial, i, move, before)
            if move.kind is Kind.BLACK:
                black = max(black, g)
            elif move.kind is Kind.WHITE:
                whites[move.target] = max(whites.get(move.target, 0.0), g)
            elif move.kind is Kind.HEADMAN:
                headman = max(headman, g)
        known[value] = max(black, sum(g for g in whites.values() if g > 0), headman)
    return known


def _options(first: tuple[str, int], second: tuple[str, int], p: Player) -> tuple[tuple[int, int, int], ...]:
    """The values worth planning for with these dice: a few coins' or one marker's change at most."""
    return _planned(first[1], second[1], min(p.coins, PLAN_COINS), p.meeting_marks)


@cache
def _planned(a: int, b: int, coins: int, markers: int) -> tuple[tuple[int, int, int], ...]:
    """Remembered: planning which die to take asks for the same few faces and purses hundreds of times."""
    return tuple(value_options(a, b, coins, markers))


def _pair_worth(best: dict[int, float], first: tuple[str, int], second: tuple[str, int], p: Player) -> float:
    top = max(best[v] - COIN * c - MARKER * m for v, m, c in _options(first, second, p))
    return top - 2 * TIME * (is_black(first[0]) + is_black(second[0]))


def _jitter(rng: random.Random | None) -> float:
    """A hair of noise that breaks ties at random for the bot; none when the moves are only being ranked."""
    return rng.random() * NOISE if rng is not None else 0.0


def _take(state: State, i: int, moves: Sequence[Move], rng: random.Random | None) -> dict[Move, float]:
    p = state.players[i]
    held = p.dice[-1] if len(p.dice) % 2 else None
    pairs = []
    for move in moves:
        die = next(d for d in state.pool if die_kind(d) == move.target)
        if held is not None:
            pairs.append((move, held, die))
        else:
            pairs += [(move, die, other) for other in state.pool if other[0] != die[0]]
    reach = {v for _, a, b in pairs for v, _, _ in _options(a, b, p)}
    best = value_worth(state, i, reach)
    scores: dict[Move, float] = {}
    for move, a, b in pairs:
        scores[move] = max(scores.get(move, float("-inf")), _pair_worth(best, a, b, p))
    return {m: scores[m] + _jitter(rng) for m in moves}


def _value(state: State, i: int, moves: Sequence[Move], rng: random.Random | None) -> dict[Move, float]:
    p = state.players[i]
    (_, a), (_, b) = p.dice[-2:]
    costs = {(v, m): c for v, m, c in value_options(a, b, p.coins, p.meeting_marks)}
    best = value_worth(state, i, {m.n for m in moves})
    return {mv: best[mv.n] - COIN * costs[(mv.n, mv.m)] - MARKER * mv.m + _jitter(rng) for mv in moves}


def _gains(state: State, i: int, moves: Sequence[Move], rng: random.Random | None) -> dict[Move, float]:
    """Each move's gain; ending the turn gains nothing, and wins a tie with a move that gains nothing either."""
    before = worth(state, i)
    return {m: 0.0 if m.kind is Kind.END else gain(state, i, m, before) + _jitter(rng) for m in moves}


def ranked(state: State, i: int, moves: Sequence[Move], rng: random.Random | None = None) -> list[Move]:
    """``moves`` (player ``i``'s legal ones, more than one), the bot's choice first and the rest in the order it
    values them; with ``rng`` its ties are broken at random, without it the ranking is the bot's judgement alone."""
    if not state.pending and state.phase == "dice":
        scores = _take(state, i, moves, rng)
    elif not state.pending and state.phase == "value":
        scores = _value(state, i, moves, rng)
    else:
        scores = _gains(state, i, moves, rng)
    return sorted(moves, key=lambda m: (-scores[m], m.kind is not Kind.END))


class MyVillageBot:
    def choose(self, state: State, seat: str, rng: random.Random) -> Move:
        moves = ENGINE.legal_moves(state)
        i = deciding(state)
        assert i is not None and moves
        if len(moves) == 1:
            return moves[0]
        return ranked(state, i, moves, rng)[0]


BOT = MyVillageBot()
