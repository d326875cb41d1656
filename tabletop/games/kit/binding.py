"""The one binding from any rules engine to the table: what the session and the app ask while rules are on.

The session asks ``admit`` before every action and ``advance`` when it replays one.  A game move
arrives as a bare ``GameMove`` naming the move; ``admit`` runs the engine's ``apply`` once, with the
chance key the session drew, and records ``Batch(GameMove + chance + words, *table moves)``: the
table moves are exactly what makes the table picture the new state, so the table never drifts from the
engine and one move is one undo step.  Plain table actions that could change the game are refused
with a reason while rules are on; harmless ones pass (rearranging pieces inside the same place,
turning a piece, a line in the log).

The app asks for moves as ``Choice`` records (the panel, grouped by kind, with the ending move
apart), for the places a carried piece may go, for what a drop means and, when it means nothing, what
to do instead, for the moves a right-click on a piece offers, for the banner and figures, for score
sheets and for a bot's move.  Everything comes from the legal moves, worked out once per state.

A move's log line says what the seat did; below it, on lines of their own in the same entry, what
the rules did by themselves (the game's ``Narration``, when it has one) and the new round or phase,
so a harvest or a customer turning away is read where it happened and undone with the move.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ...core.action_codec import MAX_LINE
from ...core.actions import Action, Announce, Batch, GameMove, LockPiece, MovePiece, RotatePiece
from ...core.errors import IllegalAction
from ...core.model import Seat, Table, ZoneKind
from ...core.session import Admitted
from ...core.visibility import real_id
from ...lang.door import _
from .contract import NO_CHANCE_KEY, Chance, Rejected, ScoreSheet, Stage
from .gestures import Drag, nearest_spot
from .levels import bot_for
from .picture import placements, table_moves, token_ids
from .refusals import why_not_drop
from .rules import RulesKit
from .search import never
from .words import NEW_ROUND, Asking, Figure, Narration, Opening, seat_names

S = TypeVar("S")
M = TypeVar("M")

HARMLESS = (Announce, RotatePiece)


@dataclass(frozen=True)
class Choice:
    """A legal move as the app offers it: the words, its kind's header, and the action to dispatch.

    ``action`` is the bare ``GameMove``; the session completes it (chance, table moves) when the
    rules admit it.  ``drags`` are the gestures that mean it, for highlighting what it touches.
    """

    label: str
    kind: str
    group: str
    action: GameMove
    drags: tuple[Drag, ...] = ()
    ending: bool = False


@dataclass(frozen=True)
class Targets:
    """Where a carried piece may go: zones to light up, pieces a drop must land on, spots (table mm)
    a drop must come near."""

    zones: frozenset[str]
    pieces: frozenset[str]
    spots: frozenset[tuple[float, float]] = frozenset()


class GameBinding(Generic[S, M]):
    def __init__(self, kit: RulesKit[S, M], seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        self.kit = kit
        self.engine = kit.engine
        self.game = kit.engine.game
        self.seats = tuple(seats)
        self.seed = int(seed)
        self.options = dict(options)
        self._moves_of: tuple[object, list[M]] | None = None
        self._drags_of: tuple[object, object, list[tuple[M, tuple[Drag, ...]]]] | None = None

    # --- the session's hook ---------------------------------------------------------------------

    def initial_state(self, table: Table) -> S:
        return self.engine.new_game([s.id for s in self.seats], self.seed, self.options)

    def admit(self, state: S, table: Table, action: Action, chance: int) -> Admitted | str:
        move = self._game_move(action)
        if move is None:
            reason = self.table_refusal(table, action)
            return reason if reason else Admitted(action, state)
        seat = self.engine.current_seat(state)
        if seat is None:
            return _("The game is over.")
        if action.actor is not None and action.actor != seat:
            return _("It is {seat}'s turn.", seat=table.seat_name(seat))
        luck = Chance(chance)
        after = self.engine.apply(state, move, luck)
        if isinstance(after, Rejected):
            return after.reason
        return Admitted(self._recorded(state, table, move, after, chance, seat), after, luck.used)

    def advance(self, state: S, table: Table, action: Action) -> Admitted:
        move = self._game_move(action)
        if move is None:
            return Admitted(action, state)
        first = action.actions[0] if isinstance(action, Batch) else action
        assert isinstance(first, GameMove)
        if first.chance is None:
            raise IllegalAction(_("A recorded game move has no chance key (the file is older than this version)."))
        luck = Chance(first.chance)
        after = self.engine.apply(state, move, luck)
        if isinstance(after, Rejected):
            raise IllegalAction(_("A recorded move is not allowed there: {reason}", reason=after.reason))
        return Admitted(action, after, luck.used)

    def encode(self, state: S) -> Any:
        return self.engine.state_to_json(state)

    def decode(self, data: Any) -> S:
        """A saved state, checked against the engine's invariants; raises ``ValueError`` in words."""
        try:
            state = self.engine.state_from_json(data)
            self.engine.check(state)
        except ValueError:  # Broken too: both already say what is wrong
            raise
        except Exception as broken:  # a malformed file must never take the program down
            raise ValueError(_("not a game state of {game} ({error})", game=self.game, error=type(broken).__name__)) from None
        return state

    def table_refusal(self, table: Table, action: Action) -> str | None:
        """Why a plain table action is not allowed while rules are on, or ``None`` if it is harmless."""
        if isinstance(action, HARMLESS):
            return None
        if isinstance(action, MovePiece) and action.piece in table.pieces:
            zone = table.zones.get(action.zone)
            if zone is not None and table.pieces[action.piece].zone == action.zone:
                if zone.kind is ZoneKind.STACK:
                    return _("The order of a pile belongs to the game while rules are on.")
                if zone.kind is ZoneKind.HAND and action.actor not in (None, zone.owner):
                    return _("Only its owner may rearrange a hand.")
                return None
            return _("With rules on, a piece goes where a legal move takes it: drop it on a lit place.")
        if isinstance(action, LockPiece):
            return _("While rules are on the game moves the pieces itself, so nothing needs locking.")
        if isinstance(action, GameMove):
            return _("This is not a move of {game}.", game=self.game)
        return _("With rules on the game moves its own pieces: drag a piece where it goes or use the action panel.")

    # --- what the app asks ----------------------------------------------------------------------

    def current_seat(self, state: S) -> str | None:
        return self.engine.current_seat(state)

    def is_over(self, state: S) -> bool:
        return self.engine.is_over(state)

    def stage(self, state: S) -> Stage:
        return self.engine.stage(state)

    def phase_words(self, state: S) -> str:
        return self.kit.words.phase(state)

    def where(self, state: S) -> str:
        """The round (of how many) and the phase, in the game's words: "Round 3 of 9 · Action phase"."""
        if self.engine.is_over(state):
            return _("Game over")
        stage = self.engine.stage(state)
        phase = self.kit.words.phase(state)
        if stage.round is None:
            return phase
        if stage.rounds is not None:
            return _("Round {round} of {rounds} · {phase}", round=stage.round, rounds=stage.rounds, phase=phase)
        return _("Round {round} · {phase}", round=stage.round, phase=phase)

    def figures(self, state: S, seat: str) -> Sequence[Figure]:
        return self.kit.words.figures(state, seat)

    def moves(self, state: S) -> list[M]:
        """The legal moves of ``state``, worked out once for the state on screen."""
        if self._moves_of is None or self._moves_of[0] is not state:
            self._moves_of = (state, list(self.engine.legal_moves(state)))
        return self._moves_of[1]

    def choice(self, state: S, table: Table, move: M, drags: Sequence[Drag] = (), ending: bool = False) -> Choice:
        seat = self.engine.current_seat(state)
        kind = self.engine.move_kind(move)
        game_move = GameMove(game=self.game, move=self.engine.move_to_json(move), actor=seat)
        words = self.kit.words
        group = (words.asking(state, kind) if isinstance(words, Asking) else None) or words.kind(kind)
        return Choice(words.move(state, move, seat_names(table)), str(kind), group, game_move, tuple(drags), ending)

    def choices(self, state: S, table: Table) -> list[Choice]:
        """Every legal move, in the engine's order, the ending move marked."""
        end = self.kit.gestures.ending(state, self.moves(state))
        return [self.choice(state, table, m, drags, m == end) for m, drags in self.legal_drags(state, table)]

    def ending(self, state: S, table: Table) -> Choice | None:
        """The move Enter makes now, if one ends the turn."""
        end = self.kit.gestures.ending(state, self.moves(state))
        return None if end is None else self.choice(state, table, end, ending=True)

    def drop_targets(self, state: S, table: Table, piece_id: str) -> Targets:
        pid = real_id(table, piece_id)
        zones: set[str] = set()
        pieces: set[str] = set()
        spots: set[tuple[float, float]] = set()
        for _move, drags in self.legal_drags(state, table):
            for d in drags:
                if d.piece == pid:
                    zones.add(d.zone)
                    if d.onto is not None:
                        pieces.add(d.onto)
                    if d.spot is not None:
                        spots.add(d.spot)
        return Targets(frozenset(zones), frozenset(pieces), frozenset(spots))

    def choices_for_drop(self, state: S, table: Table, piece_id: str, zone_id: str,
                         onto: str | None = None, at: tuple[float, float] | None = None) -> list[Choice]:
        """The moves a drop means: those whose drag is this piece into this zone, narrowed to the ones
        aimed at the piece under the cursor when some are, and to the spot nearest the drop point
        ``at`` (table mm) when the drags name spots."""
        pid = real_id(table, piece_id)
        under = real_id(table, onto) if onto is not None else None
        found = [(m, d) for m, drags in self.legal_drags(state, table) for d in drags
                 if d.piece == pid and d.zone == zone_id]
        exact = [(m, d) for m, d in found if under is not None and d.onto == under]
        picked = nearest_spot(exact or found, at)
        unique: list[M] = []
        for m, _d in picked:
            if m not in unique:
                unique.append(m)
        return [self.choice(state, table, m) for m in unique]

    def why_not_drop(self, state: S, table: Table, piece_id: str, zone_id: str,
                     at: tuple[float, float] | None = None) -> str:
        """Why a drop means no move, and what to do instead (``refusals``)."""
        return why_not_drop(self, state, table, piece_id, zone_id, at)

    def choices_touching(self, state: S, table: Table, piece_id: str) -> list[Choice]:
        """The legal moves that take or aim at this piece (a right-click on it offers them)."""
        pid = real_id(table, piece_id)
        return [self.choice(state, table, m, drags) for m, drags in self.legal_drags(state, table)
                if any(pid in (d.piece, d.onto) for d in drags)]

    def score_sheets(self, state: S) -> list[ScoreSheet]:
        return self.engine.scores(state)

    def bot_choice(self, state: S, table: Table, seat: str, rng: random.Random, level: str = "easy",
                   enough: Callable[[], bool] = never) -> Choice | None:
        """The move of the computer playing ``seat`` at ``level`` (easy unless named), chosen on a state
        drawn from the seat's own view; its thinking stops once ``enough()`` says so."""
        if self.engine.current_seat(state) != seat:
            return None
        seen = self.engine.determinize(self.engine.view(state, seat), seat, rng)
        move = bot_for(self.kit, level, enough).choose(seen, seat, rng)
        if isinstance(self.engine.apply(state, move, Chance(NO_CHANCE_KEY)), Rejected):
            raise RuntimeError(f"the {self.game} bot chose a move the rules refuse: {self.engine.move_to_json(move)}")
        return self.choice(state, table, move)

    def pictures(self, state: S, table: Table) -> bool:
        """Whether ``table`` shows ``state`` (a loaded file's table must): every card, board and pile as the picture
        lays it, and as many of each token in each zone, face up and counted as the picture wants.  Which token lies
        on which spot of its zone is not asked: they are alike, the next move lays them again, and a file saved by
        an older Tabletop has them where that one put them (Loyang's vegetables, before they lay on a field's
        printed spaces)."""
        tokens = self.kit.picture.tokens
        lay = self.kit.picture.layout(state, table.zones)
        loose = token_ids(tokens)
        if any(not isinstance(a, LockPiece) and getattr(a, "piece", None) not in loose
               for a in table_moves(table, lay, tokens)):
            return False
        pieces = table.pieces
        places = placements(lay, table.zones, pieces, tokens)
        return (Counter((pieces[p].spec, places[p].zone, places[p].face, places[p].counter) for p in loose)
                == Counter((pieces[p].spec, pieces[p].zone, pieces[p].face, pieces[p].counter) for p in loose))

    # --- inside ---------------------------------------------------------------------------------

    def legal_drags(self, state: S, table: Table) -> list[tuple[M, tuple[Drag, ...]]]:
        """Every legal move with the drags that mean it, worked out once per state and table."""
        if self._drags_of is None or self._drags_of[0] is not state or self._drags_of[1] is not table:
            gestures = self.kit.gestures
            self._drags_of = (state, table, [(m, tuple(gestures.drags(state, table, m))) for m in self.moves(state)])
        return self._drags_of[2]

    def _game_move(self, action: Action) -> M | None:
        """The engine move an action carries (a bare ``GameMove`` or a recorded batch led by one)."""
        first = action.actions[0] if isinstance(action, Batch) and action.actions else action
        if not isinstance(first, GameMove):
            return None
        if first.game != self.game:
            raise IllegalAction(_("This is not a move of {game}.", game=self.game))
        try:
            return self.engine.move_from_json(first.move)
        except ValueError as bad:
            raise IllegalAction(_("That is not a move of {game}: {error}", game=self.game, error=bad)) from None

    def line(self, state: S, after: S, table: Table, action: Action) -> str | None:
        """A game move's log entry from its recorded move and the states around it, in the language in force."""
        try:
            move = self._game_move(action)
        except IllegalAction:
            return None
        if move is None or state is None or after is None or action.actor is None:
            return None
        return self._line(state, after, table, move, action.actor)

    def _line(self, state: S, after: S, table: Table, move: M, seat: str) -> str:
        said = _("{seat}: {move}.", seat=table.seat_name(seat), move=self.kit.words.move(state, move, seat_names(table)))
        return "\n".join([said, *self.narration(state, move, after, table)])

    def narration(self, state: S, move: M, after: S, table: Table) -> list[str]:
        """What the rules did by themselves after ``move``: a new round, the game's ``Narration`` of its
        automatic steps, then the phase the game goes on in (or its end)."""
        words = self.kit.words
        names = seat_names(table)
        before, now = self.engine.stage(state), self.engine.stage(after)
        lines = list(words.happened(state, after, move, names)) if isinstance(words, Narration) else []
        begins = self.round_words(after) if now.round != before.round else None
        if begins is not None:
            lines.insert(lines.index(NEW_ROUND) if NEW_ROUND in lines else 0, begins)
        lines = [line for line in lines if line != NEW_ROUND]
        if self.engine.is_over(after):
            lines.append(_("The game is over."))
        elif now.phase != before.phase or now.round != before.round:
            lines.append(_("Next: {phase}.", phase=words.phase(after)))
        return lines

    def opening(self, state: S, table: Table) -> list[str]:
        """What setting the game out did by the rules before anyone moved (the game's ``Opening``), after the
        round it began and before the phase play starts in; empty when setting out is all it did."""
        words = self.kit.words
        said = list(words.opening(state, seat_names(table))) if isinstance(words, Opening) else []
        if not said:
            return []
        begins = self.round_words(state)
        return [*([begins] if begins else []), *said, _("Next: {phase}.", phase=words.phase(state))]

    def round_words(self, state: S) -> str | None:
        """The sentence that opens the round ``state`` is in ("Round 3 of 9 begins."); the log's header
        for that round goes above it.  ``None`` outside any round."""
        stage = self.engine.stage(state)
        if stage.round is None:
            return None
        if stage.rounds:
            return _("Round {round} of {rounds} begins.", round=stage.round, rounds=stage.rounds)
        return _("Round {round} begins.", round=stage.round)

    def _recorded(self, state: S, table: Table, move: M, after: S, chance: int, seat: str) -> Batch:
        text = self._line(state, after, table, move, seat)
        if len(text) > MAX_LINE:  # a file keeps a line's worth; the log renders the whole entry from the states
            text = text[:MAX_LINE - 1] + "…"
        game_move = GameMove(game=self.game, move=self.engine.move_to_json(move), text=text, chance=chance,
                             actor=seat)
        moves = table_moves(table, self.kit.picture.layout(after, table.zones), self.kit.picture.tokens)
        return Batch((game_move, *moves), label=text, actor=seat)

