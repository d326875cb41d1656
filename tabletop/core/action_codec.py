"""Actions <-> JSON objects: ``{"actor": "p1", "piece": "card7", "zone": "table", ..., "kind": "move"}``.

Each action is an object with one key per field, all fields written, and its stable ``kind`` (last,
because the object is the action's own field dict copied whole).  How a field is checked follows
from its type hint in ``actions.py`` and its name (an ``actor`` must be a seat, a ``piece`` a piece
of the table the log starts from, a ``zone`` a zone; whole numbers have a range by name; texts are
bounded and showable), so a new action type is saved and loaded without touching this module.  A
missing field with a default takes it; an unknown key, a wrong type, a number out of range or an
id the table lacks raises ``CodecError`` naming the action.

A log is read a kind at a time: the actions of one kind are checked field by field as columns
(``columns.check_column``), the steps of all batches together, so a big log costs few Python
steps per action.  A number given as a whole number (``x: 3``) stays one, so saving what was
loaded gives the same bytes.
"""

from __future__ import annotations

import contextlib
import dataclasses
import typing
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import accumulate, chain, compress, islice, repeat
from operator import eq, itemgetter, setitem
from typing import Any

from .actions import ACTION_TYPES, CHANCE_KEYS, Action
from .columns import Rule, check_column
from .errors import CodecError
from .jsondata import MAX_NAME, flat_objects, json_type, plain_object
from .model import Table, made_pile_ids

MAX_LOG = 10_000
MAX_STEPS = 12_000
MAX_BATCH = 1_000
MAX_BATCH_DEPTH = 8
MAX_LIST = 20_000
MAX_COORD = 1.0e7
MAX_LINE = 1_000
INT_RANGES: dict[str, tuple[int, int]] = {
    "index": (0, MAX_LIST), "face": (0, 999), "results": (0, 999), "by": (-3600, 3600), "count": (0, MAX_LIST),
    "value": (-(2**53), 2**53), "chance": (0, CHANCE_KEYS - 1),
}
POOLS = {"actor": "seats", "piece": "pieces", "pieces": "pieces", "order": "pieces", "picked": "pieces",
         "below": "pieces", "zone": "zones", "to_zone": "zones", "seats": "seats"}
BY_HINT: list[tuple[Any, str, bool]] = [
    (str, "text", False), (str | None, "text", True), (int, "int", False), (int | None, "int", True),
    (float | None, "float", True), (bool, "bool", False), (tuple[str, ...], "ids", False),
    (tuple[str, ...] | None, "ids", True), (tuple[int, ...] | None, "ints", True), (Mapping[str, Any], "data", False),
    (tuple[Action, ...], "actions", False),
]
_MISSING: Any = dataclasses.MISSING
_new = object.__new__
_set_attr = object.__setattr__


@dataclass(frozen=True)
class LogContext:
    """The ids a log may name: those of the table it starts from (pieces are never made or lost)
    and the ids of the piles players may make on it (``made_pile_ids``)."""

    pieces: frozenset[str]
    zones: frozenset[str]
    seats: frozenset[str]

    @classmethod
    def of(cls, table: Table) -> LogContext:
        zones = frozenset(table.zones) | made_pile_ids(table)
        return cls(frozenset(table.pieces), zones, frozenset(s.id for s in table.seats))

    @cached_property
    def pools(self) -> dict[str, frozenset[str]]:
        return {"pieces": self.pieces, "zones": self.zones, "seats": self.seats}


def _same(hint: Any, known: Any) -> bool:
    """Hints match when equal, or when both are the same generic (``typing.Mapping`` is ``abc.Mapping``)."""
    if hint == known:
        return True
    origin = typing.get_origin(hint)
    return origin is not None and origin is typing.get_origin(known) and typing.get_args(hint) == typing.get_args(known)


def _rule(f: dataclasses.Field[Any], hint: Any) -> tuple[Rule, str]:
    """The column rule of one field, and the name of the id pool it draws on (filled in per log)."""
    category, optional = next(((c, o) for h, c, o in BY_HINT if _same(hint, h)), ("", False))
    if not category:
        raise TypeError(f"{f.name}: no codec for {hint!r}")
    pool = POOLS.get(f.name, "")
    if category == "text":
        category = "id" if pool else "name" if f.name == "game" else "text"
    low, high = (-MAX_COORD, MAX_COORD) if category == "float" else INT_RANGES.get(f.name, (-(2**31), 2**31))
    limit = {"text": MAX_LINE, "name": MAX_NAME, "actions": MAX_BATCH}.get(category, MAX_LIST)
    return Rule(f.name, category, optional, None, low, high, limit), pool


