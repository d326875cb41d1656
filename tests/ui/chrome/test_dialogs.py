from pathlib import Path

import pygame
import pygame_gui
from chrome_input import click, drain, feed, key, shoot

from tabletop.ui.dialogs import BUTTON_FONT, PRIMARY_FONT, Dialogs, set_entry_text
from tabletop.ui.theme import ui_font


def test_message_closes_with_ok(manager, screen):
    dialogs = Dialogs(manager)
    window = dialogs.message("Could not load", "The file <broken.json> is not a snapshot.")
    assert dialogs.any_open
    shoot(manager, screen, "dialog_message")
    ok = [e for e in window.get_container().elements if getattr(e, "text", "") == "OK"][0]
    click(manager, dialogs, ok)
    assert not dialogs.any_open


def test_number_clamps_checks_and_answers(manager, screen):
    dialogs = Dialogs(manager)
    got = []
    dialogs.number("Deal", "Cards to each player", 1, 10, 3, got.append)
    widgets = dialogs._open[-1].widgets
    click(manager, dialogs, widgets["plus"])
    assert widgets["entry"].get_text() == "4"
    widgets["entry"].set_text("42")
    shoot(manager, screen, "dialog_number")
    click(manager, dialogs, widgets["ok"])
    assert got == [] and dialogs.any_open
    assert "1 to 10" in widgets["error"].text
    widgets["entry"].set_text("7")
    key(manager, dialogs, pygame.K_RETURN)
    assert got == [7] and not dialogs.any_open


def test_choose_calls_the_picked_option(manager, screen):
    dialogs = Dialogs(manager)
    picked = []
    dialogs.choose("Give to", [("Ann", lambda: picked.append("ann")), ("Bob", lambda: picked.append("bob"))])
    shoot(manager, screen, "dialog_choose")
    click(manager, dialogs, dialogs._open[-1].widgets["options"][1])
    assert picked == ["bob"] and not dialogs.any_open


def test_choose_with_more_options_than_the_window_holds_scrolls(manager, screen):
    dialogs = Dialogs(manager)
    picked = []
    dialogs.choose("Lines of play", [(f"Line {k}", lambda k=k: picked.append(k)) for k in range(64)])
    opened = dialogs._open[-1]
    assert opened.window.rect.bottom <= manager.window_resolution[1], "the dialog stays inside the window"
    assert "Line 0" in opened.widgets["options"][0].text, "the shared word stays: the bar has its own room"
    shoot(manager, screen, "dialog_choose_many")
    click(manager, dialogs, opened.widgets["options"][2])
    assert picked == [2]


def test_choose_shows_the_whole_of_each_option(manager, screen):
    from tabletop.ui.dialogs import fitted
    from tabletop.ui.theme import ui_font

    dialogs = Dialogs(manager)
    options = [f"Trade 1 wheat and 1 pumpkin for the leek on Market stall: pumpkin, cabbage, leek ({k})"
               for k in range(3)]
    window = dialogs.choose("What does this move mean?", [(o, lambda: None) for o in options])
    shoot(manager, screen, "dialog_choose_long")
    buttons = dialogs._open[-1].widgets["options"]
    assert [b.text for b in buttons] == options
    font = ui_font(manager, 16)
    assert all(font.size(o)[0] < b.rect.width for o, b in zip(options, buttons, strict=True))
    assert window.rect.width <= 1280
    narrow = fitted(options, font, 200)
    assert narrow == [f"…({k})" for k in range(3)], "too narrow: what tells them apart stays"
    assert fitted(["Pass", "Buy"], font, 10) == ["Pass", "Buy"]


def test_confirm_yes_and_escape(manager):
    dialogs = Dialogs(manager)
    yes = []
    dialogs.confirm("Quit?", "Leave the table?", lambda: yes.append(1))
    key(manager, dialogs, pygame.K_ESCAPE)
    assert not dialogs.any_open and yes == []
    dialogs.confirm("Quit?", "Leave the table?", lambda: yes.append(1))
    click(manager, dialogs, dialogs._open[-1].widgets["yes"])
    assert yes == [1]


def test_a_question_puts_its_first_answer_on_the_right_gives_each_its_words_and_enter_picks_the_first(manager):
    dialogs = Dialogs(manager)
    said = []
    dialogs.question("Save the game first?", "Left without saving, they are lost.",
                     [("save", "Save…", lambda: said.append("save")), ("cancel", "Cancel", lambda: said.append("no")),
                      ("leave", "Leave without saving", lambda: said.append("leave"))])
    buttons = dialogs._open[-1].widgets
    save, cancel, leave = buttons["save"], buttons["cancel"], buttons["leave"]
    assert save.rect.right > cancel.rect.right > leave.rect.right and leave.rect.right <= cancel.rect.left, \
        "right to left in the order given, none over another"
    assert dialogs._open[-1].window.rect.contains(leave.rect), "the window is as wide as its answers need"
    assert leave.rect.width >= ui_font(manager, BUTTON_FONT, bold=True).size("Leave without saving")[0], \
        "a long answer gets the width its words need"
    assert save.rect.width >= ui_font(manager, PRIMARY_FONT, bold=True).size("Save…")[0], "in the first's larger type"
    key(manager, dialogs, pygame.K_RETURN)
    assert said == ["save"] and not dialogs.any_open
    dialogs.question("Save the game first?", "…", [("save", "Save…", lambda: said.append("save")),
                                                   ("leave", "Leave without saving", lambda: said.append("leave"))])
    click(manager, dialogs, dialogs._open[-1].widgets["leave"])
    assert said == ["save", "leave"]


