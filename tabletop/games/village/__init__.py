"""Village (Inka and Markus Brand, eggertspiele 2011) for 2-4 players, with rules enforcement.

Data: ``data.json`` holds the 24 customer tiles, the components, the three set-up cards, the board's
printed values and the farm.  Component counts and the set-up come from the rulebook (seed
``002_b5232aacaab08409``, via ``shared/rules/village.md``).  The rulebook prints only three customer
demands and few board values, so the rest are the digest's placeholders, tagged ``reconstructed``
with a ``note`` naming what the rulebook does give: check them against your copy.

Spec ``data`` keys.  Customer tiles: ``title``, ``goods`` (what it wants: {good or "grain": amount}), ``points``,
``source``, ``note``.  Set-up cards: ``players``, ``cubes_per_colour``, ``spots`` (cubes per action
space A-G).  Family members: ``generation``.  Tokens: ``title``, ``value``, ``source``.  Boards:
``title``, ``spaces``, ``tracks``, ``palette``; the village board also ``paths`` (travel routes with
their extra cubes).

Modules: ``catalogue`` (the data file, checked), ``components`` (piece specs), ``boards`` (printed spaces),
``layout`` (zones), ``picture`` (state -> places), ``rules`` (the pure engine), ``gestures``, ``words`` and
``refusals``, ``bot``, ``enforcement`` (the ``RulesKit``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.model import Seat, Table
from ..definition import GameDefinition

if TYPE_CHECKING:
    from ..kit.rules import RulesKit

OPTIONS: dict[str, Any] = {"well_coins": True, "limited_supply": True, "first_player": 1}
"""The rules options (digest §9 A6, A16, §3.13), with the digest's recommendations as defaults."""


def _rules() -> RulesKit[Any, Any]:
    from .enforcement import rules_kit

    return rules_kit()


def _families() -> tuple[tuple[str, tuple[int, int, int]], ...]:
    """The seats' colours: the families of the data file (red, yellow, blue and white in the box)."""
    from ..laying import hex_rgb
    from .catalogue import load

    return tuple((row["label"], hex_rgb(row["color"])) for row in load().families)


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The box laid out for 2-4 players: the engine's opening position, seeded."""
    return _rules().setup(seats, seed, {**OPTIONS, **dict(options)})


DEFINITION = GameDefinition(
    id="village",
    title="Village",
    min_seats=2,
    max_seats=4,
    setup=setup,
    rules=_rules,
    options=OPTIONS,
    seat_colours=_families,
    summary="Guide a family through the generations: take influence cubes to work, trade, travel, pray and "
            "serve on the council, and earn a place in the village chronicle when your people die.",
)
