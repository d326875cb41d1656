"""The interchangeable pieces (black markers, adventure-point tokens, seasonal-worker and 2/12 tiles)
and the spots they lie on: a space's grid, a card's strip in view, a card's row of octagons.

A pile of them is said by how many lie on which spots; when there are more than the spots (or than
the box holds), the kit shows the pile's count on one of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...core.model import Zone
from ..kit.picture import Layout, Place
from .boards import CARD_H, CARD_W, main_board_data, village_board_data
from .catalogue import Catalogue
from .game import CATALOGUE

CASCADE = 16.0
"""How much of a card shows above the next one in a column: its flag and title."""
MARKER = 11.0
GAP = 6.0
TOKEN_HOMES = {"ap-1": "ap-1", "ap-2": "ap-2", "ap-5": "ap-5", "black-marker": "black-markers",
               "seasonal-worker": "seasonal-workers", "tile-2-12": "tiles-2-12"}


def catalogue() -> Catalogue:
    return CATALOGUE


@cache
def village_data() -> dict[str, Any]:
    """Where things are printed on a village board (the same on all four)."""
    cat = catalogue()
    return village_board_data(cat.village_boards[0], cat.main_board["professions"])


@cache
def main_data() -> dict[str, Any]:
    return main_board_data(catalogue().main_board)


@cache
def token_ids() -> dict[str, list[str]]:
    counts = {row["id"]: row["count"] for row in catalogue().components}
    return {spec: [f"{spec}-{k + 1}" for k in range(counts[spec])] for spec in TOKEN_HOMES}


@cache
def ap_values() -> tuple[tuple[str, int], ...]:
    """The adventure-point tokens by value, largest first."""
    rows = [(row["id"], int(row["value"])) for row in catalogue().components if row["id"].startswith("ap-")]
    return tuple(sorted(rows, key=lambda r: -r[1]))


class _Tokens:
    def ids(self) -> Mapping[str, Sequence[str]]:
        return token_ids()

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        zone = zones[TOKEN_HOMES[spec]]
        if zone.snaps:
            x, y = zone.snaps[k % len(zone.snaps)]
            return Place(zone.id, x, y)
        return Place(zone.id, *zone.center)


TOKENS = _Tokens()


def markers(lay: Layout, count: int, zone: str, spots: Sequence[tuple[float, float]], key: str) -> None:
    """``count`` black markers on ``spots``; more than the spots hold pile on the last, the first shows the count."""
    for k in range(count):
        x, y = spots[min(k, len(spots) - 1)]
        shown = count if k == 0 and count > len(spots) else None
        lay.token("black-marker", Place(zone, x, y, counter=shown), key)


def adventure_points(lay: Layout, amount: int, zone: str, x: float, y: float, key: str) -> None:
    """``amount`` adventure points in as few tokens as the values allow, in a row; the first shows the total."""
    left = amount
    k = 0
    for spec, value in ap_values():
        while left >= value:
            left -= value
            lay.token(spec, Place(zone, x + 7.0 * k, y, counter=amount if k == 0 and amount > value else None), key)
            k += 1


def grid(x: float, y: float, w: float, h: float, step: float = MARKER) -> list[tuple[float, float]]:
    cols, rows = max(1, int(w // step)), max(1, int(h // step))
    return [(x + step / 2 + c * step, y + step / 2 + r * step) for r in range(rows) for c in range(cols)]


def strip(cx: float, cy: float, n: int) -> list[tuple[float, float]]:
    """Marker spots on the part of a card a column leaves in view, from its right edge."""
    return [(cx + CARD_W / 2 - 7 - 10 * j, cy - CARD_H / 2 + CASCADE / 2 + 1) for j in range(max(n, 1))]


def row_on_card(cx: float, cy: float, n: int) -> list[tuple[float, float]]:
    """Marker spots across the middle of a card in full view (its octagon spaces)."""
    return [(cx - 5 * (n - 1) + 10 * j, cy + 12) for j in range(max(n, 1))]


