"""Properties of the table core over random tables and random sequences of gestures, undos and redos."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.actions import Action, Batch, DrawFromBag, RollDice, SearchZone
from tabletop.core.codec import (
    LogContext,
    action_from_dict,
    actions_from_list,
    actions_to_list,
    table_from_dict,
    table_to_dict,
)
from tabletop.core.model import Piece, PieceSpec, Seat, Table, Zone, ZoneKind, build_table
from tabletop.core.session import Session
from tabletop.core.visibility import is_hidden, view_for
from tests.core.tables import gestures, hidden_words, tables


def check_invariants(table: Table, start: Table) -> None:
    """Each piece in exactly one zone, agreeing with its own record; nothing made, lost or changed in kind.

    The only zones that come and go are the piles players make, each of two pieces or more in an area.
    """
    where: dict[str, str] = {}
    for zone in table.zones.values():
        for pid in zone.pieces:
            assert pid not in where, f"{pid} is in {where.get(pid)} and {zone.id}"
            where[pid] = zone.id
            assert table.pieces[pid].zone == zone.id
    assert where.keys() == table.pieces.keys() == start.pieces.keys()
    assert {p.id: p.spec for p in table.pieces.values()} == {p.id: p.spec for p in start.pieces.values()}
    assert all(0 <= p.face < len(table.specs[p.spec].faces) for p in table.pieces.values())
    assert start.zones.keys() <= table.zones.keys()
    for zid in table.zones.keys() - start.zones.keys():
        made = table.zones[zid]
        assert made.made_on is not None and len(made.pieces) >= 2, f"{zid} is no made pile of two or more"
        assert table.zones[made.made_on].kind is ZoneKind.AREA


def check_view(table: Table) -> None:
    """No seat's view (nor an onlooker's) carries any trace of a piece it may not identify."""
    for viewer in [s.id for s in table.seats] + [None]:
        view = view_for(table, viewer)
        text = json.dumps(table_to_dict(view), ensure_ascii=False)
        for pid in table.pieces:
            if not is_hidden(table, pid, viewer):
                continue
            words = hidden_words(table, pid) if table.spec_of(pid).kind == "card" else [pid]
            for word in words:
                assert word not in text, f"{viewer}'s view shows {word!r} of hidden {pid}"
        for piece in view.pieces.values():
            if piece.id.startswith("~"):
                assert piece.counter is None and piece.face == 0


def check_log_line(before: Table, after: Table, text: str) -> None:
    """A log line names no card an onlooker could not see before or after the action."""
    for pid in before.pieces:
        if is_hidden(before, pid, None) and is_hidden(after, pid, None) and before.spec_of(pid).kind == "card":
            for word in hidden_words(before, pid):
                assert word not in text, f"log line {text!r} names hidden {pid} ({word})"


def roundtrip_json(data: object) -> object:
    return json.loads(json.dumps(data))


def identified(table: Table) -> dict[str | None, set[str]]:
    """For every seat and an onlooker, the pieces their view shows by their own id."""
    return {viewer: set(view_for(table, viewer).pieces) & set(table.pieces)
            for viewer in [s.id for s in table.seats] + [None]}


def reveals(before: Table, after: Table, action: Action) -> bool:
    """The oracle for undo's floor, from whole views: someone can tell a piece they could not, or chance decided."""
    if isinstance(action, RollDice | DrawFromBag | SearchZone) or (
            isinstance(action, Batch) and any(isinstance(a, RollDice | DrawFromBag | SearchZone) for a in action.actions)):
        return True
    seen_before, seen_after = identified(before), identified(after)
    return any(seen_after[v] - seen_before[v] for v in seen_after)


@given(st.data())
def test_random_play_keeps_every_invariant(data: st.DataObject) -> None:
    start = data.draw(tables())
    session = Session(start, seed=data.draw(st.integers(0, 2**32)))
    timeline = [start]
    floors = [0]
    for _ in range(data.draw(st.integers(1, 30))):
        op = data.draw(st.sampled_from(("act", "act", "act", "undo", "redo")))
        before = session.table
        if op == "undo":
            could = session.cursor > floors[session.cursor]
            assert session.undo() == could
            assert (session.why_no_undo() is None) == (session.cursor > floors[session.cursor])
        elif op == "redo":
            could = session.cursor < len(session.actions)
            assert session.redo() == could
        else:
            n = session.cursor
            outcome = session.dispatch(data.draw(gestures(before)))
            if outcome.ok:
                del timeline[n + 1:], floors[n + 1:]
                timeline.append(session.table)
                assert outcome.action is not None
                floors.append(n + 1 if reveals(before, session.table, outcome.action) else floors[n])
                check_log_line(before, session.table, outcome.text)
            else:
                assert session.table == before and session.cursor == n and outcome.text
        assert session.table == timeline[session.cursor], "undo/redo must land on the recorded table"
        check_invariants(session.table, start)
        check_view(session.table)

    replayed = Session.replay(start, session.seed, session.actions, session.cursor, session.chance_draws)
    assert replayed.table == session.table
    assert replayed.log_lines() == session.log_lines()

    ctx = LogContext.of(start)
    encoded = roundtrip_json(actions_to_list(session.actions))
    assert actions_from_list(encoded, ctx) == session.actions
    assert [action_from_dict(item, ctx) for item in encoded] == session.actions  # the careful path agrees
    for table in (start, session.table):
        assert table_from_dict(roundtrip_json(table_to_dict(table))) == table

    end = len(session.actions)
    while session.redo():
        pass
    while session.undo():
        pass
    assert session.cursor == floors[end] and session.table == timeline[floors[end]]
    while session.redo():
        pass
    assert session.cursor == end and session.table == timeline[end]


def _dice_table() -> Table:
    die = PieceSpec("d", "die", "weather die", ("sun", "rain", "snow", "beast", "storm", "fog"), 18.0, 18.0)
    return build_table([Seat("p1", "Anna", (1, 2, 3))], [die], [Zone("table", ZoneKind.AREA, "table", w=500, h=500)],
                       [Piece(f"d{i}", "d", "table") for i in range(3)])


def test_undo_redo_never_rolls_again() -> None:
    session = Session(_dice_table(), seed=4)
    rolled = session.dispatch(RollDice(("d0", "d1", "d2"), actor="p1"))
    assert rolled.ok and rolled.text.startswith("Anna rolled the weather dice: ")
    faces = [session.table.pieces[f"d{i}"].face for i in range(3)]
    draws = session.chance_draws
    for _ in range(5):
        session.undo()
        session.redo()
    assert [session.table.pieces[f"d{i}"].face for i in range(3)] == faces
    assert session.chance_draws == draws
    session.undo()
    again = session.dispatch(RollDice(("d0", "d1", "d2"), actor="p1"))
    assert again.ok and session.chance_draws == draws + 1


def test_same_seed_same_rolls_different_seed_differs() -> None:
    def rolls(seed: int) -> list[tuple[int, ...]]:
        session = Session(_dice_table(), seed=seed)
        out = []
        for _ in range(8):
            outcome = session.dispatch(RollDice(("d0", "d1", "d2")))
            assert isinstance(outcome.action, RollDice) and outcome.action.results is not None
            out.append(outcome.action.results)
        return out

    assert rolls(1) == rolls(1)
    assert rolls(1) != rolls(2)
