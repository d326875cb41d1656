"""Actions <-> JSON objects: ``{"kind": "move", "piece": "card7", "zone": "table", ..., "actor": "p1"}``.

Each action is an object with its stable ``kind`` and one key per field, all fields written.  The
actions are msgspec structs, a tagged union on ``kind``, so msgspec writes them and reads them back,
checking as it makes each one what its type says: the kind is known, no key is unknown or missing,
every value has its type and stays within the bounds its field's type gives (``actions.Coord``...).
A new action type is saved and loaded without touching this module.

What a type cannot say is checked after, a kind at a time over the whole log, the steps of every
batch included: an id names a piece, zone or seat of the table the log starts from (``POOLS``, by
field name), a free text holds nothing the screen cannot show, a game move is
plain JSON data, batches nest at most ``MAX_BATCH_DEPTH`` deep.  Any fault is a ``CodecError``
naming the action, found by reading the log again one action at a time (``_fault``).
"""

from __future__ import annotations

import types
import typing
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from itertools import chain, repeat
from operator import attrgetter
from typing import Any, NamedTuple

import msgspec

from .actions import ACTION_TYPES, MAX_LINE, Action, Batch, GameMove, Step
from .errors import CodecError
from .faults import Complaint, complaint, problem, typed
from .jsondata import flat_objects, json_type, name, plain_object, shown, text
from .model import Table, made_pile_ids

__all__ = ["MAX_LINE", "LogContext", "action_from_dict", "action_to_dict", "actions_from_json", "actions_from_list",
           "actions_to_list", "json_hook", "writable"]

MAX_LOG = 10_000
MAX_STEPS = 12_000
MAX_BATCH_DEPTH = 8
POOLS = {"actor": "seats", "piece": "pieces", "pieces": "pieces", "order": "pieces", "picked": "pieces",
         "below": "pieces", "zone": "zones", "to_zone": "zones", "seats": "seats"}
NAMES = frozenset({"game"})
"""Text fields that name something (printable, one line); every other text field that is no id is a free text."""
LOG: Any = list[Step]


class LogContext(NamedTuple):
    """The ids a log may name: those of the table it starts from (pieces are never made or lost)
    and the ids of the piles players may make on it (``made_pile_ids``)."""

    pieces: frozenset[str]
    zones: frozenset[str]
    seats: frozenset[str]

    @classmethod
    def of(cls, table: Table) -> LogContext:
        zones = frozenset(table.zones) | made_pile_ids(table)
        return cls(frozenset(table.pieces), zones, frozenset(s.id for s in table.seats))

    def pool(self, field: str) -> frozenset[str]:
        pool: frozenset[str] = getattr(self, POOLS[field])
        return pool


@cache
def _checks(cls: type[Action]) -> tuple[tuple[str, str], ...]:
    """What is left to check of each field of ``cls`` once msgspec made it: (field, column category)."""
    out = []
    for f in msgspec.structs.fields(cls):
        text = _bare(f.type) is str
        if f.name in POOLS:
            out.append((f.name, "id" if text else "ids"))
        elif f.name in NAMES:
            out.append((f.name, "name"))
        elif text:
            out.append((f.name, "text"))
        elif _bare(f.type) in (Mapping, dict):
            out.append((f.name, "data"))
    return tuple(out)


def _bare(hint: Any) -> Any:
    """The type under a hint's ``Annotated`` bounds and ``| None``: ``str`` for ``Id | None``, ``tuple`` for ``Ids``."""
    while typing.get_origin(hint) in (typing.Annotated, types.UnionType, typing.Union):
        hint = next(h for h in typing.get_args(hint) if h is not type(None))
    return typing.get_origin(hint) or hint


def action_to_dict(action: Action) -> dict[str, Any]:
    """``action`` as a JSON object: its kind, then its fields in order."""
    return actions_to_list([action])[0]


def actions_to_list(actions: Iterable[Action]) -> list[dict[str, Any]]:
    """The actions as JSON objects (tuples stay tuples: a writer writes them as arrays)."""
    out: list[dict[str, Any]] = msgspec.to_builtins(writable(actions), enc_hook=json_hook)
    return out


def writable(actions: Iterable[Action]) -> list[Action]:
    """The actions, as msgspec writes them (with ``json_hook``), once every game move's data is
    found plain JSON (``jsondata.plain``): a set or a NaN in one is named, not written."""
    actions = list(actions)
    if not all(map(isinstance, actions, repeat(Action))):
        raise CodecError(f"the action {next(type(a).__name__ for a in actions if not isinstance(a, Action))} "
                         "cannot be saved")
    moves = [a.move for level in _levels(actions) for a in level if type(a) is GameMove]
    if not flat_objects(moves):
        for move in moves:
            plain_object(move, "a game move")
    return actions


def json_hook(value: Any) -> Any:
    """What msgspec is given for a value it cannot write itself: a game move's data held in another
    mapping (a read-only one) is written as an object; anything else is no action."""
    if isinstance(value, Mapping):
        return plain_object(value, "a game move")
    raise CodecError(f"the action {type(value).__name__} cannot be saved")


def _levels(actions: list[Action]) -> Iterator[list[Any]]:
    """The actions, then the steps of their batches, then those steps' steps: a nesting level at a time."""
    level: list[Any] = actions
    while level:
        yield level
        level = [step for a in level if type(a) is Batch for step in a.actions]


def _grouped(actions: list[Action]) -> tuple[dict[str, list[Action]], int, int]:
    """The actions and the steps of their batches by kind, how many levels deep they go (up to one
    past ``MAX_BATCH_DEPTH``) and how many there are."""
    groups: dict[str, list[Action]] = defaultdict(list)
    depth = steps = 0
    for level in _levels(actions):
        depth += 1
        if depth > MAX_BATCH_DEPTH:
            break
        steps += len(level)
        for action in level:
            groups[action.kind].append(action)
    return groups, depth, steps


