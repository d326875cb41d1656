from chrome_input import click, drain, shoot

from tabletop.core.actions import Announce
from tabletop.games.definition import Choice
from tabletop.ui.hud import Hud, HudCallbacks

NAMES = ("undo", "redo", "save", "load", "end_turn", "toggle_rules", "menu", "help")


def make(manager, size=(1280, 800)):
    calls = []
    callbacks = HudCallbacks(**{n: (lambda n=n: calls.append(n)) for n in NAMES})
    return Hud(manager, size, callbacks), calls


def test_every_button_calls_its_callback(manager):
    hud, calls = make(manager)
    hud.set_undo_redo(True, True)
    hud.set_rules(True, True)
    for name in NAMES:
        click(manager, hud, hud.buttons[name])
    assert calls == list(NAMES)


def test_disabled_buttons_do_nothing_and_show_why(manager):
    hud, calls = make(manager)
    hud.set_undo_redo(False, True)
    hud.set_rules(False, False)
    click(manager, hud, hud.buttons["undo"])
    click(manager, hud, hud.buttons["toggle_rules"])
    assert calls == []
    assert hud.buttons["toggle_rules"].text == "Rules: off"
    assert "no rules engine" in hud.buttons["toggle_rules"].tool_tip_text
    assert "Ctrl+Z" in hud.buttons["undo"].tool_tip_text


def test_choices_panel_picks_and_hides(manager, screen):
    hud, _calls = make(manager)
    picked = []
    choices = [Choice(f"Buy the <{i}> card", Announce(f"buy {i}")) for i in range(3)]
    hud.set_choices(choices, picked.append)
    assert hud.choice_list.visible
    hud.set_status("Ann's turn · rules on")
    hud.set_log([f"Ann moved card {i} to the market & paid 2." for i in range(60)])
    shoot(manager, screen, "hud_choices")
    assert hud.choice_list.rect.height >= 3 * hud.choice_list.item_list[0]["height"]
    assert hud.log_view.image.rect.top > hud.choice_list.rect.bottom
    item = hud.choice_list.item_list[1]["button_element"]
    click(manager, hud, item)
    drain(manager, hud)
    assert picked == [choices[1]]
    log_top = hud.log_view.image.rect.top
    hud.set_choices([], picked.append)
    assert not hud.choice_list.visible
    assert hud.log_view.image.rect.top < log_top  # the log takes the room back


def test_log_follows_the_newest_line_and_scrolls(manager):
    hud, _calls = make(manager)
    hud.set_log([f"line {i}" for i in range(200)])
    view = hud.log_view
    assert view.top == view.max_top > 0
    view.scroll(-10)
    hud.set_log([f"line {i}" for i in range(201)])
    assert view.top == view.max_top - 11  # reading back: a new line does not yank the view down
    view.scroll(1000)
    assert view.top == view.max_top
    hud.set_log(["a fresh game"])
    assert view.rows == [("a fresh game", 0)] and view.top == 0


def test_long_sentences_wrap_inside_the_log(manager):
    hud, _calls = make(manager)
    sentence = "Ann moved the Town Hall card from the market to her village and paid three coins for it."
    hud.set_log([sentence])
    view = hud.log_view
    assert len(view.rows) > 1
    assert all(view.font.size(row)[0] <= view.rect.w for row, _n in view.rows)
    assert " ".join(row.strip() for row, _n in view.rows) == sentence


def test_table_rect_is_what_the_chrome_leaves(manager):
    hud, _calls = make(manager)
    rect = hud.table_rect()
    assert rect.top >= hud.buttons["undo"].rect.bottom
    assert rect.right <= hud.log_view.image.rect.left
    hud.resize((1600, 900))
    assert hud.table_rect().right > rect.right and hud.table_rect().bottom == 900


def test_log_keeps_only_the_visible_rows_rendered(manager):
    hud, _calls = make(manager)
    view = hud.log_view
    hud.set_log([f"sentence number {i}" for i in range(2000)])
    for _ in range(40):
        view.scroll(-50)
    assert len(view._rendered) <= view.visible_rows + 1


def test_tool_bar_squeezes_into_a_narrow_window(screen):
    from tabletop.ui.theme import make_manager

    manager = make_manager((900, 700), 2.0)
    hud, _calls = make(manager, (900, 700))
    left = min(b.rect.left for b in hud.buttons.values())
    assert left >= 900 * 0.25 and hud.status.rect.width > 0
