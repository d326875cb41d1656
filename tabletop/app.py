"""The program: window, main loop, the start screen and the table in play.

``run(argv, max_frames)`` parses the command line, opens a resizable window (with a minimum size and
a UI scale), shows the start screen or goes straight to a table, and loops: chrome events first,
then the table, then updates, then drawing.  ``max_frames`` lets a test run a few frames and return.
Anything that goes wrong while loading a snapshot or a picture is shown in a dialog and the program
goes on; quitting saves an autosave first (writes are atomic, so a close mid-save loses nothing).
"""

from __future__ import annotations

import argparse
import os
import random
import warnings
from collections.abc import Sequence
from pathlib import Path

MIN_SIZE = (960, 600)
START_SIZE = (1280, 800)
FPS = 60
SDL_HINTS = {
    "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2",
    "SDL_MOUSE_FOCUS_CLICKTHROUGH": "1",
    "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS": "0",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
}


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="tabletop", description="A hot-seat virtual table for board games.")
    parser.add_argument("--game", help="start straight into this game (sandbox, my_village, village, loyang, robinson)")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument("--seed", type=int, default=None, help="seed for the set-up and the dice")
    parser.add_argument("--rules", choices=("on", "off"), default="on", help="enforce the rules when the game has them")
    parser.add_argument("--load", type=Path, default=None, help="open a saved snapshot")
    parser.add_argument("--bots", default="", help="seats played by the computer, e.g. p2,p3")
    parser.add_argument("--ui-scale", type=float, default=1.0, help="size of text and panels (1, 1.25, 1.5, 2)")
    parser.add_argument("--size", default=None, help="window size WIDTHxHEIGHT")
    parser.add_argument("--plain", action="store_true",
                        help="draw plain pieces instead of the printed art (fast start, little memory)")
    return parser.parse_args(list(argv) if argv is not None else None)


def run(argv: Sequence[str] | None = None, max_frames: int | None = None) -> int:
    args = parse_args(argv)
    for name, value in SDL_HINTS.items():
        os.environ.setdefault(name, value)
    import pygame

    from .ui.shell_app import Shell

    pygame.init()
    size = START_SIZE
    if args.size:
        w, _, h = args.size.partition("x")
        size = (max(MIN_SIZE[0], int(w)), max(MIN_SIZE[1], int(h)))
    window = pygame.display.set_mode(size, pygame.RESIZABLE)
    with warnings.catch_warnings():  # pygame-ce warns about drawing through a Window; we only set its limit
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE
    pygame.display.set_caption("Tabletop")
    shell = Shell(window, args.ui_scale, art=not args.plain)
    if args.load is not None:
        shell.open_snapshot(args.load)
    elif args.game:
        shell.new_game(args.game, args.players, args.seed if args.seed is not None else random.randrange(1 << 31),
                       args.rules == "on", tuple(b for b in args.bots.split(",") if b), names=())
    else:
        shell.show_start()
    clock = pygame.time.Clock()
    frames = 0
    try:
        while shell.running:
            dt = clock.tick(FPS) / 1000.0
            for event in pygame.event.get():
                shell.handle(event)
            shell.update(min(dt, 0.1))
            shell.draw()
            pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
    finally:
        shell.close()
        pygame.display.quit()
    return 0
