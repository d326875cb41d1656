"""Robinson Crusoe tables survive the codec and a save/load mid-play (after random physical actions)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.core.actions import Action, DrawCards, FlipPiece, MovePiece, RollDice, Shuffle
from tabletop.core.model import Table
from tabletop.core.session import Session
from tabletop.games.definition import default_seats
from tabletop.games.robinson import setup

codec = pytest.importorskip("tabletop.core.codec")
storage = pytest.importorskip("tabletop.storage")


def same(a: Table, b: Table) -> None:
    assert (a.game, a.width, a.height, a.seats) == (b.game, b.width, b.height, b.seats)
    assert dict(a.specs) == dict(b.specs)
    assert dict(a.zones) == dict(b.zones)
    assert dict(a.pieces) == dict(b.pieces)


@pytest.mark.parametrize("players", (1, 2, 3, 4))
def test_set_up_table_round_trips_through_the_codec(players: int) -> None:
    table = setup(default_seats(players), 100 + players, {})
    same(codec.table_from_dict(codec.table_to_dict(table)), table)


def random_actions(table: Table, rng: random.Random, count: int) -> list[Action]:
    """Physical moves a player might make early in a game: draw an event, explore, roll, shuffle."""
    board = table.zones["board"]
    pawns = [p for p in table.pieces if table.spec_of(p).kind == "pawn" and table.pieces[p].zone.startswith("seat:")]
    menu = [
        lambda: DrawCards("event-deck", "threat-left"),
        lambda: DrawCards("island-stack", "board"),
        lambda: FlipPiece(table.zones["discovery-pile"].pieces[-1]),
        lambda: RollDice(tuple(table.zones["dice"].pieces[:3])),
        lambda: Shuffle("mystery-deck"),
        lambda: MovePiece(rng.choice(pawns), "board", board.x + rng.uniform(10, 300), board.y + rng.uniform(10, 300)),
        lambda: DrawCards("build-adventures", "discard"),
    ]
    return [rng.choice(menu)() for _ in range(count)]


@pytest.mark.parametrize("players", (1, 4))
def test_save_and_load_mid_play(tmp_path: Path, players: int) -> None:
    seed = 7 + players
    session = Session(setup(default_seats(players), seed, {}), seed)
    for action in random_actions(session.table, random.Random(seed), 8):
        assert session.dispatch(action).ok
    path = tmp_path / "robinson.save"
    storage.save_snapshot(path, storage.snapshot_of(session, "robinson", {}))
    loaded = storage.session_from(storage.load_snapshot(path), None)
    same(loaded.table, session.table)
    assert loaded.undo() and session.undo()
    same(loaded.table, session.table)
