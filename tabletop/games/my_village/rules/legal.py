"""Every move the deciding player may make now, and why any other move is refused.

``apply`` accepts exactly what ``legal_moves`` lists, so the reasons here only explain; they never
decide.  Each reason names the rule and, where there is one, the legal way to what was wanted.
"""

from __future__ import annotations

from ....lang.door import N_, _
from . import black, white
from .box import Box
from .decisions import WORDS, pending_moves
from .dice import coins_needed
from .moves import Kind, Move
from .state import State, deciding
from .turn import headman_moves, take_moves, value_moves

PHASE_WORDS = {
    "dice": N_("take two dice from the pool"),
    "value": N_("set your flag value (coins move a die one pip, meeting-place markers set it)"),
    "flags": N_("activate one black flag, white flags in your village, or your village black flag"),
    "white": N_("activate more white flags in your village, or end your turn"),
}
PENDING_KINDS = {"free": Kind.PICK, "customers": Kind.PICK, "steward": Kind.STEWARD, "school": Kind.SCHOOL,
                 "mark": Kind.MARK, "tile": Kind.TILE, "swap": Kind.SWAP, "headman": Kind.HEADMAN, "die": Kind.DIE,
                 "worker": Kind.WORKER, "heal": Kind.HEAL}
PENDING_WHY = {
    "free": N_("That customer is not in the display."), "customers": N_("That customer is not in the display."),
    "steward": N_("The monk's steward takes 1 or 2 customers (or none), as many as the display and your coins allow."),
    "school": N_("The school allows: a new descendant on the left while it is empty, the left one moving right while "
              "the right is empty, or a descendant graduating to an empty profession space."),
    "mark": N_("Mark a space of your council chamber that is still empty."),
    "tile": N_("The 2/12 tile goes beside one of your white flags (not the new meeting place's own)."),
    "headman": N_("The headman moves one step along his path: main building, coin space, 3-AP space."),
    "die": N_("Only a living villager (a marker on a profession space) can die; descendants in school cannot."),
    "worker": N_("The seasonal worker goes on a profession space."),
}
PHASE_KINDS = {
    "dice": {Kind.TAKE}, "value": {Kind.VALUE}, "flags": {Kind.BLACK, Kind.WHITE, Kind.HEADMAN, Kind.PLOUGH},
    "white": {Kind.WHITE, Kind.PLOUGH, Kind.END},
}


def legal_moves(box: Box, state: State) -> list[Move]:
    i = deciding(state)
    if i is None:
        return []
    if state.pending:
        return pending_moves(box, state, state.pending[0])
    phase = state.phase
    if phase == "dice":
        return take_moves(state)
    if phase == "value":
        return value_moves(state, i)
    moves = white.white_moves(box, state, i) + white.plough_moves(state.players[i])
    if phase == "flags":
        return black.black_moves(box, state, i) + moves + headman_moves(state, i)
    return moves + [Move(Kind.END)]


def now_words(state: State) -> str:
    if state.pending:
        return _(WORDS[state.pending[0].kind])
    return _(PHASE_WORDS.get(state.phase, N_("wait")))


def why_not(box: Box, state: State, move: Move) -> str:
    """Why ``move`` (not among the legal moves) is refused, in a player's words."""
    i = deciding(state)
    if i is None:
        return _("The game is over.")
    if state.pending:
        return _pending_why(box, state, move)
    if move.kind not in PHASE_KINDS.get(state.phase, set()):
        return _("Not now: first {now_words}.", now_words=now_words(state))
    player = state.players[i]
    if move.kind is Kind.TAKE:
        return _("That die is not in the pool (taken dice stay out until the next round).")
    if move.kind is Kind.VALUE:
        (_die, a), (_other, b) = player.dice[-2:]
        if not 2 <= move.n <= 12:
            return _("A flag value is the sum of two dice: 2 to 12.")
        if move.m > player.meeting_marks or move.m > 2:
            return _("You have {meeting_marks} markers on your meeting place to set dice with.", meeting_marks=player.meeting_marks)
        need = coins_needed(a, b, move.n, move.m)
        return _("Your dice show {a} and {b}: {n} costs {need} coins that way, and you have {coins}.", a=a, b=b, n=move.n, need=need, coins=player.coins)
    if move.kind is Kind.BLACK:
        reason = black.blocked(box, state, i, move.target) if move.target in black.targets(box, state) else None
        return reason or _("You cannot pay that way: choose one of the payments offered.")
    if move.kind is Kind.WHITE:
        return white.blocked(box, state, i, move.target) or _("You cannot pay that way: choose one of the payments offered.")
    if move.kind is Kind.PLOUGH:
        return _("A plough moves from your smithy or Guild council onto one of your fields with an empty plough space.")
    if move.kind is Kind.HEADMAN:
        return _("The headman moves one step along his path: main building, coin space, 3-AP space.")
    return _("Not now: first {now_words}.", now_words=now_words(state))


def _pending_why(box: Box, state: State, move: Move) -> str:
    """Why a move is refused while a decision inside the turn waits (a wrong kind, or a wrong choice)."""
    kind = state.pending[0].kind
    if move.kind is not PENDING_KINDS[kind]:
        return _("Not now: first {now_words}.", now_words=now_words(state))
    if kind in PENDING_WHY:
        return _(PENDING_WHY[kind])
    return _("Choose one of the offered ways to {now_words}.", now_words=now_words(state))
