"""Laying out a set-up: zones and pieces collected in drawing order, and the four colour sets.

Games whose box holds one set of figures per colour put the sets nobody plays somewhere too (in the
game box's zones beside the table, ``BOX_GAP`` right of it, or blocking spaces), so the table always
holds everything in the box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..core.model import Piece, Seat, Visibility, Zone, ZoneKind
from .definition import SEAT_COLOR_NAMES, SEAT_COLORS

T = TypeVar("T")
RGB = tuple[int, int, int]

BOX_GAP = 40.0
"""mm between the table's right edge and the game box's zones (``Zone.in_box``) beside it."""


@dataclass(frozen=True)
class ColourSlot:
    """One of the box's player colours: held by a seat (``key`` is its id) or unused (``key`` is the colour)."""

    key: str
    name: str
    color: tuple[int, int, int]


def colour_slots(seats: Sequence[Seat], sets_in_box: int = 4) -> list[ColourSlot]:
    """The seats' colours, then colours nobody chose for the sets left in the box."""
    slots = [ColourSlot(s.id, s.name, s.color) for s in seats]
    taken = {s.color for s in seats}
    free = [(name, c) for name, c in zip(SEAT_COLOR_NAMES, SEAT_COLORS, strict=False) if c not in taken]
    slots += [ColourSlot(name, name, c) for name, c in free[: sets_in_box - len(seats)]]
    return slots


def nearest_free(wanted: Sequence[RGB], offered: Sequence[T], colour: Callable[[T], RGB]) -> tuple[list[T], list[T]]:
    """For each wanted colour in turn, the offered set nearest it that no earlier one took, and the sets left:
    a game's own colours (Village's families, Robinson's pawns) given to seats whose chips show another
    palette, so each seat's chip and its pieces agree as far as the colours allow."""
    free = list(offered)
    chosen = []
    for rgb in wanted:
        best = min(free, key=lambda item: sum((a - b) ** 2 for a, b in zip(colour(item), rgb, strict=True)))
        free.remove(best)
        chosen.append(best)
    return chosen, free


def hex_rgb(text: str) -> tuple[int, int, int]:
    """``"#c4302b"`` as an RGB triple (data files write colours the way a designer does)."""
    return (int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16))


class Laying:
    """Collects zones and pieces while a set-up is laid out, in drawing order."""

    def __init__(self) -> None:
        self.zones: list[Zone] = []
        self.pieces: list[Piece] = []

    def zone(self, zid: str, kind: ZoneKind, label: str, x: float, y: float, w: float, h: float,
             snaps: Sequence[tuple[float, float]] = (), owner: str | None = None,
             visibility: Visibility = Visibility.PUBLIC, in_box: bool = False) -> Zone:
        zone = Zone(zid, kind, label, owner=owner, visibility=visibility, x=x, y=y, w=w, h=h, snaps=tuple(snaps),
                    in_box=in_box)
        self.zones.append(zone)
        return zone

    def put(self, pid: str, spec: str, zone: Zone, at: tuple[float, float] | None = None, face: int = 0,
            owner: str | None = None, locked: bool = False) -> None:
        x, y = at if at is not None else zone.center
        self.pieces.append(Piece(pid, spec, zone.id, face=face, x=x, y=y, owner=owner, locked=locked))

    def stack(self, zid: str, label: str, cx: float, cy: float, w: float, h: float,
              items: Sequence[tuple[str, str]], face: int = 0, kind: ZoneKind = ZoneKind.STACK,
              visibility: Visibility = Visibility.PUBLIC, owner: str | None = None) -> None:
        """A pile centred on ``cx, cy``: ``items`` are (piece id, spec id), bottom first."""
        zone = self.zone(zid, kind, label, cx - w / 2, cy - h / 2, w, h, owner=owner, visibility=visibility)
        for pid, spec in items:
            self.put(pid, spec, zone, face=face)
