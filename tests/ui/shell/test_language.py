"""The language picker: on the start screen and in the menu, kept for the next start, and the game on the
table shown again in the new language (its log written anew, its words and panels relabelled)."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.app import run
from tabletop.choices import FILE as CHOICE_FILE
from tabletop.lang import door
from tabletop.lang.catalogues import set_language
from tabletop.ui.shell_app import Shell


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    set_language("en")
    yield tmp_path / "data"
    set_language("en")


@pytest.fixture
def shell(data_dir, display):
    shell = Shell(pygame.display.set_mode((1280, 800), pygame.RESIZABLE), art=False)
    yield shell
    shell.manager.clear_and_reset()


def words(shell: Shell) -> set[str]:
    return {e.text for e in shell.manager.get_sprite_group().sprites() if isinstance(e, (UIButton, UILabel))}


def test_the_start_screen_picker_switches_and_remembers(shell, data_dir):
    shell.show_start()
    assert "Tabletop: choose a game" in words(shell)
    picker = shell.start.widgets["language"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": picker,
                                                                              "text": "Magyar",
                                                                              "selected_option_id": "hu"}))
    for event in pygame.event.get():
        shell.handle(event)
    assert door.language() == "hu"
    assert "Tabletop: válassz játékot" in words(shell)
    assert json.loads((data_dir / CHOICE_FILE).read_text(encoding="utf-8")) == {"language": "hu"}


def test_the_next_start_follows_the_kept_choice(data_dir, display, monkeypatch):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / CHOICE_FILE).write_text('{"language": "el"}', encoding="utf-8")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert run(["--size", "1280x800"], max_frames=2) == 0
    assert door.language() == "el"


def test_the_menu_switches_a_game_in_play_and_writes_its_log_again(shell):
    shell.new_game("loyang", 2, 5, True, {"p1": "normal", "p2": "normal"})
    for _ in range(3):
        shell.play.game.bot_step()
    english = shell.play.game.session.log_lines()
    shell.change_language("el")
    greek = shell.play.game.session.log_lines()
    assert len(greek) == len(english) and greek != english
    assert any("\u0370" <= c <= "\u03ff" for c in " ".join(words(shell)))
    shell.open_menu()
    assert "Γλώσσα" in words(shell)
    shell.open_languages()
    shown = [e for e in shell.manager.get_sprite_group().sprites() if isinstance(e, (UIButton, UILabel))]
    ticks = [e.rect.centery for e in shown if e.text == "✓"]
    assert ticks == [e.rect.centery for e in shown if e.text == "Ελληνικά"], "the language in use, and only it, is ticked"


@pytest.mark.parametrize("game_id", ["loyang", "village", "my_village", "robinson"])
def test_no_word_of_a_table_in_play_bypasses_the_door(shell, game_id):
    """In the pseudo-language every translated string is wrapped in « »: the tool bar, the banner, the figures
    band, the offered moves and the log of a game with rules on show nothing else (names and numbers aside)."""
    set_language(door.PSEUDO)
    shell.new_game(game_id, 2, 5, True, {"p1": "normal", "p2": "normal"})
    play = shell.play
    for _step in range(4):
        play.game.bot_step()
    play.game.bots.clear()
    shell.update(0.05)
    shell.draw()
    names = {seat.name for seat in play.session.table.seats}

    def plain(text: str) -> bool:
        return not text.strip() or text.startswith("«") or text in names or not any(c.isalpha() for c in text)

    shown = [e.text for e in shell.manager.get_sprite_group().sprites() if isinstance(e, (UIButton, UILabel))]
    rows = play.stage.band.rows
    shown += [f.label for row in rows for f in row.figures] + [f.value for row in rows for f in row.figures]
    binding = play.game.binding
    shown += [c.label for c in binding.choices(play.session.game_state, play.session.table)]
    shown += play.session.log_lines()
    assert rows and play.session.log_lines()
    leaked = sorted({t for t in shown if not plain(t)})
    assert not leaked, f"{game_id}: shown around the door: {leaked}"
