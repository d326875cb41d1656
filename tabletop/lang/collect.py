"""What ``en.json`` holds: every English source string, gathered from the code and the data.

A string enters the catalogue by being handed, as a literal, to the door (``_``, ``n_``, ``N_``) or to
an engine's ``Refused`` anywhere in the program, or by being data the door translates where it is shown
(key bindings, commands, seat colours, the games' titles and summaries).  ``python -m tabletop.lang``
writes it; a test checks it is current, so a new string cannot ship without reaching the translators.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .catalogues import ENGLISH

if TYPE_CHECKING:
    from ..games.definition import GameDefinition
from .door import Entry

PACKAGE = Path(__file__).resolve().parent.parent
DOOR_CALLS = {"_": 1, "N_": 1, "n_": 2, "Refused": 1}
"""The callables whose leading literal arguments are source strings, with how many they take."""
NOT_SCANNED = ("bench",)
"""Developer tools: what they print is for programmers, never a player."""


@dataclass(frozen=True)
class Found:
    path: Path
    line: int
    text: str
    plural: str | None = None


@dataclass(frozen=True)
class Place:
    """A place in the program's source, named the way an editor finds it."""

    path: Path
    line: int

    def where(self) -> str:
        inside = PACKAGE in self.path.resolve().parents
        return f"{self.path.relative_to(PACKAGE.parent) if inside else self.path}:{self.line}"


@dataclass(frozen=True)
class Bypass(Place):
    """A call to the door whose text is not a literal: it could never be in a catalogue."""

    call: str

    def __str__(self) -> str:
        return f"{self.where()}: {self.call}(...) is given an f-string or text joined by an operator"


