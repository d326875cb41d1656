"""Pieces gliding from where they lay to where a change put them, so a move can be followed by eye.

A move (the computer's above all) may shift a dozen pieces at once: a harvest fills the carts, a
new round deals cards.  When the table the viewer sees changes, every piece that changed place on
the table slides from its old centre to its new one (a card that came out of a pile starts from the
pile); a piece the player just dropped starts where it was let go, a card played from the hand strip
where the strip showed it.  While they slide the scene draws
them above the table at their current point; the table itself is already in its new state, so
nothing here can drift from it.
"""

from __future__ import annotations

import math

from msgspec import Struct, field

from ..core.model import Table, ZoneKind
from .scene import centre_of

MAX_SLIDES = 120  # beyond this (a whole table rearranged) pieces just appear where they go
MIN_SHIFT_MM = 0.5

Point = tuple[float, float]


class Slides(Struct):
    duration: float = 0.45
    paths: dict[str, tuple[Point, Point]] = field(default_factory=dict)
    elapsed: float = 0.0

    @property
    def active(self) -> bool:
        return bool(self.paths)

    @property
    def moving(self) -> frozenset[str]:
        return frozenset(self.paths)

    def start(self, before: Table, after: Table, released: dict[str, Point] | None = None) -> None:
        """Slide what changed place from ``before`` to ``after`` (both the viewer's view); ``released``:
        the table points some pieces start from instead (dropped there, or shown in the hand strip)."""
        released = released or {}
        paths: dict[str, tuple[Point, Point]] = {}
        emptied = [z for z in before.zones.values() if z.kind is ZoneKind.STACK
                   and z.id in after.zones and len(after.zones[z.id].pieces) < len(z.pieces)]
        for pid, piece in after.pieces.items():
            if after.zones[piece.zone].kind is ZoneKind.HAND:
                continue
            end = centre_of(after, pid)
            if pid in released:
                start = released[pid]
            elif pid in before.pieces:
                if before.zones[before.pieces[pid].zone].kind is ZoneKind.HAND:
                    continue  # a hand card not on screen (another seat's) just appears
                start = centre_of(before, pid)
            elif emptied and after.zones[piece.zone].kind is ZoneKind.AREA:
                start = emptied[0].center
            else:
                continue
            if math.dist(start, end) > MIN_SHIFT_MM:
                paths[pid] = (start, end)
        self.paths = paths if len(paths) <= MAX_SLIDES else {}
        self.elapsed = 0.0

    def tick(self, dt: float) -> None:
        if self.paths:
            self.elapsed += dt
            if self.elapsed >= self.duration:
                self.paths = {}

    def where(self, pid: str) -> Point:
        """The piece's point now, eased out (fast at first, settling at the end)."""
        (x0, y0), (x1, y1) = self.paths[pid]
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        k = 1 - (1 - t) ** 3
        return x0 + (x1 - x0) * k, y0 + (y1 - y0) * k

    def stop(self) -> None:
        self.paths = {}
