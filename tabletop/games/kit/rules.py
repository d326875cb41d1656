"""A game's rules as the app uses them: the engine with its picture, gestures, words and bots.

Each game with rules enforcement defines one ``RulesKit`` and nothing else the app must know; the
generic ``GameBinding`` puts it on the table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from ...core.model import Seat, Table
from .contract import Engine
from .gestures import Gestures
from .picture import Picture, opening_table
from .search import Candidates, Leaf, Playout
from .words import Words

S = TypeVar("S")
M = TypeVar("M")
S_in = TypeVar("S_in", contravariant=True)
M_out = TypeVar("M_out", covariant=True)


class Bot(Protocol[S_in, M_out]):
    def choose(self, state: S_in, seat: str, rng: random.Random) -> M_out:
        """A legal move for ``seat``, whose decision it is in ``state``.

        ``state`` is never the real one: the binding gives the bot a state determinized from the
        seat's own view, so a bot cannot read another hand or a deck's order.
        """
        ...


@dataclass(frozen=True)
class RulesKit(Generic[S, M]):
    engine: Engine[S, M]
    picture: Picture[S]
    gestures: Gestures[S, M]
    words: Words[S, M]
    bot: Bot[S, M]
    playout: Playout[S, M] | None = None
    """A quick policy the search bot plays games out with (``None``: uniformly random moves)."""
    leaf: Leaf[S] | None = None
    """Where the search's playouts stop and what they score there (``None``: at the end, the final scores)."""
    candidates: Candidates[S, M] | None = None
    """The legal moves the search weighs (``None``: all of them)."""
    hands: bool = False
    """Whether the game keeps pieces in its players' hands (Loyang's cards).  One that does not shows no hand
    strip while its rules are on: no piece could go there, and the table gets the strip's height."""

    def setup(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
        """The box laid out as the engine's opening position: with rules off the same table is a
        sandbox, and switching rules on later starts from the same state."""
        state = self.engine.new_game([s.id for s in seats], seed, options)
        return opening_table(self.picture, state, seats, self.engine.game)
