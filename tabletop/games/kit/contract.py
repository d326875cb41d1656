"""The contract every rules engine keeps, and nothing past it is known to the rest of the app.

An engine is a pure state machine in the style of OpenSpiel and boardgame.io: immutable states,
``legal_moves``, ``apply`` returning the next state or a ``Rejected`` reason in a player's words, whose
decision it is, the end and the final scores.  Three things make it fit a hot-seat table:

* **Chance comes from outside.**  ``apply`` gets a ``Chance``: the randomness of that one move, keyed
  by a number the session draws from its own stream and records with the move.  The state carries no
  seed, so nothing on screen or in a saved state predicts the next shuffle, and a recorded game
  replays exactly.  A move that consulted its chance is one undo cannot take back (it would be a
  free re-roll).
* **What one seat may know.**  ``view`` removes what ``seat`` may not know (other hands, the order of
  face-down decks, the contents of a bag); ``determinize`` fills a view back in at random from what is
  unaccounted for, so a bot searches over states it cannot tell from the real one and never reads
  another hand.  ``view(determinize(view(s, seat)), seat) == view(s, seat)`` holds for every state.
* **Moves and states are JSON.**  A move travels in a ``GameMove`` action; a state is saved in the
  snapshot.  Decoding anything malformed raises ``ValueError`` in plain words, never anything else.

Move kinds are a ``StrEnum`` per game: the panel groups moves by kind, the words name them, and no
module repeats a kind as a bare string.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol, TypeVar

from ...lang.door import _

S = TypeVar("S")
M = TypeVar("M")


class Chance:
    """The randomness one move may use: a ``random.Random`` seeded from the recorded ``key``.

    ``used`` tells afterwards whether the engine consulted it.  Engines call ``rng()`` only when the
    move really leaves something to chance (a reshuffle, a bag draw, a die), so probing legality or
    planning a move never marks it.
    """

    __slots__ = ("_rng", "key", "used")

    def __init__(self, key: int) -> None:
        self.key = key
        self.used = False
        self._rng: random.Random | None = None

    def rng(self) -> random.Random:
        self.used = True
        if self._rng is None:
            self._rng = random.Random(self.key)
        return self._rng


NO_CHANCE_KEY = 0
"""The key for applying a move only to see where it leads (legality, bots' look-ahead)."""


@dataclass(frozen=True)
class Rejected:
    """A move the rules do not allow now, with the reason in words a player understands."""

    reason: str


class Refused(Exception):
    """Raised deep inside an engine with the words a player reads; its ``apply`` returns it as ``Rejected``.

    The engine gives the English source text and its arguments (``Refused("You have {n} coins.", n=2)``);
    the pure door renders them in the language in force at once, since a refusal is read the moment it is
    made and never recorded.  An engine so stays free of any language and its tests read English.
    """

    def __init__(self, reason: str, **args: object) -> None:
        text = _(reason, **args)
        super().__init__(text)
        self.reason = text


@dataclass(frozen=True)
class ScoreLine:
    category: str
    points: int


@dataclass(frozen=True)
class ScoreSheet:
    """One seat's final score with its breakdown by the rulebook's categories.

    ``rank`` 1 is the winner; the tie-break the rulebook gives is already applied, and ``note`` says
    which one decided (or the solo rating, or a cooperative game's "won"/"lost").
    """

    seat: str
    total: int
    lines: tuple[ScoreLine, ...]
    rank: int
    note: str = ""
    beaten: bool = False
    """The game itself beat this seat: a cooperative game its players lost together, where every seat
    shares rank 1 and nobody won."""

    @property
    def won(self) -> bool:
        return self.rank == 1 and not self.beaten


@dataclass(frozen=True)
class Stage:
    """Where the game stands: round ``round`` of ``rounds`` (``None`` where the game has none, or
    before the first round), and the engine's ``phase`` id, which the game's words name."""

    round: int | None
    rounds: int | None
    phase: str


class Broken(ValueError):
    """A state that breaks the engine's invariants (components lost or doubled, a count out of range)."""


class Engine(Protocol[S, M]):
    """A game's rules, pure: no file, clock, window or global randomness."""

    game: str

    def new_game(self, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> S:
        """The opening position for ``seats`` (ids, in seating order), shuffled from ``seed``.

        The set-up's randomness comes from ``seed`` alone (``definition.setup_rng``) so the same seed
        lays out the same table; unknown options or a wrong number of seats raise ``ValueError``.
        """
        ...

    def legal_moves(self, state: S) -> Sequence[M]:
        """Every move the deciding seat may make now; each is accepted by ``apply``, and every move
        ``apply`` accepts is listed.  Empty exactly when the game is over."""
        ...

    def apply(self, state: S, move: M, chance: Chance) -> S | Rejected:
        """The state after ``move`` by the deciding seat, carried on to the next decision (automatic
        steps such as a harvest happen inside); ``state`` itself never changes."""
        ...

    def current_seat(self, state: S) -> str | None:
        """The seat whose decision it is; ``None`` once the game is over."""
        ...

    def is_over(self, state: S) -> bool: ...

    def scores(self, state: S) -> list[ScoreSheet]:
        """Every seat's sheet, best rank first (the final scores once the game is over)."""
        ...

    def stage(self, state: S) -> Stage: ...

    def view(self, state: S, seat: str | None) -> S:
        """``state`` as ``seat`` (``None``: an onlooker with no seat) may know it."""
        ...

    def determinize(self, view: S, seat: str | None, rng: random.Random) -> S:
        """A full state consistent with ``view``: its hidden parts filled in at random."""
        ...

    def check(self, state: S) -> None:
        """Raise ``Broken`` naming the first invariant ``state`` breaks (components conserved, counts
        in range, a deciding seat unless over); used after every move in the tests and on every
        state loaded from a file."""
        ...

    def move_kind(self, move: M) -> StrEnum: ...

    def move_to_json(self, move: M) -> dict[str, Any]: ...

    def move_from_json(self, data: Any) -> M:
        """The move ``data`` holds; anything malformed raises ``ValueError`` in plain words."""
        ...

    def state_to_json(self, state: S) -> Any: ...

    def state_from_json(self, data: Any) -> S:
        """The state ``data`` holds; anything malformed raises ``ValueError`` in plain words."""
        ...
