"""The table's keys (``keys.KEY_BINDINGS`` lists them for the help overlay)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .controller import Controller


def _ctrl_key(c: Controller, key: int, shift: bool) -> bool:
    if key == pygame.K_z and not shift:
        c.session.undo()
    elif key == pygame.K_y or (key == pygame.K_z and shift):
        c.session.redo()
    elif key == pygame.K_s:
        c.ports.save()
    elif key == pygame.K_o:
        c.ports.load()
    else:
        return False
    return True


def key_down(c: Controller, event: pygame.event.Event) -> bool:
    from .controller import NUMBER_KEYS, PAN_KEYS

    key = event.key
    mods = getattr(event, "mod", 0)
    if mods & pygame.KMOD_CTRL:
        return _ctrl_key(c, key, bool(mods & pygame.KMOD_SHIFT))
    if key in (pygame.K_LALT, pygame.K_RALT):
        c.ui.magnify = True
        return True
    if key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
        c.ports.help()
        return True
    if key == pygame.K_ESCAPE:
        if c.ui.drag is not None or c.ui.box is not None:
            c.ui.drag, c.ui.box, c.ui.drop_zone, c.ui.drop_piece = None, None, None, None
        else:
            c.ports.menu()
        return True
    if key == pygame.K_HOME:
        c.camera.fit(c.view.width, c.view.height)
        return True
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        c.ports.end_turn()
        return True
    if key in NUMBER_KEYS:
        zone = c.zone_under_cursor()
        if zone is not None:
            c.draw(zone, NUMBER_KEYS[key])
        return True
    subjects = c.subjects()
    if key == pygame.K_f:
        c.flip(subjects)
    elif key == pygame.K_q:
        c.rotate(subjects, -90)
    elif key == pygame.K_e:
        c.rotate(subjects, 90)
    elif key == pygame.K_r:
        c.roll_or_shuffle(subjects)
    elif key == pygame.K_l:
        c.lock(subjects)
    elif key in PAN_KEYS:
        c.hold(key)
    else:
        return False
    return True
