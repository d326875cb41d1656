"""The table controller's ``Ports`` wired to UI-chrome's panels (menus, dialogs, help, curtain)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .controller_ports import MenuEntry, Ports
from .menus import ContextMenu, MenuItem

if TYPE_CHECKING:
    from .shell_play import PlayScreen


def chrome_ports(play: PlayScreen, on_save: Callable[[PlayScreen], None] | None,
                 on_load: Callable[[], None] | None, on_menu: Callable[[], None] | None) -> Ports:
    def context_menu(pos: tuple[int, int], title: str, entries: Sequence[MenuEntry]) -> None:
        if play.menu is not None and play.menu.is_open:
            play.menu.close()
        items = [MenuItem(e.label, e.shortcut, e.on_pick, e.enabled) for e in entries]
        play.menu = ContextMenu(play.manager, pos, title, items)

    def number(title: str, prompt: str, lo: int, hi: int, default: int, on_ok: Callable[[int], object]) -> None:
        play.dialogs.number(title, prompt, lo, hi, default, on_ok)

    def nothing() -> None:
        return None

    return Ports(
        context_menu=context_menu,
        number=number,
        choose=lambda title, options: play.dialogs.choose(title, options),
        search=lambda title, entries, on_take: play.dialogs.search(title, entries, on_take),
        save=(lambda: on_save(play)) if on_save else nothing,
        load=on_load or nothing,
        menu=on_menu or nothing,
        help=play.help.toggle,
        end_turn=play.end_turn,
    )
