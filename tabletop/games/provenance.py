"""Where a game's values come from, said to the player: which are reconstructed, and where to fix them.

Every row of a game's data file carries a ``source``: ``rulebook``, ``public`` (a named fan
transcription) or ``reconstructed`` (our best guess where nothing public prints the value).  The
table marks reconstructed faces (``≈``); this module words the rest, from the data alone: a line for
the magnifier naming the guessed values and the file and entry to correct, and a sentence for the
start screen counting, section by section, how much of the box is reconstructed.
"""

from __future__ import annotations

import json
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.model import PieceSpec
from ..lang.door import N_, _

GAMES_DIR = Path(__file__).resolve().parent
RECONSTRUCTED = "reconstructed"


@lru_cache(maxsize=16)
def data_file(game: str) -> Path | None:
    """The one JSON data file in the game's package, if it has one.  (The folder is listed, not globbed:
    a first glob builds a pattern matcher, some milliseconds of the start screen's first frame.)"""
    folder = GAMES_DIR / game
    found = [folder / name for name in os.listdir(folder) if name.endswith(".json")] if folder.is_dir() else []
    return found[0] if len(found) == 1 else None


def data_editable() -> bool:
    """Whether the player can correct the data files: yes when the program runs from its source; the packaged
    app keeps them inside itself, so there the words only say which values are guesses."""
    return not getattr(sys, "frozen", False)


def shown_path(path: Path) -> str:
    """The data file as a player finds it in the source tree (``tabletop/games/...``)."""
    try:
        return path.relative_to(GAMES_DIR.parents[1]).as_posix()
    except ValueError:
        return path.name


@lru_cache(maxsize=16)
def section_counts(game: str) -> tuple[tuple[str, int, int], ...]:
    """(section, reconstructed rows, rows) for every section of the data file whose rows say a source."""
    path = data_file(game)
    if path is None:
        return ()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ()
    out = []
    for section, rows in data.items() if isinstance(data, dict) else ():
        tagged = [r for r in rows if isinstance(r, dict) and "source" in r] if isinstance(rows, list) else []
        if tagged:
            out.append((section, sum(1 for r in tagged if r.get("source") == RECONSTRUCTED), len(tagged)))
    return tuple(out)


def summary(game: str) -> str:
    """How much of the game's data is reconstructed, for the start screen; empty when none is."""
    counts = [(section, guessed, total) for section, guessed, total in section_counts(game) if guessed]
    path = data_file(game)
    if not counts or path is None:
        return ""
    rows = sum(total for _section, _guessed, total in section_counts(game))
    guessed = sum(g for _section, g, _total in counts)
    parts = ", ".join(_("{guessed} of {total} {section}", guessed=g, total=total, section=_(section_words(section)))
                      for section, g, total in counts)
    if not data_editable():
        return _("{guessed} of the {rows} entries in this game's data are reconstructed (no rulebook prints them; "
                 "marked ≈ on the table): {parts}. Where they differ from your copy, your copy is right.",
                 guessed=guessed, rows=rows, parts=parts)
    return _("{guessed} of the {rows} entries in this game's data are reconstructed (no rulebook prints them; "
             "marked ≈ on the table): {parts}. Check them against your copy and correct them in {path}.",
             guessed=guessed, rows=rows, parts=parts, path=shown_path(path))


SECTION_WORDS = {"formats": N_("piece sizes")}
"""Sections whose key is our own word for something a player knows by another name."""


def section_words(section: str) -> str:
    """A data file's section as the start screen names it (English source text: ``regular customers``)."""
    return SECTION_WORDS.get(section, section.replace("_", " "))


def spec_note(game: str, spec: PieceSpec) -> str:
    """The magnifier's line for a piece whose values are reconstructed; empty for any other."""
    data: dict[str, Any] = dict(spec.data)
    if data.get("source") != RECONSTRUCTED:
        return ""
    path = data_file(game)
    what = str(data.get("note") or data.get("reference") or _("the values printed on it are our best guess"))
    if not data_editable():
        return _("≈ Reconstructed: {what}.", what=what)
    entry = str(data.get("id") or spec.id.split(":", 1)[-1])
    where = shown_path(path) if path is not None else _("the game's data file")
    return _("≈ Reconstructed: {what}. Correct it in {where}, entry \"{entry}\".", what=what, where=where, entry=entry)