def action_from_dict(data: Any, ctx: LogContext) -> Action:
    """The action ``data`` describes, naming only ids ``ctx`` knows; raises ``CodecError``."""
    return _read([data], ctx, lambda i: f"an action ({_kind_of(data)})")[0]


def actions_from_list(data: Any, ctx: LogContext) -> list[Action]:
    """The log ``data`` holds, every action checked."""
    if type(data) is not list:
        raise CodecError(f"the log should be a list of actions, not {json_type(data)}")
    if len(data) > MAX_LOG:
        raise CodecError(f"the log holds {len(data)} actions; at most {MAX_LOG} are allowed")
    return _read(data, ctx, lambda i: f"action {i + 1} of the log ({_kind_of(data[i])})")


def actions_from_json(raw: bytes | msgspec.Raw, ctx: LogContext) -> list[Action]:
    """The log the JSON text ``raw`` holds, read straight into actions, every action checked.  A
    log that is not what its types say is read again as data, for ``actions_from_list`` to name
    the fault and the action it is in."""
    try:
        actions: list[Action] = msgspec.json.decode(raw, type=LOG)
    except msgspec.ValidationError as bad:
        try:
            data = msgspec.json.decode(raw)
        except msgspec.ValidationError:  # a number no reader holds: no data to read again
            raise CodecError(_words(complaint(str(bad)), lambda i: f"action {i + 1} of the log")) from None
        return actions_from_list(data, ctx)
    if len(actions) > MAX_LOG:
        raise CodecError(f"the log holds {len(actions)} actions; at most {MAX_LOG} are allowed")
    return _checked(actions, ctx, lambda i: f"action {i + 1} of the log ({actions[i].kind})")


def _read(data: list[Any], ctx: LogContext, where: Callable[[int], str]) -> list[Action]:
    actions: list[Action] = typed(data, LOG, lambda found: _words(found, where))
    return _checked(actions, ctx, where)


def _checked(actions: list[Action], ctx: LogContext, where: Callable[[int], str]) -> list[Action]:
    """``actions`` once what their types cannot say is found right; else the first fault, named."""
    if not _plainly(actions, ctx):
        count = [0]
        for i, action in enumerate(actions):
            fault = _fault(action, ctx, 0, count)
            if fault:
                raise CodecError(f"{where(i)}: {fault}")
    return actions


def _plainly(actions: list[Action], ctx: LogContext) -> bool:
    """Whether the whole log, batches' steps and all, is plainly right: checked a kind and a field at a time."""
    groups, depth, steps = _grouped(actions)
    if depth > MAX_BATCH_DEPTH or steps > MAX_STEPS:
        return False
    for kind, group in groups.items():
        for field, category in _checks(ACTION_TYPES[kind]):
            values = list(map(attrgetter(field), group))
            if category == "id":  # an id is never empty (``actions.Id``): ``filter`` drops only the Nones
                right = ctx.pool(field).issuperset(filter(None, values))
            elif category == "ids":
                right = ctx.pool(field).issuperset(chain.from_iterable(filter(None, values)))
            elif category == "data":
                right = flat_objects(values)
            else:  # msgspec made every text (``actions.Line``, ``Name``): only what it holds is left
                right = shown("".join(filter(None, values)), category == "name")
            if not right:
                return False
    return True


def _fault(action: Action, ctx: LogContext, depth: int, count: list[int]) -> str:
    """What is wrong with one action (and its steps), in words, or ``""``; ``count`` counts the actions read so far."""
    count[0] += 1
    if count[0] > MAX_STEPS:
        return f"the log holds more than {MAX_STEPS} actions counting the steps of batches"
    for field, category in _checks(type(action)):
        value = getattr(action, field)
        if category in ("id", "ids"):
            unknown = [v for v in ((value,) if category == "id" else value or ()) if v is not None and v not in ctx.pool(field)]
            if unknown:
                return f"its {field} {unknown[0]!r:.60} is not on this table"
            continue
        try:  # a None msgspec let through is one its type allows
            if value is not None and category == "data":
                plain_object(value, f"its {field}")
            elif value is not None and category == "name":
                name(value, f"its {field}", MAX_LINE)
            elif value is not None:
                text(value, f"its {field}", MAX_LINE)
        except CodecError as bad:
            return str(bad)
    if type(action) is Batch:
        if depth + 1 >= MAX_BATCH_DEPTH and action.actions:
            return f"it nests batches deeper than {MAX_BATCH_DEPTH} levels"
        for n, step in enumerate(action.actions):
            fault = _fault(step, ctx, depth + 1, count)
            if fault:
                return f"step {n + 1} of a batch: {fault}"
    return ""


def _words(found: Complaint, where: Callable[[int], str]) -> str:
    """msgspec's complaint (``Expected `int`, got `str` - at `$[3].face```) in a player's words, at its place."""
    place, subject, field = [], "it", ""
    for n, step in enumerate(found.path):
        if isinstance(step, str):
            field, subject = step, f"its {step}"
        elif n == 0:
            place.append(where(step))
        elif field == "actions":
            place.append(f"step {step + 1} of a batch")
            subject, field = "it", ""
        else:
            subject = f"item {step + 1} of its {field}"
    if found.key:
        subject = f"a key of {subject}"
    return ": ".join([*place, problem(found.problem, subject, field)])


def _kind_of(data: Any) -> str:
    kind = data.get("kind") if type(data) is dict else None
    return f"{kind:.40}" if type(kind) is str else "no kind"
