"""The sandbox: a free table with a deck, dice, a bag of tokens and a board, for 1-6 players.

No rules engine: everything a real table allows is allowed.  The ``large`` option lays out a
400-piece table (the frame benchmark's stand-in for the biggest game set-up).

Data keys used: board ``data["spaces"]`` / ``data["title"]`` as the shared board convention; a card's
``data["suit"]`` and ``data["rank"]`` (what the art prints in its corners).
"""

from __future__ import annotations

from ..definition import GameDefinition
from .layout import setup

DEFINITION = GameDefinition(
    id="sandbox",
    title="Sandbox table",
    min_seats=1,
    max_seats=6,
    setup=setup,
    rules=None,
    options={"large": False},
    summary="An empty table with a deck of cards, dice, a bag of tokens and a board: play anything.",
)
