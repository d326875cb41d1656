"""At the Gates of Loyang (Uwe Rosenberg, Hall Games 2009) for 1-4 players, with rules enforcement.

Data: ``cards.json`` holds all 120 cards, the vegetables, tokens and the path.  Counts, prices and the
helpers come from the rulebook (seed ``003_b9434b86e885331a``, via ``shared/rules/at-the-gates-of-loyang.md``);
two stalls, one regular and two casual customers are from a public play log (``reference``); every
other stall, customer and field allowance is the digest's placeholder, tagged ``reconstructed``.

Spec ``data`` keys.  Cards: ``title``, ``card_kind`` (field, stall, regular, casual, helper, storehouse,
summary, loan), ``field_kind`` (home, private, common), ``spaces``, ``allowed`` (vegetables a field
takes), ``cost``, ``goods`` (a stall's columns: ``veg``, ``bowls``), ``wants`` (a customer's vegetables),
``pays`` (a regular's 4 row payments, a casual's value), ``starter``, ``helper``, ``phases``, ``lantern``,
``text``, ``source``, ``reference``.  Vegetables: ``title``, ``goods``.  Coins: ``value``.  The board:
``title``, ``tracks`` (the path, each cell's text its number and price), ``spaces`` (Shop, ``text`` buy/sell,
``pale`` for the two spaces empty at the start), ``palette``.

Modules: ``components`` (catalogue), ``layout`` (zones, specs, board art data), ``rules`` (the pure
engine), and what puts it on the table through the engine kit: ``picture`` (state -> places),
``gestures`` (drag -> move), ``words``, ``bots``, gathered in ``kit``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.model import Seat, Table
from ..definition import GameDefinition

if TYPE_CHECKING:
    from ..kit.rules import RulesKit

OPTIONS: dict[str, Any] = {"introductory": False, "harvest_helper_retroactive": True,
                           "foreman_all_sources": False}


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The box laid out for ``len(seats)`` players: the engine's opening position, seeded."""
    return _rules().setup(seats, seed, {**OPTIONS, **dict(options)})


def _rules() -> RulesKit[Any, Any]:
    from .kit import KIT

    return KIT


DEFINITION = GameDefinition(
    id="loyang",
    title="At the Gates of Loyang",
    min_seats=1,
    max_seats=4,
    setup=setup,
    rules=_rules,
    options=OPTIONS,
    summary="Grow vegetables, trade at market stalls and serve customers to climb the Path of Prosperity "
            "in nine rounds.",
)
