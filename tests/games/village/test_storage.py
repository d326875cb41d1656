"""Village tables survive the codec, a short session of physical play, undo and a save/load mid-play."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.core.actions import Action, DrawCards, DrawFromBag, FlipPiece, MovePiece, Shuffle
from tabletop.core.model import Table
from tabletop.games.definition import default_seats
from tabletop.games.village import setup
from tests.games.table_checks import assert_save_and_load_mid_play, same_table

codec = pytest.importorskip("tabletop.core.codec")
storage = pytest.importorskip("tabletop.storage")

CUBES = ("cube-orange", "cube-green", "cube-brown", "cube-pink", "plague")


@pytest.mark.parametrize("players", (2, 3, 4))
def test_set_up_table_round_trips_through_the_codec(players: int) -> None:
    table = setup(default_seats(players), 40 + players, {})
    same_table(codec.table_from_dict(codec.table_to_dict(table)), table)


def _supplied(t: Table, tag: str) -> str:
    return [p for p in t.zones["supply"].pieces if t.spec_of(p).tags[0] == tag][-1]


def _moves(table: Table, rng: random.Random) -> list[Callable[[Table], Action]]:
    """Gestures of an opening round: cubes into the green bag and out onto the board, a member to church,
    a customer from the stack, grain and a coin to a farm."""
    farm = table.zones["p1:farm"]
    board = table.zones["board"]
    green = table.zones["green-bag"]

    def somewhere(t: Table) -> tuple[float, float]:
        return (farm.x + rng.uniform(20, farm.w - 20), farm.y + rng.uniform(200, farm.h - 20))

    def bag(t: Table) -> Action:
        if not t.zones["green-bag"].pieces:
            return MovePiece(_supplied(t, rng.choice(CUBES)), "green-bag", green.x + 20, green.y + 30)
        return MovePiece(t.zones["green-bag"].pieces[-1], "board", board.x + rng.uniform(40, 560),
                         board.y + rng.uniform(40, 80))

    def church(t: Table) -> Action:
        members = [p for p in t.zones["p1:farm"].pieces if t.spec_of(p).tags[0] == "member"]
        if members:
            return MovePiece(members[0], "black-bag")
        return DrawFromBag("black-bag", "board", 1, board.x + 340, board.y + 270)

    return [
        lambda t: MovePiece(_supplied(t, rng.choice(CUBES)), "green-bag", green.x + 40, green.y + 40),
        bag,
        church,
        lambda t: DrawCards("customers", "market"),
        lambda t: FlipPiece(t.zones["market"].pieces[-1]),
        lambda t: MovePiece(_supplied(t, "grain"), "p1:farm", *somewhere(t)),
        lambda t: Shuffle("customers"),
        lambda t: MovePiece(_supplied(t, "coin"), "p1:farm", *somewhere(t)),
    ]


@pytest.mark.parametrize("players", (2, 3, 4))
def test_save_and_load_mid_play(tmp_path: Path, players: int) -> None:
    seed = 60 + players
    start = setup(default_seats(players), seed, {})
    assert_save_and_load_mid_play(tmp_path, "village", start, seed, _moves)
