"""ArtBook: disk cache by content hash, warm runs draw nothing, progress, shipped pre-renders, dirs."""

from __future__ import annotations

from pathlib import Path

from PIL import ImageChops

from tabletop.art import ArtBook, default_cache_dir, default_pack_dir
from tabletop.art.background import Filler
from tabletop.art.cache import DiskCache
from tabletop.art.prerender import prerender
from tabletop.core.model import PieceSpec
from tabletop.core.visibility import back_spec

SPECS = {
    s.id: s
    for s in (
        PieceSpec("c1", "card", "One", ("front", "back"), 63, 88, frozenset({1}), "deck card", data={"points": 1}),
        PieceSpec("c2", "card", "Two", ("front", "back"), 63, 88, frozenset({1}), "deck card", data={"points": 2}),
        PieceSpec("d", "die", "die", ("1", "2", "3", "4", "5", "6"), 16, 16),
        PieceSpec("t", "token", "coin", ("1", "5"), 20, 20, color=(220, 180, 60)),
    )
}


def test_default_dirs_follow_the_environment(private_dirs):
    assert default_cache_dir() == private_dirs / "cache" / "art"
    assert default_pack_dir("loyang") == private_dirs / "data" / "packs" / "loyang"


def test_cold_then_warm(tmp_path):
    calls: list[tuple[int, int]] = []
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path / "c")
    book.prepare(lambda done, total: calls.append((done, total)))
    # 2 card fronts + 1 shared back + 6 die faces + 2 token faces
    assert calls[-1] == (11, 11)
    assert [d for d, _ in calls] == list(range(1, 12))
    assert book.rendered == 11
    assert len(list((tmp_path / "c").glob("*.jpg"))) == len(list((tmp_path / "c").glob("*.a.png"))) == 11
    warm = ArtBook("sandbox", SPECS, cache_dir=tmp_path / "c")
    warm.prepare()
    images = [warm.image(spec, face) for spec in SPECS.values() for face in range(len(spec.faces))]
    assert warm.rendered == 0
    assert all(img.mode == "RGBA" for img in images)
    cold = book.image(SPECS["c1"], 0)
    assert images[0].size == cold.size
    assert images[0].getchannel("A").tobytes() == cold.getchannel("A").tobytes()
    assert max(hi for _, hi in ImageChops.difference(images[0], cold).convert("RGB").getextrema()) < 80


def test_stand_in_shares_the_cached_back(tmp_path):
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    hidden = book.image(SPECS["c1"], 1)
    stand_in = back_spec(SPECS["c2"])
    assert book.image(stand_in, 0).tobytes() == hidden.tobytes()
    assert book.rendered == 1


def test_damaged_cache_file_is_redrawn(tmp_path):
    ArtBook("sandbox", SPECS, cache_dir=tmp_path).prepare()
    for path in tmp_path.glob("*.*"):
        path.write_bytes(b"not a png")
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    assert book.image(SPECS["d"], 2).size == (128, 128)
    assert book.rendered == 1


def test_unwritable_cache_costs_nothing_but_speed(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder should be")
    book = ArtBook("sandbox", SPECS, cache_dir=blocker / "cache")
    assert book.image(SPECS["t"], 1).size == (160, 160)


def test_shipped_prerender_is_read_first(tmp_path):
    shipped = tmp_path / "prerendered"
    counts = prerender(shipped, ["sandbox"], specs_of=lambda game: SPECS)
    assert counts == {"sandbox": 11}
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path / "cache", prerendered_dir=shipped)
    book.prepare()
    for spec in SPECS.values():
        book.image(spec, 0)
    assert book.rendered == 0
    assert not (tmp_path / "cache").exists()


