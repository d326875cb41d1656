"""Village's data file read and checked: customer tiles, components, set-up cards, board and farm.

The shared loader checks each row's columns; this module adds what a column type cannot say (a
customer wants known goods, a set-up card fills known action spaces, a blocked space is labelled "3"
or "4"), with the same file/entry/field wording, so a mistyped correction is pointed out exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..catalogue import CatalogueError, Field, check_above_zero, check_amounts, field_place, load_json, section_rows

DATA_FILE = Path(__file__).with_name("data.json")
WANTABLE = ("scroll", "horse", "plough", "ox", "wagon", "grain")
LABELS = ("", "3", "4")
CUSTOMER_TILES = 24  # the rulebook's component list
FAMILIES = 4  # red, yellow, blue and white in the rulebook's component list

FAMILY_SCHEMA = {"label": Field(str), "color": Field(str), "note": Field(str, required=False, default="")}
CUSTOMER_SCHEMA = {"wants": Field(dict), "points": Field(int), "note": Field(str, required=False, default="")}
COMPONENT_SCHEMA = {
    "label": Field(str),
    "kind": Field(str, choices=("pawn", "disc", "cube", "tile", "coin", "token", "card")),
    "count": Field(int),
    "width": Field(float),
    "height": Field(float),
    "color": Field(str, required=False),
    "per_colour": Field(bool, required=False, default=False),
    "value": Field(int, required=False),
    "numbers": Field(list, required=False),
    "note": Field(str, required=False, default=""),
}
SETUP_CARD_SCHEMA = {
    "players": Field(int, choices=(2, 3, 4)),
    "cubes_per_colour": Field(int),
    "spots": Field(dict),
    "note": Field(str, required=False, default=""),
}
BOARD_SCHEMA = {
    "title": Field(str),
    "actions": Field(list),
    "buildings": Field(list),
    "market_stalls": Field(list),
    "market_queue": Field(int),
    "council": Field(list),
    "church": Field(list),
    "cities": Field(list),
    "paths": Field(list),
    "chronicle": Field(list),
    "chronicle_labels": Field(list),
    "grave_labels": Field(list),
    "prestige_spaces": Field(int),
    "travel_points": Field(list),
    "chronicle_points": Field(list),
    "note": Field(str, required=False, default=""),
}
FARM_SCHEMA = {
    "title": Field(str),
    "grain_spaces": Field(int),
    "time_spaces": Field(int),
    "home_spots": Field(int),
    "note": Field(str, required=False, default=""),
}


@dataclass(frozen=True)
class Catalogue:
    """Everything in the box as checked data rows."""

    families: tuple[dict[str, Any], ...]
    customers: tuple[dict[str, Any], ...]
    components: tuple[dict[str, Any], ...]
    setup_cards: tuple[dict[str, Any], ...]
    board: dict[str, Any]
    farm: dict[str, Any]
    file: str = DATA_FILE.name

    def component(self, comp_id: str) -> dict[str, Any]:
        return next(r for r in self.components if r["id"] == comp_id)


def _labels(values: list[Any], where: str) -> None:
    bad = [v for v in values if v not in LABELS]
    if bad:
        raise CatalogueError(f"{where}: a space label is empty, \"3\" or \"4\", found {bad[0]!r}")


_KIND_WORDS = {int: "a whole number", str: "a text", dict: "an object", list: "a list"}
PARTS: dict[str, dict[str, type]] = {
    "actions": {"id": str, "label": str},
    "buildings": {"id": str, "label": str, "makes": list, "training": int, "production": int, "price": dict},
    "council": {"stage": int, "time": int, "points": int, "privilege": str},
    "church": {"window": int, "points": int, "grain": int},
    "cities": {"id": str, "label": str, "reward": dict},
    "paths": {"from": str, "to": str, "cubes": dict},
}


def _parts(path: Path, board: dict[str, Any]) -> None:
    """The board's lists of printed things: each item an object with the columns it needs."""
    for name, columns in PARTS.items():
        where = field_place(path, "board", board, name)
        for n, item in enumerate(board[name]):
            if not isinstance(item, dict):
                raise CatalogueError(f"{where}, item {n + 1}: expected an object, found {item!r}"[:200])
            for column, kind in columns.items():
                value = item.get(column)
                if not isinstance(value, kind) or isinstance(value, bool):
                    raise CatalogueError(f"{where}, item {n + 1}: {column!r} is missing or not "
                                         f"{_KIND_WORDS[kind]}")
    for name in ("chronicle",):
        if not all(isinstance(c, str) and c for c in board[name]):
            raise CatalogueError(f"{field_place(path, 'board', board, name)}: expected a list of category names")
    for name in ("travel_points", "chronicle_points"):
        if not all(type(v) is int for v in board[name]):
            raise CatalogueError(f"{field_place(path, 'board', board, name)}: expected a list of whole numbers")
    if len(board["church"]) != 4 or len(board["council"]) != 4:
        raise CatalogueError(f"{path.name} [board], id {board['id']!r}: the church has 4 windows and the council 4 stages")


