"""The table's keys (``keys.KEY_BINDINGS`` lists them for the help overlay).

Keys that are commands (undo, save, end turn...) run the screen's command table, as its buttons and
menu entries do; the others act on the pieces under the cursor or move the view.
"""

from __future__ import annotations

import pygame

from . import table_ops
from .scene import frame_table
from .table_context import TableContext

PAN_KEYS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
            pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1)}
NUMBER_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}
CTRL_COMMANDS = {pygame.K_z: "undo", pygame.K_y: "redo", pygame.K_s: "save", pygame.K_o: "load", pygame.K_r: "replay",
                 pygame.K_b: "bookmark"}
COMMAND_KEYS = {pygame.K_F1: "help", pygame.K_RETURN: "end_turn", pygame.K_KP_ENTER: "end_turn",
                pygame.K_TAB: "toggle_log", pygame.K_b: "box"}


def _ctrl_key(c: TableContext, key: int, shift: bool) -> bool:
    name = "redo" if key == pygame.K_z and shift else CTRL_COMMANDS.get(key)
    if name is None:
        return False
    c.ports.run(name)
    return True


def key_down(c: TableContext, event: pygame.event.Event, held: set[int]) -> bool:
    """Act on one key press; pan keys go into ``held`` while they are down."""
    key = event.key
    mods = getattr(event, "mod", 0)
    if mods & pygame.KMOD_CTRL:
        return _ctrl_key(c, key, bool(mods & pygame.KMOD_SHIFT))
    if key in (pygame.K_LALT, pygame.K_RALT):
        c.ui.magnify = True
        return True
    if getattr(event, "unicode", "") == "?":
        c.ports.run("help")
        return True
    if key in COMMAND_KEYS:
        c.ports.run(COMMAND_KEYS[key])
        return True
    if key == pygame.K_ESCAPE:
        if c.ui.drag is not None or c.ui.box is not None:
            c.ui.drag, c.ui.box, c.ui.drop_zone, c.ui.drop_piece = None, None, None, None
        else:
            c.ports.run("menu")
        return True
    if key == pygame.K_HOME:
        frame_table(c.camera, c.view, c.ui.drawer_open)
        return True
    if key in NUMBER_KEYS:
        zone = c.zone_under_cursor()
        if zone is not None:
            table_ops.draw(c, zone, NUMBER_KEYS[key])
        return True
    subjects = c.subjects()
    if key == pygame.K_f:
        table_ops.flip(c, subjects)
    elif key == pygame.K_q:
        table_ops.rotate(c, subjects, -90)
    elif key == pygame.K_e:
        table_ops.rotate(c, subjects, 90)
    elif key == pygame.K_r:
        table_ops.roll_or_shuffle(c, subjects)
    elif key == pygame.K_l:
        table_ops.lock(c, subjects)
    elif key in PAN_KEYS:
        held.add(key)
    else:
        return False
    return True
