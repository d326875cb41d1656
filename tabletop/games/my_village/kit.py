"""My Village's rules as the app uses them: the engine with its picture, gestures, words and bot; the search
levels play their playouts with the bot to the start of the deciding player's next turn (``playout``)."""

from __future__ import annotations

from ..kit.rules import RulesKit
from ..kit.search import BotPlayout
from .bots import BOT
from .candidates import candidates
from .game import ENGINE
from .gestures import GESTURES
from .picture import PICTURE
from .playout import LEAF
from .rules import Move, State
from .words import WORDS

KIT: RulesKit[State, Move] = RulesKit(ENGINE, PICTURE, GESTURES, WORDS, BOT, BotPlayout(ENGINE, BOT), LEAF,
                                     candidates=candidates)
