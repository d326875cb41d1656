"""My Village's rules as the app uses them: the engine with its picture, gestures, words and bot."""

from __future__ import annotations

from ..kit.rules import RulesKit
from .bots import BOT
from .game import ENGINE
from .gestures import GESTURES
from .picture import PICTURE
from .rules import Move, State
from .words import WORDS

KIT: RulesKit[State, Move] = RulesKit(ENGINE, PICTURE, GESTURES, WORDS, BOT)
