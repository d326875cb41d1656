"""The picture: the opening table is the engine's opening position, and after every move the kit's
table moves bring the table exactly to the picture of the new position."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core.actions import Batch
from tabletop.core.model import Table
from tabletop.core.reducer import apply
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance
from tabletop.games.kit.picture import opening_table, placements, table_moves
from tabletop.games.village.picture import VillagePicture
from tabletop.games.village.rules.state import State
from tests.games.village.scenes import ENGINE

PICTURE = VillagePicture()


def _tokens_by_place(table: Table) -> Counter[tuple[str, str, float, float]]:
    """Where the tokens lie; in the supply each has its own home spot, so only the count tells."""
    out: Counter[tuple[str, str, float, float]] = Counter()
    for spec, ids in PICTURE.tokens.ids().items():
        for pid in ids:
            p = table.pieces[pid]
            at_home = p.zone == "supply"
            out[(spec, p.zone, 0.0 if at_home else round(p.x, 1), 0.0 if at_home else round(p.y, 1))] += 1
    return out


def same_picture(table: Table, state: State) -> None:
    fresh = opening_table(PICTURE, state, table.seats, "village")
    tokens = {pid for ids in PICTURE.tokens.ids().values() for pid in ids}
    for pid, piece in fresh.pieces.items():
        if pid not in tokens:
            now = table.pieces[pid]
            assert (now.zone, round(now.x, 1), round(now.y, 1), now.face, now.counter) == (
                piece.zone, round(piece.x, 1), round(piece.y, 1), piece.face, piece.counter), pid
    assert _tokens_by_place(table) == _tokens_by_place(fresh)
    for zid, zone in fresh.zones.items():
        if zone.kind.value != "area":
            assert table.zones[zid].pieces == zone.pieces, zid


@pytest.mark.parametrize("players", [3, pytest.param(2, marks=pytest.mark.slow), pytest.param(4, marks=pytest.mark.slow)])
def test_table_moves_keep_the_table_the_picture_of_the_game(players: int) -> None:
    seats = default_seats(players)
    rng = random.Random(players)
    state = ENGINE.new_game([s.id for s in seats], players, {})
    table = opening_table(PICTURE, state, seats, "village")
    same_picture(table, state)
    n = 0
    while not ENGINE.is_over(state):
        after = ENGINE.apply(state, rng.choice(list(ENGINE.legal_moves(state))), Chance(rng.getrandbits(32)))
        assert isinstance(after, State)
        table = apply(table, Batch(tuple(table_moves(table, PICTURE.layout(after, table.zones), PICTURE.tokens))))
        assert table_moves(table, PICTURE.layout(after, table.zones), PICTURE.tokens) == []
        if n % 25 == 0:
            same_picture(table, after)
        state, n = after, n + 1
    same_picture(table, state)


def test_every_piece_of_the_box_has_a_place() -> None:
    seats = default_seats(3)
    state = ENGINE.new_game([s.id for s in seats], 1, {})
    table = opening_table(PICTURE, state, seats, "village")
    places = placements(PICTURE.layout(state, table.zones), table.zones, None, PICTURE.tokens)
    assert set(places) == set(table.pieces)
