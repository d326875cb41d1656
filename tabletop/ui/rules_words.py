"""What the play screen says and shows about a game with rules: the banner, whose decision it is, what a
hovered move touches, what the rules did after a move, and how fast the computer plays.

Plain functions of the ``GameInPlay`` (no panel), so the play screen stays a switchboard and these
words are tested without a window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import Struct

from .i18n import _

if TYPE_CHECKING:
    from ..core.model import Table
    from ..games.kit.binding import Choice
    from ..play import GameInPlay


class Pace(Struct, frozen=True):
    """How the computer's moves are shown: each slides for ``slide`` seconds, then ``pause`` more."""

    name: str
    slide: float
    pause: float


PACES = (Pace("slow", 0.8, 1.8), Pace("normal", 0.45, 0.9), Pace("fast", 0.2, 0.25))
OWN_SLIDE_S = 0.25  # a person's own move glides quickly: they know where it goes
TELL_S = 3.0  # seconds what the rules did stays on the table, plus a little per line
TOLD_LINES = 4  # the table shows this many lines of it at most; the log has them all


def pace_named(name: str) -> Pace:
    return next((p for p in PACES if p.name == name), PACES[1])


def next_pace(name: str) -> Pace:
    names = [p.name for p in PACES]
    return PACES[(names.index(name) + 1) % len(PACES) if name in names else 1]


def banner(game: GameInPlay) -> str:
    """With rules on: the round, the phase and whose decision it is; else who holds the computer (or
    who is to take it) and that the rules are off; at the end, who won."""
    seat = game.hotseat
    if game.is_over():
        # who won last: a narrow bar cuts the middle part first (``hud.fit_status``), the hint, not the result
        return _("Game over · the score sheet is in the menu · {winners}", winners=winners(game))
    if seat.waiting is not None:
        return _("Pass the computer to {name}", name=game.seat_name(seat.waiting))
    deciding = game.rules_seat()
    if deciding is not None and game.binding is not None:
        name = game.seat_name(deciding)
        if deciding in game.bots:
            name = _("{name} (computer)", name=name)
        return _("{where} · {name}", where=game.binding.where(game.session.game_state), name=name)
    rules = _("rules on") if game.session.rules_on else _("rules off")
    return _("{name}'s turn · {rules}", name=game.seat_name(seat.holder), rules=rules)


def winners(game: GameInPlay) -> str:
    """Who won; in a cooperative game the players lost together, that everyone lost; alone, how the
    player did by the rulebook (Loyang's solo rating against its 17 target): a lone player always
    ranks first, which says nothing."""
    assert game.binding is not None
    sheets = game.binding.score_sheets(game.session.game_state)
    if len(sheets) == 1 and sheets[0].note:
        return _("{name}: {result}", name=game.seat_name(sheets[0].seat), result=sheets[0].note)
    names = " & ".join(game.seat_name(s.seat) for s in sheets if s.won)
    if not names:
        return _("everyone loses")
    return _("{names} win", names=names) if "&" in names else _("{names} wins", names=names)


def waiting(game: GameInPlay) -> str:
    """Whose decision it is when it is not the seat's at the computer (empty when it is, or nobody's)."""
    deciding = game.rules_seat()
    if deciding is None or (deciding == game.hotseat.holder and deciding not in game.bots):
        return ""
    return _("{name} is playing…", name=game.seat_name(deciding))


def touched(choice: Choice | None, view: Table, table: Table) -> tuple[frozenset[str], frozenset[str]]:
    """What a move touches, to outline on the table: the pieces it takes or aims at (as the viewer
    sees them) and the places it goes (a hidden card's pile stands for the card)."""
    pieces: set[str] = set()
    zones: set[str] = set()
    for d in choice.drags if choice is not None else ():
        for pid in (d.piece, d.onto):
            if pid is None:
                continue
            if pid in view.pieces:
                pieces.add(pid)
            elif pid in table.pieces:
                zones.add(table.pieces[pid].zone)
        if d.onto is None:
            zones.add(d.zone)
    return frozenset(pieces), frozenset(zones)


def told(game: GameInPlay, actor: str | None, entry: str) -> str:
    """What to say on the table after a move: the steps the rules took by themselves, and the whole
    move when the computer made it (a person knows what they did)."""
    if not game.session.rules_on:
        return ""
    lines = entry.split("\n")
    lines = lines if actor in game.bots else lines[1:]
    if len(lines) > TOLD_LINES:
        lines = lines[:TOLD_LINES - 1] + [_("… and more in the log.")]
    return "\n".join(lines)
