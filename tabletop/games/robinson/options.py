"""The set-up choices the rulebook offers (characters, helpers, difficulty variants), checked and given defaults.

Defaults follow the rulebook for the player count: characters drawn at random, Friday joins 1- and
2-player games, the Dog the solo game; the rest are the "easier/harder" variants (rules digest 3.3),
off unless asked for, and two readings the rules digest leaves open (9.2, 9.11).  ``CHOICES`` lists the
values the start screen offers for the options that have a fixed set of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...lang.door import _

CHARACTERS = ("carpenter", "cook", "explorer", "soldier")
SMALL_GAME = ("carpenter", "cook", "explorer")
RANDOM = "random"
CHARACTER_OPTIONS = tuple(f"character_{n}" for n in range(1, 5))

DEFAULT_OPTIONS: dict[str, Any] = {
    **{key: RANDOM for key in CHARACTER_OPTIONS},
    "friday": None,
    "dog": None,
    "starting_items": 2,
    "book_events": None,
    "adventure_events": None,
    "random_wreckage": False,
    "exhausted_source_bonus": True,
    "goat_spoils": False,
}

CHOICES: dict[str, tuple[str, ...]] = {key: (RANDOM, *CHARACTERS) for key in CHARACTER_OPTIONS}
"""What the start screen offers: each player's character (player n is the n-th seat)."""


class OptionError(ValueError):
    """A set-up option the table cannot be laid out with, in words."""


def _whole(name: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise OptionError(_("Robinson Crusoe option {repr} must be a whole number from {low} to {high}, not {repr2}", repr=repr(name), low=low, high=high, repr2=repr(value)))
    return value


def _flag(name: str, value: Any, default: bool) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        raise OptionError(_("Robinson Crusoe option {repr} must be true, false or unset, not {repr2}", repr=repr(name), repr2=repr(value)))
    return value


def _characters(players: int, merged: Mapping[str, Any]) -> tuple[str, ...]:
    """Each seat's character, or ``random``; a character chosen twice or not in a small game is refused."""
    out = []
    for n, key in enumerate(CHARACTER_OPTIONS[:players]):
        value = merged[key]
        if isinstance(value, (list, tuple)):  # the choices as the definition declares them: the first is the default
            value = value[0] if value else RANDOM
        if value not in (RANDOM, *CHARACTERS):
            raise OptionError(_("Player {value}'s character must be one of {value2}, not {repr}", value=n + 1, value2=', '.join((RANDOM, *CHARACTERS)), repr=repr(value)))
        if value == "soldier" and players <= 2:
            raise OptionError(_("With 1 or 2 players the characters are the Carpenter, the Cook and the Explorer."))
        if value != RANDOM and value in out:
            raise OptionError(_("Two players cannot both play the {value}.", value=_(value.capitalize())))
        out.append(value)
    return tuple(out)


def resolve_options(players: int, options: Mapping[str, Any], scenario: Mapping[str, Any],
                    starting_items: int, book_cards: int, adventure_cards: int) -> dict[str, Any]:
    """Our options with every default filled in for ``players`` players; a bad value raises.

    Keys that are not ours are left alone: the app keeps its own marks (a finished game) in the same
    mapping.
    """
    merged = {**DEFAULT_OPTIONS, **{k: v for k, v in options.items() if k in DEFAULT_OPTIONS}}
    book = scenario["book_events"] if merged["book_events"] is None else merged["book_events"]
    adventure = scenario["adventure_events"] if merged["adventure_events"] is None else merged["adventure_events"]
    return {
        "characters": _characters(players, merged),
        "friday": _flag("friday", merged["friday"], players <= 2),
        "dog": _flag("dog", merged["dog"], players == 1),
        "starting_items": _whole("starting_items", merged["starting_items"], 0, starting_items),
        "book_events": _whole("book_events", book, 0, book_cards),
        "adventure_events": _whole("adventure_events", adventure, 0, adventure_cards),
        "random_wreckage": _flag("random_wreckage", merged["random_wreckage"], False),
        "exhausted_source_bonus": _flag("exhausted_source_bonus", merged["exhausted_source_bonus"], True),
        "goat_spoils": _flag("goat_spoils", merged["goat_spoils"], False),
    }
