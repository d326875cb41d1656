"""End to end with rules on: a short scripted Loyang game against the computer, by the real mouse under Xvfb.

``main.py --game loyang --bots p2``: the starting vegetable is dragged from the Shop onto the Home field,
a card-phase move is picked in the move panel, the game is saved with Ctrl+S and the dialog's OK; the
saved file keeps Player 2 as the computer; the app started again on that file has Player 1 pick a move,
and the computer answers it.  Where the mouse goes is worked out from the newest autosave by
``probe_rules.py`` (the same layout code, headless).  Screenshots go to ``tests/e2e/screenshots/``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from .test_real_window import ROOT, Desk, wait_for

pytestmark = pytest.mark.e2e

SIZE = "1280x800"
PROBE = Path(__file__).with_name("probe_rules.py")


def probe(desk: Desk, kind: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, str(PROBE), str(desk.data), SIZE, kind], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    return json.loads(done.stdout.strip().splitlines()[-1])


def persons_turn(desk: Desk, kind: str, after: int = -1) -> dict[str, Any]:
    """Wait until Player 1 decides (the computer has answered) after autosave ``after``; where ``kind`` is."""
    def ready() -> dict[str, Any] | None:
        found = probe(desk, kind)
        return found if found["seat"] == "p1" and found["cursor"] > after else None

    return wait_for(f"Player 1's turn for a {kind} move", ready, 90)  # type: ignore[return-value]


def computer_moved(path: Path, since: int) -> bool:
    from tabletop.storage import load_snapshot

    snap = load_snapshot(path)
    return any(a.actor == "p2" for a in snap.actions[since:snap.cursor])


def test_a_short_game_by_mouse_saved_with_the_computers_seat_and_reloaded(display, tmp_path):
    from tabletop.storage import load_snapshot

    desk = Desk(display, tmp_path)
    desk.start(tmp_path / "data", "--game", "loyang", "--players", "2", "--bots", "p2", "--seed", "5")
    wait_for("the opening autosave", desk.newest_autosave, 120)
    start = persons_turn(desk, "start")
    desk.shot("r01-start")
    desk.after_autosave(lambda: desk.drag(*start["drag"]), "the starting vegetable dragged onto the Home field")
    time.sleep(0.3)
    desk.shot("r02-sown")
    cards = persons_turn(desk, "add", start["cursor"])
    assert cards["cursor"] >= start["cursor"] + 2, "the computer bought its starting vegetable too"
    desk.shot("r03-card-phase")
    assert "row" in cards, "the move panel lists the cards Player 1 may add to the Pool"
    desk.after_autosave(lambda: desk.click(cards["row"]), "a move picked in the panel")
    time.sleep(0.3)
    desk.shot("r04-picked")
    later = persons_turn(desk, "take", cards["cursor"])
    desk.xdo("key", "ctrl+s")
    time.sleep(1.0)
    saved = desk.data / "saves" / "loyang.tabletop.json"
    desk.click(later["save_ok"])
    wait_for("the saved file", saved.exists, 20)
    desk.shot("r05-saved")
    desk.stop()
    snapshot = load_snapshot(saved)
    assert snapshot.play["bots"] == {"p2": "normal"}
    kinds = [json.dumps(getattr(a, "actions", [a])[0].move) for a in snapshot.actions]
    assert any('"start"' in k for k in kinds) and any('"add"' in k for k in kinds)

    desk.start(tmp_path / "again", "--load", str(saved))
    wait_for("the loaded game's autosave", desk.newest_autosave, 120)
    again = persons_turn(desk, "*")
    desk.shot("r06-loaded")
    assert again["cursor"] == snapshot.cursor
    for _ in range(12):  # Player 1 plays on (Enter ends a turn) until the computer's turn comes
        if again["ending"]:
            desk.after_autosave(lambda: desk.xdo("key", "Return"), "Enter ending Player 1's turn")
        else:
            desk.after_autosave(lambda row=again["row"]: desk.click(row), "Player 1's move in the loaded game")
        newest = wait_for("an autosave", desk.newest_autosave, 10)
        if computer_moved(newest, snapshot.cursor) or wait_for_computer(desk, snapshot.cursor):
            break
        again = persons_turn(desk, "*", again["cursor"])
    else:
        raise AssertionError("the computer never moved in the loaded game")
    time.sleep(0.5)
    desk.shot("r07-computer-answered")
    desk.stop()


def wait_for_computer(desk: Desk, since: int, seconds: float = 4.0) -> bool:
    """Whether the computer makes a move within a few seconds (it waits for the slides and a pause)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        newest = desk.newest_autosave()
        if newest is not None and computer_moved(newest, since):
            return True
        time.sleep(0.3)
    return False
