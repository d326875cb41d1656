"""End to end: the real window under Xvfb, driven with the real mouse and keyboard by xdotool.

Start screen -> click Start -> drag the deck's top card onto the table -> F flips it -> Ctrl+S and
the save dialog's OK -> quit -> start again loading that file: the loaded table equals the saved one.
And ``main.py --game sandbox``: two cards dragged from the deck to one spot make a deck of their own.
And the framing: the first window on most of the screen, the table fitted, never lost to far
right-drags or zooming out, Home, Tab folding the log away, the window reopening where it was left.
A screenshot of every step goes to ``tests/e2e/screenshots/`` (git-ignored): look at them.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.xvfb import start_xvfb

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(__file__).with_name("screenshots")
TOOLS = ("Xvfb", "xdotool", "xwininfo", "import")
SIZE = "1280x800"
ART_CACHE = Path(tempfile.gettempdir()) / "tabletop-e2e-art"


def wait_for(what: str, check: Callable[[], object], timeout: float = 60.0) -> object:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


@pytest.fixture(scope="module")
def display():
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        pytest.skip(f"end-to-end test needs {', '.join(missing)} (apt install xvfb xdotool x11-utils imagemagick)")
    server, name = start_xvfb(SIZE)
    yield name
    server.terminate()
    server.wait(10)


class Desk:
    """One app run's surroundings: its home, data folder, environment, the xdotool and screenshot calls."""

    def __init__(self, display: str, base: Path) -> None:
        self.display = display
        self.home = base / "home"
        self.home.mkdir(parents=True, exist_ok=True)
        self.env = dict(os.environ, DISPLAY=display, HOME=str(self.home), SDL_VIDEO_WINDOW_POS="0,0",
                        SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                        TABLETOP_CACHE_DIR=str(ART_CACHE), PYTHONPATH=str(ROOT))
        self.app: subprocess.Popen[bytes] | None = None

    def start(self, data: Path, *args: str, size: bool = True) -> None:
        """Run the app on ``data``; ``size``: at the test's window size and place, else where it chooses."""
        self.env["TABLETOP_DATA_DIR"] = str(data)
        self.data = data
        self.log = data.with_suffix(".log")
        env = dict(self.env)
        if not size:
            del env["SDL_VIDEO_WINDOW_POS"]
        sized = ["--size", SIZE] if size else []
        with self.log.open("ab") as log:
            self.app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *sized, *args], env=env,
                                        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        wait_for("the window", self.window, 180)
        time.sleep(1.0)

    def window(self) -> bool:
        assert self.app is not None
        if self.app.poll() is not None:
            raise AssertionError(f"the app ended with {self.app.returncode}: {self.log.read_text()[-2000:]}")
        tree = subprocess.run(["xwininfo", "-root", "-tree"], env=self.env, capture_output=True, text=True).stdout
        return '"Tabletop"' in tree

    def stop(self) -> None:
        assert self.app is not None
        self.app.send_signal(signal.SIGTERM)
        code = self.app.wait(30)
        assert code == 0, f"the app ended with {code}: {self.log.read_text()[-2000:]}"

    def xdo(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, check=check)
        return done.stdout

    def shot(self, name: str) -> Path:
        SHOTS.mkdir(exist_ok=True)
        path = SHOTS / f"{name}.png"
        subprocess.run(["import", "-display", self.display, "-window", "root", str(path)], env=self.env, check=True)
        return path

    def newest_autosave(self) -> Path | None:
        files = sorted(self.data.rglob("autosave*.json"), key=lambda p: p.name)
        return files[-1] if files else None

    def after_autosave(self, action: Callable[[], None], what: str, timeout: float = 30) -> Path:
        before = self.newest_autosave()
        action()
        return wait_for(what, lambda: (n := self.newest_autosave()) is not None and n != before and n, timeout)  # type: ignore[return-value]

    def click(self, point: list[int]) -> None:
        self.xdo("mousemove", str(point[0]), str(point[1]))
        time.sleep(0.2)
        self.xdo("click", "1")

    def drag(self, a: list[int], b: list[int]) -> None:
        self.xdo("mousemove", str(a[0]), str(a[1]))
        time.sleep(0.2)
        self.xdo("mousedown", "1")
        for i in range(1, 11):
            self.xdo("mousemove", str(a[0] + (b[0] - a[0]) * i // 10), str(a[1] + (b[1] - a[1]) * i // 10))
            time.sleep(0.05)
        self.xdo("mouseup", "1")


def test_start_drag_flip_save_quit_and_load(display, tmp_path):
    from tabletop.storage import load_snapshot

    desk = Desk(display, tmp_path)
    probe = subprocess.run([sys.executable, str(Path(__file__).with_name("probe.py")), str(desk.home)],
                           capture_output=True, text=True, check=True, cwd=ROOT)
    points = json.loads(probe.stdout.strip().splitlines()[-1])

    desk.start(tmp_path / "data1")
    desk.shot("01-start-screen")
    desk.after_autosave(lambda: desk.click(points["start"]), "the table after clicking Start", timeout=240)
    time.sleep(0.5)
    desk.shot("02-table")
    moved = desk.after_autosave(lambda: desk.drag(points["deck"], points["spot"]), "the card drag")
    time.sleep(0.3)
    desk.shot("03-card-dragged")
    flipped = desk.after_autosave(lambda: desk.xdo("key", "f"), "the flip")
    time.sleep(0.3)
    desk.shot("04-card-flipped")
    desk.xdo("key", "ctrl+s")
    time.sleep(1.0)
    desk.shot("05-save-dialog")
    saved = desk.data / "saves" / "sandbox.tabletop.json"  # the save dialog opens in the data folder
    desk.click(points["save_ok"])
    wait_for("the saved file", saved.exists, 20)
    time.sleep(0.3)
    desk.shot("06-saved")
    desk.stop()

    snapshot = load_snapshot(saved)
    assert [a.kind for a in snapshot.actions] == ["move", "flip"]
    card = snapshot.table.pieces[snapshot.actions[0].piece]  # type: ignore[attr-defined]
    assert (card.zone, card.face) == ("table", 0)
    assert load_snapshot(moved).cursor == 1 and load_snapshot(flipped).cursor == 2

    desk.start(tmp_path / "data2", "--load", str(saved))
    loaded = wait_for("the loaded table's autosave", desk.newest_autosave, 120)
    time.sleep(0.5)
    desk.shot("07-loaded")
    desk.stop()
    again = load_snapshot(loaded)  # type: ignore[arg-type]
    assert again.table == snapshot.table
    assert again.cursor == snapshot.cursor == 2


def test_straight_to_a_table_then_a_deck_made_by_hand(display, tmp_path):
    """``main.py --game``: the table comes up before the chrome, and a card dropped with the real mouse on a
    card lying loose makes a deck of the two."""
    from tabletop.storage import load_snapshot

    desk = Desk(display, tmp_path)
    probe = subprocess.run([sys.executable, str(Path(__file__).with_name("probe.py")), str(desk.home)],
                           capture_output=True, text=True, check=True, cwd=ROOT)
    points = json.loads(probe.stdout.strip().splitlines()[-1])
    desk.start(tmp_path / "data", "--game", "sandbox", "--players", "2", "--seed", "1", "--rules", "off")
    wait_for("the opening table's autosave", desk.newest_autosave, 120)
    first = desk.after_autosave(lambda: desk.drag(points["deck"], points["spot"]), "the first card's drag")
    made = desk.after_autosave(lambda: desk.drag(points["deck"], points["spot"]), "the second card's drop")
    time.sleep(0.3)
    desk.shot("08-deck-made")
    desk.stop()
    card = load_snapshot(first).actions[-1].piece  # type: ignore[attr-defined]
    snapshot = load_snapshot(made)
    assert [a.kind for a in snapshot.actions] == ["move", "make_pile"]
    piles = [z for z in snapshot.table.zones.values() if z.made_on is not None]
    assert len(piles) == 1 and len(piles[0].pieces) == 2 and piles[0].pieces[0] == card


FELT = (46, 84, 62)


def window_info(desk: Desk) -> dict[str, str]:
    out = subprocess.run(["xwininfo", "-name", "Tabletop"], env=desk.env, capture_output=True, text=True,
                         check=True).stdout
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in out.splitlines()) if v}