def test_search_takes_the_selected_piece(manager, screen):
    dialogs = Dialogs(manager)
    taken = []
    entries = [("c7", "Farmer"), ("c3", "Farmer"), ("c9", "Monk")]
    dialogs.search("Search the deck", entries, taken.append)
    widgets = dialogs._open[-1].widgets
    click(manager, dialogs, widgets["take"])
    assert taken == [] and dialogs.any_open  # nothing selected yet: nothing happens
    items = widgets["list"].item_list
    click(manager, dialogs, items[1]["button_element"])
    drain(manager, dialogs)
    shoot(manager, screen, "dialog_search")
    click(manager, dialogs, widgets["take"])
    assert taken == ["c3"]


def test_load_path_calls_back_with_the_picked_file(manager, tmp_path):
    dialogs = Dialogs(manager)
    got = []
    (tmp_path / "village-2p.tabletop.json").write_text("{}")
    dialog = dialogs.load_path(tmp_path, got.append)
    shoot(manager, pygame.display.get_surface(), "dialog_load")
    event = pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(tmp_path / "a.json"), ui_element=dialog)
    feed(manager, dialogs, event)
    assert got == [Path(tmp_path / "a.json")]


def test_save_path_asks_before_replacing(manager, tmp_path):
    dialogs = Dialogs(manager)
    target = tmp_path / "game.json"
    target.write_text("{}")
    got = []
    dialog = dialogs.save_path(target, got.append)
    feed(
        manager, dialogs, pygame.event.Event(pygame_gui.UI_FILE_DIALOG_PATH_PICKED, text=str(target), ui_element=dialog)
    )
    assert got == [] and dialogs.any_open
    click(manager, dialogs, dialogs._open[-1].widgets["yes"])
    assert got == [target]


def test_load_path_by_clicking_the_file_and_ok(manager, tmp_path):
    dialogs = Dialogs(manager)
    (tmp_path / "game.tabletop.json").write_text("{}")
    got = []
    dialog = dialogs.load_path(tmp_path, got.append)
    manager.update(0.01)
    item = dialog.file_selection_list.item_list[0]["button_element"]
    click(manager, dialogs, item)
    drain(manager, dialogs)
    click(manager, dialogs, dialog.ok_button)
    drain(manager, dialogs)
    assert got == [tmp_path / "game.tabletop.json"] and not dialogs.any_open


def test_enter_saves_under_the_name_in_the_path_line(manager, tmp_path):
    dialogs = Dialogs(manager)
    got = []
    dialogs.save_path(tmp_path / "village.tabletop.json", got.append)
    key(manager, dialogs, pygame.K_RETURN)
    drain(manager, dialogs)
    assert got == [tmp_path / "village.tabletop.json"] and not dialogs.any_open


def test_a_name_typed_over_the_offered_one_keeps_the_saves_ending(manager, tmp_path):
    dialogs = Dialogs(manager)
    got = []
    dialog = dialogs.save_path(tmp_path / "village.tabletop.json", got.append)
    line = dialog.file_path_text_line
    start, end = line.select_range
    assert line.get_text()[start:end] == "village"
    for char in "evening":
        feed(manager, dialogs, pygame.event.Event(pygame.TEXTINPUT, text=char))
    key(manager, dialogs, pygame.K_RETURN)
    drain(manager, dialogs)
    assert got == [tmp_path / "evening.tabletop.json"]


def test_enter_on_a_folder_opens_it_and_survives_delete(manager, tmp_path):
    """Enter in the path line makes pygame_gui rewrite it under the highlighted text; Delete used to raise."""
    dialogs = Dialogs(manager)
    (tmp_path / "saves").mkdir()
    got = []
    dialog = dialogs.save_path(tmp_path / "village.tabletop.json", got.append)
    line = dialog.file_path_text_line
    folder = str(tmp_path / "saves")
    set_entry_text(line, folder)
    manager.process_events(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=folder, ui_element=line))
    line.select_range = [len(folder) - 5, len(folder)]
    key(manager, dialogs, pygame.K_RETURN)
    drain(manager, dialogs)
    assert got == [] and dialogs.any_open and dialog.current_directory_path == folder
    key(manager, dialogs, pygame.K_DELETE)
    key(manager, dialogs, pygame.K_BACKSPACE)
    assert dialogs.any_open and line.get_text().startswith(str(tmp_path))


def test_number_buttons_replace_a_selected_text(manager):
    dialogs = Dialogs(manager)
    dialogs.number("Deal", "Cards to each player", 1, 10, 3, lambda n: None)
    widgets = dialogs._open[-1].widgets
    widgets["entry"].select_range = [0, 1]
    click(manager, dialogs, widgets["plus"])
    widgets["entry"].focus()
    key(manager, dialogs, pygame.K_DELETE)
    key(manager, dialogs, pygame.K_BACKSPACE)
    assert widgets["entry"].get_text() == ""