@dataclass(frozen=True, eq=False)
class _Plan:
    """How one action type is read: its fields' rules, their defaults, its keys in order and a
    getter of an object's values in that order."""

    cls: type[Action]
    rules: tuple[tuple[Rule, str], ...]
    template: dict[str, Any]
    order: tuple[str, ...]
    values: Callable[[dict[str, Any]], tuple[Any, ...]]


@cache
def _plan(kind: str) -> _Plan:
    """Made on first use: reading the hints of every action type costs a start some 6 ms, and a
    start that loads nothing needs none of them."""
    cls = ACTION_TYPES[kind]
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    template = {f.name: f.default for f in fields}
    order = (*template, "kind")
    return _Plan(cls, tuple(_rule(f, hints[f.name]) for f in fields), template, order, itemgetter(*order))


_KINDS: dict[type, str] = {cls: kind for kind, cls in ACTION_TYPES.items()}


def action_to_dict(action: Action) -> dict[str, Any]:
    """``action`` as a JSON object: its fields in order, then ``kind``."""
    return actions_to_list([action])[0]


def actions_to_list(actions: Iterable[Action]) -> list[dict[str, Any]]:
    """Each action's own field dict copied whole, its ``kind`` added; a batch's steps and a game
    move's data converted (tuples stay tuples: the writer writes them as arrays).  The steps of
    all batches are written together, a nesting level at a time, like the log itself."""
    out = _objects(list(actions))
    level = out
    while level:
        kinds = list(map(itemgetter("kind"), level))
        moves = list(compress(level, map(eq, kinds, repeat("game_move"))))
        if not flat_objects(list(map(itemgetter("move"), moves))):
            for item in moves:
                item["move"] = plain_object(item["move"], "a game move")
        batches = list(compress(level, map(eq, kinds, repeat("batch"))))
        level = _objects(list(chain.from_iterable(map(itemgetter("actions"), batches))))
        steps = iter(level)
        for batch in batches:
            batch["actions"] = list(islice(steps, len(batch["actions"])))
    return out


def _objects(actions: list[Action]) -> list[dict[str, Any]]:
    """The actions' field dicts copied, each with its ``kind`` added."""
    kinds = list(map(_KINDS.get, map(type, actions)))
    if None in kinds:
        raise CodecError(f"the action {type(actions[kinds.index(None)]).__name__} cannot be saved")
    out = list(map(dict.copy, map(vars, actions)))
    deque(map(setitem, out, repeat("kind"), kinds), maxlen=0)
    return out


def _decode(items: list[Any], ctx: LogContext, depth: int, where: Callable[[int], str], owned: bool,
            count: list[int]) -> list[Action]:
    """The actions ``items`` describe, a kind at a time (``_read``); ``where(i)`` names the i-th item's place."""
    kinds = _kinds(items, where)
    count[0] += len(items)
    if count[0] > MAX_STEPS:
        raise CodecError(f"the log holds more than {MAX_STEPS} actions counting the steps of batches")
    places: dict[str, list[int]] = {kind: [] for kind in kinds}
    for i, kind in enumerate(kinds):
        places[kind].append(i)
    made: dict[str, Iterator[Action]] = {}
    for kind, at in places.items():
        group = [items[i] if owned else items[i].copy() for i in at]
        made[kind] = iter(_read(_plan(kind), group, ctx, depth, where, at, owned, count))
    return [next(made[kind]) for kind in kinds]


def _kinds(items: list[Any], where: Callable[[int], str]) -> list[str]:
    """Each item's kind; the first item that is not an object of a kind this program knows is named."""
    kinds: list[Any] = list(map(dict.get, items, repeat("kind"))) if set(map(type, items)) <= {dict} else []
    if len(kinds) < len(items) or not (set(map(type, kinds)) <= {str} and ACTION_TYPES.keys() >= set(kinds)):
        for i, item in enumerate(items):
            if type(item) is not dict:
                raise CodecError(f"{where(i)}: it should be an object, not {json_type(item)}")
            if type(item.get("kind")) is not str or item["kind"] not in ACTION_TYPES:
                raise CodecError(f"{where(i)}: its kind {item.get('kind')!r:.40} is not an action this program knows")
    return kinds


