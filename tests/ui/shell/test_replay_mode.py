"""Replay in the running shell: the VCR bar and the keys move the table and the log, the table takes no
input, playing runs at the speed chosen, a click in the log jumps, "play from here" branches, and the
log goes to the clipboard and to a file."""

from __future__ import annotations

import warnings
from pathlib import Path

import pygame
import pygame_gui
import pytest

from tabletop.core.actions import DrawCards
from tabletop.core.visibility import view_for
from tabletop.ui.shell_app import Shell


@pytest.fixture
def shell(tmp_path, monkeypatch, display):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    pygame.key.set_mods(0)
    yield shell
    shell.manager.clear_and_reset()


def frame(shell: Shell, dt: float = 0.05) -> None:
    for event in pygame.event.get():
        shell.handle(event)
    shell.update(dt)
    shell.draw()


def key(shell: Shell, k: int, mod: int = 0) -> None:
    shell.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def finished_loyang(shell: Shell) -> None:
    shell.new_game("loyang", 2, 5, True, {"p1": "easy", "p2": "easy"})
    game = shell.play.game
    while not game.is_over():
        assert game.bot_step() is not None
    frame(shell)


def test_the_bar_and_the_keys_move_the_table_and_the_log(shell):
    finished_loyang(shell)
    play = shell.play
    key(shell, pygame.K_r, pygame.KMOD_CTRL)
    mode = play.replay
    assert mode is not None and mode.replay.open and mode.replay.at_end
    assert play.stage.view() is play.session.table
    key(shell, pygame.K_HOME)
    assert mode.replay.position == 0 and play.stage.view() == play.session.history.table_at(0)
    key(shell, pygame.K_RIGHT)
    key(shell, pygame.K_RIGHT)
    assert mode.replay.position == 2 and play.hud.log_view.marked is not None
    key(shell, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert mode.replay.position in [t.at for t in play.game.chapters().turns]
    key(shell, pygame.K_RIGHT, pygame.KMOD_CTRL)
    assert mode.replay.position in [r.at for r in play.game.chapters().rounds]
    shell.handle(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=50, ui_element=mode.bar.slider))
    assert mode.replay.position == 50
    frame(shell)
    assert mode.bar.label.text.startswith("50 of")
    assert play.stage.current_scene() is play.stage.scene and play.stage.scene_of is mode.replay.view()
    assert play.session.cursor == mode.replay.length, "the game itself stays where it is"
    key(shell, pygame.K_ESCAPE)
    assert play.replay is None and play.stage.view() == view_for(play.session.table, play.game.hotseat.holder)


def test_playing_runs_at_the_speed_chosen_and_stops_at_the_end(shell):
    finished_loyang(shell)
    play = shell.play
    play.toggle_replay()
    mode = play.replay
    mode.seek(0)
    for _ in range(100):  # a glide the game's end began (the score sheet narrows the view) ends first
        if play.controller.camera.settled:
            break
        frame(shell, 0.1)
    c = play.controller
    assert not play.busy(), ("a paused replay lets the loop sleep", c.camera.settled, play.ui.drag, play.ui.box,
                             c._held, c._panning, mode.playing)
    key(shell, pygame.K_SPACE)
    assert mode.playing and play.busy(), "a playing replay keeps the frames coming without input"
    for _ in range(10):
        frame(shell, 0.1)
    assert mode.replay.position == 1
    mode.commands.run("replay_speed")
    mode.commands.run("replay_speed")
    assert mode.speed == 16
    for _ in range(10):
        frame(shell, 0.1)
    assert 15 <= mode.replay.position <= 17
    for _ in range(400):
        frame(shell, 0.1)
    assert mode.replay.at_end and not mode.playing


def test_nothing_on_the_table_changes_while_replaying(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    play = shell.play
    assert play.session.dispatch(DrawCards("deck", "hand:p1", 2, actor="p1")).ok
    play.toggle_replay()
    play.replay.seek(0)
    cursor = play.session.cursor
    x, y, w, h = play.camera.viewport
    middle = (x + w // 2, y + h // 2)
    shell.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=middle))
    shell.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(middle[0] + 80, middle[1]), rel=(80, 0), buttons=(1, 0, 0)))
    shell.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(middle[0] + 80, middle[1])))
    for k in (pygame.K_f, pygame.K_r, pygame.K_1, pygame.K_RETURN, pygame.K_q):
        key(shell, k)
    key(shell, pygame.K_z, pygame.KMOD_CTRL)
    play.commands.run("end_turn")
    play.commands.run("undo")
    assert play.session.cursor == cursor and len(play.session.actions) == cursor
    assert play.replay is not None and "replay" in play.ui.status
    step = play.camera.target_step
    shell.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert play.camera.target_step != step, "the view still zooms"


