"""Where the window opens: as it was when last closed, else most of the screen, centred.

The size, the position and whether the log panel was open are kept in the user data folder
(``window.json``) when the program ends.  A remembered place is used only while it still fits the
display (a smaller monitor, a changed desktop), and a file that cannot be read is simply ignored:
the window then opens at ``SCREEN_SHARE`` of the desktop.  SDL does not tell the usable part of the
desktop (without the task bar), so the share leaves room for one.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from msgspec import Struct

from .command_line import MIN_SIZE
from .userdirs import data_dir

FILE_NAME = "window.json"
SCREEN_SHARE = 0.9
FALLBACK_DESKTOP = (1280, 800)
REACH = 100  # pixels of the window that must stay on the desktop for a remembered place to be used


class WindowPlace(Struct, frozen=True):
    size: tuple[int, int]
    position: tuple[int, int] | None = None  # None: centred on the desktop
    log_open: bool = True


def opening_place(desktops: Sequence[tuple[int, int]], remembered: WindowPlace | None,
                  asked: tuple[int, int] | None = None) -> WindowPlace:
    """Where the first window goes on these desktops (their sizes, the first the main one).

    ``asked`` (``--size``) wins over the remembered size; the remembered position and log panel
    are kept when the window still reaches onto the desktops there.
    """
    desk_w, desk_h = desktops[0] if desktops else FALLBACK_DESKTOP
    share = (max(MIN_SIZE[0], min(desk_w, round(desk_w * SCREEN_SHARE))),
             max(MIN_SIZE[1], min(desk_h, round(desk_h * SCREEN_SHARE))))
    if remembered is None:
        return WindowPlace(asked or share)
    fits = MIN_SIZE[0] <= remembered.size[0] <= desk_w and MIN_SIZE[1] <= remembered.size[1] <= desk_h
    size = asked or (remembered.size if fits else share)
    position = remembered.position
    if position is not None and not _reaches(position, size, desktops or [FALLBACK_DESKTOP]):
        position = None
    return WindowPlace(size, position, remembered.log_open)


def _reaches(position: tuple[int, int], size: tuple[int, int], desktops: Sequence[tuple[int, int]]) -> bool:
    """Whether a window there keeps its title bar on the desktops (taken side by side)."""
    x, y = position
    total_w, top_h = sum(w for w, _ in desktops), max(h for _, h in desktops)
    return x + size[0] >= REACH and x <= total_w - REACH and 0 <= y <= top_h - REACH


def place_file() -> Path:
    return data_dir() / FILE_NAME


def remembered_place(path: Path | None = None) -> WindowPlace | None:
    """The place saved by the last run, or ``None`` (no file, or one that does not read as a place)."""
    path = path or place_file()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        size = (int(raw["size"][0]), int(raw["size"][1]))
        position = None if raw.get("position") is None else (int(raw["position"][0]), int(raw["position"][1]))
        log_open = raw.get("log_open", True)
    except (OSError, ValueError, TypeError, KeyError, IndexError):
        return None
    if not isinstance(log_open, bool):
        return None
    return WindowPlace(size, position, log_open)


def remember_place(place: WindowPlace, path: Path | None = None) -> bool:
    """Keep ``place`` for the next run; ``False`` when the disk refuses (nothing else is lost)."""
    from .atomic import write_atomically  # at the end of a run: not on the way to the first frame

    text = json.dumps({"size": list(place.size), "position": None if place.position is None else list(place.position),
                       "log_open": place.log_open})
    return write_atomically(path or place_file(), lambda handle: handle.write(text.encode("utf-8")))
