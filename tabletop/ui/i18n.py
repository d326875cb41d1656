"""One door for every player-facing string, so the app can be translated without touching the code.

Catalogues are JSON files in ``tabletop/ui/data/i18n/<code>.json`` mapping the English source text
to its translation (gettext style: the English sentence is the key, so untranslated text still
reads well).  ``en.json`` lists every source string with itself, which makes it the template a
translator copies.  The pseudo-language ``qps`` wraps every string in ``« »`` so a test (or a
person) can see at a glance any text that bypassed ``_``.

``en.json`` is generated, never edited by hand: ``python -m tabletop.ui.i18n`` collects every
literal handed to ``_`` in the UI's modules and ``tabletop/app.py``, plus the strings that are data
(key bindings, commands, seat colour names), and writes it; a test checks it is current.
"""

from __future__ import annotations

import json
from pathlib import Path

CATALOGUE_DIR = Path(__file__).with_name("data") / "i18n"
ENGLISH = CATALOGUE_DIR / "en.json"
PSEUDO = "qps"

_language = "en"
_catalogue: dict[str, str] = {}


def available_languages() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in CATALOGUE_DIR.glob("*.json"))) + (PSEUDO,)


def language() -> str:
    return _language


def set_language(code: str) -> None:
    """Switch every later ``_`` call to ``code``; an unknown code raises with the list of known ones."""
    global _language, _catalogue
    if code == PSEUDO:
        _language, _catalogue = code, {}
        return
    path = CATALOGUE_DIR / f"{code}.json"
    if not path.is_file():
        known = ", ".join(available_languages())
        raise ValueError(f"no translation for language {code!r} (known: {known})")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise ValueError(f"{path.name}: a translation file must map source strings to translated strings")
    _language, _catalogue = code, data


def _(text: str, **fmt: object) -> str:
    """The translation of ``text`` in the current language, formatted with ``str.format(**fmt)``."""
    translated = _catalogue.get(text, text)
    if _language == PSEUDO:
        translated = f"«{translated}»"
    return translated.format(**fmt) if fmt else translated


def source_modules() -> list[Path]:
    """The modules whose ``_("...")`` literals make the catalogue: the whole UI and the program."""
    ui = Path(__file__).parent
    return sorted(ui.glob("*.py")) + [ui.parent / "app.py"]


def literal_strings(path: Path) -> set[str]:
    """Every string literal handed to ``_`` as its first argument in one module."""
    import ast

    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
    return found


def english_catalogue() -> dict[str, str]:
    """What ``en.json`` should hold: every source string mapped to itself, sorted."""
    from ..games.definition import SEAT_COLOR_NAMES
    from .commands import COMMANDS
    from .keys import KEY_BINDINGS

    strings = set(SEAT_COLOR_NAMES) | {text for binding in KEY_BINDINGS for text in binding}
    strings |= {text for c in COMMANDS.values() for text in (c.label, c.tip, c.keys) if text}
    for path in source_modules():
        strings |= literal_strings(path)
    return {text: text for text in sorted(strings)}


def write_english() -> int:
    """Regenerate ``en.json``; the number of strings written."""
    catalogue = english_catalogue()
    ENGLISH.write_text(json.dumps(catalogue, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return len(catalogue)


set_language("en")

if __name__ == "__main__":
    print(f"{ENGLISH}: {write_english()} strings")
