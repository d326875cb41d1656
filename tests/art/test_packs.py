"""Image packs: the documented example loads; each fault is reported and costs only its own pieces."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from PIL import Image

from tabletop.art import ArtBook
from tabletop.core.model import PieceSpec
from tabletop.core.visibility import back_spec
from tabletop.games import load_game
from tabletop.games.definition import default_seats

DOC = Path(__file__).resolve().parents[2] / "tabletop" / "art" / "PACKS.md"
CARD_PX = (315, 440)  # 63 x 88 mm at 5 px/mm


@pytest.fixture(scope="module")
def sandbox_specs():
    return load_game("sandbox").setup(default_seats(2), 1, {}).specs


def example_manifest() -> dict:
    block = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert block, "PACKS.md shows an example pack.json"
    return json.loads(block.group(1))


def picture(path: Path, size: tuple[int, int], colour: tuple[int, int, int]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(path)


def build_example(folder: Path) -> dict:
    """The example of PACKS.md, with a plain-coloured picture for every file it names."""
    manifest = example_manifest()
    picture(folder / "ace-of-spades.png", CARD_PX, (200, 30, 30))
    picture(folder / "scans" / "page-1.jpg", (700, 1000), (30, 160, 30))
    picture(folder / "clubs-sheet.png", (CARD_PX[0] * 2, CARD_PX[1] * 2), (30, 30, 200))
    picture(folder / "card-back.png", CARD_PX, (90, 60, 20))
    (folder / "pack.json").write_text(json.dumps(manifest), encoding="utf-8")
    return manifest


def centre(image: Image.Image) -> tuple[int, ...]:
    return image.getpixel((image.width // 2, image.height // 2))[:3]


def near(colour: tuple[int, ...], want: tuple[int, int, int]) -> bool:
    """Equal within JPEG rounding."""
    return all(abs(a - b) <= 3 for a, b in zip(colour, want, strict=True))


def test_documented_example_loads(tmp_path, sandbox_specs):
    build_example(tmp_path / "pack")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=tmp_path / "pack")
    assert book.problems == []
    ace = sandbox_specs["card-spades-A"]
    assert centre(book.image(ace, 0)) == (200, 30, 30)
    assert book.image(ace, 0).size == book.size_px(ace)
    assert book.image(ace, 0).getchannel("A").getpixel((0, 0)) == 0, "cards get rounded corners"
    assert near(centre(book.image(sandbox_specs["card-hearts-K"], 0)), (30, 160, 30))
    assert centre(book.image(sandbox_specs["card-clubs-4"], 0)) == (30, 30, 200)
    back = book.image(ace, 1)
    assert centre(back) == (90, 60, 20)
    assert book.image(back_spec(sandbox_specs["card-hearts-9"]), 0).tobytes() == back.tobytes()
    assert book.rendered == 0
    book.image(sandbox_specs["card-hearts-9"], 0)
    assert book.rendered == 1, "components the pack leaves out keep the drawn art"


FAULTS = {
    "unknown component": (lambda m: m["components"].update({"no-such-card": {"front": "ace-of-spades.png"}}), "not a component"),
    "unknown face": (lambda m: m["components"].update({"card-spades-2": {"side": "ace-of-spades.png"}}), "has no face"),
    "hidden face": (lambda m: m["components"].update({"card-spades-2": {"back": "card-back.png"}}), "hidden side"),
    "missing file": (lambda m: m["components"].update({"card-spades-2": {"front": "gone.png"}}), "missing"),
    "unreadable": (lambda m: m["components"].update({"card-spades-2": {"front": "notes.txt"}}), "not a readable"),
    "outside": (lambda m: m["components"].update({"card-spades-2": {"front": "../outside.png"}}), "outside the pack"),
    "bad crop": (lambda m: m["components"].update({"card-spades-2": {"front": {"file": "ace-of-spades.png", "crop": [1, 2]}}}), "crop must be"),
    "crop off picture": (lambda m: m["components"].update({"card-spades-2": {"front": {"file": "ace-of-spades.png", "crop": [0, 0, 900, 900]}}}), "does not fit"),
    "wrong size": (lambda m: m["components"].update({"card-spades-2": {"front": "square.png"}}), "stretched"),
    "sheet without rows": (lambda m: m["sheets"].append({"file": "clubs-sheet.png", "columns": 2, "cards": {}}), "columns and rows"),
    "sheet index": (lambda m: m["sheets"].append({"file": "clubs-sheet.png", "columns": 2, "rows": 2, "cards": {"card-clubs-6": 9}}), "is not on a 2x2 sheet"),
    "unknown back": (lambda m: m["backs"].update({"tarot card": "card-back.png"}), "not the back of any"),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_each_fault_is_reported_and_the_rest_loads(tmp_path, sandbox_specs, fault):
    folder = tmp_path / "pack"
    manifest = build_example(folder)
    picture(folder / "square.png", (300, 300), (1, 2, 3))
    picture(tmp_path / "outside.png", CARD_PX, (1, 2, 3))
    (folder / "notes.txt").write_text("just words")
    change, words = FAULTS[fault]
    change(manifest)
    (folder / "pack.json").write_text(json.dumps(manifest), encoding="utf-8")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1, book.problems
    assert words in book.problems[0]
    assert centre(book.image(sandbox_specs["card-spades-A"], 0)) == (200, 30, 30), "the rest of the pack loads"
    assert centre(book.image(sandbox_specs["card-clubs-5"], 0)) == (30, 30, 200)
    fallback = book.image(sandbox_specs["card-spades-2"], 0)
    assert fallback.size == book.size_px(sandbox_specs["card-spades-2"])
    assert centre(fallback) != (1, 2, 3)


@pytest.mark.parametrize(
    "text, words",
    [
        ("{not json", "cannot be read"),
        ('{"format": "zip", "version": 1}', "not an image pack"),
        ('{"format": "tabletop-image-pack", "version": 7}', "version 7"),
        ('{"format": "tabletop-image-pack", "version": 1, "game": "loyang"}', "not 'sandbox'"),
    ],
)
def test_a_bad_manifest_skips_the_pack_with_a_message(tmp_path, sandbox_specs, text, words):
    folder = tmp_path / "pack"
    build_example(folder)
    (folder / "pack.json").write_text(text, encoding="utf-8")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and words in book.problems[0]
    assert book.image(sandbox_specs["card-spades-A"], 0).size == book.size_px(sandbox_specs["card-spades-A"])
    assert book.rendered == 1


def test_a_picture_that_fails_to_decode_later_falls_back(tmp_path, sandbox_specs):
    folder = tmp_path / "pack"
    build_example(folder)
    data = (folder / "ace-of-spades.png").read_bytes()
    (folder / "ace-of-spades.png").write_bytes(data[: len(data) // 3])
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    ace = sandbox_specs["card-spades-A"]
    image = book.image(ace, 0)
    assert image.size == book.size_px(ace) and centre(image) != (200, 30, 30)
    assert any("ace-of-spades.png" in p and "generated art" in p for p in book.problems)
    assert centre(book.image(sandbox_specs["card-clubs-3"], 0)) == (30, 30, 200)


def test_no_pack_folder_is_no_problem(tmp_path, sandbox_specs):
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=tmp_path / "nothing")
    assert book.problems == []


def test_only_pictures_are_opened(tmp_path):
    spec = PieceSpec("x", "card", "X", ("front", "back"), 63, 88, frozenset({1}), "x card")
    folder = tmp_path / "pack"
    folder.mkdir()
    (folder / "evil.py").write_text("raise SystemExit('a pack ran code')")
    (folder / "pack.json").write_text(json.dumps({"format": "tabletop-image-pack", "version": 1,
                                                  "components": {"x": {"front": "evil.py"}}}))
    book = ArtBook("sandbox", {"x": spec}, cache_dir=tmp_path / "c", pack_dir=folder)
    assert "not a readable" in book.problems[0]


def png_header(width: int, height: int) -> bytes:
    """A PNG that declares ``width`` x ``height`` pixels and holds none: only its header can be read."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
            + chunk(b"IEND", b""))


