"""The engine state as pieces on the table: where each card, tile, pawn, marker and cube should lie.

Cards, tiles, dice, pawns and the big tokens have one id each and are placed by id.  Cubes,
determination, markers and the small tokens are interchangeable: the picture says how many lie where
and the kit moves as few as it must.  What the state does not hold (the box's unused characters and
scenarios, Friday and the Dog when not in play) goes to the box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from ...core.model import PieceSpec, Seat, Zone
from ..kit.picture import Layout, Place, Tokens
from .components import spec_id
from .layout import BOARD_X, BOARD_Y, TABLE_H, TABLE_W, box_specs, seat_specs, zones
from .picture_board import board_pieces
from .picture_seats import seat_pieces
from .piles import put_pile
from .rules.catalog import contents
from .rules.state import State


@lru_cache(maxsize=1)
def token_ids() -> dict[str, tuple[str, ...]]:
    """Every interchangeable piece of the box by spec, in id order."""
    return {spec_id("piece", r["id"]): tuple(f"piece:{r['id']}#{n + 1}" for n in range(r["count"]))
            for r in contents()["pieces"] if r["role"] == "supply"}


class SupplyTokens:
    def ids(self) -> Mapping[str, Sequence[str]]:
        return token_ids()

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        z = zones[f"supply:{spec.split(':', 1)[1]}"]
        return Place(z.id, z.x + z.w / 2, z.y + z.h / 2)


@lru_cache(maxsize=1)
def fixed_ids() -> tuple[str, ...]:
    """Every piece with an identity: one per copy of each spec that is not a supply token."""
    out = []
    counts = {spec_id("piece", r["id"]): r["count"] for r in contents()["pieces"]}
    copies = {f"{prefix}:{r['id']}": r.get("copies") or 1 for sec, prefix in (
        ("events", "event"), ("adventures", "adventure"), ("mysteries", "mystery"), ("discovery_tokens", "discovery"))
              for r in contents()[sec]}
    for sid in box_specs():
        if sid in token_ids():
            continue
        n = counts.get(sid) or copies.get(sid) or 1
        out += [f"{sid}#{k + 1}" for k in range(n)]
    return tuple(out)


class RobinsonPicture:
    tokens: Tokens = SupplyTokens()
    width = TABLE_W
    height = TABLE_H

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        return zones(seats)

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        return seat_specs(seats)

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        lay = Layout()
        board = box_specs()["board"]
        lay.fixed["board#1"] = Place("table", BOARD_X + board.width / 2, BOARD_Y + board.height / 2)
        board_pieces(state, zones, lay)
        seat_pieces(state, zones, lay)
        boxed = [pid for pid in fixed_ids() if pid not in lay.fixed and not any(pid in s for s in lay.stacks.values())]
        boxed += list(state.event_box) + list(state.item_box) + list(state.box)
        put_pile(lay, "box", list(dict.fromkeys(boxed)), face_down=True)
        return lay

    def locked(self, piece_id: str) -> bool:
        spec = piece_id.split("#", 1)[0]
        return spec == "board" or spec.startswith(("character:", "helper:", "scenario:"))

    def spec_of(self, piece_id: str) -> str:
        return piece_id.split("#", 1)[0]


PICTURE = RobinsonPicture()
