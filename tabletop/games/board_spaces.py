"""Board spaces and tracks in the shared board-data convention (``data["spaces"]``, ``data["tracks"]``).

A space is where the art draws a printed box, circle or hex and where the layout snaps pieces:
``{"id", "label", "x", "y", "w", "h", "shape", "text"?}`` in millimetres from the board's top-left.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Space = dict[str, Any]


def space(sid: str, label: str, x: float, y: float, w: float, h: float, shape: str = "rect",
          text: str | None = None) -> Space:
    out: Space = {"id": sid, "label": label, "x": x, "y": y, "w": w, "h": h, "shape": shape}
    if text is not None:
        out["text"] = text
    return out


def space_center(data: Mapping[str, Any], space_id: str) -> tuple[float, float]:
    """The centre of a board's space, in millimetres from the board's top-left."""
    for found in data["spaces"]:
        if found["id"] == space_id:
            return (found["x"] + found["w"] / 2, found["y"] + found["h"] / 2)
    raise KeyError(space_id)


def track_cell_center(data: Mapping[str, Any], track_id: str, index: int) -> tuple[float, float]:
    """The centre of cell ``index`` of a board's track, in millimetres from the board's top-left."""
    for track in data["tracks"]:
        if track["id"] == track_id:
            cell = track["cells"][index]
            return (cell["x"] + cell["w"] / 2, cell["y"] + cell["h"] / 2)
    raise KeyError(track_id)


def loop_point(d: float, box: tuple[float, float, float, float], start: str) -> tuple[float, float]:
    """The point ``d`` mm clockwise round the rectangle ``box`` (left, top, right, bottom) from its
    ``start`` corner (``top-left`` or ``top-right``): where a track looping round a board's edge goes."""
    left, top, right, bottom = box
    sides = [((1.0, 0.0), right - left), ((0.0, 1.0), bottom - top), ((-1.0, 0.0), right - left),
             ((0.0, -1.0), bottom - top)]
    x, y = (right, top) if start == "top-right" else (left, top)
    if start == "top-right":
        sides = sides[1:] + sides[:1]
    for (dx, dy), length in sides:
        step = min(d, length)
        x, y, d = x + dx * step, y + dy * step, d - step
        if d <= 0:
            break
    return x, y
