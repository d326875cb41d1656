"""Every command a player gives with a key, a button or a menu entry, in one table.

The keys (``controller_keys``), the tool bar (``hud``) and the menus name a command; a
``CommandTable`` runs it with the handler the play screen wired to it, so a key and its button can
never do different things.  Labels and tips are English source text, translated where shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..lang.door import N_


@dataclass(frozen=True)
class Command:
    name: str
    label: str
    tip: str
    keys: str = ""


COMMANDS: dict[str, Command] = {c.name: c for c in (
    Command("undo", N_("Undo"), N_("Take back your last action"), N_("Ctrl+Z")),
    Command("redo", N_("Redo"), N_("Do the undone action again"), N_("Ctrl+Y")),
    Command("save", N_("Save"), N_("Save a snapshot of the table"), N_("Ctrl+S")),
    Command("load", N_("Load"), N_("Open a saved snapshot"), N_("Ctrl+O")),
    Command("end_turn", N_("End turn"), N_("End your turn and pass the computer to the next player"), N_("Enter")),
    Command("toggle_rules", N_("Rules"), N_("Switch rules enforcement on or off")),
    Command("toggle_log", N_("Log panel"), N_("Show or hide the log and the moves beside the table"), N_("Tab")),
    Command("box", N_("Game box"), N_("Open or close the game box beside the table: what the set-up put aside"),
            N_("B")),
    Command("menu", N_("Menu"), N_("Game menu"), N_("Esc")),
    Command("help", N_("Help"), N_("Keys and mouse"), N_("F1 or ?")),
    Command("scores", N_("Score sheet"), N_("Show the final scores")),
    Command("language", N_("Language"), N_("Show the app in another language")),
    Command("bot_pace", N_("Computer's pace"),
            N_("Slow, normal or fast: how long each of the computer's moves takes to watch")),
    Command("new_game", N_("New game"), N_("Leave this table for the start screen")),
    Command("quit", N_("Quit"), N_("Save and close Tabletop")),
)}


class CommandTable:
    """The handlers behind the commands for one screen; a command without one is simply not offered."""

    def __init__(self, handlers: Mapping[str, Callable[[], object]]) -> None:
        unknown = set(handlers) - set(COMMANDS)
        if unknown:
            raise KeyError(f"no such command: {sorted(unknown)[0]}")
        self._handlers = dict(handlers)

    def __contains__(self, name: object) -> bool:
        return name in self._handlers

    def run(self, name: str) -> None:
        handler = self._handlers.get(name)
        if handler is not None:
            handler()

    def handler(self, name: str) -> Callable[[], None]:
        """A callback running ``name`` (for a button or a menu entry)."""
        return lambda: self.run(name)

    def with_handlers(self, more: Mapping[str, Callable[[], object]]) -> CommandTable:
        return CommandTable({**self._handlers, **more})
