"""Every catalogue holds every source string with the same placeholders, and nothing reaches the screen
around the door: a new string fails here, named, until it is translated into every language."""

from __future__ import annotations

import json
import string

import pytest
from babel import Locale

from tabletop.choices import FILE as CHOICE_FILE
from tabletop.lang import catalogues, collect, door
from tabletop.lang.catalogues import LANGUAGES, read_catalogue

TRANSLATED = sorted(code for code in LANGUAGES if code != "en")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def forms(entry: door.Entry) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())


def test_the_english_catalogue_is_current():
    """en.json holds exactly the collected strings: none missing, none left over."""
    catalogue = json.loads(catalogues.ENGLISH.read_text(encoding="utf-8"))
    wanted = collect.english_catalogue()
    missing, stale = sorted(set(wanted) - set(catalogue)), sorted(set(catalogue) - set(wanted))
    assert not missing and not stale, f"run python -m tabletop.lang: missing {missing}, stale {stale}"
    assert catalogue == wanted


def test_no_call_hands_the_door_an_f_string():
    """An f-string, or text joined with ``+``, could never be in a catalogue: the text is a literal, the values
    its arguments."""
    _, bypasses = collect.code_strings()
    assert not bypasses, "give the door a literal and the values as arguments:\n" + "\n".join(map(str, bypasses))


def test_text_joined_for_the_door_is_a_bypass(tmp_path):
    module = tmp_path / "joined.py"
    module.write_text('Refused("Full." + (" Upgrade it." if small else ""))\n_(f"{n} left")\n_("Fine.")\n')
    found, bypasses = collect.scan(module)
    assert [f.text for f in found] == ["Fine."] and [(b.line, b.call) for b in bypasses] == [(1, "Refused"), (2, "_")]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_string_is_translated_with_the_same_placeholders(code):
    english, translated = read_catalogue("en"), read_catalogue(code)
    untranslated = sorted(set(english) - set(translated))
    assert not untranslated, (f"{code}.json lacks {len(untranslated)} string(s); translate them:\n"
                              + "\n".join(untranslated))
    assert not set(translated) - set(english), f"{code}.json keeps strings no longer used: {set(translated) - set(english)}"
    wrong = []
    for key, entry in english.items():
        wanted = placeholders(forms(entry)[-1]) | ({"n"} if not isinstance(entry, str) else set())
        for text in forms(translated[key]):
            if placeholders(text) - wanted or (isinstance(entry, str) and placeholders(text) != wanted):
                wrong.append(f"{key!r}: {text!r}")
    assert not wrong, f"{code}.json changes the placeholders of:\n" + "\n".join(wrong)


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_entries_have_every_form_the_language_needs(code):
    needed = set(Locale.parse(code).plural_form.tags) | {"other"}
    english, translated = read_catalogue("en"), read_catalogue(code)
    short = [key for key, entry in english.items() if not isinstance(entry, str)
             and (isinstance(translated.get(key), str) or needed - set(translated.get(key, {})))]
    assert not short, f"{code}.json needs the forms {sorted(needed)} for: {short}"


def test_plurals_and_numbers_follow_babel():
    try:
        catalogues.set_language("en")
        assert door.n_("{n} card", "{n} cards", 1) == "1 card" and door.n_("{n} card", "{n} cards", 3) == "3 cards"
        assert door._("{n}", n=12345) == "12,345"
        catalogues.set_language("hu")
        assert door._("{n}", n=12345) == "12\N{NO-BREAK SPACE}345"
        assert door.n_("{n} card", "{n} cards", 3) == "3 kártya"
        catalogues.set_language("el")
        assert door._("{n}", n=12345) == "12.345"
        assert door.n_("{n} card", "{n} cards", 1) == "1 κάρτα" and door.n_("{n} card", "{n} cards", 3) == "3 κάρτες"
    finally:
        catalogues.set_language("en")


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_small_numbers_written_without_babel_are_babels(code):
    from babel.numbers import format_decimal

    shown = catalogues._Babel(code)
    locale = Locale.parse(code)
    for n in (*range(-999, 1000), -1000, 1000, 12345, -12345):
        assert shown.number(n) == format_decimal(n, locale=locale), n


def test_unknown_language_is_refused_in_words():
    with pytest.raises(ValueError, match="known: .*el.*en.*hu"):
        catalogues.set_language("tlh")
    assert door.language() == "en"


