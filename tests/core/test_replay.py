"""Replay over random tables and random play: it lands on the very table live play had at every step,
seeks anywhere and back to identical tables, shows each seat only its own view, and its turns and
rounds begin where the actors change."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.actions import Announce, MovePiece, RotatePiece
from tabletop.core.chapters import Chapters
from tabletop.core.codec import table_to_dict
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Zone, ZoneKind, build_table
from tabletop.core.replay import Replay
from tabletop.core.session import Session
from tabletop.core.visibility import is_hidden, view_for
from tests.core.tables import gestures, hidden_words, tables


def played(data: st.DataObject, steps: int = 40) -> tuple[Session, list[Table]]:
    """A random game and the table live play had after each recorded action."""
    start = data.draw(tables())
    session = Session(start, seed=data.draw(st.integers(0, 2**32)))
    live = [start]
    for _ in range(data.draw(st.integers(1, steps))):
        if session.dispatch(data.draw(gestures(session.table))).ok:
            live.append(session.table)
    return session, live


def replay_of(session: Session, viewer: str | None = None, open_view: bool = False) -> Replay:
    chapters = Chapters().update(session.actions, session.cursor, session.state_at, session.rules_on_at)
    return Replay(session, chapters, viewer, open_view)


@given(st.data())
def test_every_step_lands_on_the_table_live_play_had(data: st.DataObject) -> None:
    session, live = played(data)
    loaded = Session.replay(session.initial, session.seed, session.actions, session.cursor, session.chance_draws)
    r = replay_of(loaded)
    assert r.length == len(live) - 1 and r.at_end
    assert r.seek(0) == 0 and r.table == live[0]
    for n in range(1, r.length + 1):
        assert r.step(1) == n and r.table == live[n], f"step {n}"
    for n in reversed(range(r.length)):
        assert r.step(-1) == n and r.table == live[n], f"back to {n}"
    assert loaded.cursor == r.length and loaded.table == live[-1], "a replay never moves the session"


@given(st.data())
def test_seeking_anywhere_and_back_gives_identical_tables(data: st.DataObject) -> None:
    session, live = played(data)
    r = replay_of(session)
    for target in data.draw(st.lists(st.integers(-3, len(live) + 3), min_size=1, max_size=12)):
        reached = r.seek(target)
        assert reached == max(0, min(len(live) - 1, target))
        assert r.table == live[reached]
        assert r.log_lines() == session.log_lines(reached)
    assert r.seek(r.length) == len(live) - 1 and r.table == session.table


@given(st.data())
def test_a_replay_shows_each_seat_only_its_own_view(data: st.DataObject) -> None:
    session, live = played(data)
    viewer = data.draw(st.sampled_from([s.id for s in session.table.seats]))
    r = replay_of(session, viewer)
    for n in data.draw(st.lists(st.integers(0, len(live) - 1), min_size=1, max_size=6)):
        r.seek(n)
        view = r.view()
        assert view == view_for(live[n], viewer), "the same view live play draws"
        text = json.dumps(table_to_dict(view), ensure_ascii=False)
        for pid in live[n].pieces:
            if is_hidden(live[n], pid, viewer):
                assert pid not in view.pieces
                if live[n].spec_of(pid).kind == "card":
                    assert not any(word in text for word in hidden_words(live[n], pid)), (viewer, pid)
    assert replay_of(session, viewer, open_view=True).view() is session.table, "open: the whole table"


@given(st.data())
def test_turns_begin_where_the_actor_changes_and_jumps_land_on_them(data: st.DataObject) -> None:
    session, _live = played(data)
    r = replay_of(session)
    starts, last = [], None
    for n, action in enumerate(session.actions):
        if action.actor is not None and action.actor != last:
            starts.append(n)
            last = action.actor
    assert [t.at for t in r.chapters.turns] == starts
    r.seek(0)
    visited = []
    while not r.at_end:
        visited.append(r.next_turn(1))
    assert visited == [s for s in starts if s > 0] + ([r.length] if r.length else [])
    while not r.at_start:
        r.next_turn(-1)
        assert r.position == 0 or r.position in starts


def two_seats() -> Table:
    seats = [Seat("p1", "Anna", (200, 0, 0)), Seat("p2", "Béla", (0, 0, 200))]
    token = PieceSpec("token", "token", "wood token", ("wood",), 12.0, 12.0)
    zones = [Zone("table", ZoneKind.AREA, "table", w=1600.0, h=1000.0)]
    return build_table(seats, [token], zones, [Piece("tok0", "token", "table", 0, 10.0, 10.0)])


def test_rounds_follow_the_engine_when_it_counts_them() -> None:
    start = two_seats()
    session = Session(start, 1)
    for k in range(6):
        assert session.dispatch(Announce(f"step {k}", actor=start.seats[0].id)).ok
    states = {0: None, 1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: "over"}
    chapters = Chapters(lambda s: s if isinstance(s, int) else None, lambda s: s == "over")
    chapters.update(session.actions, 6, states.__getitem__, lambda n: True)
    assert [(r.at, r.number) for r in chapters.rounds] == [(1, 1), (3, 2), (5, 3)]
    assert chapters.over == 6
    chapters.update(session.actions, 4, states.__getitem__, lambda n: True)
    assert [(r.at, r.number) for r in chapters.rounds] == [(1, 1), (3, 2)] and chapters.over is None
    chapters.update(session.actions, 6, states.__getitem__, lambda n: n < 5)
    assert [(r.at, r.number) for r in chapters.rounds] == [(1, 1), (3, 2)], "no round counted while rules are off"
    in_setup = {0: None, 1: None, 2: None}
    setup = Chapters(lambda s: s if isinstance(s, int) else None).update(session.actions, 2, in_setup.__getitem__,
                                                                         lambda n: True)
    assert setup.rounds == [], "a setup before the engine's first round is no round, not a trip around the table"


def test_without_rules_a_round_is_a_trip_around_the_table() -> None:
    start = two_seats()
    session = Session(start, 1)
    order = ["p2", "p1", "p2", "p2", "p1", "p2"]
    for seat in order:
        assert session.dispatch(RotatePiece("tok0", actor=seat)).ok
    chapters = Chapters().update(session.actions, len(order), session.state_at, session.rules_on_at)
    assert [t.at for t in chapters.turns] == [0, 1, 2, 4, 5]
    assert [(r.at, r.number) for r in chapters.rounds] == [(0, 1), (2, 2), (5, 3)]


def test_cut_and_follow_give_back_the_same_line() -> None:
    start = two_seats()
    session = Session(start, 3)
    for x in range(10):
        assert session.dispatch(MovePiece("tok0", "table", float(x * 10), 5.0, actor=start.seats[0].id)).ok
    tables_then = [session.history.table_at(n) for n in range(11)]
    texts, floor = session.log_lines(), session.undo_floor
    dropped = session.cut(4)
    assert len(dropped) == 6 and session.cursor == 4 and len(session.actions) == 4 and not session.can_redo()
    assert session.table == tables_then[4]
    session.follow(dropped, 7)
    assert session.cursor == 7 and session.table == tables_then[7] and session.can_redo()
    session.history.move_to(10)
    assert session.log_lines() == texts and session.undo_floor == floor
