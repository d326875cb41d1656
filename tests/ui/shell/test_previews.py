"""Previews: pictures shown small come back from a small file of pixels, before the art book is opened, and
a preview that no longer matches its picture is found once the book opens."""

from __future__ import annotations

import json

import pygame
import pytest
from PIL import Image

import tabletop.art
from tabletop.core.session import Session
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.play import GameInPlay
from tabletop.ui.previews import SUFFIX, PreviewedArt, write_preview
from tabletop.ui.table_stage import TableStage, prepare_art

BROWN = (120, 80, 40, 255)


class NoPack:
    def __init__(self, packed=()):
        self.packed = set(packed)

    def source(self, spec, face):
        return "pack.png" if spec.id in self.packed else None


class FakeBook:
    """Stands in for the art book: plain pictures at the size asked, and a count of books opened."""

    opened = 0
    packed: tuple[str, ...] = ()
    drafts = False  # whether pictures come as drafts (a first start)
    filled = 0

    def __init__(self, game, specs):
        FakeBook.opened += 1
        self.game = game
        self.problems = []
        self.pack = NoPack(FakeBook.packed)
        self.asked = []

    def fill_in_background(self):
        FakeBook.filled += 1
        return "worker"

    def px_per_mm(self, spec):
        return 8.0

    def size_px(self, spec):
        return (round(spec.width * 8), round(spec.height * 8))

    def image(self, spec, face, at_least=None):
        self.asked.append((spec.id, face, at_least))
        picture = Image.new("RGBA", at_least or self.size_px(spec), BROWN)
        if FakeBook.drafts:
            picture.info["draft"] = True
        return picture


@pytest.fixture
def book(monkeypatch):
    monkeypatch.setattr(tabletop.art, "ArtBook", FakeBook)
    monkeypatch.setattr(FakeBook, "opened", 0)
    monkeypatch.setattr(FakeBook, "packed", ())
    monkeypatch.setattr(FakeBook, "drafts", False)
    monkeypatch.setattr(FakeBook, "filled", 0)
    return FakeBook


@pytest.fixture
def window():
    """A live window of our own: the session's may have been closed by a test that ran the app."""
    return pygame.display.set_mode((1280, 800))


@pytest.fixture
def table():
    return load_game("sandbox").setup(default_seats(2), 1, {})


def test_a_picture_shown_small_comes_back_from_its_preview_without_opening_the_book(window, book, table, tmp_path):
    board = table.specs["board"]
    first = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    assert not first.remembers
    first.open_book()
    assert first.image(board, 0, (40, 30)).size == (40, 30)
    first.save()
    assert len(list(tmp_path.glob(f"*{SUFFIX}"))) == 1
    book.opened = 0
    again = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    assert again.remembers
    picture = again.image(board, 0, (36, 20))
    assert isinstance(picture, pygame.Surface) and picture.get_size() == (40, 30) and book.opened == 0
    assert tuple(picture.get_at((5, 5))) == BROWN
    assert again.image(board, 0, (400, 300)).size == (400, 300) and book.opened == 1, "bigger than kept: the book"
    assert again.settle(), "what the list answered was right"


def test_a_cut_or_foreign_preview_file_is_passed_over_for_the_book(window, book, table, tmp_path):
    board = table.specs["board"]
    first = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    first.open_book()
    first.image(board, 0, (40, 30))
    first.save()
    (kept,) = tmp_path.glob(f"*{SUFFIX}")
    whole = kept.read_bytes()
    for broken in (whole[:-1], whole[:5], b"PNG!" + whole[4:]):
        kept.write_bytes(broken)
        book.opened = 0
        again = PreviewedArt("sandbox", table.specs, folder=tmp_path)
        assert again.image(board, 0, (40, 30)).size == (40, 30) and book.opened == 1, broken[:12]


def test_an_out_of_date_preview_is_found_when_the_book_opens_and_the_table_drawn_again(window, book, table, tmp_path):
    board = table.specs["board"]
    old_key = "0" * 40
    write_preview(tmp_path / f"{old_key}{SUFFIX}", (60, 40), bytes(4 * 60 * 40))
    (tmp_path / "previews-sandbox.json").write_text(json.dumps({"board:0": old_key}), encoding="ascii")
    art = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    stage = TableStage(window, GameInPlay(load_game("sandbox"), {}, Session(table, 1), None, {}, "p1"), art)
    assets = stage.assets
    assert isinstance(assets.art.image(board, 0, (50, 30)), pygame.Surface) and book.opened == 0, \
        "the list alone answered"
    assert stage.settle_pictures() == []
    assert stage.assets is not assets, "the pictures are made again from the book"
    assert "board:0" not in PreviewedArt("sandbox", table.specs, folder=tmp_path)._known


def test_a_pack_picture_is_never_previewed(window, book, table, tmp_path):
    book.packed = ("board",)
    art = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    art.open_book()
    art.image(table.specs["board"], 0, (40, 30))
    art.save()
    assert not list(tmp_path.glob(f"*{SUFFIX}")) and not (tmp_path / "previews-sandbox.json").exists()


def test_without_a_list_the_book_opens_before_the_first_frame(window, book, table, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    art, notes = prepare_art("sandbox", table, lazy=True)
    assert art is not None and notes == [] and book.opened == 1


def test_a_book_that_fails_leaves_plain_pieces_and_says_why(window, table, tmp_path, monkeypatch):
    def broken(game, specs):
        raise OSError("the cache folder is a file")

    monkeypatch.setattr(tabletop.art, "ArtBook", broken)
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    art, notes = prepare_art("sandbox", table)
    assert art is None and "the cache folder is a file" in notes[0][1]


def test_a_first_start_draws_the_rest_in_the_background_once_a_frame_is_up(window, book, table, tmp_path):
    book.drafts = True
    art = PreviewedArt("sandbox", table.specs, folder=tmp_path)
    stage = TableStage(window, GameInPlay(load_game("sandbox"), {}, Session(table, 1), None, {}, "p1"), art)
    assert book.filled == 0, "nothing is drawn in the background before the first frame"
    stage.draw(window)
    assert book.opened == 1 and book.filled == 1 and art.background == "worker"
    stage.draw(window)
    assert book.filled == 1, "one worker per table"
    assert not list(tmp_path.glob(f"*{SUFFIX}")), "drafts are never kept as previews"
