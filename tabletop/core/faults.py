"""msgspec's complaints in a player's words.

The codec reads a saved log and a saved table straight into typed records, and msgspec refuses a
value that is not what its type says with a terse message and a path into the data (``Expected
`int` >= 0 - at `$.pieces[3][2]```).  ``complaint`` splits such a message, and ``problem`` says it
of a subject (``its face should be a whole number of at least 0``); the codec names the place the
path points at, the way a player would find it (``piece 4``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

from .errors import CodecError

_AT = r"^(.*) - at (`key` in )?`\$(.*)`$"  # patterns compiled (by re's cache) when a file is faulty, not at every start
_STEP = r"\[(\d+)\]|\.(\w+)"
_TYPES = {"str": "a text", "int": "a whole number", "float": "a number", "bool": "true or false", "null": "null",
          "array": "a list", "object": "an object"}


class Complaint(NamedTuple):
    """What msgspec found wrong, whether with a key (rather than a value), and where: the path from
    the top of the data, a field name or an index per step."""

    problem: str
    key: bool
    path: tuple[str | int, ...]


def typed(source: Any, kind: Any, say: Callable[[Complaint], str]) -> Any:
    """``source`` (JSON text, or data already parsed) read as ``kind``; what msgspec refuses is a
    ``CodecError`` in the words ``say`` finds for its complaint."""
    try:
        if isinstance(source, (bytes, msgspec.Raw)):
            return msgspec.json.decode(source, type=kind)
        return msgspec.convert(source, kind)
    except msgspec.ValidationError as bad:
        raise CodecError(say(complaint(str(bad)))) from None


def said_of(subject: str) -> Callable[[Complaint], str]:
    """The words for a complaint about one plain value, ``subject``."""
    return lambda found: problem(found.problem, subject)


def complaint(message: str) -> Complaint:
    found = re.match(_AT, message)
    problem, key, path = found.groups() if found else (message, None, "")
    steps = tuple(name or int(index) for index, name in re.findall(_STEP, path))
    return Complaint(problem, key is not None, steps)


def problem(text: str, subject: str, field: str = "") -> str:
    """``text`` (msgspec's problem) said of ``subject``; ``field`` is the field it is in, if any."""
    if m := re.match(r"Expected `([^`]*)`, got `([^`]*)`", text):
        want = " or ".join(_TYPES.get(t, t) for t in m.group(1).split(" | "))
        return f"{subject} should be {want}, not {_TYPES.get(m.group(2), m.group(2))}"
    if m := re.match(r"Expected `([^`]*)` (>=|<=|>|<) (\S+)", text):
        bound = "at least" if m.group(2)[0] == ">" else "at most"
        return f"{subject} should be {_TYPES.get(m.group(1), m.group(1))} of {bound} {float(m.group(3)):g}"
    if m := re.match(r"Expected `([^`]*)` of length (>=|<=) (\d+)", text):
        if m.group(2) == ">=" and m.group(3) == "1":
            return f"{subject} should not be empty"
        bound = "at least" if m.group(2) == ">=" else "at most"
        unit = "characters" if m.group(1) == "str" else "items"
        return f"{subject} should be {_TYPES.get(m.group(1), m.group(1))} of {bound} {m.group(3)} {unit}"
    if m := re.match(r"Expected `array` of length (\d+)", text):
        return f"{subject} should be a list of {m.group(1)} values"
    if m := re.match(r"Object missing required field `(\w+)`", text):
        if m.group(1) == "kind":
            return f"{subject} has no kind, so it is not an action this program knows"
        return f"{subject} lacks its {m.group(1)}"
    if m := re.match(r"Object contains unknown field `(.*)`", text):
        return f"{subject} has an unknown key {m.group(1)[:60]!r}"
    if m := re.match(r"Invalid value (.*)", text):
        if field == "kind":
            return f"its kind {m.group(1)[:40]} is not an action this program knows"
        return f"{subject} is {m.group(1)[:40]}, which is not allowed"
    if text.startswith("Number out of range"):
        return f"{subject} should be a number, not one that large"
    return f"{subject}: {text}"
