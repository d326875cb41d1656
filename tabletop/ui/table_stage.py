"""The table in play without its chrome: the game, its view, camera, pictures and painter.

A start straight into a table (``--game``, ``--load``) builds this stage and draws it before
pygame_gui, the hud or autosave are imported, so the table is on screen as soon as its pictures
are read; the play screen then takes the stage over as it is (nothing is made twice) and builds
the chrome around it.  Where the table sits comes from ``window_layout`` alone, so it does not move
when the chrome arrives.  The seat whose view is drawn is the hot seat's holder (nobody's hand
shows while the curtain is up); during a replay the stage draws the replay's table instead.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Callable
from typing import Any

import pygame

from ..core.model import Table
from ..core.replay import Replay
from ..core.session import Session
from ..core.visibility import view_for
from ..play import GameInPlay
from .assets import Assets
from .camera import Camera
from .figures_band import FiguresBand, SeatRow, band_height, rules_off_note
from .hit_test import sprite_at
from .i18n import _
from .painter import Painter
from .previews import Note, PreviewedArt
from .rules_words import OWN_SLIDE_S, pace_named
from .scene import Scene, SceneBuilder, frame_table
from .slides import Slides
from .state import UiState
from .window_layout import table_layout


def prepare_art(game: str, table: Table, lazy: bool = False) -> tuple[PreviewedArt | None, list[Note]]:
    """The game's pictures; ``None`` if art fails.  Nothing is drawn here: a first start draws what
    the first frame shows, and the rest in the background once that frame is up.

    Also the (title, text) of what went wrong, for the shell's dialogs.  ``lazy``: when an earlier
    start left previews for this game, the art book is opened only when a picture needs it (or at
    ``TableStage.settle_pictures``), so a first frame can be drawn before pillow is imported.
    """
    art = PreviewedArt(game, table.specs)
    if not (lazy and art.remembers):
        art.open_book()
    notes, art.notes = art.notes, []
    return (None if art.failed else art), notes


class TableStage:
    """One table's view: who is at the computer, the camera on the table, its scene and its pictures.

    The seat at the computer (``ui.viewer``) follows the game's hot seat; the camera starts fitted to
    the whole table.
    """

    def __init__(self, window: pygame.Surface, game: GameInPlay, art: Any, ui_scale: float = 1.0,
                 log_open: bool = True) -> None:
        self.game = game
        self.session: Session = game.session
        self.ui_scale = ui_scale
        self.log_open = log_open
        self.ui = UiState()
        self.camera = Camera()
        self.assets = Assets(art)
        self.painter = Painter(self.assets)
        self.band = FiguresBand(self.assets, ui_scale)
        self.band_rect = (0, 0, 0, 0)
        self._shape = (0, True)
        self._band_of: tuple[object, ...] = ()
        self.scenes = SceneBuilder()
        self.scene = Scene()
        self.scene_of: Table | None = None
        self.slides = Slides()
        self.bot_slide_s = pace_named("normal").slide
        self._view_key: tuple[Table, str | None] | None = None
        self._view: Table = game.table
        self.replay: Replay | None = None
        self.after_lay_out: Callable[[], None] | None = None
        """What must follow each lay-out (a replay's bar takes its share of the view)."""
        self.ui.viewer = game.hotseat.holder
        self.hand_rect = (0, 0, 0, 0)
        self.lay_out(window.get_size())
        frame_table(self.camera, self.view(), self.ui.drawer_open)
        self.camera.snap()
        self.scene = self.rebuild()

    def settle_pictures(self) -> list[Note]:
        """After a first frame drawn from previews alone: open the art book, and if a preview was
        out of date (or the book failed) make the pictures again.  What went wrong, for dialogs."""
        art = self.assets.art
        if not isinstance(art, PreviewedArt):
            return []
        right = art.settle()
        notes, art.notes = art.notes, []
        if art.failed or not right:
            self.assets = Assets(None if art.failed else art)
            self.painter = Painter(self.assets)
            self.band.assets = self.assets
            self.rebuild()
        return notes

    def view(self) -> Table:
        """The table as the viewer may see it, worked out again only when the table or viewer changed.

        When only the table changed, what moved slides to its new place and the camera follows
        what landed out of sight.  During a replay: the replayed table, as the replay lets its viewer
        see it (no slides: a replay steps and seeks)."""
        if self.replay is not None:
            self.ui.viewer = self.replay.viewer
            return self.replay.view()
        self.ui.viewer = self.game.hotseat.holder
        key = (self.session.table, self.ui.viewer)
        if self._view_key is None or key[0] is not self._view_key[0] or key[1] != self._view_key[1]:
            same_viewer = self._view_key is not None and key[1] == self._view_key[1]
            before = self._view
            dropped = self.ui.released
            released = self._in_hand()  # a card leaving the hand strip starts where it was shown
            if dropped is not None and self._view_key is not None and dropped[0] is self._view_key[0]:
                released.update(dropped[1])
            self._view_key = key
            self._view = view_for(self.session.table, self.ui.viewer)
            self.ui.selection &= set(self._view.pieces)
            if same_viewer:
                last = self.session.actions[self.session.cursor - 1] if self.session.cursor else None
                self.slides.duration = self.bot_slide_s if last is not None and last.actor in self.game.bots \
                    else OWN_SLIDE_S
                self.slides.start(before, self._view, released)
                self._follow([end for _start, end in self.slides.paths.values()])
            else:
                self.slides.stop()
            self.ui.released = None
        return self._view

    def _in_hand(self) -> dict[str, tuple[float, float]]:
        """Where the hand strip shows each of the viewer's cards, as table points."""
        return {s.piece: self.camera.to_table(s.rect[0] + s.rect[2] / 2, s.rect[1] + s.rect[3] / 2)
                for s in self.scene.hand}

    def _follow(self, points: list[tuple[float, float]]) -> None:
        """Pan so that where pieces landed is in view, as much of it as one view shows, when some landed out of
        it (the zoom stays)."""
        if not points:
            return
        left, top, w, h = self.camera.visible_table_rect()
        margin = 20.0
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        if min(xs) >= left + margin and max(xs) <= left + w - margin and min(ys) >= top + margin and \
                max(ys) <= top + h - margin:
            return
        cam = self.camera
        shown = _most(points, w - 2 * margin, h - 2 * margin, (cam.cx, cam.cy))
        cam.target_x = _shift(cam.cx, w / 2 - margin, [p[0] for p in shown])
        cam.target_y = _shift(cam.cy, h / 2 - margin, [p[1] for p in shown])
        cam.anchor = None

    def tick(self, dt: float) -> None:
        self.slides.tick(dt)

    def lay_out(self, window_size: tuple[int, int]) -> None:
        """The seats' figures (a game with rules), the table view and the hand strip in what the chrome
        leaves of the window."""
        self._shape = rows, hands = self._shape_now()
        band = band_height(rows, self.ui_scale) if self.game.binding is not None else 0
        viewport, self.hand_rect = table_layout(window_size, self.ui_scale, band, self.log_open, hands)
        self.camera.resize(viewport)
        x, y, w, _h = self.camera.viewport
        self.band_rect = (x, y - band, w, band) if band else (0, 0, 0, 0)
        if self.after_lay_out is not None:
            self.after_lay_out()

    def _shape_now(self) -> tuple[int, bool]:
        """The band's rows, and whether the hand strip is there: a row for each seat and no strip in a game
        with rules on that keeps nothing in hands; no rows (the band's one line says why) and the strip with
        rules off, when anything may go in a hand; in a replay, as the rules were at the point shown."""
        rules_on = self.session.rules_on if self.replay is None else self.replay.rules_on
        if not rules_on:
            return 0, True
        binding = self.game.binding
        return len(self.game.seat_ids), binding is None or binding.kit.hands

    def _refresh_band(self) -> None:
        """The figures of every seat, worked out again when the game's state or the deciding seat changed
        (during a replay: the replayed point's; the figures are public)."""
        game, session, replay = self.game, self.session, self.replay
        binding = game.binding
        if binding is None:
            return
        state, rules_on = (session.game_state, session.rules_on) if replay is None else (replay.state, replay.rules_on)
        deciding = binding.current_seat(state) if rules_on else None
        key = (state, rules_on, deciding, tuple(game.bots))
        if len(key) == len(self._band_of) and all(a is b or a == b for a, b in zip(key, self._band_of, strict=True)):
            return
        self._band_of = key
        if not rules_on:
            self.band.set_rows([], rules_off_note())
            return
        rows = []
        for seat in session.table.seats:
            name = _("{name} (computer)", name=seat.name) if seat.id in game.bots else seat.name
            rows.append(SeatRow(name, seat.color, seat.id == deciding, tuple(binding.figures(state, seat.id))))
        self.band.set_rows(rows)

    def set_drawer(self, open_: bool) -> None:
        """Open or close the game box's drawer beside the table, and frame what is then to be seen."""
        self.ui.drawer_open = open_
        frame_table(self.camera, self.view(), open_)

    def on_table(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` is the table's (the view or the hand strip), not a panel's."""
        return pygame.Rect(self.camera.viewport).union(self.hand_rect).collidepoint(pos)

    def rebuild(self) -> Scene:
        """The scene of the table as it is now.

        When the table or the camera moved under a still pointer (a move, an undo, the computer's turn, a
        glide), the piece under the pointer is found again: the hover outline must not stay on a piece that
        was carried away from it."""
        view = self.view()
        moved = view is not self.scene_of or not self.camera.settled
        self.scene = self._build(view)
        if moved and self.ui.drag is None:
            under = sprite_at(self.scene, self.ui.mouse) if self.on_table(self.ui.mouse) else None
            hover = under.piece if under is not None else None
            if hover != self.ui.hover:
                self.ui.hover = hover
                self.scene = self._build(view)
        return self.scene

    def _build(self, view: Table) -> Scene:
        sliding = {pid: self.slides.where(pid) for pid in self.slides.paths}
        self.scene_of = view
        return self.scenes.build(view, self.ui, self.camera, self.hand_rect, sliding)

    def current_scene(self) -> Scene:
        """The scene on screen, rebuilt when an earlier event this frame changed the table."""
        return self.scene if self.scene_of is self.view() else self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        if self._shape != self._shape_now():
            self.lay_out(surface.get_size())  # rules turned on or off: the band's rows, the hand strip
        table = self.view()
        size = (int(table.width * self.camera.zoom), int(table.height * self.camera.zoom))
        self.painter.paint(surface, self.scene, size)
        self._refresh_band()
        self.band.draw(surface, self.band_rect)
        art = self.assets.art
        if isinstance(art, PreviewedArt):
            art.save()
            art.after_frame()
        if self.ui.status:
            self.painter.status(surface, self.ui.status, self.camera.viewport, self.hand_rect[1])


def _most(points: list[tuple[float, float]], w: float, h: float, near: tuple[float, float]) -> list[tuple[float, float]]:
    """The most of ``points`` one view ``w`` by ``h`` can show together, of equal counts those nearest ``near``.
    Where a move lands pieces at both ends of the table (a sowing in the player's fields and its price in the
    supply), the view goes to where most of them landed: their middle showed neither end."""
    best: tuple[int, float] = (0, 0.0)
    shown: list[tuple[float, float]] = []
    for x0 in {p[0] for p in points}:
        column = sorted((p for p in points if x0 <= p[0] <= x0 + w), key=lambda p: p[1])
        ys = [p[1] for p in column]
        for i, y0 in enumerate(ys):
            end = bisect_right(ys, y0 + h)
            if end - i < best[0]:
                continue
            group = column[i:end]
            mid = (sum(p[0] for p in group) / len(group), sum(p[1] for p in group) / len(group))
            key = (len(group), -math.dist(mid, near))
            if not shown or key > best:
                best, shown = key, group
    return shown


def _shift(centre: float, half: float, coords: list[float]) -> float:
    """The least move of a view centre (``half`` its half-size) that brings ``coords`` into it."""
    lo, hi = min(coords), max(coords)
    if lo < centre - half:
        return lo + half
    if hi > centre + half:
        return hi - half
    return centre
