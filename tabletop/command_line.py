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
from .lang.door import _

UI_SCALES = (1.0, 1.25, 1.5, 2.0)
"""The UI scales the chrome is drawn at (the theme refuses any other)."""
MIN_SIZE = (960, 600)
MAX_SIDE = 16384
BOT_SEAT = re.compile(r"p([1-9][0-9]?)")
SEED_DIGITS = 18
"""The longest seed one may give, here and on the start screen: any such seed fits a saved game."""
MOST_SEATS = 6  # the sandbox's; no game in the box seats more
LANGUAGE_CODES = ("en", "hu", "el")


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
    parser.add_argument("--language", choices=LANGUAGE_CODES, default=None,
                        help="the app's language for this run (default: the one chosen last, or the system's)")
    parser.add_argument("--plain", action="store_true",
                        help="draw plain pieces instead of the printed art (fast start, little memory)")
    return parser


def asked_language(argv: Sequence[str] | None) -> str | None:
    """The ``--language`` given, looked at before the rest so that a bad option is told in it."""
    parser = _Parser(add_help=False)
    parser.add_argument("--language", choices=LANGUAGE_CODES, default=None)
    try:
        known, _rest = parser.parse_known_args(list(argv) if argv is not None else None)
    except BadCommandLine:
        return None
    return known.language  # type: ignore[no-any-return]


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The options, checked; raises ``BadCommandLine`` with a one-line reason.

    ``size`` becomes a (width, height) pair (or ``None``) and ``bots`` a dict of seat id -> level.
    """
    args = _parser().parse_args(list(argv) if argv is not None else None)
    args.size = _size(args.size)
    if args.ui_scale not in UI_SCALES:
        raise BadCommandLine(_("--ui-scale {scale} is not offered; choose 1, 1.25, 1.5 or 2", scale=f"{args.ui_scale:g}"))
    if args.seed is not None and len(str(abs(args.seed))) > SEED_DIGITS:
        raise BadCommandLine(_("--seed {seed}: a seed is a whole number of at most {digits} digits",
                               seed=str(args.seed)[:30], digits=SEED_DIGITS))
    if args.load is not None and args.game:
        raise BadCommandLine(_("--load and --game cannot go together: a saved game brings its own game"))
    bots = _bots(args.bots)
    if not args.game:
        if args.players is not None and not 1 <= args.players <= MOST_SEATS:
            raise BadCommandLine(_("--players {players}: the games here are for 1 to {most} players",
                                      players=args.players, most=MOST_SEATS))
        for given, option in ((args.players is not None, "--players"), (bots, "--bots")):
            if given:
                raise BadCommandLine(_("{option} needs --game (without it the start screen asks who plays)", option=option))
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
            raise BadCommandLine(_("--bots {seat} is not a seat; name seats p1, p2, ... e.g. --bots p2:hard,p3",
                                   seat=repr(seat)))
        if seat in out:
            raise BadCommandLine(_("--bots {seat}: the seat is given to the computer twice", seat=seat))
        if sep and level not in BOT_LEVELS:
            raise BadCommandLine(_("--bots {seat}:{level}: a bot plays at one of the levels {levels}", seat=seat,
                                   level=level, levels=", ".join(BOT_LEVELS)))
        out[seat] = level if sep else _default_level()
    return out


def _default_level() -> str:
    """The level of a seat given without one; asked only then, as the bots' module costs a start
    into a game without them about 10 ms."""
    from .games.kit.levels import DEFAULT_LEVEL

    return DEFAULT_LEVEL


def _size(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    found = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if found is None:
        raise BadCommandLine(_("--size {size} is not WIDTHxHEIGHT; give it in pixels, e.g. --size 1600x900", size=repr(text)))
    w, h = int(found[1]), int(found[2])
    if not (MIN_SIZE[0] <= w <= MAX_SIDE and MIN_SIZE[1] <= h <= MAX_SIDE):
        raise BadCommandLine(_("--size {size} is too small or too large; the window needs at least {least}",
                               size=f"{w}x{h}", least=f"{MIN_SIZE[0]}x{MIN_SIZE[1]}"))
    return w, h


def _check_game(game: str, players: int | None, bots: dict[str, str], rules_on: bool) -> None:
    from .games import GAME_MODULES, load_game

    if game not in GAME_MODULES:
        raise BadCommandLine(_("--game {game} is not in the box; choose one of {games}", game=repr(game),
                                games=", ".join(GAME_MODULES)))
    try:
        definition = load_game(game)
    except ImportError as missing:
        raise BadCommandLine(_("--game {game} cannot be loaded in this build: {missing}", game=game, missing=missing)) from None
    low, high = definition.min_seats, definition.max_seats
    if players is not None and not low <= players <= high:
        raise BadCommandLine(_("--players {players}: {title} is for {low} to {high} players", players=players,
                                title=_(definition.title), low=low, high=high))
    count = players or max(low, min(2, high))
    for bot in bots:
        if int(bot[1:]) > count:
            raise BadCommandLine(_("--bots {seat}: there are only seats p1 to p{count} in this game", seat=bot, count=count))
    if bots and definition.rules is None:
        raise BadCommandLine(_("--bots: {title} has no rules engine, so the computer cannot play a seat",
                                title=_(definition.title)))
    if bots and not rules_on:
        raise BadCommandLine(_("--bots needs the rules on: the computer plays by them"))
