"""What the rules did by themselves since the last decision, kept as plain facts for the log's words.

One move can carry the game through several phases (the plan resolved, the weather, the night, the
next round's event): the state after it no longer shows which dice were rolled, which card came and
went, or what each step cost.  So the engine notes it as it goes: ``tell`` adds a fact (an action
resolved, the dice that stand, a card drawn, the weather), and ``settle`` adds the ``figures`` after
every step that changed them, so the words can say, in order, what each step did.  ``apply`` starts
the notes afresh; they hold no words and are as public as the table.
"""

from __future__ import annotations

from typing import Any

from ...kit.records import replace
from .state import State

Figures = tuple[Any, ...]


def figures(state: State) -> Figures:
    """What a player counts on the boards: phase, round, resources (available and future together),
    morale, the levels, the shelter, each character's (id, wounds, determination) and what is built."""
    res = tuple(a + f for a, f in zip(state.avail, state.future, strict=True))
    chars = tuple((c.id, c.wounds, c.det) for c in state.chars)
    built = tuple(sorted(state.built | set(state.future_built)))
    return (state.phase, state.round, res, state.morale, state.roof, state.palisade, state.weapon, state.shelter,
            chars, built)


def tell(state: State, *fact: Any) -> State:
    return replace(state, told=(*state.told, fact))


def noted(state: State, since: Figures) -> tuple[State, Figures]:
    """``state`` with its figures told when they differ from ``since``, and its figures (the next step's
    ``since``: a step's figures after it are the next one's before it, counted once)."""
    now = figures(state)
    return (state if now == since else tell(state, "figures", now)), now
