"""Every game at every player count uses its table evenly: each quarter of the table holds places
and pieces, none much emptier than the fullest (what the set-up puts aside lies in the game box,
beside the table, and does not count)."""

from __future__ import annotations

import pytest

from tabletop.core.model import Table, ZoneKind
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.screenshot import every_table

EVEN = 1 / 3  # the emptiest quarter is covered at least this share of the fullest one's cover
WHOLE = 0.4  # a zone larger than this share of the table is the table itself, not a place on it
GRID = 40


def covered(table: Table) -> list[float]:
    """The share of each quarter (top left, bottom left, top right, bottom right) that lies under a
    zone or a loose piece, sampled on a grid."""
    area = table.width * table.height
    rects = [(z.x, z.y, z.x + z.w, z.y + z.h) for z in table.zones.values()
             if not z.in_box and z.kind is not ZoneKind.HAND and z.w * z.h <= WHOLE * area]
    for p in table.pieces.values():
        zone, spec = table.zones[p.zone], table.specs[p.spec]
        if zone.kind is ZoneKind.AREA and not zone.in_box:
            rects.append((p.x - spec.width / 2, p.y - spec.height / 2, p.x + spec.width / 2, p.y + spec.height / 2))
    shares = []
    for qx in (0, 1):
        for qy in (0, 1):
            x0, y0 = qx * table.width / 2, qy * table.height / 2
            hits = 0
            for i in range(GRID):
                for j in range(GRID):
                    x = x0 + (i + 0.5) * table.width / 2 / GRID
                    y = y0 + (j + 0.5) * table.height / 2 / GRID
                    hits += any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for r in rects)
            shares.append(hits / GRID ** 2)
    return shares


@pytest.mark.parametrize(("game", "players"), every_table())
def test_every_quarter_of_the_table_is_used(game, players):
    table = load_game(game).setup(default_seats(players), 3, {})
    shares = covered(table)
    assert min(shares) >= EVEN * max(shares), f"{game} for {players}: quarters covered {shares}"
