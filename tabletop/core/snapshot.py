"""The snapshot format: a saved game as JSON bytes and back, strictly checked (no files here).

A snapshot holds everything to continue a game: the opening table, the recorded log, the cursor
(undo position), the seed and how many chance draws were made, the current table, the rules
engine's state, whether the game is fully reproducible, who plays it, and the lines of play with
their bookmarks.  ``table`` alone is enough to open a game whose log no longer replays
(``Snapshot.table_only``).

The file (format version 4)::

    {"format": "tabletop.snapshot", "version": 4, "game", "seed", "options", "rules", "saved_at",
     "chance_draws", "reproducible", "specs", "initial", "log", "cursor", "table", "play", "game_state",
     "line", "bookmarks", "branches"}

``specs`` are written once; ``initial`` and ``table`` are tables without them (see ``codec``).
``rules`` tells whether rules enforcement was on when the game began (the log records every
switch).  ``reproducible`` is true when the players asked for a fully reproducible game (in-game
chance goes on from ``seed`` and ``chance_draws``); false, a loaded game draws a fresh chance key.
``play`` says who held the computer when it was saved and which seats the computer plays:
``{"holder": seat or null, "bots": {seat: "easy" | "normal" | "hard"}}``.  ``line``, ``bookmarks``
and ``branches`` (version 4) name the line of play on the table, hold its bookmarks and the lines
kept when the game went back to an earlier point (``lines_codec``).  Each top-level key is one
``Part`` of ``PARTS`` (its writer and its checked reader), so a new key is one entry there; the
parts added since a file's version take their defaults.  What an older version wrote differently is
upgraded on load by ``UPGRADES``, one small function per version step that needs one.

Nothing loaded is executed (plain JSON, no pickle, no eval).  The bytes are bounded before they
are parsed (``MAX_FILE_BYTES``, ``MAX_PARTS`` lists, objects and values), the log and texts by the
codec, so any file is refused or read in bounded time and memory.  A UTF-8 byte-order mark is
accepted.  The parser (msgspec) cannot tell a key given twice in one object: the last one wins.
Every problem is a ``CodecError`` in plain words; ``storage`` adds the file's name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Annotated, Any, NamedTuple

import msgspec
from msgspec import Meta, Struct, field
from msgspec.structs import replace

from .action_codec import LogContext, actions_from_json, json_hook, writable
from .actions import Action
from .codec import specs_from_list, specs_to_list, table_from_dict, table_to_dict
from .collector import collector_paused
from .errors import CodecError
from .faults import said_of, typed
from .jsondata import MAX_NAME, name, plain, plain_object
from .lines import FIRST_LINE, Lines
from .lines_codec import bookmarks_from, bookmarks_to_list, branches_to_list, line_name, lines_from
from .model import BOT_LEVELS, Table

FORMAT = "tabletop.snapshot"
VERSION = 4
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_PARTS = 1_500_000
MAX_SEED = 2**63 - 1
"""A seed is a signed 64-bit number (what msgspec bounds a whole number by)."""
BOM = b"\xef\xbb\xbf"


def _no_play() -> dict[str, Any]:
    return {"holder": None, "bots": {}}


class Snapshot(Struct):
    """A saved game.

    ``rules_on`` is whether rules enforcement was on before the first action (replaying the log
    repeats every switch); ``cursor`` is the undo position in ``actions``; ``chance_draws`` how many
    chance streams were used; ``game_state`` is the rules engine's own encoding of its state at the
    cursor (``None`` without an engine); ``reproducible`` and ``play`` as in the file (see above);
    ``lines`` the line of play's name, its bookmarks and the kept lines (``core.lines``).
    """

    game: str
    seed: int
    options: dict[str, Any]
    rules_on: bool
    initial: Table
    actions: list[Action]
    cursor: int
    chance_draws: int
    table: Table
    game_state: Any
    saved_at: str | None = None
    reproducible: bool = False
    play: Mapping[str, Any] = field(default_factory=_no_play)
    lines: Lines = field(default_factory=Lines)

    def table_only(self) -> Snapshot:
        """This game restarted from its saved table, with no log and no rules state.

        For a file whose log no longer replays (``session_from`` says so): the players keep the
        table as it was saved and go on as a free table.
        """
        return replace(self, initial=self.table, actions=[], cursor=0, rules_on=False, game_state=None, lines=Lines())


def _play(value: Any, got: dict[str, Any]) -> dict[str, Any]:
    """Who holds the computer (a seat of the saved table, or nobody) and the seats bots play, at which level."""
    seats = {s.id for s in got["table"].seats}
    if type(value) is not dict or value.keys() != {"holder", "bots"}:
        raise CodecError('its "play" should be {"holder": seat or null, "bots": {seat: level}}')
    holder, bots = value["holder"], value["bots"]
    if holder is not None and (type(holder) is not str or holder not in seats):
        raise CodecError(f"the player holding the computer, {str(holder)[:40]}, is not a seat of the table")
    if type(bots) is not dict or not bots.keys() <= seats:
        raise CodecError("its bots should be seats of the table")
    for seat, level in bots.items():
        if level not in BOT_LEVELS:
            raise CodecError(f"the bot of {seat} plays at {str(level)[:20]}, not one of {', '.join(BOT_LEVELS)}")
    return {"holder": holder, "bots": dict(bots)}


def _table(value: Any, got: dict[str, Any]) -> Table:
    table = _read_table(value, got, "its current table")
    if table.pieces.keys() != got["initial"].pieces.keys():
        raise CodecError("its current table does not hold the same pieces as its opening table")
    if table.game != got["game"]:
        raise CodecError("its current table is of another game than the file says")
    return table


def _read_table(value: Any, got: dict[str, Any], which: str) -> Table:
    """One of the file's two tables; a fault in it says which."""
    try:
        return table_from_dict(value, got["specs"])
    except CodecError as fault:
        raise CodecError(f"{which}: {fault}") from None


