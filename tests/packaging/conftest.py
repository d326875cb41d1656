"""A virtual X display (Xvfb) for running the built app with a real window, and ways to look at and type into it."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.xvfb import start_xvfb


class XDisplay:
    """One running Xvfb server: its name for ``DISPLAY`` and the xdotool / ImageMagick calls a test needs."""

    def __init__(self, name: str) -> None:
        self.name = name

    def env(self) -> dict[str, str]:
        return {**os.environ, "DISPLAY": self.name}

    def xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True, text=True, timeout=20)
        return done.stdout.strip()

    def wait_for_window(self, window_class: str, timeout: float) -> str:
        """The id of the first visible window of ``window_class`` (WM_CLASS, SDL takes the program's name).

        Searched by class, not title: xdotool's ``--name`` does not match the title SDL sets under Xvfb.
        """
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.xdotool("search", "--onlyvisible", "--class", window_class).split()
            if found:
                return found[0]
            time.sleep(0.2)
        raise AssertionError(f"no {window_class!r} window appeared within {timeout:.0f} s")

    def screenshot(self, path: Path) -> Path:
        subprocess.run(["import", "-display", self.name, "-window", "root", str(path)], check=True, timeout=30)
        return path


@pytest.fixture(scope="module")
def xdisplay() -> Iterator[XDisplay]:
    missing = [tool for tool in ("Xvfb", "xdotool", "import") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (Debian: apt-get install xvfb xdotool imagemagick)")
    try:
        server, name = start_xvfb("1600x1000", timeout=15)
    except RuntimeError as failed:
        pytest.fail(str(failed))
    try:
        yield XDisplay(name)
    finally:
        server.terminate()
        server.wait(timeout=10)