def test_shadow_follows_the_outline(tmp_path):
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    card, pad = book.image(SPECS["c1"], 0), book.shadow_pad_px(SPECS["c1"])
    shadow = book.shadow(SPECS["c1"])
    assert shadow.size == (card.width + 2 * pad, card.height + 2 * pad)
    assert shadow.getchannel("A").getpixel((0, 0)) == 0
    assert shadow.getchannel("A").getpixel((shadow.width // 2, shadow.height // 2)) > 60


def test_px_per_mm_is_what_the_image_has(tmp_path: Path):
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    spec = SPECS["c1"]
    assert book.image(spec, 0).size == (round(63 * book.px_per_mm(spec)), round(88 * book.px_per_mm(spec)))


def test_a_warm_start_reads_the_index_and_draws_only_what_is_shown(tmp_path):
    ArtBook("sandbox", SPECS, cache_dir=tmp_path).prepare()
    assert list(tmp_path.glob("index-sandbox-*.txt"))
    gone = next(tmp_path.glob("*.jpg"))
    gone.unlink()
    calls: list[tuple[int, int]] = []
    warm = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    warm.prepare(lambda done, total: calls.append((done, total)))
    assert warm.rendered == 0 and calls == [], "every face is listed: nothing to check, no progress bar"
    for spec in SPECS.values():
        for face in range(len(spec.faces)):
            warm.image(spec, face)
    assert warm.rendered == 1, "the face whose file went is drawn again when shown"
    more = dict(SPECS, c3=PieceSpec("c3", "card", "Three", ("front", "back"), 63, 88, frozenset({1}), "deck card"))
    grown = ArtBook("sandbox", more, cache_dir=tmp_path)
    grown.prepare()
    assert grown.rendered == 1, "a face not in the index is drawn up front"


def test_a_picture_shown_small_is_decoded_small(tmp_path):
    ArtBook("sandbox", SPECS, cache_dir=tmp_path).prepare()
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path)
    whole = book.size_px(SPECS["c1"])
    small = book.image(SPECS["c1"], 0, at_least=(60, 84))
    assert 60 <= small.width < whole[0] and 84 <= small.height < whole[1] and small.mode == "RGBA"
    assert book.image(SPECS["c1"], 0, at_least=(50, 70)) is small, "a smaller request is served from memory"
    assert book.image(SPECS["c1"], 0).size == whole, "a bigger request decodes the whole picture"
    reference = book.image(SPECS["c1"], 0).resize(small.size)
    assert max(hi for _, hi in ImageChops.difference(small, reference).convert("RGB").getextrema()) < 80


def test_a_first_start_draws_only_what_is_shown_and_small_then_the_rest_behind_it(tmp_path):
    book = ArtBook("sandbox", SPECS, cache_dir=tmp_path / "c", prerendered_dir=tmp_path / "none")
    small = book.image(SPECS["c1"], 0, at_least=(63, 88))
    assert small.info.get("draft") and small.size == (63, 88), "drawn at 1 px/mm, the size shown"
    assert book.rendered == 0 and book.drafted == 1 and not list((tmp_path / "c").glob("*.jpg")), "a draft is never stored"
    assert book.image(SPECS["c1"], 0, at_least=(50, 70)) is small, "the draft serves a smaller view from memory"
    assert not book.image(SPECS["d"], 0).info.get("draft"), "a picture wanted whole is drawn whole"
    worker = book.fill_in_background()
    assert worker is not None
    worker.join(120)
    assert not worker.alive and worker.drawn == 10, "every face but the one drawn whole already"
    warm = ArtBook("sandbox", SPECS, cache_dir=tmp_path / "c", prerendered_dir=tmp_path / "none")
    assert warm.fill_in_background() is None, "the index lists every face: nothing left to draw"
    again = warm.image(SPECS["c1"], 0, at_least=(63, 88))
    assert not again.info.get("draft") and warm.rendered == warm.drafted == 0


def test_faces_on_screen_as_drafts_are_drawn_first(tmp_path):
    jobs = [(spec, 0, spec.id) for spec in SPECS.values()]
    worker = Filler("sandbox", DiskCache(tmp_path), jobs)
    worker.hurry(SPECS["t"], 0, "t")
    assert [worker._next()[2], worker._next()[2]] == ["t", "c1"]
