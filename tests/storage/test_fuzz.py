"""Loader fuzz: damaged snapshot files give ``SnapshotError`` or a game, never another exception.

Files are made from two good saves (a small one and a 60-piece one with a long log) by seeded
damage: cut short, bytes flipped, keys deleted, values of the wrong type or absurd size put in,
list items duplicated or swapped.  Every file must stay byte for byte as it was.  The default run
makes 200 files; the ``slow`` run 1,200.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop.bench.snapshot import big_game
from tabletop.storage import SnapshotError, encode_snapshot, load_snapshot, session_from

DATA = Path(__file__).resolve().parents[1] / "data"
ODD_VALUES: list[Any] = [None, True, False, -1, 0, 7, 10**400, -(2**70), 1e308, -1e308, 0.5, "", "x", "k1",
                         "~hand:p1#0", "hand:p1", [], {}, [[[[]]]], {"kind": "move"}, ["k1", "k1"], "é" * 300]


def _slots(node: Any, out: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """Every (container, key) in a JSON tree."""
    if isinstance(node, dict):
        for key, value in node.items():
            out.append((node, key))
            _slots(value, out)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out.append((node, i))
            _slots(value, out)
    return out


def damage_tree(data: Any, rng: random.Random) -> bytes:
    for _ in range(rng.randint(1, 3)):
        slots = _slots(data, [])
        if not slots:
            break
        parent, key = rng.choice(slots)
        how = rng.randrange(4)
        if how == 0:
            del parent[key]
        elif how == 1:
            parent[key] = json.loads(json.dumps(rng.choice(ODD_VALUES)))
        elif how == 2 and isinstance(parent, list):
            parent.append(json.loads(json.dumps(parent[key])))
        elif how == 3 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[key], parent[other] = parent[other], parent[key]
        else:
            parent[key] = {"deep": [[[[[[rng.random()]]]]]]}
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def damage_bytes(raw: bytes, rng: random.Random) -> bytes:
    how = rng.randrange(3)
    if how == 0:
        return raw[: rng.randrange(len(raw))]
    data = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] = rng.randrange(256) if how == 1 else data[i] ^ (1 << rng.randrange(8))
    return bytes(data)


def bases() -> list[bytes]:
    return [(DATA / "snapshot_v2.json").read_bytes(), (DATA / "snapshot_v1.json").read_bytes(),
            encode_snapshot(big_game(pieces=60, actions=100, seed=3))]


def fuzz(count: int, seed: int, tmp_path: Path) -> dict[str, int]:
    rng = random.Random(seed)
    originals = bases()
    outcomes = {"refused": 0, "loaded": 0}
    path = tmp_path / "fuzzed.json"
    for _ in range(count):
        raw = rng.choice(originals)
        data = damage_tree(json.loads(raw), rng) if rng.random() < 0.6 else damage_bytes(raw, rng)
        path.write_bytes(data)
        try:
            snapshot = load_snapshot(path)
            session_from(snapshot, None)
            outcomes["loaded"] += 1
        except SnapshotError as problem:
            assert str(path) in str(problem) or "saved log" in str(problem)
            outcomes["refused"] += 1
        assert path.read_bytes() == data
    return outcomes


def test_fuzzed_files_give_only_snapshot_errors(tmp_path: Path) -> None:
    outcomes = fuzz(200, seed=1, tmp_path=tmp_path)
    assert outcomes["refused"] > 120


@pytest.mark.slow
def test_fuzzed_files_give_only_snapshot_errors_long(tmp_path: Path) -> None:
    outcomes = fuzz(1200, seed=2, tmp_path=tmp_path)
    assert outcomes["refused"] > 800
