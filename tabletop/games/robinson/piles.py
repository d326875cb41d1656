"""Decks as piles on the table: the state lists a deck top card first, a pile lists its cards bottom up."""

from __future__ import annotations

from collections.abc import Sequence

from ..kit.picture import Layout, Place
from .layout import box_specs

FACE_DOWN_STACKS = ("event-deck", "hunting-deck", "build-adventures", "gather-adventures", "explore-adventures",
                    "beast-deck", "mystery-deck", "island-stack", "discovery-pile", "box")


def put_pile(lay: Layout, zone: str, bottom_up: list[str], face_down: bool) -> None:
    lay.stacks[zone] = bottom_up
    specs = box_specs()
    for pid in bottom_up:
        hidden = specs[pid.split("#", 1)[0]].hidden_faces
        lay.fixed[pid] = Place(zone, 0, 0, face=min(hidden) if face_down and hidden else 0)


def pile(lay: Layout, zone: str, top_first: Sequence[str]) -> None:
    """A deck (top card first in the state) as a pile, face down where the rules keep it so."""
    put_pile(lay, zone, list(reversed(top_first)), zone in FACE_DOWN_STACKS)
