"""``Session``: the one door every change goes through.

``dispatch`` decides the action's chance from the session's stream, lets the rules (when on) admit
it, applies it, writes its log sentence and records it; ``undo``/``redo`` move along the recorded
stream without deciding anything again.  The session is pure: autosave, drawing and files belong to
the shell, which listens through ``subscribe``, and the entropy of a fresh chance stream is handed in.

Undo never takes back what someone has seen: an action that revealed a hidden piece to anybody
(a search, a draw, a card played from a hand) or that was decided by chance (a roll, a bag draw, a
game move that shuffled) is a floor the cursor cannot be undone below.  Otherwise undoing a draw
would put a known card back on the deck, and undoing a roll would be a free re-roll.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from msgspec import Struct

from ..lang.door import _
from .actions import CHANCE_KEYS, Action, Batch, DrawFromBag, GameMove, RollDice, SearchZone, SwitchRules
from .chance import chance_rng, resolve
from .describe import describe
from .errors import IllegalAction
from .history import History
from .model import Table
from .reducer import apply
from .visibility import revealed


class Admitted(Struct, frozen=True):
    """An action the rules allow, as it is to be recorded, with the game state after it.

    ``action`` may be more than what was asked (a game move completed with its chance key, its log
    words and the table moves that picture it); ``chance_used`` says whether the engine consulted
    the move's chance, which makes it a step undo cannot take back.
    """

    action: Action
    state: Any
    chance_used: bool = False


class RulesHook(Protocol):
    """What a game's rules engine offers the session (``tabletop.games.kit.binding``)."""

    game: str

    def initial_state(self, table: Table) -> Any: ...

    def admit(self, state: Any, table: Table, action: Action, chance: int) -> Admitted | str:
        """The action to record and the state after it, or the reason a player reads when it is not
        allowed now.  ``chance`` is the key for whatever a game move leaves to chance."""
        ...

    def advance(self, state: Any, table: Table, action: Action) -> Admitted:
        """The state after a recorded action (a replay); raises ``IllegalAction`` when it cannot follow."""
        ...

    def encode(self, state: Any) -> Any: ...

    def decode(self, data: Any) -> Any: ...

    def line(self, state: Any, after: Any, table: Table, action: Action) -> str | None:
        """The log entry of a recorded game move in the language in force (``state`` and ``table`` before it,
        ``after`` the state it led to), or ``None`` for an action the core's own sentences describe."""
        ...


class Outcome(Struct, frozen=True):
    """What became of a dispatched action: done (with its log line) or refused (with the reason)."""

    ok: bool
    text: str
    action: Action | None = None


Listener = Callable[["Session", str], None]


def _decided_by_chance(action: Action) -> bool:
    if isinstance(action, RollDice | DrawFromBag | SearchZone):
        return True
    return isinstance(action, Batch) and any(_decided_by_chance(a) for a in action.actions)


def _has_game_move(action: Action) -> bool:
    if isinstance(action, GameMove):
        return True
    return isinstance(action, Batch) and any(_has_game_move(a) for a in action.actions)


