"""The view onto the table: a centre in table millimetres and a zoom taken from a short list.

Zoom only ever rests on one of the camera's ``steps`` so every piece image is scaled once per step
and cached; a zoom change walks one step per frame, keeping the table point under the cursor fixed,
so it is smooth and never jumps.  Panning eases the centre towards its target.

The steps are ``ZOOM_STEPS`` with the zoom that fits the table to the view added (Home shows the
table with little margin, not at the nearest coarser step), and without the steps that would shrink
the table far below that: zoomed out, the table is still a table.  The centre is kept where the
table stays in view: a table narrower than the view sits in its middle, a wider one can be pushed
until its edge is ``SLACK`` of the view in from the window's edge, no further.
"""

from __future__ import annotations

import math

from msgspec import Struct

ZOOM_STEPS: tuple[float, ...] = tuple(round(0.2 * 1.15 ** i, 4) for i in range(22))
EASE_PER_S = 14.0
FIT_MARGIN = 0.98  # of the view the whole table takes at Home
ZOOM_OUT_LIMIT = 0.66  # the smallest zoom, as a share of the fitting one
NEAR_FIT = 0.05  # steps closer than this (relative) to the fitting zoom give way to it
SLACK = 0.1  # of the view: how far past its edge a table wider than the view can be pushed

Bounds = tuple[float, float, float, float]  # left, top, right, bottom (mm)


def zoom_steps(fit_zoom: float) -> tuple[float, ...]:
    """The steps for a view the table fits at ``fit_zoom``: that zoom, and the fixed ones not far below it."""
    low = fit_zoom * ZOOM_OUT_LIMIT
    kept = [z for z in ZOOM_STEPS if z >= low and abs(z / fit_zoom - 1) >= NEAR_FIT]
    return tuple(sorted([*kept, round(fit_zoom, 6)]))


class Camera(Struct):
    viewport: tuple[int, int, int, int] = (0, 0, 1280, 720)
    cx: float = 600.0
    cy: float = 400.0
    step: int = 8
    target_x: float = 600.0
    target_y: float = 400.0
    target_step: int = 8
    anchor: tuple[tuple[int, int], tuple[float, float]] | None = None
    steps: tuple[float, ...] = ZOOM_STEPS
    bounds: Bounds | None = None  # what must stay in view (the table, and the open drawer); None: anything goes
    home_step: int = 8  # the step that fits the bounds (the last fit's)

    @property
    def zoom(self) -> float:
        return self.steps[self.step]

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
        """Move with the mouse: the table follows the cursor exactly (no easing while dragging), up to its edge."""
        self.cx, self.cy = self.clamped(self.cx - dx / self.zoom, self.cy - dy / self.zoom, self.zoom)
        self.target_x, self.target_y = self.cx, self.cy
        self.anchor = None

    def nudge(self, dx: float, dy: float) -> None:
        """Move the target by screen pixels (keys); the centre eases after it."""
        zoom = self.steps[self.target_step]
        self.target_x, self.target_y = self.clamped(self.target_x + dx / zoom, self.target_y + dy / zoom, zoom)
        self.anchor = None

    def zoom_at(self, screen_pos: tuple[int, int], steps: int) -> None:
        """Zoom by ``steps`` (positive = closer) towards the table point under ``screen_pos``."""
        self.target_x, self.target_y = self.cx, self.cy
        self.target_step = max(0, min(len(self.steps) - 1, self.target_step + steps))
        self.anchor = (screen_pos, self.to_table(*screen_pos))

    def fit(self, width: float, height: float, left: float = 0.0, top: float = 0.0) -> None:
        """Aim at the whole table (Home): the zoom that shows all of ``width x height`` (mm) at
        ``left, top``, which become the bounds the view keeps."""
        self.bounds = (left, top, left + width, top + height)
        self._rescale()
        self.target_step = self.home_step
        self.target_x, self.target_y = left + width / 2, top + height / 2
        self.anchor = None

    def resize(self, viewport: tuple[int, int, int, int]) -> None:
        """A new view rectangle: a view at Home stays at Home; otherwise the zoom and centre are kept."""
        at_home = self.bounds is not None and self.settled and self.step == self.home_step and (
            (self.cx, self.cy) == self._bounds_mid())
        self.viewport = viewport
        if self.bounds is None:
            return
        if at_home:
            left, top, right, bottom = self.bounds
            self.fit(right - left, bottom - top, left, top)
            self.snap()
        else:
            self._rescale()
            self.cx, self.cy = self.clamped(self.cx, self.cy, self.zoom)
            self.target_x, self.target_y = self.clamped(self.target_x, self.target_y, self.steps[self.target_step])

    def _bounds_mid(self) -> tuple[float, float]:
        assert self.bounds is not None
        left, top, right, bottom = self.bounds
        return (left + right) / 2, (top + bottom) / 2

    def _rescale(self) -> None:
        """The steps for the bounds in this view; the current and aimed-at zooms move to the nearest."""
        assert self.bounds is not None
        left, top, right, bottom = self.bounds
        _, _, w, h = self.viewport
        fit = min(w * FIT_MARGIN / max(right - left, 1e-6), h * FIT_MARGIN / max(bottom - top, 1e-6))
        zoom, target = self.zoom, self.steps[self.target_step]
        self.steps = zoom_steps(max(fit, 1e-4))
        self.home_step = self.steps.index(round(max(fit, 1e-4), 6))
        self.step, self.target_step = self._nearest(zoom), self._nearest(target)

    def _nearest(self, zoom: float) -> int:
        return min(range(len(self.steps)), key=lambda i: abs(math.log(self.steps[i] / zoom)))

    def clamped(self, cx: float, cy: float, zoom: float) -> tuple[float, float]:
        """The nearest centre at ``zoom`` that keeps the bounds in view."""
        if self.bounds is None:
            return cx, cy
        left, top, right, bottom = self.bounds
        _, _, w, h = self.viewport
        return _axis(cx, left, right, w / zoom), _axis(cy, top, bottom, h / zoom)

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
        self.cx, self.cy = self.clamped(self.cx, self.cy, self.zoom)
        self.target_x, self.target_y = self.clamped(self.target_x, self.target_y, self.steps[self.target_step])
        k = 1.0 - math.exp(-EASE_PER_S * max(dt, 0.0))
        self.cx += (self.target_x - self.cx) * k
        self.cy += (self.target_y - self.cy) * k
        if abs(self.target_x - self.cx) * self.zoom < 0.5 and abs(self.target_y - self.cy) * self.zoom < 0.5:
            self.cx, self.cy = self.target_x, self.target_y


def _axis(centre: float, low: float, high: float, seen: float) -> float:
    """One coordinate of the centre: mid-table when the table fits in ``seen`` (mm), else kept so that
    the table's edge comes no further in than ``SLACK`` of the view."""
    slack = seen * SLACK
    if high - low <= seen - 2 * slack:
        return (low + high) / 2
    return min(max(centre, low + seen / 2 - slack), high - seen / 2 + slack)
