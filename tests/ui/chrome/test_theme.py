import pygame
import pytest
from chrome_games import GAMES
from chrome_input import click, shoot

from tabletop.ui.start_screen import StartScreen
from tabletop.ui.theme import UI_SCALES, find_fonts, make_manager, px, theme_dict


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
        start = StartScreen(manager, GAMES, resume_available=True)
        assert start.widgets["start"].rect.height == px(manager, 36)
        shoot(manager, surface, f"start_scale_{scale}")
        start.kill()


def test_disabled_rules_tick_still_explains_itself(manager, monkeypatch):
    start = StartScreen(manager, GAMES, resume_available=False)
    click(manager, start, start.widgets["game_1"])
    rules = start.widgets["rules"]
    monkeypatch.setattr(
        manager, "_update_mouse_position", lambda: setattr(manager, "mouse_position", rules.rect.center)
    )
    for _ in range(40):
        manager.update(0.05)
    tips = [e for e in manager.get_sprite_group().sprites() if type(e).__name__ == "UITooltip"]
    assert not rules.is_enabled
    assert tips and "no rules engine" in tips[0].text_block.html_text


def test_pygame_gui_words_follow_our_language_when_it_has_them(monkeypatch, tmp_path):
    from tabletop.ui import i18n
    from tabletop.ui.theme import widget_language

    assert widget_language() == "en"
    (tmp_path / "de.json").write_text('{"Start": "Los"}', encoding="utf-8")
    monkeypatch.setattr(i18n, "CATALOGUE_DIR", tmp_path)
    i18n.set_language("de")
    assert i18n._("Start") == "Los" and i18n._("Resume") == "Resume"
    assert widget_language() == "de"
    i18n.set_language(i18n.PSEUDO)
    assert widget_language() == "en"  # pygame_gui has no pseudo-language: its own English then
