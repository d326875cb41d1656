"""Every command a player gives with a key, a button or a menu entry, in one table.

The keys (``controller_keys``), the tool bar (``hud``) and the menus name a command; a
``CommandTable`` runs it with the handler the play screen wired to it, so a key and its button can
never do different things.  Labels and tips are English source text, translated where shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from msgspec import Struct

from ..lang.door import N_, _


class Command(Struct, frozen=True):
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
    Command("replay", N_("Replay"), N_("Watch the game again: step, jump, play it on, go back to any point"),
            N_("Ctrl+R")),
    Command("replay_file", N_("Replay a saved game…"), N_("Open a saved game and watch it from the start")),
    Command("bookmark", N_("Bookmark…"), N_("Name this point of the game; the log lists it"), N_("Ctrl+B")),
    Command("lines", N_("Lines of play…"), N_("Take up a line of play kept when the game went back")),
    Command("export_log", N_("Export the log…"), N_("Write the game's log to a text file")),
    Command("copy_log", N_("Copy the log"), N_("Copy the log as it shows to the clipboard")),
    Command("replay_start", N_("|◀"), N_("Go to the start"), N_("Home")),
    Command("replay_round_back", N_("« Round"), N_("Back to the start of this round, or of the one before"),
            N_("Ctrl+←")),
    Command("replay_turn_back", N_("‹ Turn"), N_("Back to the start of this turn, or of the one before"),
            N_("Shift+←")),
    Command("replay_step_back", N_("◂"), N_("One action back"), N_("←")),
    Command("replay_play", N_("▶ Play"), N_("Play the game on, or pause it"), N_("Space")),
    Command("replay_step", N_("▸"), N_("One action on"), N_("→")),
    Command("replay_turn", N_("Turn ›"), N_("On to the start of the next turn"), N_("Shift+→")),
    Command("replay_round", N_("Round »"), N_("On to the start of the next round"), N_("Ctrl+→")),
    Command("replay_end", N_("▶|"), N_("Go to the end: the game as it is now"), N_("End")),
    Command("replay_speed", N_("1×"), N_("Playing speed: 1×, 4× or 16×"), N_("+ / −")),
    Command("replay_hand", N_("Hand"), N_("Whose hand the strip shows (the game is over: nothing is hidden now)"),
            N_("H")),
    Command("play_from_here", N_("Play from here"),
            N_("Go back to this point and play on from it; the game as it went on is kept"), N_("P")),
    Command("replay_close", N_("Close"), N_("Leave the replay and go back to the game"), N_("Esc")),
)}


def tip(name: str) -> str:
    """A command's tooltip in the language in force, with its keys."""
    command = COMMANDS[name]
    return _(command.tip) + (f" ({_(command.keys)})" if command.keys else "")


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
