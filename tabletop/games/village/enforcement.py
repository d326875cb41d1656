"""Village with rules on: the engine, its picture, gestures, words and bot as one ``RulesKit``.

``DEFINITION.rules`` calls ``rules_kit`` lazily, so the start screen never loads the engine.  The data
file is read here, once, and handed to the engine, which reads no file itself; ``kit_for`` makes the
kit of another copy of the file (a player's corrected one, or a test's).
"""

from __future__ import annotations

from functools import cache

from ..kit.rules import RulesKit
from ..kit.search import BotPlayout
from .bot import TurnLeaf, VillageBot
from .catalogue import Catalogue, load
from .gestures import VillageGestures
from .picture import VillagePicture
from .rules import Move, State, VillageEngine
from .rules.data import GameData, from_catalogue
from .words import VillageWords


@cache
def game_data() -> GameData:
    """The numbers of the data file that ships with the game, checked for play."""
    return from_catalogue(load())


def kit_for(catalogue: Catalogue, data: GameData | None = None) -> RulesKit[State, Move]:
    engine = VillageEngine(data if data is not None else from_catalogue(catalogue))
    bot = VillageBot(engine)
    return RulesKit(engine, VillagePicture(catalogue), VillageGestures(), VillageWords(), bot,
                    BotPlayout(engine, bot), TurnLeaf())


@cache
def rules_kit() -> RulesKit[State, Move]:
    return kit_for(load(), game_data())
