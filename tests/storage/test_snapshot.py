"""Snapshots: exact bytes, atomic saves with a backup, upgrades of old files, and refusals that touch nothing.

``tests/data/snapshot_v1.json`` is a version 1 file (specs inside each table, no options, chance
count or save time), ``snapshot_v2.json`` a version 2 file (no ``reproducible`` or ``play``),
``snapshot_v3.json`` a version 3 file (a reproducible game, Béla at the computer, Anna's seat
played by a bot; no lines of play) and ``snapshot_v4.json`` the current format (the same, on its
second line of play, with a bookmark, and the first line kept with one of its own); all hold the
same small game (six actions, the last one undone).  A new format
version adds its own fixture here.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from msgspec.structs import replace

from tabletop.core.actions import DrawCards, FlipPiece, MakePile, MovePiece, RollDice, RotatePiece, Shuffle
from tabletop.core.lines import MAX_BRANCHES, Lines
from tabletop.core.session import Session
from tabletop.storage import (
    MAX_FILE_BYTES,
    SnapshotError,
    decode_snapshot,
    encode_snapshot,
    load_snapshot,
    save_snapshot,
    session_from,
    snapshot_of,
)
from tests.core.test_codec import small_table

DATA = Path(__file__).resolve().parents[1] / "data"


def played() -> Session:
    session = Session(small_table(), seed=99)
    for action in (RollDice(("die",), actor="p1"), Shuffle("deck", actor="p2"), DrawCards("deck", "hand:p1", 1, actor="p1"),
                   MovePiece("k1", "table", 100.0, 100.0, actor="p1"), RotatePiece("k1", actor="p2")):
        assert session.dispatch(action).ok
    session.undo()
    return session


def test_save_load_save_gives_identical_bytes(tmp_path: Path) -> None:
    snap = snapshot_of(played(), "sandbox", {"seats": 2})
    first = tmp_path / "game.json"
    save_snapshot(first, snap)
    loaded = load_snapshot(first)
    assert loaded == snap
    second = tmp_path / "again.json"
    save_snapshot(second, loaded)
    assert first.read_bytes() == second.read_bytes()
    data = json.loads(first.read_bytes())
    assert (data["format"], data["version"]) == ("tabletop.snapshot", 4)


def test_loaded_session_continues_with_undo_redo_and_the_same_chance(tmp_path: Path) -> None:
    live = played()
    path = tmp_path / "game.json"
    save_snapshot(path, snapshot_of(live, "sandbox", {}))
    restored = session_from(load_snapshot(path), None)
    assert restored.table == live.table and restored.cursor == live.cursor
    assert restored.log_lines() == live.log_lines()
    assert restored.redo() and live.redo() and restored.table == live.table
    a = live.dispatch(RollDice(("die",)))
    b = restored.dispatch(RollDice(("die",)))
    assert a.action == b.action


def test_save_keeps_the_previous_file_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = played()
    save_snapshot(path, snapshot_of(session, "sandbox", {}))
    old = path.read_bytes()
    session.redo()
    save_snapshot(path, snapshot_of(session, "sandbox", {}))
    assert (tmp_path / "game.json.bak").read_bytes() == old
    assert path.read_bytes() != old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_save_into_a_missing_folder_is_a_snapshot_error(tmp_path: Path) -> None:
    with pytest.raises(SnapshotError, match="cannot be saved"):
        save_snapshot(tmp_path / "no" / "such" / "game.json", snapshot_of(played(), "sandbox", {}))


def test_a_game_state_that_is_not_json_cannot_be_saved() -> None:
    snap = replace(snapshot_of(played(), "sandbox", {}), game_state={"seen": {1, 2}})
    with pytest.raises(SnapshotError, match="not JSON data"):
        encode_snapshot(snap)


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_every_old_version_still_loads(version: int) -> None:
    path = DATA / f"snapshot_v{version}.json"
    snap = load_snapshot(path)
    session = session_from(snap, None)
    assert session.table == snap.table and snap.cursor == len(snap.actions) - 1
    assert snap.chance_draws == 3 and snap.game == "sandbox"


@pytest.mark.parametrize("version", [1, 2, 3])
def test_old_versions_upgrade_to_the_current_file(version: int) -> None:
    upgraded = load_snapshot(DATA / f"snapshot_v{version}.json")
    current = load_snapshot(DATA / "snapshot_v4.json")
    assert upgraded.lines == Lines(), "an older file has one line of play and no bookmark"
    if version < 3:
        assert upgraded.reproducible is False and upgraded.play == {"holder": None, "bots": {}}
    assert replace(upgraded, options=current.options, saved_at=current.saved_at, reproducible=True,
                   play=current.play, lines=current.lines) == current
    assert (current.reproducible, current.play) == (True, {"holder": "p2", "bots": {"p1": "normal"}})
    assert [(b.at, b.name) for b in current.lines.bookmarks] == [(2, "After the shuffle")]
    assert [(b.name, b.at, b.end) for b in current.lines.branches] == [("Line 1", 4, 5)]
    assert encode_snapshot(current) == (DATA / "snapshot_v4.json").read_bytes()


def test_who_plays_and_reproducibility_are_saved(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_snapshot(path, snapshot_of(played(), "sandbox", {}, play={"holder": "p1", "bots": {"p2": "hard"}},
                                    reproducible=True))
    loaded = load_snapshot(path)
    assert loaded.play == {"holder": "p1", "bots": {"p2": "hard"}} and loaded.reproducible is True
    assert load_snapshot(DATA / "snapshot_v3.json").play["holder"] == "p2"


def wrong(path: Path, data: bytes, words: str) -> None:
    path.write_bytes(data)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with pytest.raises(SnapshotError, match=words) as caught:
        load_snapshot(path)
    assert str(path) in str(caught.value)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def good_dict() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "snapshot_v4.json").read_bytes())
    return data


def mutated(change: Any) -> bytes:
    data = good_dict()
    change(data)
    return json.dumps(data).encode()


def chess(data: dict[str, Any]) -> None:
    for part in (data, data["initial"], data["table"]):
        part["game"] = "chess"


def no_seats(data: dict[str, Any]) -> None:
    for table in (data["initial"], data["table"]):
        table["seats"] = []
        table["zones"] = [z for z in table["zones"] if z[1] != "hand"]
        for piece in table["pieces"]:
            piece[6] = None


CASES = [
    (b"", "cut short"),
    ((DATA / "snapshot_v2.json").read_bytes()[:300], "cut short"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
    (b"hello, world", "not valid JSON"),
    (b'{"name": "a package.json", "version": "1.0"}', "not a Tabletop saved game"),
    (b"[1, 2, 3]", "not a Tabletop saved game"),
    (mutated(lambda d: d.update(version=5)), "newer Tabletop"),
    (mutated(lambda d: d.update(version="3")), "version is given as the text '3'; it should be a whole number"),
    (mutated(chess), "a game of chess, which this Tabletop does not have"),
    (mutated(lambda d: d["table"]["seats"][0].__setitem__(1, "An\x00na")), "U\\+0000"),
    (mutated(lambda d: d["initial"]["seats"][1].__setitem__(1, "\u202eBéla")), "U\\+202E"),
    (mutated(lambda d: d["log"][3].update(label="x" * 100_000)), "its label should be a text of at most 1000 characters"),
    (mutated(lambda d: d["specs"].append(["b", "board", "board", ["b"], 9.0, 9.0, [], "", [], None,
                                          {"spaces": [{"y": 1, "w": 2, "h": 3}]}])), "need a number x"),
    (mutated(lambda d: d["specs"][0][10].update(capacity=10**9)), "capacity should be a whole number"),
    (mutated(no_seats), "no seats"),
    (mutated(lambda d: d["table"]["zones"].pop()), "private hand zone"),
    (mutated(lambda d: d["play"].update(holder="p7")), "p7, is not a seat of the table"),
    (mutated(lambda d: d["play"].update(bots={"p1": "godlike"})), "godlike, not one of easy, normal, hard"),
    (mutated(lambda d: d["log"].extend([{"kind": "rotate", "piece": "k1", "by": 90}] * 10_001)), "at most 10000"),
    (mutated(lambda d: d.update(version=0)), "version 0"),
    (mutated(lambda d: d["log"][0].update(pieces=["ghost"])), "not on this table"),
    (mutated(lambda d: d["table"]["zones"][2][10].append(d["table"]["zones"][0][10][0])), "two places"),
    (mutated(lambda d: d["table"]["pieces"][0].__setitem__(2, 7)), "its current table: piece .* lies on face 7"),
    (mutated(lambda d: d["initial"]["pieces"][0].__setitem__(2, -4)), "its opening table: piece 1: its face should be a whole number of at least 0"),
    (mutated(lambda d: d.update(cursor=99)), "undo position"),
    (mutated(lambda d: d.pop("initial")), "lacks initial"),
    (mutated(lambda d: d.update(seed=10**30)), "seed"),
    (mutated(lambda d: d["branches"].extend([d["branches"][0]] * MAX_BRANCHES)), f"a list of at most {MAX_BRANCHES}"),
    (mutated(lambda d: d["branches"][0].update(at=7)), "starting point of its kept line 1"),
    (mutated(lambda d: d["bookmarks"][0].update(name="")), "a name of its bookmarks is blank"),
    (b'{"format": "tabletop.snapshot", "version": 2, "seed": NaN}', "not a number"),
    (b'{"format": "tabletop.snapshot", "version": 3, "game": "sandbox\\ud800"}', "not valid JSON"),
    (b'{"format": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested far too deeply"),
    (b'{"format": "tabletop.snapshot", "version": 2, "seed": ' + b"9" * 5000 + b"}", "out of bounds"),
    ((DATA / "snapshot_v4.json").read_bytes().replace(b'"log":[', b'"log":[1e999,', 1),
     "action 1 of the log: it should be a number, not one that large"),
]


@pytest.mark.parametrize("data,words", CASES, ids=[w for _, w in CASES])
def test_wrong_files_raise_one_error_and_stay_untouched(tmp_path: Path, data: bytes, words: str) -> None:
    wrong(tmp_path / "game.json", data, words)


def test_a_huge_file_is_refused_before_it_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 10)
    with pytest.raises(SnapshotError, match="larger than"):
        load_snapshot(path)


def test_a_file_of_countless_tiny_parts_is_refused() -> None:
    with pytest.raises(SnapshotError, match="far more parts"):
        decode_snapshot(b"[" + b"0," * 5_000_000 + b"0]", "many.json")


def test_a_missing_file_is_a_snapshot_error(tmp_path: Path) -> None:
    with pytest.raises(SnapshotError, match="cannot be read"):
        load_snapshot(tmp_path / "gone.json")


def test_a_log_that_does_not_replay_offers_the_table_alone() -> None:
    snap = snapshot_of(played(), "sandbox", {})
    broken = replace(snap, actions=[FlipPiece("k1", face=1), *snap.actions[1:]])
    broken.actions.insert(0, MovePiece("die", "deck", 0.0, 0.0))
    broken.actions.insert(0, DrawCards("deck", "hand:p1", 3))
    with pytest.raises(SnapshotError, match="does not replay") as caught:
        session_from(broken, None)
    assert "opened on its own" in str(caught.value)
    alone = session_from(broken.table_only(), None)
    assert alone.table == snap.table and alone.actions == []


def test_a_log_that_leads_elsewhere_than_the_saved_table_is_refused() -> None:
    snap = snapshot_of(played(), "sandbox", {})
    with pytest.raises(SnapshotError, match="does not lead to the saved table"):
        session_from(replace(snap, table=snap.initial), None)


def test_saved_files_are_plain_json_never_code(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_snapshot(path, snapshot_of(played(), "sandbox", {}))
    text = path.read_text(encoding="utf-8")
    assert json.loads(text)["format"] == "tabletop.snapshot"
    assert os.path.getsize(path) == len(text.encode("utf-8"))


def test_a_game_with_a_made_pile_saves_loads_and_goes_on(tmp_path: Path) -> None:
    session = Session(small_table(), seed=5)
    for action in (MovePiece("k1", "table", 100.0, 100.0), MovePiece("k2", "table", 300.0, 300.0),
                   MakePile("k1", ("k2",), actor="p1")):
        assert session.dispatch(action).ok
    path = tmp_path / "game.json"
    save_snapshot(path, snapshot_of(session, "sandbox", {}))
    assert json.loads(path.read_bytes())["version"] == 4
    restored = session_from(load_snapshot(path), None)
    assert restored.table == session.table and restored.table.zones["pile-1"].made_on == "table"
    assert restored.log_lines() == session.log_lines()
    assert restored.undo() and "pile-1" not in restored.table.zones

    alone = session_from(load_snapshot(path).table_only(), None)
    assert alone.dispatch(MovePiece("k2", "table", 500.0, 500.0)).ok and "pile-1" not in alone.table.zones
    assert alone.dispatch(MakePile("k2", ("k1",))).ok and alone.table.zones["pile-1"].center == (500.0, 500.0)
    save_snapshot(path, snapshot_of(alone, "sandbox", {}))
    again = session_from(load_snapshot(path), None)
    assert again.table == alone.table and again.table.zones["pile-1"].pieces == ("k2", "k1")
    assert again.undo() and again.undo() and again.table == session.table


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + (DATA / "snapshot_v3.json").read_bytes())
    assert load_snapshot(path) == load_snapshot(DATA / "snapshot_v3.json")


def test_a_key_given_twice_keeps_the_last_one_as_the_format_notes_say(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b'{"seed": 1,' + (DATA / "snapshot_v3.json").read_bytes()[1:])
    assert load_snapshot(path).seed == load_snapshot(DATA / "snapshot_v3.json").seed
    from tabletop.core import snapshot

    assert "the last one wins" in (snapshot.__doc__ or "")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    with pytest.raises(SnapshotError, match="not a regular file") as caught:
        load_snapshot(pipe)
    assert str(pipe) in str(caught.value)


def test_an_unknown_game_is_named_without_stray_quotes(tmp_path: Path) -> None:
    path = tmp_path / "chess.json"
    path.write_bytes(mutated(chess))
    with pytest.raises(SnapshotError) as caught:
        load_snapshot(path)
    assert str(path) in str(caught.value) and "'chess'" not in str(caught.value) and "chess" in str(caught.value)


def test_opening_a_game_frees_what_cycles_held_and_a_load_leaves_the_collector_as_it_was(tmp_path: Path) -> None:
    """Games replaced on screen live in reference cycles: opening a saved game collects them first."""
    import gc
    import weakref

    from tabletop.play import GameInPlay

    class Old:
        pass

    old = Old()
    old.me = old  # type: ignore[attr-defined]
    gone = weakref.ref(old)
    del old
    path = tmp_path / "game.json"
    save_snapshot(path, snapshot_of(played(), "sandbox", {}))
    gc.disable()
    try:
        GameInPlay.load(path)
        assert gone() is None and not gc.isenabled()
    finally:
        gc.enable()
    load_snapshot(path)
    assert gc.isenabled()
