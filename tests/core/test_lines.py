"""Lines of play: going back and taking a kept line up again never lose an action, bookmarks travel
with their line, and everything round-trips through the snapshot's keys."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.actions import Action, Announce
from tabletop.core.errors import CodecError
from tabletop.core.lines import FIRST_LINE, MAX_BRANCHES, Lines, full_line
from tabletop.core.lines_codec import bookmarks_from, bookmarks_to_list, branches_to_list, line_name, lines_from
from tabletop.core.model import Seat, build_table

TABLE = build_table([Seat("p1", "Anna", (0, 0, 0))], [], [], [])


def read(data: dict[str, object], length: int) -> Lines:
    """The lines as a snapshot reads its three parts (a missing part takes its default)."""
    got: dict[str, object] = {"initial": TABLE, "log": [None] * length}
    got["line"] = line_name(data.get("line", FIRST_LINE))
    got["bookmarks"] = bookmarks_from(data.get("bookmarks", []), 0, length)
    return lines_from(data.get("branches", []), got)


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

    written = {"line": lines.name, "bookmarks": bookmarks_to_list(lines.bookmarks),
               "branches": branches_to_list(lines.branches)}
    assert read(json.loads(json.dumps(written)), len(table)) == lines


def test_a_kept_line_is_forgotten_only_when_the_players_say_so() -> None:
    a, b, c = (Announce(f"step {k}") for k in range(3))
    lines = Lines().fork([a, b, c], 3, 1).fork([a], 1, 0)
    assert [x.name for x in lines.branches] == ["Line 1", "Line 2"]
    kept = lines.forget(0)
    assert [x.name for x in kept.branches] == ["Line 2"] and kept.name == lines.name
    with pytest.raises(IndexError):
        lines.forget(2)


def test_a_bookmark_has_a_short_name_and_one_to_a_point() -> None:
    lines = Lines().bookmark(3, "  Before   the loan ").bookmark(1, "x" * 80).bookmark(3, "The loan")
    assert [(b.at, b.name) for b in lines.bookmarks] == [(1, "x" * 40), (3, "The loan")]
    assert lines.unmark(3).bookmarks == lines.bookmarks[:1]
    assert lines.cut(2).bookmarks == lines.bookmarks[:1]
    with pytest.raises(ValueError):
        lines.bookmark(2, "   ")


@pytest.mark.parametrize(("data", "words"), [
    ({"line": " "}, "name of its line of play is blank"),
    ({"line": "Line\u0007"}, "not text a player can read"),
    ({"bookmarks": [{"at": 9, "name": "late"}]}, "from 0 to 2"),
    ({"bookmarks": [{"at": 1, "name": "a"}, {"at": 1, "name": "b"}]}, "one to a point"),
    ({"branches": [{"name": "Line 2", "at": 0, "played": 0, "log": []}]}, "a log and bookmarks"),
    ({"branches": [{"name": "Line 2", "at": 0, "played": 0, "log": [], "bookmarks": []}]}, "holds no action"),
    ({"branches": [{"name": "Line 2", "at": 0, "played": 5, "bookmarks": [],
                    "log": [{"kind": "announce", "actor": None, "text": "hi"}]}]}, "count played"),
    ({"branches": [{"name": "Line 1", "at": 0, "played": 0, "bookmarks": [],
                    "log": [{"kind": "announce", "actor": None, "text": "hi"}]}]}, "same name"),
    ({"branches": "many"}, "a list of at most"),
])
def test_a_file_s_lines_are_checked_in_words(data: dict[str, object], words: str) -> None:
    with pytest.raises(CodecError, match=words):
        read(data, 2)


def test_going_back_with_every_kept_line_in_use_is_refused_and_drops_none() -> None:
    table: list[Action] = [Announce(f"action {k}", actor="p1") for k in range(3)]
    lines = Lines()
    for k in range(MAX_BRANCHES):
        lines = lines.fork(table, len(table), 1)
        table[1:] = [Announce(f"again {k}", actor="p1")]
    assert lines.full and len(lines.branches) == MAX_BRANCHES
    with pytest.raises(ValueError, match=f"already {MAX_BRANCHES} lines"):
        lines.fork(table, len(table), 1)
    took, _branch = lines.take_up(0, table, len(table))
    assert len(took.branches) == MAX_BRANCHES, "taking a line up needs no room"


def test_a_file_with_more_kept_lines_than_a_game_keeps_is_refused_in_words() -> None:
    def many(count: int) -> list[dict[str, object]]:  # the reader takes the logs it reads as its own
        return [{"name": f"Line {k + 2}", "at": 0, "played": 1, "bookmarks": [],
                 "log": [{"kind": "announce", "actor": None, "text": "hi"}]} for k in range(count)]

    with pytest.raises(CodecError, match=f"a list of at most {MAX_BRANCHES}"):
        read({"branches": many(MAX_BRANCHES + 1)}, 2)
    assert len(read({"branches": many(MAX_BRANCHES)}, 2).branches) == MAX_BRANCHES
