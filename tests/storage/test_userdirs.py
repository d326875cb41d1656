"""Saves, autosaves, packs and art land in the folders the README names, or where the variables say."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from tabletop import userdirs
from tabletop.autosave import default_autosave_dir


def test_without_overrides_both_folders_use_one_app_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(userdirs.DATA_ENV, raising=False)
    monkeypatch.delenv(userdirs.CACHE_ENV, raising=False)
    assert userdirs.data_dir() == platformdirs.user_data_path("Tabletop", appauthor=False)
    assert userdirs.cache_dir() == platformdirs.user_cache_path("Tabletop", appauthor=False)
    assert default_autosave_dir().parent == userdirs.data_dir()


def test_the_variables_point_everything_elsewhere(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(userdirs.DATA_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(userdirs.CACHE_ENV, str(tmp_path / "cache"))
    assert userdirs.data_dir() == tmp_path / "data"
    assert userdirs.cache_dir() == tmp_path / "cache"
    assert default_autosave_dir() == tmp_path / "data" / "autosave"


def test_packs_art_and_saves_live_in_the_same_two_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tabletop.art import default_cache_dir, default_pack_dir

    monkeypatch.setenv(userdirs.DATA_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(userdirs.CACHE_ENV, str(tmp_path / "cache"))
    assert default_pack_dir("loyang") == tmp_path / "data" / "packs" / "loyang"
    assert default_cache_dir() == tmp_path / "cache" / "art"
    assert userdirs.saves_dir() == tmp_path / "data" / "saves" and userdirs.saves_dir().is_dir()


def test_the_saves_folder_is_rid_of_interrupted_saves_once_a_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(userdirs.DATA_ENV, str(tmp_path))
    saves = tmp_path / "saves"
    saves.mkdir()
    debris = saves / f".game.json.{2**22 + 777}.x1y2.tmp"
    debris.write_bytes(b"half a save")
    (saves / "game.json").write_bytes(b"{}")
    assert userdirs.saves_dir() == saves and not debris.exists() and (saves / "game.json").exists()
