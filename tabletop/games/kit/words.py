"""A game's words: its moves, phases and public figures as a player reads them.

Everything a rules engine shows a player passes through here, so an engine stays free of phrasing and
a translation has one place per game to look.

``Words`` is what every game supplies.  ``Narration`` is optional: a game whose moves set off steps of
their own (a harvest at the start of a round, markers turning red at the end of a turn) says what
happened, and the binding writes it into the log under the move, so nothing changes on the table
without a line saying why.  ``Asking`` is optional too: a game whose decisions come with a reason (a
card asking for a discard) heads the panel's moves with the reason rather than the kind's name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, TypeVar, runtime_checkable

from ...core.model import Table
from ...lang.door import _
from .contract import ScoreSheet

S = TypeVar("S", contravariant=True)
M = TypeVar("M", contravariant=True)


def seat_names(table: Table) -> dict[str, str]:
    """Seat id -> the name players gave it: words name seats as the players know them, never by id."""
    return {s.id: s.name for s in table.seats}


def final_scores(sheets: Sequence[ScoreSheet], names: Mapping[str, str]) -> str:
    """The log's line of the final totals, seat by seat in the sheets' order, for a game that says them."""
    scores = ", ".join(_("{name} {n}", name=names.get(s.seat, s.seat), n=s.total) for s in sheets)
    return _("Final scores: {scores}.", scores=scores)


@dataclass(frozen=True)
class Figure:
    """One public figure of a seat ("Cash", "12"): shown always, zero as zero."""

    label: str
    value: str


class Words(Protocol[S, M]):
    def move(self, state: S, move: M, names: Mapping[str, str]) -> str:
        """What ``move`` does, for the seat whose decision it is: the panel row and, after the seat's
        name, the log line ("Buy a wheat for 3 and sow your Home field with it"), naming other seats
        by ``names`` (seat id -> name) as players know them."""
        ...

    def kind(self, kind: StrEnum) -> str:
        """The header of the panel's group of moves of ``kind`` ("Deliver to a customer")."""
        ...

    def phase(self, state: S) -> str:
        """The phase in the rulebook's words ("Action phase", "Planning")."""
        ...

    def figures(self, state: S, seat: str) -> Sequence[Figure]:
        """What everyone may know of ``seat``'s position, always the same figures in the same order."""
        ...

    def why_not(self, state: S, table: Table, piece: str, zone: str) -> str | None:
        """Why dropping ``piece`` into ``zone`` means no legal move, and the legal way to what the
        player seems to want; ``None`` leaves it to the binding's general words."""
        ...


NEW_ROUND = "\x00new-round"
"""A ``Narration`` line that is no sentence: where the steps that closed the old round end and the new
round's own begin.  The binding says "Round N begins." there (first, when a game gives no such line), and
the log puts the round's header above it."""


@runtime_checkable
class Narration(Protocol[S, M]):
    """Optional, beside ``Words``: the automatic steps a move set off, in words."""

    def happened(self, before: S, after: S, move: M, names: Mapping[str, str]) -> Sequence[str]:
        """What changed from ``before`` to ``after`` that ``move``'s own words do not say: steps the rules
        took by themselves (a harvest, a new round's cards, customers declined, vegetables thrown away),
        one sentence each, naming the seats by ``names`` (seat id -> name); empty when the move did
        only what it says.  When a round ended on the way, ``NEW_ROUND`` stands between the old round's
        last steps and the new one's first."""
        ...


@runtime_checkable
class Opening(Protocol[S]):
    """Optional, beside ``Words``: what setting the game out did by the rules before anyone moved."""

    def opening(self, state: S, names: Mapping[str, str]) -> Sequence[str]:
        """The steps the opening ``state`` already took (Robinson's first Morale and Production phases), one
        sentence each as ``Narration`` says them; empty when setting out is all it did."""
        ...


@runtime_checkable
class Asking(Protocol[S]):
    """Optional, beside ``Words``: why the engine waits for the decision on the table."""

    def asking(self, state: S, kind: StrEnum) -> str | None:
        """The header of the panel's moves of ``kind`` when the decision has a reason of its own ("Lack
        of Hope: discard 3 invention cards"); ``None`` leaves the kind's name."""
        ...