class Part(NamedTuple):
    """One top-level key: the ``Snapshot`` field it holds, how it is written, how it is read.

    ``load(value, got)`` sees the parts read before it in ``got`` (by key).  A part added by a
    later format version names it (``since``) and what an older file, which lacks it, means by that
    (``default``): adding a key is this one entry and a new ``VERSION``.  A ``raw`` part's ``load``
    is given the JSON text of its value (``msgspec.Raw``), to read straight into typed records; the
    others the parsed data."""

    key: str
    field: str
    save: Callable[[Snapshot], Any]
    load: Callable[[Any, dict[str, Any]], Any]
    since: int = 1
    default: Callable[[], Any] | None = None
    raw: bool = False


PARTS: tuple[Part, ...] = (
    Part("game", "game", lambda s: s.game, lambda v, got: name(v, "game name", MAX_NAME)),
    Part("seed", "seed", lambda s: s.seed, lambda v, got: typed(v, Annotated[int, Meta(ge=-MAX_SEED, le=MAX_SEED)], said_of("its seed"))),
    Part("options", "options", lambda s: plain_object(s.options, "the game options"),
         lambda v, got: plain_object(v, "its options")),
    Part("rules", "rules_on", lambda s: bool(s.rules_on), lambda v, got: typed(v, bool, said_of("its rules switch"))),
    Part("saved_at", "saved_at", lambda s: s.saved_at,
         lambda v, got: None if v is None else name(v, "its save time", 64)),
    Part("chance_draws", "chance_draws", lambda s: s.chance_draws,
         lambda v, got: typed(v, Annotated[int, Meta(ge=0, le=2**53)], said_of("its chance count"))),
    Part("reproducible", "reproducible", lambda s: bool(s.reproducible),
         lambda v, got: typed(v, bool, said_of("its reproducible switch")), since=3, default=lambda: False),
    Part("specs", "", lambda s: specs_to_list(s.initial.specs.values()), lambda v, got: specs_from_list(v),
         raw=True),
    Part("initial", "initial", lambda s: table_to_dict(s.initial, specs=False),
         lambda v, got: _read_table(v, got, "its opening table"), raw=True),
    Part("log", "actions", lambda s: writable(s.actions),
         lambda v, got: actions_from_json(v, LogContext.of(got["initial"])), raw=True),
    Part("cursor", "cursor", lambda s: s.cursor, lambda v, got: typed(v, Annotated[int, Meta(ge=0, le=len(got["log"]))], said_of("its undo position"))),
    Part("table", "table", lambda s: table_to_dict(
        s.table, specs=s.table.specs is not s.initial.specs and s.table.specs != s.initial.specs), _table, raw=True),
    Part("play", "play", lambda s: {"holder": s.play.get("holder"), "bots": dict(s.play.get("bots", {}))}, _play,
         since=3, default=_no_play),
    Part("game_state", "game_state", lambda s: plain(s.game_state, "the rules engine's state"),
         lambda v, got: plain(v, "its rules state")),
    Part("line", "", lambda s: s.lines.name, lambda v, got: line_name(v), since=4, default=lambda: FIRST_LINE),
    Part("bookmarks", "", lambda s: bookmarks_to_list(s.lines.bookmarks),
         lambda v, got: bookmarks_from(v, 0, len(got["log"])), since=4, default=list),
    Part("branches", "lines", lambda s: branches_to_list(s.lines.branches), lines_from, since=4, default=list),
)
KEYS = ("format", "version", *(p.key for p in PARTS))


