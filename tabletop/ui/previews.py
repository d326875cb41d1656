"""Pictures as first shown, kept small beside the art cache and read back by pygame alone.

A table seen whole shows a 2400-pixel board at about 200 pixels.  Even JPEG's scaled decoding
reads the whole compressed file, and the die-cut alpha is a full-size PNG: that board alone cost
about 50 ms of a start.  So when the art book gives a picture smaller than it is (decoded at the
size shown), that picture is also kept as ``<key>.p.png`` in the art cache folder, and later
starts load it with ``pygame.image.load`` in a few milliseconds.  The name is the art cache's own
content hash, so a changed picture gets a new name and a preview never outlives its picture; a
cache made before previews existed simply gains them as its pictures are shown.  Pictures from a
player's image pack are never previewed: the pack is the player's to change.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import Any

import pygame

from ..core.model import PieceSpec

SUFFIX = ".p.png"


class Picture:
    """A decoded preview, in the shape ``Assets`` reads an art picture in (``mode``, ``size``, ``tobytes``)."""

    mode = "RGBA"

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size: tuple[int, int] = surface.get_size()
        self.width, self.height = self.size

    def tobytes(self) -> bytes:
        return pygame.image.tobytes(self.surface, "RGBA")


class PreviewedArt:
    """An art book whose pictures shown smaller than they are come from, and go to, previews."""

    def __init__(self, book: Any) -> None:
        self.book = book

    @property
    def problems(self) -> list[str]:
        problems: list[str] = self.book.problems
        return problems

    def preview_path(self, spec: PieceSpec, face: int) -> Path:
        from ..art.cache import image_key

        key = image_key(self.book.game, spec, face, self.book.px_per_mm(spec))
        return Path(self.book.cache.folder) / f"{key}{SUFFIX}"

    def image(self, spec: PieceSpec, face: int, at_least: tuple[int, int] | None = None) -> Any:
        if at_least is None or self.book.pack.source(spec, face) is not None:
            return self.book.image(spec, face, at_least)
        path = self.preview_path(spec, face)
        kept = _load(path)
        if kept is not None and kept.width >= at_least[0] and kept.height >= at_least[1]:
            return kept
        image = self.book.image(spec, face, at_least)
        full = self.book.size_px(spec)
        if kept is None and image.width < full[0] and image.height < full[1] and self.book.cache.writable:
            _store(path, image)
        return image


def _load(path: Path) -> Picture | None:
    """The preview at ``path``; ``None`` when there is none or it cannot be read (it is made again)."""
    try:
        return Picture(pygame.image.load(str(path)))
    except (pygame.error, OSError):
        return None


def _store(path: Path, image: Any) -> None:
    """Keep ``image`` (a PIL picture) at ``path``; a full or read-only disk only costs the preview."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as handle:
            image.convert("RGBA").save(handle, format="PNG", compress_level=1)
        os.replace(tmp, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            os.unlink(tmp)
