"""Actions <-> JSON objects: ``{"kind": "move", "actor": "p1", "piece": ..., ...}``.

Each action is an object keyed by its stable ``kind`` with one key per field, all fields written.
How a field is written and checked follows from its type hint in ``actions.py`` and its name (a
``piece`` must name a piece of the table, a ``zone`` a zone, ``seats`` seats), so a new action type
is saved and loaded without touching this module.  A missing field with a default takes it; an
unknown key, a wrong type, a number out of range or an id the table lacks raises ``CodecError``.
"""

from __future__ import annotations

import dataclasses
import typing
from collections import deque
from collections.abc import Callable, Container, Mapping
from dataclasses import dataclass
from itertools import repeat
from operator import attrgetter, setitem
from typing import Any

from .actions import ACTION_TYPES, Action
from .errors import CodecError
from .jsondata import MAX_TEXT, json_type, plain_object
from .log_columns import Column, Layout, LogContext, decode_log

MAX_LOG = 1_000_000
MAX_BATCH = 10_000
MAX_BATCH_DEPTH = 8
MAX_LIST = 100_000
MAX_ID = 200

INT_RANGES: dict[str, tuple[int, int]] = {
    "index": (0, MAX_LIST),
    "face": (0, 999),
    "results": (0, 999),
    "by": (-3600, 3600),
    "count": (0, MAX_LIST),
    "value": (-(2**53), 2**53),
}
PIECE_FIELDS = frozenset({"piece", "pieces", "order", "picked"})
ZONE_FIELDS = frozenset({"zone", "to_zone"})
SEAT_FIELDS = frozenset({"seats"})
MAX_COORD = 1.0e7
_MISSING: Any = dataclasses.MISSING


Decoder = Callable[[Any, LogContext, int], Any]
Encoder = Callable[[Any], Any] | None


def _known(name: str) -> Callable[[LogContext], Container[str]] | None:
    if name in PIECE_FIELDS:
        return lambda ctx: ctx.pieces
    if name in ZONE_FIELDS:
        return lambda ctx: ctx.zones
    if name in SEAT_FIELDS:
        return lambda ctx: ctx.seats
    return None


def _member(value: Any, pool: Container[str]) -> bool:
    """Whether ``value`` names an id in ``pool``; only a text can, so this checks the type too."""
    try:
        return type(value) is str and value in pool
    except TypeError:
        return False


def _text_decoder(name: str, optional: bool) -> Decoder:
    known = _known(name)
    if known is not None:
        pool_of = known

        def decode_id(value: Any, ctx: LogContext, depth: int) -> Any:
            if _member(value, pool_of(ctx)) or (optional and value is None):
                return value
            raise CodecError(f"its {name} {value!r:.60} is not on this table")

        return decode_id
    limit = MAX_ID if name == "actor" else MAX_TEXT

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if (type(value) is str and len(value) <= limit) or (optional and value is None):
            return value
        raise CodecError(f"its {name} should be a text of at most {limit} characters, not {json_type(value)}")

    return decode


def _texts_decoder(name: str, optional: bool) -> Decoder:
    known = _known(name)

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if value is None and optional:
            return None
        if type(value) is not list or len(value) > MAX_LIST:
            raise CodecError(f"its {name} should be a list of names, not {json_type(value)}")
        if known is not None:
            pool = known(ctx)
            for item in value:
                if not _member(item, pool):
                    raise CodecError(f"its {name} name {item!r:.60}, which is not on this table")
        else:
            for item in value:
                if type(item) is not str or len(item) > MAX_ID:
                    raise CodecError(f"its {name} should list names, not {json_type(item)}")
        return tuple(value)

    return decode


def _int_decoder(name: str, optional: bool) -> Decoder:
    low, high = INT_RANGES.get(name, (-(2**31), 2**31))

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if (type(value) is int and low <= value <= high) or (optional and value is None):
            return value
        raise CodecError(f"its {name} should be a whole number from {low} to {high}, not {value!r:.40}")

    return decode


def _ints_decoder(name: str, optional: bool) -> Decoder:
    low, high = INT_RANGES.get(name, (-(2**31), 2**31))

    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if value is None and optional:
            return None
        if type(value) is not list or len(value) > MAX_LIST:
            raise CodecError(f"its {name} should be a list of whole numbers, not {json_type(value)}")
        for item in value:
            if type(item) is not int or not low <= item <= high:
                raise CodecError(f"its {name} should hold whole numbers from {low} to {high}, not {item!r:.40}")
        return tuple(value)

    return decode


