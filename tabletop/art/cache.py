"""Rendered images on disk, named by a content hash of what was drawn.

The key covers the renderer version, the language of the words, the game, the resolution and everything about the spec that a
template reads (for a hidden face: only the back's public identity), so a changed card gets a new file
and an unchanged one is never drawn twice.  Bump ``render.RENDERER_VERSION`` whenever the output of
any template changes (``tests/art/test_renderer_version.py`` notices a forgotten bump).

An image is stored as two files: ``<key>.jpg`` (colour, JPEG quality 90) and ``<key>.a.png`` (the
die-cut alpha, exact).  The grain and fibre of the scanned look make lossless files huge (a card is
about 520 KB as PNG against 95 KB here, a board 11 MB against under 1 MB), and JPEG decodes about 7
times faster than WebP, which is what a warm start waits for; a scan is lossy anyway.  Writes go to a
temporary file and then ``os.replace``, alpha first, so a half-written pair is never read as whole.

A small index per game and renderer version lists the keys already made, so a warm start knows in one
read that nothing is to be drawn.  A key listed whose files have gone is simply drawn again when it is
first shown.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PIL import Image, UnidentifiedImageError

from ..atomic import write_atomically
from ..core.model import PieceSpec
from ..lang.door import language
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
        # every field but the id, shallow: the data are plain values, and _plain walks them below
        facts = {name: getattr(spec, name) for name in spec.__struct_fields__ if name != "id"}
        what = ["face", game, spec.id, facts, face]
    text = json.dumps([RENDERER_VERSION, language(), round(px_per_mm, 4), _plain(what)], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:40]


COLOUR, ALPHA = ".jpg", ".a.png"


class DiskCache:
    """A folder of ``<key>.jpg`` + ``<key>.a.png``; ``read`` gives ``None`` for a missing or damaged pair."""

    def __init__(self, folder: Path, writable: bool = True) -> None:
        self.folder = folder
        self.writable = writable

    def path(self, key: str, suffix: str = COLOUR) -> Path:
        return self.folder / f"{key}{suffix}"

    def has(self, key: str) -> bool:
        return self.path(key).is_file() and self.path(key, ALPHA).is_file()

    def index_path(self, name: str) -> Path:
        return self.folder / f"index-{name}-v{RENDERER_VERSION}.txt"

    def listed(self, name: str) -> frozenset[str]:
        """The keys the index ``name`` says were made; a missing or unreadable index lists none."""
        try:
            return frozenset(self.index_path(name).read_text(encoding="ascii").split())
        except (OSError, UnicodeDecodeError):
            return frozenset()

    def list_keys(self, name: str, keys: frozenset[str]) -> None:
        """Record ``keys`` (with those already listed) as made, so a warm start checks one file, not two per key."""
        if not self.writable:
            return
        every = sorted(self.listed(name) | keys)
        write_atomically(self.index_path(name), lambda handle: handle.write("\n".join(every).encode("ascii")))

    def read(self, key: str, at_least: tuple[int, int] | None = None) -> Image.Image | None:
        """The stored picture; with ``at_least``, JPEG's own scaled decoding may give it smaller
        (halved up to three times, never below ``at_least``): a table seen from afar decodes a
        sixteenth of the pixels, and the screen shows it scaled down to ``at_least`` anyway."""
        try:
            with Image.open(self.path(key), formats=["JPEG"]) as colour, Image.open(self.path(key, ALPHA), formats=["PNG"]) as alpha:
                if colour.size != alpha.size:
                    return None
                if at_least is not None:
                    colour.draft("RGB", at_least)
                image = colour.convert("RGB")
                mask = alpha if alpha.mode == "L" else alpha.convert("L")
                if mask.size != image.size:
                    factor = round(mask.width / image.width)
                    mask = mask.reduce(factor) if factor > 1 else mask
                    if mask.size != image.size:
                        mask = mask.resize(image.size, Image.Resampling.BOX)
                image.putalpha(mask)
                return image
        except (OSError, UnidentifiedImageError, ValueError):
            return None

    def write(self, key: str, image: Image.Image) -> None:
        """Store ``image``; a read-only or full disk only costs the cache, never the game."""
        if not self.writable:
            return
        rgba = image.convert("RGBA")
        write_atomically(self.path(key, ALPHA), lambda handle: rgba.getchannel("A").save(handle, format="PNG", compress_level=1))
        write_atomically(self.path(key), lambda handle: rgba.convert("RGB").save(handle, format="JPEG", quality=90))
