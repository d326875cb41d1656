"""The whole shell under the dummy driver: start-up per game, curtain, autosave and resume, save/load, resize."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.app import run
from tabletop.games import GAME_MODULES, load_game
from tabletop.ui import table_ops
from tabletop.ui.shell_app import Shell


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


@pytest.fixture
def shell(data_dir, display):
    window = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    shell = Shell(window, art=False)
    yield shell
    shell.manager.clear_and_reset()


def frames(shell: Shell, n: int = 2) -> None:
    for _ in range(n):
        for event in pygame.event.get():
            shell.handle(event)
        shell.update(1 / 60)
        shell.draw()


def loadable(game: str) -> bool:
    try:
        load_game(game)
    except (ImportError, AttributeError):
        return False
    return True


@pytest.mark.parametrize("game", list(GAME_MODULES))
def test_run_a_few_frames_of_every_game(game, data_dir):
    if not loadable(game):
        pytest.skip(f"the {game} package has no DEFINITION on this checkout yet")
    assert run(["--game", game, "--seed", "5", "--plain", "--players", "2"], max_frames=3) == 0
    assert any((data_dir / "data").rglob("*.json")), "starting a table writes an autosave"


def test_no_arguments_opens_the_start_screen(shell):
    shell.show_start()
    frames(shell)
    assert shell.start is not None and shell.play is None


def test_end_turn_raises_the_curtain_and_hides_the_hand(shell):
    shell.new_game("sandbox", 3, 4, False, {})
    play = shell.play
    table_ops.draw(play.controller, "deck", 2)
    frames(shell)
    assert len(play.scene.hand) == 2
    play.end_turn()
    play.curtain.arm_ms = 0
    frames(shell)
    assert play.curtain.visible and play.ui.viewer is None and play.scene.hand == []
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        shell.handle(pygame.event.Event(kind, pos=(600, 400), button=1))
    frames(shell)
    assert not play.curtain.visible and play.ui.viewer == "p2" and play.scene.hand == []
    assert all(p.startswith("~") for p in play.view().zones["hand:p1"].pieces) and play.view().zones["hand:p1"].pieces


def test_every_change_is_autosaved_and_offered_for_resume(shell, data_dir):
    shell.new_game("sandbox", 2, 4, False, {})
    table_ops.draw(shell.play.controller, "deck", 3)
    frames(shell)
    latest = shell.autosaver.latest_unfinished()
    assert latest is not None
    shell.show_start()
    assert shell.start.resume is None and "resume" not in shell.start.widgets, "the screen first, then the disk"
    frames(shell)
    assert shell.start.resume is not None, "a frame later the Resume button is there"
    assert shell.start.resume.startswith("Sandbox table, saved at "), "Resume's tooltip names the game"
    assert shell.start.widgets["resume"].tool_tip_text.endswith(shell.start.resume)
    shell.resume()
    assert shell.play is not None and len(shell.play.session.table.zones["hand:p1"].pieces) == 3
    assert shell.play.ui.status.startswith("Resumed Sandbox table, saved at "), "the status line names what resumed"
    assert shell.play.session.log_lines()[-1].startswith("Player 1 drew 3 cards")


def close_button(shell: Shell) -> None:
    """What a click on the window's close button sends: the window's close, then the quit SDL adds."""
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(shell)


def test_closing_the_window_on_unsaved_moves_asks_first_and_saving_then_quits(shell, data_dir):
    shell.new_game("sandbox", 2, 4, False, {})
    frames(shell)
    close_button(shell)
    assert not shell.running, "a table with no move since it was set out closes at once"
    shell.running = True
    table_ops.draw(shell.play.controller, "deck", 3)
    frames(shell)
    shell.change_language("hu")
    shell.change_language("en")
    close_button(shell)
    dialogs = shell.play.dialogs
    assert shell.running and dialogs.any_open, "moves no save holds (the same game shown in another language too)"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(shell)
    assert shell.running and not dialogs.any_open, "Escape: the game goes on"
    close_button(shell)
    for _ in range(2):  # Enter: Save…; Enter again: the save dialog's OK under the name it offers
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        frames(shell, 3)
    saved = data_dir / "data" / "saves" / "sandbox.tabletop.json"
    assert saved.exists() and not shell.running, "saved, then closed"


def test_a_second_close_while_asked_closes_a_saved_game_is_not_asked_about_and_a_signal_does_not_wait(shell, tmp_path):
    shell.new_game("sandbox", 2, 4, False, {})
    table_ops.draw(shell.play.controller, "deck", 2)
    frames(shell)
    close_button(shell)
    assert shell.running and shell.play.dialogs.any_open
    close_button(shell)
    assert not shell.running, "closing again while asked means it"
    shell.running = True
    shell.play.dialogs.close_all()
    shell.ask_save(shell.play)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    frames(shell, 3)
    left = []
    shell.leave(lambda: left.append("new game"))
    assert left == ["new game"], "a save holds every move: nothing to ask"
    table_ops.draw(shell.play.controller, "deck", 1)
    frames(shell)
    shell.leave(lambda: left.append("load"))
    assert left == ["new game"] and shell.play.dialogs.any_open
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(shell)
    assert not shell.running, "the system's quit (a signal) does not wait for an answer"


def test_the_question_stands_in_front_of_the_curtain_which_hides_no_hand_meanwhile(shell):
    shell.new_game("sandbox", 2, 4, False, {})
    play = shell.play
    table_ops.draw(play.controller, "deck", 2)
    play.end_turn()
    play.curtain.arm_ms = 0
    frames(shell)
    assert play.covers_chrome
    close_button(shell)
    assert shell.running and play.dialogs.any_open and not play.covers_chrome, "the question can be answered"
    assert play.ui.viewer is None and play.scene.hand == [], "and no hand shows behind it"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    frames(shell)
    assert shell.running and play.covers_chrome, "answered Cancel: the curtain again, for the next player"


def test_a_new_game_is_offered_as_the_one_started_last_even_after_a_restart(shell, data_dir, display):
    shell.show_start()
    start = shell.start
    start._change(game=[entry.id for entry in start.games].index("village"), count=3)
    shell._chosen(start._choice())
    assert shell.play is not None and shell.play.game.game == "village"
    shell.show_start()
    assert shell.start.game.id == "village" and shell.start._choice().seats[2].name == "Player 3"
    later = Shell(pygame.display.set_mode((1280, 800)), art=False)
    later.show_start()
    assert later.start.game.id == "village", "the next run offers it too"
    later.manager.clear_and_reset()


def test_save_and_load_give_the_same_table(shell, tmp_path):
    from tabletop.storage import save_snapshot

    shell.new_game("sandbox", 2, 9, False, {})
    c = shell.play.controller
    table_ops.draw(c, "deck", 2)
    table_ops.flip(c, [shell.play.view().zones["deck"].pieces[-1]])
    path = tmp_path / "game.json"
    save_snapshot(path, shell.play.game.snapshot())
    table = shell.play.session.table
    shell.open_snapshot(path)
    assert shell.play.session.table == table
    assert len(shell.play.session.actions) == shell.play.session.cursor == 2, "the history comes with the table"
    assert shell.play.ui.status == f"Opened {path}", "the player is told the file was opened"


def test_a_broken_snapshot_shows_a_dialog_and_keeps_the_table(shell, tmp_path):
    shell.new_game("sandbox", 2, 9, False, {})
    play = shell.play
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "tabletop.snapshot", "version": 1, "game": "sand', encoding="utf-8")
    shell.open_snapshot(bad)
    frames(shell)
    assert shell.play is play and shell.dialogs.any_open


def test_resize_moves_the_view_and_the_hand_strip(shell):
    shell.new_game("sandbox", 2, 9, False, {})
    before = shell.play.camera.viewport
    shell.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700)))
    frames(shell)
    assert shell.play.camera.viewport != before
    assert shell.play.hand_rect[1] + shell.play.hand_rect[3] <= 700


def test_rules_toggle_without_an_engine_says_so(shell):
    shell.new_game("sandbox", 2, 9, True, ())
    shell.play.toggle_rules()
    assert "no rules to enforce" in shell.play.ui.status


class BrokenArt:
    """An art book whose dice pictures fail: the table must still draw, and say so in a dialog."""

    def image(self, spec, face, at_least=None):
        if spec.is_die:
            raise OSError("die.webp is truncated")
        from PIL import Image

        return Image.new("RGBA", (int(spec.width * 4), int(spec.height * 4)), (200, 180, 120, 255))


def test_a_failing_picture_is_drawn_plain_and_reported(shell):
    from tabletop.play import GameInPlay
    from tabletop.ui.shell_play import PlayScreen
    from tabletop.ui.table_stage import TableStage

    game = GameInPlay.new(load_game("sandbox"), 1, players=2)
    play = PlayScreen(shell.manager, shell.window, TableStage(shell.window, game, BrokenArt()))
    play.update(1 / 60)
    play.draw(shell.window)
    assert play.assets.problems and "truncated" in play.assets.problems[0]
    assert play.dialogs.any_open


def test_a_save_that_cannot_be_written_shows_a_dialog_and_keeps_playing(shell, tmp_path, monkeypatch):
    shell.new_game("sandbox", 2, 9, False, {})
    play = shell.play
    nowhere = tmp_path / "missing-folder" / "game.json"
    monkeypatch.setattr(play.dialogs, "save_path", lambda initial, on_ok: on_ok(nowhere))
    shell.ask_save(play)
    frames(shell)
    assert shell.dialogs.any_open and shell.play is play and not nowhere.exists()
    assert "Saved" not in (play.ui.status or "")


def test_a_log_that_no_longer_replays_offers_the_saved_table_alone(shell, tmp_path):
    from msgspec.structs import replace

    from tabletop.storage import save_snapshot

    shell.new_game("sandbox", 2, 9, False, {})
    table_ops.draw(shell.play.controller, "deck", 2)
    saved = shell.play.session.table
    path = tmp_path / "game.json"
    save_snapshot(path, replace(shell.play.game.snapshot(), actions=[], cursor=0))
    before = shell.play
    shell.open_snapshot(path)
    frames(shell)
    assert shell.play is before and shell.dialogs.any_open, "asks before replacing the table"
    shell.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert shell.play is not before and shell.play.session.table == saved
    assert not shell.play.session.rules_on and not shell.play.session.history.can_undo()


def test_an_unchanged_table_is_not_autosaved_twice(shell, data_dir):
    before = sorted((data_dir / "data").rglob("*.json"))
    shell.new_game("sandbox", 2, 9, False, {})
    assert sorted((data_dir / "data").rglob("*.json")) == before, "the table is drawn before it is written"
    frames(shell)
    shell.autosaver.flush()  # autosaves are written by a background thread
    saved = sorted((data_dir / "data").rglob("*.json"))
    assert len(saved) == len(before) + 1, "once drawn, the new table is saved"
    shell.close()
    shell.autosaver.flush()
    assert sorted((data_dir / "data").rglob("*.json")) == saved, "quitting right after the start writes nothing new"
    shell.new_game("sandbox", 2, 9, False, {})
    table_ops.draw(shell.play.controller, "deck", 1)
    frames(shell)
    shell.autosaver.flush()
    after_move = sorted((data_dir / "data").rglob("*.json"))
    assert len(after_move) == len(saved) + 1, "a table moved before its first frame is saved once, as it is now"
    from tabletop.storage import load_snapshot

    assert len(load_snapshot(after_move[-1]).actions) == 1
    table_ops.draw(shell.play.controller, "deck", 1)
    frames(shell)
    shell.autosaver.flush()
    assert len(sorted((data_dir / "data").rglob("*.json"))) == len(after_move) + 1, "a move after it is saved too"


class SizedArt:
    """Art that gives each picture at the size asked (as a scaled decode does) and records the asks."""

    def __init__(self):
        self.asked = []

    def image(self, spec, face, at_least=None):
        from PIL import Image

        self.asked.append(at_least)
        return Image.new("RGBA", at_least or (504, 704), (200, 180, 120, 255))


def test_pictures_are_asked_at_the_size_shown_and_again_only_when_bigger(display):
    from tabletop.games.definition import default_seats
    from tabletop.ui.assets import Assets

    spec = load_game("sandbox").setup(default_seats(2), 1, {}).specs["counter"]
    art = SizedArt()
    assets = Assets(art)
    assert assets.surface(spec, 0, (40, 40)).get_size() == (40, 40)
    assets.surface(spec, 0, (20, 20))
    assert art.asked == [(40, 40)], "a smaller size is scaled from the picture kept"
    assert assets.surface(spec, 0, (80, 80)).get_size() == (80, 80)
    assert art.asked == [(40, 40), (80, 80)]


@pytest.mark.parametrize("button", ["undo", "end_turn"])
def test_a_click_on_a_covered_button_only_lifts_the_curtain(shell, button):
    from tabletop.core.actions import DrawCards, RotatePiece

    shell.new_game("sandbox", 2, 4, False, {})
    play = shell.play
    assert play.controller.dispatch(DrawCards("deck", "hand:p1", 1))
    assert play.controller.dispatch(RotatePiece("counter"))
    play.end_turn()
    play.curtain.arm_ms = 0
    frames(shell)
    assert play.curtain.visible and play.game.hotseat.waiting == "p2"
    pos = play.hud.buttons[button].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        shell.handle(pygame.event.Event(kind, pos=pos, button=1))
    frames(shell, 4)
    assert not play.curtain.visible and play.game.hotseat.holder == "p2"
    assert play.session.cursor == 2, "the click under the curtain did not press the button beneath it"


def test_a_counted_run_draws_its_frames_without_resting(data_dir, monkeypatch):
    """``max_frames`` (tests, screenshots, benches) asks for frames: input must not put the loop to rest."""
    import tabletop.program as program

    def rest(_seconds: float) -> None:
        raise AssertionError("a counted run rested waiting for input")

    monkeypatch.setattr(program, "AWAKE_AFTER_INPUT_S", 0.0)
    monkeypatch.setattr(program.time, "sleep", rest)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    assert run(["--game", "sandbox", "--seed", "5", "--plain", "--size", "1000x700"], max_frames=6) == 0


def test_the_window_wears_tabletop_s_icon_and_opens_without_it(data_dir, display, monkeypatch):
    import tabletop.program as program

    pygame.display.init()  # a test before may have run the app, whose exit closes the display
    icons = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: icons.append(surface.get_size()))
    window, _place = program.open_window((1000, 720))
    assert icons == [(program.ICON_SIZE, program.ICON_SIZE)] and window.get_size() == (1000, 720)
    monkeypatch.setattr(program, "resource_path", lambda *parts: data_dir / "no-such-icon.png")
    window, _place = program.open_window((1024, 768))
    assert icons == [(program.ICON_SIZE, program.ICON_SIZE)] and window.get_size() == (1024, 768), "pygame's own icon stays"


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="no SIGUSR1 on this system")
def test_sigusr1_prints_where_each_thread_is_and_the_program_goes_on():
    asks = ("import os, signal, threading, time\n"
            "from tabletop.app import stacks_on_request\n"
            "stacks_on_request()\n"
            "threading.Thread(target=time.sleep, args=(5,), name='sleeper', daemon=True).start()\n"
            "os.kill(os.getpid(), signal.SIGUSR1)\n"
            "print('still here')\n")
    done = subprocess.run([sys.executable, "-c", asks], cwd=Path(__file__).parents[3], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "still here"
    assert 'File "<string>", line 5 in <module>' in done.stderr.split("Current thread")[1]  # where it was asked
    assert "in _bootstrap" in done.stderr  # and the sleeping thread