def _float_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        kind = type(value)
        if (kind is float or kind is int) and -MAX_COORD <= value <= MAX_COORD:
            return value
        if optional and value is None:
            return None
        raise CodecError(f"its {name} should be a number between {-MAX_COORD:g} and {MAX_COORD:g}, not {value!r:.40}")

    return decode


def _bool_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if type(value) is not bool:
            raise CodecError(f"its {name} should be true or false, not {json_type(value)}")
        return value

    return decode


def _data_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        return plain_object(value, f"its {name}")

    return decode


def _actions_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if depth >= MAX_BATCH_DEPTH:
            raise CodecError(f"it nests batches deeper than {MAX_BATCH_DEPTH} levels")
        if type(value) is not list or len(value) > MAX_BATCH:
            raise CodecError(f"its {name} should be a list of at most {MAX_BATCH} actions")
        return tuple(_decode_step(item, ctx, depth + 1, i) for i, item in enumerate(value))

    return decode


def _plain(value: Any) -> Any:
    return plain_object(value, "a game move")


def _encoded_actions(value: Any) -> Any:
    return [action_to_dict(a) for a in value]


_BY_HINT: list[tuple[Any, Callable[[str, bool], Decoder], Encoder, bool, str]] = [
    (str, _text_decoder, None, False, "text"),
    (str | None, _text_decoder, None, True, "text"),
    (int, _int_decoder, None, False, "int"),
    (int | None, _int_decoder, None, True, "int"),
    (float | None, _float_decoder, None, True, "float"),
    (bool, _bool_decoder, None, False, "bool"),
    (tuple[str, ...], _texts_decoder, None, False, "ids"),
    (tuple[str, ...] | None, _texts_decoder, None, True, "ids"),
    (tuple[int, ...] | None, _ints_decoder, None, True, "ints"),
    (Mapping[str, Any], _data_decoder, _plain, False, "data"),
    (tuple[Action, ...], _actions_decoder, _encoded_actions, False, "actions"),
]


def _column(name: str, category: str, optional: bool) -> Column:
    """The bulk check of one field, the same rules as its decoder above."""
    pool = "pieces" if name in PIECE_FIELDS else "zones" if name in ZONE_FIELDS else "seats" if name in SEAT_FIELDS else None
    if category == "text" and pool is not None:
        category = "id"
    int_low, int_high = INT_RANGES.get(name, (-(2**31), 2**31))
    low, high = (-MAX_COORD, MAX_COORD) if category == "float" else (float(int_low), float(int_high))
    limit = {"text": MAX_ID if name == "actor" else MAX_TEXT, "actions": MAX_BATCH}.get(category, MAX_LIST)
    return Column(name, category, optional, pool, low, high, limit)


@dataclass(frozen=True)
class _Plan:
    """How one action type is written and read: its checks, defaults and the fields to convert."""

    cls: type[Action]
    kind: str
    checks: dict[str, Decoder]
    template: dict[str, Any]
    required: tuple[str, ...]
    fixups: tuple[tuple[str, Callable[[Any], Any]], ...]
    layout: Layout


def _same(hint: Any, known: Any) -> bool:
    """Hints match when equal, or when both are the same generic (``typing.Mapping`` is ``abc.Mapping``)."""
    if hint == known:
        return True
    origin = typing.get_origin(hint)
    return origin is not None and origin is typing.get_origin(known) and typing.get_args(hint) == typing.get_args(known)


def _plan(cls: type[Action]) -> _Plan:
    hints = typing.get_type_hints(cls)
    checks: dict[str, Decoder] = {}
    fixups = []
    columns = []
    for f in dataclasses.fields(cls):
        for hint, make, encoder, optional, category in _BY_HINT:
            if _same(hints[f.name], hint):
                checks[f.name] = make(f.name, optional)
                columns.append(_column(f.name, category, optional))
                if encoder is not None:
                    fixups.append((f.name, encoder))
                break
        else:
            raise TypeError(f"{cls.__name__}.{f.name}: no codec for {hints[f.name]!r}")
    template = {f.name: f.default for f in dataclasses.fields(cls)}
    required = tuple(name for name, value in template.items() if value is _MISSING)
    layout = Layout(cls, (*template, "kind"), tuple(columns))
    return _Plan(cls, cls.kind, checks, template, required, tuple(fixups), layout)


