"""The catalogues on disk, and the language a player chose: what the pure door is fed with.

``data/<code>.json`` maps each English source string to its translation (plural entries to one text
per CLDR category); Babel gives each language's plural rule and number format, so neither is written
by hand.  The player's choice is kept with their other choices (``tabletop.choices``); with none, the first
run follows the system language when it is one of ours, and English otherwise.
"""

from __future__ import annotations

import json
import locale
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..choices import keep, kept
from . import door
from .door import PSEUDO, Entry

CATALOGUE_DIR = Path(__file__).with_name("data")
ENGLISH = CATALOGUE_DIR / "en.json"
LANGUAGES = {"en": "English", "hu": "Magyar", "el": "Ελληνικά"}
"""The languages offered, each named in itself (a player must find their own name in any language)."""
WINDOWS_NAMES = {"english": "en", "hungarian": "hu", "greek": "el"}
"""Windows names its locales in English words ("Hungarian_Hungary")."""


def available_languages() -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in CATALOGUE_DIR.glob("*.json"))) + (PSEUDO,)


def read_catalogue(code: str) -> dict[str, Entry]:
    """The catalogue of ``code``, checked to be a map of strings (or of plural forms) to strings."""
    path = CATALOGUE_DIR / f"{code}.json"
    if not path.is_file():
        known = ", ".join(available_languages())
        raise ValueError(f"no translation for language {code!r} (known: {known})")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not all(isinstance(k, str) and _is_entry(v) for k, v in data.items()):
        raise ValueError(f"{path.name}: a translation file must map source strings to translated strings")
    return data


def _is_entry(value: object) -> bool:
    if isinstance(value, str):
        return True
    return isinstance(value, dict) and "other" in value and all(isinstance(v, str) for v in value.values())


def set_language(code: str) -> None:
    """Switch every later translation to ``code``; an unknown code raises with the list of known ones.

    English needs no catalogue (its source text is the key), and Babel is loaded on the first count or
    number shown, not at the start: a program's first frame waits for neither (about 60 ms)."""
    if code == PSEUDO:
        door.install(door.Language(PSEUDO, read_catalogue("en"), _Babel("en").plural, str))
        return
    catalogue: Mapping[str, Entry] = read_catalogue(code) if code != "en" else {}
    if code == "en" and not (CATALOGUE_DIR / "en.json").is_file():
        raise ValueError(f"no translation for language {code!r}")
    rules = _Babel(code)
    door.install(door.Language(code, catalogue, rules.plural, rules.number))


class _Babel:
    """A language's plural rule and number format from Babel, loaded when first asked for."""

    def __init__(self, code: str) -> None:
        self.code = code
        self._locale: Any = None

    def locale(self) -> Any:
        if self._locale is None:
            from babel import Locale

            self._locale = Locale.parse(self.code)
        return self._locale

    def plural(self, n: int) -> str:
        return str(self.locale().plural_form(n))

    def number(self, n: int) -> str:
        if -1000 < n < 1000:
            # English, Hungarian and Greek all write these as Python does (a test holds Babel to it), so a
            # seat's "Player 2" does not load Babel's locale data (about 15 ms) before the first frame
            return str(n)
        from babel.numbers import format_decimal

        return str(format_decimal(n, locale=self.locale()))


def system_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The system's language when it is one we offer (``LANGUAGE``/``LC_ALL``/``LANG``, then the locale)."""
    env = os.environ if environ is None else environ
    names = [part for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG") for part in env.get(var, "").split(":")]
    if environ is None:
        names.append(locale.getlocale()[0] or "")
    for name in names:
        code = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        code = WINDOWS_NAMES.get(code, code)
        if code in LANGUAGES:
            return code
    return None


def chosen_language(folder: Path, environ: Mapping[str, str] | None = None) -> str:
    """The language kept in ``folder``; with none (or an unreadable file), the system's or English."""
    code = kept(folder).get("language")
    if code in LANGUAGES:
        return str(code)
    return system_language(environ) or "en"


def remember_language(folder: Path, code: str) -> bool:
    """Keep ``code`` for the next run; ``False`` when the folder cannot be written (the choice then lasts
    this run only, which is no reason to stop the player)."""
    return keep(folder, "language", code)
