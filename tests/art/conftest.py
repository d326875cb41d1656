"""Every art test writes into its own temporary folders, never into the real user cache or data dir."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path
