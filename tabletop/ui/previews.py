"""Pictures as first shown, kept small in the cache and read back by pygame alone.

A table seen whole shows a 2400-pixel board at about 200 pixels.  Even JPEG's scaled decoding
reads the whole compressed file, and the die-cut alpha is a full-size PNG: that board alone cost
about 50 ms of a start, and opening the art book (pillow and the templates) about 40 ms more.  So
when the art book gives a picture smaller than it is (decoded at the size shown), that picture is
also kept as ``<key>.p.rgba``, named by the art cache's content hash, so a changed picture gets a new
name and a preview never outlives its picture.  A small list per game (``previews-<game>.json``)
remembers which key each face had, so the first frame of the next start reads its previews with
pygame alone before the art book is even imported.  A preview is its size and its RGBA pixels as they
are: a board's 600-pixel preview took 8.6 ms to decode as a PNG, as raw pixels about 0.3 ms to read.

That list can be out of date (new game data, a new renderer, a new image pack): ``settle``, once
the first frame is up, opens the book and checks every face the list answered; any that differ are
reported, so the table's pictures are made again from the book before the chrome's first frame.
Pictures from a player's image pack are never previewed: the pack is the player's to change, and
neither are the book's drafts (a first start's quick pictures, replaced on disk by the full ones).

Opening the book draws nothing: a first start draws what the first frame shows (as drafts), and
``after_frame`` then has the book draw the rest on its worker thread.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pygame

from ..atomic import write_atomically
from ..core.model import PieceSpec
from ..userdirs import cache_dir
from .i18n import _

SUFFIX = ".p.rgba"
HEADER = struct.Struct("<4sII")  # a tag, the width and the height
TAG = b"TTP1"
Note = tuple[str, str]


def default_preview_dir() -> Path:
    return cache_dir() / "previews"


class PreviewedArt:
    """A game's art book, opened on first need, whose pictures shown smaller than they are come
    from (and go to) previews.  ``open_book`` opens it now; ``notes`` gathers what went wrong
    opening it, as (title, text) for the shell's dialogs."""

    def __init__(self, game: str, specs: Mapping[str, PieceSpec], folder: Path | None = None) -> None:
        self.game = game
        self.specs = specs
        self.folder = folder or default_preview_dir()
        self.notes: list[Note] = []
        self.background: Any = None  # the book's worker drawing the rest, once started
        self._book: Any = None
        self._failed: str | None = None
        self._known = self._read_list()
        self._unsaved = False
        self._unchecked: dict[tuple[str, int], tuple[PieceSpec, str]] = {}

    @property
    def list_path(self) -> Path:
        return self.folder / f"previews-{self.game}.json"

    @property
    def remembers(self) -> bool:
        """Whether an earlier start left a list of previews for this game (so its art was prepared then)."""
        return bool(self._known)

    @property
    def failed(self) -> bool:
        return self._failed is not None

    def open_book(self) -> None:
        """Open the art book (it draws nothing yet); a failure is noted."""
        if self._book is not None or self._failed is not None:
            return
        try:
            from ..art import ArtBook  # pillow and the templates

            book = ArtBook(self.game, self.specs)
        except Exception as failure:  # pictures are a nicety: the table works with drawn stand-ins
            self._failed = str(failure)
            self.notes.append((_("The pictures could not be prepared"), self._failed))
            return
        if book.problems:
            self.notes.append((_("Some pictures could not be loaded"), "\n".join(book.problems[:12])))
        self._book = book

    def after_frame(self) -> None:
        """Once a frame is on screen: start drawing, in the background, the pictures not made yet."""
        if self._book is None or self.background is not None:
            return
        try:
            self.background = self._book.fill_in_background() or False
        except OSError:  # an unreadable cache folder: pictures are then drawn as they are shown
            self.background = False

    def image(self, spec: PieceSpec, face: int, at_least: tuple[int, int] | None = None) -> Any:
        known = self._known.get(_entry(spec, face))
        if at_least is not None and known is not None and self._book is None and self._failed is None:
            kept = self._load(known, at_least)
            if kept is not None:
                self._unchecked[(spec.id, face)] = (spec, known)
                return kept
        self.open_book()
        if self._book is None:
            raise OSError(self._failed)
        book = self._book
        if at_least is None or book.pack.source(spec, face) is not None:
            return book.image(spec, face, at_least)
        from ..art.cache import image_key

        key = image_key(self.game, spec, face, book.px_per_mm(spec))
        kept = self._load(key, at_least)
        if kept is not None:
            self._know(spec, face, key)
            return kept
        image = book.image(spec, face, at_least)
        full = book.size_px(spec)
        small = image.width < full[0] and image.height < full[1]
        if small and not image.info.get("draft") and self._store(key, image):
            self._know(spec, face, key)
        return image

    def settle(self) -> bool:
        """Open the book and check the faces the list answered alone; ``True`` when the pictures
        shown so far are all right, ``False`` when some must be made again (or the book failed)."""
        self.open_book()
        if self._book is None:
            return not self._unchecked
        from ..art.cache import image_key

        right = True
        for (_id, face), (spec, key) in self._unchecked.items():
            if self._book.pack.source(spec, face) is not None or key != image_key(
                    self.game, spec, face, self._book.px_per_mm(spec)):
                self._known.pop(_entry(spec, face), None)
                self._unsaved, right = True, False
        self._unchecked.clear()
        self.save()
        return right

    def save(self) -> None:
        """Write the list if it changed (after a frame, not per picture); a read-only disk only costs speed."""
        if not self._unsaved:
            return
        self._unsaved = False
        text = json.dumps(self._known, sort_keys=True, separators=(",", ":"))
        write_atomically(self.list_path, lambda handle: handle.write(text.encode("ascii")))

    def _know(self, spec: PieceSpec, face: int, key: str) -> None:
        if self._known.get(_entry(spec, face)) != key:
            self._known[_entry(spec, face)] = key
            self._unsaved = True

    def _read_list(self) -> dict[str, str]:
        try:
            known = json.loads(self.list_path.read_text(encoding="ascii"))
        except (OSError, ValueError):
            return {}
        if not isinstance(known, dict):
            return {}
        return {k: v for k, v in known.items() if isinstance(k, str) and isinstance(v, str) and v.isalnum()}

    def _load(self, key: str, at_least: tuple[int, int]) -> pygame.Surface | None:
        """The preview ``key`` if it is there, whole and no smaller than ``at_least``."""
        try:
            data = (self.folder / f"{key}{SUFFIX}").read_bytes()
            tag, w, h = HEADER.unpack_from(data)
        except (OSError, struct.error):
            return None
        if tag != TAG or len(data) != HEADER.size + 4 * w * h or not w or not h:
            return None
        if w < at_least[0] or h < at_least[1]:
            return None
        return pygame.image.frombuffer(memoryview(data)[HEADER.size:], (w, h), "RGBA")

    def _store(self, key: str, image: Any) -> bool:
        """Keep ``image`` (a PIL picture) as the preview ``key``; a full or read-only disk only costs the preview."""
        rgba = image.convert("RGBA")
        return write_preview(self.folder / f"{key}{SUFFIX}", rgba.size, rgba.tobytes())


def write_preview(path: Path, size: tuple[int, int], rgba: bytes) -> bool:
    """Write a preview file: its size, then its pixels, four bytes each (whole, or not at all)."""
    return write_atomically(path, lambda handle: handle.write(HEADER.pack(TAG, *size) + rgba))


def _entry(spec: PieceSpec, face: int) -> str:
    return f"{spec.id}:{face}"
