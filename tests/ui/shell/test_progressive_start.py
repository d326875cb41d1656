"""A start straight into a table: the table first, before the chrome, and exactly where it will stay."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.app import run
from tabletop.ui import shell_app
from tabletop.ui.table_stage import TableStage

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


class Flips:
    """Keeps a copy of the window at every flip, and the play screen the shell had before it closed."""

    def __init__(self, monkeypatch) -> None:
        self.frames: list[pygame.Surface] = []
        self.play = None
        real_flip = pygame.display.flip
        real_close = shell_app.Shell.close

        def flip() -> None:
            self.frames.append(pygame.display.get_surface().copy())
            real_flip()

        def close(shell) -> None:
            self.play = shell.play
            self.dialog_open = shell.dialogs.any_open
            self.start = shell.start
            self.running = shell.running
            real_close(shell)

        monkeypatch.setattr(pygame.display, "flip", flip)
        monkeypatch.setattr(shell_app.Shell, "close", close)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_first_frame_shows_the_table_where_the_chrome_frame_does(dirs, monkeypatch, scale):
    flips = Flips(monkeypatch)
    args = ["--game", "sandbox", "--seed", "3", "--plain", "--size", "1100x700", "--ui-scale", str(scale)]
    assert run(args, max_frames=2) == 0
    assert len(flips.frames) == 2, "one frame before the chrome, one with it"
    play = flips.play
    table_view = pygame.Rect(play.camera.viewport).union(play.hand_rect)
    assert table_view == play.hud.table_rect(), "the view and the hand strip fill what the chrome leaves"
    first, chrome = (f.subsurface(table_view) for f in flips.frames)
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(chrome, "RGB"), "the table moved"
    bar = pygame.Rect(0, 0, 1100, round(48 * scale))
    assert flips.frames[0].get_at(bar.center) == pygame.Color("#e9dcbf"), "a plain tool bar where the chrome goes"


def test_max_frames_one_returns_after_the_table_without_loading_the_chrome(dirs, monkeypatch):
    flips = Flips(monkeypatch)
    assert run(["--game", "sandbox", "--seed", "3", "--plain"], max_frames=1) == 0
    assert len(flips.frames) == 1 and flips.play is None


def imported_by_the_first_frame(argv: list[str], modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` a fresh process has imported once ``run(argv)`` has shown its first frame."""
    code = (f"import sys; from tabletop.app import run; run({argv!r}, max_frames=1); "
            f"print(','.join(m for m in {modules!r} if m in sys.modules))")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    return [m for m in out.stdout.strip().split(",") if m]


def test_the_first_frame_is_drawn_before_pygame_gui_and_storage_are_imported(dirs):
    modules = ("pygame_gui", "tabletop.storage", "tabletop.autosave", "tabletop.ui.hud")
    assert imported_by_the_first_frame(["--game", "sandbox", "--seed", "1"], modules) == []


def test_the_start_screen_is_shown_without_the_tables_or_the_snapshots_code(dirs):
    """A double-click shows the start screen: the table, the game in play and the snapshot codec come when
    a game is opened, not before."""
    modules = ("tabletop.storage", "tabletop.core.snapshot", "tabletop.play", "tabletop.ui.table_stage",
               "tabletop.ui.painter")
    assert imported_by_the_first_frame([], modules) == []
    assert imported_by_the_first_frame([], ("pygame_gui",)) == ["pygame_gui"], "the start screen is all chrome"


def test_after_a_crash_the_start_screen_shows_before_any_autosave_is_read(dirs, monkeypatch):
    code = "from tabletop.app import run; run(['--game', 'sandbox', '--seed', '3', '--plain'], max_frames=2)"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True)  # ends without a clean close
    assert imported_by_the_first_frame([], ("tabletop.storage", "tabletop.core.snapshot")) == []
    flips = Flips(monkeypatch)
    assert run([], max_frames=3) == 0
    assert flips.start is not None and flips.start.resume is not None, "a frame later, Resume is offered"


def test_a_broken_load_still_ends_in_the_error_dialog_with_the_program_running(dirs, monkeypatch):
    bad = dirs / "broken.json"
    bad.write_text('{"format": "tabletop.snapshot", "version": 1, "game": "sand', encoding="utf-8")
    flips = Flips(monkeypatch)
    assert run(["--load", str(bad), "--plain"], max_frames=3) == 0
    assert flips.running and flips.dialog_open and flips.play is None and flips.start is not None
    assert len(flips.frames) == 3, "no table was drawn before the chrome: every frame is the shell's"


