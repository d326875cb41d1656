import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from chrome_games import GAMES
from chrome_input import click, shoot

from tabletop.command_line import UI_SCALES
from tabletop.ui.start_screen import StartScreen
from tabletop.ui.theme import find_fonts, make_manager, px, theme_dict


def test_scale_multiplies_font_sizes_and_chrome_lengths():
    small, big = theme_dict(1.0, fonts={}), theme_dict(2.0, fonts={})
    assert int(big["button"]["font"]["size"]) == 2 * int(small["button"]["font"]["size"])
    assert int(big["selection_list"]["misc"]["list_item_height"]) == 2 * int(
        small["selection_list"]["misc"]["list_item_height"]
    )
    assert small["button"]["font"]["name"] == "noto_sans"  # no art fonts: pygame_gui's own
    with pytest.raises(ValueError, match="1.0, 1.25, 1.5, 2.0"):
        theme_dict(1.1)


def test_art_fonts_are_used_when_present(tmp_path):
    assert find_fonts(tmp_path) == {}
    (tmp_path / "DejaVuSansCondensed.ttf").write_bytes(b"")  # the second choice: the first is missing
    fonts = find_fonts(tmp_path)
    assert fonts["regular_path"].endswith("DejaVuSansCondensed.ttf")
    assert fonts["bold_path"] == fonts["regular_path"]  # no bold face: regular stands in
    theme = theme_dict(1.25, fonts=fonts)
    assert theme["label"]["font"]["regular_path"] == fonts["regular_path"]
    assert theme["label"]["font"]["size"] == "20"


def test_every_scale_builds_a_start_screen(screen):
    for scale in UI_SCALES:
        size = (round(1280 * scale), round(800 * scale))
        surface = pygame.display.set_mode(size)
        manager = make_manager(size, scale)
        assert px(manager, 100) == round(100 * scale)
        start = StartScreen(manager, GAMES, resume="")
        assert start.widgets["start"].rect.height == px(manager, 36)
        shoot(manager, surface, f"start_scale_{scale}")
        start.kill()


def test_disabled_rules_tick_still_explains_itself(manager, monkeypatch):
    start = StartScreen(manager, GAMES)
    click(manager, start, start.widgets["game_1"])
    rules = start.widgets["rules"]
    monkeypatch.setattr(
        manager, "_update_mouse_position", lambda: setattr(manager, "mouse_position", rules.rect.center)
    )
    for _ in range(40):
        manager.update(0.05)
    tips = [e for e in manager.get_sprite_group().sprites() if type(e).__name__ == "UITooltip"]
    assert not rules.is_enabled
    assert tips and "no rules to enforce" in tips[0].text_block.html_text


def test_pygame_gui_words_follow_our_language_when_it_has_them(monkeypatch, tmp_path):
    from tabletop.lang import catalogues
    from tabletop.ui import i18n
    from tabletop.ui.theme import widget_language

    assert widget_language() == "en"
    (tmp_path / "de.json").write_text('{"Start": "Los"}', encoding="utf-8")
    (tmp_path / "en.json").write_text('{}', encoding="utf-8")
    monkeypatch.setattr(catalogues, "CATALOGUE_DIR", tmp_path)
    i18n.set_language("de")
    assert i18n._("Start") == "Los" and i18n._("Resume") == "Resume"
    assert widget_language() == "de"
    i18n.set_language(i18n.PSEUDO)
    assert widget_language() == "en"  # pygame_gui has no pseudo-language: its own English then


def test_theming_ids_are_cached_under_short_keys(screen):
    """Same answers as pygame_gui's own cache, without keeping its multi-megabyte string keys."""
    import pygame_gui
    from pygame_gui.windows import UIFileDialog

    ours = make_manager((1280, 800))
    stock = pygame_gui.UIManager((1280, 800), theme_dict(1.0))
    for manager in (ours, stock):
        UIFileDialog(pygame.Rect(100, 100, 520, 460), manager, initial_file_path=str(Path.home()))
    StartScreen(ours, GAMES, resume="")  # every kind of element the start screen nests, drop-downs too
    theme, plain = ours.get_theme(), stock.get_theme()
    assert theme.unique_theming_ids == {} and len(theme._combined) > 30
    for key, combined in theme._combined.items():
        assert plain.build_all_combined_ids(*(None if ids is None else list(ids) for ids in key)) == combined
    assert max(map(len, plain.unique_theming_ids)) > 1_000_000  # what is no longer kept


def test_chrome_fonts_outlive_a_pygame_restart():
    """The app may run twice in one process: fonts cached before ``pygame.quit()`` are not reused after it."""
    script = (
        "import pygame\n"
        "from tabletop.ui.theme import ui_font\n"
        "pygame.init(); ui_font(None, 16).render('a', True, (0, 0, 0))\n"
        "pygame.quit(); pygame.init(); ui_font(None, 16).render('a', True, (0, 0, 0))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("scale", UI_SCALES)
@pytest.mark.parametrize("fonts", [{}, None], ids=["pygame_gui_font", "art_fonts"])
def test_the_theme_passes_pygame_gui_s_validator_at_every_scale(scale, fonts):
    """The app's theme skips pygame_gui's validation at start: this is where it is checked."""
    from pygame_gui.core.ui_appearance_theme import UIThemeValidator

    assert UIThemeValidator.validate_theme_file(theme_dict(scale, fonts=fonts)) == []


def test_a_bad_colour_would_be_caught_by_the_validator():
    from pygame_gui.core.ui_appearance_theme import UIThemeValidator

    theme = theme_dict(1.0, fonts={})
    theme["button"]["colours"]["normal_bg"] = "#12345"
    assert UIThemeValidator.validate_theme_file(theme)
