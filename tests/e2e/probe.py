"""Where things are on a 1280x800 window, worked out headlessly with the app's own layout code.

Run as ``python tests/e2e/probe.py HOME`` under the dummy driver; prints JSON with screen points for
the start button, the deck's top card, a free spot on the table, and the save dialog's OK button.
The real window under Xvfb has the same size, so the same points hit the same things.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from tabletop.ui.scene import centre_of  # noqa: E402
from tabletop.ui.shell_app import Shell  # noqa: E402
from tabletop.ui.start_screen import StartScreen  # noqa: E402

SIZE = (1280, 800)


def main(home: str) -> dict[str, tuple[int, int]]:
    pygame.init()
    shell = Shell(pygame.display.set_mode(SIZE, pygame.RESIZABLE), art=False)
    start = StartScreen(shell.manager, shell.game_entries(), snapshot_dir=Path.home())
    points = {"start": start.widgets["start"].rect.center}  # type: ignore[attr-defined]
    start.kill()
    shell.new_game("sandbox", 2, 1, True, ())
    play = shell.play
    table = play.session.table

    def screen(x: float, y: float) -> tuple[int, int]:
        sx, sy = play.camera.to_screen(x, y)
        return int(sx), int(sy)

    points["deck"] = screen(*centre_of(table, table.zones["deck"].pieces[-1]))
    points["spot"] = screen(480.0, 560.0)
    dialog = play.dialogs.save_path(Path(home) / "sandbox.tabletop.json", lambda path: None)
    points["save_ok"] = dialog.ok_button.rect.center
    return points


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1])))
