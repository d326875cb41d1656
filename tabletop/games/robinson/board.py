"""Where things are printed on the board, the character cards, Friday's card and the scenario sheet.

The geometry is ours (the rulebook names the regions, not their millimetres): the art draws these
spaces and tracks and the layout puts pieces on them, so both read the same numbers.  Island spaces
are hexes (pointy top) in four rows of 3/5/4/3, the start space on the bottom edge, as one fan model
of the printed board has it.  All coordinates are millimetres from the sheet's top-left corner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

Space = dict[str, Any]

ISLAND_ROWS: tuple[tuple[int, ...], ...] = ((2, 4, 6), (1, 3, 5, 7, 9), (2, 4, 6, 8), (3, 5, 7))
START_SPACE = "island-14"
PALETTE = {"paper": "#e8dcc0", "ink": "#3b2a1a", "sea": "#7fa7b8", "build": "#8b5a2b", "gather": "#808080",
           "explore": "#3c8c3c", "hunt": "#be2828", "threat": "#5a3c78"}
COSTS = ("1-2 players: 2 wood or 1 fur", "3 players: 3 wood or 2 fur", "4 players: 4 wood or 3 fur",
         "Weapon +1: 1 wood")
MORALE_LEVELS = (-3, -2, -1, 0, 1, 2, 3)
LEVEL_CELLS = 11
INVENTION_SPACES = 18


def _rect(sid: str, label: str, x: float, y: float, w: float, h: float, text: str = "",
          shape: str = "rect") -> Space:
    space: Space = {"id": sid, "label": label, "x": x, "y": y, "w": w, "h": h, "shape": shape}
    if text:
        space["text"] = text
    return space


def _island(hex_w: float, hex_h: float) -> list[Space]:
    spaces = []
    n = 0
    for row, cols in enumerate(ISLAND_ROWS):
        for col in cols:
            n += 1
            cx = 20 + hex_w / 2 * col
            cy = 20 + hex_h / 2 + row * hex_h * 0.75
            label = "Start space (island tile 8)" if f"island-{n}" == START_SPACE else f"Island space {n}"
            spaces.append(_rect(f"island-{n}", label, cx - hex_w / 2, cy - hex_h / 2, hex_w, hex_h, shape="hex"))
    return spaces


def _cells(x: float, y: float, w: float, h: float, texts: Sequence[str], step: float) -> list[dict[str, Any]]:
    return [{"x": x + i * step, "y": y, "w": w, "h": h, "text": t} for i, t in enumerate(texts)]


def main_board(card_w: float, card_h: float, hex_w: float, hex_h: float) -> dict[str, Any]:
    """The board's printed regions (rules digest 2.2) as spaces and tracks."""
    slot = card_w + 17
    top, mid = 20.0, 120.0
    spaces = _island(hex_w, hex_h)
    spaces += [
        _rect("event-deck", "Event deck", 400, top, card_w, card_h),
        _rect("threat-left", "Threat (left)", 400 + slot, top, card_w, card_h),
        _rect("threat-right", "Threat (right)", 400 + 2 * slot, top, card_w, card_h),
        _rect("hunting-deck", "Hunting deck", 400 + 3 * slot + 20, top, card_w, card_h),
        _rect("hunt", "Hunt (2 pawns)", 740, top, 140, card_h, "Hunt: always 2 pawns, needs a Beast card"),
        _rect("build-adventures", "Build adventure deck", 400, mid, card_w, card_h),
        _rect("gather-adventures", "Gather adventure deck", 400 + slot, mid, card_w, card_h),
        _rect("explore-adventures", "Explore adventure deck", 400 + 2 * slot, mid, card_w, card_h),
        _rect("weather", "Weather", 400 + 3 * slot + 20, mid, 880 - (400 + 3 * slot + 20), card_h,
              "Weather dice and tokens"),
    ]
    actions = (("build", "Build"), ("gather", "Gather"), ("explore", "Explore"), ("arrange-camp", "Arrange camp"),
               ("rest", "Rest"), ("night", "Night"))
    spaces += [_rect(sid, label, 400 + i * 80, 220, 75, 70) for i, (sid, label) in enumerate(actions)]
    spaces += [_rect(f"invention-{n + 1}", f"Invention {n + 1}", 400 + (n % 6) * 80, 305 + (n // 6) * 95,
                     card_w, card_h) for n in range(INVENTION_SPACES)]
    spaces += [
        _rect("shelter", "Shelter", 20, 355, 70, 92, "Shelter"),
        _rect("costs", "Shelter / Roof / Palisade cost", 20, 460, 140, 120, "\n".join(COSTS)),
        _rect("future-resources", "Future resources", 170, 460, 100, 120),
        _rect("available-resources", "Available resources", 280, 460, 100, 120),
    ]
    levels = [str(n) for n in range(LEVEL_CELLS)]
    tracks = [
        {"id": "morale", "label": "Morale",
         "cells": _cells(20, 305, 46, 36, [f"{m:+d}" if m else "0" for m in MORALE_LEVELS], 50)},
        {"id": "roof", "label": "Roof", "cells": _cells(120, 355, 22, 28, levels, 24.2)},
        {"id": "palisade", "label": "Palisade", "cells": _cells(120, 387, 22, 28, levels, 24.2)},
        {"id": "weapon", "label": "Weapon", "cells": _cells(120, 419, 22, 28, levels, 24.2)},
    ]
    return {"title": "Robinson Crusoe", "island": "hex", "palette": PALETTE, "spaces": spaces, "tracks": tracks}


def life_track(wounds_to_die: int, morale_down_after: Sequence[int], x: float, y: float,
               width: float, height: float) -> dict[str, Any]:
    """Start space at the left, death at the right, morale-down symbols after the listed wounds."""
    count = wounds_to_die + 1
    step = width / count
    texts = []
    for n in range(count):
        texts.append("start" if n == 0 else "death" if n == wounds_to_die else
                     "morale -1" if n in morale_down_after else str(n))
    return {"id": "life", "label": "Life track", "cells": _cells(x, y, step - 1, height, texts, step)}


def character_board(row: dict[str, Any], abilities: Sequence[dict[str, Any]], width: float, height: float,
                    card_w: float, card_h: float) -> dict[str, Any]:
    """A character card: four abilities, the personal-invention space, body zones and the life track."""
    text_w = width - card_w - 15
    spaces = [_rect(f"ability-{i + 1}", a["title"], 5, 22 + i * 18, text_w, 16,
                    f"{a['title']} ({a['cost']}): {a['effect']}") for i, a in enumerate(abilities)]
    spaces.append(_rect("personal-invention", "Personal invention", width - card_w - 5, 5, card_w, card_h))
    zone_w = text_w / 4
    spaces += [_rect(f"body-{z}", z.capitalize(), 5 + i * zone_w, 96, zone_w - 2, 16, z)
               for i, z in enumerate(("head", "arm", "belly", "leg"))]
    track = life_track(row["wounds_to_die"], row["morale_down_after"], 5, height - 22, width - 10, 18)
    return {"title": row["title"], "palette": PALETTE, "spaces": spaces, "tracks": [track]}


def helper_board(row: dict[str, Any], width: float, height: float) -> dict[str, Any]:
    """Friday's card (with his life track) or the Dog's card."""
    spaces = [_rect("text", row["title"], 5, 18, width - 10, height - 44 if row["wounds_to_die"] else height - 23,
                    row["text"])]
    tracks = [life_track(row["wounds_to_die"], (), 5, height - 22, width - 10, 18)] if row["wounds_to_die"] else []
    return {"title": row["title"], "palette": PALETTE, "spaces": spaces, "tracks": tracks}


def scenario_sheet(row: dict[str, Any], width: float) -> dict[str, Any]:
    """The scenario card: round track with its weather dice, woodpile stages, goal and inventions."""
    rounds = row["rounds"]
    step = (width - 10) / rounds
    round_cells = [{"x": 5 + i * step, "y": 22, "w": step - 1, "h": 24, "text": str(i + 1),
                    "weather": row["weather"][i]} for i in range(rounds)]
    pile = row["woodpile"]
    pile_cells = _cells(5, 54, 30, 24, [f"{n} wood" for n in pile], 32)
    spaces = [
        _rect("goal", "Goal", 5, 84, width - 10, 18, row["goal"]),
        _rect("invention-a", "Scenario invention", 5, 106, width / 2 - 7, 22, row["inventions"][0]),
        _rect("invention-b", "Scenario invention", width / 2 + 2, 106, width / 2 - 7, 22, row["inventions"][1]),
        _rect("discoveries", "Scenario discovery tokens", 5, 132, width - 10, 24,
              "; ".join(row["discoveries"]) + f". Book: {row['book']}. Totem: {row['totem']}."),
    ]
    tracks = [{"id": "rounds", "label": "Rounds", "cells": round_cells},
              {"id": "woodpile", "label": "Woodpile", "cells": pile_cells}]
    return {"title": f"Scenario {row['number']}: {row['title']}", "palette": PALETTE, "spaces": spaces,
            "tracks": tracks}


def find_space(data: Mapping[str, Any], space_id: str) -> Space:
    for space in data["spaces"]:
        if space["id"] == space_id:
            return dict(space)
    raise KeyError(space_id)


def track_cell(data: Mapping[str, Any], track_id: str, index: int) -> dict[str, Any]:
    for track in data["tracks"]:
        if track["id"] == track_id:
            return dict(track["cells"][index])
    raise KeyError(track_id)


def centre(rect: dict[str, Any]) -> tuple[float, float]:
    return rect["x"] + rect["w"] / 2, rect["y"] + rect["h"] / 2
