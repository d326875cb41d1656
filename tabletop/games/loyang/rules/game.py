"""The Loyang engine as the kit's ``Engine``: what a seat may know, the invariants, scores, JSON.

Hidden (digest §10.2): the action draw pile, the other players' hands, an unplayed introductory
starter customer, and every private field deck's order.  A deck's contents are public (the kit's
fields, less those drawn or taken, plus what a Tenant-farmer tucked under), so a view lists them
sorted; the other hidden cards become ``HIDDEN``.  ``determinize`` deals the unseen cards back at
random and stacks each deck again, group a above group b and tucked cards at the bottom.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ....lang.door import N_
from ...kit.contract import Broken, Chance, Rejected, ScoreLine, ScoreSheet, Stage
from ...kit.records import replace
from ..components import catalogue
from .codec import decode, encode
from .engine import apply, phase_key
from .flow import new_game
from .legal import legal_moves
from .moves import Kind, Move
from .scoring import final_scores
from .state import ROUNDS, SHOP_SPACES, Player, State, current_index

HIDDEN = "?"
PHASES = frozenset({"start", "harvest", "cards", "partner", "actions", "path", "over"})


@cache
def box_cards(players: int) -> Counter[str]:
    """Every card a game of ``players`` holds: the action cards and the home and private fields of the kits in play."""
    cat = catalogue()
    fields = [c.id for c in cat.cards.values()
              if c.kind == "field" and c.data["kind"] != "common" and c.data["kit"] <= players]
    return Counter(cat.action_ids + fields)


def _sides(state: State) -> tuple[Player, ...]:
    return state.players + ((state.opponent,) if state.opponent is not None else ())


def cards_in(state: State) -> Counter[str]:
    """Where every card is, counted (each must be in exactly one place); hidden ones count as ``HIDDEN``."""
    out: Counter[str] = Counter()
    out.update(state.draw + state.discard + state.pool + state.removed + tuple(c for c in state.offer if c))
    for pend in state.pending:
        if pend.kind == "twopack":
            out.update(pend.cards)
    for p in _sides(state):
        out.update(f.card for f in p.fields)
        out.update(p.deck + p.helpers + p.casuals + p.hand + ((p.starter,) if p.starter else ()))
        out.update(s.card for s in p.stalls)
        out.update(r.card for r in p.regulars)
        out.update(b for _, b in p.covered)
    return out


def view(state: State, seat: str | None) -> State:
    players = []
    for p in state.players:
        mine = p.seat == seat
        players.append(replace(
            p, deck=tuple(sorted(p.deck)),
            hand=p.hand if mine else (HIDDEN,) * len(p.hand),
            starter=p.starter if mine or not p.starter else HIDDEN))
    return replace(state, players=tuple(players), draw=(HIDDEN,) * len(state.draw))


def determinize(seen: State, seat: str | None, rng: random.Random) -> State:
    unseen = box_cards(len(seen.players)) - cards_in(seen)
    cat = catalogue()
    actions = sorted(unseen.elements())
    rng.shuffle(actions)
    starters = [c for c in actions if cat.cards[c].data.get("starter")]
    players = []
    for p in seen.players:
        stacked: list[list[str]] = [[], [], []]
        for c in p.deck:
            card = cat.cards[c]
            private = card.kind == "field" and card.data["kind"] == "private"
            stacked[("a", "b").index(card.data["group"]) if private else 2].append(c)
        for part in stacked[:2]:
            rng.shuffle(part)
        deck = tuple(stacked[0] + stacked[1] + stacked[2])
        starter = p.starter
        if starter == HIDDEN:
            starter = starters.pop() if starters else actions[-1]
            actions.remove(starter)
        hand = tuple(actions.pop() if c == HIDDEN else c for c in p.hand)
        players.append(replace(p, deck=deck, hand=hand, starter=starter))
    draw = tuple(actions.pop() if c == HIDDEN else c for c in seen.draw)
    return replace(seen, players=tuple(players), draw=draw)


def check(state: State) -> None:
    if state.phase not in PHASES:
        raise Broken(f"unknown phase {state.phase!r}")
    if not 0 <= state.round <= ROUNDS:
        raise Broken(f"round {state.round} is outside 0..{ROUNDS}")
    have, want = cards_in(state), box_cards(len(state.players))
    if have != want:
        extra, lost = sorted((have - want).elements()), sorted((want - have).elements())
        raise Broken(f"the cards are not all there once (extra {extra[:3]}, missing {lost[:3]})")
    for p in state.players:
        if p.cash < 0 or p.loans < 0 or p.path < 1 or p.capacity not in (1, 4):
            raise Broken(f"{p.seat}'s cash, loans, path or storehouse is out of range")
        if min(p.cart + p.store + p.shop) < 0 or any(a > b for a, b in zip(p.shop, SHOP_SPACES, strict=True)):
            raise Broken(f"{p.seat}'s vegetables are out of range")
        if sum(p.store) > p.capacity:
            raise Broken(f"{p.seat}'s Storehouse holds more than it can")
    if state.phase != "over":
        i = current_index(state)
        if i is None or not 0 <= i < len(state.players):
            raise Broken("nobody is to decide")


def scores(state: State) -> list[ScoreSheet]:
    out = []
    for seat, s in final_scores(state).items():
        lines = (ScoreLine(N_("Path of Prosperity"), s.path), ScoreLine(N_("Loans"), -s.loans),
                 ScoreLine(N_("Cash (tie-break)"), s.cash),
                 ScoreLine(N_("Vegetables on fields and in the Storehouse (tie-break)"), s.vegetables))
        out.append(ScoreSheet(seat, s.total, lines, s.rank, s.note))
    return sorted(out, key=lambda x: (x.rank, x.seat))


def stage(state: State) -> Stage:
    phase = state.pending[-1].kind if state.pending else phase_key(state)
    return Stage(state.round or None, ROUNDS, phase)


class LoyangEngine:
    """The engine's functions behind the kit's ``Engine`` protocol."""

    game = "loyang"

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
        return new_game(seats, seed, options)

    def legal_moves(self, state: State) -> Sequence[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Move, chance: Chance) -> State | Rejected:
        return apply(state, move, chance)

    def current_seat(self, state: State) -> str | None:
        i = current_index(state)
        return None if i is None else state.seats[i]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[ScoreSheet]:
        return scores(state)

    def stage(self, state: State) -> Stage:
        return stage(state)

    def view(self, state: State, seat: str | None) -> State:
        return view(state, seat)

    def determinize(self, view: State, seat: str | None, rng: random.Random) -> State:
        return determinize(view, seat, rng)

    def check(self, state: State) -> None:
        check(state)

    def move_kind(self, move: Move) -> Kind:
        return move.kind

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return move.to_json()

    def move_from_json(self, data: Any) -> Move:
        return Move.from_json(data)

    def state_to_json(self, state: State) -> Any:
        return encode(state)

    def state_from_json(self, data: Any) -> State:
        return decode(data)


ENGINE = LoyangEngine()
