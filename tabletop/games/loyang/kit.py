"""Loyang's rules as the app uses them: the engine with its picture, gestures, words, heuristic bot
and the playout policy its search bot plays games out with, where it scores them, and the moves that search weighs."""

from __future__ import annotations

from ..kit.rules import RulesKit
from .bots import BOT
from .candidates import candidates
from .gestures import GESTURES
from .picture import PICTURE
from .playout import PLAYOUT
from .playout_end import LEAF
from .rules import Move, State
from .rules.game import ENGINE
from .words import WORDS

KIT: RulesKit[State, Move] = RulesKit(ENGINE, PICTURE, GESTURES, WORDS, BOT, PLAYOUT, LEAF, candidates, hands=True)
