"""Scanned-style art for every component, a disk cache of it, and the player's own image packs.

``ArtBook(game, specs)`` answers ``image(spec, face)`` with an RGBA picture at ``px_per_mm(spec)``.
It looks, in order: the player's image pack, memory, the pre-rendered folder shipped with a packaged
build, the user cache, and only then draws (and stores what it drew).

A first start has nothing cached.  Asked for a picture shown small (``at_least``), the book then
draws a *draft* at about the size shown, which costs a small fraction of the full drawing, keeps it
in memory only, and has ``fill_in_background`` draw the full picture next; so the table appears as
soon as what it shows is drawn, and the rest of the box follows on a worker thread
(``background.Filler``).  ``prepare`` draws everything missing at once, for the pre-render and the
benchmark.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

from PIL import Image, ImageFilter

from ..core.model import PieceSpec
from ..lang.door import _
from ..resources import resource_path
from ..userdirs import cache_dir, data_dir
from .background import Filler, Job
from .cache import DiskCache, image_key
from .generic import CARD_RADIUS_MM
from .packs import load_pack, load_picture, pack_size
from .paper import shape_mask
from .render import px_per_mm, render

__all__ = ["ArtBook", "default_cache_dir", "default_pack_dir", "SHADOW_OFFSET_MM"]

MEMORY_IMAGES = 96
DRAFT_SCALES = (1.0, 1.5, 2.0, 3.0, 4.0, 5.0)  # px per mm a draft may be drawn at
DRAFT_SHARE = 0.7  # a draft is only worth it well below the full resolution
SHADOW_OFFSET_MM = (0.8, 1.2)
SHADOW_BLUR_MM = 1.2


def default_cache_dir() -> Path:
    """Where rendered art is kept: the user cache folder's ``art`` (``$TABLETOP_CACHE_DIR`` if set)."""
    return cache_dir() / "art"


def default_pack_dir(game: str) -> Path:
    """The folder a player drops an image pack for ``game`` into (under ``$TABLETOP_DATA_DIR`` if set)."""
    return data_dir() / "packs" / game


