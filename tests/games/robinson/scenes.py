"""Scene building for the Robinson Crusoe tests: a game set to a chosen position, dice that show what a
test needs, and a phase or a script run on its own."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.robinson.rules.catalog import catalog
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.flow import settle
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.registry import fx
from tabletop.games.robinson.rules.state import Char, Ctx, State, Task, char, set_char


class Scripted(random.Random):
    """Dice that show the faces asked for (``randrange`` answers from the list), shuffles that keep order."""

    def __init__(self, answers: list[int]) -> None:
        super().__init__(0)
        self.answers = list(answers)

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        return self.answers.pop(0) if self.answers else 0

    def shuffle(self, x: Any, random: Any = None) -> None:
        return None


class Rigged(Chance):
    def __init__(self, *answers: int) -> None:
        super().__init__(1)
        self.script = Scripted(list(answers))

    def rng(self) -> random.Random:
        self.used = True
        return self.script


def game(players: int = 3, seed: int = 1, **options: Any) -> State:
    """Round 1, the first seat planning."""
    return ENGINE.new_game([f"p{k + 1}" for k in range(players)], seed, options)


def run(state: State, *tasks: Task, chance: Chance | None = None) -> State:
    """Run ``tasks`` alone (nothing after them), until they are done or wait for a decision."""
    return settle(replace(state, pending=None, todo=tasks), chance or Rigged())


def only(state: State, task: Task, chance: Chance | None = None) -> State:
    """Run one task's handler and nothing it queues (to look at a phase before the next one starts)."""
    from tabletop.games.robinson.rules.registry import HANDLERS

    return HANDLERS[task.op](replace(state, pending=None, todo=()), task, chance or Rigged())


def script(state: State, steps: list[Any], actor: str = "", future: bool = False, card: str = "",
           chance: Chance | None = None) -> State:
    """Run a card script written as in the data file."""
    from tabletop.games.robinson.rules.script import compile_steps

    items = frozenset(catalog().inventions)
    return run(state, fx(compile_steps(steps, items), Ctx(actor=actor, card=card, future=future)), chance=chance)


def ok(state: State, move: Move, chance: Chance | None = None) -> State:
    out = ENGINE.apply(state, move, chance or Rigged())
    assert not isinstance(out, Rejected), out.reason
    return out


def refused(state: State, move: Move) -> str:
    out = ENGINE.apply(state, move, Rigged())
    assert isinstance(out, Rejected), f"{move} was accepted"
    return out.reason


def who(state: State, seat: str = "p1") -> Char:
    return next(c for c in state.chars if c.seat == seat)


def with_char(state: State, cid: str, **changes: Any) -> State:
    return set_char(state, replace(char(state, cid), **changes))


def face(die: str, name: str) -> int:
    """The index of face ``name`` on ``die`` (for ``Rigged``)."""
    return catalog().dice[die][2].index(name)


def card(section: str, row_id: str, copy: int = 1) -> str:
    return f"{section}:{row_id}#{copy}"


def place(pawn: str, kind: str, target: str = "", pay: int = 0, slot: int = -1) -> Move:
    return Move(Kind.PLACE, pawn, kind, target, pay, slot)


DONE = Move(Kind.DONE)
