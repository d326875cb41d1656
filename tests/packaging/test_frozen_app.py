"""The double-click app, for real: build the one-folder app with pyinstaller.spec, start the built binary in a
virtual display, reach the start screen, start a game, save a snapshot into the user data folder, quit cleanly.

Slow (pre-render + build + run, timings printed): ``python -m pytest -m slow tests/packaging -s``.  The art is
pre-rendered for the sandbox only (the game the start screen offers first), which keeps the build short and still
proves the app reads the art it ships with: its own art cache stays empty (only the small previews a fast
start reads back, ``tabletop/ui/previews.py``, are kept in the cache folder).  ``TABLETOP_PRERENDERED=DIR`` reuses a
full pre-render instead.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tabletop.resources import PROJECT_ROOT

pytestmark = pytest.mark.slow

SAVE_NAME = "packaged-test.tabletop.json"

# Where the save dialog's path line and OK button are, for a window of the given size: asked of the same
# pygame_gui theme and dialog code the app uses, so the clicks follow any change of layout.
DIALOG_GEOMETRY = """
import json, os, sys
from pathlib import Path
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
from tabletop.ui.dialogs import Dialogs
from tabletop.ui.theme import make_manager
pygame.init()
size = (int(sys.argv[1]), int(sys.argv[2]))
pygame.display.set_mode(size)
dialog = Dialogs(make_manager(size)).save_path(Path(sys.argv[3]), lambda path: None)
print(json.dumps({"line": dialog.file_path_text_line.get_abs_rect().center,
                  "ok": dialog.ok_button.get_abs_rect().center}))