def test_a_good_load_is_drawn_before_the_chrome_and_played_on(dirs, monkeypatch):
    from tabletop.core.session import Session
    from tabletop.games import load_game
    from tabletop.games.definition import default_seats
    from tabletop.storage import save_snapshot, snapshot_of

    table = load_game("sandbox").setup(default_seats(3), 8, {})
    path = dirs / "game.json"
    save_snapshot(path, snapshot_of(Session(table, 8), "sandbox", {}))
    flips = Flips(monkeypatch)
    assert run(["--load", str(path), "--plain"], max_frames=2) == 0
    assert flips.play is not None and flips.play.session.table == table and not flips.dialog_open


def test_a_wrong_player_count_is_refused_before_any_window(dirs, monkeypatch, capsys):
    flips = Flips(monkeypatch)
    assert run(["--game", "sandbox", "--players", "40", "--plain"], max_frames=2) == 2
    assert flips.frames == [] and "Sandbox table is for 1 to 6 players" in capsys.readouterr().err


def test_an_event_during_the_hand_over_reaches_the_shell(dirs, monkeypatch):
    flips = Flips(monkeypatch)
    marker = pygame.event.custom_type()
    handled = []
    real_handle = shell_app.Shell.handle
    real_flip = pygame.display.flip

    def flip() -> None:
        real_flip()
        if len(flips.frames) == 1:  # the table is up, the chrome not yet: a click would arrive now
            pygame.event.post(pygame.event.Event(marker, note="clicked during the hand-over"))

    def handle(shell, event) -> None:
        handled.append(event.type)
        real_handle(shell, event)

    monkeypatch.setattr(pygame.display, "flip", flip)
    monkeypatch.setattr(shell_app.Shell, "handle", handle)
    assert run(["--game", "sandbox", "--seed", "3", "--plain"], max_frames=2) == 0
    assert marker in handled


def test_the_art_check_and_the_first_autosave_wait_for_the_chrome_frame(dirs, monkeypatch):
    flips = Flips(monkeypatch)
    settled_at, saved_at = [], []
    real_settle = TableStage.settle_pictures
    real_autosave = shell_app.Shell.autosave

    def settle(stage):
        settled_at.append(len(flips.frames))
        return real_settle(stage)

    def autosave(shell, play):
        saved_at.append(len(flips.frames))
        real_autosave(shell, play)

    monkeypatch.setattr(TableStage, "settle_pictures", settle)
    monkeypatch.setattr(shell_app.Shell, "autosave", autosave)
    assert run(["--game", "sandbox", "--seed", "3", "--plain"], max_frames=3) == 0
    assert settled_at == [2], "the pictures are checked once, after the first frame with the chrome"
    assert saved_at[0] == 2, "the new table is written once the chrome frame is up"
    assert len(list((dirs / "data").rglob("autosave-*.json"))) == 1, "and only once (quitting adds nothing)"


def test_the_collector_rests_until_the_first_usable_frame_and_runs_after_it(dirs, monkeypatch):
    import gc

    collecting: list[bool] = []
    real_flip = pygame.display.flip

    def flip() -> None:
        collecting.append(gc.isenabled())
        real_flip()

    monkeypatch.setattr(pygame.display, "flip", flip)
    assert gc.isenabled()
    assert run(["--game", "sandbox", "--seed", "3", "--plain", "--size", "1100x700"], max_frames=3) == 0
    assert collecting == [False, False, True], "off for the table alone and its first frame with chrome, then on"
    assert gc.isenabled() and not gc.get_freeze_count(), "the collector is left as it was, nothing kept frozen"


def test_at_exit_the_programs_objects_are_left_to_the_system_not_walked(dirs):
    """The interpreter's last collections would walk every object of the table and its chrome; frozen,
    they are skipped.  An exit handler registered before ``run`` runs after the program's own."""
    code = ("import atexit, gc, sys; atexit.register(lambda: print('frozen', gc.get_freeze_count() > 0)); "
            "from tabletop.app import run; run(['--game', 'sandbox', '--seed', '3', '--plain'], max_frames=2)")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("frozen True")


def test_the_program_s_modules_load_with_the_collector_resting(dirs):
    """Importing the program (msgspec, the command line, pygame_gui...) makes most of the start's
    long-lived objects: ``app`` itself imports nothing heavy, and ``run`` loads the rest inside the pause."""
    code = ("import gc, sys\n"
            "seen = {}\n"
            "class Watch:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name in ('msgspec', 'tabletop.program', 'pygame_gui'):\n"
            "            seen.setdefault(name, gc.isenabled())\n"
            "sys.meta_path.insert(0, Watch())\n"
            "from tabletop.app import run\n"
            "print('before run', sorted(seen))\n"
            "run(['--game', 'sandbox', '--seed', '3', '--plain'], max_frames=2)\n"
            "print('collecting', sorted(seen.items()), gc.isenabled())\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    lines = out.stdout.strip().splitlines()
    assert lines[0] == "before run []", "importing tabletop.app loads none of them"
    assert lines[-1] == ("collecting [('msgspec', False), ('pygame_gui', False), ('tabletop.program', False)] True")
