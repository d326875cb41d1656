"""My Village (Inka and Markus Brand, eggertspiele 2015) for 2-4 players, as a sandbox table.

Data: ``data.json`` holds the 104 village cards, the other components and the boards' printed
numbers.  Component counts and the set-up come from the rulebook (seed ``000_07c814efa9c30171``, via
``shared/rules/my-village.md``); the adventure-token split is from a public review (``reference``).
No card list is public, so most card values are the digest's placeholders, tagged ``reconstructed``
with a ``note`` saying which values the rulebook does give: check them against your copy.

Spec ``data`` keys.  Cards: ``kind``, ``title``, ``deck`` (monk symbol, travel letter, craft kind),
``flag`` (values, or "?"), ``time``, ``cost`` (list of alternatives, each ``{thing: amount}``; "item"
= any coin or good), ``points``, ``spaces``, ``effect``, ``white_effect``, ``white_time``, ``ap``,
``action``, ``goods`` (a customer's demand), ``good`` (a craft's product), ``gray_flag``, ``chapel``,
``benefit`` (which church or council chamber a card is), ``source``, ``note``.

Modules: ``catalogue`` (the data file), ``components`` (specs), ``boards`` (printed spaces), ``layout``
(zones), ``rules`` (the pure engine), and what puts it on the table through the engine kit: ``game``
(the engine fed with the data), ``picture`` (state -> places, with ``village_places`` and ``tokens``),
``gestures`` (drag -> move), ``words``, ``bots``, gathered in ``kit``.  Tokens: ``title``, ``value``, ``source``.  Boards: ``title``, ``spaces``,
``tracks`` (rat-track cells also carry ``tone``: grey, red or invasion), ``palette``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.model import Seat, Table
from ..definition import GameDefinition

if TYPE_CHECKING:
    from ..kit.rules import RulesKit

OPTIONS: dict[str, Any] = {"end_of_round": True, "ploughs_break_ties": True}
"""The rules options for the rulebook's open questions: the game ends at the end of the round in which the
graves fill (else at the end of that turn); ploughs lying on fields count as goods in the tie-break."""


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The box laid out for ``len(seats)`` players as the rules engine's opening position, seeded."""
    return _rules().setup(seats, seed, {**OPTIONS, **dict(options)})


def _rules() -> RulesKit[Any, Any]:
    from .kit import KIT

    return KIT


DEFINITION = GameDefinition(
    id="my_village",
    title="My Village",
    min_seats=2,
    max_seats=4,
    setup=setup,
    rules=_rules,
    options=OPTIONS,
    summary="Build a village of your own over generations: take two dice, activate flags, and bring your "
            "adventure points to safety before the rats come.",
)
