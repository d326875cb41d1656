"""The little language of card effects in ``robinson.json``: steps such as ``["wound", "all", 1]``.

A card's ``auto`` entry holds one script per part of the card (an event's effect, its threat reward, an
adventure's top and Event-deck halves).  A part with no script is resolved by hand: the engine shows
the card and the players adjust the tracks themselves.  Scripts are checked here when the file is read,
each argument against its kind, so a bad edit names the card and the step instead of failing in play.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .state import ACTION_ORDER, RESOURCES

Step = tuple[Any, ...]
Steps = tuple[Step, ...]

WHO = ("actor", "first", "all", "owner", "target", "user")
TRACKS = ("roof", "palisade", "weapon")
TERRAINS = ("beach", "hills", "mountains", "plains", "river")
MYSTERY_TYPES = ("monster", "trap", "treasure")

_KINDS: dict[str, tuple[str, ...] | None] = {
    "int": None, "steps": None, "names": None, "actions": None, "limits": None,
    "res": RESOURCES + ("gathered",), "who": WHO, "track": TRACKS, "weather": ("rain", "snow", "storm"),
    "tokenkind": ("reroll", "adventure", "pawn", "beast"), "action": ACTION_ORDER,
    "woodplace": ("build", "shelter", "weapon"), "tiletoken": ("wood", "food", "pawn", "beast"),
    "where": ("acted", "camp"), "item": None, "scope": ("tile", "adjacent", "closest", "acted", "origin"),
    "src": ("food", "wood", "any", "gathered"), "terrain": TERRAINS, "cover": TERRAINS + ("acted",),
    "prodmod": ("no_food", "no_wood", "half_food", "skip", "plus_wood", "minus_food"),
    "zone": ("head", "arm", "belly", "leg"), "origin": ("origin",),
    "part": ("event", "threat", "reward", "effect", "event_side"),
}

OPS: dict[str, tuple[str, ...]] = {
    "gain": ("res", "int"), "gain_each": ("res", "int"), "pay": ("res", "int", "who"), "pay_if": ("res", "int"),
    "lose_resources": (), "wound": ("who", "int"), "heal": ("who", "int"), "heal_split": ("int",),
    "det": ("who", "int"), "lose_det": ("who", "int"), "lose_all_det": ("who",), "share_det": ("int",),
    "morale": ("int",), "level": ("track", "int", "who"), "level_if": ("track", "int"), "halve": ("track",),
    "zero": ("track",), "weather": ("weather",), "token": ("tokenkind", "action"), "untoken": ("tokenkind", "action"),
    "beast_token": (), "wood_token": ("woodplace",), "tile_token": ("tiletoken", "where"), "animals": (),
    "fight": ("int", "who"), "shuffle": (), "keep": (), "unless": ("item", "steps"),
    "if_item": ("item", "steps", "steps"), "discover": ("int",), "mystery": ("limits",), "stop_mystery": (),
    "draw_invention": ("int",), "choose_invention": (), "discard_inventions": ("int",), "lose_item": ("int",),
    "free_invention": ("names",), "take_item": (), "exhaust": ("scope", "src"), "unexhaust": (),
    "cover": ("cover",), "uncover": ("terrain",), "flip_tile": (), "unflip_tile": (), "move_camp": (),
    "restore_camp": (), "production": ("prodmod",), "night_food": ("int",), "first_pass": (),
    "one_pawn": ("who",), "no_abilities": (), "only_actions": ("who", "actions"), "stroke_of_fate": (),
    "special_wound": ("zone",), "night_out": ("steps",), "at_night": ("steps",), "strongest_beast": ("int",),
    "beast_remove": (), "hunt_discard": (), "peek_hunt": (), "beast_spoils": (), "woodpile": ("int",),
    "bonus_pawn": ("action", "int"), "storm_glass": (), "book": (), "by_hand": (),
}
OPTIONAL = {"flip_tile": ("origin",), "by_hand": ("part",)}
"""Ops with one optional last argument of the given kind."""


class ScriptError(ValueError):
    """A script that cannot be run, with the step and the problem in words."""


def compile_steps(raw: Any, items: frozenset[str], where: str = "") -> Steps:
    """``raw`` (JSON lists) as a tuple of steps, every argument checked; raises ``ScriptError``."""
    if not isinstance(raw, list):
        raise ScriptError(f"{where}expected a list of steps, found {raw!r}"[:120])
    return tuple(_step(s, items, where) for s in raw)


def _step(raw: Any, items: frozenset[str], where: str) -> Step:
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise ScriptError(f"{where}a step is a list starting with its name, found {raw!r}"[:120])
    op, args = raw[0], raw[1:]
    if op == "choose":
        if len(args) < 2:
            raise ScriptError(f"{where}'choose' needs at least two options")
        return ("choose", *(compile_steps(a, items, where) for a in args))
    if op not in OPS:
        raise ScriptError(f"{where}unknown step {op!r}")
    kinds = OPS[op]
    extra = OPTIONAL.get(op, ())
    if not len(kinds) <= len(args) <= len(kinds) + len(extra):
        raise ScriptError(f"{where}step {op!r} takes {len(kinds)} argument(s), found {len(args)}")
    return (op, *(_arg(op, kind, a, items, where) for kind, a in zip(kinds + extra, args, strict=False)))


def _arg(op: str, kind: str, value: Any, items: frozenset[str], where: str) -> Any:
    bad = ScriptError(f"{where}step {op!r}: {value!r} is not a valid {kind}"[:160])
    check: dict[str, Callable[[Any], Any]] = {
        "int": lambda v: v if isinstance(v, int) and not isinstance(v, bool) else None,
        "steps": lambda v: compile_steps(v, items, where),
        "item": lambda v: v if v in items else None,
        "names": lambda v: tuple(v) if isinstance(v, list) and v and all(x in items for x in v) else None,
        "actions": lambda v: tuple(v) if isinstance(v, list) and v and all(x in ACTION_ORDER for x in v) else None,
        "limits": _limits,
    }
    if kind in check:
        out = check[kind](value)
        if out is None:
            raise bad
        return out
    allowed = _KINDS[kind]
    if allowed is None or value not in allowed:
        raise bad
    return value


def _limits(value: Any) -> tuple[tuple[tuple[str, ...], int], ...] | None:
    """``{"monster trap": 1, "treasure": 2}``: how many cards of which types a Mystery draw resolves."""
    if not isinstance(value, dict) or not value:
        return None
    out = []
    for types, n in value.items():
        kinds = tuple(str(types).split())
        if not kinds or any(k not in MYSTERY_TYPES for k in kinds) or not isinstance(n, int) or n < 1:
            return None
        out.append((kinds, n))
    return tuple(out)


def ops_in(steps: Steps) -> set[str]:
    """Every op named in ``steps``, nested ones included."""
    out: set[str] = set()
    for s in steps:
        out.add(s[0])
        for a in s[1:]:
            if isinstance(a, tuple) and a and isinstance(a[0], tuple) and a[0] and isinstance(a[0][0], str):
                out |= ops_in(a)
    return out
