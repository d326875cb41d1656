"""The lines of play a game keeps: the one on the table, the branches, and the players' bookmarks.

"Play from here" takes the game back to an earlier point and plays on as a new line; the line that
went on from there is not thrown away but kept as a ``Branch``, which the players can take up again
later (and then the line they leave becomes the branch).  So no action ever recorded is lost:
every line the game ever had is the line on the table or one branch, in full.

Every branch leaves the line on the table: its first ``at`` actions are the table line's, its own
``actions`` follow.  When play goes back before the point where some branch leaves, that branch
would hang from actions that are no longer the table's, so it is carried over whole: it then leaves
at the new point and holds the actions in between itself.  This repeats a few actions in the file
and keeps every branch one step from the table, so taking one up is always the same simple swap.

A bookmark is a point of a line a player named; it belongs to the line it was made on and moves with
it.  The rules engine's own bookmarks (rounds, the final scoring) are not kept here: they follow
from the log (``chapters``).
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct
from msgspec.structs import replace

from ..lang.door import _
from .actions import Action

MAX_BOOKMARK_NAME = 40
MAX_BRANCHES = 64
"""Lines kept beside the one on the table, at most: a file holds them all, so a file with more is refused,
and going back once this many are kept is refused in words (a kept line is never dropped to make room)."""
FIRST_LINE = "Line 1"


class Bookmark(Struct, frozen=True):
    """A point a player named: ``at`` actions from the start of the game."""

    at: int
    name: str


class Branch(Struct, frozen=True):
    """A line of play kept aside: the table line's first ``at`` actions, then ``actions``.

    ``played`` of ``actions`` were on the table when it was left (the rest had been undone and could
    be redone); ``bookmarks`` are its own, counted from the start of the game like every position.
    """

    name: str
    at: int
    actions: tuple[Action, ...]
    played: int
    bookmarks: tuple[Bookmark, ...] = ()

    @property
    def end(self) -> int:
        """The position the branch had reached: where taking it up puts the game."""
        return self.at + self.played


class Lines(Struct, frozen=True):
    """The table line's name and bookmarks, and the branches beside it."""

    name: str = FIRST_LINE
    bookmarks: tuple[Bookmark, ...] = ()
    branches: tuple[Branch, ...] = ()

    def bookmark(self, at: int, name: str) -> Lines:
        """A new bookmark (a point holds one: naming it again renames it)."""
        name = " ".join(name.split())[:MAX_BOOKMARK_NAME]
        if not name:
            raise ValueError(_("A bookmark needs a name."))
        kept = tuple(b for b in self.bookmarks if b.at != at)
        return replace(self, bookmarks=tuple(sorted((*kept, Bookmark(at, name)), key=lambda b: b.at)))

    def unmark(self, at: int) -> Lines:
        return replace(self, bookmarks=tuple(b for b in self.bookmarks if b.at != at))

    def cut(self, length: int) -> Lines:
        """After actions past ``length`` were dropped from the table line (undo, then a new action):
        its bookmarks past that point named a table that is gone."""
        return replace(self, bookmarks=tuple(b for b in self.bookmarks if b.at <= length))

    def fork(self, actions: Sequence[Action], cursor: int, at: int, name: str | None = None) -> Lines:
        """The lines once play goes back to ``at`` of the table line (``actions``, at ``cursor``):
        what followed becomes a branch under the line's name, and the table line is called ``name``
        (by default the next free "Line N").  Below ``at`` the cursor means the branch was all undone.
        With ``MAX_BRANCHES`` kept already it raises ``ValueError``: no kept line is dropped for room."""
        if not (0 <= at <= len(actions) and 0 <= cursor <= len(actions)):
            raise IndexError(f"cannot go back to {at} of a line at {cursor} of {len(actions)}")
        if at == len(actions):
            return self
        if self.full:
            raise ValueError(_("already {n} lines of play are kept beside this one", n=MAX_BRANCHES))
        left = Branch(self.name, at, tuple(actions[at:]), max(0, cursor - at),
                      tuple(b for b in self.bookmarks if b.at > at))
        carried = tuple(self._carry(b, actions, at, self.bookmarks) for b in self.branches)
        return Lines(name or self.free_name(), tuple(b for b in self.bookmarks if b.at <= at), (*carried, left))

    @property
    def full(self) -> bool:
        """Going back would need a new kept line and there is no room (taking one up needs none)."""
        return len(self.branches) >= MAX_BRANCHES

    def take_up(self, index: int, actions: Sequence[Action], cursor: int) -> tuple[Lines, Branch]:
        """The lines once the branch ``index`` is on the table again, and that branch (whose actions
        follow the table line's first ``at``): the table line becomes a branch in its place."""
        chosen = self.branches[index]
        rest = Lines(self.name, self.bookmarks, self.branches[:index] + self.branches[index + 1:])
        forked = rest.fork(actions, cursor, chosen.at, chosen.name)
        if forked is rest:  # nothing past the branch point: the table line is a part of the branch
            forked = replace(rest, name=chosen.name)
        kept = tuple(b for b in forked.bookmarks if b.at <= chosen.at)
        return replace(forked, bookmarks=tuple(sorted((*kept, *chosen.bookmarks), key=lambda b: b.at))), chosen

    def forget(self, index: int) -> Lines:
        """The lines without the branch ``index``: the players gave it up (the only way a kept line goes,
        and the way to make room once ``MAX_BRANCHES`` are kept)."""
        if not 0 <= index < len(self.branches):
            raise IndexError(f"there is no kept line {index}")
        return replace(self, branches=self.branches[:index] + self.branches[index + 1:])

    def free_name(self) -> str:
        used = {self.name, *(b.name for b in self.branches)}
        n = 1
        while f"Line {n}" in used:
            n += 1
        return f"Line {n}"

    @staticmethod
    def _carry(branch: Branch, actions: Sequence[Action], at: int, marks: Sequence[Bookmark]) -> Branch:
        """``branch`` leaving the table line at ``at`` instead, when it left it later than that (with
        the table line's bookmarks on the stretch it now holds itself)."""
        if branch.at <= at:
            return branch
        between = tuple(actions[at:branch.at])
        shared = tuple(b for b in marks if at < b.at <= branch.at)
        return replace(branch, at=at, actions=between + branch.actions, played=branch.played + len(between),
                       bookmarks=shared + branch.bookmarks)


def full_line(actions: Sequence[Action], branch: Branch) -> list[Action]:
    """Every action of ``branch`` from the start of the game (the table line's first ones included)."""
    return [*actions[:branch.at], *branch.actions]
