"""Autosave: written off the event loop, five kept per game, failures recorded, resume only after a crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from msgspec.structs import replace

from tabletop.autosave import Autosaver, default_autosave_dir
from tabletop.storage import save_snapshot, snapshot_of
from tests.storage.test_snapshot import played


def test_keeps_the_newest_five_of_each_game_in_order(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "auto")
    snap = snapshot_of(played(), "sandbox", {})
    written = []
    for i in range(8):
        for game in ("sandbox", "loyang"):
            written.append(saver.save(replace(snap, game=game, saved_at=str(i))))
            saver.flush()
    assert all(written) and saver.problem is None
    assert saver.files() == sorted(written[6:], key=lambda p: p.name)
    assert {p.parent.name for p in saver.files()} == {"sandbox", "loyang"}
    assert len(list((tmp_path / "auto" / "loyang").glob("autosave-*.json"))) == 5
    latest = saver.latest()
    assert latest is not None and json.loads(latest.read_bytes())["saved_at"] == "7" and latest.parent.name == "loyang"


def test_the_write_happens_on_another_thread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The caller returns at once; the file appears when the writer is done."""
    release = threading.Event()
    writers: list[str] = []

    def slow_save(path: Path, snapshot: object, durable: bool = True) -> None:
        writers.append(threading.current_thread().name)
        release.wait(5)
        save_snapshot(path, snapshot, durable)  # type: ignore[arg-type]

    monkeypatch.setattr("tabletop.storage.save_snapshot", slow_save)
    saver = Autosaver(tmp_path)
    path = saver.save(snapshot_of(played(), "sandbox", {}))
    assert path is not None and not path.exists()
    release.set()
    saver.flush()
    assert path.exists() and writers == ["autosave"]


def test_a_players_save_waits_for_the_disk_and_an_autosave_does_not(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A power cut may take back the newest autosave (the resume then offers the one before, as with a
    torn file below), never a save the player made."""
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))
    snap = snapshot_of(played(), "sandbox", {})
    saver = Autosaver(tmp_path / "auto")
    assert saver.save(snap) is not None
    saver.flush()
    assert saver.problem is None and saver.files() and synced == []
    save_snapshot(tmp_path / "mine.json", snap)
    assert len(synced) == 2, "the file, then the folder that names it"


def test_latest_unfinished_skips_finished_and_broken_games(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    snap = snapshot_of(played(), "sandbox", {})
    assert saver.latest_unfinished() is None
    going = saver.save(replace(snap, options={"seats": 2}))
    saver.flush()
    saver.save(replace(snap, options={"finished": True}))
    saver.flush()
    broken = saver.save(snap)
    saver.flush()
    assert broken is not None
    broken.write_bytes(b"{torn")
    assert saver.latest_unfinished() == going


def test_resume_is_offered_after_a_crash_but_not_after_a_clean_close(tmp_path: Path) -> None:
    snap = snapshot_of(played(), "sandbox", {})
    first = Autosaver(tmp_path)
    first.save(snap)
    first.close(clean=True)
    assert Autosaver(tmp_path).latest_unfinished() is None, "a clean close offers no resume"
    script = ("import sys, os; from tabletop.autosave import Autosaver; from tabletop.storage import load_snapshot; "
              "a = Autosaver(sys.argv[1]); a.save(load_snapshot(sys.argv[2])); a.flush(); os._exit(1)")
    game = tmp_path / "game.json"
    save_snapshot(game, snap)
    subprocess.run([sys.executable, "-c", script, str(tmp_path), str(game)], check=False,
                   cwd=Path(__file__).resolve().parents[2])
    after = Autosaver(tmp_path)
    assert after.crashed and after.latest_unfinished() is not None
    after.close(clean=True)
    subprocess.run([sys.executable, "-c", "import os, sys; from tabletop.autosave import Autosaver; "
                    "Autosaver(sys.argv[1]); os._exit(1)", str(tmp_path)], check=False,
                   cwd=Path(__file__).resolve().parents[2])
    quiet = Autosaver(tmp_path)
    assert quiet.crashed and quiet.latest_unfinished() is None, "a crash on the start screen resumes nothing left properly"


def test_a_start_removes_what_interrupted_saves_left(tmp_path: Path) -> None:
    folder = tmp_path / "sandbox"
    folder.mkdir()
    gone = 2**22 + 12345  # beyond any pid this machine gives out
    debris = [folder / f".autosave-1.json.{gone}.k2j4.tmp", folder / f".autosave-1.json.{gone}.bak.tmp",
              folder / ".autosave-2.json.old9x.tmp"]
    kept = [folder / f".autosave-3.json.{os.getpid()}.abcd.tmp", folder / ".notes.tmp", folder / "autosave-4.json"]
    for path in debris + kept:
        path.write_bytes(b"x")
    Autosaver(tmp_path)
    assert [p for p in debris if p.exists()] == [] and all(p.exists() for p in kept)


def test_a_folder_that_cannot_be_written_is_recorded_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    saver = Autosaver(blocker / "auto")
    assert saver.save(snapshot_of(played(), "sandbox", {})) is None
    assert saver.problem is not None and "Autosave failed" in saver.problem
    assert saver.latest() is None


def test_a_failed_background_write_is_reported_at_the_next_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(path: Path, snapshot: object, durable: bool = True) -> None:
        raise OSError(28, "No space left on device")

    saver = Autosaver(tmp_path)
    monkeypatch.setattr("tabletop.storage.save_snapshot", full_disk)
    assert saver.save(snapshot_of(played(), "sandbox", {})) is not None
    saver.flush()
    assert saver.save(snapshot_of(played(), "sandbox", {})) is None and "No space" in (saver.problem or "")


def test_an_unexpected_error_in_the_writer_is_reported_and_quitting_does_not_wait_for_ever(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def slip(path: Path, snapshot: object, durable: bool = True) -> None:
        raise KeyError("a bug")

    saver = Autosaver(tmp_path)
    monkeypatch.setattr("tabletop.storage.save_snapshot", slip)
    assert saver.save(snapshot_of(played(), "sandbox", {})) is not None
    saver.close(clean=True)  # returns: the writer ended although its save raised
    assert "KeyError" in (saver.problem or "")
    monkeypatch.undo()
    assert saver.save(snapshot_of(played(), "sandbox", {})) is None, "the failure is reported at the next save"
    saver.flush()
    assert saver.files(), "and the writer works again"


@pytest.mark.skipif(os.name == "nt" or os.geteuid() == 0, reason="root and Windows ignore the read-only bit")
def test_a_read_only_folder_is_recorded_not_raised(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        saver = Autosaver(tmp_path)
        assert saver.save(snapshot_of(played(), "sandbox", {})) is None and saver.problem
    finally:
        tmp_path.chmod(0o700)


def test_the_data_folder_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    assert default_autosave_dir() == tmp_path / "autosave"
    monkeypatch.delenv("TABLETOP_DATA_DIR")
    assert default_autosave_dir().name == "autosave" and "Tabletop" in str(default_autosave_dir())


def test_keep_must_be_positive(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Autosaver(tmp_path, keep=0)
