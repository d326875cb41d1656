"""Village's rules engine: pure Python, no window, file or clock; its numbers come from ``data.json``.

Modules by rulebook part: ``rounds`` (set-up, seeding), ``turn`` (a turn, the well, settling to the
next decision), ``farmwork`` (harvest, family, church), ``crafts``, ``market``, ``travel``, ``council``,
``mass``, ``death`` (time, the chronicle, the end trigger), ``scoring``; ``legal`` lists the moves,
``engine`` keeps the kit's contract, ``invariants`` checks a state, ``codec`` writes it as JSON.
"""

from .engine import VillageEngine
from .moves import Kind, Move
from .state import State

__all__ = ["Kind", "Move", "State", "VillageEngine"]
