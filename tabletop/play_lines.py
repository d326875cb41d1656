"""Going back in a game in play: playing on from an earlier point, and taking a kept line up again.

"Play from here" (from a replay) takes the game back to that point as a new line of play; the line
that went on from there is kept, whole, as a branch the players can take up again (``core.lines``).
Nothing is dropped, so nothing needs a confirmation for its own sake.

Going back is not undo, and it is not a way round undo's floor either:

* What was seen stays seen.  A card drawn, a search, a die rolled after the point are known to whoever
  saw them; no program can make a player forget.  So the table decides: while the game is unfinished,
  going back past such a step is offered only with a question that names the step and says so
  (``agreement_needed``), because in a hot-seat game the whole table is at the computer.
* Chance is decided anew.  The session never counts its chance draws back, and a game that is not
  reproducible gets a fresh key as well, so a roll or shuffle made again after going back is a new
  one, not the one seen in the other line (a reproducible game stays reproducible: its draws go on
  from the seed, past every draw made so far).
* Cards already in a deck keep their order: the order is part of the table (or of the rules' state)
  at the point gone back to, and the players who saw the top card know it.  That is the honest limit
  of going back, and why the question asks the whole table.
* The new line says it began so: its first log line tells that play went back and where the other
  line is kept, so whoever reads the log or the exported text later sees it.

Once the game is over going back needs no question: the result stands in the kept line, and what
follows is a "what if" the players explore.
"""

from __future__ import annotations

from .core.actions import Announce
from .core.errors import IllegalAction
from .core.lines import MAX_BRANCHES
from .lang.door import _, n_
from .play import GameInPlay, fresh_chance_key


def agreement_needed(game: GameInPlay, at: int, taking_up: bool = False) -> str | None:
    """Why going back to position ``at`` needs the whole table's agreement, or ``None`` when it does not
    (a finished game, or nothing seen or left to chance since that point).  ``taking_up``: to put a
    kept line on the table, whose chance was decided when it was played."""
    if game.is_over():
        return None
    s = game.session
    steps = s.reveals(at, s.cursor)
    if not steps:
        return None
    first = s.log_lines(steps[0] + 1)[-1].split("\n")[0].rstrip(".")  # the move, without what followed it
    if len(steps) > 1:
        first = n_("{step} (and {n} more)", "{step} (and {n} more)", len(steps) - 1, step=first)
    if taking_up:
        return _("This goes back past \u201c{step}\u201d. What was seen stays known. Go on only if everyone at the "
                 "table agrees.", step=first)
    return _("This goes back past \u201c{step}\u201d. What was seen stays known; chance is decided anew. Go on only "
             "if everyone at the table agrees.", step=first)


def why_not_play_from(game: GameInPlay) -> str | None:
    """Why the game cannot go back as a new line at all, or ``None``: the kept lines are at their limit,
    and dropping one is the players' decision, never the program's."""
    if not game.lines.full:
        return None
    return _("This game already keeps {n} other lines of play, as many as a game keeps, and none is dropped to "
             "make room. Forget one you no longer need, or take one up to play on there (Menu: Lines of play).",
             n=MAX_BRANCHES)


def play_from(game: GameInPlay, at: int) -> str:
    """Take the game back to position ``at`` as a new line; the line that went on is kept as a branch.

    Returns what happened, in words for the status line.
    """
    s = game.session
    if at >= len(s.actions):
        return _("This is where the game is: play on.")
    refused = why_not_play_from(game)
    if refused:
        return refused
    kept = game.lines.name
    lines = game.lines.fork(s.actions, s.cursor, at)
    s.cut(at)
    game.lines = lines
    _after_going_back(game)
    s.dispatch(Announce(_("Play went back to here. The game as it went on from here is kept as {line}.", line=kept)))
    game.follow_rules()
    return _("Playing on from here as {line}; {kept} is kept (Menu: Lines of play).", line=lines.name, kept=kept)


def take_up(game: GameInPlay, index: int) -> str:
    """Put the kept line ``index`` back on the table; the line on the table is kept in its place.

    Returns what happened, in words.  A kept line that no longer replays (a file edited by hand) is
    refused and the game stays as it was.
    """
    s = game.session
    lines, branch = game.lines.take_up(index, s.actions, s.cursor)
    left, cursor, tail = game.lines.name, s.cursor, list(s.actions[branch.at:])
    s.cut(branch.at)
    try:
        s.follow(branch.actions, branch.end)
    except Exception as broken:  # a kept line read from a file is input: refused in words, never a crash
        s.follow(tail, cursor)
        why = broken.reason if isinstance(broken, IllegalAction) else f"{type(broken).__name__}: {broken}"
        return _("{line} cannot be taken up: {why}", line=branch.name, why=why[:200])
    game.lines = lines
    _after_going_back(game)
    game.follow_rules()
    if tail:
        return _("{line} is on the table again; {kept} is kept.", line=branch.name, kept=left)
    return _("{line} is on the table again.", line=branch.name)


def _after_going_back(game: GameInPlay) -> None:
    """A game gone back is not finished (until its rules say so again), and its chance is new."""
    if not game.reproducible:
        game.session.chance_key = fresh_chance_key(False)
    if not game.is_over():
        game.options.pop("finished", None)
