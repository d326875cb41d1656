"""The lines of play and the bookmarks in a snapshot: three parts of the file, written and checked.

::

    "line": "Line 2",
    "bookmarks": [{"at": 57, "name": "Before the loan"}],
    "branches": [{"name": "Line 1", "at": 40, "played": 96, "log": [...actions...],
                  "bookmarks": [{"at": 101, "name": "The turnip"}]}]

``line`` names the line on the table, ``bookmarks`` are its own, ``branches`` the lines kept beside
it (``core.lines``).  A branch's ``log`` holds its own actions only (it shares the table line's first
``at``) and is read by the same careful decoder as the main log.  What is checked here is the shape:
positions within their line, names a player can read, counts bounded.  Whether a branch still
replays is found when a player takes it up, which refuses it in words and changes nothing.
"""

from __future__ import annotations

from typing import Any

from .action_codec import LogContext, actions_from_list, actions_to_list
from .errors import CodecError
from .jsondata import name
from .lines import MAX_BOOKMARK_NAME, MAX_BRANCHES, Bookmark, Branch, Lines

MAX_BOOKMARKS = 1000
BRANCH_KEYS = {"name", "at", "played", "log", "bookmarks"}


def bookmarks_to_list(marks: tuple[Bookmark, ...]) -> list[dict[str, Any]]:
    return [{"at": b.at, "name": b.name} for b in marks]


def branches_to_list(branches: tuple[Branch, ...]) -> list[dict[str, Any]]:
    return [{"name": b.name, "at": b.at, "played": b.played, "log": actions_to_list(b.actions),
             "bookmarks": bookmarks_to_list(b.bookmarks)} for b in branches]


def line_name(value: Any, where: str = "the name of its line of play") -> str:
    if type(value) is str and not value.strip():
        raise CodecError(f"{where} is blank")
    return name(value, where, MAX_BOOKMARK_NAME)


def bookmarks_from(value: Any, low: int, high: int, where: str = "its bookmarks") -> tuple[Bookmark, ...]:
    """Bookmarks at points from ``low`` to ``high``, in order, one to a point."""
    if type(value) is not list or len(value) > MAX_BOOKMARKS:
        raise CodecError(f"{where} should be a list of at most {MAX_BOOKMARKS}")
    marks = []
    for item in value:
        if type(item) is not dict or item.keys() != {"at", "name"}:
            raise CodecError(f"{where} should each have a point and a name")
        marks.append(Bookmark(_whole(item["at"], low, high, f"a point of {where}"),
                              line_name(item["name"], f"a name of {where}")))
    ats = [b.at for b in marks]
    if ats != sorted(set(ats)):
        raise CodecError(f"{where} should be in order, one to a point")
    return tuple(marks)


def lines_from(value: Any, got: dict[str, Any]) -> Lines:
    """The lines of a file: its ``branches`` (``value``) with the ``line`` and ``bookmarks`` read before."""
    length = len(got["log"])
    if type(value) is not list or len(value) > MAX_BRANCHES:
        raise CodecError(f"its kept lines of play should be a list of at most {MAX_BRANCHES}")
    ctx = LogContext.of(got["initial"])
    branches = []
    for k, item in enumerate(value):
        where = f"kept line {k + 1}"
        if type(item) is not dict or item.keys() != BRANCH_KEYS:
            raise CodecError(f"its {where} should have a name, a starting point, a count played, a log and bookmarks")
        at = _whole(item["at"], 0, length, f"starting point of its {where}")
        log = actions_from_list(item["log"], ctx)
        if not log:
            raise CodecError(f"its {where} holds no action")
        played = _whole(item["played"], 0, len(log), f"count played of its {where}")
        marks = bookmarks_from(item["bookmarks"], at + 1, at + len(log), f"the bookmarks of its {where}")
        branches.append(Branch(line_name(item["name"], f"the name of its {where}"), at, tuple(log), played, marks))
    names = [got["line"], *(b.name for b in branches)]
    if len(set(names)) != len(names):
        raise CodecError("two of its lines of play have the same name")
    return Lines(got["line"], got["bookmarks"], tuple(branches))


def _whole(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise CodecError(f"the {what} should be a whole number from {low} to {high}, not {str(value)[:40]}")
    return value
