"""The play screen's commands about the game's record: bookmarks, the kept lines of play, and the log as
text (a file, or the clipboard).

They work the same in play and in a replay: a bookmark names the point on the table, or the point
the replay shows; the log copied is the log as the panel shows it (in a replay, up to the point
shown).  Every failure ends in a message, never in a stopped program.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..atomic import write_atomically
from ..core.lines import MAX_BOOKMARK_NAME
from ..game_text import game_text, indented
from ..play_lines import agreement_needed, take_up
from ..userdirs import saves_dir
from .clipboard import copy_text
from .i18n import _, n_

if TYPE_CHECKING:
    from .shell_play import PlayScreen


def bookmark(play: PlayScreen) -> None:
    """Name the point shown (an empty name takes its bookmark away)."""
    game = play.game
    at = play.replay.replay.position if play.replay is not None else game.session.cursor
    named = next((b.name for b in game.lines.bookmarks if b.at == at), "")

    def named_as(name: str) -> None:
        game.lines = game.lines.bookmark(at, name) if name.strip() else game.lines.unmark(at)
        play.record_changed()

    play.dialogs.text(_("Bookmark"), _("A short name for this point (empty: no bookmark):"), named,
                      MAX_BOOKMARK_NAME, named_as)


def choose_line(play: PlayScreen) -> None:
    """Offer the kept lines of play; the one picked goes back on the table."""
    game = play.game
    branches = game.lines.branches
    if not branches:
        play.dialogs.message(_("Lines of play"), _(
            "This game has one line of play. \u201cPlay from here\u201d in a replay starts another and keeps this one."))
        return

    def take(index: int) -> None:
        branch = game.lines.branches[index]

        def go() -> None:
            if play.replay is not None:
                play.replay.leave()
            play.ui.say(take_up(game, index), 8.0)
            play.went_back()

        why = agreement_needed(game, branch.at, taking_up=True)
        if why is None:
            go()
        else:
            play.dialogs.confirm(_("Take up {name}?", name=branch.name), why, go)

    def forget(index: int) -> None:
        branch = game.lines.branches[index]

        def go() -> None:
            game.lines = game.lines.forget(index)
            play.record_changed()
            play.ui.say(_("{name} is forgotten.", name=branch.name), 6.0)

        play.dialogs.confirm(_("Forget {name}?", name=branch.name), n_(
            "Its {n} action after the point where it left this line cannot be brought back.",
            "Its {n} actions after the point where it left this line cannot be brought back.",
            len(branch.actions)), go)

    def pick(index: int) -> None:
        branch = game.lines.branches[index]
        play.dialogs.choose(branch.name, [(_("Take it up"), lambda: take(index)),
                                          (_("Forget it"), lambda: forget(index))])

    options = [(_("{name}: its own way after action {at}, {n} more", name=b.name, at=b.at, n=b.played),
                lambda i=i: pick(i)) for i, b in enumerate(branches)]
    play.dialogs.choose(_("Lines of play (now: {name})", name=game.lines.name), options)


def export_log(play: PlayScreen) -> None:
    """Write the game's log as a readable text file, where the player says."""
    game = play.game

    def write(path: Path) -> None:
        data = game_text(game).encode("utf-8")
        if write_atomically(path, lambda handle: handle.write(data)):
            play.ui.say(_("The log is written to {path}", path=str(path)), 6.0)
        else:
            play.dialogs.message(_("Could not write the log"), _("{path} cannot be written.", path=str(path)))

    play.dialogs.save_path(saves_dir() / f"{game.game}-log.txt", write, title=_("Export the log"))


def copy_log(play: PlayScreen) -> None:
    """Copy the log as the panel shows it (in a replay: up to the point shown)."""
    view = play.hud.log_view
    lines = view.lines if view.marked is None else view.lines[: view.marked + 1]
    problem = copy_text("".join(indented(line, 2) + "\n" for line in lines))
    if problem:
        play.dialogs.message(_("Could not copy the log"), problem)
    else:
        play.ui.say(n_("The log ({n} line) is on the clipboard.", "The log ({n} lines) is on the clipboard.", len(lines)))
