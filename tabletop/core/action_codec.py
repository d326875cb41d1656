"""Actions <-> JSON objects: ``{"actor": "p1", "piece": "card7", "zone": "table", ..., "kind": "move"}``.

Each action is an object with one key per field, all fields written, and its stable ``kind`` (last,
because the object is the action's own field dict copied whole; readers do not care about order).
How a field is written and checked follows from its type hint in ``actions.py`` and its name (a
``piece`` must name a piece of the table, a ``zone`` a zone, ``seats`` seats), so a new action type
is saved and loaded without touching this module.  A missing field with a default takes it; an
unknown key, a wrong type, a number out of range or an id the table lacks raises ``CodecError``.

A whole log is first checked in bulk by ``log_columns`` (fast, says only yes or no); only when that
says no is it read here action by action, which finds the problem and words it.  A number given as
a whole number (``x: 3``) stays one, so saving what was loaded gives the same bytes.
"""

from __future__ import annotations

import dataclasses
import typing
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import chain, repeat
from operator import attrgetter, itemgetter, setitem
from typing import Any

from .action_fields import (
    INT_RANGES,
    MAX_COORD,
    MAX_ID,
    MAX_LIST,
    PIECE_FIELDS,
    SEAT_FIELDS,
    ZONE_FIELDS,
    Decoder,
    bool_decoder,
    data_decoder,
    float_decoder,
    int_decoder,
    ints_decoder,
    text_decoder,
    texts_decoder,
)
from .actions import ACTION_TYPES, Action
from .errors import CodecError
from .jsondata import MAX_TEXT, json_type, plain_objects
from .log_columns import Column, Layout, LogContext, decode_log

MAX_LOG = 1_000_000
MAX_BATCH = 10_000
MAX_BATCH_DEPTH = 8
_MISSING: Any = dataclasses.MISSING
Encoder = Callable[[list[Any]], list[Any]] | None


def _actions_decoder(name: str, optional: bool) -> Decoder:
    def decode(value: Any, ctx: LogContext, depth: int) -> Any:
        if depth >= MAX_BATCH_DEPTH:
            raise CodecError(f"it nests batches deeper than {MAX_BATCH_DEPTH} levels")
        if type(value) is not list or len(value) > MAX_BATCH:
            raise CodecError(f"its {name} should be a list of at most {MAX_BATCH} actions")
        return tuple(_decode_step(item, ctx, depth + 1, i) for i, item in enumerate(value))

    return decode


def _plain(values: list[Any]) -> list[Any]:
    return plain_objects(values, "a game move")


def _encoded_actions(values: list[Any]) -> list[Any]:
    """The steps of many batches encoded as one list (a big log holds hundreds of batches), then cut apart."""
    flat = actions_to_list(chain.from_iterable(values))
    out, at = [], 0
    for n in map(len, values):
        out.append(flat[at:at + n])
        at += n
    return out


_BY_HINT: list[tuple[Any, Callable[[str, bool], Decoder], Encoder, bool, str]] = [
    (str, text_decoder, None, False, "text"),
    (str | None, text_decoder, None, True, "text"),
    (int, int_decoder, None, False, "int"),
    (int | None, int_decoder, None, True, "int"),
    (float | None, float_decoder, None, True, "float"),
    (bool, bool_decoder, None, False, "bool"),
    (tuple[str, ...], texts_decoder, None, False, "ids"),
    (tuple[str, ...] | None, texts_decoder, None, True, "ids"),
    (tuple[int, ...] | None, ints_decoder, None, True, "ints"),
    (Mapping[str, Any], data_decoder, _plain, False, "data"),
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
    fixups: tuple[tuple[str, Callable[[list[Any]], list[Any]]], ...]
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
        out[name] = fix([out[name]])[0]
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
    """Every action as ``action_to_dict`` writes it, copied in bulk (a log holds thousands).

    The fields that need converting (a batch's steps, a game move's data) are converted a whole
    column at a time per action type: the steps of all batches are encoded as one list.
    """
    actions = list(actions)
    types = list(map(type, actions))
    kinds = set(types)
    if not kinds <= _PLAN_OF.keys():
        return [action_to_dict(a) for a in actions]
    out = list(map(dict.copy, map(vars, actions)))
    deque(map(setitem, out, repeat("kind"), map(attrgetter("kind"), actions)), maxlen=0)
    for cls in kinds & _FIXED:
        items = [item for item, t in zip(out, types, strict=True) if t is cls]
        for name, fix in _PLAN_OF[cls].fixups:
            deque(map(setitem, items, repeat(name), fix(list(map(itemgetter(name), items)))), maxlen=0)
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