def test_a_click_in_the_log_goes_there_and_play_from_here_branches(shell):
    finished_loyang(shell)
    play = shell.play
    play.toggle_replay()
    mode = play.replay
    log = play.hud.log_view
    assert log.on_pick is not None
    row = log.rows[log.top]
    mode._picked(row[1])
    assert mode.replay.position == mode.entries[row[1]].at
    mode.seek(12)
    assert log.top < log.max_top
    key(shell, pygame.K_ESCAPE)
    assert log.top == log.max_top, "closed, the replay leaves the log at its newest line"
    play.toggle_replay()
    mode = play.replay
    mode.seek(12)
    actions = list(play.session.actions)
    mode.commands.run("play_from_here")
    frame(shell)
    assert play.replay is None and play.game.lines.branches[0].actions == tuple(actions[12:])
    assert play.session.actions[:12] == actions[:12] and play.scores is None
    assert log.top == log.max_top and "kept as Line 1" in log.lines[-1], "the log shows the new line's newest line"
    assert "kept" in play.ui.status


def test_going_back_past_a_draw_asks_first(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    play = shell.play
    for _ in range(3):
        assert play.session.dispatch(DrawCards("deck", "hand:p1", 1, actor="p1")).ok
    play.toggle_replay()
    play.replay.seek(1)
    play.replay.commands.run("play_from_here")
    assert play.replay is not None and play.dialogs.any_open, "a question, not yet a new line"
    assert len(play.session.actions) == 3


def test_the_log_goes_to_the_clipboard_and_to_a_file(shell, tmp_path, monkeypatch):
    finished_loyang(shell)
    play = shell.play
    play.commands.run("copy_log")
    lines = play.hud.log_view.lines
    said_after = next(line for line in lines if "\n" in line)
    copied = pygame.scrap.get_text()
    assert copied == "".join(line.replace("\n", "\n  ") + "\n" for line in lines)
    assert said_after.replace("\n", "\n  ") in copied, "what the rules did is indented under the move"
    play.toggle_replay()
    play.replay.seek(10)
    play.commands.run("copy_log")
    shown = play.hud.log_view.lines[: play.hud.log_view.marked + 1]
    assert pygame.scrap.get_text() == "".join(line.replace("\n", "\n  ") + "\n" for line in shown) and len(shown) < 20

    def refuse(text: str) -> None:
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "put_text", refuse)
    play.commands.run("copy_log")
    assert play.dialogs.any_open
    play.dialogs.close_all()

    wanted: list[object] = []
    monkeypatch.setattr(play.dialogs, "save_path", lambda initial, on_ok, title=None: wanted.append(on_ok))
    play.commands.run("export_log")
    out = tmp_path / "loyang-log.txt"
    wanted[0](out)
    text = out.read_text(encoding="utf-8")
    assert "== Final scoring ==" in text and "== Round 1 ==" in text
    (tmp_path / "a folder").mkdir()
    wanted[0](tmp_path / "a folder")
    assert play.dialogs.any_open, "a file that cannot be written is a message"


def test_a_bookmark_is_named_listed_in_the_log_and_kept(shell):
    finished_loyang(shell)
    play = shell.play
    play.toggle_replay()
    play.replay.seek(20)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pygame_gui warns when a label is too small for its text
        key(shell, pygame.K_b, pygame.KMOD_CTRL)
    entry = play.dialogs._open[-1].widgets["entry"]
    entry.set_text("Where it went wrong")
    play.dialogs._open[-1].on_enter()
    assert [(b.at, b.name) for b in play.game.lines.bookmarks] == [(20, "Where it went wrong")]
    assert "* Where it went wrong" in play.hud.log_view.lines
    marked = play.replay.entries[play.hud.log_view.marked]
    assert marked.at == 20 and not marked.header, "the action's line stays marked, not the bookmark after it"
    assert play.game.snapshot().lines.bookmarks == play.game.lines.bookmarks


def test_replay_a_saved_game_opens_it_at_its_start(shell, tmp_path):
    finished_loyang(shell)
    path = tmp_path / "game.json"
    shell.play.game.save(path)
    shell.ask_replay()
    dialog = shell.play.dialogs._open[-1].window
    shell.handle(pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(path), ui_element=dialog))
    assert shell.play.replay is not None and shell.play.replay.replay.position == 0
    assert Path(path).exists()


def test_the_log_folds_away_the_box_waits_and_the_figures_band_follows_a_replay(shell):
    finished_loyang(shell)
    play = shell.play
    live_rows = play.stage.band.rows
    play.toggle_replay()
    mode = play.replay
    mode.seek(0)
    frame(shell)
    assert play.stage.band.rows != live_rows, "the band shows the opening's figures"
    width = play.camera.viewport[2]
    key(shell, pygame.K_TAB)
    frame(shell)
    x, y, w, h = play.camera.viewport
    assert not play.stage.log_open and w > width and play.replay is mode
    assert mode.bar.panel.rect.top == y + h, "the bar still takes the bottom of the table view"
    drawer = play.ui.drawer_open
    key(shell, pygame.K_b)
    play.commands.run("box")
    assert play.ui.drawer_open == drawer and "replay" in play.ui.status
    key(shell, pygame.K_TAB)
    key(shell, pygame.K_ESCAPE)
    frame(shell)
    assert play.stage.log_open and play.stage.band.rows == live_rows