HOSTILE = {
    "a 140-megapixel card": (lambda folder, m: ((folder / "huge.png").write_bytes(png_header(10_000, 13_968)),
                                                m["components"].update({"card-spades-2": {"front": "huge.png"}})),
                             "megapixels"),
    "a NUL in a file name": (lambda folder, m: m["components"].update({"card-spades-2": {"front": "ace\x00.png"}}),
                             "printable"),
    "a sheet of 100,000 rows": (lambda folder, m: m["sheets"].append({"file": "clubs-sheet.png", "columns": 2,
                                                                      "rows": 100_000, "cards": {"card-spades-2": 0}}),
                                "1 to 100"),
    "a face named with a superscript digit": (lambda folder, m: m["components"].update(
        {"card-spades-2": {"²": "ace-of-spades.png"}}), "has no face"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_entries_cost_only_their_pieces(tmp_path, sandbox_specs, case):
    folder = tmp_path / "pack"
    manifest = build_example(folder)
    change, words = HOSTILE[case]
    change(folder, manifest)
    (folder / "pack.json").write_text(json.dumps(manifest), encoding="utf-8")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and words in book.problems[0], book.problems
    assert centre(book.image(sandbox_specs["card-spades-A"], 0)) == (200, 30, 30), "the rest of the pack loads"
    assert book.image(sandbox_specs["card-spades-2"], 0).size == book.size_px(sandbox_specs["card-spades-2"])


def test_a_manifest_nested_100000_deep_skips_the_pack(tmp_path, sandbox_specs):
    folder = tmp_path / "pack"
    build_example(folder)
    (folder / "pack.json").write_text("[" * 100_000, encoding="utf-8")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and "cannot be read" in book.problems[0]
    assert book.image(sandbox_specs["card-spades-A"], 0).size == book.size_px(sandbox_specs["card-spades-A"])
    assert book.rendered == 1, "the generated art stays"


def test_a_manifest_linked_from_outside_the_pack_is_refused(tmp_path, sandbox_specs):
    folder = tmp_path / "pack"
    build_example(folder)
    outside = tmp_path / "elsewhere.json"
    (folder / "pack.json").rename(outside)
    (folder / "pack.json").symlink_to(outside)
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and "outside the pack folder" in book.problems[0]
    assert book.pack.faces == {}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_pipes_in_a_pack_are_never_opened(tmp_path, sandbox_specs):
    folder = tmp_path / "pack"
    manifest = build_example(folder)
    os.mkfifo(folder / "pipe.png")
    manifest["components"]["card-spades-2"] = {"front": "pipe.png"}
    (folder / "pack.json").write_text(json.dumps(manifest), encoding="utf-8")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and "not a regular file" in book.problems[0]
    (folder / "pack.json").unlink()
    os.mkfifo(folder / "pack.json")
    book = ArtBook("sandbox", sandbox_specs, cache_dir=tmp_path / "cache", pack_dir=folder)
    assert len(book.problems) == 1 and "cannot be read" in book.problems[0]


def test_a_big_jpeg_scan_is_decoded_at_a_reduced_scale(tmp_path, monkeypatch):
    from tabletop.art.packs import Source, load_picture

    path = tmp_path / "scan.jpg"
    Image.new("RGB", (2480, 3464), (200, 30, 30)).save(path, quality=80)  # a card at 1000 dpi
    opened: list[tuple[int, int]] = []
    real_resize = Image.Image.resize

    def resize(image: Image.Image, size: tuple[int, int], *args: object, **kwargs: object) -> Image.Image:
        opened.append(image.size)
        return real_resize(image, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Image.Image, "resize", resize)
    picture = load_picture(Source(path, (0, 0, 2480, 3464), "scan"), (315, 440))
    assert picture.size == (315, 440) and near(centre(picture), (200, 30, 30))
    assert opened and opened[0][0] <= 2480 // 4, "the JPEG was decoded at an eighth or a quarter of its size"
