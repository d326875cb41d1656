"""The keyboard and mouse, in Tabletop Simulator's conventions: one list the help overlay shows.

``KEY_BINDINGS`` is (keys, what they do) in English source text; callers translate with ``_`` when
they show it (``bindings()``), so the list stays data and the catalogue stays in one place.
"""

from __future__ import annotations

from .i18n import _

KEY_BINDINGS: tuple[tuple[str, str], ...] = (
    ("Left drag", "Move the top piece under the cursor; drop on a deck to put it on top"),
    ("Drop a card on a loose card", "Make a deck of the two (rules off)"),
    ("Left drag on the table", "Draw a selection box"),
    ("Shift + click", "Add a piece to the selection"),
    ("Right click", "Menu of the piece, deck, die or bag under the cursor"),
    ("Right / middle drag, arrows, WASD", "Move the view"),
    ("Wheel", "Zoom towards the cursor"),
    ("Home", "Show the whole table"),
    ("Tab", "Show or hide the log"),
    ("B", "Open or close the game box"),
    ("F", "Flip"),
    ("Q / E", "Turn left / right"),
    ("R", "Roll a die / shuffle a deck"),
    ("1 - 9", "Draw that many cards from the deck under the cursor into your hand"),
    ("Alt (hold)", "Magnify the piece under the cursor"),
    ("L", "Lock / unlock"),
    ("Ctrl+Z / Ctrl+Y", "Undo / redo"),
    ("Ctrl+S / Ctrl+O", "Save / load"),
    ("Ctrl+R", "Replay the game (Esc leaves the replay)"),
    ("In a replay: ← / →", "One action back / on (with Shift: a turn, with Ctrl: a round)"),
    ("In a replay: Space, + / −", "Play or pause; faster or slower"),
    ("In a replay: P", "Play on from the point shown; the game as it went on is kept"),
    ("Ctrl+B", "Bookmark this point of the game"),
    ("Enter", "End turn: pass the computer"),
    ("Esc", "Menu"),
    ("F1 or ?", "Help"),
)


def bindings() -> list[tuple[str, str]]:
    """The bindings in the current language, for the help overlay."""
    return [(_(keys), _(what)) for keys, what in KEY_BINDINGS]


def shortcut(action: str) -> str:
    """The keys of one binding by its English description, for tooltips and menu items."""
    for keys, what in KEY_BINDINGS:
        if what == action:
            return keys
    raise KeyError(action)
