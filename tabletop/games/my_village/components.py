"""My Village's piece specs, made from the catalogue: cards, boards, dice, figures, tokens.

A village card's face 0 ("front") is its light-rimmed side and face 1 ("back") its dark-rimmed side,
the side the rulebook calls "face down".  Only customer and travel cards hide who they are on that
side (customers share one back; a letter's travel cards share one dark side); every other dark side
is printed differently per card and is public, as on the real table.
"""

from __future__ import annotations

from typing import Any

from ...core.model import PieceSpec
from ..laying import ColourSlot, hex_rgb
from .boards import (
    CARD_H,
    CARD_W,
    MAIN_H,
    MAIN_W,
    VILLAGE_H,
    VILLAGE_W,
    main_board_data,
    village_board_data,
)
from .catalogue import Catalogue

CARD_COLOURS = {
    "church": (150, 120, 170), "monk": (120, 100, 150), "council": (170, 80, 70), "meeting_place": (190, 110, 80),
    "field": (150, 170, 80), "travel": (80, 140, 180), "craft": (170, 130, 70), "customer": (200, 180, 120),
}
HIDDEN_BACKS = {"customer": "customer card", "travel": "travel card {deck}"}
DIE_FACES = ("1", "2", "3", "4", "5", "6")
TILE_FACES = {
    "start-player": ("palm side", "back side"),
    "overview": ("set-up overview", "turn overview"),
}


def card_spec(row: dict[str, Any]) -> PieceSpec:
    kind = row["kind"]
    hidden = kind in HIDDEN_BACKS
    back = HIDDEN_BACKS[kind].format(deck=row["deck"]) if hidden else f"{kind.replace('_', ' ')} card"
    data = {k: v for k, v in row.items() if k != "id" and v not in (None, "", [], False)}
    data["time"] = row["time"]
    data["points"] = row["points"]
    return PieceSpec(
        id=row["id"], kind="card", label=row["title"], faces=("front", "back"), width=CARD_W, height=CARD_H,
        hidden_faces=frozenset({1}) if hidden else frozenset(), back=back, tags=("card", kind),
        color=CARD_COLOURS[kind], data=data,
    )


def component_specs(row: dict[str, Any], slots: list[ColourSlot]) -> list[PieceSpec]:
    """One spec per component row, or one per player colour for coloured figures."""
    kind = row["kind"]
    faces = DIE_FACES if kind == "die" else TILE_FACES.get(row["id"], (row["label"],))
    data: dict[str, Any] = {"title": row["label"], "source": row["source"]}
    if row["value"] is not None:
        data["value"] = row["value"]
    common = dict(kind=kind, faces=faces, width=row["width"], height=row["height"], tags=(row["id"],), data=data)
    if row["per_colour"]:
        return [PieceSpec(id=f"{row['id']}-{s.key}", label=f"{row['label']} ({s.name})", color=s.color, **common)
                for s in slots]
    colour = hex_rgb(row["color"]) if row["color"] else None
    return [PieceSpec(id=row["id"], label=row["label"], color=colour, **common)]


def main_board_spec(catalogue: Catalogue) -> PieceSpec:
    return PieceSpec(id="main-board", kind="board", label="main board", faces=("board",), width=MAIN_W,
                     height=MAIN_H, tags=("main-board",), color=(216, 200, 160), data=main_board_data(catalogue.main_board))


def village_board_spec(row: dict[str, Any], catalogue: Catalogue) -> PieceSpec:
    return PieceSpec(id=row["id"], kind="board", label=row["title"], faces=("board",), width=VILLAGE_W,
                     height=VILLAGE_H, tags=("village-board",), color=(226, 211, 173),
                     data=village_board_data(row, catalogue.main_board["professions"]))


def all_specs(catalogue: Catalogue, slots: list[ColourSlot]) -> list[PieceSpec]:
    specs = [main_board_spec(catalogue)]
    specs += [village_board_spec(row, catalogue) for row in catalogue.village_boards]
    specs += [card_spec(row) for row in catalogue.cards]
    for row in catalogue.components:
        specs += component_specs(row, slots)
    return specs
