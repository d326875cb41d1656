"""The Loyang engine bound to the table: the session asks it before and after every action.

A game move arrives as ``Batch(GameMove(game="loyang", move=<json>, text=...), *table moves)``; the
table moves are exactly ``table_moves(table, state after)``, so the table always pictures the engine
state and one move is one undo step.  While rules are on, plain table actions that could change the
game are refused with a reason (flips, shuffles, draws, counters, locks, moves between places, reordering
a pile); harmless ones pass: rearranging pieces inside the same place (your own hand, a display, the
Supply), turning a piece, and log announcements.

Drags: a vegetable from your cart onto your fields sows it, onto your board sells it, onto your
customers delivers or serves, onto your Storehouse ends the turn storing it; a Shop vegetable onto the
cart buys it; a stall vegetable onto the cart trades for it; a hand card onto the Pool adds it (or, with
a Pool card, plays it), a hand or Pool card onto your display plays it; a two-pack card or an Offer
card onto your display keeps or takes it; a helper onto the discard pile uses or discards it; your
scoring marker on your board moves it one space.  Everything else comes from the panel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.actions import Action, Announce, Batch, GameMove, LockPiece, MovePiece, RotatePiece
from ...core.model import Seat, Table, ZoneKind
from ...core.visibility import real_id
from ..definition import Choice, ScoreLine, ScoreSheet
from . import bots
from .arrange import table_moves
from .rules import Move, Rejected, State, apply, current_player, decode, encode, final_scores, legal_moves, new_game
from .rules.state import current_index, data
from .words import label

HARMLESS = (Announce, RotatePiece)
PANEL_ORDER = ("start", "harvest", "keep", "foreman", "partner", "take", "add", "flip", "offer", "offer_done",
               "deliver", "serve", "sow", "trade", "buy", "helper", "twopack", "upgrade", "decline", "sell",
               "discard", "loan", "end", "advance", "finish")
"""The panel lists the likeliest moves first: decisions, then income, then spending, then ending the turn."""


class LoyangBinding:
    game = "loyang"

    def __init__(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> None:
        self.seats = tuple(seats)
        self.seed = int(seed)
        self.options = dict(options)

    # --- the session's hook -------------------------------------------------------------------
    def initial_state(self, table: Table) -> State:
        return new_game([s.id for s in self.seats], self.seed, self.options)

    def check(self, state: State, table: Table, action: Action) -> str | None:
        try:
            move = self._game_move(action)
        except ValueError as bad:
            return f"That is not a Loyang move: {bad}"
        if move is not None:
            seat = current_player(state)
            if action.actor is not None and seat is not None and action.actor != seat:
                return f"It is {table.seat_name(seat)}'s turn."
            out = apply(state, move)
            if isinstance(out, Rejected):
                return out.reason
            assert isinstance(action, Batch)
            if list(action.actions[1:]) != table_moves(table, out):
                return "Those table moves do not picture that game move."
            return None
        if isinstance(action, HARMLESS):
            return None
        if isinstance(action, MovePiece) and action.piece in table.pieces:
            zone = table.zones.get(action.zone)
            if zone is not None and table.pieces[action.piece].zone == action.zone:
                if zone.kind is ZoneKind.STACK:
                    return "The order of a pile belongs to the game while rules are on."
                if zone.kind is ZoneKind.HAND and action.actor not in (None, zone.owner):
                    return "Only its owner may rearrange a hand."
                return None
            return self.why_not_drop(state, table, action.piece, action.zone)
        if isinstance(action, LockPiece):
            return "While rules are on the game moves the pieces itself, so nothing needs locking."
        if isinstance(action, GameMove):
            return "This is not a Loyang move."
        return "With rules on the game moves its own pieces: drag a piece where it goes or use the action panel."

    def advance(self, state: State, table: Table, action: Action) -> State:
        move = self._game_move(action)
        if move is None:
            return state
        out = apply(state, move)
        return state if isinstance(out, Rejected) else out

    def encode(self, state: State) -> Any:
        return encode(state)

    def decode(self, data: Any) -> State:
        return decode(data)

    # --- what the app asks --------------------------------------------------------------------
    def current_seat(self, state: State) -> str | None:
        return current_player(state)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def choice(self, state: State, table: Table, move: Move) -> Choice:
        """The legal ``move`` as a one-step action: the engine move and the table moves picturing it."""
        after = apply(state, move)
        assert not isinstance(after, Rejected), after.reason
        seat = current_player(state)
        words = label(state, move)
        text = f"{table.seat_name(seat)}: {words}."
        game = GameMove(game="loyang", move=move.to_json(), text=text, actor=seat)
        return Choice(words, Batch((game, *table_moves(table, after)), label=text, actor=seat))

    def panel_choices(self, state: State, table: Table) -> list[Choice]:
        moves = sorted(legal_moves(state), key=lambda m: PANEL_ORDER.index(m.t) if m.t in PANEL_ORDER else 99)
        return [self.choice(state, table, m) for m in moves]

    def drop_targets(self, state: State, table: Table, piece_id: str) -> set[str]:
        pid = real_id(table, piece_id)
        return {zone for m in legal_moves(state) for p, zone in self._gestures(state, table, m) if p == pid}

    def choices_for_drop(self, state: State, table: Table, piece_id: str, zone_id: str) -> list[Choice]:
        pid = real_id(table, piece_id)
        return [self.choice(state, table, m) for m in legal_moves(state)
                if (pid, zone_id) in self._gestures(state, table, m)]

    def why_not_drop(self, state: State, table: Table, piece_id: str, zone_id: str) -> str:
        pid = real_id(table, piece_id)
        if state.phase == "over":
            return "The game is over."
        seat = current_player(state)
        if zone_id not in table.zones:
            return "There is no such place on the table."
        owner = table.zones[zone_id].owner
        if owner is not None and owner != seat:
            return f"That is {table.seat_name(owner)}'s area, and it is {table.seat_name(seat)}'s turn."
        piece = table.pieces.get(pid)
        if piece is None:
            return "There is no such piece."
        spec = table.specs[piece.spec]
        if spec.kind == "good" and piece.zone == f"{seat}:cart":
            p = state.players[current_index(state) or 0]
            if zone_id == f"{seat}:store" and p.capacity == 1 and sum(p.cart) > 1:
                return (f"Your cart holds {sum(p.cart)} vegetables and your Storehouse holds 1 — upgrade it for 2 "
                        "Cash to carry more, or sell what you cannot keep.")
            if zone_id == f"{seat}:fields":
                return "No empty field of yours takes that vegetable now (fields are sown only when empty)."
            if zone_id == f"{seat}:board":
                return "Your Shop has no empty space for that vegetable."
        if spec.kind == "card" and piece.zone == f"hand:{seat}" and zone_id == "pool":
            return "You cannot add your last card, or the last player must play: take a Pool card with it."
        return f"That drop means no legal move now; it is time to {bots.phase_words(state)}."

    def score_sheets(self, state: State) -> list[ScoreSheet]:
        out = []
        for seat, s in final_scores(state).items():
            lines = (ScoreLine("Path of Prosperity", s.path), ScoreLine("Loans", -s.loans),
                     ScoreLine("Cash (tie-break)", s.cash), ScoreLine("Vegetables on fields and in store (tie-break)",
                                                                     s.vegetables))
            out.append(ScoreSheet(seat, s.total, lines, s.rank, s.note))
        return sorted(out, key=lambda x: (x.rank, x.seat))

    def bot_choice(self, state: State, table: Table, seat: str) -> Choice | None:
        if current_player(state) != seat or state.phase == "over":
            return None
        return self.choice(state, table, bots.choose(state))

    # --- inside -------------------------------------------------------------------------------
    @staticmethod
    def _game_move(action: Action) -> Move | None:
        if isinstance(action, Batch) and action.actions and isinstance(action.actions[0], GameMove) \
                and action.actions[0].game == "loyang":
            return Move.from_json(action.actions[0].move)
        return None

    def _gestures(self, state: State, table: Table, m: Move) -> list[tuple[str, str]]:
        """The (piece, zone) drags that mean ``m``."""
        seat = current_player(state) or ""
        display = (f"{seat}:left", f"{seat}:right", f"{seat}:fields")
        cart, board, store = f"{seat}:cart", f"{seat}:board", f"{seat}:store"

        def tokens(zone: str, veg: str) -> list[str]:
            return [p for p in table.zones[zone].pieces if table.pieces[p].spec == f"veg:{veg}"]

        t = m.t
        if t == "sow":
            return [(p, f"{seat}:fields") for p in tokens(cart, m.veg)]
        if t == "start":
            return [(p, f"{seat}:fields") for p in tokens(board, m.veg)]
        if t == "sell":
            return [(p, board) for p in tokens(cart, m.veg)]
        if t == "buy":
            return [(p, cart) for p in tokens(board, m.veg)]
        if t == "trade":
            got = data(m.card)["goods"][m.n]["veg"]
            return [(p, cart) for p in tokens(f"{seat}:left", got)]
        if t in ("deliver", "serve"):
            return [(p, f"{seat}:right") for v in data(m.card)["wants"] for p in tokens(cart, v)]
        if t == "end":
            return [(p, store) for v in m.items for p in tokens(cart, v)]
        if t == "add":
            return [(m.card, "pool")]
        if t == "take":
            first = [(m.card, "pool")] + [(m.card, z) for z in display] if m.card else []
            return first + [(c, z) for c in m.items for z in display]
        if t == "keep":
            return [(c, z) for c in m.items for z in display]
        if t == "offer" and m.n >= 0:
            return [(state.offer[m.n], z) for z in display]
        if t in ("helper", "discard"):
            return [(m.card, "discard")]
        if t == "advance":
            k = state.seats.index(seat) + 1
            return [(f"scoring-{k}", board)]
        if t == "upgrade":
            k = state.seats.index(seat) + 1
            return [(f"store-{k}", store)]
        if t == "flip" and table.zones["draw"].pieces:
            return [(table.zones["draw"].pieces[-1], "pool")]
        return []

