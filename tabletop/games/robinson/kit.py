"""Robinson Crusoe's rules as the app uses them: the engine with its picture, gestures, words and bot, which
the search levels also play their playouts with, to the end of the round (``playout.LEAF``), weighing every move
but the adjustments of a card resolved by hand (``candidates``)."""

from __future__ import annotations

from ..kit.rules import RulesKit
from ..kit.search import BotPlayout
from .bots import BOT, PLAYOUT_BOT
from .candidates import candidates
from .gestures import GESTURES
from .picture import PICTURE
from .playout import LEAF
from .rules.engine import ENGINE
from .rules.moves import Move
from .rules.state import State
from .words import WORDS

KIT: RulesKit[State, Move] = RulesKit(ENGINE, PICTURE, GESTURES, WORDS, BOT, BotPlayout(ENGINE, PLAYOUT_BOT), LEAF,
                                      candidates)
