"""Village with rules on: the engine, its picture, gestures, words and bot as one ``RulesKit``.

``DEFINITION.rules`` calls ``rules_kit`` lazily, so the start screen never loads the engine.  The data
file is read here, once, and handed to the engine, which reads no file itself.
"""

from __future__ import annotations

from functools import cache

from ..kit.rules import RulesKit
from .bot import VillageBot
from .catalogue import load
from .gestures import VillageGestures
from .picture import VillagePicture
from .rules import Move, State, VillageEngine
from .rules.data import GameData, from_catalogue
from .words import VillageWords


@cache
def game_data() -> GameData:
    """The numbers of the data file that ships with the game, checked for play."""
    return from_catalogue(load())


def rules_kit() -> RulesKit[State, Move]:
    engine = VillageEngine(game_data())
    return RulesKit(engine, VillagePicture(), VillageGestures(), VillageWords(), VillageBot(engine))
