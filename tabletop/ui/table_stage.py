"""The table in play without its chrome: the game, its view, camera, pictures and painter.

A start straight into a table (``--game``, ``--load``) builds this stage and draws it before
pygame_gui, the hud or autosave are imported, so the table is on screen as soon as its pictures
are read; the play screen then takes the stage over as it is (nothing is made twice) and builds
the chrome around it.  Where the table sits comes from ``window_layout`` alone, so it does not move
when the chrome arrives.  The seat whose view is drawn is the hot seat's holder (nobody's hand
shows while the curtain is up); during a replay the stage draws the replay's table instead.
"""

from __future__ import annotations

from typing import Any

import pygame

from ..core.model import Table
from ..core.replay import Replay
from ..core.session import Session
from ..core.visibility import view_for
from ..play import GameInPlay
from .assets import Assets
from .camera import Camera
from .painter import Painter
from .previews import Note, PreviewedArt
from .scene import Scene, SceneBuilder
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

    def __init__(self, window: pygame.Surface, game: GameInPlay, art: Any, ui_scale: float = 1.0) -> None:
        self.game = game
        self.session: Session = game.session
        self.ui_scale = ui_scale
        self.ui = UiState()
        self.camera = Camera()
        self.assets = Assets(art)
        self.painter = Painter(self.assets)
        self.scenes = SceneBuilder()
        self._view_key: tuple[Table, str | None] | None = None
        self._view: Table = game.table
        self.replay: Replay | None = None
        self.ui.viewer = game.hotseat.holder
        self.hand_rect = (0, 0, 0, 0)
        self.lay_out(window.get_size())
        self.camera.fit(game.table.width, game.table.height)
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
            self.rebuild()
        return notes

    def view(self) -> Table:
        """The table as the viewer may see it, worked out again only when the table or viewer changed
        (during a replay: the replayed table, as the replay lets its viewer see it)."""
        if self.replay is not None:
            self.ui.viewer = self.replay.viewer
            return self.replay.view()
        self.ui.viewer = self.game.hotseat.holder
        key = (self.session.table, self.ui.viewer)
        if self._view_key is None or key[0] is not self._view_key[0] or key[1] != self._view_key[1]:
            self._view_key = key
            self._view = view_for(self.session.table, self.ui.viewer)
            self.ui.selection &= set(self._view.pieces)
        return self._view

    def lay_out(self, window_size: tuple[int, int]) -> None:
        """The table view and the hand strip in what the chrome leaves of the window."""
        self.camera.viewport, self.hand_rect = table_layout(window_size, self.ui_scale)

    def on_table(self, pos: tuple[int, int]) -> bool:
        """Whether a press at ``pos`` is the table's (the view or the hand strip), not a panel's."""
        return pygame.Rect(self.camera.viewport).union(self.hand_rect).collidepoint(pos)

    def rebuild(self) -> Scene:
        """The scene of the table as it is now."""
        self.scene = self.scenes.build(self.view(), self.ui, self.camera, self.hand_rect)
        self.scene_of = self.view()
        return self.scene

    def current_scene(self) -> Scene:
        """The scene on screen, rebuilt when an earlier event this frame changed the table."""
        return self.scene if self.scene_of is self.view() else self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        table = self.view()
        size = (int(table.width * self.camera.zoom), int(table.height * self.camera.zoom))
        self.painter.paint(surface, self.scene, size)
        art = self.assets.art
        if isinstance(art, PreviewedArt):
            art.save()
            art.after_frame()
        if self.ui.status:
            self.painter.status(surface, self.ui.status, self.camera.viewport, self.hand_rect[1])