def source_modules() -> list[Path]:
    """Every module of the program a player-facing string may come from."""
    return sorted(p for p in PACKAGE.rglob("*.py") if not set(p.relative_to(PACKAGE).parts[:1]) & set(NOT_SCANNED))


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _positions(node: ast.expr) -> Iterator[ast.expr]:
    """The expressions an argument can evaluate to: itself, either side of ``a if c else b`` / ``a or b``,
    or the values of a literal table indexed on the spot."""
    if isinstance(node, ast.IfExp):
        yield from _positions(node.body)
        yield from _positions(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _positions(value)
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        yield from _positions(node.value)
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _positions(value)
    else:
        yield node


def _literals(node: ast.expr) -> Iterator[str]:
    for found in _positions(node):
        if isinstance(found, ast.Constant) and isinstance(found.value, str):
            yield found.value


def scan(path: Path) -> tuple[list[Found], list[Bypass]]:
    """The source strings handed to the door in one module, and the calls that hand it an f-string or text joined
    with ``+`` (neither could ever be a catalogue's key)."""
    found: list[Found] = []
    bypasses: list[Bypass] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _name(node.func)
        if name not in DOOR_CALLS:
            continue
        if any(isinstance(p, (ast.JoinedStr, ast.BinOp)) for a in node.args[:DOOR_CALLS[name]] for p in _positions(a)):
            bypasses.append(Bypass(path, node.lineno, name))
            continue
        if name == "n_" and len(node.args) >= 2:
            ones, others = list(_literals(node.args[0])), list(_literals(node.args[1]))
            if len(ones) == len(others) == 1:
                found.append(Found(path, node.lineno, ones[0], others[0]))
            continue
        found += [Found(path, node.lineno, text) for text in _literals(node.args[0])]
    return found, bypasses


def code_strings() -> tuple[list[Found], list[Bypass]]:
    found: list[Found] = []
    bypasses: list[Bypass] = []
    for path in source_modules():
        more, wrong = scan(path)
        found += more
        bypasses += wrong
    return found, bypasses


def data_strings() -> set[str]:
    """Strings kept as data and translated where they are shown (what no ``N_`` in the code can mark)."""
    from ..games import GAME_MODULES, load_game, provenance
    from ..games.definition import SEAT_COLOR_NAMES, choice_words, option_words

    strings = set(SEAT_COLOR_NAMES)
    for game in GAME_MODULES:
        definition = load_game(game)
        strings |= {text for text in (definition.title, definition.summary) if text}
        for key, values in definition.options.items():
            if isinstance(values, (list, tuple)) and values:
                strings |= {option_words(key)} | {choice_words(str(v)) for v in values}
        strings |= {provenance.section_words(section) for section, _, _ in provenance.section_counts(game)}
        strings |= component_names(definition)
        data = provenance.data_file(game)
        if data is not None:
            strings |= data_names(json.loads(data.read_text(encoding="utf-8")), NAME_KEYS + PRINTED_KEYS.get(game, ()))
    return strings


NAME_KEYS = ("title", "label")
"""The fields of a game's data file that name a thing (a card's title, a building's label)."""
PRINTED_KEYS = {
    "my_village": ("text", "effect", "white_effect"),
    "loyang": ("text",),
    "village": ("text",),
    "robinson": ("text", "effect", "extra", "event", "event_title", "event_effect", "threat_action", "threat_effect",
                 "reward", "reward_1_pawn", "reward_2_pawns", "requirement", "resources"),
}
"""The fields of each game's data file whose words the art prints on a card or a board space."""


def data_names(data: object, keys: tuple[str, ...] = NAME_KEYS) -> set[str]:
    """Every text under one of ``keys`` in a game's data file, at any depth."""
    found: set[str] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key in keys and isinstance(value, str) and (_worded(value) or key not in NAME_KEYS and _abbreviated(value)):
                found.add(value)
            else:
                found |= data_names(value, keys)
    elif isinstance(data, list):
        for value in data:
            found |= data_names(value, keys)
    return found


def component_names(definition: GameDefinition) -> set[str]:
    """The names on the table the game sets up (its largest), a seat's name taken out of them, and the
    words its pieces' data give the art to print (a board space's label and text)."""
    from ..core.names import split
    from ..games.definition import default_seats

    seats = default_seats(definition.max_seats)
    table = definition.setup(seats, 0, dict(definition.options))
    names = [s.name for s in seats]
    labels = {s.label for s in table.specs.values()} | {s.back for s in table.specs.values()}
    labels |= {f for s in table.specs.values() for f in s.faces} | {z.label for z in table.zones.values()}
    found = set()
    for label in labels:
        parts = split(label, names)
        rest = parts[2] if parts is not None else label
        if _worded(rest) and rest not in names:
            found.add(rest)
    printed = NAME_KEYS + PRINTED_KEYS.get(definition.id, ())
    for spec in table.specs.values():  # what a piece's data names, and on a board what its spaces print
        found |= data_names(dict(spec.data), printed if spec.kind == "board" else NAME_KEYS)
    return found


def _abbreviated(text: str) -> bool:
    """Whether a printed text holds an abbreviation to translate ("1 AP": adventure points), not a lone letter."""
    return sum(c.isalpha() for c in text) >= 2


def _worded(text: str) -> bool:
    """Whether ``text`` holds a word to translate (not only digits, signs and card suits)."""
    return any(c.isalpha() for c in text) and not text.isupper() or len(text) > 3 and text.isalpha()


def english_catalogue() -> dict[str, Entry]:
    """What ``en.json`` should hold: every source string mapped to itself (a plural to both forms), sorted."""
    found, _ = code_strings()
    catalogue: dict[str, Entry] = {text: text for text in data_strings()}
    for item in found:
        if item.plural is None:
            catalogue.setdefault(item.text, item.text)
        else:
            catalogue[item.text] = {"one": item.text, "other": item.plural}
    return dict(sorted(catalogue.items()))


def write_english() -> int:
    """Regenerate ``en.json``; the number of strings written."""
    catalogue = english_catalogue()
    ENGLISH.write_text(json.dumps(catalogue, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return len(catalogue)


@dataclass(frozen=True)
class Stray(Place):
    """A sentence in the code that reaches no door: a player would read it untranslated."""

    text: str

    def __str__(self) -> str:
        return f"{self.where()}: {self.text!r}"


DEVELOPER_ERRORS = {"RuntimeError", "AssertionError", "TypeError", "NotImplementedError", "SystemExit", "IndexError",
                    "CatalogueError", "AttributeError", "KeyError", "Broken"}
"""Errors that report a programmer's mistake, a broken build or a damaged save's bookkeeping (``Broken``, whose
words go into a bug report), never something a player did."""


def _prose(text: str) -> bool:
    """Whether ``text`` reads as words for a person: two or more words of letters, not an identifier or a path."""
    words = [w for w in text.split() if any(c.isalpha() for c in w)]
    return len(words) >= 2 and not text.startswith(("#", "@", "--")) and "/" not in text.split()[0]


def _inside(tree: ast.AST) -> set[int]:
    """The ids of string constants the check leaves alone: docstrings, dict keys, values compared against,
    door calls' text and arguments, developer errors, and ``warnings``/argparse help."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            skip.add(id(body[0].value))
        for stmt in body if isinstance(body, list) else ():
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                skip.add(id(stmt.value))  # a bare string after an assignment documents it
        if isinstance(node, ast.Dict):
            skip |= {id(k) for k in node.keys if k is not None}
        if isinstance(node, ast.Compare):  # a value compared with an id ("island tile") is never shown
            skip |= {id(n) for n in (node.left, *node.comparators)} | {
                id(e) for n in node.comparators if isinstance(n, (ast.Tuple, ast.Set, ast.List)) for e in n.elts}
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in DOOR_CALLS or name in DEVELOPER_ERRORS or name in {"add_argument", "warn", "ArgumentParser", "startswith", "endswith",
                                                                          "getLogger", "debug", "info", "warning", "_Parser"}:
                skip |= {id(n) for n in ast.walk(node)}
        if isinstance(node, ast.Raise) and node.exc is not None:
            called = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if _name(called) in DEVELOPER_ERRORS:
                skip |= {id(n) for n in ast.walk(node.exc)}
    return skip


SHOWN_MODULES = ("app.py", "command_line.py", "play.py", "play_lines.py", "game_text.py", "storage.py", "autosave.py",
                 "core/lines.py", "core/describe.py", "core/session.py", "games/provenance.py")
"""The program's modules outside the UI whose words a player reads (messages, log lines, the exported log)."""
ART_TOOLS = ("art/packs.py", "art/sprite_build.py", "art/prerender.py", "art/contact_sheet.py")
"""The art's build and checking tools: what they print is for whoever makes the art, in English."""
CHECKED_ELSEWHERE = ("codec.py", "invariants.py", "data.py", "catalog.py", "moves.py", "box.py", "checks.py", "script.py",
                     "record_json.py")
"""Engine modules that read files and check states: what they say goes into a bug report, in English."""


def shown_modules() -> list[Path]:
    """The modules whose words a player reads: the UI and the program, the core's log and undo words, the
    engine kit, each game's words and refusals, every rules engine but its file and state checks, and the
    art that prints words on cards and boards."""
    def shown(relative: str) -> bool:
        if relative.startswith("games/kit/") and relative.rsplit("/", 1)[-1] in CHECKED_ELSEWHERE:
            return False
        if relative.startswith(("ui/", "games/kit/")) or relative in SHOWN_MODULES:
            return True
        if relative.startswith("art/"):
            return relative not in ART_TOOLS
        name = relative.rsplit("/", 1)[-1]
        if "/rules/" in relative:
            return name not in CHECKED_ELSEWHERE
        return relative.startswith("games/") and (name.startswith(("words", "narration")) or name in (
            "refusals.py", "options.py"))

    return [p for p in source_modules() if shown(p.relative_to(PACKAGE).as_posix())]


ART_TEXT_CALLS = {"text": (0,), "_frame": (2, 3), "frame": (2,), "panel": (6,), "dark_strip": (3, 4), "card_slot": (6,)}
"""The art's calls that print words on a card or board, with the positions of their words: a single word in
capitals (``GRAVEYARD``) is no sentence, but a player reads it as much as one."""


def _art_words(tree: ast.AST, path: Path) -> list[Stray]:
    """Words handed as a bare literal (or an f-string) to a call that prints them on the art."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        places = ART_TEXT_CALLS.get(_name(node.func) or "", ())
        for arg in (node.args[i] for i in places if i < len(node.args)):
            for value in _positions(arg):
                parts = value.values if isinstance(value, ast.JoinedStr) else [value]
                if any(isinstance(p, ast.Constant) and isinstance(p.value, str) and _worded(p.value) for p in parts):
                    found.append(Stray(path, node.lineno, ast.unparse(value)))
    return found


def strays(path: Path, art: bool | None = None) -> list[Stray]:
    """Sentences in ``path`` that no door call wraps (f-strings included: their literal parts), and in the
    art (a module under ``art/`` unless ``art`` says), any word it prints that no door call wraps."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    skip = _inside(tree)
    if art is None:
        art = PACKAGE / "art" in path.resolve().parents
    found = _art_words(tree, path) if art else []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr) and id(node) not in skip:
            text = "".join(str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)
            skip |= {id(v) for v in node.values}
            if _prose(text.replace("{}", "")):
                found.append(Stray(path, node.lineno, text))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip \
                and _prose(node.value):
            found.append(Stray(path, node.lineno, node.value))
    return found
