import ast
import json
from pathlib import Path

import pytest
from chrome_games import GAMES
from pygame_gui.elements import UIButton, UICheckBox, UILabel, UITextEntryLine

from tabletop.games.definition import SEAT_COLOR_NAMES
from tabletop.ui import i18n
from tabletop.ui.i18n import _

UI = Path(i18n.__file__).parent
CHROME_MODULES = ("i18n", "theme", "start_screen", "menus", "dialogs", "hud", "curtain", "score_panel", "help_overlay")


def source_strings() -> set[str]:
    """Every literal handed to ``_`` in the chrome's modules."""
    found = set()
    for name in CHROME_MODULES:
        tree = ast.parse((UI / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_" and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    found.add(first.value)
    return found


def test_the_english_catalogue_lists_every_chrome_string():
    catalogue = json.loads((UI / "data" / "i18n" / "en.json").read_text(encoding="utf-8"))
    missing = (source_strings() | set(SEAT_COLOR_NAMES)) - set(catalogue)
    assert not missing, f"add to en.json: {sorted(missing)}"
    assert all(key == value for key, value in catalogue.items())


def test_formatting_and_unknown_language():
    assert _("Pass the computer to {name}", name="Bea") == "Pass the computer to Bea"
    with pytest.raises(ValueError, match="known: .*en"):
        i18n.set_language("tlh")
    assert i18n.language() == "en"


def test_no_start_screen_text_bypasses_the_translation(manager):
    """In the pseudo-language every translated string is wrapped in « »; anything else slipped past ``_``."""
    from tabletop.ui.start_screen import StartScreen

    i18n.set_language(i18n.PSEUDO)
    start = StartScreen(manager, GAMES, resume_available=True)
    typed_by_players = {e.get_text() for e in manager.get_sprite_group().sprites() if isinstance(e, UITextEntryLine)}
    shown = []
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, (UIButton, UILabel, UICheckBox)) and element.text:
            shown.append(element.text)
        if getattr(element, "tool_tip_text", None):
            shown.append(element.tool_tip_text)
    game_titles = {g.title for g in GAMES}
    leaked = [t for t in shown if not (t.startswith("«") or t.isdigit() or t in game_titles)]
    assert shown and not leaked
    assert typed_by_players - {""} == {"«Player 1»", "«Player 2»"}
    start.kill()
