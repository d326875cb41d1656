from pathlib import Path

import pytest
from chrome_games import GAMES
from pygame_gui.elements import UIButton, UICheckBox, UILabel, UITextEntryLine

from tabletop.games.definition import SEAT_COLOR_NAMES
from tabletop.lang import collect
from tabletop.ui import i18n
from tabletop.ui.i18n import _

UI = Path(i18n.__file__).parent
SHELL_MODULES = ("controller", "controller_keys", "controller_menu", "shell_app", "shell_play", "shell_chrome", "keys",
                 "painter", "hands")


def test_the_collection_covers_the_chrome_the_shell_and_the_program():
    scanned = set(collect.source_modules())
    for name in SHELL_MODULES + ("i18n", "theme", "start_screen", "menus", "dialogs", "hud", "curtain", "score_panel",
                                 "help_overlay"):
        assert UI / f"{name}.py" in scanned
    assert UI.parent / "app.py" in scanned
    catalogue = collect.english_catalogue()
    for name in ("shell_app", "shell_play", "controller_menu", "painter"):
        strings = {found.text for found in collect.scan(UI / f"{name}.py")[0]}
        assert strings and strings <= set(catalogue), name
    assert set(SEAT_COLOR_NAMES) | {"Draw a selection box", "Left drag on the table"} <= set(catalogue)


def test_formatting_and_unknown_language():
    assert _("Pass the computer to {name}", name="Bea") == "Pass the computer to Bea"
    with pytest.raises(ValueError, match="known: .*en"):
        i18n.set_language("tlh")
    assert i18n.language() == "en"


def test_no_start_screen_text_bypasses_the_translation(manager):
    """In the pseudo-language every translated string is wrapped in « »; anything else slipped past ``_``."""
    from tabletop.ui.start_screen import StartScreen

    i18n.set_language(i18n.PSEUDO)
    start = StartScreen(manager, GAMES, resume="")
    typed_by_players = {e.get_text() for e in manager.get_sprite_group().sprites() if isinstance(e, UITextEntryLine)}
    shown = []
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, (UIButton, UILabel, UICheckBox)) and element.text:
            shown.append(element.text)
        if getattr(element, "tool_tip_text", None):
            shown.append(element.tool_tip_text)
    own_names = set(i18n.LANGUAGES.values()) | {"▼"}  # the picker names each language in itself; its arrow
    leaked = [t for t in shown if not (t.startswith("«") or t.isdigit() or t in own_names)]
    assert shown and not leaked
    assert typed_by_players - {""} == {"«Player 1»", "«Player 2»"}
    start.kill()
