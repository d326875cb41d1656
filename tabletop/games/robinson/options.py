"""The set-up choices the rulebook offers (helpers, difficulty variants), checked and given defaults.

Defaults follow the rulebook for the player count: Friday joins 1- and 2-player games, the Dog the
solo game; the rest are the "easier/harder" variants (rules digest 3.3), off unless asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

DEFAULT_OPTIONS: dict[str, Any] = {
    "friday": None,
    "dog": None,
    "starting_items": 2,
    "book_events": None,
    "adventure_events": None,
    "random_wreckage": False,
}


class OptionError(ValueError):
    """A set-up option the table cannot be laid out with, in words."""


def _whole(name: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise OptionError(f"Robinson Crusoe option {name!r} must be a whole number from {low} to {high}, "
                          f"not {value!r}")
    return value


def _flag(name: str, value: Any, default: bool) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        raise OptionError(f"Robinson Crusoe option {name!r} must be true, false or unset, not {value!r}")
    return value


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
        "friday": _flag("friday", merged["friday"], players <= 2),
        "dog": _flag("dog", merged["dog"], players == 1),
        "starting_items": _whole("starting_items", merged["starting_items"], 0, starting_items),
        "book_events": _whole("book_events", book, 0, book_cards),
        "adventure_events": _whole("adventure_events", adventure, 0, adventure_cards),
        "random_wreckage": _flag("random_wreckage", merged["random_wreckage"], False),
    }
