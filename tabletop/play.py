"""A game in play: what is played, by whom, who holds the computer, and its session.

The UI holds one ``GameInPlay`` and draws it; starting, loading and saving a game, the hot seat, the
bots and undo across a hand-over are decided here, without pygame, so they are tested like the core.

The hot seat.  ``holder`` is the seat at the computer: their hand is drawn face up and their moves are
theirs.  Handing over puts a curtain up naming the next seat (``waiting``); nobody's hand shows until
that player lifts it.  With rules on, the engine says whose decision it is and the computer is handed
to that seat whenever it is a person other than the holder; with rules off, "End turn" hands it to the
next seat.  The holder is saved with the game, so a loaded game opens behind the curtain for them.

Undo takes back the holder's own moves.  A move of the computer's seats is undone together with the
move it answered.  A move of another person is theirs to take back: the curtain asks for them first,
so undo never shows one player's hidden cards to another.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from msgspec import Struct

from .core.chapters import Chapters
from .core.lines import Lines
from .core.model import Seat, Table, Visibility
from .core.session import Outcome, Session
from .games import load_game
from .games.definition import GameDefinition, default_seats
from .lang.door import _

if TYPE_CHECKING:
    from .games.kit.binding import Choice, GameBinding
    from .storage import Snapshot

__all__ = ["BotMove", "CannotOpen", "CannotStart", "GameInPlay", "HotSeat", "TableOnly"]


class CannotStart(ValueError):
    """A game that cannot be set up as asked; the message is in the player's words."""


class CannotOpen(Exception):
    """A saved game that cannot be opened; the message names the file and the problem."""


class TableOnly(CannotOpen):
    """A saved game whose log no longer replays: its table alone can still be opened (``open_table``)."""

    def __init__(self, message: str, snapshot: Snapshot, name: str) -> None:
        super().__init__(message)
        self.snapshot = snapshot
        self.name = name

    def open_table(self) -> GameInPlay:
        """The saved table as a free table: no history, rules off."""
        return GameInPlay.from_snapshot(self.snapshot.table_only(), self.name)


class HotSeat(Struct, frozen=True):
    """Who is at the computer: ``holder`` (``None`` while the curtain is up for ``waiting``).

    ``undo`` marks a curtain raised to hand the computer back to ``waiting`` so that they can take
    back their own move; lifting it performs that undo.
    """

    holder: str | None
    waiting: str | None = None
    undo: bool = False


def fresh_chance_key(reproducible: bool) -> bytes | None:
    """The key of a session's chance stream: from the seed when the game is reproducible, else new
    bytes from the system, so nothing saved or shown predicts a roll."""
    return None if reproducible else os.urandom(16)


