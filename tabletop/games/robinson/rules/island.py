"""The island: which spaces touch, what is explored, and what the camp can reach.

Adjacency comes from the board's printed hexes (``board.main_board``): two spaces touch when their
centres are one hex apart, so a redrawn board keeps its rules as long as the hexes stay a grid.
Gather and Explore reach a space next to the camp, or one further with an explored tile between
(that costs one more pawn).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..board import START_SPACE, main_board
from .catalog import contents
from .state import State


@dataclass(frozen=True)
class Geometry:
    spaces: tuple[str, ...]
    adjacent: Mapping[str, frozenset[str]]
    start: str


@lru_cache(maxsize=1)
def geometry() -> Geometry:
    fmt = contents().by_id("formats")
    card, hexes = fmt["card"], fmt["hex"]
    data = main_board(card["width"], card["height"], hexes["width"], hexes["height"])
    rects = [s for s in data["spaces"] if s["id"].startswith("island-")]
    centres = {s["id"]: (s["x"] + s["w"] / 2, s["y"] + s["h"] / 2) for s in rects}
    reach = 1.3 * min(min(s["w"], s["h"]) for s in rects)
    adjacent = {a: frozenset(b for b, (bx, by) in centres.items()
                             if b != a and ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 <= reach)
                for a, (ax, ay) in centres.items()}
    return Geometry(tuple(centres), adjacent, START_SPACE)


def tile_at(state: State, space: str) -> str:
    for sp, tile in state.tiles:
        if sp == space:
            return tile
    return ""


def tile_row(tile: str) -> dict[str, object]:
    return _tiles()[tile]


@lru_cache(maxsize=1)
def _tiles() -> dict[str, dict[str, object]]:
    return {f"tile:{r['number']}#1": r for r in contents()["island_tiles"]}


def terrain(tile: str) -> str:
    return str(tile_row(tile)["terrain"])


def sources(tile: str) -> tuple[str, ...]:
    return tuple(str(s) for s in tile_row(tile)["sources"])  # type: ignore[attr-defined]


def natural_shelter(tile: str) -> bool:
    return bool(tile_row(tile)["natural_shelter"])


def explored_terrains(state: State) -> frozenset[str]:
    """Terrains shown by a face-up tile and not covered by an event."""
    return frozenset(terrain(t) for _, t in state.tiles) - state.covered


def occupied(state: State) -> set[str]:
    return {sp for sp, _ in state.tiles} | {sp for sp, _ in state.down}


def distance(state: State, space: str) -> int:
    """1 next to the camp, 2 with an explored tile between, 0 for the camp, 9 out of reach."""
    return _reach(state).get(space, 9)


def _reach(state: State) -> dict[str, int]:
    adj = geometry().adjacent
    camp = state.camp
    out = {camp: 0}
    face_up = {sp for sp, _ in state.tiles}
    for mid in adj[camp]:
        out[mid] = 1
    for mid in adj[camp]:
        if mid in face_up:
            for far in adj[mid]:
                out.setdefault(far, 2)
    return out


def explore_targets(state: State) -> list[str]:
    taken = occupied(state)
    reach = _reach(state)
    return [sp for sp in geometry().spaces if sp not in taken and reach.get(sp, 9) <= 2]


def gather_sources(state: State) -> list[tuple[str, str]]:
    """(space, source) pairs a Gather may target now: reachable, explored, not the camp, not exhausted."""
    out = []
    reach = _reach(state)
    for sp, tile in state.tiles:
        if sp != state.camp and reach.get(sp, 9) <= 2:
            out += [(sp, src) for src in dict.fromkeys(sources(tile))
                    if f"{sp}:{src}" not in state.exhausted and f"used:{sp}:{src}" not in state.flags]
    return out


def live_sources(state: State, spaces: Iterable[str], kind: str = "any") -> list[str]:
    """``space:source`` keys of the sources on face-up ``spaces`` that are not exhausted."""
    wanted = set(spaces)
    out = []
    for sp, tile in state.tiles:
        if sp in wanted:
            out += [f"{sp}:{s}" for s in dict.fromkeys(sources(tile))
                    if (kind == "any" or s == kind) and f"{sp}:{s}" not in state.exhausted]
    return out


def closest_sources(state: State, kind: str) -> list[str]:
    """The live sources of ``kind`` nearest the camp (ties all listed), walking over face-up tiles."""
    face_up = {sp for sp, _ in state.tiles}
    adj = geometry().adjacent
    ring, seen = {state.camp}, {state.camp}
    while ring:
        found = live_sources(state, ring, kind)
        if found:
            return found
        ring = {n for sp in ring for n in adj[sp] if n in face_up and n not in seen}
        seen |= ring
    return []


def camp_moves(state: State) -> list[str]:
    """Face-up tiles next to the camp, where the camp may move at night."""
    adj = geometry().adjacent[state.camp]
    return [sp for sp, _ in state.tiles if sp in adj]


def neighbours(space: str) -> tuple[str, ...]:
    """The spaces next to ``space``, in the board's order (so options come in the same order every run)."""
    adj = geometry().adjacent[space]
    return tuple(sp for sp in geometry().spaces if sp in adj)


def shelter_here(state: State) -> bool:
    """A built shelter, or a natural one on the camp tile: roof and palisade may be built."""
    return state.shelter or natural_shelter(tile_at(state, state.camp))


def terrain_counts(state: State) -> Mapping[str, int]:
    out: dict[str, int] = {}
    for _, t in state.tiles:
        out[terrain(t)] = out.get(terrain(t), 0) + 1
    return out

