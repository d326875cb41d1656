"""Autosave: timestamped files, the newest five kept, failures recorded instead of raised."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.autosave import Autosaver, default_autosave_dir
from tabletop.storage import load_snapshot, snapshot_of
from tests.storage.test_snapshot import played


def test_keeps_the_newest_five_in_order(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "auto")
    snap = snapshot_of(played(), "sandbox", {})
    written = [saver.save(replace(snap, saved_at=str(i))) for i in range(8)]
    assert all(written) and saver.problem is None
    assert saver.files() == written[3:]
    assert saver.latest() == written[-1]
    latest = saver.latest()
    assert latest is not None and load_snapshot(latest).saved_at == "7"


def test_latest_unfinished_skips_finished_and_broken_games(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    snap = snapshot_of(played(), "sandbox", {})
    assert saver.latest_unfinished() is None
    going = saver.save(replace(snap, options={"seats": 2}))
    saver.save(replace(snap, options={"finished": True}))
    broken = saver.save(snap)
    assert broken is not None
    broken.write_bytes(b"{torn")
    assert saver.latest_unfinished() == going


def test_a_folder_that_cannot_be_written_is_recorded_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    saver = Autosaver(blocker / "auto")
    assert saver.save(snapshot_of(played(), "sandbox", {})) is None
    assert saver.problem is not None and "Autosave failed" in saver.problem
    assert saver.latest() is None


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
