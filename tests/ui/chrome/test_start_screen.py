from pathlib import Path

import pygame
import pygame_gui
import pytest
from chrome_games import GAMES
from chrome_input import click, drain, feed, key, shoot

from tabletop.games.definition import SEAT_COLORS
from tabletop.ui.start_screen import StartChoice, StartScreen


def press(manager, screen_, name):
    """Click a start-screen widget and let the posted UI events come back, as the app's loop does."""
    answer = click(manager, screen_, screen_.widgets[name])
    later = [a for a in drain(manager, screen_) if a is not None]
    return answer or (later[0] if later else None)


def test_start_returns_the_chosen_table(manager, screen):
    start = StartScreen(manager, GAMES)
    assert "resume" not in start.widgets
    press(manager, start, "count_3")
    start.widgets["name_0"].set_text("Ann")
    start.widgets["name_2"].set_text("Cleo")
    press(manager, start, "colour_0")
    assert start.widgets["bot_1"].text == "Person"
    press(manager, start, "bot_1")
    press(manager, start, "bot_1")
    assert start.widgets["bot_1"].text == "Computer: normal"
    start.widgets["seed"].set_text("1234")
    shoot(manager, screen, "start_my_village")
    choice = press(manager, start, "start")
    assert isinstance(choice, StartChoice)
    assert choice.game == "my_village" and choice.rules_on and choice.seed == 1234
    assert [s.name for s in choice.seats] == ["Ann", "Player 2", "Cleo"]
    assert [s.id for s in choice.seats] == ["p1", "p2", "p3"]
    assert choice.seats[0].color not in (choice.seats[1].color, choice.seats[2].color)
    assert choice.seats[0].color == SEAT_COLORS[3]  # red -> next free colour after blue and yellow
    assert choice.bots == (("p2", "normal"),)
    assert not choice.resume and choice.load_path is None and choice.ui_scale == 1.0


def test_rules_are_disabled_for_a_game_without_engine(manager, screen):
    start = StartScreen(manager, GAMES, resume="")
    press(manager, start, "game_2")
    assert not start.widgets["rules"].is_enabled
    assert "no rules to enforce" in start.widgets["rules"].tool_tip_text
    assert "bot_0" not in start.widgets
    assert "count_1" in start.widgets and "count_5" not in start.widgets
    press(manager, start, "scale_1.5")
    shoot(manager, screen, "start_loyang")
    choice = press(manager, start, "start")
    assert choice.game == "loyang" and not choice.rules_on and choice.bots == () and choice.ui_scale == 1.5


def test_a_seat_goes_round_a_person_and_the_computers_levels(manager):
    start = StartScreen(manager, GAMES)
    seen = []
    for _ in range(5):
        seen.append(start.widgets["bot_0"].text)
        press(manager, start, "bot_0")
    assert seen == ["Person", "Computer: easy", "Computer: normal", "Computer: hard", "Person"]
    assert press(manager, start, "start").bots == (("p1", "easy"),)


def test_unticking_rules_drops_the_bots(manager):
    start = StartScreen(manager, GAMES)
    press(manager, start, "bot_0")
    press(manager, start, "rules")
    assert not start.widgets["bot_0"].is_enabled
    choice = press(manager, start, "start")
    assert not choice.rules_on and choice.bots == ()


def test_names_survive_a_game_change_and_duplicates_are_refused(manager):
    start = StartScreen(manager, GAMES)
    start.widgets["name_0"].set_text("Ann")
    start.widgets["name_1"].set_text("ann ")
    press(manager, start, "game_4")
    assert start.widgets["name_0"].get_text() == "Ann"
    assert press(manager, start, "start") is None
    assert "same name" in start.widgets["error"].text
    start.widgets["name_1"].set_text("Bob")
    assert key(manager, start, pygame.K_RETURN).game == "sandbox"


def test_resume_and_load(manager, tmp_path):
    start = StartScreen(manager, GAMES, resume="", snapshot_dir=tmp_path)
    assert press(manager, start, "resume").resume
    press(manager, start, "load")
    assert start.dialogs.any_open
    dialog = start.dialogs._open[-1].window
    picked = pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(tmp_path / "t.json"), ui_element=dialog)
    choice = feed(manager, start, picked)
    assert choice.load_path == Path(tmp_path / "t.json") and not choice.resume


def test_resize_keeps_the_form_and_kill_removes_it(manager, screen):
    start = StartScreen(manager, GAMES)
    start.widgets["name_0"].set_text("Ann")
    manager.set_window_resolution((900, 640))
    start.resize((900, 640))
    assert start.widgets["name_0"].get_text() == "Ann"
    shoot(manager, pygame.display.set_mode((900, 640)), "start_small")
    start.kill()
    assert not manager.get_sprite_group().sprites() or all(not s.alive() for s in [start.widgets["start"]])


def test_six_players_fit_a_small_window(screen):
    from tabletop.ui.theme import make_manager

    size = (1024, 700)
    surface = pygame.display.set_mode(size)
    manager = make_manager(size)
    start = StartScreen(manager, GAMES, resume="")
    press(manager, start, "game_4")
    press(manager, start, "count_6")
    shoot(manager, surface, "start_six_small")
    sheet = start._sheet.rect
    for name in ("name_5", "seed", "scale_2.0", "start", "resume", "error"):
        assert sheet.contains(start.widgets[name].rect), name
    assert not start.widgets["scale_2.0"].rect.colliderect(start.widgets["error"].rect)
    assert len(press(manager, start, "start").seats) == 6


