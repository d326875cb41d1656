"""My Village tables survive the codec, a short session of physical play, undo and a save/load mid-play."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.core.actions import Action, DrawCards, FlipPiece, MovePiece, RollDice, Shuffle
from tabletop.core.model import Table
from tabletop.games.definition import default_seats
from tabletop.games.my_village import setup
from tests.games.table_checks import assert_save_and_load_mid_play, same_table

codec = pytest.importorskip("tabletop.core.codec")
storage = pytest.importorskip("tabletop.storage")


@pytest.mark.parametrize("players", (2, 3, 4))
def test_set_up_table_round_trips_through_the_codec(players: int) -> None:
    table = setup(default_seats(players), 40 + players, {})
    same_table(codec.table_from_dict(codec.table_to_dict(table)), table)


def _moves(table: Table, rng: random.Random) -> list[Callable[[Table], Action]]:
    """Gestures of an opening turn: roll the pool, take customers, travel, build, move the headman."""
    village = table.zones["p1:village"]

    def somewhere(t: Table) -> tuple[float, float]:
        return (village.x + rng.uniform(20, village.w - 20), village.y + rng.uniform(300, village.h - 20))

    return [
        lambda t: RollDice(tuple(t.zones["dice-pool"].pieces)),
        lambda t: DrawCards("customer-deck", "display"),
        lambda t: MovePiece(t.zones["display"].pieces[0], "p1:village", *somewhere(t)),
        lambda t: DrawCards("travel-a", "p1:village"),
        lambda t: FlipPiece(t.zones["crafts"].pieces[-1]),
        lambda t: MovePiece(t.zones["crafts"].pieces[-1], "p1:village", *somewhere(t)),
        lambda t: Shuffle("monks-rosary"),
        lambda t: MovePiece("headman-p1", "p1:village", *somewhere(t)),
        lambda t: DrawCards("ap-1", "p1:village"),
    ]


@pytest.mark.parametrize("players", (2, 3, 4))
def test_save_and_load_mid_play(tmp_path: Path, players: int) -> None:
    seed = 60 + players
    start = setup(default_seats(players), seed, {})
    assert_save_and_load_mid_play(tmp_path, "my_village", start, seed, _moves)
