"""Lines of play: going back and taking a kept line up again never lose an action, bookmarks travel
with their line, and everything round-trips through the snapshot's keys."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.actions import Action, Announce
from tabletop.core.errors import CodecError
from tabletop.core.lines import Lines, full_line
from tabletop.core.lines_codec import lines_from, lines_to_dict
from tabletop.core.log_columns import LogContext
from tabletop.core.model import Seat, build_table


def extended_by(known: tuple[Action, ...], line: list[Action]) -> bool:
    return tuple(line[: len(known)]) == known


@given(st.data())
def test_going_back_and_taking_lines_up_loses_no_action_and_no_bookmark(data: st.DataObject) -> None:
    table: list[Action] = []
    cursor = 0
    lines = Lines()
    known: set[tuple[Action, ...]] = set()
    marks: set[tuple[tuple[Action, ...], int, str]] = set()
    made = 0
    for _ in range(data.draw(st.integers(1, 40))):
        op = data.draw(st.sampled_from(("act", "act", "act", "undo", "mark", "fork", "take")))
        if op == "act" and cursor == len(table):
            made += 1
            table.append(Announce(f"action {made}", actor="p1"))
            cursor += 1
        elif op == "undo" and cursor > 0:
            cursor -= 1
        elif op == "mark":
            at = data.draw(st.integers(0, len(table)))
            name = f"mark {made}-{at}"
            lines = lines.bookmark(at, name)
            marks.add((tuple(table[:at]), at, name))
        elif op == "fork":
            at = data.draw(st.integers(0, cursor))
            known.add(tuple(table))
            before = lines
            lines = lines.fork(table, cursor, at)
            if lines is not before:
                assert lines.branches[-1].actions == tuple(table[at:]) and lines.branches[-1].end == cursor
                del table[at:]
                cursor = at
        elif op == "take" and lines.branches:
            known.add(tuple(table))
            index = data.draw(st.integers(0, len(lines.branches) - 1))
            wanted = full_line(table, lines.branches[index])
            lines, branch = lines.take_up(index, table, cursor)
            table = wanted
            cursor = branch.end
            assert cursor <= len(table)
        every = [table] + [full_line(table, b) for b in lines.branches]
        for line in known:
            assert any(extended_by(line, kept) for kept in every), "a line of play was lost"
        names = [lines.name] + [b.name for b in lines.branches]
        assert len(set(names)) == len(names)
        for b in lines.branches:
            assert 0 <= b.at <= len(table) and 0 <= b.played <= len(b.actions)
            assert all(b.at < m.at <= b.at + len(b.actions) for m in b.bookmarks)
    on_lines = [(table, lines.bookmarks)] + [(full_line(table, b), b.bookmarks) for b in lines.branches]
    for prefix, at, name in marks:
        holders = [m for line, ms in on_lines if extended_by(prefix, line) for m in ms if m.at == at]
        assert holders, f"the bookmark {name!r} left its line"

    ctx = LogContext.of(build_table([Seat("p1", "Anna", (0, 0, 0))], [], [], []))
    again = lines_from(json.loads(json.dumps(lines_to_dict(lines))), ctx, len(table))
    assert again == lines


def test_a_bookmark_has_a_short_name_and_one_to_a_point() -> None:
    lines = Lines().bookmark(3, "  Before   the loan ").bookmark(1, "x" * 80).bookmark(3, "The loan")
    assert [(b.at, b.name) for b in lines.bookmarks] == [(1, "x" * 40), (3, "The loan")]
    assert lines.unmark(3).bookmarks == lines.bookmarks[:1]
    assert lines.cut(2).bookmarks == lines.bookmarks[:1]
    with pytest.raises(ValueError):
        lines.bookmark(2, "   ")


@pytest.mark.parametrize(("data", "words"), [
    ({"line": ""}, "line of play's name"),
    ({"bookmarks": [{"at": 9, "name": "late"}]}, "from 0 to 2"),
    ({"bookmarks": [{"at": 1, "name": "a"}, {"at": 1, "name": "b"}]}, "one to a point"),
    ({"branches": [{"name": "Line 2", "at": 0, "played": 0, "log": []}]}, "a log and bookmarks"),
    ({"branches": [{"name": "Line 2", "at": 0, "played": 5, "bookmarks": [],
                    "log": [{"kind": "announce", "actor": None, "text": "hi"}]}]}, "count played"),
    ({"branches": [{"name": "Line 1", "at": 0, "played": 0, "bookmarks": [],
                    "log": [{"kind": "announce", "actor": None, "text": "hi"}]}]}, "same name"),
    ({"branches": "many"}, "a list of at most"),
])
def test_a_file_s_lines_are_checked_in_words(data: dict[str, object], words: str) -> None:
    ctx = LogContext.of(build_table([Seat("p1", "Anna", (0, 0, 0))], [], [], []))
    with pytest.raises(CodecError, match=words):
        lines_from(data, ctx, 2)
