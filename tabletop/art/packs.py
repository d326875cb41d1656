"""Image packs: a player's own scans of the components, described by ``pack.json`` (see ``PACKS.md``).

Only the manifest (JSON) and pictures (PNG, JPEG, WebP, BMP) are read, only regular files and only
from inside the pack folder (a link leading out of it is refused); nothing in a pack is ever run.
A picture's size is read from its header before it is decoded, and a file with more pixels than its
pieces can use (``pixel_limit``) is refused, so no pack can hang the program or exhaust its memory.
Every fault is reported in plain words in ``problems`` and costs only the pieces it touches: they
keep the generated art, the rest of the pack loads.  A manifest that is not what this format
describes skips the whole pack, with a message; the generated art stays.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from PIL import Image, UnidentifiedImageError

from ..core.model import PieceSpec
from ..userdirs import open_regular
from .render import MAX_BOARD_PX

MANIFEST = "pack.json"
FORMAT = "tabletop-image-pack"
VERSION = 1
IMAGE_FORMATS = ["PNG", "JPEG", "WEBP", "BMP"]
RATIO_TOLERANCE = 0.06
MAX_MANIFEST_BYTES = 1024 * 1024
MAX_GRID = 100
MAX_FILE_PIXELS = 80_000_000
SCAN_DPI = 300
SCAN_MARGIN = 2


def pixel_limit(spec: PieceSpec) -> int:
    """The most pixels a picture of ``spec`` may have: twice what the piece needs at the larger of
    the largest size art is drawn at (``MAX_BOARD_PX`` on its long side) and a 300-dpi scan, and
    never above ``MAX_FILE_PIXELS``.  More would only be thrown away when it is scaled on load."""
    drawn = MAX_BOARD_PX**2 * min(spec.width, spec.height) / max(spec.width, spec.height)
    scanned = spec.width * spec.height * (SCAN_DPI / 25.4) ** 2
    return int(min(MAX_FILE_PIXELS, SCAN_MARGIN * max(drawn, scanned)))


@dataclass(frozen=True)
class Source:
    """Where one picture comes from: a file and the box (left, top, right, bottom) to cut from it."""

    file: Path
    box: tuple[int, int, int, int]
    what: str


@dataclass
class Pack:
    """Checked pictures by (spec id, face) and by back name, plus what was wrong with the rest."""

    folder: Path
    faces: dict[tuple[str, int], Source] = field(default_factory=dict)
    backs: dict[str, Source] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def source(self, spec: PieceSpec, face: int) -> Source | None:
        if face in spec.hidden_faces:
            return self.backs.get(spec.back or spec.kind)
        return self.faces.get((spec.id, face))

    def forget(self, spec: PieceSpec, face: int) -> None:
        """Drop a picture that failed to decode, so that piece falls back to generated art."""
        if face in spec.hidden_faces:
            self.backs.pop(spec.back or spec.kind, None)
        else:
            self.faces.pop((spec.id, face), None)


def load_pack(folder: Path, game: str, specs: Mapping[str, PieceSpec]) -> Pack:
    """Read and check ``folder/pack.json``; a missing folder is simply no pack (no problem)."""
    manifest_path = folder / MANIFEST
    if not manifest_path.exists() and not manifest_path.is_symlink():
        return Pack(folder)
    try:
        return _load(folder, manifest_path, game, specs)
    except (ValueError, TypeError, KeyError, IndexError, ArithmeticError, RecursionError) as slip:
        pack = Pack(folder)
        pack.problems.append(f"Image pack {manifest_path} cannot be used ({type(slip).__name__}: {str(slip)[:120]}); "
                             "the generated art is used instead.")
        return pack


def _load(folder: Path, manifest_path: Path, game: str, specs: Mapping[str, PieceSpec]) -> Pack:
    pack = Pack(folder)
    where = f"Image pack {manifest_path}"
    if not manifest_path.resolve().is_relative_to(folder.resolve()):
        pack.problems.append(f"{where} leads outside the pack folder; only files inside it are read.")
        return pack
    try:
        with open_regular(manifest_path) as f:
            raw = f.read(MAX_MANIFEST_BYTES + 1)
        if len(raw) > MAX_MANIFEST_BYTES:
            raise ValueError(f"it is larger than {MAX_MANIFEST_BYTES // 1024} KB")
        manifest = msgspec.json.decode(raw)
    except (OSError, ValueError, msgspec.DecodeError, RecursionError) as exc:
        pack.problems.append(f"{where} cannot be read ({str(exc)[:160]}); the generated art is used instead.")
        return pack
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        pack.problems.append(f'{where} is not an image pack: it needs "format": "{FORMAT}".')
        return pack
    if manifest.get("version") != VERSION:
        pack.problems.append(f"{where} is version {str(manifest.get('version'))[:20]}; this app reads version {VERSION}.")
        return pack
    if manifest.get("game", game) != game:
        pack.problems.append(f"{where} is for {str(manifest.get('game'))[:40]!r}, not {game!r}; it is not used.")
        return pack
    reader = _Reader(pack, game, specs)
    reader.components(manifest.get("components", {}))
    reader.sheets(manifest.get("sheets", []))
    reader.backs(manifest.get("backs", {}))
    return pack


class _Reader:
    def __init__(self, pack: Pack, game: str, specs: Mapping[str, PieceSpec]) -> None:
        self.pack = pack
        self.game = game
        self.specs = specs
        self.back_sizes: dict[str, PieceSpec] = {}
        for spec in specs.values():
            if spec.hidden_faces:
                self.back_sizes.setdefault(spec.back or spec.kind, spec)

    def problem(self, text: str) -> None:
        self.pack.problems.append(f"Image pack {self.pack.folder.name}: {text}")

    def spec(self, spec_id: object, where: str) -> PieceSpec | None:
        spec = self.specs.get(str(spec_id))
        if spec is None:
            self.problem(f"{where} names {str(spec_id)[:60]!r}, which is not a component of {self.game}.")
        return spec

    def face(self, spec: PieceSpec, name: object, where: str) -> int | None:
        key = str(name)
        if key in spec.faces:
            index = spec.faces.index(key)
        elif key.isascii() and key.isdecimal() and int(key) < len(spec.faces):
            index = int(key)
        else:
            self.problem(f"{where}: {spec.id} has no face {key[:40]!r} (its faces: {', '.join(spec.faces)}).")
            return None
        if index in spec.hidden_faces:
            self.problem(f'{where}: face {key!r} of {spec.id} is a hidden side; give it under "backs" as {spec.back or spec.kind!r}.')
            return None
        return index

    def open_size(self, file: object, where: str, most: int) -> tuple[Path, tuple[int, int]] | None:
        """The picture's path and size, read from its header; ``None`` (with a problem) for a file
        outside the pack, not a regular file, not a picture, or of more than ``most`` pixels."""
        if not isinstance(file, str) or not file or not file.isprintable():
            self.problem(f"{where} needs a file name (printable text).")
            return None
        folder = self.pack.folder.resolve()
        path = (folder / file).resolve()
        if not path.is_relative_to(folder):
            self.problem(f"{where}: {file[:80]!r} is outside the pack folder; only files inside it are read.")
            return None
        try:
            with warnings.catch_warnings(), open_regular(path) as f:
                warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # refused below, undecoded
                with Image.open(f, formats=IMAGE_FORMATS) as img:
                    size = img.size
        except FileNotFoundError:
            self.problem(f"{where}: the file {file[:80]!r} is missing.")
            return None
        except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError):
            self.problem(f"{where}: {file[:80]!r} is not a readable PNG, JPEG, WebP or BMP picture (or not a regular file).")
            return None
        if size[0] * size[1] > most:
            self.problem(f"{where}: {file[:80]!r} is {size[0]}x{size[1]} px, more than the {most / 1e6:.0f} megapixels "
                         "its pieces can use; scale it down.")
            return None
        return path, size

    def entry(self, value: Any, where: str, spec: PieceSpec) -> Source | None:
        """A file name, or ``{"file": ..., "crop": [x, y, width, height]}``."""
        if isinstance(value, str):
            value = {"file": value}
        if not isinstance(value, Mapping):
            self.problem(f"{where} should be a file name or an object with \"file\".")
            return None
        opened = self.open_size(value.get("file"), where, pixel_limit(spec))
        if opened is None:
            return None
        path, (w, h) = opened
        crop = value.get("crop")
        if crop is None:
            return Source(path, (0, 0, w, h), where)
        if not (isinstance(crop, list) and len(crop) == 4 and all(isinstance(c, int) and not isinstance(c, bool) for c in crop)):
            self.problem(f"{where}: crop must be four whole numbers [x, y, width, height].")
            return None
        x, y, cw, ch = crop
        if x < 0 or y < 0 or cw <= 0 or ch <= 0 or x + cw > w or y + ch > h:
            self.problem(f"{where}: crop {crop} does not fit inside the {w}x{h} picture.")
            return None
        return Source(path, (x, y, x + cw, y + ch), where)

    def check_ratio(self, source: Source, spec: PieceSpec) -> bool:
        x0, y0, x1, y1 = source.box
        ratio, want = (x1 - x0) / (y1 - y0), spec.width / spec.height
        if abs(ratio - want) / want <= RATIO_TOLERANCE:
            return True
        self.problem(
            f"{source.what}: the picture is {x1 - x0}x{y1 - y0} px but {spec.label} is {spec.width:g}x{spec.height:g} mm; "
            "it would be stretched, so the generated art is used. Crop it to the component's shape."
        )
        return False

    def components(self, table: Any) -> None:
        if not isinstance(table, Mapping):
            self.problem('"components" should map component ids to their faces.')
            return
        for spec_id, faces in table.items():
            where = f"component {str(spec_id)[:60]!r}"
            spec = self.spec(spec_id, where)
            if spec is None:
                continue
            if not isinstance(faces, Mapping):
                self.problem(f'{where} should map face names to pictures, e.g. {{"front": "card.png"}}.')
                continue
            for face_name, value in faces.items():
                index = self.face(spec, face_name, where)
                source = self.entry(value, f"{where} face {str(face_name)[:40]!r}", spec) if index is not None else None
                if index is not None and source is not None and self.check_ratio(source, spec):
                    self.pack.faces[(spec.id, index)] = source

    def sheets(self, items: Any) -> None:
        if not isinstance(items, list):
            self.problem('"sheets" should be a list of card sheets.')
            return
        for n, sheet in enumerate(items, 1):
            where = f"sheet {n}"
            if not isinstance(sheet, Mapping):
                self.problem(f"{where} should be an object with file, columns, rows and cards.")
                continue
            cols, rows = sheet.get("columns"), sheet.get("rows")
            if not (isinstance(cols, int) and isinstance(rows, int) and 0 < cols <= MAX_GRID and 0 < rows <= MAX_GRID):
                self.problem(f"{where} needs whole numbers of columns and rows (1 to {MAX_GRID}).")
                continue
            opened = self.open_size(sheet.get("file"), where, MAX_FILE_PIXELS)
            if opened is None:
                continue
            path, (w, h) = opened
            if w < cols or h < rows:
                self.problem(f"{where}: a {w}x{h} px picture cannot hold {cols}x{rows} cards.")
                continue
            cards = sheet.get("cards", {})
            if isinstance(cards, list):
                cards = {sid: i for i, sid in enumerate(cards) if sid}
            if not isinstance(cards, Mapping):
                self.problem(f'{where}: "cards" should map component ids to their index on the sheet.')
                continue
            cw, ch = w // cols, h // rows
            for spec_id, index in cards.items():
                spec = self.spec(spec_id, where)
                if spec is None:
                    continue
                if not (isinstance(index, int) and 0 <= index < cols * rows):
                    self.problem(f"{where}: index {index!r} of {spec_id} is not on a {cols}x{rows} sheet.")
                    continue
                face = self.face(spec, sheet.get("face", 0), where)
                if face is None:
                    continue
                col, row = index % cols, index // cols
                source = Source(path, (col * cw, row * ch, (col + 1) * cw, (row + 1) * ch), f"{where} card {spec_id!r}")
                if self.check_ratio(source, spec):
                    self.pack.faces[(spec.id, face)] = source

    def backs(self, table: Any) -> None:
        if not isinstance(table, Mapping):
            self.problem('"backs" should map back names (e.g. "customer card") to pictures.')
            return
        for name, value in table.items():
            where = f"back {str(name)[:40]!r}"
            spec = self.back_sizes.get(str(name))
            if spec is None:
                known = ", ".join(sorted(self.back_sizes)) or "none"
                self.problem(f"{where} is not the back of any component of {self.game} (backs: {known}).")
                continue
            source = self.entry(value, where, spec)
            if source is not None and self.check_ratio(source, spec):
                self.pack.backs[str(name)] = source


def pack_size(full: tuple[int, int], at_least: tuple[int, int] | None) -> tuple[int, int]:
    """The size a pack picture is loaded at to be shown at ``at_least``: its full size (at most the
    art's 4096 px cap) halved as often as still covers ``at_least``, so a picture is kept at a few
    sizes at most, each near what the zoom steps that show it need."""
    if at_least is None:
        return full
    w, h = full
    while w >= 2 * at_least[0] and h >= 2 * at_least[1] and min(w, h) >= 32:
        w, h = (w + 1) // 2, (h + 1) // 2
    return (w, h)


def load_picture(source: Source, size: tuple[int, int]) -> Image.Image:
    """The cut-out picture scaled to ``size``; raises ``OSError`` with the file named if it will not decode.

    A JPEG much larger than ``size`` is decoded at a reduced scale (``draft``), so a 300-dpi scan
    never sits in memory whole; the cut-out is scaled before it is given an alpha channel.
    """
    x0, y0, x1, y1 = source.box
    try:
        with open_regular(source.file) as f, Image.open(f, formats=IMAGE_FORMATS) as img:
            full = img.size
            shrink = min((x1 - x0) / size[0], (y1 - y0) / size[1])
            if img.format == "JPEG" and shrink >= 2:
                img.draft("RGB", (math.ceil(full[0] / shrink), math.ceil(full[1] / shrink)))
            kx, ky = img.size[0] / full[0], img.size[1] / full[1]
            box = (int(x0 * kx), int(y0 * ky), max(int(x0 * kx) + 1, round(x1 * kx)), max(int(y0 * ky) + 1, round(y1 * ky)))
            part = img if box == (0, 0, *img.size) else img.crop(box)
            if part.mode not in ("RGB", "RGBA"):
                part = part.convert("RGBA")
            picture = part.resize(size, Image.Resampling.LANCZOS)  # scaled before it gains an alpha channel
            del part
    except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError) as exc:
        raise OSError(f"{source.what}: {source.file.name} could not be decoded ({exc}).") from exc
    return picture if picture.mode == "RGBA" else picture.convert("RGBA")