def _single(path: Path, rows: list[dict[str, Any]], section: str) -> dict[str, Any]:
    if len(rows) != 1:
        raise CatalogueError(f"{path.name} [{section}]: expected exactly one entry, found {len(rows)}")
    return rows[0]


def load(path: Path = DATA_FILE) -> Catalogue:
    """The checked catalogue; a ``CatalogueError`` names file, entry and field of the first problem."""
    data = load_json(path)
    families = section_rows(data, path.name, "families", FAMILY_SCHEMA)
    for row in families:
        if not re.fullmatch(r"#[0-9a-fA-F]{6}", row["color"]):
            raise CatalogueError(f"{field_place(path, 'families', row, 'color')}: expected a colour like "
                                 f"\"#c4302b\", found {row['color']!r}"[:200])
    if len(families) != FAMILIES:
        raise CatalogueError(f"{path.name} [families]: the box has {FAMILIES} family colours, the file lists "
                             f"{len(families)}")
    customers = section_rows(data, path.name, "customers", CUSTOMER_SCHEMA)
    for row in customers:
        check_amounts(row["wants"], WANTABLE, field_place(path, "customers", row, "wants"))
    if len(customers) != CUSTOMER_TILES:
        raise CatalogueError(f"{path.name} [customers]: the box has {CUSTOMER_TILES} customer tiles, "
                             f"the file lists {len(customers)}")
    components = section_rows(data, path.name, "components", COMPONENT_SCHEMA)
    for row in components:
        check_above_zero(path, "components", row, ("count", "width", "height"))
        numbers = row["numbers"]
        if numbers is not None and (len(numbers) != row["count"] or any(n not in (1, 2, 3, 4) for n in numbers)):
            raise CatalogueError(f"{field_place(path, 'components', row, 'numbers')}: expected {row['count']} "
                                 f"generation numbers from 1 to 4, found {numbers!r}"[:200])
    board = _single(path, section_rows(data, path.name, "board", BOARD_SCHEMA), "board")
    _parts(path, board)
    actions = {str(a["id"]) for a in board["actions"]}
    _labels(board["market_stalls"], field_place(path, "board", board, "market_stalls"))
    _labels(board["chronicle_labels"], field_place(path, "board", board, "chronicle_labels"))
    _labels(board["grave_labels"], field_place(path, "board", board, "grave_labels"))
    setup_cards = section_rows(data, path.name, "setup_cards", SETUP_CARD_SCHEMA)
    for row in setup_cards:
        if set(row["spots"]) != actions:
            raise CatalogueError(f"{field_place(path, 'setup_cards', row, 'spots')}: needs a number for each action "
                                 f"space {', '.join(sorted(actions))}")
        check_amounts(row["spots"], tuple(sorted(actions)), field_place(path, "setup_cards", row, "spots"))
    if sorted(r["players"] for r in setup_cards) != [2, 3, 4]:
        raise CatalogueError(f"{path.name} [setup_cards]: needs one card each for 2, 3 and 4 players")
    farm = _single(path, section_rows(data, path.name, "farm", FARM_SCHEMA), "farm")
    return Catalogue(tuple(families), tuple(customers), tuple(components), tuple(setup_cards), board, farm, path.name)
