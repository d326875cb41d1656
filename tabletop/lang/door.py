"""The one door for every player-facing string: pure, so the core and the rules engines may use it.

Catalogues map the English source text to its translation (gettext style: the English sentence is the
key, so untranslated text still reads well).  A plural entry maps to one text per CLDR plural category
(``{"one": ..., "other": ...}``); the category of a count comes from Babel's rules for the language,
installed with the catalogue by ``tabletop.lang.catalogues`` (the only part that reads files).  The
pseudo-language ``qps`` wraps every string in ``« »`` so a test (or a person) sees any text that
bypassed the door.

Engines stay free of phrasing: a refusal is a key and its arguments (``Refused(key, **args)``), which
this door renders in the language in force; a seat's move words are rendered again from the recorded
move whenever the log is shown in another language (``Session.relog``), so a saved log reads in the
language of the reader, not of the writer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

PSEUDO = "qps"

Entry = str | Mapping[str, str]
Catalogue = Mapping[str, Entry]


class Language(NamedTuple):
    code: str
    catalogue: Catalogue
    plural: Callable[[int], str]
    number: Callable[[int], str]


def _english_plural(n: int) -> str:
    return "one" if n == 1 else "other"


_now = Language("en", {}, _english_plural, str)


def install(language: Language) -> None:
    """Make ``language`` the one every later call renders in (the shell's ``set_language`` calls this)."""
    global _now
    _now = language


def language() -> str:
    return _now.code


def _format(text: str, fmt: Mapping[str, object]) -> str:
    if _now.code == PSEUDO:
        text = f"«{text}»"
    if not fmt:
        return text
    shown = {k: _now.number(v) if isinstance(v, int) and not isinstance(v, bool) else v for k, v in fmt.items()}
    return text.format(**shown)


def _(text: str, /, **fmt: object) -> str:
    """The translation of ``text`` in the language in force, formatted with ``str.format(**fmt)``."""
    entry = _now.catalogue.get(text, text)
    if not isinstance(entry, str):
        entry = entry.get("other", text)
    return _format(entry, fmt)


def n_(one: str, other: str, n: int, /, **fmt: object) -> str:
    """The form of ``one``/``other`` (English singular and plural, keyed by ``one``) that ``n`` takes in
    the language in force; ``{n}`` in the text is the count."""
    entry = _now.catalogue.get(one)
    if isinstance(entry, str):
        chosen = entry
    elif entry is not None:
        chosen = entry.get(_now.plural(n)) or entry.get("other") or other
    else:
        chosen = one if n == 1 else other
    return _format(chosen, {"n": n, **fmt})


def N_(text: str) -> str:
    """Marks ``text`` as a source string kept as data (a table of names) and translated where it is shown."""
    return text


def takes_an(english: str) -> bool:
    """Whether English writes "an" before ``english``, a source word (never a translation): a vowel sound at its
    start.  A caller words both "a {thing}" and "an {thing}" and picks one by it, so "an action card" reads right in
    English while each translation words both its own way."""
    word = english.lower()
    return word[:1] in ("a", "e", "i", "o", "u") and not word.startswith(("one", "uni", "use", "eu"))


def join(items: list[str] | tuple[str, ...], *, empty: str = "") -> str:
    """``a, b and c`` in the language in force; ``empty`` (already translated) for no item."""
    return _listed(items, empty, lambda most, last: _("{items} and {last}", items=most, last=last))


def either(items: list[str] | tuple[str, ...], *, empty: str = "") -> str:
    """``a, b or c`` in the language in force; ``empty`` (already translated) for no item."""
    return _listed(items, empty, lambda most, last: _("{items} or {last}", items=most, last=last))


def _listed(items: list[str] | tuple[str, ...], empty: str, tie: Callable[[str, str], str]) -> str:
    if not items:
        return empty
    return items[0] if len(items) == 1 else tie(", ".join(items[:-1]), items[-1])
