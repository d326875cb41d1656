"""The play screen's commands and the table controller's ``Ports``, wired to the chrome's panels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from . import record_commands
from .commands import CommandTable
from .controller_ports import MenuEntry, Ports
from .i18n import _
from .menus import ContextMenu, MenuItem

if TYPE_CHECKING:
    from .shell_play import PlayScreen


def chrome_commands(play: PlayScreen, on_save: Callable[[PlayScreen], None] | None,
                    on_load: Callable[[], None] | None, on_menu: Callable[[], None] | None) -> CommandTable:
    """What each command does on this play screen (the shell adds its own for the menu)."""
    def unless_replaying(command: Callable[[], object]) -> Callable[[], object]:
        """The game's own commands wait while a replay is on: it shows another point of the game."""
        def run() -> object:
            if play.replay is not None:
                play.ui.say(_("This is a replay: close it (Esc) to play."))
                return None
            return command()
        return run

    handlers: dict[str, Callable[[], object]] = {
        "undo": unless_replaying(play.undo),
        "redo": unless_replaying(play.redo),
        "end_turn": unless_replaying(play.end_turn),
        "toggle_rules": unless_replaying(play.toggle_rules),
        "toggle_log": play.toggle_log,
        "box": unless_replaying(play.toggle_box),
        "help": play.help.toggle,
        "scores": play.show_scores,
        "replay": play.toggle_replay,
        "bookmark": lambda: record_commands.bookmark(play),
        "lines": lambda: record_commands.choose_line(play),
        "export_log": lambda: record_commands.export_log(play),
        "copy_log": lambda: record_commands.copy_log(play),
    }
    if on_save is not None:
        handlers["save"] = lambda: on_save(play)
    if on_load is not None:
        handlers["load"] = on_load
    if on_menu is not None:
        handlers["menu"] = on_menu
    return CommandTable(handlers)


def chrome_ports(play: PlayScreen, commands: CommandTable) -> Ports:
    def context_menu(pos: tuple[int, int], title: str, entries: Sequence[MenuEntry]) -> None:
        menu = play.menu
        if isinstance(menu, ContextMenu) and menu.is_open:
            menu.close()
        items = [MenuItem(e.label, e.shortcut, e.on_pick, e.enabled) for e in entries]
        play.menu = ContextMenu(play.manager, pos, title, items)

    def number(title: str, prompt: str, lo: int, hi: int, default: int, on_ok: Callable[[int], object]) -> None:
        play.dialogs.number(title, prompt, lo, hi, default, on_ok)

    return Ports(
        context_menu=context_menu,
        number=number,
        choose=lambda title, options: play.dialogs.choose(title, options),
        search=lambda title, entries, on_take: play.dialogs.search(title, entries, on_take),
        run=commands.run,
    )
