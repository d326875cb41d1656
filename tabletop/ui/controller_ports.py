"""What the table controller needs from the chrome, as plain callbacks (so tests can stand in for it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from msgspec import Struct


class MenuEntry(Struct, frozen=True):
    label: str
    shortcut: str
    on_pick: Callable[[], object]
    enabled: bool = True


class Ports(Struct):
    """What the controller asks of the chrome; the app wires these to pygame_gui panels."""

    context_menu: Callable[[tuple[int, int], str, Sequence[MenuEntry]], None]
    number: Callable[[str, str, int, int, int, Callable[[int], object]], None]
    choose: Callable[[str, Sequence[tuple[str, Callable[[], object]]]], object]
    search: Callable[[str, Sequence[tuple[str, str]], Callable[[str], object]], object]
    run: Callable[[str], None]
    """Run a command of the screen's ``CommandTable`` by name ("undo", "end_turn", ...)."""
