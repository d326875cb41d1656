"""The decisions inside a turn: each pending kind's legal moves and what the chosen one does.

A pending decision is taken off the queue before its handler runs; a handler that leaves more to
decide (a second customer, a second school move) puts the rest back in front.
"""

from __future__ import annotations

from collections.abc import Callable

from ....lang.door import N_
from ...kit.contract import Chance
from ...kit.records import replace
from .box import LETTERS, MONK_STEWARD_MAX, Box
from .customers import pick, start_steward, steward_counts
from .mortality import bury, hire, invade
from .moves import Kind, Move
from .school import do_school, school_options
from .state import HEADMAN_SPACES, Pending, State, set_player
from .village import headman_steps, move_headman
from .white import mark_options, tile_options, tile_to

WORDS = {
    "free": N_("take your free customer"), "customers": N_("take customers from the display"),
    "steward": N_("choose how many customers the monk brings"), "school": N_("use your school"),
    "mark": N_("mark a space on your council chamber"), "tile": N_("place your 2/12 tile"),
    "swap": N_("keep this travel card or swap it"), "headman": N_("move your headman"),
    "die": N_("choose the villager who dies"), "worker": N_("place your seasonal worker"),
    "heal": N_("decide whether the Healing church wards off the rats"),
}


def pending_moves(box: Box, state: State, top: Pending) -> list[Move]:
    player = state.players[top.seat]
    kind = top.kind
    if kind in ("free", "customers"):
        return [Move(Kind.PICK, c) for c in state.display]
    if kind == "steward":
        return [Move(Kind.STEWARD, n=k) for k in steward_counts(box, state, player, MONK_STEWARD_MAX, monk=True)]
    if kind == "school":
        return [Move(Kind.SCHOOL, target, n=side) for target, side in school_options(box, player)]
    if kind == "mark":
        return [Move(Kind.MARK, space) for space in mark_options(box, player)]
    if kind == "tile":
        return [Move(Kind.TILE, flag) for flag in tile_options(player, top.origin)]
    if kind in ("swap", "heal"):
        return [Move(Kind.SWAP if kind == "swap" else Kind.HEAL, n=1), Move(Kind.SWAP if kind == "swap" else Kind.HEAL)]
    if kind == "headman":
        return [Move(Kind.HEADMAN, HEADMAN_SPACES[to]) for to in headman_steps(player)]
    if kind == "die":
        return [Move(Kind.DIE, p) for k, p in enumerate(box.professions) if player.villagers[k]]
    return [Move(Kind.WORKER, p) for p in box.professions]


Handler = Callable[[Box, State, Pending, Move, Chance], State]


def _pick(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return pick(box, state, top, move.target)


def _steward(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return start_steward(box, state, top.seat, move.n)


def _school(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    player = do_school(box, state.players[top.seat], move.target, move.n)
    state = set_player(state, top.seat, player)
    if top.n > 1 and school_options(box, player):
        state = replace(state, pending=(replace(top, n=top.n - 1),) + state.pending)
    return state


def _mark(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    player = state.players[top.seat]
    return set_player(state, top.seat, replace(player, marks=player.marks + (move.target,)))


def _tile(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return set_player(state, top.seat, tile_to(state.players[top.seat], move.target))


def _swap(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    """The Travel church (§5.7): the card goes under its deck, the next comes instead, the deck is shuffled."""
    player = state.players[top.seat]
    player = replace(player, swapped=player.swapped + (top.origin,))
    if move.n:
        k = LETTERS.index(top.origin)
        deck = list(state.travel[k])
        taken = deck.pop(0)
        deck.append(player.travels[-1])
        chance.rng().shuffle(deck)
        player = replace(player, travels=player.travels[:-1] + (taken,))
        state = replace(state, travel=state.travel[:k] + (tuple(deck),) + state.travel[k + 1:])
    return set_player(state, top.seat, player)


def _headman(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    player = move_headman(state.players[top.seat], HEADMAN_SPACES.index(move.target))
    return set_player(state, top.seat, player)


def _die(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return bury(box, state, top.seat, move.target)


def _worker(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return hire(box, state, top.seat, move.target)


def _heal(box: Box, state: State, top: Pending, move: Move, chance: Chance) -> State:
    return invade(box, state, top.seat if move.n else None)


HANDLERS: dict[str, Handler] = {
    "free": _pick, "customers": _pick, "steward": _steward, "school": _school, "mark": _mark, "tile": _tile,
    "swap": _swap, "headman": _headman, "die": _die, "worker": _worker, "heal": _heal,
}
