"""A piece's or a place's name as a player reads it: the data's English name in the language in force.

Set-ups name what belongs to a seat with the seat's name in it ("Anna's cart", "time marker (Anna)",
"Anna family member 2"); the catalogue holds the part without the name ("cart"), and the name is put
back around the translation, so "Anna" never has to be in a catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..lang.door import _
from .model import Table

POSSESSIVE, AFTER, BEFORE = "possessive", "after", "before"


def split(label: str, seat_names: Iterable[str]) -> tuple[str, str, str] | None:
    """(form, seat name, the rest) when ``label`` names a seat's own thing, else ``None``."""
    for name in sorted((n for n in seat_names if n), key=len, reverse=True):
        if label.startswith(name + "'s "):
            return POSSESSIVE, name, label[len(name) + 3:]
        if label.endswith(f" ({name})"):
            return AFTER, name, label[: -len(name) - 3]
        if label.startswith(name + " "):
            return BEFORE, name, label[len(name) + 1:]
    return None


def translated(label: str, seat_names: Iterable[str]) -> str:
    """``label`` in the language in force, a seat's name kept as it is."""
    names = list(seat_names)
    if label in names:
        return label
    found = split(label, names)
    if found is None:
        return _(label)
    form, seat, rest = found
    if form == POSSESSIVE:
        return _("{seat}'s {thing}", seat=seat, thing=_(rest))
    if form == AFTER:
        return _("{thing} ({seat})", seat=seat, thing=_(rest))
    return _("{seat} {thing}", seat=seat, thing=_(rest))


def name_of(table: Table, label: str) -> str:
    """A label of ``table`` (a piece's, a zone's) as its players read it."""
    return translated(label, (s.name for s in table.seats))
