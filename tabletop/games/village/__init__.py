"""Village (Inka and Markus Brand, eggertspiele 2011) for 2-4 players, as a sandbox table.

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
"""

from __future__ import annotations

from ..definition import GameDefinition
from .picture import setup

DEFINITION = GameDefinition(
    id="village",
    title="Village",
    min_seats=2,
    max_seats=4,
    setup=setup,
    rules=None,
    options={"well_coins": True, "limited_supply": True, "first_player": 1},
    summary="Guide a family through the generations: take influence cubes to work, trade, travel, pray and "
            "serve on the council, and earn a place in the village chronicle when your people die.",
)
