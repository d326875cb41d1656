"""Where things are printed on My Village's boards, in millimetres from each board's top-left.

The numbers printed (chronicle adventure points, rat-track start spaces, flag values, the window
table) come from the data file; this module only places them, so the art draws them and the layout
puts pieces on the same spots.
"""

from __future__ import annotations

from typing import Any

from ..board_spaces import Space, loop_point, space

MAIN_W, MAIN_H = 430.0, 300.0
VILLAGE_W, VILLAGE_H = 300.0, 200.0
CARD_W, CARD_H = 63.0, 88.0
DISPLAY_X, DISPLAY_Y = 290.0, 10.0


def flag_text(values: list[Any]) -> str:
    return "/".join(str(v) for v in values)


def main_board_data(board: dict[str, Any]) -> dict[str, Any]:
    """Chronicle, anonymous graves, rat-die rest, customer deck, steward's office, display and rat track."""
    spaces: list[Space] = []
    for c, prof in enumerate(board["professions"]):
        for r, ap in enumerate(board["chronicle_ap"]):
            spaces.append(space(f"chronicle-{prof}-{r + 1}", f"chronicle: {prof} {r + 1}",
                                 12 + c * 38, 40 + r * 38, 32, 32, "circle", f"{ap} AP"))
    for n in range(board["anonymous_graves"]):
        spaces.append(space(f"grave-{n + 1}", f"anonymous grave {n + 1}", 12 + (n % 6) * 31, 128 + (n // 6) * 31,
                             26, 26, "rect", str(n + 1)))
    spaces.append(space("rat-die", "rat die", 212, 140, 26, 26, "rect"))
    spaces.append(space("customer-deck", "customer deck", 212, 30, CARD_W + 4, CARD_H + 4, "rect"))
    spaces.append(space("steward", "steward's office", 212, 176, 70, 40, "rect",
                         f"{flag_text(board['steward_flag'])}"))
    for i in range(board["display"]):
        x, y = _display_slot(i)
        spaces.append(space(f"display-{i + 1}", f"customer display {i + 1}", x - CARD_W / 2, y - CARD_H / 2,
                             CARD_W, CARD_H, "rect"))
    return {"title": board["title"], "spaces": spaces, "tracks": [_rat_track(board)],
            "palette": {"ground": "#d8c8a0", "ink": "#3b2f22", "red": "#b8433a", "grey": "#8a8a86"}}


def _display_slot(i: int) -> tuple[float, float]:
    col, row = i % 2, i // 2
    return (DISPLAY_X + CARD_W / 2 + col * (CARD_W + 6), DISPLAY_Y + CARD_H / 2 + row * (CARD_H + 6))


def display_slots(count: int) -> list[tuple[float, float]]:
    return [_display_slot(i) for i in range(count)]


def rat_track_length(board: dict[str, Any]) -> int:
    """Cells on the rat track: the invasion space and every distance up to the farthest start space."""
    return int(max(board["rat_start"].values())) + 1


def _rat_track(board: dict[str, Any]) -> dict[str, Any]:
    starts = {d: p for p, d in board["rat_start"].items()}
    cells = []
    length = rat_track_length(board)
    width = min(19.0, 266.0 / length)
    for i in range(length):
        distance = length - 1 - i
        text = "rat invasion" if distance == 0 else str(distance)
        if distance in starts:
            text += f" ({starts[distance]}p start)"
        tone = "invasion" if distance == 0 else "red" if distance <= board["red_spaces"] else "grey"
        cells.append({"x": 12 + i * width, "y": 236, "w": width - 2, "h": 34, "text": text, "tone": tone})
    return {"id": "rat-track", "label": "rat track", "cells": cells}


def rat_cell_index(board: dict[str, Any], distance: int) -> int:
    """The rat-track cell ``distance`` steps before the invasion space."""
    return rat_track_length(board) - 1 - distance


PROFESSION_X = (58.0, 104.0, 150.0, 196.0, 242.0)
TIME_CELL = 24.0
RING = 16.0  # the time loop's cells are centred this far in from the board's edge


def village_board_data(row: dict[str, Any], professions: list[str]) -> dict[str, Any]:
    """Profession spaces, headman path, money barn, adventure tree, school, flags, window table, and the
    time track: a loop of clouds round the edge, clockwise, the bridge (cell 0) at the top left."""
    spaces = [space(f"profession-{p}", p, PROFESSION_X[i] - 13, 56, 26, 26, "circle", p)
              for i, p in enumerate(professions)]
    spaces += [
        space("main-building", "main building (safe adventure points)", 34, 88, 56, 44, "rect"),
        space("coin-space", "headman: coin", 94, 96, 26, 26, "circle", "1 coin"),
        space("ap-space", "headman: 3 adventure points", 124, 96, 26, 26, "circle", "3 AP"),
        space("money-barn", "money barn", 154, 88, 48, 44, "rect"),
        space("adventure-tree", "adventure tree", 206, 86, 60, 48, "rect"),
        space("school-left", "school, left", 34, 138, 24, 24, "circle"),
        space("school-right", "school, right", 62, 138, 24, 24, "circle"),
        space("school-flag", "school flag (white)", 90, 138, 36, 24, "rect", flag_text(row["school_flag"])),
        space("black-flag", "village black flag", 180, 138, 36, 24, "rect", "?"),
        space("play-flag", "play flag (white)", 226, 138, 36, 24, "rect", flag_text(row["play_flag"])),
    ]
    windows = {"id": "windows", "label": "church windows",
               "cells": [{"x": 34 + i * 22, "y": 32, "w": 20, "h": 18, "text": f"{i + 1}: {pts}"}
                         for i, pts in enumerate(row["window_points"])]}
    clouds = row["time_clouds"]
    perimeter = 2 * (VILLAGE_W + VILLAGE_H - 4 * RING)
    step = perimeter / (clouds + 1)
    cells = []
    for i in range(clouds + 1):
        cx, cy = loop_point(i * step, (RING, RING, VILLAGE_W - RING, VILLAGE_H - RING), "top-left")
        cells.append({"x": cx - TIME_CELL / 2, "y": cy - TIME_CELL / 2, "w": TIME_CELL, "h": TIME_CELL,
                      "text": "bridge" if i == 0 else str(i)})
    time = {"id": "time-track", "label": "time track", "cells": cells}
    return {"title": row["title"], "spaces": spaces, "tracks": [windows, time],
            "palette": {"ground": "#e2d3ad", "ink": "#3b2f22"}}