"""


@dataclass
class Timings:
    seconds: dict[str, float] = field(default_factory=dict)

    def measure(self, name: str, started: float) -> None:
        self.seconds[name] = round(time.monotonic() - started, 1)
        print(f"\n[packaged app] {name}: {self.seconds[name]} s", flush=True)


@pytest.fixture(scope="module")
def timings() -> Iterator[Timings]:
    found = Timings()
    yield found
    print(f"\n[packaged app] timings (s): {json.dumps(found.seconds)}", flush=True)


@pytest.fixture(scope="module")
def built_app(tmp_path_factory: pytest.TempPathFactory, timings: Timings) -> Path:
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        pytest.skip("PyInstaller needs objdump on Linux (Debian: apt-get install binutils)")
    work = tmp_path_factory.mktemp("build")
    prerendered = Path(os.environ.get("TABLETOP_PRERENDERED") or work / "prerendered")
    if not prerendered.is_dir():
        started = time.monotonic()
        subprocess.run([sys.executable, "-m", "tabletop.art.prerender", str(prerendered), "--games", "sandbox"],
                       cwd=PROJECT_ROOT, check=True, capture_output=True, timeout=900)
        timings.measure("prerender sandbox art", started)
    started = time.monotonic()
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath", str(work / "dist"),
         "--workpath", str(work / "work"), str(PROJECT_ROOT / "pyinstaller.spec")],
        cwd=PROJECT_ROOT, env={**os.environ, "TABLETOP_PRERENDERED": str(prerendered), "TABLETOP_ONEFILE": "0"},
        capture_output=True, text=True, timeout=1800,
    )
    assert build.returncode == 0, f"PyInstaller failed:\n{build.stdout[-3000:]}\n{build.stderr[-6000:]}"
    timings.measure("PyInstaller one-folder build", started)
    binary = work / "dist" / "tabletop" / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    assert binary.exists(), f"the build made no {binary}"
    return binary


def busy(picture: Path) -> bool:
    """True once the window shows more than a plain fill (a start screen, a table)."""
    colours = Image.open(picture).convert("RGB").resize((160, 100)).getcolors(maxcolors=160 * 100) or []
    return len(colours) > 20


def test_built_app_starts_plays_saves_and_quits(xdisplay: Any, built_app: Path, tmp_path: Path,
                                                timings: Timings) -> None:
    data, cache, home, shots = (tmp_path / name for name in ("data", "cache", "home", "screenshots"))
    for folder in (home, shots):
        folder.mkdir()
    env = {**xdisplay.env(), "SDL_VIDEO_WINDOW_POS": "0,0", "SDL_AUDIODRIVER": "dummy",
           "TABLETOP_DATA_DIR": str(data), "TABLETOP_CACHE_DIR": str(cache), "HOME": str(home)}
    started = time.monotonic()
    app = subprocess.Popen([str(built_app)], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        try:
            window = xdisplay.wait_for_window("tabletop", timeout=60)  # as in sprites/icons/tabletop.desktop
        except AssertionError as missing:
            xdisplay.screenshot(shots / "0-no-window.png")
            running = "still running" if app.poll() is None else f"exited with {app.returncode}"
            if app.poll() is None and hasattr(signal, "SIGUSR1"):
                app.send_signal(signal.SIGUSR1)  # where it hangs, in its output below (app.stacks_on_request)
                time.sleep(2)
            raise AssertionError(f"{missing}; the app was {running} (the screen: {shots})") from None
        deadline = time.monotonic() + 60
        while not busy(xdisplay.screenshot(shots / "1-start-screen.png")):
            assert time.monotonic() < deadline, "the start screen was never drawn"
            time.sleep(0.5)
        timings.measure("start to start screen", started)

        started = time.monotonic()
        xdotool_geometry = xdisplay.xdotool("getwindowgeometry", "--shell", window)
        geometry = dict(line.split("=", 1) for line in xdotool_geometry.splitlines())
        width, height = int(geometry["WIDTH"]), int(geometry["HEIGHT"])
        xdisplay.xdotool("mousemove", str(width // 2), str(height // 2))
        xdisplay.xdotool("key", "Return")  # the start screen's Start
        autosaves = data / "autosave"
        deadline = time.monotonic() + 120
        while not (autosaves.is_dir() and any(autosaves.rglob("autosave-*.json"))):  # one folder per game
            assert app.poll() is None, f"the app stopped:\n{app.communicate()[0][-4000:]}"
            assert time.monotonic() < deadline, "no game started (no autosave appeared)"
            time.sleep(0.5)
        time.sleep(1.0)
        xdisplay.screenshot(shots / "2-game.png")
        timings.measure("Start to a game on the table", started)

        started = time.monotonic()
        target = data / SAVE_NAME
        spots = json.loads(subprocess.run(
            [sys.executable, "-c", DIALOG_GEOMETRY, str(width), str(height), str(home / "x.json")],
            cwd=PROJECT_ROOT, check=True, capture_output=True, text=True, timeout=60,
            env={**os.environ, "SDL_AUDIODRIVER": "dummy"}).stdout.strip().splitlines()[-1])
        xdisplay.xdotool("key", "ctrl+s")
        time.sleep(1.5)
        xdisplay.xdotool("mousemove", *map(str, spots["line"]), "click", "1")
        xdisplay.xdotool("key", "ctrl+a")
        xdisplay.xdotool("type", "--delay", "15", str(target))
        xdisplay.xdotool("key", "Return")
        time.sleep(0.5)
        xdisplay.screenshot(shots / "3-save-dialog.png")
        xdisplay.xdotool("mousemove", *map(str, spots["ok"]), "click", "1")
        deadline = time.monotonic() + 30
        while not target.exists():
            assert time.monotonic() < deadline, f"Ctrl+S and OK saved nothing to {target} (see {shots})"
            time.sleep(0.3)
        timings.measure("Ctrl+S to a saved snapshot", started)
        xdisplay.screenshot(shots / "4-saved.png")
    finally:
        started = time.monotonic()
        if app.poll() is None:
            app.send_signal(signal.SIGTERM)  # SDL turns it into the window's close event
        try:
            output = app.communicate(timeout=60)[0]
        except subprocess.TimeoutExpired:
            app.kill()
            output = app.communicate()[0]
            pytest.fail(f"the app did not quit within 60 s:\n{output[-4000:]}")
        print(f"[packaged app] its output:\n{output[-4000:]}")  # pytest shows it when the test fails
    timings.measure("close to exit", started)
    assert app.returncode == 0, f"the app exited with {app.returncode}:\n{output[-4000:]}"

    snapshot = json.loads(target.read_text(encoding="utf-8"))
    assert snapshot["format"] == "tabletop.snapshot" and snapshot["game"] == "sandbox"
    from tabletop.storage import load_snapshot

    assert load_snapshot(target).game == "sandbox"
    drawn = cache / "art"
    rendered = [path for path in drawn.rglob("*") if path.is_file()] if drawn.exists() else []
    assert not rendered, f"the app drew {len(rendered)} pictures instead of using the art it ships with"
    kept = {path.parent.name for path in cache.rglob("*") if path.is_file()} if cache.exists() else set()
    assert kept <= {"previews"}, f"the cache holds more than the small previews of a fast start: {sorted(kept)}"
