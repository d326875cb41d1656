"""Rendered images on disk, named by a content hash of what was drawn.

Files are WebP (quality 88, exact alpha): the grain and fibre of the scanned look make lossless
files huge (a card about 520 KB as PNG, 80 KB as WebP, a board 11 MB against 1.6 MB), and a scan is
lossy anyway; the loss is below what the eye finds at 200 % zoom.

The key covers the renderer version, the game, the resolution and everything about the spec that a
template reads (for a hidden face: only the back's public identity), so a changed card gets a new file
and an unchanged one is never drawn twice.  Bump ``render.RENDERER_VERSION`` whenever the output of
any template changes.  Writes go to a temporary file and then ``os.replace``, so a crash never leaves
half a picture under a real name.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path
from typing import Any

from PIL import Image, UnidentifiedImageError

from ..core.model import PieceSpec
from .render import RENDERER_VERSION, back_key, is_back


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (frozenset, set)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def image_key(game: str, spec: PieceSpec, face: int, px_per_mm: float) -> str:
    """The content hash naming one rendered face."""
    if is_back(spec, face):
        what: Any = ["back", *back_key(game, spec)]
    else:
        fields = asdict(spec)
        fields.pop("id")
        what = ["face", game, spec.id, fields, face]
    text = json.dumps([RENDERER_VERSION, round(px_per_mm, 4), _plain(what)], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:40]


SUFFIX = ".webp"


class DiskCache:
    """A folder of ``<key>.webp``; ``read`` gives ``None`` for a missing or damaged file."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        self.folder = folder
        self.writable = writable

    def path(self, key: str) -> Path:
        return self.folder / f"{key}{SUFFIX}"

    def has(self, key: str) -> bool:
        return self.path(key).is_file()

    def read(self, key: str) -> Image.Image | None:
        path = self.path(key)
        try:
            with Image.open(path, formats=["WEBP"]) as img:
                img.load()
                return img.convert("RGBA") if img.mode != "RGBA" else img.copy()
        except (OSError, UnidentifiedImageError, ValueError):
            return None

    def write(self, key: str, image: Image.Image) -> None:
        """Store ``image``; a read-only or full disk only costs the cache, never the game."""
        if not self.writable:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.folder, suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(fd, "wb") as handle:
                image.save(handle, format="WEBP", quality=88, method=1)
            os.replace(tmp, self.path(key))
        except OSError:
            Path(tmp).unlink(missing_ok=True)
