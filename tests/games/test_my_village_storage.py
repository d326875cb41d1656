"""My Village tables survive the codec, a short session of physical play, undo and a save/load mid-play."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.core.actions import Action, DrawCards, FlipPiece, MovePiece, RollDice, Shuffle
from tabletop.core.model import Table
from tabletop.core.session import Session
from tabletop.games.definition import default_seats
from tabletop.games.my_village.layout import setup

codec = pytest.importorskip("tabletop.core.codec")
storage = pytest.importorskip("tabletop.storage")


def _same(a: Table, b: Table) -> None:
    assert (a.game, a.width, a.height, a.seats) == (b.game, b.width, b.height, b.seats)
    assert dict(a.specs) == dict(b.specs)
    assert dict(a.zones) == dict(b.zones)
    assert dict(a.pieces) == dict(b.pieces)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_set_up_table_round_trips_through_the_codec(players: int) -> None:
    table = setup(default_seats(players), 40 + players, {})
    _same(codec.table_from_dict(codec.table_to_dict(table)), table)


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


def _play(session: Session, seed: int, count: int) -> None:
    rng = random.Random(seed)
    menu = _moves(session.table, rng)
    for _ in range(count):
        outcome = session.dispatch(rng.choice(menu)(session.table))
        assert outcome.ok, outcome.text


@pytest.mark.parametrize("players", (2, 3, 4))
def test_save_and_load_mid_play(tmp_path: Path, players: int) -> None:
    seed = 60 + players
    start = setup(default_seats(players), seed, {})
    session = Session(start, seed)
    _play(session, seed, 12)
    path = tmp_path / "my_village.save"
    storage.save_snapshot(path, storage.snapshot_of(session, "my_village", {}))
    loaded = storage.session_from(storage.load_snapshot(path), None)
    _same(loaded.table, session.table)
    _play(loaded, seed + 1, 4)
    while loaded.undo():
        pass
    _same(loaded.table, start)
