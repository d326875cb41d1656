"""The keyboard and mouse, in Tabletop Simulator's conventions: one list the help overlay shows.

``KEY_BINDINGS`` is (keys, what they do) in English source text; callers translate with ``_`` when
they show it (``bindings()``), so the list stays data and the catalogue stays in one place.
"""

from __future__ import annotations

from .i18n import N_, _

KEY_BINDINGS: tuple[tuple[str, str], ...] = (
    (N_("Left drag"), N_("Move the top piece under the cursor; drop on a deck to put it on top")),
    (N_("Drop a card on a loose card"), N_("Make a deck of the two (rules off)")),
    (N_("Left drag on the table"), N_("Draw a selection box")),
    (N_("Shift + click"), N_("Add a piece to the selection")),
    (N_("Right click"), N_("Menu of the piece, deck, die or bag under the cursor")),
    (N_("Right / middle drag, arrows, WASD"), N_("Move the view")),
    (N_("Wheel"), N_("Zoom towards the cursor")),
    (N_("Home"), N_("Show the whole table")),
    (N_("Tab"), N_("Show or hide the log")),
    (N_("B"), N_("Open or close the game box")),
    (N_("F"), N_("Flip")),
    (N_("Q / E"), N_("Turn left / right")),
    (N_("R"), N_("Roll a die / shuffle a deck")),
    (N_("1 - 9"), N_("Draw that many from the deck or bag under the cursor into your hand")),
    (N_("Alt (hold)"), N_("Magnify the piece under the cursor")),
    (N_("L"), N_("Lock / unlock")),
    (N_("Ctrl+Z / Ctrl+Y"), N_("Undo / redo")),
    (N_("Ctrl+S / Ctrl+O"), N_("Save / load")),
    (N_("Ctrl+R"), N_("Replay the game (Esc leaves the replay)")),
    (N_("In a replay: ← / →"), N_("One action back / on (with Shift: a turn, with Ctrl: a round)")),
    (N_("In a replay: Space, + / −"), N_("Play or pause; faster or slower")),
    (N_("In a replay: P"), N_("Play on from the point shown; the game as it went on is kept")),
    (N_("Ctrl+B"), N_("Bookmark this point of the game")),
    (N_("Enter"), N_("End turn: pass the computer")),
    (N_("Esc"), N_("Menu")),
    (N_("F1 or ?"), N_("Help")),
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
