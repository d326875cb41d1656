"""Village's piece specs, made from the catalogue: board, farms, figures, cubes, tiles, coins, cards.

A customer tile's face 0 is its front (wants and points) and face 1 its common back, the side its
stack shows and a served tile is kept on.  A family member's number is printed on both of its sides
(face 0 standing, face 1 laid down when dead), so it is public either way.
"""

from __future__ import annotations

from typing import Any

from ...core.model import PieceSpec
from ..laying import ColourSlot, hex_rgb
from .boards import BOARD_H, BOARD_W, FARM_H, FARM_W, TILE, board_data, farm_data
from .catalogue import Catalogue

CARD_W, CARD_H = 63.0, 88.0


def customer_spec(row: dict[str, Any]) -> PieceSpec:
    wants = " + ".join(f"{n} {name}" for name, n in row["wants"].items())
    return PieceSpec(
        id=row["id"], kind="tile", label=f"customer: {wants}", faces=("front", "back"), width=TILE, height=TILE,
        hidden_faces=frozenset({1}), back="customer tile", tags=("customer",), color=(214, 196, 150),
        data={"title": "Customer", "goods": dict(row["wants"]), "points": row["points"], "source": row["source"],
              "note": row["note"]},
    )


def setup_card_spec(row: dict[str, Any]) -> PieceSpec:
    return PieceSpec(
        id=row["id"], kind="card", label=f"set-up card, {row['players']} players", faces=("front", "back"),
        width=CARD_W, height=CARD_H, back="set-up card", tags=("setup-card",), color=(226, 214, 184),
        data={"title": f"{row['players']} players", "players": row["players"],
              "cubes_per_colour": row["cubes_per_colour"], "spots": dict(row["spots"]), "source": row["source"],
              "note": row["note"]},
    )


def component_specs(row: dict[str, Any], slots: list[ColourSlot]) -> list[PieceSpec]:
    """One spec per component row; per colour for markers; per colour and number for family members."""
    faces: tuple[str, ...] = ("standing", "lying") if row["kind"] == "pawn" else (row["label"],)
    if row["kind"] == "card":
        faces = ("front", "back")
    data: dict[str, Any] = {"title": row["label"], "source": row["source"]}
    if row["value"] is not None:
        data["value"] = row["value"]
    common = dict(kind=row["kind"], faces=faces, width=row["width"], height=row["height"], tags=(row["id"],))
    if row["numbers"] is not None:
        return [PieceSpec(id=f"{row['id']}-{s.key}-{n}", label=f"{s.name} {row['label']} {n}", color=s.color,
                          data={**data, "generation": n}, **common)
                for s in slots for n in sorted(set(row["numbers"]))]
    if row["per_colour"]:
        return [PieceSpec(id=f"{row['id']}-{s.key}", label=f"{s.name} {row['label']}", color=s.color, data=data,
                          **common) for s in slots]
    colour = hex_rgb(row["color"]) if row["color"] else None
    return [PieceSpec(id=row["id"], label=row["label"], color=colour, data=data, **common)]


def all_specs(catalogue: Catalogue, slots: list[ColourSlot]) -> list[PieceSpec]:
    specs = [
        PieceSpec(id="board", kind="board", label="Village board", faces=("board",), width=BOARD_W, height=BOARD_H,
                  tags=("board",), color=(205, 187, 138), data=board_data(catalogue.board)),
    ]
    farm = farm_data(catalogue.farm)
    specs += [PieceSpec(id=f"farm-{s.key}", kind="board", label=f"{s.name} farm", faces=("board",), width=FARM_W,
                        height=FARM_H, tags=("farm",), color=s.color, data=farm) for s in slots]
    specs += [customer_spec(row) for row in catalogue.customers]
    specs += [setup_card_spec(row) for row in catalogue.setup_cards]
    for row in catalogue.components:
        specs += component_specs(row, slots)
    return specs
