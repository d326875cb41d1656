"""The program: window, main loop, the start screen and the table in play.

``play(argv, max_frames, started)``, which ``app.run`` calls, checks the command line
(``command_line``: a bad one is one line and exit code 2, before any window), opens a resizable
window where the player left it last time, or on most of the screen (``window_place``), shows the
start screen or goes straight to a table, and loops: chrome events first, then the table, then
updates, then drawing; on the way out it remembers the window's size and place and whether the log
was open.  ``max_frames`` lets a test run a few frames and return.

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
import contextlib
import os
import random
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from .command_line import MIN_SIZE, BadCommandLine, asked_language, parse_args
from .resources import resource_path
from .window_place import WindowPlace, opening_place, remember_place, remembered_place

if TYPE_CHECKING:
    from .ui.table_stage import TableStage

FPS = 60
ICON_SIZE = 64  # the window's icon (sprites/icons): the desktop scales it for its title bar and task bar
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


class FirstTable(Struct):
    """A table drawn before the chrome, with what the shell needs to take it over."""

    stage: TableStage
    notes: list[tuple[str, str]]


def first_table(window: Any, args: argparse.Namespace, seed: int, bots: dict[str, str],
                log_open: bool = True) -> FirstTable | None:
    """The table the command line goes straight to, made without pygame_gui; ``None`` when there is
    none or it cannot be opened (the shell then opens it and shows the reason in a dialog)."""
    if args.load is None and not args.game:
        return None  # the start screen: the table's modules wait until a game is chosen
    from .games import load_game
    from .play import CannotOpen, CannotStart, GameInPlay
    from .ui.table_stage import TableStage, prepare_art

    try:
        if args.load is not None:
            game = GameInPlay.load(args.load)
        else:
            game = GameInPlay.new(load_game(args.game), seed, players=args.players, rules_on=args.rules == "on",
                                  bots=bots, reproducible=args.reproducible)
    except (KeyError, CannotOpen, CannotStart):
        return None
    art, notes = (None, []) if args.plain else prepare_art(game.game, game.table, lazy=True)
    return FirstTable(TableStage(window, game, art, args.ui_scale, log_open), notes)


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


def play(argv: Sequence[str] | None, max_frames: int | None, started: Callable[[], None]) -> int:
    """The program inside ``app.run``; ``started()`` is called after the first frame a player can use."""
    from .lang.catalogues import chosen_language, set_language
    from .userdirs import data_dir

    set_language(asked_language(argv) or chosen_language(data_dir()))
    try:
        args = parse_args(argv)
    except BadCommandLine as bad:
        print(f"tabletop: {bad}", file=sys.stderr)
        return 2
    for name, value in SDL_HINTS.items():
        os.environ.setdefault(name, value)
    import pygame

    from .ui.window_layout import paint_chrome_placeholder

    # Only what the app uses: pygame.init() would also open the audio device, which costs a start
    # several milliseconds and its exit about 30 ms more, for a program that makes no sound.
    pygame.display.init()
    pygame.font.init()
    window, place = open_window(args.size)
    seed = args.seed if args.seed is not None else random.randrange(1 << 31)
    bots = args.bots
    first = first_table(window, args, seed, bots, place.log_open)
    frames = 0
    if first is not None:
        first.stage.draw(window)
        paint_chrome_placeholder(window, args.ui_scale, place.log_open)
        pygame.display.flip()
        frames = 1
        if max_frames is not None and frames >= max_frames:
            pygame.display.quit()
            return 0
    # The clock starts before the chrome is built: its first tick at FPS waits out a whole frame from
    # its making, and the chrome's build has already spent that time.
    clock = pygame.time.Clock()
    from .ui.shell_app import Shell

    shell = Shell(window, args.ui_scale, art=not args.plain, log_open=place.log_open)
    if first is not None:
        shell.take_over(first.stage, first.notes)
    elif args.load is not None:
        shell.open_snapshot(args.load)
    elif args.game:
        shell.new_game(args.game, args.players, seed, args.rules == "on", bots, reproducible=args.reproducible)
    else:
        shell.show_start()
    awake_until = 0.0 if max_frames is None else float("inf")  # a counted run wants its frames, not rest
    try:
        while shell.running:
            events, dt = _next_events(shell, clock, awake_until)
            for event in events:
                shell.handle(event)
            if events:  # (a counted run stays awake: its frames are what it asked for)
                awake_until = max(awake_until, time.monotonic() + AWAKE_AFTER_INPUT_S)
            shell.update(dt)
            shell.draw()
            pygame.display.flip()
            started()
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
    finally:
        shell.close()
        shell.autosaver.close(clean=not shell.running)  # quitting is a clean close: no resume offered
        remember_place(window_now(shell.log_open))
        pygame.display.quit()
    return 0


def open_window(asked: tuple[int, int] | None) -> tuple[Any, WindowPlace]:
    """The resizable window, where it was last time (or on most of the screen), and its place."""
    import pygame

    place = opening_place(pygame.display.get_desktop_sizes(), remembered_place(), asked)
    hint = ("SDL_VIDEO_WINDOW_POS", "{},{}".format(*place.position)) if place.position else ("SDL_VIDEO_CENTERED", "1")
    given = "SDL_VIDEO_WINDOW_POS" in os.environ or "SDL_VIDEO_CENTERED" in os.environ  # the caller's own wins
    if not given:
        os.environ[hint[0]] = hint[1]
    set_icon()
    try:
        window = pygame.display.set_mode(place.size, pygame.RESIZABLE)
    finally:
        if not given:
            del os.environ[hint[0]]
    with warnings.catch_warnings():  # pygame-ce warns about drawing through a Window; we only set its limit
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE
    pygame.display.set_caption("Tabletop")
    return window, place


def set_icon() -> None:
    """Tabletop's icon on the window and in the task bar, set before the window opens (pygame would
    otherwise look up and set its own, through importlib.resources); without its file, pygame's stays."""
    import pygame

    with contextlib.suppress(pygame.error, OSError):
        pygame.display.set_icon(pygame.image.load(resource_path("sprites", "icons", f"tabletop-{ICON_SIZE}.png")))


def window_now(log_open: bool) -> WindowPlace:
    """The window's size and place as the player left them, to open there next time."""
    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
        return WindowPlace(tuple(window.size), tuple(window.position), log_open)  # type: ignore[arg-type]
