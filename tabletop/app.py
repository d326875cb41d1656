"""The program: window, main loop, the start screen and the table in play.

``run(argv, max_frames)`` parses the command line, opens a resizable window (with a minimum size and
a UI scale), shows the start screen or goes straight to a table, and loops: chrome events first,
then the table, then updates, then drawing.  ``max_frames`` lets a test run a few frames and return.

Straight to a table (``--game``, ``--load``), the start is progressive: the table is drawn and
shown first, with plain panels where the chrome goes, before pygame_gui, the hud and autosave are
imported; then the shell takes that table over as it is and the loop starts.  So the first frame
is the table alone and the second the table with its chrome; events that arrive in between wait in
pygame's queue, and ``max_frames=1`` returns after the table alone, before the chrome is built.  If
the table cannot be opened that way, the shell opens it as usual and says why.
Anything that goes wrong while loading a snapshot or a picture is shown in a dialog and the program
goes on; quitting saves an autosave first (writes are atomic, so a close mid-save loses nothing).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .ui.table_stage import TableStage

MIN_SIZE = (960, 600)
START_SIZE = (1280, 800)
FPS = 60
AWAKE_AFTER_INPUT_S = 1.0
"""Frames keep their full rate this long after the last input (hover, tooltips, a drag's first moves);
then, with nothing moving on screen, the loop sleeps until an event or the next timer."""
REST_POLL_S = 0.02
"""At rest the queue is looked at this often: SDL's own wait polls inside, at about four times the CPU
(measured: 1.4 % against 0.3 % of a core), and 20 ms is below what a first touch can feel."""
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
    parser.add_argument("--seed", type=int, default=None, help="seed for the set-up (the opening table)")
    parser.add_argument("--reproducible", action="store_true",
                        help="the seed decides the rolls and shuffles during play too (a game that repeats exactly)")
    parser.add_argument("--rules", choices=("on", "off"), default="on", help="enforce the rules when the game has them")
    parser.add_argument("--load", type=Path, default=None, help="open a saved snapshot")
    parser.add_argument("--bots", default="",
                        help="seats played by the computer, each at a level easy, normal (the default) or hard, "
                             "e.g. p2:hard,p3")
    parser.add_argument("--ui-scale", type=float, default=1.0, help="size of text and panels (1, 1.25, 1.5, 2)")
    parser.add_argument("--size", default=None, help="window size WIDTHxHEIGHT")
    parser.add_argument("--plain", action="store_true",
                        help="draw plain pieces instead of the printed art (fast start, little memory)")
    return parser.parse_args(list(argv) if argv is not None else None)


@dataclass
class FirstTable:
    """A table drawn before the chrome, with what the shell needs to take it over."""

    stage: TableStage
    notes: list[tuple[str, str]]


def first_table(window: Any, args: argparse.Namespace, seed: int, bots: dict[str, str]) -> FirstTable | None:
    """The table the command line goes straight to, made without pygame_gui; ``None`` when there is
    none or it cannot be opened (the shell then opens it and shows the reason in a dialog)."""
    from .games import load_game
    from .play import CannotOpen, CannotStart, GameInPlay
    from .ui.table_stage import TableStage, prepare_art

    try:
        if args.load is not None:
            game = GameInPlay.load(args.load)
        elif args.game:
            game = GameInPlay.new(load_game(args.game), seed, players=args.players, rules_on=args.rules == "on",
                                  bots=bots, reproducible=args.reproducible)
        else:
            return None
    except (KeyError, CannotOpen, CannotStart):
        return None
    art, notes = (None, []) if args.plain else prepare_art(game.game, game.table, lazy=True)
    return FirstTable(TableStage(window, game, art, args.ui_scale), notes)


def _next_events(shell: Any, clock: Any, awake_until: float) -> tuple[list[Any], float]:
    """The events of the next frame and the seconds since the last one.

    While something moves (a glide, a drag, a bot about to play) or input came a moment ago, frames
    come at ``FPS``; otherwise the loop sleeps until input arrives or the shell's next timer is due,
    drawing nothing, so a table at rest costs next to no CPU.
    """
    import pygame

    if shell.busy() or time.monotonic() < awake_until:
        dt = clock.tick(FPS) / 1000.0
        return pygame.event.get(), dt
    wake = shell.wake_in_ms()
    due = time.monotonic() + wake / 1000.0 if wake else None
    while True:
        events = pygame.event.get()
        if events or (due is not None and time.monotonic() >= due):
            return events, clock.tick() / 1000.0
        time.sleep(REST_POLL_S)


def run(argv: Sequence[str] | None = None, max_frames: int | None = None) -> int:
    args = parse_args(argv)
    from .play import CannotStart, bots_of

    try:
        bots = bots_of(args.bots)
    except CannotStart as bad:
        print(f"tabletop: --bots {args.bots}: {bad}", file=sys.stderr)
        return 2
    for name, value in SDL_HINTS.items():
        os.environ.setdefault(name, value)
    import pygame

    from .ui.window_layout import paint_chrome_placeholder

    # Only what the app uses: pygame.init() would also open the audio device, which costs a start
    # several milliseconds and its exit about 30 ms more, for a program that makes no sound.
    pygame.display.init()
    pygame.font.init()
    size = START_SIZE
    if args.size:
        w, _, h = args.size.partition("x")
        size = (max(MIN_SIZE[0], int(w)), max(MIN_SIZE[1], int(h)))
    window = pygame.display.set_mode(size, pygame.RESIZABLE)
    with warnings.catch_warnings():  # pygame-ce warns about drawing through a Window; we only set its limit
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE
    pygame.display.set_caption("Tabletop")
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    first = first_table(window, args, seed, bots)
    frames = 0
    if first is not None:
        first.stage.draw(window)
        paint_chrome_placeholder(window, args.ui_scale)
        pygame.display.flip()
        frames = 1
        if max_frames is not None and frames >= max_frames:
            pygame.display.quit()
            return 0
    from .ui.shell_app import Shell

    shell = Shell(window, args.ui_scale, art=not args.plain)
    if first is not None:
        shell.take_over(first.stage, first.notes)
    elif args.load is not None:
        shell.open_snapshot(args.load)
    elif args.game:
        shell.new_game(args.game, args.players, seed, args.rules == "on", bots, reproducible=args.reproducible)
    else:
        shell.show_start()
    clock = pygame.time.Clock()
    awake_until = 0.0 if max_frames is None else float("inf")  # a counted run wants its frames, not rest
    try:
        while shell.running:
            events, dt = _next_events(shell, clock, awake_until)
            for event in events:
                shell.handle(event)
            if events:
                awake_until = time.monotonic() + AWAKE_AFTER_INPUT_S
            shell.update(dt)
            shell.draw()
            pygame.display.flip()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
    finally:
        shell.close()
        shell.autosaver.close(clean=not shell.running)  # quitting is a clean close: no resume offered
        pygame.display.quit()
    return 0
