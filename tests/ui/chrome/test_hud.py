import pygame
import pytest
from chrome_input import click, feed, shoot

from tabletop.core.actions import GameMove
from tabletop.games.kit.binding import Choice
from tabletop.ui.commands import CommandTable
from tabletop.ui.hud import Hud

NAMES = ("undo", "redo", "save", "load", "end_turn", "toggle_rules", "menu", "help")


def make(manager, size=(1280, 800)):
    calls = []
    commands = CommandTable({n: (lambda n=n: calls.append(n)) for n in NAMES})
    return Hud(manager, size, commands), calls


def choice(label: str) -> Choice:
    return Choice(label, "say", "Say", GameMove("sandbox", {"say": label}))


def test_every_button_calls_its_callback(screen):
    from tabletop.ui.theme import make_manager

    manager = make_manager((1600, 900), 1.0)  # room for every button beside the status
    hud, calls = make(manager, (1600, 900))
    assert all(hud.buttons[name].visible for name in NAMES)
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
    assert "no rules to enforce" in hud.buttons["toggle_rules"].tool_tip_text
    assert "Ctrl+Z" in hud.buttons["undo"].tool_tip_text


def _row_centre(view, sentence):
    """The screen position of the first text row of a sentence in a row view."""
    row = next(i for i, (_text, k) in enumerate(view.rows) if k == sentence) - view.top
    rect = view.image.rect
    return (rect.centerx, rect.top + row * view.row_h + view.row_h // 2)


def _sentence_of(hud, choice):
    """The sentence of the move list that shows ``choice``."""
    return hud.moves.behind.index(choice)


def test_choices_panel_picks_and_hides(manager, screen):
    hud, _calls = make(manager)
    picked = []
    choices = [choice(f"Buy the <{i}> card") for i in range(3)]
    hud.set_choices(choices, picked.append)
    view = hud.moves.view
    assert view.image.visible
    hud.set_status("Ann's turn · rules on")
    hud.set_log([f"Ann moved card {i} to the market & paid 2." for i in range(60)])
    shoot(manager, screen, "hud_choices")
    assert view.image.rect.height >= 3 * view.row_h
    assert hud.log_view.image.rect.top > view.image.rect.bottom
    pos = _row_centre(view, _sentence_of(hud, choices[1]))
    feed(manager, hud, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert view.hover == _sentence_of(hud, choices[1])
    feed(manager, hud, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    assert picked == [choices[1]]
    log_top = hud.log_view.image.rect.top
    hud.set_choices([], picked.append)
    assert not view.image.visible
    assert hud.log_view.image.rect.top < log_top  # the log takes the room back


def test_long_moves_wrap_instead_of_being_cut_off(manager, screen):
    hud, _calls = make(manager)
    picked = []
    long = "Buy a pumpkin for 4 and sow your Home field with it, then store two cabbages in your cart"
    choices = [choice(long), choice("Pass")]
    hud.set_choices(choices, picked.append)
    view = hud.moves.view
    rows = [text.strip() for text, k in view.rows if k == _sentence_of(hud, choices[0])]
    assert len(rows) > 1 and " ".join(rows) == long
    assert all(view.font.size(text)[0] <= view.rect.w for text, _k in view.rows)
    shoot(manager, screen, "hud_long_choices")
    feed(manager, hud, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_row_centre(view, _sentence_of(hud, choices[1])),
                                          button=1))
    assert picked == [choices[1]]


def kinded(label: str, kind: str, group: str, ending: bool = False) -> Choice:
    return Choice(label, kind, group, GameMove("sandbox", {"say": label}), ending=ending)


def test_moves_are_grouped_under_headers_that_cannot_be_picked(manager, screen):
    hud, _calls = make(manager)
    picked, hovered = [], []
    choices = [kinded(f"Buy card {i}", "buy", "Buy a card") for i in range(3)]
    choices += [kinded("Take a loan", "loan", "Take a loan"), kinded("Buy card 9", "buy", "Buy a card")]
    hud.set_choices(choices, picked.append, hovered.append)
    view = hud.moves.view
    texts = [hud.moves.view.lines[k] for k in range(len(view.lines))]
    assert texts == ["Buy a card", "Buy card 0", "Buy card 1", "Buy card 2", "Buy card 9", "Take a loan",
                     "Take a loan"]
    assert view.headers == frozenset({0, 5})
    header = _row_centre(view, 0)
    feed(manager, hud, pygame.event.Event(pygame.MOUSEMOTION, pos=header, rel=(0, 0), buttons=(0, 0, 0)))
    feed(manager, hud, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=header, button=1))
    assert picked == [] and view.hover is None
    row = _row_centre(view, 6)
    feed(manager, hud, pygame.event.Event(pygame.MOUSEMOTION, pos=row, rel=(0, 0), buttons=(0, 0, 0)))
    assert hovered[-1] == choices[3]
    feed(manager, hud, pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    assert hovered[-1] is None, "leaving the list takes the outline off the table"
    shoot(manager, screen, "hud_groups")


def test_the_ending_move_is_a_button_under_the_list(manager, screen):
    hud, _calls = make(manager)
    picked = []
    end = kinded("End your turn, storing nothing", "end", "End your turn", ending=True)
    choices = [kinded("Sow wheat", "sow", "Sow a field"), end]
    hud.set_choices(choices, picked.append)
    button = hud.moves.button
    assert button.visible and button.text == "End your turn, storing nothing"
    assert end not in hud.moves.behind, "the ending move is the button, not a row"
    assert button.rect.top >= hud.moves.view.image.rect.bottom and hud.log_view.image.rect.top > button.rect.bottom
    click(manager, hud, button)
    assert picked == [end]
    hud.set_choices([kinded("Sow wheat", "sow", "Sow a field")], picked.append)
    assert not hud.moves.button.visible


def test_dozens_of_moves_get_a_tall_list_and_the_log_keeps_some_rows(manager):
    hud, _calls = make(manager)
    hud.set_log([f"line {i}" for i in range(50)])
    hud.set_choices([kinded(f"Trade wheat {i} for the leek", "trade", "Trade") for i in range(40)], list)
    view = hud.moves.view
    assert view.top == 0, "new moves show from their first row"
    assert view.visible_rows >= 20, view.visible_rows
    assert hud.log_view.visible_rows >= 5


def test_someone_elses_decision_shows_whose_it_is_and_no_moves(manager):
    hud, _calls = make(manager)
    hud.set_choices([], list, None, "Player 2 is playing…")
    assert hud.moves.title.visible and hud.moves.title.text == "Player 2 is playing…"
    assert not hud.moves.view.image.visible and not hud.moves.button.visible


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


def test_a_long_header_wraps_in_the_bold_type_it_is_drawn_in(manager):
    hud, _calls = make(manager)
    reason = "Bamboo: DECIDE: " + " ".join(["WOMBAT MEADOW"] * 6)
    hud.set_choices([kinded("Discard the card", "choose", reason), kinded("Take 2 wood", "choose", reason)],
                    lambda _c: None)
    view = hud.moves.view
    header = [row for row, k in view.rows if k in view.headers]
    width = view.rect.w - 12
    assert len(header) > 1 and all(view.header_font.size(row)[0] <= width for row in header), header


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


@pytest.mark.parametrize(("size", "scale", "status"), [
    ((1100, 700), 2.0, "Ann's turn · rules on"), ((1280, 800), 1.5, "Pass the computer to Bartholomew"),
    ((960, 600), 1.0, "Game over · the score sheet is in the menu")])
def test_a_narrow_tool_bar_keeps_whole_labels_and_the_whole_status(screen, size, scale, status):
    from tabletop.ui.theme import make_manager, ui_font

    manager = make_manager(size, scale)
    hud, _calls = make(manager, size)
    hud.set_status(status)
    shown = [b for b in hud.buttons.values() if b.visible]
    assert {"end_turn", "undo", "menu"} <= {n for n, b in hud.buttons.items() if b.visible}
    assert min(b.rect.left for b in shown) >= size[0] * 0.25
    font = ui_font(manager, 15, bold=True)
    assert all(font.size(b.text)[0] < b.rect.width for b in shown), "no button label is cut"
    assert ui_font(manager, 17, bold=True).size(hud.status.text)[0] < hud.status.rect.width, "the status is whole"
    assert max(b.rect.right for b in shown) <= size[0]


def test_resize_moves_the_same_elements(manager):
    """A resize lays out the elements it has (remaking them churned megabytes per resize); a button
    that first finds room is made once, and kept while a narrower window leaves it out."""
    hud, calls = make(manager)
    hud.set_log(["one", "two"])
    buttons, log, sprites = dict(hud.buttons), hud.log_view.image, len(manager.get_sprite_group().sprites())
    manager.set_window_resolution((1600, 900))
    hud.resize((1600, 900))
    manager.update(0.01)
    made = len(hud.buttons) - len(buttons)
    assert made > 0 and all(hud.buttons[name] is button for name, button in buttons.items())
    assert hud.log_view.image is log and len(manager.get_sprite_group().sprites()) == sprites + made
    wide = dict(hud.buttons)
    for size in ((900, 700), (1600, 900)):
        manager.set_window_resolution(size)
        hud.resize(size)
        manager.update(0.01)
    assert dict(hud.buttons) == wide and len(manager.get_sprite_group().sprites()) == sprites + made
    assert hud.buttons["help"].rect.right <= 1600 and hud.buttons["help"].rect.right > 1500
    assert hud.log_view.image.rect.bottom <= 900 and hud.log_view.image.rect.bottom > 800
    assert hud.table_rect().right <= hud.log_view.image.rect.left and hud.table_rect().bottom == 900
    click(manager, hud, hud.buttons["help"])
    assert calls == ["help"]


def test_the_buttons_stay_put_when_the_banner_grows_and_a_long_phase_is_cut_in_the_middle(screen):
    from tabletop.ui.theme import make_manager, ui_font

    size = (1600, 900)
    manager = make_manager(size, 1.0)
    hud, _calls = make(manager, size)
    hud.set_status("Round 1 · Take two dice from the pool · Player 1")
    before = {n: (b.visible, b.rect.copy()) for n, b in hud.buttons.items()}
    long = "Round 1 · Activate one black flag, white flags in your village, or your village black flag · Player 1"
    hud.set_status(long)
    assert {n: (b.visible, b.rect.copy()) for n, b in hud.buttons.items()} == before
    shown = hud.status.text
    assert shown != long and shown.startswith("Round 1 · Activate") and shown.endswith("… · Player 1")
    assert ui_font(manager, 17, bold=True).size(shown)[0] < hud.status.rect.width


def test_fit_status_keeps_what_fits_and_both_ends_of_a_banner():
    from tabletop.ui.hud import fit_status

    def width(text: str) -> int:
        return len(text)

    assert fit_status("Round 2 · Harvest · Anna", 40, width) == "Round 2 · Harvest · Anna"
    cut = fit_status("Round 2 · Choose a customer card from the offer · Anna", 34, width)
    assert cut.startswith("Round 2 · Choose") and cut.endswith("… · Anna") and len(cut) <= 34
    assert fit_status("Pass the computer to Bartholomew", 25, width) == "Pass the computer to Bar…"
    bot = fit_status("Round 1 of 9 · Card phase · Player 1 (computer) · thinking…", 58, width)
    assert bot == "Round 1 of 9 · Card pha… · Player 1 (computer) · thinking…"
    assert fit_status("Round 1 of 9 · Card phase · Player 1 (computer) · thinking…", 52, width) == \
        "Round 1 of 9 · Player 1 (computer) · thinking…", "a phase cut to a letter or two is left out"


def test_a_button_made_when_the_bar_first_has_room_shows_the_game_as_it_stands(manager):
    hud, calls = make(manager, (960, 700))
    assert "box" not in hud.buttons and "load" not in hud.buttons, "a narrow bar makes only what it shows"
    hud.set_box(True, True)
    hud.set_undo_redo(False, False)
    hud.set_held(True)
    manager.set_window_resolution((1800, 900))
    hud.resize((1800, 900))
    box, load = hud.buttons["box"], hud.buttons["load"]
    assert box.visible and box.text == "Close box" and not box.is_enabled and "replay" in box.tool_tip_text
    assert load.visible and load.is_enabled
    hud.set_held(False)
    assert box.is_enabled and not hud.buttons["undo"].is_enabled
    click(manager, hud, load)
    assert calls == ["load"]


def test_a_narrower_window_keeps_the_move_list_at_its_first_row_and_the_log_at_its_newest(manager):
    hud, _calls = make(manager, (1600, 900))
    manager.set_window_resolution((1600, 900))
    hud.resize((1600, 900))
    hud.set_log([f"line {i} of a log long enough to wrap again when the column narrows" for i in range(60)])
    hud.set_choices([kinded(f"Play card {i} and take the casual customer who wants a turnip", "play", "Play")
                     for i in range(6)], list)
    assert hud.moves.view.top == 0 and hud.moves.view.max_top == 0, "every move shows"
    for size in ((1000, 650), (1600, 900)):
        manager.set_window_resolution(size)
        hud.resize(size)
        assert hud.moves.view.top == 0, f"at {size} the moves still show from their first row"
        assert hud.log_view.top == hud.log_view.max_top > 0, f"at {size} the log still shows its newest line"
