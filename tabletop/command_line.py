"""What ``python main.py`` accepts, checked before any window opens.

Bad input gets one line naming the option and what it takes, and exit code 2 (argparse's code for
a usage error); never a traceback and never a silent default.  The checks need each game's seat
counts only, read from its definition (no rules, no art), so a good command line still starts as
fast as before.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from .core.model import BOT_LEVELS
from .games.kit.levels import DEFAULT_LEVEL

UI_SCALES = (1.0, 1.25, 1.5, 2.0)
"""The UI scales the chrome is drawn at (the theme refuses any other)."""
MIN_SIZE = (960, 600)
MAX_SIDE = 16384
BOT_SEAT = re.compile(r"p([1-9][0-9]?)")
MOST_SEATS = 6  # the sandbox's; no game in the box seats more


class BadCommandLine(Exception):
    """A command line the program refuses; the message is the one line the player reads."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadCommandLine(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="tabletop", description="A hot-seat virtual table for board games.")
    parser.add_argument("--game", help="start straight into this game (sandbox, my_village, village, loyang, robinson)")
    parser.add_argument("--players", type=int, default=None, help="number of players (needs --game)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the set-up (the opening table)")
    parser.add_argument("--reproducible", action="store_true",
                        help="the seed decides the rolls and shuffles during play too (a game that repeats exactly)")
    parser.add_argument("--rules", choices=("on", "off"), default="on", help="enforce the rules when the game has them")
    parser.add_argument("--load", type=Path, default=None, help="open a saved snapshot")
    parser.add_argument("--bots", default="",
                        help="seats played by the computer, each at a level easy, normal (the default) or hard, "
                             "e.g. p2:hard,p3 (needs --game)")
    parser.add_argument("--ui-scale", type=float, default=1.0, help="size of text and panels (1, 1.25, 1.5, 2)")
    parser.add_argument("--size", default=None, help="window size WIDTHxHEIGHT, e.g. 1600x900")
    parser.add_argument("--plain", action="store_true",
                        help="draw plain pieces instead of the printed art (fast start, little memory)")
    return parser


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The options, checked; raises ``BadCommandLine`` with a one-line reason.

    ``size`` becomes a (width, height) pair (or ``None``) and ``bots`` a dict of seat id -> level.
    """
    args = _parser().parse_args(list(argv) if argv is not None else None)
    args.size = _size(args.size)
    if args.ui_scale not in UI_SCALES:
        raise BadCommandLine(f"--ui-scale {args.ui_scale:g} is not offered; choose 1, 1.25, 1.5 or 2")
    if args.load is not None and args.game:
        raise BadCommandLine("--load and --game cannot go together: a saved game brings its own game")
    bots = _bots(args.bots)
    if not args.game:
        if args.players is not None and not 1 <= args.players <= MOST_SEATS:
            raise BadCommandLine(f"--players {args.players}: the games here are for 1 to {MOST_SEATS} players")
        for given, option in ((args.players is not None, "--players"), (bots, "--bots")):
            if given:
                raise BadCommandLine(f"{option} needs --game (without it the start screen asks who plays)")
    else:
        _check_game(args.game, args.players, bots, args.rules == "on")
    args.bots = bots
    return args


def _bots(text: str) -> dict[str, str]:
    """The computer's seats as typed: ``p2:hard,p3`` (a seat without a level plays at the default)."""
    out: dict[str, str] = {}
    for item in text.split(","):
        seat, sep, level = (part.strip() for part in item.partition(":"))
        if not seat and not sep and not level:
            continue
        if BOT_SEAT.fullmatch(seat) is None:
            raise BadCommandLine(f"--bots {seat!r} is not a seat; name seats p1, p2, ... e.g. --bots p2:hard,p3")
        if seat in out:
            raise BadCommandLine(f"--bots {seat}: the seat is given to the computer twice")
        if sep and level not in BOT_LEVELS:
            raise BadCommandLine(f"--bots {seat}:{level}: a bot plays at one of the levels {', '.join(BOT_LEVELS)}")
        out[seat] = level if sep else DEFAULT_LEVEL
    return out


def _size(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    found = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if found is None:
        raise BadCommandLine(f"--size {text!r} is not WIDTHxHEIGHT; give it in pixels, e.g. --size 1600x900")
    w, h = int(found[1]), int(found[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIDE and MIN_SIZE[1] <= h <= MAX_SIDE):
        raise BadCommandLine(f"--size {w}x{h} is too small or too large; the window needs at least "
                             f"{MIN_SIZE[0]}x{MIN_SIZE[1]}")
    return w, h


def _check_game(game: str, players: int | None, bots: dict[str, str], rules_on: bool) -> None:
    from .games import GAME_MODULES, load_game

    if game not in GAME_MODULES:
        raise BadCommandLine(f"--game {game!r} is not in the box; choose one of {', '.join(GAME_MODULES)}")
    try:
        definition = load_game(game)
    except ImportError as missing:
        raise BadCommandLine(f"--game {game} cannot be loaded in this build: {missing}") from None
    low, high = definition.min_seats, definition.max_seats
    if players is not None and not low <= players <= high:
        raise BadCommandLine(f"--players {players}: {definition.title} is for {low} to {high} players")
    count = players or max(low, min(2, high))
    for bot in bots:
        if int(bot[1:]) > count:
            raise BadCommandLine(f"--bots {bot}: there are only seats p1 to p{count} in this game")
    if bots and definition.rules is None:
        raise BadCommandLine(f"--bots: {definition.title} has no rules engine, so the computer cannot play a seat")
    if bots and not rules_on:
        raise BadCommandLine("--bots needs the rules on: the computer plays by them")
