"""Where the mouse goes to play a move, worked out headlessly from the newest autosave.

Run as ``python tests/e2e/probe_rules.py DATA_DIR WIDTHxHEIGHT KIND`` under the dummy driver: it opens the
game the app last autosaved in a shell of the same window size (so the same camera and panel layout)
and prints JSON: ``seat`` (whose decision it is), ``drag`` (from and to points of the first move of
``KIND`` that a drag makes, hand cards included), ``row`` (the move panel's row of the first move of
``KIND``, any kind for ``*``), ``ending`` (whether Enter ends the turn now), ``save_ok`` (the save
dialog's OK button) and ``cursor``.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from tabletop.ui.scene import centre_of  # noqa: E402
from tabletop.ui.shell_app import Shell  # noqa: E402


def point(play: Any, piece: str) -> tuple[int, int] | None:
    view = play.view()
    for sprite in play.scene.hand:
        if sprite.piece == piece:
            x, y, w, h = sprite.rect
            return x + w // 2, y + h // 2
    if piece not in view.pieces:
        return None
    x, y = play.camera.to_screen(*centre_of(view, piece))
    return int(x), int(y)


def main(data: str, size: str, kind: str) -> dict[str, Any]:
    os.environ["TABLETOP_DATA_DIR"] = str(Path(data) / "probe")  # the probe's shell writes nothing among the app's files
    pygame.init()
    w, h = (int(n) for n in size.split("x"))
    shell = Shell(pygame.display.set_mode((w, h), pygame.RESIZABLE), art=False)
    saved = [p for p in Path(data).rglob("autosave*.json") if "probe" not in p.relative_to(data).parts]
    newest = max(saved, key=lambda p: p.stat().st_mtime)
    shell.open_snapshot(newest)
    play = shell.play
    assert play is not None, "the autosave did not open"
    shell.update(0.0)
    shell.draw()
    out: dict[str, Any] = {"seat": play.game.rules_seat(), "cursor": play.session.cursor,
                           "ending": play.game.binding.ending(play.session.game_state, play.session.table) is not None}
    for choice in play.game.binding.choices(play.session.game_state, play.session.table):
        if choice.kind != kind or not choice.drags or "drag" in out:
            continue
        d = choice.drags[0]
        start = point(play, d.piece)
        if d.spot is not None:
            end: Any = play.camera.to_screen(*d.spot)
        elif d.onto is not None:
            end = point(play, d.onto)
        else:
            end = play.camera.to_screen(*play.session.table.zones[d.zone].center)
        if start is not None and end is not None:
            out["drag"] = [list(start), [int(end[0]), int(end[1])]]
    moves = play.hud.moves
    for k, choice in enumerate(moves.behind):
        if choice is not None and kind in (choice.kind, "*"):
            view = moves.view
            row = next(i for i, (_t, n) in enumerate(view.rows) if n == k) - view.top
            if 0 <= row < view.visible_rows:
                out["row"] = [view.image.rect.centerx, view.image.rect.top + row * view.row_h + view.row_h // 2]
                out["label"] = choice.label
            break
    dialog = play.dialogs.save_path(Path(data) / "probe.tabletop.json", lambda path: None)
    out["save_ok"] = list(dialog.ok_button.rect.center)
    return out


if __name__ == "__main__":
    print(json.dumps(main(*sys.argv[1:4])))
