"""Every letter of every language is drawn: the chrome's fonts and the art's faces (with their stand-ins)
cover every character of each catalogue, ő, ű and the whole Greek alphabet with its accents included."""

from __future__ import annotations

import pytest

from tabletop.lang.catalogues import LANGUAGES, read_catalogue

GREEK = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωΆΈΉΊΌΎΏάέήίόύώϊϋΐΰΪΫ"
HUNGARIAN = "áéíóöőúüűÁÉÍÓÖŐÚÜŰ"


def letters(code: str) -> set[str]:
    found: set[str] = set()
    for entry in read_catalogue(code).values():
        for text in [entry] if isinstance(entry, str) else entry.values():
            found |= {c for c in text if not c.isspace()}
    return found | set(GREEK if code == "el" else HUNGARIAN if code == "hu" else "")


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_art_sets_every_letter_of_the_language(code):
    from tabletop.art.fonts import FACES, covers, face_for

    drawn = {c for c in letters(code) if c.isalpha()}  # the chrome's own signs (the replay bar's ▶ ❚❚) are not art's
    missing = {face: "".join(sorted(c for c in drawn if not covers(face_for(face, c), c))) for face in FACES}
    assert not any(missing.values()), f"{code}: letters no art face draws: {missing}"


def test_greek_title_letters_come_from_the_stand_in_and_latin_ones_stay_caladea():
    from tabletop.art.fonts import face_for

    assert face_for("title", "λ") == "title_wide" and face_for("title", "ő") == "title"
    assert face_for("number", "λ") == "number"


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_chrome_fonts_have_every_letter_of_the_language(code):
    """The fonts pygame_gui and our own chrome text use (``theme.find_fonts``), checked glyph by glyph."""
    from PIL import ImageFont

    from tabletop.art.fonts import MISSING
    from tabletop.ui.theme import find_fonts

    fonts = find_fonts()
    assert fonts, "the chrome's fonts are not in sprites/fonts"
    for style, path in fonts.items():
        font = ImageFont.truetype(path, 32)
        empty = bytes(font.getmask(MISSING))
        missing = "".join(sorted(c for c in letters(code) if bytes(font.getmask(c)) == empty))
        assert not missing, f"{code}: the chrome's {style} ({path}) lacks {missing!r}"


def test_capitals_follow_each_scripts_custom():
    from tabletop.art.glyphs import capitals

    assert capitals("Μάγειρας") == "ΜΑΓΕΙΡΑΣ" and capitals("Προϊόν") == "ΠΡΟΪΟΝ"
    assert capitals("Őrjöngés") == "ŐRJÖNGÉS" and capitals("Épület") == "ÉPÜLET"
