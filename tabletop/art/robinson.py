"""Robinson Crusoe: which template draws which component (the drawing is in the ``robinson_*`` modules).

Reads the Robinson package's data: a spec id's section (``event:``, ``adventure:``, ``mystery:``,
``beast:``, ``item:``, ``invention:``, ``wreckage:``, ``tile:``, ``discovery:``, ``character:``,
``helper:``, ``scenario:``, ``die:``, ``piece:``) and the rows' own keys (see each module).  What no
template claims falls to the generic ones, in this game's ink style.
"""

from __future__ import annotations

from PIL import Image

from ..core.model import PieceSpec
from . import robinson_board, robinson_cards, robinson_island, robinson_sheets
from .sheet import RGB


def _section(spec: PieceSpec) -> str:
    return spec.id.split(":", 1)[0] if ":" in spec.id else ""


def front(spec: PieceSpec, face: int, scale: float) -> Image.Image | None:
    section = _section(spec)
    if spec.kind == "board":
        if spec.id == "board":
            return robinson_board.board(spec, scale)
        return {"character": lambda: robinson_sheets.character(spec, face, scale),
                "helper": lambda: robinson_sheets.helper(spec, scale),
                "scenario": lambda: robinson_sheets.scenario(spec, scale)}.get(section, lambda: None)()
    if spec.kind == "tile" and section == "tile":
        return robinson_island.island_tile(spec, face, scale)
    if spec.kind == "die":
        return robinson_sheets.die_face(spec, face, scale)
    if spec.kind == "token":
        return robinson_sheets.token(spec, face, scale)
    if spec.kind != "card":
        return None
    if section == "invention":
        return robinson_cards.invention_card(spec, face, scale)
    if section == "piece":
        return robinson_cards.special_card(spec, face, scale)
    maker = {"event": robinson_cards.event_card, "adventure": robinson_cards.adventure_card,
             "mystery": robinson_cards.adventure_card, "beast": robinson_cards.beast_card,
             "wreckage": robinson_cards.wreckage_card, "item": robinson_cards.starting_item}.get(section)
    return maker(spec, scale) if maker is not None else None


def back(kind: str, back_name: str, w: float, h: float, colour: RGB | None, scale: float) -> Image.Image | None:
    """Backs by name: each deck's own; unexplored island tiles; discovery tokens."""
    if back_name == "island tile":
        return robinson_island.tile_back(w, h, scale)
    if back_name == "discovery token":
        return robinson_sheets.discovery_back(w, h, scale)
    if kind not in ("card", "board"):
        return None
    return robinson_cards.card_back(back_name, w, h, scale)
