"""Village with rules on: the engine, its picture, gestures, words and bot as one ``RulesKit``.

``DEFINITION.rules`` calls ``rules_kit`` lazily, so the start screen never loads the engine.
"""

from __future__ import annotations

from ..kit.rules import RulesKit
from .bot import VillageBot
from .gestures import VillageGestures
from .picture import VillagePicture
from .rules import Move, State, VillageEngine
from .words import VillageWords


def rules_kit() -> RulesKit[State, Move]:
    engine = VillageEngine()
    return RulesKit(engine, VillagePicture(), VillageGestures(), VillageWords(), VillageBot(engine))
