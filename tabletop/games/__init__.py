"""The games in the box, by id.  Each game is a package whose module holds ``DEFINITION``."""

from __future__ import annotations

from importlib import import_module

from .definition import GameDefinition

GAME_MODULES: dict[str, str] = {
    "sandbox": "tabletop.games.sandbox",
    "my_village": "tabletop.games.my_village",
    "village": "tabletop.games.village",
    "loyang": "tabletop.games.loyang",
    "robinson": "tabletop.games.robinson",
}


def load_game(game_id: str) -> GameDefinition:
    """The definition of ``game_id``; imported on demand so start-up loads only what it shows."""
    try:
        module = import_module(GAME_MODULES[game_id])
    except KeyError:
        raise KeyError(f"There is no game called {game_id!r}; choose one of {', '.join(GAME_MODULES)}.") from None
    definition: GameDefinition = module.DEFINITION
    return definition