def _read(plan: _Plan, group: list[dict[str, Any]], ctx: LogContext, depth: int, where: Callable[[int], str],
          at: list[int], owned: bool, count: list[int]) -> list[Action]:
    """The actions of one kind (the items at ``at``), each field checked as a column.  Each object
    read becomes its action's own field dict: ``kind`` taken out, a checked value that is kept
    otherwise (ids as a tuple, a batch's steps) put in; the keys stay in the order the file gave."""

    def place(n: int) -> str:
        return where(at[n])

    columns = _columns(group, plan, place)
    for (rule, pool), column in zip(plan.rules, columns, strict=False):  # the kind, last, needs none
        if rule.category == "actions":
            kept: Sequence[Any] = _steps(column, rule, ctx, depth, place, owned, count)
        else:
            kept = check_column(column, rule._replace(pool=ctx.pools.get(pool)), place)
        if kept is not column:
            for item, value in zip(group, kept, strict=True):
                item[rule.field] = value
    actions = []
    for item in group:
        del item["kind"]
        action = _new(plan.cls)  # every check of its __init__ is made here already
        _set_attr(action, "__dict__", item)
        actions.append(action)
    return actions


def _columns(group: list[dict[str, Any]], plan: _Plan, place: Callable[[int], str]) -> list[tuple[Any, ...]]:
    """Each field's values (and the kinds, last).  Unless every object has exactly the plan's keys,
    each is first put in order with its defaults (``_regular``), or the first one at fault named."""
    if set(map(len, group)) <= {len(plan.order)}:
        with contextlib.suppress(KeyError):
            return list(zip(*map(plan.values, group), strict=True)) or [() for _ in plan.order]
    for n, item in enumerate(group):
        try:
            group[n] = _regular(item, plan)
        except CodecError as problem:
            raise CodecError(f"{place(n)}: {problem}") from None
    return list(zip(*map(plan.values, group), strict=True))


def _regular(item: dict[str, Any], plan: _Plan) -> dict[str, Any]:
    """An action object with its keys left out given their defaults, in order; an unknown or missing one is named."""
    unknown = item.keys() - plan.order
    if unknown:
        raise CodecError(f"it has an unknown key {sorted(map(str, unknown))[0]!r:.60}")
    out = {**plan.template, **item}
    missing = [key for key, value in out.items() if value is _MISSING]
    if missing:
        raise CodecError(f"it lacks its {missing[0]}")
    return out


def _steps(column: Sequence[Any], rule: Rule, ctx: LogContext, depth: int, place: Callable[[int], str], owned: bool,
           count: list[int]) -> list[tuple[Action, ...]]:
    """The steps of every batch of a group, read together, then given back to each batch."""
    if not set(map(type, column)) <= {list} or max(map(len, column), default=0) > MAX_BATCH:
        n = next(n for n, value in enumerate(column) if type(value) is not list or len(value) > MAX_BATCH)
        raise CodecError(f"{place(n)}: its {rule.field} should be a list of at most {MAX_BATCH} actions")
    if depth + 1 >= MAX_BATCH_DEPTH and any(column):
        raise CodecError(f"{place(next(n for n, value in enumerate(column) if value))}: it nests batches deeper "
                         f"than {MAX_BATCH_DEPTH} levels")
    sizes = list(map(len, column))
    ends = list(accumulate(sizes))

    def where(j: int) -> str:  # the batch the j-th step is in, and which of its steps it is
        n = bisect_right(ends, j)
        return f"{place(n)}: step {j - ends[n] + sizes[n] + 1} of a batch"

    steps = iter(_decode(list(chain.from_iterable(column)), ctx, depth + 1, where, owned, count))
    return [tuple(islice(steps, size)) for size in sizes]


def action_from_dict(data: Any, ctx: LogContext) -> Action:
    """The action ``data`` describes, naming only ids ``ctx`` knows; raises ``CodecError``."""
    return _decode([data], ctx, 0, lambda i: f"an action ({_kind_of(data)})", False, [0])[0]


def actions_from_list(data: Any, ctx: LogContext, owned: bool = False) -> list[Action]:
    """The log ``data`` holds, every action checked; ``owned`` lets the actions keep the objects
    read from the file as their fields (the caller will not use ``data`` again)."""
    if type(data) is not list:
        raise CodecError(f"the log should be a list of actions, not {json_type(data)}")
    if len(data) > MAX_LOG:
        raise CodecError(f"the log holds {len(data)} actions; at most {MAX_LOG} are allowed")
    return _decode(data, ctx, 0, lambda i: f"action {i + 1} of the log ({_kind_of(data[i])})", owned, [0])


def _kind_of(data: Any) -> str:
    kind = data.get("kind") if type(data) is dict else None
    return f"{kind:.40}" if type(kind) is str else "no kind"
