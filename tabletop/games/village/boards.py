"""Where things are printed on Village's board and farms, in millimetres from each board's top-left.

What is printed (costs, points, labels "3"/"4", city rewards) comes from the data file; this module
only places it, so the art draws it and the layout puts pieces on the same spots.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..board_spaces import Space, loop_point, space

BOARD_W, BOARD_H = 600.0, 420.0
FARM_W, FARM_H = 260.0, 170.0
TILE = 36.0
PRESTIGE_CELL = 28.0
CITY_AT = {"village": (36, 235), "north": (96, 195), "east": (96, 270), "hill": (166, 195), "ford": (166, 235),
           "abbey": (166, 270), "harbour": (236, 235)}


def _amounts(value: Mapping[str, int]) -> str:
    return " + ".join(f"{n} {name}" for name, n in value.items())


def reward_text(reward: Mapping[str, int]) -> str:
    """A city's reward as printed in its circle: "3 points", "2 cubes", "1 coin"."""
    return ", ".join(f"{n} {name[:-1] if n == 1 else name}" for name, n in reward.items())


def product(building: Mapping[str, Any]) -> str:
    """What a building gives: "wagon", "horse or ox", "2 coins"."""
    return " or ".join(building["makes"]) or f"{building.get('coins', 0)} coins"


def building_text(building: Mapping[str, Any]) -> str:
    """What a building makes and what it costs, as its roof and sign show it."""
    makes = product(building)
    price = _amounts(building["price"])
    if not building["makes"]:
        return f"{makes}: {building['production']} time + {price}"
    return f"{makes}: train {building['training']}, make {building['production']} | {price}"


def market_slots(board: Mapping[str, Any]) -> list[tuple[str, float, float]]:
    """(id, centre x, centre y) of the stall spaces, then the queue spaces, in filling order."""
    stalls = [(f"stall-{i + 1}", 350.0 + i * 42 + 19, 121.0) for i in range(len(board["market_stalls"]))]
    queue = [(f"queue-{i + 1}", 350.0 + i * 42 + 19, 163.0) for i in range(board["market_queue"])]
    return stalls + queue


def chronicle_spaces(board: Mapping[str, Any]) -> list[Space]:
    spaces = []
    for c, category in enumerate(board["chronicle"]):
        for k, label in enumerate(board["chronicle_labels"]):
            spaces.append(space(f"chronicle-{category}-{k + 1}", f"chronicle: {category}",
                                 104 + c * 52 + (k % 2) * 24, 318 + (k // 2) * 24, 22, 22, "rect", label))
    for k, label in enumerate(board["grave_labels"]):
        spaces.append(space(f"grave-{k + 1}", "anonymous grave", 376 + k * 26, 334, 22, 22, "rect", label))
    return spaces


def board_data(board: Mapping[str, Any]) -> dict[str, Any]:
    """Action spaces A-G, buildings, market, travel map, council, church, well, chronicle, graves, track."""
    spaces: list[Space] = []
    for i, action in enumerate(board["actions"]):
        spaces.append(space(f"action-{action['id']}", f"{action['id']} {action['label']}", 34 + i * 76, 36, 72, 60))
    for i, b in enumerate(board["buildings"]):
        spaces.append(space(f"building-{b['id']}", b["label"], 34 + i * 62, 102, 58, 66, "rect", building_text(b))
                      | {"good": product(b), "training": b["training"], "production": b["production"],
                         "price": dict(b["price"])})
    stalls = board["market_stalls"]
    for sid, x, y in market_slots(board):
        label = stalls[int(sid.split("-")[1]) - 1] if sid.startswith("stall") else ""
        spaces.append(space(sid, f"market {sid.replace('-', ' ')}", x - 19, y - 19, 38, 38, "rect", label or None))
    rewards = {c["id"]: c for c in board["cities"]}
    for cid, (x, y) in CITY_AT.items():
        city = rewards.get(cid)
        spaces.append(space(f"city-{cid}", city["label"] if city else "the village", x, y, 56 if city else 44, 30,
                             "circle", reward_text(city["reward"]) if city else "start"))
    for i, stage in enumerate(board["council"]):
        spaces.append(space(f"council-{stage['stage']}", f"council stage {stage['stage']}", 306 + i * 56, 188, 52,
                             50, "rect", f"{stage['time']} time; {stage['points']} pts"))
    spaces.append(space("next-first-player", "next-first-player room", 530, 188, 36, 50, "rect"))
    for window in board["church"]:
        spaces.append(space(f"window-{window['window']}", f"church window {window['window']}",
                             306 + (4 - window["window"]) * 56, 246, 52, 54, "rect",
                             f"{window['points']} pts" + (f"; {window['grain']} grain" if window["grain"] else "")))
    spaces.append(space("well", "H well", 34, 306, 60, 78, "circle", "3 cubes of one colour"))
    spaces += chronicle_spaces(board)
    return {"title": board["title"], "spaces": spaces, "tracks": [_prestige(board["prestige_spaces"])],
            "paths": board["paths"], "palette": {"ground": "#cdbb8a", "ink": "#35291c"}}


def _prestige(count: int) -> dict[str, Any]:
    """The prestige track round the edge; cell 0 is the book in the top-left corner."""
    w, h = BOARD_W - PRESTIGE_CELL - 4, BOARD_H - PRESTIGE_CELL - 4
    perimeter = 2 * (w + h)
    cells = []
    for n in range(count):
        d = perimeter * n / count
        if d < w:
            x, y = d, 0.0
        elif d < w + h:
            x, y = w, d - w
        elif d < 2 * w + h:
            x, y = w - (d - w - h), h
        else:
            x, y = 0.0, h - (d - 2 * w - h)
        cells.append({"x": 2 + x, "y": 2 + y, "w": PRESTIGE_CELL, "h": PRESTIGE_CELL, "text": str(n)})
    return {"id": "prestige", "label": "prestige track", "cells": cells}


TIME_CELL = 24.0


def farm_data(farm: Mapping[str, Any]) -> dict[str, Any]:
    """Family home, cube area and grain spaces inside the time track, which loops round the border
    clockwise from the cloud at the top right and ends on the bridge just left of it."""
    spaces = [space("home", "family home", 36, 36, 118, 56, "rect"),
              space("cubes", "influence cubes", 160, 36, 64, 56, "rect")]
    spaces += [space(f"grain-{i + 1}", f"grain space {i + 1}", 36 + i * 30, 102, 24, 24, "rect")
               for i in range(farm["grain_spaces"])]
    cells = farm["time_spaces"] + 1
    perimeter = 2 * (FARM_W - 32 + FARM_H - 32)
    step = (perimeter - TIME_CELL - 6) / (cells - 1)
    track = []
    for i in range(cells):
        cx, cy = loop_point(i * step, (16.0, 16.0, FARM_W - 16.0, FARM_H - 16.0), "top-right")
        track.append({"x": cx - TIME_CELL / 2, "y": cy - TIME_CELL / 2, "w": TIME_CELL, "h": TIME_CELL,
                      "text": "cloud" if i == 0 else "bridge" if i == cells - 1 else str(i)})
    return {"title": farm["title"], "spaces": spaces, "tracks": [{"id": "time", "label": "time track", "cells": track}],
            "palette": {"ground": "#d9c79a", "ink": "#35291c"}}


def home_spots(farm: Mapping[str, Any]) -> list[tuple[float, float]]:
    return [(52 + i * 28, 70.0) for i in range(farm["home_spots"])]


