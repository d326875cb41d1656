"""Checks every game box's tests share: the set-up fits the table (the game box's zones beside it),
data edits, save/load mid-play."""

from __future__ import annotations

import json
import random
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop import storage
from tabletop.core.actions import Action
from tabletop.core.model import Table, ZoneKind
from tabletop.core.session import Session

Rect = tuple[float, float, float, float]


def piece_rect(table: Table, pid: str) -> Rect:
    p, s = table.pieces[pid], table.spec_of(pid)
    return (p.x - s.width / 2, p.y - s.height / 2, p.x + s.width / 2, p.y + s.height / 2)


def overlap(a: Rect, b: Rect) -> bool:
    eps = 1e-6
    return a[0] < b[2] - eps and b[0] < a[2] - eps and a[1] < b[3] - eps and b[1] < a[3] - eps


def inside(a: Rect, b: Rect) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def top_level(table: Table) -> tuple[list[tuple[str, Rect]], list[tuple[str, Rect]]]:
    """(boards and loose pieces, things lying on boards); a deck counts as one rectangle."""
    boards = [(pid, piece_rect(table, pid)) for pid in table.pieces if table.spec_of(pid).kind == "board"
              and not table.zone_of(pid).in_box]
    things: list[tuple[str, Rect]] = []
    for zone in table.zones.values():
        if zone.in_box:
            continue
        if zone.kind is ZoneKind.AREA:
            things += [(pid, piece_rect(table, pid)) for pid in zone.pieces if table.spec_of(pid).kind != "board"]
        elif zone.kind in (ZoneKind.STACK, ZoneKind.BAG) and zone.pieces:
            things.append((zone.id, (zone.x, zone.y, zone.x + zone.w, zone.y + zone.h)))
    loose = [t for t in things if not any(inside(t[1], b[1]) for b in boards)]
    on_boards = [t for t in things if t not in loose]
    return boards + loose, on_boards


def assert_fits_without_overlaps(table: Table, game: str) -> None:
    """16:9, everything within the table, nothing on top of anything else, boards on the table locked."""
    assert abs(table.width / table.height - 16 / 9) < 0.05
    assert table.game == game
    top, on_boards = top_level(table)
    for i, (a, ra) in enumerate(top):
        assert inside(ra, (0, 0, table.width, table.height)), a
        for b, rb in top[i + 1:]:
            assert not overlap(ra, rb), (a, b)
    for i, (a, ra) in enumerate(on_boards):
        for b, rb in on_boards[i + 1:]:
            assert not overlap(ra, rb), (a, b)
    assert all(table.pieces[p].locked for p in table.pieces
               if table.spec_of(p).kind == "board" and table.zone_of(p).kind is ZoneKind.AREA)
    boxed = [p for z in table.zones.values() if z.in_box for p in z.pieces]
    assert all(piece_rect(table, p)[0] > table.width for p in boxed if table.zone_of(p).kind is ZoneKind.AREA), \
        "what the set-up puts aside lies in the game box, beside the table"


def edited_copy(tmp_path: Path, data_file: Path, edit: Callable[[Any], Any]) -> Path:
    """A copy of a game's data file with one edit made, as a player editing it would."""
    path = tmp_path / data_file.name
    shutil.copy(data_file, path)
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return path


def same_table(a: Table, b: Table) -> None:
    assert (a.game, a.width, a.height, a.seats) == (b.game, b.width, b.height, b.seats)
    assert dict(a.specs) == dict(b.specs)
    assert dict(a.zones) == dict(b.zones)
    assert dict(a.pieces) == dict(b.pieces)


Gesture = Callable[[Table], Action]


def play(session: Session, seed: int, count: int,
         moves: Callable[[Table, random.Random], list[Gesture]]) -> None:
    """``count`` random gestures from the menu ``moves`` offers for the session's table."""
    rng = random.Random(seed)
    menu = moves(session.table, rng)
    for _ in range(count):
        outcome = session.dispatch(rng.choice(menu)(session.table))
        assert outcome.ok, outcome.text


def assert_save_and_load_mid_play(tmp_path: Path, game: str, start: Table, seed: int,
                                  moves: Callable[[Table, random.Random], list[Gesture]]) -> None:
    """Play, save, load, go on playing, then undo as far as undo goes (a reveal stops it) and step the
    history back to the set-up."""
    session = Session(start, seed)
    play(session, seed, 12, moves)
    path = tmp_path / f"{game}.save"
    storage.save_snapshot(path, storage.snapshot_of(session, game, {}))
    loaded = storage.session_from(storage.load_snapshot(path), None)
    same_table(loaded.table, session.table)
    play(loaded, seed + 1, 4, moves)
    while loaded.undo():
        pass
    assert loaded.cursor == loaded.undo_floor
    loaded.history.move_to(0)
    same_table(loaded.table, start)
