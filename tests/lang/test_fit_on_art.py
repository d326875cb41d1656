"""Text still fits on the art: every word a card, board or token prints in Hungarian or Greek fits its box
(wrapped and shrunk no further than the box allows), wherever the English fits it."""

from __future__ import annotations

import pytest

from tabletop.art import sheet
from tabletop.art.contact_sheet import entries, game_specs
from tabletop.art.render import render
from tabletop.games import GAME_MODULES
from tabletop.lang.catalogues import LANGUAGES, set_language


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def overflowing(code: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts that do not fit their box when every component of every game is drawn in ``code``."""
    found: list[str] = []
    real = sheet.fitted

    def watched(text: str, *args: object) -> tuple[float, list[str], bool]:
        size, lines, fits = real(text, *args)  # type: ignore[arg-type]
        if not fits:
            found.append(f"{game}: {text!r}")
        return size, lines, fits

    monkeypatch.setattr(sheet, "fitted", watched)
    set_language(code)
    for game in GAME_MODULES:
        for spec, face in entries(game, game_specs(game)):
            render(game, spec, face, 1.0)
    return found


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_word_on_the_art_fits_its_box(code, monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path))
    found = overflowing(code, monkeypatch)
    assert not found, f"{code}: words too long for their place on the art:\n" + "\n".join(found)