def snapshot_parts(s: Snapshot) -> dict[str, Any]:
    """``s`` as its file holds it, each part as msgspec writes it (actions as they are)."""
    done: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    for part in PARTS:
        done[part.key] = part.save(s)
    return done


def snapshot_to_dict(s: Snapshot) -> dict[str, Any]:
    """``s`` as the plain JSON data written to its file."""
    data: dict[str, Any] = msgspec.to_builtins(snapshot_parts(s), enc_hook=json_hook)
    return data


def snapshot_bytes(s: Snapshot) -> bytes:
    """The file's bytes: compact JSON, the same bytes for the same snapshot; raises ``CodecError``."""
    try:
        return msgspec.json.encode(snapshot_parts(s), enc_hook=json_hook)
    except (TypeError, ValueError, OverflowError) as bad:
        raise CodecError(f"it holds data that cannot be written ({bad})") from None


def _parse(data: bytes) -> dict[str, msgspec.Raw]:
    """The file's top-level parts, each still JSON text: a part is parsed as its reader needs it."""
    if len(data) > MAX_FILE_BYTES:
        raise CodecError(f"it is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB, too large for a saved game")
    if data.startswith(BOM):
        data = data[len(BOM):]
    if len(data) > MAX_PARTS and data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_PARTS:  # a part takes a byte at least
        raise CodecError("it holds far more parts than any saved game")
    try:
        parts: dict[str, msgspec.Raw] = msgspec.json.decode(data, type=dict[str, msgspec.Raw])
    except msgspec.ValidationError:
        raise CodecError("it is not a Tabletop saved game") from None
    except msgspec.DecodeError as bad:
        raise CodecError(_parse_problem(data, str(bad))) from None
    return parts


def _json(raw: msgspec.Raw) -> Any:
    """One part's value as plain data."""
    try:
        return msgspec.json.decode(raw)
    except msgspec.DecodeError as bad:
        raise CodecError(_parse_problem(bytes(raw), str(bad))) from None


def _parse_problem(data: bytes, bad: str) -> str:
    """The parser's complaint in a player's words."""
    at = re.search(r"\(byte (\d+)\)", bad)
    pos = int(at.group(1)) if at else len(data)
    if "UTF-8" in bad or 0 <= pos < len(data) and data[pos] >= 0x80:
        return "it is not a text file"
    if "truncated" in bad and not data.rstrip().endswith((b"}", b"]")):
        return "it is cut short: the data ends before it is complete"
    if "out of range" in bad:
        return "it holds a number out of bounds"
    word = next((w for w in ("NaN", "Infinity", "-Infinity") if data.startswith(w.encode(), pos)), None)
    if word is not None:
        return f"it holds {word}, which is not a number a saved game may hold"
    line = data.count(b"\n", 0, pos) + 1
    column = pos - (data.rfind(b"\n", 0, pos) + 1) + 1
    return f"it is not valid JSON (line {line}, column {column}: {bad.removeprefix('JSON is malformed: ')})"


