"""``python -m tabletop.screenshot OUT.png``: the README's picture, taken from the running app, not drawn by hand.

``python -m tabletop.screenshot --all DIR`` takes one picture per game and player count instead, at
1920x1080 unless ``--size`` says otherwise, as ``DIR/<game>-<n>p.png``: the evidence to look at after
changing the art.

Starts the real app (``tabletop.app.run``) on a seeded set-up game for a fixed number of frames and saves the
last frame it showed.  It runs under SDL's dummy video driver unless ``--window`` asks for a real window (e.g. in
Xvfb), so it works on a machine with no display; either way the picture is the app's own window surface.  The
user data folder is a throwaway one, so taking a picture leaves no autosave behind and offers no "resume".
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tabletop.screenshot", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the PNG file to write (with --all: the folder)")
    parser.add_argument("--all", action="store_true", help="one picture per game and player count into the folder OUT")
    parser.add_argument("--game", default="my_village", help="game id (default: my_village)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rules", choices=("on", "off"), default="on")
    parser.add_argument("--size", default=None, help="window size WIDTHxHEIGHT (default: 1280x800, with --all 1920x1080)")
    parser.add_argument("--language", choices=("en", "hu", "el"), default="en", help="the app's language (default: en)")
    parser.add_argument("--frames", type=int, default=90, help="frames to run before the picture (default: 90)")
    parser.add_argument("--window", action="store_true", help="use the real video driver instead of the dummy one")
    args = parser.parse_args(list(argv) if argv is not None else None)
    args.size = args.size or (ALL_SIZE if args.all else ONE_SIZE)
    return args


ONE_SIZE, ALL_SIZE = "1280x800", "1920x1080"


class LastFrame:
    """Keeps a copy of each frame the app flips to the screen; the last one is the picture."""

    def __init__(self, pygame: Any) -> None:
        self.pygame = pygame
        self.surface: Any = None
        self.count = 0

    def wrap(self, flip: Callable[..., Any]) -> Callable[..., Any]:
        def flip_and_keep(*args: Any, **kwargs: Any) -> Any:
            shown = self.pygame.display.get_surface()
            if shown is not None:
                self.surface = shown.copy()
                self.count += 1
            return flip(*args, **kwargs)

        return flip_and_keep


def take(args: argparse.Namespace) -> Path:
    """Runs the app as ``args`` say and writes its last frame to ``args.out``."""
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from tabletop.app import run

    frame = LastFrame(pygame)
    real_flip = pygame.display.flip
    pygame.display.flip = frame.wrap(real_flip)
    app_args = ["--game", args.game, "--players", str(args.players), "--seed", str(args.seed), "--rules", args.rules,
                "--size", args.size, "--language", args.language]
    with tempfile.TemporaryDirectory(prefix="tabletop-screenshot-") as data_dir:
        before = os.environ.get("TABLETOP_DATA_DIR")
        os.environ["TABLETOP_DATA_DIR"] = data_dir
        try:
            status = run(app_args, max_frames=args.frames)
        finally:
            pygame.display.flip = real_flip
            if before is None:
                del os.environ["TABLETOP_DATA_DIR"]
            else:
                os.environ["TABLETOP_DATA_DIR"] = before
    if status != 0 or frame.surface is None:
        raise RuntimeError(f"the app exited with {status} after {frame.count} frames; no picture was taken")
    out: Path = args.out
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(frame.surface, str(out))
    return out


def every_table() -> list[tuple[str, int]]:
    """(game, players) for every game and every player count it allows."""
    from tabletop.games import GAME_MODULES, load_game

    tables = []
    for game in GAME_MODULES:
        definition = load_game(game)
        tables += [(game, n) for n in range(definition.min_seats, definition.max_seats + 1)]
    return tables


def take_all(args: argparse.Namespace) -> list[Path]:
    """One picture per game and player count into the folder ``args.out``."""
    folder: Path = args.out
    taken = []
    for game, players in every_table():
        one = argparse.Namespace(**{**vars(args), "game": game, "players": players,
                                    "out": folder / f"{game}-{players}p.png"})
        taken.append(take(one))
    return taken


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        written = take_all(args) if args.all else [take(args)]
    except (RuntimeError, KeyError, ValueError) as failure:
        print(f"screenshot failed: {failure}", file=sys.stderr)
        return 1
    for out in written:
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