class ArtBook:
    """The pictures of one game's components, from a pack, the caches, or freshly drawn."""

    def __init__(self, game: str, specs: Mapping[str, PieceSpec], cache_dir: Path | None = None,
                 pack_dir: Path | None = None, prerendered_dir: Path | None = None) -> None:
        self.game = game
        self.specs = dict(specs)
        self.cache = DiskCache(cache_dir or default_cache_dir())
        self.shipped = DiskCache(prerendered_dir or resource_path("prerendered"), writable=False)
        self.pack = load_pack(pack_dir or default_pack_dir(game), game, self.specs)
        self.problems: list[str] = list(self.pack.problems)
        self.rendered = 0
        self.drafted = 0
        self.filler: Filler | None = None
        self._memory: OrderedDict[str, Image.Image] = OrderedDict()

    def px_per_mm(self, spec: PieceSpec) -> float:
        return px_per_mm(spec)

    def size_px(self, spec: PieceSpec) -> tuple[int, int]:
        k = self.px_per_mm(spec)
        return (max(1, round(spec.width * k)), max(1, round(spec.height * k)))

    def image(self, spec: PieceSpec, face: int, at_least: tuple[int, int] | None = None) -> Image.Image:
        """RGBA at ``px_per_mm(spec)``; the caller must not change it (copy first).

        With ``at_least`` (the size it will be shown at) a cached picture may come smaller than
        ``size_px``, though never below ``at_least``: decoding a far-off table's pictures whole
        would cost many times the pixels the screen shows.
        """
        from_pack = self._from_pack(spec, face, at_least)
        if from_pack is not None:
            return from_pack
        key = image_key(self.game, spec, face, self.px_per_mm(spec))
        cached = self._memory.get(key)
        if cached is not None and _covers(cached.size, at_least, self.size_px(spec)):
            self._memory.move_to_end(key)
            return cached
        image = self.shipped.read(key, at_least) or self.cache.read(key, at_least)
        if image is None:
            scale = self._draft_scale(spec, at_least)
            if scale is not None:
                return self._draft(spec, face, key, scale)
            image = self._draw(spec, face, key)
        self._remember(key, image)
        return image

    def _draft_scale(self, spec: PieceSpec, at_least: tuple[int, int] | None) -> float | None:
        """The resolution a draft for ``at_least`` is drawn at, or ``None`` when only the full one will do."""
        if at_least is None:
            return None
        needed = max(at_least[0] / max(spec.width, 1e-6), at_least[1] / max(spec.height, 1e-6))
        ceiling = self.px_per_mm(spec) * DRAFT_SHARE
        return next((k for k in DRAFT_SCALES if needed <= k <= ceiling), None)

    def _draft(self, spec: PieceSpec, face: int, key: str, scale: float) -> Image.Image:
        """A picture drawn at ``scale`` for now (memory only); the full one goes to the front of the queue."""
        draft_key = f"{key}@{scale:g}"
        image = self._memory.get(draft_key)
        if image is None:
            image = render(self.game, spec, face, scale)
            image.info["draft"] = True
            self.drafted += 1
        self._remember(draft_key, image)
        if self.filler is not None:
            self.filler.hurry(spec, face, key)
        return image

    def fill_in_background(self) -> Filler | None:
        """Start drawing, on a worker thread, every face the caches lack; ``None`` when none is missing."""
        todo = self._missing()
        if not todo:
            return None
        self.filler = Filler.start_for(self.game, self.cache, todo)
        return self.filler

    def _missing(self) -> list[Job]:
        """The faces to draw: not from the pack, not listed as made, not shipped, not on disk."""
        listed = self.cache.listed(self.game)
        return [(spec, face, key) for spec, face, key in self._faces_and_keys()
                if self.pack.source(spec, face) is None and key not in listed
                and not self.shipped.has(key) and not self.cache.has(key)]

    def shadow(self, spec: PieceSpec) -> Image.Image:
        """A soft shadow of the piece's outline, padded by ``shadow_pad_px`` on every side.

        The app blits it centred under the piece, moved by ``SHADOW_OFFSET_MM``.
        """
        key = f"shadow:{spec.kind}:{spec.width:g}x{spec.height:g}:{self.px_per_mm(spec):g}"
        cached = self._memory.get(key)
        if cached is not None:
            return cached
        blur = self.shadow_pad_px(spec) // 2
        outline = self.image(spec, 0).getchannel("A")
        pad = blur * 2
        alpha = Image.new("L", (outline.width + 2 * pad, outline.height + 2 * pad), 0)
        alpha.paste(outline.point([i * 120 // 255 for i in range(256)]), (pad, pad))
        out = Image.new("RGBA", alpha.size, (24, 16, 8, 0))
        out.putalpha(alpha.filter(ImageFilter.GaussianBlur(blur)))
        self._remember(key, out)
        return out

    def shadow_pad_px(self, spec: PieceSpec) -> int:
        return 2 * max(1, round(SHADOW_BLUR_MM * self.px_per_mm(spec)))

    def faces_to_prepare(self) -> Iterator[tuple[PieceSpec, int]]:
        """Every face of every spec, each shared card back once."""
        for spec, face, _key in self._faces_and_keys():
            yield spec, face

    def _faces_and_keys(self) -> Iterator[tuple[PieceSpec, int, str]]:
        seen: set[str] = set()
        for spec in self.specs.values():
            for face in range(len(spec.faces)):
                key = image_key(self.game, spec, face, self.px_per_mm(spec))
                if key not in seen:
                    seen.add(key)
                    yield spec, face, key

    def prepare(self, progress: Callable[[int, int], None] | None = None) -> None:
        """Make sure every face is on disk (drawing what is missing), calling ``progress(done, total)``.

        When every face is listed in the cache's index or shipped pre-rendered, nothing is drawn
        and no progress is reported: a warm start shows no bar.
        """
        todo = list(self._faces_and_keys())
        drawn = frozenset(key for spec, face, key in todo if self.pack.source(spec, face) is None)
        unlisted = drawn - self.cache.listed(self.game)
        if all(self.shipped.has(key) for key in unlisted):
            return
        total = len(todo)
        for done, (spec, face, key) in enumerate(todo, 1):
            if key in drawn and not (key in self._memory or self.shipped.has(key) or self.cache.has(key)):
                self._draw(spec, face, key)
            if progress is not None:
                progress(done, total)
        self.cache.list_keys(self.game, frozenset(key for key in drawn if not self.shipped.has(key)))

    def _draw(self, spec: PieceSpec, face: int, key: str) -> Image.Image:
        image = render(self.game, spec, face, self.px_per_mm(spec))
        self.rendered += 1
        self.cache.write(key, image)
        return image

    def _from_pack(self, spec: PieceSpec, face: int, at_least: tuple[int, int] | None = None) -> Image.Image | None:
        source = self.pack.source(spec, face)
        if source is None:
            return None
        full = self.size_px(spec)
        size = pack_size(full, at_least)  # a scan is kept near the size it is shown at, not whole
        key = f"pack:{spec.id if face not in spec.hidden_faces else 'back:' + (spec.back or spec.kind)}:{face}:{size}"
        cached = self._memory.get(key)
        if cached is not None:
            return cached
        try:
            picture = load_picture(source, size)
        except OSError as exc:
            self.problems.append(_("Image pack {name}: {exc} The generated art is used for it.", name=self.pack.folder.name, exc=exc))
            self.pack.forget(spec, face)
            return None
        if spec.kind == "card":
            cut = shape_mask(size, "rect", CARD_RADIUS_MM * self.px_per_mm(spec) * size[0] / full[0])
            alpha = Image.composite(picture.getchannel("A"), Image.new("L", size, 0), cut)
            picture.putalpha(alpha)
        self._remember(key, picture)
        return picture

    def _remember(self, key: str, image: Image.Image) -> None:
        self._memory[key] = image
        self._memory.move_to_end(key)
        while len(self._memory) > MEMORY_IMAGES:
            self._memory.popitem(last=False)


def _covers(have: tuple[int, int], wanted: tuple[int, int] | None, full: tuple[int, int]) -> bool:
    """Whether a picture of size ``have`` serves a request for ``wanted`` (``None``: the whole size)."""
    target = full if wanted is None else (min(wanted[0], full[0]), min(wanted[1], full[1]))
    return have[0] >= target[0] and have[1] >= target[1]