def test_a_games_option_choices_are_drop_downs(manager, screen):
    from tabletop.ui.start_screen import GameEntry

    choices = tuple((f"character_{n}", ("random", "cook", "explorer")) for n in (1, 2, 3))
    games = [GameEntry("robinson", "Robinson Crusoe", 1, 4, True, "Survive.", choices), *GAMES]
    start = StartScreen(manager, games)
    assert {"option:character_1", "option:character_2"} <= set(start.widgets)
    assert "option:character_3" not in start.widgets  # the third seat is not playing
    menu = start.widgets["option:character_2"]
    picked = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="Cook", selected_option_id="cook",
                                ui_element=menu)
    feed(manager, start, picked)
    shoot(manager, screen, "start_options")
    choice = press(manager, start, "start")
    assert dict(choice.options) == {"character_1": "random", "character_2": "cook"}
    press(manager, start, "game_1")
    assert "option:character_1" not in start.widgets
    assert press(manager, start, "start").options == ()


@pytest.mark.parametrize(("size", "scale"), [((1280, 800), 1.0), ((1280, 800), 1.25), ((1920, 1080), 1.5)])
def test_every_game_button_shows_its_whole_title(screen, size, scale):
    from tabletop.games import GAME_MODULES, load_game
    from tabletop.ui.start_screen import GameEntry
    from tabletop.ui.theme import make_manager, ui_font

    pygame.display.set_mode(size)
    manager = make_manager(size, scale)
    entries = [GameEntry(d.id, d.title, d.min_seats, d.max_seats, d.rules is not None, d.summary)
               for d in map(load_game, GAME_MODULES)]
    start = StartScreen(manager, entries)
    font = ui_font(manager, 16)
    assert any(len(e.title) > 40 for e in entries), "Robinson Crusoe's full title is among them"
    for i, entry in enumerate(entries):
        button = start.widgets[f"game_{i}"]
        assert button.text == entry.title
        assert font.size(entry.title)[0] + 20 <= button.rect.width, entry.title
    shoot(manager, pygame.display.get_surface(), f"start_titles_{scale}")
    start.kill()


def test_a_games_own_colours_are_the_ones_offered(manager, screen):
    from tabletop.ui.start_screen import GameEntry

    own = (("red", (196, 48, 43)), ("yellow", (232, 178, 36)), ("blue", (38, 96, 176)), ("white", (236, 232, 222)))
    start = StartScreen(manager, [GameEntry("village", "Village", 2, 4, True, "", (), lambda: own), *GAMES])
    press(manager, start, "count_3")
    assert [start.widgets[f"colour_{i}"].text for i in range(3)] == ["red", "yellow", "blue"]
    press(manager, start, "colour_0")
    assert start.widgets["colour_0"].text == "white", "the colour nobody has is the game's own white"
    assert start.widgets["colour_0"].colours["normal_bg"] == pygame.Color(236, 232, 222)
    choice = press(manager, start, "start")
    assert [s.color for s in choice.seats] == [own[3][1], own[1][1], own[2][1]]
    start.kill()


def test_each_swatch_shows_its_seat_s_colour_drawn_once(manager, screen, monkeypatch):
    """A colour the theme has is the swatch's own style; only a game's own colour is painted over it."""
    from pygame_gui.elements import UIButton

    from tabletop.ui.start_screen import GameEntry

    own = (("red", (196, 48, 43)), ("white", (236, 232, 222)))
    drawn = []
    rebuild = UIButton.rebuild
    monkeypatch.setattr(UIButton, "rebuild", lambda self: (drawn.append(self.text), rebuild(self))[1])
    start = StartScreen(manager, [GameEntry("village", "Village", 2, 4, True, "", (), lambda: own)])
    assert [start.widgets[f"colour_{i}"].colours["normal_bg"] for i in range(2)] == [pygame.Color(rgb) for _n, rgb in own]
    assert drawn.count("red") == 1 and drawn.count("white") == 2, "white is painted over the first swatch's style"
    start.kill()


def test_the_next_start_screen_offers_the_form_last_started_as_far_as_it_still_fits(manager):
    first = StartScreen(manager, GAMES)
    press(manager, first, "count_3")
    first.widgets["name_0"].set_text("Ann")
    first.widgets["name_2"].set_text("Cleo")
    press(manager, first, "colour_0")
    press(manager, first, "bot_1")
    chosen = press(manager, first, "start")
    first.widgets["seed"].set_text("99")
    last = first.remembered()
    first.kill()
    again = StartScreen(manager, GAMES, last=last)
    offered = press(manager, again, "start")
    assert offered == chosen, "the same game, players, colours, computer and rules: Start plays it again"
    assert again.widgets["name_0"].get_text() == "Ann" and again.widgets["seed"].get_text() == "", \
        "the seed was one table's: not offered again"
    again.kill()
    for broken in ("", "{torn", '{"game": "chess", "count": 2, "names": ["a", "b"], "colours": [0, 1], "bots": ["", ""]}',
                   last.replace('"count":3', '"count":9'), last.replace('"easy"', '"godlike"')):
        fresh = StartScreen(manager, GAMES, last=broken)
        assert press(manager, fresh, "start") == press(manager, StartScreen(manager, GAMES), "start"), broken
        fresh.kill()
