"""The view onto the table: a centre in table millimetres and a zoom taken from a fixed list.

Zoom only ever rests on a step of ``ZOOM_STEPS`` so every piece image is scaled once per step and
cached; a zoom change walks one step per frame, keeping the table point under the cursor fixed, so
it is smooth and never jumps.  Panning eases the centre towards its target.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

ZOOM_STEPS: tuple[float, ...] = tuple(round(0.2 * 1.15 ** i, 4) for i in range(22))
EASE_PER_S = 14.0


@dataclass
class Camera:
    viewport: tuple[int, int, int, int] = (0, 0, 1280, 720)
    cx: float = 600.0
    cy: float = 400.0
    step: int = 8
    target_x: float = 600.0
    target_y: float = 400.0
    target_step: int = 8
    anchor: tuple[tuple[int, int], tuple[float, float]] | None = None

    @property
    def zoom(self) -> float:
        return ZOOM_STEPS[self.step]

    @property
    def settled(self) -> bool:
        return self.step == self.target_step and (self.cx, self.cy) == (self.target_x, self.target_y)

    def _mid(self) -> tuple[float, float]:
        x, y, w, h = self.viewport
        return x + w / 2, y + h / 2

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        mx, my = self._mid()
        return (x - self.cx) * self.zoom + mx, (y - self.cy) * self.zoom + my

    def to_table(self, sx: float, sy: float) -> tuple[float, float]:
        mx, my = self._mid()
        return (sx - mx) / self.zoom + self.cx, (sy - my) / self.zoom + self.cy

    def visible_table_rect(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.viewport
        left, top = self.to_table(x, y)
        return left, top, w / self.zoom, h / self.zoom

    def pan_pixels(self, dx: float, dy: float) -> None:
        """Move with the mouse: the table follows the cursor exactly (no easing while dragging)."""
        self.cx -= dx / self.zoom
        self.cy -= dy / self.zoom
        self.target_x, self.target_y = self.cx, self.cy
        self.anchor = None

    def nudge(self, dx: float, dy: float) -> None:
        """Move the target by screen pixels (keys); the centre eases after it."""
        self.target_x += dx / self.zoom
        self.target_y += dy / self.zoom
        self.anchor = None

    def zoom_at(self, screen_pos: tuple[int, int], steps: int) -> None:
        """Zoom by ``steps`` (positive = closer) towards the table point under ``screen_pos``."""
        self.target_x, self.target_y = self.cx, self.cy
        self.target_step = max(0, min(len(ZOOM_STEPS) - 1, self.target_step + steps))
        self.anchor = (screen_pos, self.to_table(*screen_pos))

    def fit(self, width: float, height: float) -> None:
        """Aim at the whole table (Home): the largest step that shows all of it."""
        _, _, w, h = self.viewport
        best = 0
        for i, z in enumerate(ZOOM_STEPS):
            if width * z <= w * 0.96 and height * z <= h * 0.96:
                best = i
        self.target_step = best
        self.target_x, self.target_y = width / 2, height / 2
        self.anchor = None

    def snap(self) -> None:
        """Arrive at the target at once (start-up, tests)."""
        self.step = self.target_step
        self.cx, self.cy = self.target_x, self.target_y
        self.anchor = None

    def update(self, dt: float) -> None:
        if self.step != self.target_step:
            self.step += 1 if self.target_step > self.step else -1
            if self.anchor is not None:
                (sx, sy), (tx, ty) = self.anchor
                mx, my = self._mid()
                self.cx = self.target_x = tx - (sx - mx) / self.zoom
                self.cy = self.target_y = ty - (sy - my) / self.zoom
        if self.step == self.target_step:
            self.anchor = None
        k = 1.0 - math.exp(-EASE_PER_S * max(dt, 0.0))
        self.cx += (self.target_x - self.cx) * k
        self.cy += (self.target_y - self.cy) * k
        if abs(self.target_x - self.cx) * self.zoom < 0.5 and abs(self.target_y - self.cy) * self.zoom < 0.5:
            self.cx, self.cy = self.target_x, self.target_y
