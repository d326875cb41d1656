"""Free-form JSON data (a card's facts, a game move, a rules engine's state) and texts, checked both ways.

The table never interprets free-form data, but it is saved and loaded with everything else, so it
must be plain JSON: objects with text keys, lists, texts, finite numbers, booleans and null, no
deeper than ``MAX_DEPTH``.  Anything else (a set, a NaN, an object) is refused with a message that
says where it sits, rather than written into a file that cannot be read back.

Texts are checked for what the screen cannot show: a name or label (``name``) is printable text, a
free text (``text``) holds no control character but tab and line breaks, and neither holds a lone
surrogate, which no file can be written with.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from itertools import chain
from typing import Any

from .errors import CodecError

MAX_DEPTH = 32
MAX_TEXT = 10_000
MAX_NAME = 200
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _unshowable(value: str) -> str | None:
    """The first character of ``value`` that no screen shows and no file holds: a control character
    other than tab and line breaks, or a lone surrogate.  The encoder finds surrogates: a character
    class spanning them takes re a millisecond to compile, at every start that saves."""
    control = _CONTROL.search(value)
    at = len(value) if control is None else control.start()
    try:
        value[:at].encode()
    except UnicodeEncodeError as bad:
        at = bad.start
    return value[at] if at < len(value) else None


def text(value: Any, where: str, limit: int = MAX_TEXT) -> str:
    """A free text of at most ``limit`` characters that the screen can show and a file can hold."""
    if type(value) is not str:
        raise CodecError(f"{where} should be a text, not {json_type(value)}")
    if len(value) > limit:
        raise CodecError(f"{where} is a text longer than {limit} characters")
    bad = _unshowable(value)
    if bad is not None:
        raise CodecError(f"{where} holds the character U+{ord(bad):04X}, which is not text a player can read")
    return value


def shown(texts: str, line: bool) -> bool:
    """Whether ``texts`` (many joined, checked at once) hold only what the screen shows: printable
    characters in one-line names (``line``), no control character in free texts."""
    return texts.isprintable() if line else _unshowable(texts) is None


def name(value: Any, where: str, limit: int = MAX_NAME, empty: bool = False) -> str:
    """A name or label (``empty``: may be blank): up to ``limit`` printable characters (no-break spaces allowed, no control or
    format character: such a character cannot be drawn, or turns the text around on screen)."""
    if type(value) is not str or not (0 if empty else 1) <= len(value) <= limit:
        raise CodecError(f"{where} should be a name of {0 if empty else 1} to {limit} characters, not {json_type(value)}")
    if not value.isprintable():
        for c in value:
            if not c.isprintable() and c not in "\u00a0\u202f":
                raise CodecError(f"{where} holds the character U+{ord(c):04X}, which is not text a player can read")
    return value


def plain(value: Any, where: str, depth: int = 0) -> Any:
    """``value`` as plain JSON data (mappings become dicts, tuples lists); raises ``CodecError``."""
    kind = type(value)
    if value is None or kind is bool or kind is int:
        if kind is int and not -(2**63) <= value < 2**64:
            raise CodecError(f"{where} holds a whole number too large for a saved game")
        return value
    if kind is str:
        return text(value, where)
    if kind is float:
        if not math.isfinite(value):
            raise CodecError(f"{where} holds a number that is not finite")
        return value
    if depth >= MAX_DEPTH:
        raise CodecError(f"{where} is nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if type(key) is not str:
                raise CodecError(f"{where} has a key {key!r:.40} that is not a text")
            out[text(key, where)] = plain(item, where, depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        return [plain(item, where, depth + 1) for item in value]
    if isinstance(value, str):
        return text(str.__str__(value), where)
    if isinstance(value, int) and not isinstance(value, bool):
        return plain(int(value), where, depth)
    raise CodecError(f"{where} holds a {kind.__name__}, which is not JSON data")


def plain_object(value: Any, where: str) -> dict[str, Any]:
    """Like ``plain`` but the value must be a JSON object (a flat one is checked as ``flat_objects`` does)."""
    if not isinstance(value, Mapping):
        raise CodecError(f"{where} should be an object, not {json_type(value)}")
    if flat_objects((value,)):
        return dict(value)
    result: dict[str, Any] = plain(value, where)
    return result


def plain_objects(values: Sequence[Any], where: str) -> list[dict[str, Any]]:
    """Each of ``values`` as ``plain_object`` makes it; the flat ones (nearly all) checked together."""
    nested = [i for i, value in enumerate(values) if type(value) is not dict or not _FLAT.issuperset(map(type, value.values()))]
    skip = set(nested)
    if not flat_objects([value for i, value in enumerate(values) if i not in skip] if skip else values):
        return [plain_object(value, where) for value in values]
    out = list(map(dict, values))
    for i in nested:
        out[i] = plain_object(values[i], where)
    return out


def flat_objects(values: Sequence[Any]) -> bool:
    """Whether every value is a flat JSON object: a dict of texts, whole numbers, booleans and nulls
    that ``plain`` would keep as it is.

    Most objects here (a card's facts, a game move) are such, and a save holds hundreds of them:
    their keys and values are taken together and checked at once (their types, their texts joined,
    the range of their numbers).  ``False`` says only that ``plain`` must look at them one by one.
    """
    if not set(map(type, values)) <= {dict}:
        return False
    keys = list(chain.from_iterable(values))
    items = list(chain.from_iterable(map(dict.values, values)))
    kinds = set(map(type, items))
    if not (set(map(type, keys)) <= {str} and kinds <= _FLAT):
        return False
    texts = keys + [v for v in items if type(v) is str] if str in kinds else keys
    numbers = [v for v in items if type(v) is int] if int in kinds else []
    return (max(map(len, texts), default=0) <= MAX_TEXT and _unshowable("".join(texts)) is None
            and (not numbers or (min(numbers) >= -(2**63) and max(numbers) < 2**64)))


_FLAT = frozenset({str, int, bool, type(None)})


def json_type(value: Any) -> str:
    """The JSON name of a value's type, for messages ("a list", "a number")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    return f"a {type(value).__name__}"
