"""Every command a player gives with a key, a button or a menu entry, in one table.

The keys (``controller_keys``), the tool bar (``hud``) and the menus name a command; a
``CommandTable`` runs it with the handler the play screen wired to it, so a key and its button can
never do different things.  Labels and tips are English source text, translated where shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    name: str
    label: str
    tip: str
    keys: str = ""


COMMANDS: dict[str, Command] = {c.name: c for c in (
    Command("undo", "Undo", "Take back your last action", "Ctrl+Z"),
    Command("redo", "Redo", "Do the undone action again", "Ctrl+Y"),
    Command("save", "Save", "Save a snapshot of the table", "Ctrl+S"),
    Command("load", "Load", "Open a saved snapshot", "Ctrl+O"),
    Command("end_turn", "End turn", "End your turn and pass the computer to the next player", "Enter"),
    Command("toggle_rules", "Rules", "Switch rules enforcement on or off"),
    Command("toggle_log", "Log panel", "Show or hide the log and the moves beside the table", "Tab"),
    Command("box", "Game box", "Open or close the game box beside the table: what the set-up put aside", "B"),
    Command("menu", "Menu", "Game menu", "Esc"),
    Command("help", "Help", "Keys and mouse", "F1 or ?"),
    Command("scores", "Score sheet", "Show the final scores"),
    Command("bot_pace", "Computer's pace", "Slow, normal or fast: how long each of the computer's moves takes to watch"),
    Command("new_game", "New game", "Leave this table for the start screen"),
    Command("quit", "Quit", "Save and close Tabletop"),
    Command("replay", "Replay", "Watch the game again: step, jump, play it on, go back to any point", "Ctrl+R"),
    Command("replay_file", "Replay a saved game…", "Open a saved game and watch it from the start"),
    Command("bookmark", "Bookmark…", "Name this point of the game; the log lists it", "Ctrl+B"),
    Command("lines", "Lines of play…", "Take up a line of play kept when the game went back"),
    Command("export_log", "Export the log…", "Write the game's log to a text file"),
    Command("copy_log", "Copy the log", "Copy the log as it shows to the clipboard"),
    Command("replay_start", "|◀", "Go to the start", "Home"),
    Command("replay_round_back", "« Round", "Back to the start of this round, or of the one before", "Ctrl+←"),
    Command("replay_turn_back", "‹ Turn", "Back to the start of this turn, or of the one before", "Shift+←"),
    Command("replay_step_back", "◂", "One action back", "←"),
    Command("replay_play", "▶ Play", "Play the game on, or pause it", "Space"),
    Command("replay_step", "▸", "One action on", "→"),
    Command("replay_turn", "Turn ›", "On to the start of the next turn", "Shift+→"),
    Command("replay_round", "Round »", "On to the start of the next round", "Ctrl+→"),
    Command("replay_end", "▶|", "Go to the end: the game as it is now", "End"),
    Command("replay_speed", "1×", "Playing speed: 1×, 4× or 16×", "+ / −"),
    Command("replay_hand", "Hand", "Whose hand the strip shows (the game is over: nothing is hidden now)", "H"),
    Command("play_from_here", "Play from here", "Go back to this point and play on from it; the game as it went on is kept",
            "P"),
    Command("replay_close", "Close", "Leave the replay and go back to the game", "Esc"),
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
