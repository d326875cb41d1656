"""The command line: bad input is one line on stderr and exit code 2; the window opens where it was left."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.app import run
from tabletop.command_line import parse_args
from tabletop.window_place import WindowPlace, opening_place, remember_place, remembered_place


@pytest.fixture(autouse=True)
def window_again():
    """``run`` closes the display when it ends; the tests after these expect the session's window."""
    yield
    pygame.display.init()
    pygame.display.set_mode((1280, 800))


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


@pytest.mark.parametrize(("argv", "words"), [
    (["--size", "big"], "--size 'big' is not WIDTHxHEIGHT"),
    (["--size", "100x100"], "--size 100x100 is too small"),
    (["--ui-scale", "7"], "--ui-scale 7 is not offered"),
    (["--game", "sandbox", "--seed", str(10**18)], "--seed 1000000000000000000: a seed is a whole number of at most 18 digits"),
    (["--ui-scale", "x"], "--ui-scale: invalid float value"),
    (["--players", "0"], "--players 0: the games here are for 1 to 6 players"),
    (["--players", "9"], "--players 9: the games here are for 1 to 6 players"),
    (["--players", "9", "--game", "sandbox"], "--players 9: Sandbox table is for 1 to 6 players"),
    (["--players", "3"], "--players needs --game"),
    (["--bots", "p7", "--game", "loyang"], "--bots p7: there are only seats p1 to p2"),
    (["--bots", "p2"], "--bots needs --game"),
    (["--bots", "x", "--game", "loyang"], "--bots 'x' is not a seat"),
    (["--bots", "p2", "--game", "loyang", "--rules", "off"], "--bots needs the rules on"),
    (["--bots", "p2:best", "--game", "loyang"], "--bots p2:best: a bot plays at one of the levels easy, normal, hard"),
    (["--bots", "p2:", "--game", "loyang"], "--bots p2:: a bot plays at one of the levels"),
    (["--bots", ":hard", "--game", "loyang"], "--bots '' is not a seat"),
    (["--bots", "p2,p2:hard", "--game", "loyang"], "--bots p2: the seat is given to the computer twice"),
    (["--game", "chess"], "--game 'chess' is not in the box; choose one of sandbox,"),
    (["--game", "village", "--players", "5"], "--players 5: Village is for 2 to 4 players"),
    (["--game", "my_village", "--players", "1"], "--players 1: My Village is for 2 to 4 players"),
    (["--game", "sandbox", "--load", "x.json"], "--load and --game cannot go together"),
    (["--rules", "maybe"], "--rules: invalid choice"),
])
def test_bad_input_is_one_line_and_exit_code_2(argv, words, dirs, capsys, monkeypatch):
    opened = []
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: opened.append(a))
    assert run(argv, max_frames=1) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("tabletop: ") and words in err, err
    assert opened == [], "no window opens for a command line that is refused"


@pytest.mark.parametrize(("text", "bots"), [("", {}), ("p2", {"p2": "normal"}), ("p2:hard,p3", {"p2": "hard", "p3": "normal"}),
                                            (" p1 : easy , p4:normal,", {"p1": "easy", "p4": "normal"})])
def test_bots_name_seats_each_at_a_level(text, bots):
    assert parse_args(["--game", "sandbox" if not bots else "loyang", "--players", "4", "--bots", text]).bots == bots


def test_good_input_still_starts(dirs):
    assert run(["--game", "loyang", "--players", "3", "--bots", "p2,p3", "--plain", "--size", "1000x700"],
               max_frames=2) == 0


DESKTOP = [(1920, 1080)]


def test_the_first_window_takes_most_of_the_screen_centred():
    place = opening_place(DESKTOP, None)
    assert place == WindowPlace((1728, 972), None, True)
    small = opening_place([(1024, 640)], None)
    assert small.size == (960, 600), "never below the smallest window the app lays out"


def test_a_remembered_place_is_used_while_it_fits_the_display():
    left = WindowPlace((1400, 900), (200, 80), log_open=False)
    assert opening_place(DESKTOP, left) == left
    assert opening_place(DESKTOP, left, asked=(1000, 700)) == WindowPlace((1000, 700), (200, 80), False)
    too_big = WindowPlace((2560, 1400), (0, 0))
    assert opening_place(DESKTOP, too_big).size == (1728, 972)
    off_screen = WindowPlace((1400, 900), (3000, 2000))
    assert opening_place(DESKTOP, off_screen).position is None, "a window that would be out of reach is centred"
    on_second_screen = WindowPlace((1400, 900), (2100, 50))
    assert opening_place([(1920, 1080), (1920, 1080)], on_second_screen).position == (2100, 50)


def test_an_unreadable_place_file_is_ignored(tmp_path):
    path = tmp_path / "window.json"
    for text in ("{", '{"size": "big"}', '{"size": [1, 2], "log_open": "yes"}', "[]"):
        path.write_text(text)
        assert remembered_place(path) is None
    assert remember_place(WindowPlace((1200, 800), (5, 6), False), path)
    assert remembered_place(path) == WindowPlace((1200, 800), (5, 6), False)


def test_the_window_reopens_with_the_size_and_log_panel_it_was_left_with(dirs):
    assert run(["--game", "sandbox", "--plain", "--size", "1000x700"], max_frames=3) == 0
    saved = json.loads((dirs / "data" / "window.json").read_text())
    assert saved["size"] == [1000, 700] and saved["log_open"] is True
    saved["log_open"] = False
    (dirs / "data" / "window.json").write_text(json.dumps(saved))
    seen = {}

    real_flip = pygame.display.flip

    def flip() -> None:
        seen["size"] = pygame.display.get_surface().get_size()
        real_flip()

    pygame.display.flip = flip
    try:
        assert run(["--game", "sandbox", "--plain"], max_frames=3) == 0
    finally:
        pygame.display.flip = real_flip
    assert seen["size"] == (1000, 700), "no --size: the window the player left"
    assert json.loads((dirs / "data" / "window.json").read_text())["log_open"] is False
