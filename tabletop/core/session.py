"""``Session``: the one door every change goes through.

``dispatch`` asks the rules (when on) whether the action is allowed, decides its chance from the
seeded stream, applies it, writes its log sentence and records it; ``undo``/``redo`` move along the
recorded stream without deciding anything again.  The session is still pure: autosave, drawing and
files belong to the shell, which listens through ``subscribe``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .actions import Action, SwitchRules
from .chance import chance_rng, resolve
from .describe import describe
from .errors import IllegalAction
from .history import History
from .model import Table
from .reducer import apply


class RulesHook(Protocol):
    """What a game's rules engine offers the session (see ``tabletop/games``)."""

    game: str

    def initial_state(self, table: Table) -> Any: ...

    def check(self, state: Any, table: Table, action: Action) -> str | None:
        """A reason a player understands when ``action`` is not allowed now, else ``None``."""

    def advance(self, state: Any, table: Table, action: Action) -> Any:
        """The engine state after an allowed action."""

    def encode(self, state: Any) -> Any: ...

    def decode(self, data: Any) -> Any: ...


@dataclass(frozen=True)
class Outcome:
    """What became of a dispatched action: done (with its log line) or refused (with the reason)."""

    ok: bool
    text: str
    action: Action | None = None


Listener = Callable[["Session", str], None]


class Session:
    def __init__(
        self,
        initial: Table,
        seed: int,
        rules: RulesHook | None = None,
        rules_on: bool | None = None,
        chance_draws: int = 0,
    ) -> None:
        self.seed = int(seed)
        self.rules = rules
        self.chance_draws = chance_draws
        self.history = History(initial)
        self._texts: list[str] = []
        self._rules_on: list[bool] = [bool(rules is not None if rules_on is None else rules_on)]
        self._states: list[Any] = [rules.initial_state(initial) if rules is not None else None]
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
    ) -> Session:
        """A session rebuilt from a recorded log; raises ``IllegalAction`` if the log does not apply."""
        session = cls(initial, seed, rules, rules_on, chance_draws)
        for action in actions:
            if action.needs_chance:
                raise IllegalAction(f"The recorded {action.kind} has no decided outcome.")
            session._record(action)
        session.history.move_to(cursor)
        return session

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

    def log_lines(self) -> list[str]:
        """The sentences of every action up to the cursor, oldest first."""
        return self._texts[: self.cursor]

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _notify(self, event: str) -> None:
        for listener in list(self._listeners):
            listener(self, event)

    def _record(self, action: Action) -> str:
        before = self.table
        after = apply(before, action)
        n = self.cursor
        rules_on = self._rules_on[n]
        state = self._states[n]
        if isinstance(action, SwitchRules):
            rules_on = action.on and self.rules is not None
        elif rules_on and self.rules is not None:
            state = self.rules.advance(state, before, action)
        text = describe(before, action, after)
        self.history.push(action, after)
        del self._texts[n:], self._rules_on[n + 1:], self._states[n + 1:]
        self._texts.append(text)
        self._rules_on.append(rules_on)
        self._states.append(state)
        return text

    def dispatch(self, action: Action) -> Outcome:
        """Apply ``action`` if the table (and the rules, when on) allow it; refusals change nothing."""
        if self.rules_on and self.rules is not None and not isinstance(action, SwitchRules):
            reason = self.rules.check(self.game_state, self.table, action)
            if reason:
                return Outcome(False, reason)
        try:
            if action.needs_chance:
                resolved = resolve(self.table, action, chance_rng(self.seed, self.chance_draws))
                self.chance_draws += 1
            else:
                resolved = action
            text = self._record(resolved)
        except IllegalAction as refused:
            return Outcome(False, refused.reason)
        self._notify("dispatch")
        return Outcome(True, text, resolved)

    def undo(self) -> bool:
        if not self.history.can_undo():
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