class Session:
    """One game's stream of actions.

    ``chance_key`` keys the chance stream: ``None`` derives it from ``seed`` (a fully reproducible
    game: the same seed gives the same rolls), while fresh bytes (the shell's ``os.urandom``) make
    every future roll and shuffle unknowable from anything saved or shown.
    """

    def __init__(
        self,
        initial: Table,
        seed: int,
        rules: RulesHook | None = None,
        rules_on: bool | None = None,
        chance_draws: int = 0,
        chance_key: bytes | None = None,
    ) -> None:
        self.seed = int(seed)
        self.rules = rules
        self.chance_draws = chance_draws
        self.chance_key = chance_key
        self.history = History(initial)
        self._texts: list[str] = []
        self._rules_on: list[bool] = [bool(rules is not None if rules_on is None else rules_on)]
        self._states: list[Any] = [rules.initial_state(initial) if rules is not None else None]
        self._floors: list[int] = [0]
        self._listeners: list[Listener] = []

    @classmethod
    def replay(
        cls,
        initial: Table,
        seed: int,
        actions: Sequence[Action],
        cursor: int,
        chance_draws: int,
        rules: RulesHook | None = None,
        rules_on: bool | None = None,
        chance_key: bytes | None = None,
    ) -> Session:
        """A session rebuilt from a recorded log; raises ``IllegalAction`` if the log does not apply."""
        session = cls(initial, seed, rules, rules_on, chance_draws, chance_key)
        session._follow(actions)
        session.history.move_to(cursor)
        return session

    def _follow(self, actions: Sequence[Action]) -> None:
        for action in actions:
            if action.needs_chance:
                raise IllegalAction(_("The recorded {kind} has no decided outcome.", kind=action.kind))
            self._record(action, None)

    @property
    def table(self) -> Table:
        return self.history.table

    @property
    def initial(self) -> Table:
        return self.history.initial

    @property
    def actions(self) -> list[Action]:
        return self.history.actions

    @property
    def cursor(self) -> int:
        return self.history.cursor

    @property
    def rules_on(self) -> bool:
        return self._rules_on[self.cursor]

    @property
    def rules_at_start(self) -> bool:
        """Whether rules were on before the first action (a snapshot replays the switches from it)."""
        return self._rules_on[0]

    @property
    def game_state(self) -> Any:
        return self._states[self.cursor]

    def state_at(self, cursor: int) -> Any:
        """The game state after the first ``cursor`` actions."""
        return self._states[cursor]

    def rules_on_at(self, cursor: int) -> bool:
        return self._rules_on[cursor]

    @property
    def undo_floor(self) -> int:
        """The lowest cursor undo may reach from here: just after the last step that revealed something."""
        return self._floors[self.cursor]

    def reveals(self, start: int, end: int) -> list[int]:
        """The actions from ``start`` to ``end`` (indexes) that revealed something or were decided by
        chance: the steps undo cannot take back."""
        return [n for n in range(start, min(end, len(self.actions))) if self._floors[n + 1] == n + 1]

    def log_lines(self, upto: int | None = None) -> list[str]:
        """The sentences of every action up to the cursor (or to position ``upto``), oldest first."""
        return self._texts[: self.cursor if upto is None else upto]

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _notify(self, event: str) -> None:
        for listener in list(self._listeners):
            listener(self, event)

    def _next_chance(self) -> Any:
        rng = chance_rng(self.seed if self.chance_key is None else self.chance_key, self.chance_draws)
        self.chance_draws += 1
        return rng

    def _record(self, action: Action, admitted: Admitted | None) -> str:
        before = self.table
        n = self.cursor
        rules_on = self._rules_on[n]
        state = self._states[n]
        chance_used = False
        if admitted is not None:
            action, state, chance_used = admitted.action, admitted.state, admitted.chance_used
        elif isinstance(action, SwitchRules):
            pass
        elif rules_on and self.rules is not None:
            followed = self.rules.advance(state, before, action)
            state, chance_used = followed.state, followed.chance_used
        if isinstance(action, SwitchRules):
            rules_on = action.on and self.rules is not None
        after = apply(before, action)
        text = self._line(self._states[n], state, before, action, after)
        self.history.push(action, after)
        del self._texts[n:], self._rules_on[n + 1:], self._states[n + 1:], self._floors[n + 1:]
        self._texts.append(text)
        self._rules_on.append(rules_on)
        self._states.append(state)
        reveal = chance_used or _decided_by_chance(action) or revealed(before, after) is not None
        self._floors.append(n + 1 if reveal else self._floors[n])
        return text

    def _line(self, state: Any, state_after: Any, before: Table, action: Action, after: Table) -> str:
        line = self.rules.line(state, state_after, before, action) if self.rules is not None else None
        return line if line is not None else describe(before, action, after)

    def relog(self) -> None:
        """Write every log line again in the language now in force (after the player picks another).

        Lines are rendered from the recorded actions and states, never stored as words in a file, so a
        saved game's log reads in the reader's language.
        """
        table = self.history.initial
        for n, action in enumerate(self.history.actions):
            after = apply(table, action)
            self._texts[n] = self._line(self._states[n], self._states[n + 1], table, action, after)
            table = after
        self._notify("relog")

    def dispatch(self, action: Action) -> Outcome:
        """Apply ``action`` if the table (and the rules, when on) allow it; refusals change nothing."""
        try:
            if action.needs_chance:
                action = resolve(self.table, action, self._next_chance())
            admitted = None
            if self.rules_on and self.rules is not None and not isinstance(action, SwitchRules):
                key = self._next_chance().randrange(CHANCE_KEYS) if _has_game_move(action) else 0
                verdict = self.rules.admit(self.game_state, self.table, action, key)
                if isinstance(verdict, str):
                    return Outcome(False, verdict)
                admitted = verdict
            text = self._record(action, admitted)
        except IllegalAction as refused:
            return Outcome(False, refused.reason)
        self._notify("dispatch")
        return Outcome(True, text, self.actions[self.cursor - 1])

    def cut(self, cursor: int) -> list[Action]:
        """Go back to ``cursor`` and drop what was recorded after it, returned (for the caller to keep
        as another line of play).  The undo floor there stays where that line had it: going back to
        an earlier point by this door does not make what was seen since unseen."""
        if not 0 <= cursor <= len(self.actions):
            raise IndexError(f"cursor {cursor} outside a log of {len(self.actions)} actions")
        dropped = self.history.cut(cursor)
        del self._texts[cursor:], self._rules_on[cursor + 1:], self._states[cursor + 1:], self._floors[cursor + 1:]
        self._notify("cut")
        return dropped

    def follow(self, actions: Sequence[Action], cursor: int | None = None) -> None:
        """Record ``actions``, already decided, after the cursor (a kept line of play taken up again)
        and move to ``cursor`` among them (default: after the last).  Raises ``IllegalAction`` when
        they no longer apply, leaving the session as it was."""
        start = self.cursor
        try:
            self._follow(actions)
        except Exception:  # a rules engine fed what it cannot follow may raise anything: undo the attempt
            self.cut(start)
            raise
        self.history.move_to(len(self.actions) if cursor is None else cursor)
        self._notify("follow")

    def why_no_undo(self) -> str | None:
        """Why undo cannot go back one step now, in a player's words; ``None`` when it can."""
        return self.why_no_undo_past(self.cursor)

    def why_no_undo_past(self, cursor: int) -> str | None:
        """Why undo cannot go back from ``cursor`` (at or below the cursor), or ``None`` when it can."""
        if cursor <= 0:
            return _("There is nothing to undo.")
        if cursor <= self.undo_floor:
            return _("Undo stops here: {line} What was seen or rolled then cannot be taken back.",
                     line=self._texts[cursor - 1])
        return None

    def can_undo(self) -> bool:
        return self.why_no_undo() is None

    def can_redo(self) -> bool:
        return self.history.can_redo()

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.history.move_to(self.cursor - 1)
        self._notify("undo")
        return True

    def redo(self) -> bool:
        if not self.history.can_redo():
            return False
        self.history.move_to(self.cursor + 1)
        self._notify("redo")
        return True
