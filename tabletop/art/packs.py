"""Image packs: a player's own scans of the components, described by ``pack.json`` (see ``PACKS.md``).

Only the manifest (JSON) and pictures (PNG, JPEG, WebP, BMP) are read, only from inside the pack
folder; nothing in a pack is ever run.  Every fault is reported in plain words in ``problems`` and
costs only the pieces it touches: they keep the generated art, the rest of the pack loads.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image, UnidentifiedImageError

from ..core.model import PieceSpec

MANIFEST = "pack.json"
FORMAT = "tabletop-image-pack"
VERSION = 1
IMAGE_FORMATS = ["PNG", "JPEG", "WEBP", "BMP"]
RATIO_TOLERANCE = 0.06


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
    pack = Pack(folder)
    manifest_path = folder / MANIFEST
    if not manifest_path.is_file():
        return pack
    where = f"Image pack {manifest_path}"
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        pack.problems.append(f"{where} cannot be read ({exc}); the generated art is used instead.")
        return pack
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        pack.problems.append(f'{where} is not an image pack: it needs "format": "{FORMAT}".')
        return pack
    if manifest.get("version") != VERSION:
        pack.problems.append(f"{where} is version {manifest.get('version')!r}; this app reads version {VERSION}.")
        return pack
    if manifest.get("game", game) != game:
        pack.problems.append(f"{where} is for {manifest.get('game')!r}, not {game!r}; it is not used.")
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
            self.problem(f"{where} names {spec_id!r}, which is not a component of {self.game}.")
        return spec

    def face(self, spec: PieceSpec, name: object, where: str) -> int | None:
        key = str(name)
        if key in spec.faces:
            index = spec.faces.index(key)
        elif key.isdigit() and int(key) < len(spec.faces):
            index = int(key)
        else:
            self.problem(f"{where}: {spec.id} has no face {key!r} (its faces: {', '.join(spec.faces)}).")
            return None
        if index in spec.hidden_faces:
            self.problem(f'{where}: face {key!r} of {spec.id} is a hidden side; give it under "backs" as {spec.back or spec.kind!r}.')
            return None
        return index

    def open_size(self, file: object, where: str) -> tuple[Path, tuple[int, int]] | None:
        if not isinstance(file, str) or not file:
            self.problem(f"{where} needs a file name.")
            return None
        folder = self.pack.folder.resolve()
        path = (folder / file).resolve()
        if not path.is_relative_to(folder):
            self.problem(f"{where}: {file!r} is outside the pack folder; only files inside it are read.")
            return None
        try:
            with Image.open(path, formats=IMAGE_FORMATS) as img:
                return path, img.size
        except FileNotFoundError:
            self.problem(f"{where}: the file {file!r} is missing.")
        except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError):
            self.problem(f"{where}: {file!r} is not a readable PNG, JPEG, WebP or BMP picture.")
        return None

    def entry(self, value: Any, where: str) -> Source | None:
        """A file name, or ``{"file": ..., "crop": [x, y, width, height]}``."""
        if isinstance(value, str):
            value = {"file": value}
        if not isinstance(value, Mapping):
            self.problem(f"{where} should be a file name or an object with \"file\".")
            return None
        opened = self.open_size(value.get("file"), where)
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
            where = f"component {spec_id!r}"
            spec = self.spec(spec_id, where)
            if spec is None:
                continue
            if not isinstance(faces, Mapping):
                self.problem(f'{where} should map face names to pictures, e.g. {{"front": "card.png"}}.')
                continue
            for face_name, value in faces.items():
                index = self.face(spec, face_name, where)
                source = self.entry(value, f"{where} face {face_name!r}") if index is not None else None
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
            if not (isinstance(cols, int) and isinstance(rows, int) and cols > 0 and rows > 0):
                self.problem(f"{where} needs whole numbers of columns and rows.")
                continue
            opened = self.open_size(sheet.get("file"), where)
            if opened is None:
                continue
            path, (w, h) = opened
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
            where = f"back {name!r}"
            spec = self.back_sizes.get(str(name))
            if spec is None:
                known = ", ".join(sorted(self.back_sizes)) or "none"
                self.problem(f"{where} is not the back of any component of {self.game} (backs: {known}).")
                continue
            source = self.entry(value, where)
            if source is not None and self.check_ratio(source, spec):
                self.pack.backs[str(name)] = source


def load_picture(source: Source, size: tuple[int, int]) -> Image.Image:
    """The cut-out picture scaled to ``size``; raises ``OSError`` with the file named if it will not decode."""
    try:
        with Image.open(source.file, formats=IMAGE_FORMATS) as img:
            img.load()
            picture = img.convert("RGBA").crop(source.box)
    except (OSError, UnidentifiedImageError, ValueError, Image.DecompressionBombError) as exc:
        raise OSError(f"{source.what}: {source.file.name} could not be decoded ({exc}).") from exc
    return picture.resize(size, Image.Resampling.LANCZOS)
