"""The My Village rules engine: pure, immutable, chance from outside (the engine kit's contract).

``MyVillageEngine(Box.from_catalogue(catalogue))`` is the engine; the modules follow the rulebook:
``flow`` (set-up, rounds), ``turn`` (dice, flag value, the headman), ``black`` and ``white`` (the two
kinds of flags), ``school``, ``customers``, ``decisions`` (choices inside a turn), ``mortality``
(time's price: deaths, graves, rats), ``scoring``.
"""

from __future__ import annotations

from .box import Box, DataError
from .engine import MyVillageEngine
from .moves import Kind, Move
from .state import State

__all__ = ["Box", "DataError", "Kind", "Move", "MyVillageEngine", "State"]