def geometry(desk: Desk) -> tuple[int, int, int, int]:
    """The app window's x, y, width and height on the screen."""
    info = window_info(desk)
    return (int(info["Absolute upper-left X"]), int(info["Absolute upper-left Y"]), int(info["Width"]),
            int(info["Height"]))


def felt(path: Path) -> tuple[int, int, int, int, int]:
    """The table's felt in a screenshot: its bounding box (x, y, w, h) and how many pixels show."""
    import pygame

    image = pygame.image.load(str(path))
    mask = pygame.mask.from_threshold(image, FELT, (1, 1, 1, 255))
    boxes = mask.get_bounding_rects()
    box = boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)
    return box.x, box.y, box.w, box.h, mask.count()


def test_the_framing_with_the_real_mouse_and_the_window_reopening_where_it_was_left(display, tmp_path):
    from tabletop.ui.figures_band import band_height
    from tabletop.ui.window_layout import table_layout

    desk = Desk(display, tmp_path)
    data = tmp_path / "data"
    desk.start(data, "--game", "loyang", "--players", "3", "--seed", "1", "--rules", "off", size=False)
    wait_for("the opening table's autosave", desk.newest_autosave, 180)
    time.sleep(1.0)
    x, y, w, h = geometry(desk)
    screen_w, screen_h = (int(n) for n in SIZE.split("x"))
    assert (w, h) == (round(screen_w * 0.9), round(screen_h * 0.9)), "the first window takes 90% of the screen"
    assert abs(x - (screen_w - w) // 2) <= 2 and abs(y - (screen_h - h) // 2) <= 2, "and sits in its middle"
    (vx, vy, vw, vh), _strip = table_layout((w, h), 1.0, band_height(0, 1.0))  # rules off: the band's one line
    view = (x + vx, y + vy, vw, vh)
    fx, fy, fw, fh, _n = felt(desk.shot("09-first-window"))
    assert view[0] <= fx and fx + fw <= view[0] + vw and view[1] <= fy and fy + fh <= view[1] + vh
    assert fw >= 0.93 * vw or fh >= 0.93 * vh, "Home fits the table to the view with little margin"
    home = (fx, fy, fw, fh)

    cx, cy = view[0] + vw // 2, view[1] + vh // 2
    for _ in range(3):
        desk.xdo("click", "--repeat", "3", "--delay", "60", "4")  # closer first: a fitted table has nowhere to go
        time.sleep(0.3)
    for a, b in [((cx - 300, cy - 200), (cx + 350, cy + 250))] * 3 + [((cx + 350, cy + 250), (cx - 350, cy - 250))] * 6:
        desk.xdo("mousemove", str(a[0]), str(a[1]), "mousedown", "3")
        for i in range(1, 5):
            desk.xdo("mousemove", str(a[0] + (b[0] - a[0]) * i // 4), str(a[1] + (b[1] - a[1]) * i // 4), "sleep", "0.02")
        desk.xdo("mouseup", "3")
    time.sleep(0.5)
    fx, fy, fw, fh, seen = felt(desk.shot("10-right-dragged-far"))
    assert seen >= 0.2 * vw * vh, "after far right-drags the table still fills much of the view"

    desk.xdo("mousemove", str(cx), str(cy))
    desk.xdo("click", "--repeat", "40", "--delay", "30", "5")
    time.sleep(1.5)
    fx, fy, fw, fh, _n = felt(desk.shot("11-zoomed-out-far"))
    assert view[0] < fx and fx + fw < view[0] + vw and view[1] < fy and fy + fh < view[1] + vh, "all of it in view"
    assert fw >= 0.6 * home[2], "zooming out stops while the table is still a table"

    desk.xdo("key", "Home")
    time.sleep(1.5)
    fx, fy, fw, fh, _n = felt(desk.shot("12-home"))
    assert max(abs(fx - home[0]), abs(fy - home[1]), abs(fw - home[2]), abs(fh - home[3])) <= 3, "Home frames it again"

    desk.xdo("key", "Tab")
    time.sleep(1.5)
    fx, fy, fw, fh, _n = felt(desk.shot("13-log-folded"))
    assert fw >= home[2] and fh >= home[3] and fx + fw / 2 > home[0] + home[2] / 2 + 50, \
        "with the log folded away the view takes its width (and the table is framed in it again)"

    window = window_info(desk)["xwininfo"].split()[2]  # "Window id: 0x... "Tabletop""
    desk.xdo("windowsize", window, "1000", "660")
    desk.xdo("windowmove", window, "40", "30")
    time.sleep(1.0)
    desk.stop()
    saved = json.loads((data / "window.json").read_text())
    assert saved == {"size": [1000, 660], "position": [40, 30], "log_open": False}
    desk.start(data, "--game", "loyang", "--players", "3", "--seed", "1", "--rules", "off", size=False)
    time.sleep(2.0)
    assert geometry(desk) == (40, 30, 1000, 660), "the window opens as it was left"
    desk.shot("14-reopened-where-it-was-left")
    desk.stop()