def every_kept_line_in_use(shell: Shell) -> None:
    """A finished Loyang game that keeps as many lines of play as a game may ("Kept 0" ...)."""
    from msgspec.structs import replace

    from tabletop.core.lines import MAX_BRANCHES
    from tabletop.play_lines import play_from

    finished_loyang(shell)
    game = shell.play.game
    play_from(game, 10)
    kept = game.lines.branches[0]
    game.lines = replace(game.lines, branches=tuple(replace(kept, name=f"Kept {k}") for k in range(MAX_BRANCHES)))


def test_play_from_here_with_every_kept_line_in_use_says_so_and_changes_nothing(shell):
    from tabletop.core.lines import MAX_BRANCHES

    every_kept_line_in_use(shell)
    play = shell.play
    actions = list(play.session.actions)
    play.toggle_replay()
    play.replay.seek(5)
    play.replay.commands.run("play_from_here")
    assert play.dialogs.any_open and play.replay is not None
    assert list(play.session.actions) == actions and len(play.game.lines.branches) == MAX_BRANCHES


def test_a_kept_line_can_be_forgotten_and_that_makes_room(shell):
    from tabletop.core.lines import MAX_BRANCHES
    from tabletop.play_lines import why_not_play_from
    from tabletop.ui.record_commands import choose_line

    every_kept_line_in_use(shell)
    play = shell.play
    assert "Forget one" in (why_not_play_from(play.game) or "")

    def press(button) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            shell.handle(pygame.event.Event(kind, pos=button.rect.center, button=1))
        for _ in range(3):
            frame(shell)

    choose_line(play)
    press(play.dialogs._open[-1].widgets["options"][3])
    press(play.dialogs._open[-1].widgets["options"][1])
    assert "Forget Kept 3?" in play.dialogs._open[-1].window.window_display_title
    press(play.dialogs._open[-1].widgets["yes"])
    names = [b.name for b in play.game.lines.branches]
    assert len(names) == MAX_BRANCHES - 1 and "Kept 3" not in names and "Kept 4" in names
    assert "Kept 3 is forgotten" in play.ui.status and why_not_play_from(play.game) is None


def test_the_band_follows_the_rules_switch_of_the_point_shown_and_the_bar_keeps_its_place(shell):
    from tabletop.core.actions import SwitchRules

    shell.new_game("loyang", 2, 5, True, {"p1": "easy", "p2": "easy"})
    play = shell.play
    for _ in range(6):
        assert play.game.bot_step() is not None
    play.game.bots.clear()
    assert play.session.dispatch(SwitchRules(False)).ok
    frame(shell)
    off_height = play.stage.band_rect[3]
    play.toggle_replay()
    mode = play.replay
    for position, rules_on in ((3, True), (mode.replay.length, False), (0, True)):
        mode.seek(position)
        frame(shell)
        x, y, w, h = play.camera.viewport
        assert (play.stage.band_rect[3] > off_height) == rules_on
        assert mode.bar.panel.rect.top == y + h, "the bar takes the bottom of the table view"
    key(shell, pygame.K_ESCAPE)
    frame(shell)
    assert play.stage.band_rect[3] == off_height


def test_the_replay_names_whose_view_it_shows(shell):
    shell.new_game("loyang", 2, 5, True, {"p1": "easy", "p2": "easy"})
    game = shell.play.game
    for _ in range(6):
        game.bot_step()
    frame(shell)
    key(shell, pygame.K_r, pygame.KMOD_CTRL)
    mode = shell.play.replay
    assert mode is not None and not mode.replay.open
    assert mode.status().endswith("every hand hidden"), "the computer holds every seat: nobody's hand is shown"
    key(shell, pygame.K_ESCAPE)
    finished = shell.play
    finished_loyang(shell)
    assert shell.play is not finished
    key(shell, pygame.K_r, pygame.KMOD_CTRL)
    assert shell.play.replay.status().endswith("everything open: the game is over")


def test_the_games_own_buttons_are_off_while_a_replay_shows_another_point(shell):
    shell.new_game("loyang", 2, 5, True, {"p2": "easy"})
    play = shell.play
    first = play.game.binding.choices(play.session.game_state, play.session.table)[0]
    assert play.controller.dispatch(first.action)
    frame(shell)
    own = ("undo", "end_turn", "toggle_rules")
    assert all(play.hud.buttons[name].is_enabled for name in own)
    key(shell, pygame.K_r, pygame.KMOD_CTRL)
    frame(shell)
    assert play.replay is not None
    assert not any(play.hud.buttons[name].is_enabled for name in (*own, "redo"))
    assert "box" not in play.hud.buttons, "the bar of this window has no room for it"
    shell.handle(pygame.event.Event(pygame.VIDEORESIZE, w=1800, h=900, size=(1800, 900)))
    frame(shell)
    assert not play.hud.buttons["box"].is_enabled, "a button first made during the replay is off too"
    assert "replay" in play.hud.buttons["toggle_rules"].tool_tip_text
    key(shell, pygame.K_ESCAPE)
    frame(shell)
    assert play.replay is None and all(play.hud.buttons[name].is_enabled for name in own)
    assert play.hud.buttons["toggle_rules"].tool_tip_text == "Switch rules enforcement on or off"