_PLANS: dict[str, _Plan] = {kind: _plan(cls) for kind, cls in ACTION_TYPES.items()}
_PLAN_OF: dict[type, _Plan] = {plan.cls: plan for plan in _PLANS.values()}
_LAYOUTS: dict[str, Layout] = {kind: plan.layout for kind, plan in _PLANS.items()}
_FIXED: frozenset[type] = frozenset(plan.cls for plan in _PLANS.values() if plan.fixups)
_new = object.__new__
_set_attr = object.__setattr__


def action_to_dict(action: Action) -> dict[str, Any]:
    """``action`` as a JSON object: its fields in order, then ``kind``.

    Tuples stay tuples (``json`` writes them as arrays).  ``kind`` comes last because the object is
    the action's own field dict copied whole, the fastest way to write thousands of them.
    """
    try:
        plan = _PLAN_OF[type(action)]
    except KeyError:
        raise CodecError(f"the action {type(action).__name__} cannot be saved") from None
    out = dict(vars(action))
    out["kind"] = plan.kind
    for name, fix in plan.fixups:
        out[name] = fix(out[name])
    return out


def _decode(data: Any, ctx: LogContext, depth: int) -> Action:
    """One action, checked field by field.

    The object is filled in directly rather than through its ``__init__``: a log holds thousands of
    actions and every field is checked here already, so this halves the time a saved game takes to
    load.  The result equals what ``__init__`` would make (same fields, same order).
    """
    if type(data) is not dict:
        raise CodecError(f"it should be an object, not {json_type(data)}")
    try:
        plan = _PLANS[data["kind"]]
    except (KeyError, TypeError):
        raise CodecError(f"its kind {data.get('kind')!r:.40} is not an action this program knows") from None
    values = plan.template.copy()
    checks = plan.checks
    for key, value in data.items():
        check = checks.get(key)
        if check is None:
            if key == "kind":
                continue
            raise CodecError(f"it has an unknown key {key!r:.60}")
        values[key] = check(value, ctx, depth)
    if len(data) <= len(values):
        for name in plan.required:
            if values[name] is _MISSING:
                raise CodecError(f"it lacks its {name}")
    action: Action = _new(plan.cls)
    _set_attr(action, "__dict__", values)
    return action


def _decode_step(data: Any, ctx: LogContext, depth: int, index: int) -> Action:
    try:
        return _decode(data, ctx, depth)
    except CodecError as problem:
        raise CodecError(f"step {index + 1} of a batch: {problem}") from None


def action_from_dict(data: Any, ctx: LogContext) -> Action:
    """The action ``data`` describes, naming only ids ``ctx`` knows; raises ``CodecError``."""
    try:
        return _decode(data, ctx, 0)
    except CodecError as problem:
        raise CodecError(f"an action ({_kind_of(data)}): {problem}") from None


def actions_to_list(actions: typing.Iterable[Action]) -> list[dict[str, Any]]:
    """Every action as ``action_to_dict`` writes it, copied in bulk (a log holds thousands)."""
    actions = list(actions)
    kinds = set(map(type, actions))
    if not kinds <= _PLAN_OF.keys():
        return [action_to_dict(a) for a in actions]
    out = list(map(dict.copy, map(vars, actions)))
    deque(map(setitem, out, repeat("kind"), map(attrgetter("kind"), actions)), maxlen=0)
    if kinds & _FIXED:
        for item, action in zip(out, actions, strict=True):
            for name, fix in _PLAN_OF[type(action)].fixups:
                item[name] = fix(item[name])
    return out


def actions_from_list(data: Any, ctx: LogContext, owned: bool = False) -> list[Action]:
    """The log ``data`` holds; ``owned=True`` lets the actions keep the given dicts (see ``decode_log``)."""
    if type(data) is not list:
        raise CodecError(f"the log should be a list of actions, not {json_type(data)}")
    if len(data) > MAX_LOG:
        raise CodecError(f"the log holds {len(data)} actions; at most {MAX_LOG} are allowed")
    try:
        fast = decode_log(data, ctx, _LAYOUTS, MAX_BATCH_DEPTH, owned)
    except CodecError:
        fast = None
    if fast is not None:
        return fast
    out = []
    for i, item in enumerate(data):
        try:
            out.append(_decode(item, ctx, 0))
        except CodecError as problem:
            raise CodecError(f"action {i + 1} of the log ({_kind_of(item)}): {problem}") from None
    return out


def _kind_of(data: Any) -> str:
    kind = data.get("kind") if type(data) is dict else None
    return f"{kind:.40}" if type(kind) is str else "no kind"
