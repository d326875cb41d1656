"""One door for every player-facing string, so the app can be translated without touching the code.

Catalogues are JSON files in ``tabletop/ui/data/i18n/<code>.json`` mapping the English source text
to its translation (gettext style: the English sentence is the key, so untranslated text still
reads well).  ``en.json`` lists every source string with itself, which makes it the template a
translator copies.  The pseudo-language ``qps`` wraps every string in ``« »`` so a test (or a
person) can see at a glance any text that bypassed ``_``.
"""

from __future__ import annotations

import json
from pathlib import Path

CATALOGUE_DIR = Path(__file__).with_name("data") / "i18n"
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


set_language("en")
