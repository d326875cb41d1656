"""The game list the chrome tests offer on the start screen (as the app builds it from the definitions)."""

from tabletop.ui.start_screen import GameEntry

GAMES = [
    GameEntry("my_village", "My Village", 2, 4, True, "Build a village over generations."),
    GameEntry("village", "Village", 2, 4, False, "Life and death in a medieval village."),
    GameEntry("loyang", "At the Gates of Loyang", 1, 4, False, "Grow vegetables, serve customers."),
    GameEntry("robinson", "Robinson Crusoe", 1, 4, False, "Survive on a cursed island."),
    GameEntry("sandbox", "Empty table", 1, 6, False, "An empty table with decks and dice."),
]