class GameInPlay:
    def __init__(self, definition: GameDefinition, options: Mapping[str, Any], session: Session,
                 binding: GameBinding[Any, Any] | None, bots: Mapping[str, str], holder: str | None,
                 reproducible: bool = False) -> None:
        self.definition = definition
        self.options = dict(options)
        self.session = session
        self.binding = binding
        self.bots = {seat: level for seat, level in bots.items() if seat in self.seat_ids}
        self.reproducible = reproducible
        self.hotseat = HotSeat(holder)
        # A reproducible game (tests, benchmarks) replays its bots' choices too; otherwise they are
        # as unforeseeable as the dice.
        self.bot_rng = random.Random(session.seed if reproducible else os.urandom(8))
        self.lines = Lines()
        self._chapters = Chapters(
            None if binding is None else (lambda state: binding.stage(state).round),
            None if binding is None else binding.is_over)
        session.subscribe(self._recorded)

    def _recorded(self, session: Session, event: str) -> None:
        """A new action drops what had been undone: the bookmarks made there go with it."""
        if event == "dispatch":
            self.lines = self.lines.cut(session.cursor - 1)

    def chapters(self) -> Chapters:
        """Where the turns and rounds of the line on the table begin (kept up to date as it grows)."""
        s = self.session
        return self._chapters.update(s.actions, s.cursor, s.state_at, s.rules_on_at)

    # -- making a game ---------------------------------------------------------------------------

    @classmethod
    def new(cls, definition: GameDefinition, seed: int, *, players: int | None = None, seats: Sequence[Seat] = (),
            names: Sequence[str] = (), rules_on: bool = True, bots: Mapping[str, str] | None = None,
            options: Mapping[str, Any] | None = None, reproducible: bool = False) -> GameInPlay:
        """A new game of ``definition``; raises ``CannotStart`` in words when it cannot be set up so."""
        if not seats:
            count = players or max(definition.min_seats, min(2, definition.max_seats))
            if not definition.min_seats <= count <= definition.max_seats:
                raise CannotStart(_("{title} is for {min_seats} to {max_seats} players.", title=_(definition.title),
                                    min_seats=definition.min_seats, max_seats=definition.max_seats))
            seats = default_seats(count, names, definition.colours())
        opts = dict(definition.options) | dict(options or {})
        try:
            table = definition.setup(seats, seed, opts)
            binding = definition.binding(seats, seed, opts)
        except ValueError as refused:
            raise CannotStart(_("{title} cannot be set up so: {refused}", title=definition.title, refused=refused)) from None
        session = Session(table, seed, binding, rules_on and binding is not None,
                          chance_key=fresh_chance_key(reproducible))
        bots = dict(bots or {})
        unknown = sorted(set(bots) - {s.id for s in seats})
        if unknown:
            raise CannotStart(_("There is no seat {value} to give to the computer.", value=unknown[0]))
        game = cls(definition, opts, session, binding, bots, None, reproducible)
        game.hotseat = HotSeat(game.first_holder())
        return game

    @classmethod
    def from_snapshot(cls, snap: Snapshot, name: str) -> GameInPlay:
        """The game ``snap`` holds (read from the file called ``name``), its log replayed.

        Raises ``TableOnly`` when the log no longer leads to the saved table, and ``CannotOpen`` when
        the game itself is unknown or its options or state are refused.
        """
        from .storage import SnapshotError, session_from  # files and their codec load with the first file
        try:
            definition = load_game(snap.game)
        except KeyError:
            raise CannotOpen(_("The saved game {name} is of a game this Tabletop does not have ({value}).", name=name, value=snap.game[:40]))\
                from None
        options = dict(definition.options) | dict(snap.options)
        seats = snap.table.seats
        try:
            binding = definition.binding(seats, snap.seed, options)
        except ValueError as refused:
            raise CannotOpen(_("The saved game {name} has options its rules refuse: {refused}.", name=name, refused=refused)) from None
        try:
            session = session_from(snap, binding, fresh_chance_key(snap.reproducible))
        except SnapshotError as broken:
            raise TableOnly(_("The saved game {name} cannot be followed: {broken}", name=name, broken=broken), snap, name) from None
        if binding is not None and session.rules_on:
            try:
                binding.engine.check(session.game_state)
            except ValueError as broken:
                raise TableOnly(_("The saved game {name} breaks the rules' bookkeeping: {broken}", name=name, broken=broken), snap, name)\
                    from None
            if not binding.pictures(session.game_state, session.table):
                raise TableOnly(_("The saved game {name}'s table does not show its game.", name=name), snap, name)
        play = snap.play
        game = cls(definition, options, session, binding, play["bots"], None, snap.reproducible)
        game.lines = snap.lines
        holder = play["holder"] or game.first_holder()
        game.hotseat = HotSeat(holder)
        if holder is not None and len(game.humans()) > 1 and game._secrets(holder):
            game.hotseat = HotSeat(None, holder)
        return game

    @classmethod
    def load(cls, path: Path | str) -> GameInPlay:
        """The game saved at ``path``; raises ``CannotOpen`` (or ``TableOnly``) naming the file."""
        from .storage import SnapshotError, load_snapshot, release_memory

        release_memory()  # the games this one replaces are freed, not kept by the process
        try:
            snap = load_snapshot(path)
        except SnapshotError as broken:
            raise CannotOpen(str(broken)) from None
        return cls.from_snapshot(snap, str(path))

    # -- saving ----------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        from .storage import snapshot_of

        holder = self.hotseat.waiting if self.hotseat.holder is None else self.hotseat.holder
        play = {"holder": holder, "bots": dict(self.bots)}
        return snapshot_of(self.session, self.game, self.options, play=play, reproducible=self.reproducible,
                           lines=self.lines)

    def save(self, path: Path | str) -> None:
        """Write the game to ``path`` atomically; raises ``SnapshotError`` naming the file."""
        from .storage import save_snapshot

        save_snapshot(path, self.snapshot())

    # -- seats -----------------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.definition.id

    @property
    def table(self) -> Table:
        return self.session.table

    @property
    def seat_ids(self) -> list[str]:
        return [s.id for s in self.session.table.seats]

    def seat_name(self, seat: str | None) -> str:
        return self.session.table.seat_name(seat)

    def humans(self) -> list[str]:
        return [s for s in self.seat_ids if s not in self.bots]

    def rules_seat(self) -> str | None:
        """The seat whose decision it is, when rules are on and the game is not over."""
        if self.binding is None or not self.session.rules_on:
            return None
        return self.binding.current_seat(self.session.game_state)

    def is_over(self) -> bool:
        return self.binding is not None and self.session.rules_on and self.binding.is_over(self.session.game_state)

    def first_holder(self) -> str | None:
        """Who takes the computer first: the rules' deciding seat if a person plays it, else the first person."""
        seat = self.rules_seat()
        humans = self.humans()
        if seat in humans:
            return seat
        return humans[0] if humans else None

    def bot_to_move(self) -> str | None:
        """The computer's seat whose decision it is now, if any (and no curtain is up)."""
        seat = self.rules_seat()
        return seat if seat in self.bots and self.hotseat.waiting is None else None

    # -- the hot seat ----------------------------------------------------------------------------

    def pass_to(self, seat: str) -> None:
        """Hand the computer to ``seat``: behind the curtain, unless nobody else could see a thing."""
        humans = self.humans()
        if seat in self.bots or len(humans) <= 1:
            self.hotseat = HotSeat(seat if seat not in self.bots else (humans[0] if humans else None))
            return
        if not self._secrets(seat, self.hotseat.holder):
            self.hotseat = HotSeat(seat)
            return
        if seat != self.hotseat.holder or self.hotseat.waiting is not None:
            self.hotseat = HotSeat(None, seat)

    def _secrets(self, *seats: str | None) -> bool:
        """Whether the table keeps anything private to one of ``seats`` (a card in a hand).  Only then does
        a hand-over need the curtain: in Robinson, where everything lies open, the castaways pass the
        mouse round the table with no screen to click away between them."""
        return any(zone.visibility is Visibility.OWNER and zone.owner in seats and zone.pieces
                   for zone in self.session.table.zones.values())

    def lift(self) -> Outcome | None:
        """The waiting player lifted the curtain: they hold the computer now (and take back their move,
        when that is why it was handed back)."""
        seat, undo = self.hotseat.waiting, self.hotseat.undo
        if seat is None:
            return None
        self.hotseat = HotSeat(seat)
        if undo:
            said = self.undo()
            return None if said is None else Outcome(False, said)
        return None

    def follow_rules(self) -> None:
        """After a change: hand the computer to the person whose decision it is now."""
        seat = self.rules_seat()
        if seat is None or seat in self.bots:
            return
        if seat != self.hotseat.holder and seat != self.hotseat.waiting:
            self.pass_to(seat)

    def end_turn(self) -> str | None:
        """Enter / End turn: with rules on, the engine's ending move when it is legal now (otherwise the
        reason); with rules off, the computer goes to the next seat.  ``None`` when done."""
        if self.hotseat.holder is None:
            return _("The curtain is up: the next player lifts it first.")
        if self.binding is not None and self.session.rules_on:
            if self.is_over():
                return _("The game is over.")
            if self.rules_seat() != self.hotseat.holder:
                return _("It is {value}'s decision, not yours.", value=self.seat_name(self.rules_seat()))
            ending = self.binding.ending(self.session.game_state, self.session.table)
            if ending is None:
                return _("Your turn cannot end yet: choose your next move in the panel (the last group ends it).")
            outcome = self.session.dispatch(ending.action)
            self.follow_rules()
            return None if outcome.ok else outcome.text
        seats = self.seat_ids
        holder = self.hotseat.holder
        start = seats.index(holder) if holder in seats else -1
        for step in range(1, len(seats) + 1):
            seat = seats[(start + step) % len(seats)]
            if seat not in self.bots:
                self.pass_to(seat)
                break
        return None

    # -- undo and redo ---------------------------------------------------------------------------

    def undo(self) -> str | None:
        """Take back the holder's last move (with the computer's replies to it); ``None`` when done or
        when the curtain went up to hand the computer back to the player whose move it is."""
        if self.hotseat.holder is None:
            return _("The curtain is up: the next player lifts it first.")
        why = self.session.why_no_undo()
        if why:
            return why
        target = self._undo_target()
        if target is None:
            return self.session.why_no_undo_past(self._after_bots()) or _("There is nothing to undo.")
        owner = self.session.actions[target].actor
        if owner is not None and owner != self.hotseat.holder and owner not in self.bots and len(self.humans()) > 1:
            if self._secrets(owner, self.hotseat.holder):
                self.hotseat = HotSeat(None, owner, undo=True)
                return None
            self.hotseat = HotSeat(owner)
        while self.session.cursor > target:
            self.session.undo()
        return None

    def _after_bots(self) -> int:
        """The cursor before the computer's moves at the end of the log (down to the undo floor)."""
        s = self.session
        k = s.cursor
        while k > s.undo_floor and s.actions[k - 1].actor in self.bots:
            k -= 1
        return k

    def _undo_target(self) -> int | None:
        """The index of the move undo takes back: the last one not the computer's, if undo may reach it."""
        k = self._after_bots()
        return k - 1 if k > self.session.undo_floor else None

    def redo(self) -> str | None:
        if self.hotseat.holder is None:
            return _("The curtain is up: the next player lifts it first.")
        if not self.session.redo():
            return _("There is nothing to redo.")
        return None

    # -- the computer's seats --------------------------------------------------------------------

    def bot_thought(self, enough: Callable[[], bool] | None = None) -> BotMove | None:
        """The move of the computer's seat whose decision it is, thought out but not yet played.

        Pure: it changes nothing, so the app may run it on a worker thread while the window goes
        on; thinking stops once ``enough()`` says so (the app's deadline for the seat's level).
        """
        seat = self.bot_to_move()
        binding = self.binding
        if seat is None or binding is None or self.is_over():
            return None
        from .games.kit.search import never  # loaded with the binding's kit already

        state = self.session.game_state
        choice = binding.bot_choice(state, self.table, seat, self.bot_rng, self.bots[seat], enough or never)
        return None if choice is None else BotMove(seat, state, choice)

    def play_bot(self, move: BotMove) -> Outcome | None:
        """Play a move thought out earlier, unless the game has moved on since (an undo, the rules
        switched off): then nothing happens and ``None`` says so."""
        if self.session.game_state is not move.state or self.bot_to_move() != move.seat:
            return None
        outcome = self.session.dispatch(move.choice.action)
        self.follow_rules()
        return outcome

    def bot_step(self, enough: Callable[[], bool] | None = None) -> Outcome | None:
        """One move of the computer's seat whose decision it is, if any, thought out and played."""
        move = self.bot_thought(enough)
        return None if move is None else self.play_bot(move)


class BotMove(Struct, frozen=True):
    """A move the computer chose for ``seat`` when the game stood at ``state``."""

    seat: str
    state: Any
    choice: Choice

