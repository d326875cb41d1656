"""The engine as the app plays it: the rules fed with the data file's card values.

Loading happens here, outside the pure ``rules`` package, on first use of the rules (the start screen
never imports this module).
"""

from __future__ import annotations

from .catalogue import load
from .rules import Box, MyVillageEngine

CATALOGUE = load()
BOX = Box.from_catalogue(CATALOGUE)
ENGINE = MyVillageEngine(BOX)
