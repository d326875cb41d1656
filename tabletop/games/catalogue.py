"""Card and component tables read from a game's JSON data file, checked field by field.

A player may correct a value by editing the file, so a bad edit must say which file, which card and
which field is wrong, in words ("my_village/cards.json, card 'church-1', field 'points': expected a
whole number, found 'two'"), and nothing else is executed: the file is data only.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SOURCES = ("rulebook", "public", "reconstructed")
MAX_DATA_BYTES = 8 * 1024 * 1024

_TYPE_WORDS = {int: "a whole number", str: "a text", bool: "true or false", float: "a number",
               list: "a list", dict: "an object"}


class CatalogueError(ValueError):
    """A data file that cannot be used, with the place and the problem in plain words."""


@dataclass(frozen=True)
class Field:
    """One column of a catalogue: its type, whether it must be there, and (optionally) its allowed values."""

    type: type | tuple[type, ...]
    required: bool = True
    choices: Sequence[Any] | None = None
    default: Any = None


def _type_word(t: type | tuple[type, ...]) -> str:
    types = t if isinstance(t, tuple) else (t,)
    return " or ".join(_TYPE_WORDS.get(x, x.__name__) for x in types)


def _check(value: Any, spec: Field) -> bool:
    types = spec.type if isinstance(spec.type, tuple) else (spec.type,)
    if isinstance(value, bool) and bool not in types:
        return False
    if float in types and isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, types)


def validate_rows(rows: Any, schema: Mapping[str, Field], where: str, key: str = "id") -> list[dict[str, Any]]:
    """Rows checked against ``schema``; every row also needs ``key`` and a ``source`` tag."""
    if not isinstance(rows, list):
        raise CatalogueError(f"{where}: expected a list of entries, found {type(rows).__name__}")
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    full = {key: Field(str), "source": Field(str, choices=SOURCES), "reference": Field(str, required=False),
            **schema}
    for n, row in enumerate(rows):
        if not isinstance(row, dict):
            raise CatalogueError(f"{where}, entry {n + 1}: expected an object, found {type(row).__name__}")
        name = row.get(key) if isinstance(row.get(key), str) else f"entry {n + 1}"
        label = f"{where}, {key} {name!r}" if name != f"entry {n + 1}" else f"{where}, {name}"
        unknown = sorted(set(row) - set(full))
        if unknown:
            raise CatalogueError(f"{label}: unknown field {unknown[0]!r} (known: {', '.join(sorted(full))})")
        clean: dict[str, Any] = {}
        for fname, fspec in full.items():
            if fname not in row:
                if fspec.required:
                    raise CatalogueError(f"{label}: field {fname!r} is missing")
                clean[fname] = fspec.default
                continue
            value = row[fname]
            if not _check(value, fspec):
                raise CatalogueError(
                    f"{label}, field {fname!r}: expected {_type_word(fspec.type)}, found {json.dumps(value)[:40]}")
            if fspec.choices is not None and value not in fspec.choices:
                allowed = ", ".join(map(str, fspec.choices))
                raise CatalogueError(f"{label}, field {fname!r}: {value!r} is not one of {allowed}")
            clean[fname] = value
        if clean[key] in seen:
            raise CatalogueError(f"{label}: the {key} {clean[key]!r} is used twice")
        seen.add(clean[key])
        out.append(clean)
    return out


def field_place(path: Path, section: str, row: Mapping[str, Any], field: str) -> str:
    """Where a value sits, in the words an error uses: ``cards.json [cards], id 'church-1', field 'cost'``."""
    return f"{path.name} [{section}], id {row['id']!r}, field {field!r}"


def check_amounts(amounts: Any, known: Sequence[str], where: str) -> None:
    """A price or a want such as ``{"coin": 2, "grain": 1}``: known names, whole amounts above 0."""
    if not isinstance(amounts, dict) or not amounts:
        raise CatalogueError(f"{where}: expected an object like {{\"coin\": 2}}, found {amounts!r}"[:160])
    for name, amount in amounts.items():
        if name not in known:
            raise CatalogueError(f"{where}: {name!r} is not one of {', '.join(known)}")
        if type(amount) is not int or amount < 1:
            raise CatalogueError(f"{where}: the amount of {name!r} must be a whole number above 0, found {amount!r}")


def load_json(path: Path) -> Any:
    """A data file's content, or a ``CatalogueError`` naming the file and what is wrong with it."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CatalogueError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_DATA_BYTES:
        raise CatalogueError(f"{path.name}: is too large to be a data file ({len(raw)} bytes)")
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise CatalogueError(f"{path.name}: is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise CatalogueError(f"{path.name}: is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None


def section_rows(data: Any, file: str, section: str, schema: Mapping[str, Field],
                 key: str = "id") -> list[dict[str, Any]]:
    """One section (a list of rows) of an already-read data file ``file``, validated."""
    if not isinstance(data, dict) or section not in data:
        raise CatalogueError(f"{file}: has no section {section!r}")
    return validate_rows(data[section], schema, f"{file} [{section}]", key)


def check_above_zero(path: Path, section: str, row: Mapping[str, Any], names: Sequence[str]) -> None:
    """Counts and sizes: a zero or negative one is a typing slip, named by file, entry and field."""
    for name in names:
        if row[name] <= 0:
            raise CatalogueError(f"{field_place(path, section, row, name)}: must be above 0, found {row[name]}")