def _count_chance(log: Any) -> int:
    """How many recorded actions drew on chance (what version 1 files did not store)."""
    count = 0
    for item in log if isinstance(log, list) else ():
        if not isinstance(item, dict):
            continue
        if item.get("kind") in ("roll", "shuffle", "bag_draw") or item.get("kind") == "batch" and _count_chance(item.get("actions")):
            count += 1
    return count


def _upgrade_1(old: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept the specs inside each table and had no options, chance count or save time."""
    initial = old.get("initial")
    table = old.get("table")
    if not isinstance(initial, dict) or not isinstance(table, dict):
        raise CodecError("its opening or current table is missing")
    specs = initial.get("specs")
    initial = {k: v for k, v in initial.items() if k != "specs"}
    if table.get("specs") == specs:
        table = {k: v for k, v in table.items() if k != "specs"}
    new = {k: v for k, v in old.items() if k not in ("initial", "table")}
    new.update(version=2, options={}, saved_at=None, chance_draws=_count_chance(old.get("log")),
               specs=specs, initial=initial, table=table)
    return new


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _upgrade_1}
"""The steps that change what an older version wrote; a version that only added parts needs none."""


def _upgrade(data: dict[str, Any], version: int) -> dict[str, Any]:
    """``data`` of format ``version`` as the current version: its steps, then the parts it lacks."""
    for step in range(version, VERSION):
        data = UPGRADES[step](data) if step in UPGRADES else data
    added = {p.key: p.default() for p in PARTS if p.since > version and p.default is not None and p.key not in data}
    return {**data, **added, "version": VERSION}


def _check_keys(data: dict[str, Any]) -> None:
    unknown = data.keys() - set(KEYS)
    if unknown:
        raise CodecError(f"it has parts this program does not know: {', '.join(sorted(unknown))[:200]}")
    missing = [k for k in KEYS if k not in data]
    if missing:
        raise CodecError(f"it lacks {', '.join(missing)}")


def _version(parts: dict[str, msgspec.Raw]) -> int:
    if "format" not in parts or _json(parts["format"]) != FORMAT:
        raise CodecError("it is not a Tabletop saved game")
    version = _json(parts["version"]) if "version" in parts else None
    if type(version) is str:
        raise CodecError(f"its format version is given as the text {version[:20]!r}; it should be a whole number")
    if type(version) is not int or version < 1:
        raise CodecError(f"its format version {str(version)[:20]} is not one Tabletop ever wrote")
    if version > VERSION:
        raise CodecError(f"it was saved by a newer Tabletop (format version {version}; this one reads up to {VERSION})")
    return version


def _snapshot(parts: dict[str, msgspec.Raw]) -> Snapshot:
    """The snapshot the file's parts hold, upgraded to the current version and checked.  An older
    file's parts are upgraded as data and written back as JSON text, so every file is read one way."""
    version = _version(parts)
    if version < VERSION:
        upgraded = _upgrade({key: _json(raw) for key, raw in parts.items()}, version)
        parts = {key: msgspec.Raw(msgspec.json.encode(value)) for key, value in upgraded.items()}
    _check_keys(parts)
    got: dict[str, Any] = {}
    for part in PARTS:
        raw = parts[part.key]
        got[part.key] = part.load(raw if part.raw else _json(raw), got)
    return Snapshot(**{part.field: got[part.key] for part in PARTS if part.field})


def snapshot_from_bytes(data: bytes) -> Snapshot:
    """The snapshot ``data`` holds, upgraded to the current version; raises ``CodecError``."""
    try:
        with collector_paused():
            return _snapshot(_parse(data))
    except RecursionError:
        raise CodecError("it is nested far too deeply") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as slip:
        if isinstance(slip, CodecError):
            raise
        # a check that missed a shape: the file is still what is wrong, and the program goes on
        raise CodecError(f"it holds data of a shape this program cannot read ({type(slip).__name__})") from slip