def test_the_choice_is_kept_and_the_first_run_follows_the_system(tmp_path):
    assert catalogues.chosen_language(tmp_path, {"LANG": "hu_HU.UTF-8"}) == "hu"
    assert catalogues.chosen_language(tmp_path, {"LANGUAGE": "de:el"}) == "el"
    assert catalogues.chosen_language(tmp_path, {"LANG": "Greek_Greece.1253"}) == "el"
    assert catalogues.chosen_language(tmp_path, {"LANG": "de_DE.UTF-8"}) == "en"
    assert catalogues.remember_language(tmp_path, "el")
    assert catalogues.chosen_language(tmp_path, {"LANG": "hu_HU.UTF-8"}) == "el"
    (tmp_path / CHOICE_FILE).write_text("not json", encoding="utf-8")
    assert catalogues.chosen_language(tmp_path, {}) == "en"
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    assert not catalogues.remember_language(blocked / "sub", "hu")  # unwritable: the run goes on


def test_the_pseudo_language_marks_every_string():
    try:
        catalogues.set_language(door.PSEUDO)
        assert door._("Undo") == "«Undo»" and door.n_("{n} card", "{n} cards", 2) == "«2 cards»"
    finally:
        catalogues.set_language("en")


def test_no_module_hides_the_door_behind_a_throwaway_name():
    """``for _, x in ...`` in a module that imports the door's ``_`` would make the next ``_("...")`` fail."""
    import ast

    hidden = []
    for path in collect.source_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports_door = any(isinstance(n, ast.ImportFrom) and any(a.name == "_" for a in n.names) for n in ast.walk(tree))
        stores = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)]
        if imports_door and stores:
            hidden.append(f"{path.relative_to(collect.PACKAGE.parent)}:{stores[0]}")
    assert not hidden, "rename the throwaway `_` (e.g. `_sep`) where the door is imported:\n" + "\n".join(hidden)


def test_no_sentence_a_player_reads_bypasses_the_door():
    """Every sentence in the UI, the log, the kit and each game's words and engine goes through the door; a
    new one written as a bare literal fails here, named with its file and line."""
    strays = [stray for path in collect.shown_modules() for stray in collect.strays(path)]
    assert not strays, "wrap these in _() (or N_() in a table, translated where shown):\n" + "\n".join(map(str, strays))


def test_the_scan_covers_the_ui_the_log_and_every_game():
    shown = {p.relative_to(collect.PACKAGE).as_posix() for p in collect.shown_modules()}
    for game in ("loyang", "village", "my_village", "robinson"):
        assert f"games/{game}/words.py" in shown and any(p.startswith(f"games/{game}/rules/") for p in shown)
    assert {"core/describe.py", "games/kit/binding.py", "ui/start_screen.py", "ui/hud.py", "play.py"} <= shown
    assert "games/loyang/rules/codec.py" not in shown  # file checks report in English, for a bug report


def test_the_scan_finds_what_it_looks_for(tmp_path):
    module = tmp_path / "sample.py"
    module.write_text('"""Doc."""\nfrom x import _\n\n\ndef f(n):\n    """Doc."""\n    a = _("Fine {n}", n=n)\n'
                      '    b = f"Not {n} fine"\n    c = {"key words": "Stray words here"}\n'
                      '    raise RuntimeError("for a programmer only")\n', encoding="utf-8")
    found = {s.text for s in collect.strays(module)}
    assert found == {"Not {} fine", "Stray words here"}
    assert collect.scan(module)[0][0].text == "Fine {n}"


def test_the_scan_finds_a_bare_word_printed_on_the_art(tmp_path):
    """A card's or board's single word in capitals is no sentence, but a player reads it all the same."""
    module = tmp_path / "card.py"
    module.write_text('from x import N_\n\n\ndef draw(s, n):\n    s.text("GRAVEYARD", 1, 2, 3, 4)\n'
                      '    s.text(N_("CUSTOMERS"), 1, 2, 3, 4)\n    s.text("3", 1, 2, 3, 4)\n'
                      '    s.text(f"holds {n}", 1, 2, 3, 4)\n    s.text(f"×{n}", 1, 2, 3, 4)\n'
                      '    card_slot(s, 0, 0, 1, 1, (0, 0, 0), "THREAT", "threat")\n', encoding="utf-8")
    assert {s.text for s in collect.strays(module, art=True)} == {"'GRAVEYARD'", "f'holds {n}'", "'THREAT'"}
    assert not collect.strays(module, art=False)


def test_any_placeholder_name_may_be_an_argument():
    """The door's own parameters are positional-only, so ``{text}`` or ``{one}`` can be placeholders."""
    assert door._("{card}: {text}", card="A", text="B") == "A: B"
    assert door.n_("{n} {one}", "{n} {one}s", 2, one="x", other="y") == "2 xs"
