"""``python -m tabletop.bench snapshot``: saving and loading a big game against plain ``json``.

The game is a 2,000-piece table (four decks of cards with their facts, goods in a bag, coins, dice,
boards) after 5,000 recorded actions of the kinds a real game makes (moves, draws, rolls, shuffles,
rules moves in batches), built through a seeded ``Session``.  Save is encode + dumps + atomic write
(fsync included); load is read + loads + decode.  The baseline is ``json.dumps`` + ``json.loads`` of
the very dict the snapshot writes, measured in the same run, turn about with save and load;
``ratio_to_json`` is (save + load) / (dumps + loads).  Each figure is the fastest of ``--repeat``
runs, the one least disturbed by other programs on the machine (as ``timeit`` advises); each is
given as wall time and as CPU time, which a machine busy with other work inflates far less (save's
CPU time leaves out waiting for the disk).  Goal: ``ratio_to_json`` at most 1.0 (issue 15).

``ratio_to_json_paired`` is the median over the repeats of each repeat's own CPU ratio: the four
steps of one repeat run within a fraction of a second of each other, so a machine whose speed
drifts between minutes (a shared virtual machine's does, by half) slows all four alike, where the
fastest of each step can come from different minutes.
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from ..core.actions import (
    Action,
    Batch,
    DrawCards,
    DrawFromBag,
    FlipPiece,
    GameMove,
    LockPiece,
    MovePiece,
    RollDice,
    RotatePiece,
    SetCounter,
    Shuffle,
)
from ..core.model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind, build_table
from ..core.session import Session
from ..storage import Snapshot, load_snapshot, save_snapshot, snapshot_of, snapshot_to_dict
from .report import emit, parser, timed

DECKS = ("customer", "market", "event", "building")


def big_table(pieces: int = 2000) -> Table:
    """Four decks of cards (four fifths of the pieces), goods in a bag, coins and dice on the table, four boards."""
    seats = [Seat(f"p{i + 1}", name, (40 * i, 90, 200 - 40 * i)) for i, name in enumerate(("Anna", "Béla", "Cili", "Dani"))]
    cards = pieces * 4 // 5
    kinds = min(100, (cards + 3) // 4)
    specs = [
        PieceSpec(f"{deck}-{n}", "card", f"{deck.title()} {n}", ("front", "back"), 63.0, 88.0, frozenset({1}),
                  f"{deck} card", ("card", deck), None, {"cost": n % 7, "points": n % 5, "text": f"Take {n % 3 + 1} goods."})
        for deck in DECKS for n in range(kinds)
    ]
    specs += [
        PieceSpec("die", "die", "white die", ("1", "2", "3", "4", "5", "6"), 16.0, 16.0),
        PieceSpec("weather", "die", "weather die", ("sun", "rain", "rain", "snow", "storm", "beast"), 18.0, 18.0),
        PieceSpec("good", "good", "wheat", ("wheat",), 12.0, 12.0, color=(220, 190, 60)),
        PieceSpec("coin", "coin", "coin", ("1", "5"), 20.0, 20.0),
        PieceSpec("board", "board", "board", ("board",), 400.0, 300.0, data={"spaces": [{"id": "s1", "x": 10, "y": 10, "w": 40, "h": 30}]}),
    ]
    zones = [Zone("table", ZoneKind.AREA, "table", w=3000.0, h=2000.0)]
    zones += [Zone(f"{d}-deck", ZoneKind.STACK, f"{d} deck", x=100.0 * i, y=50.0, w=63.0, h=88.0) for i, d in enumerate(DECKS)]
    zones += [Zone(f"{d}-discard", ZoneKind.STACK, f"{d} discard", x=100.0 * i, y=200.0, w=63.0, h=88.0) for i, d in enumerate(DECKS)]
    zones.append(Zone("bag", ZoneKind.BAG, "bag", visibility=Visibility.NOBODY, x=900.0, y=50.0, w=80.0, h=80.0))
    rng = random.Random(5)
    items = [Piece(f"card{i}", f"{DECKS[i % 4]}-{(i // 4) % kinds}", f"{DECKS[i % 4]}-deck", 1) for i in range(cards)]
    rest = pieces - len(items)
    for i in range(rest):
        kind = ("good", "coin", "die", "weather", "board")[min(i * 5 // max(rest, 1), 4)] if i >= 4 else "board"
        if kind == "good":
            items.append(Piece(f"good{i}", "good", "bag"))
        else:
            items.append(Piece(f"{kind}{i}", kind, "table", 0, rng.uniform(0, 3000), rng.uniform(0, 2000),
                               locked=kind == "board"))
    return build_table(seats, specs, zones, items, 3000.0, 2000.0, "sandbox")


def _random_action(rng: random.Random, table: Table) -> Action:
    seat = rng.choice(table.seats).id
    loose = [p for p in table.zones["table"].pieces if not table.pieces[p].locked]
    dice = [p for p in loose if table.spec_of(p).kind == "die"]
    hand = table.zones[f"hand:{seat}"].pieces
    r = rng.random()
    deck = f"{rng.choice(DECKS)}-deck"
    if r < 0.30 and loose:
        return MovePiece(rng.choice(loose), "table", round(rng.uniform(0, 3000), 1), round(rng.uniform(0, 2000), 1), actor=seat)
    if r < 0.40:
        return DrawCards(deck, f"hand:{seat}", rng.randint(1, 2), actor=seat)
    if r < 0.50 and hand:
        return MovePiece(rng.choice(hand), "table", round(rng.uniform(0, 3000), 1), 400.0, actor=seat)
    if r < 0.58 and loose:
        return FlipPiece(rng.choice(loose), actor=seat)
    if r < 0.68 and dice:
        return RollDice(tuple(rng.sample(dice, min(len(dice), rng.randint(1, 3)))), actor=seat)
    if r < 0.72:
        return DrawFromBag("bag", "table", 1, 1500.0, 1000.0, actor=seat)
    if r < 0.74:
        return Shuffle(deck, actor=seat)
    if r < 0.90 and loose:
        piece = rng.choice(loose)
        return Batch((GameMove("sandbox", {"move": "place", "piece": piece, "n": rng.randint(0, 9)}, f"{seat} placed."),
                      MovePiece(piece, "table", 100.0, 100.0), RotatePiece(piece, 90)), actor=seat)
    if r < 0.96 and loose:
        return SetCounter(rng.choice(loose), rng.randint(0, 20), actor=seat)
    return LockPiece(rng.choice(loose), rng.random() < 0.5, actor=seat) if loose else Shuffle(deck, actor=seat)


def big_session(pieces: int = 2000, actions: int = 5000, seed: int = 11) -> Session:
    """``actions`` recorded actions on a ``pieces``-piece table, the same for the same seed."""
    session = Session(big_table(pieces), seed)
    rng = random.Random(seed)
    while len(session.actions) < actions:
        session.dispatch(_random_action(rng, session.table))
    return session


def big_game(pieces: int = 2000, actions: int = 5000, seed: int = 11) -> Snapshot:
    """A snapshot of ``big_session``."""
    snap = snapshot_of(big_session(pieces, actions, seed), "sandbox", {"seats": 4})
    snap.saved_at = "2026-01-01T00:00:00Z"
    return snap


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("snapshot", __doc__ or "")
    p.add_argument("--pieces", type=int, default=2000)
    p.add_argument("--actions", type=int, default=5000)
    p.add_argument("--repeat", type=int, default=9)
    args = p.parse_args(argv)
    snap = big_game(args.pieces, args.actions)
    data = snapshot_to_dict(snap)
    text = json.dumps(data)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "game.json"
        steps: dict[str, Callable[[], object]] = {
            "save": partial(save_snapshot, path, snap), "load": partial(load_snapshot, path),
            "json_dumps": partial(json.dumps, data), "json_loads": partial(json.loads, text)}
        runs: dict[str, list[tuple[float, float]]] = {key: [] for key in steps}
        for _ in range(args.repeat):
            for key, step in steps.items():
                runs[key].append(timed(step))
        size = path.stat().st_size
        if load_snapshot(path) != snap:
            raise SystemExit("The snapshot did not load back as it was saved; the figures would mean nothing.")
    wall = {key: round(min(w for w, _ in times), 2) for key, times in runs.items()}
    cpu = {key: round(min(c for _, c in times), 2) for key, times in runs.items()}
    figures: dict[str, Any] = {"pieces": args.pieces, "actions": args.actions, "file_bytes": size}
    figures.update({f"{key}_ms": value for key, value in wall.items()})
    figures.update({f"{key}_cpu_ms": value for key, value in cpu.items()})
    figures["ratio_to_json"] = round((wall["save"] + wall["load"]) / (wall["json_dumps"] + wall["json_loads"]), 3)
    figures["ratio_to_json_cpu"] = round((cpu["save"] + cpu["load"]) / (cpu["json_dumps"] + cpu["json_loads"]), 3)
    paired = [(s[1] + lo[1]) / (d[1] + li[1])
              for s, lo, d, li in zip(runs["save"], runs["load"], runs["json_dumps"], runs["json_loads"], strict=True)]
    figures["ratio_to_json_paired"] = round(statistics.median(paired), 3)
    rows = [
        ("table", f"{args.pieces} pieces, {args.actions} actions, {size / 1024:.0f} KiB on disk"),
        ("", "wall ms / CPU ms, fastest of " + str(args.repeat)),
        ("save (encode+dumps+atomic write)", f"{wall['save']:.1f} / {cpu['save']:.1f}"),
        ("load (read+loads+decode)", f"{wall['load']:.1f} / {cpu['load']:.1f}"),
        ("plain json.dumps", f"{wall['json_dumps']:.1f} / {cpu['json_dumps']:.1f}"),
        ("plain json.loads", f"{wall['json_loads']:.1f} / {cpu['json_loads']:.1f}"),
        ("ratio to json (goal <= 1.0)", f"{figures['ratio_to_json']:.2f} / {figures['ratio_to_json_cpu']:.2f}"),
        ("median of each repeat's CPU ratio", f"{figures['ratio_to_json_paired']:.2f}"),
    ]
    emit("Snapshot save/load", rows, figures, args.json)
    return figures
