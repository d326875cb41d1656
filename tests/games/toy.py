"""Dice Race: a toy game on the engine kit, small enough to read whole, used to test the kit and the UI.

Each seat has a pawn on a track of ``GOAL`` spaces and a hand of step cards; a face-down deck holds
the rest.  On your turn: roll the die and move that far (chance), draw the top card (hidden from the
others), play a card from your hand forward or back, or pass.  Every move but a draw ends the turn.
The first pawn on the last space wins.  It has everything the kit handles: chance, hidden hands and a
deck whose order nobody knows, a drag with two meanings (a card played forward or back), panel-only
moves and an ending move.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from tabletop.core.model import PieceSpec, Seat, Table, Visibility, Zone, ZoneKind
from tabletop.games.definition import GameDefinition, setup_rng
from tabletop.games.kit.contract import Broken, Chance, Rejected, ScoreLine, ScoreSheet, Stage
from tabletop.games.kit.gestures import Drag
from tabletop.games.kit.picture import Layout, Place, Tokens
from tabletop.games.kit.rules import RulesKit
from tabletop.games.kit.words import Figure

GOAL = 12
CARDS = {f"card-{k}": 1 + k % 3 for k in range(1, 10)}
HAND = 2
HIDDEN = "?"


class Kind(StrEnum):
    ROLL = "roll"
    DRAW = "draw"
    PLAY = "play"
    PASS = "pass"


@dataclass(frozen=True)
class Move:
    kind: Kind
    card: str = ""
    back: bool = False


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    pawns: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    turn: int = 0
    rolled: int = 0
    goal: int = GOAL


class RaceEngine:
    game = "race"

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
        if not 1 <= len(seats) <= 4:
            raise ValueError("Dice Race is for 1 to 4 players.")
        deck = sorted(CARDS)
        setup_rng(seed).shuffle(deck)
        hands = tuple(tuple(deck[k * HAND:(k + 1) * HAND]) for k in range(len(seats)))
        goal = int(options.get("goal", GOAL))
        if not 1 <= goal <= GOAL:
            raise ValueError(f"The race is 1 to {GOAL} spaces long.")
        return State(tuple(seats), (0,) * len(seats), hands, tuple(deck[len(seats) * HAND:]), goal=goal)

    def legal_moves(self, state: State) -> Sequence[Move]:
        if self.is_over(state):
            return []
        out = [Move(Kind.ROLL), Move(Kind.PASS)]
        if state.deck:
            out.append(Move(Kind.DRAW))
        for card in sorted(set(state.hands[state.turn])):
            out += [Move(Kind.PLAY, card), Move(Kind.PLAY, card, back=True)]
        return out

    def apply(self, state: State, move: Move, chance: Chance) -> State | Rejected:
        if self.is_over(state):
            return Rejected("The race is over.")
        i = state.turn
        nxt = (i + 1) % len(state.seats)
        if move.kind is Kind.ROLL:
            roll = chance.rng().randint(1, 6)
            return replace(state, pawns=_moved(state, i, roll), turn=nxt, rolled=roll)
        if move.kind is Kind.PASS:
            return replace(state, turn=nxt)
        if move.kind is Kind.DRAW:
            if not state.deck:
                return Rejected("The deck is empty.")
            hands = list(state.hands)
            hands[i] = hands[i] + (state.deck[0],)
            return replace(state, hands=tuple(hands), deck=state.deck[1:])
        if move.card not in state.hands[i]:
            return Rejected("That card is not in your hand.")
        hands = list(state.hands)
        hands[i] = tuple(c for c in hands[i] if c != move.card)
        step = -CARDS[move.card] if move.back else CARDS[move.card]
        return replace(state, pawns=_moved(state, i, step), hands=tuple(hands),
                       discard=state.discard + (move.card,), turn=nxt)

    def current_seat(self, state: State) -> str | None:
        return None if self.is_over(state) else state.seats[state.turn]

    def is_over(self, state: State) -> bool:
        return state.goal in state.pawns

    def scores(self, state: State) -> list[ScoreSheet]:
        order = sorted(state.seats, key=lambda s: -state.pawns[state.seats.index(s)])
        return [ScoreSheet(s, state.pawns[state.seats.index(s)],
                           (ScoreLine("Space reached", state.pawns[state.seats.index(s)]),),
                           1 + sum(1 for t in state.pawns if t > state.pawns[state.seats.index(s)]))
                for s in order]

    def stage(self, state: State) -> Stage:
        return Stage(None, None, "over" if self.is_over(state) else "race")

    def view(self, state: State, seat: str | None) -> State:
        hands = tuple(h if s == seat else (HIDDEN,) * len(h) for s, h in zip(state.seats, state.hands, strict=True))
        return replace(state, hands=hands, deck=(HIDDEN,) * len(state.deck))

    def determinize(self, view: State, seat: str | None, rng: random.Random) -> State:
        seen = {c for h in view.hands for c in h} | set(view.discard)
        unseen = sorted(set(CARDS) - seen)
        rng.shuffle(unseen)
        hands = tuple(tuple(unseen.pop() if c == HIDDEN else c for c in h) for h in view.hands)
        return replace(view, hands=hands, deck=tuple(unseen.pop() for _ in view.deck))

    def check(self, state: State) -> None:
        cards = [c for h in state.hands for c in h] + list(state.deck) + list(state.discard)
        if sorted(cards) != sorted(CARDS):
            raise Broken("the cards are not all there once")
        if any(not 0 <= p <= state.goal for p in state.pawns):
            raise Broken("a pawn is off the track")

    def move_kind(self, move: Move) -> Kind:
        return move.kind

    def move_to_json(self, move: Move) -> dict[str, Any]:
        return {"t": move.kind.value, "card": move.card, "back": move.back}

    def move_from_json(self, data: Any) -> Move:
        if not isinstance(data, dict) or data.get("t") not in set(Kind) or not isinstance(data.get("card"), str) \
                or not isinstance(data.get("back"), bool):
            raise ValueError(f"not a Dice Race move: {str(data)[:80]}")
        return Move(Kind(data["t"]), data["card"], data["back"])

    def state_to_json(self, state: State) -> Any:
        return {"seats": list(state.seats), "pawns": list(state.pawns), "hands": [list(h) for h in state.hands],
                "deck": list(state.deck), "discard": list(state.discard), "turn": state.turn, "rolled": state.rolled,
                "goal": state.goal}

    def state_from_json(self, data: Any) -> State:
        try:
            return State(tuple(data["seats"]), tuple(data["pawns"]), tuple(tuple(h) for h in data["hands"]),
                         tuple(data["deck"]), tuple(data["discard"]), int(data["turn"]), int(data["rolled"]),
                         int(data["goal"]))
        except (KeyError, TypeError) as bad:
            raise ValueError(f"not a Dice Race state ({bad})") from None


def _moved(state: State, i: int, step: int) -> tuple[int, ...]:
    out = list(state.pawns)
    out[i] = max(0, min(state.goal, out[i] + step))
    return tuple(out)


class _NoTokens:
    def ids(self) -> Mapping[str, Sequence[str]]:
        return {}

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        raise KeyError(spec)


class RacePicture:
    tokens: Tokens = _NoTokens()
    width = 800.0
    height = 400.0

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        return [Zone("track", ZoneKind.AREA, "track", x=20, y=20, w=760, h=120),
                Zone("deck", ZoneKind.STACK, "deck", visibility=Visibility.PUBLIC, x=40, y=200, w=70, h=95),
                Zone("discard", ZoneKind.STACK, "discard", x=140, y=200, w=70, h=95),
                Zone("die-tray", ZoneKind.AREA, "die tray", x=240, y=200, w=100, h=100)]

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        cards = [PieceSpec(c, "card", f"Step {n}", ("front", "back"), 63, 88, frozenset({1}), "step card",
                           data={"title": f"Step {n}"}) for c, n in CARDS.items()]
        pawns = [PieceSpec(f"pawn-{s.id}", "pawn", f"{s.name}'s pawn", ("pawn",), 20, 20, color=s.color)
                 for s in seats]
        return cards + pawns + [PieceSpec("die", "die", "die", tuple("123456"), 16, 16)]

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        lay = Layout()
        track = zones["track"]
        for k, (seat, pos) in enumerate(zip(state.seats, state.pawns, strict=True)):
            lay.fixed[f"pawn-{seat}"] = Place("track", track.x + 30 + pos * 60, track.y + 20 + k * 25)
        for seat, hand in zip(state.seats, state.hands, strict=True):
            for card in hand:
                lay.fixed[card] = Place(f"hand:{seat}", 0, 0)
        lay.stacks["deck"] = list(reversed(state.deck))
        lay.stacks["discard"] = list(state.discard)
        for card in state.deck:
            lay.fixed[card] = Place("deck", 0, 0, face=1)
        for card in state.discard:
            lay.fixed[card] = Place("discard", 0, 0)
        tray = zones["die-tray"]
        lay.fixed["die"] = Place("die-tray", tray.x + 50, tray.y + 50, face=max(0, state.rolled - 1))
        return lay

    def locked(self, piece_id: str) -> bool:
        return False

    def spec_of(self, piece_id: str) -> str:
        return piece_id


class RaceGestures:
    def drags(self, state: State, table: Table, move: Move) -> Sequence[Drag]:
        seat = state.seats[state.turn]
        if move.kind is Kind.PLAY:
            return [Drag(move.card, "track", f"pawn-{seat}")]
        if move.kind is Kind.DRAW and table.zones["deck"].pieces:
            return [Drag(table.zones["deck"].pieces[-1], f"hand:{seat}")]
        if move.kind is Kind.ROLL:
            return [Drag("die", "track")]
        return []

    def ending(self, state: State, moves: Sequence[Move]) -> Move | None:
        return next((m for m in moves if m.kind is Kind.PASS), None)


class RaceWords:
    def move(self, state: State, move: Move, names: Mapping[str, str]) -> str:
        if move.kind is Kind.PLAY:
            return f"Play Step {CARDS[move.card]} " + ("backwards" if move.back else "forwards")
        return {Kind.ROLL: "Roll the die and move", Kind.DRAW: "Draw a card", Kind.PASS: "Pass"}[move.kind]

    def kind(self, kind: StrEnum) -> str:
        return {"roll": "Roll", "draw": "Draw", "play": "Play a card", "pass": "Pass"}[str(kind)]

    def phase(self, state: State) -> str:
        return "The race"

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        i = state.seats.index(seat)
        return (Figure("Space", str(state.pawns[i])), Figure("Cards", str(len(state.hands[i]))))

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        return "Cards are played onto the track." if piece in CARDS and zone != "track" else None


class FirstMoveBot:
    def choose(self, state: State, seat: str, rng: random.Random) -> Move:
        return rng.choice(list(RaceEngine().legal_moves(state)))


RACE_KIT: RulesKit[State, Move] = RulesKit(RaceEngine(), RacePicture(), RaceGestures(), RaceWords(), FirstMoveBot())

DEFINITION = GameDefinition(id="race", title="Dice Race", min_seats=1, max_seats=4, setup=RACE_KIT.setup,
                            rules=lambda: RACE_KIT, options={"goal": GOAL},
                            summary="A toy race for testing the engine kit.")
