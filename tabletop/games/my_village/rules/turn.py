"""A turn's own steps (§4.4, §5.1, §5.4): two dice, the flag value, option c, ending option b.

With no coin and no meeting-place marker to spend, the dice's sum is the only value: it is set at
once, with no question asked.

The dice a player takes stay by their village for the rest of the round, showing the faces they were
set to, as on the real table until the next preparation phase gathers them.
"""

from __future__ import annotations

from ...kit.records import replace
from .box import BLACK_DIE_TIME, HEADMAN_TIME, Box
from .dice import shown_faces, value_options
from .moves import Kind, Move
from .state import HEADMAN_SPACES, State, set_player
from .village import headman_steps, is_black, move_headman, pay_time

DICE_PER_TURN = 2


def die_kind(die: tuple[str, int]) -> str:
    """What a taken die is to the rules: its colour and face ("black-2"); dice alike are one choice."""
    return f"{'black' if is_black(die[0]) else 'white'}-{die[1]}"


def take_moves(state: State) -> list[Move]:
    kinds = dict.fromkeys(die_kind(d) for d in state.pool)
    return [Move(Kind.TAKE, kind) for kind in kinds]


def do_take(box: Box, state: State, i: int, move: Move) -> State:
    die = next(d for d in state.pool if die_kind(d) == move.target)
    player = state.players[i]
    player = replace(player, dice=player.dice + (die,))
    if is_black(die[0]):
        player = pay_time(box, player, BLACK_DIE_TIME)
    state = set_player(state, i, player)
    state = replace(state, pool=tuple(d for d in state.pool if d[0] != die[0]))
    if len(player.dice) % DICE_PER_TURN:
        return state
    state = replace(state, phase="value")
    options = value_moves(state, i)
    return do_value(box, state, i, options[0]) if len(options) == 1 else state


def value_moves(state: State, i: int) -> list[Move]:
    player = state.players[i]
    (_, a), (_, b) = player.dice[-2:]
    return [Move(Kind.VALUE, n=v, m=m) for v, m, _ in value_options(a, b, player.coins, player.meeting_marks)]


def value_coins(state: State, i: int, move: Move) -> int:
    player = state.players[i]
    (_, a), (_, b) = player.dice[-2:]
    return next(c for v, m, c in value_options(a, b, player.coins, player.meeting_marks)
                if v == move.n and m == move.m)


def do_value(box: Box, state: State, i: int, move: Move) -> State:
    player = state.players[i]
    (first, a), (second, b) = player.dice[-2:]
    coins = value_coins(state, i, move)
    fa, fb = shown_faces(a, b, move.n, move.m)
    player = replace(player, coins=player.coins - coins, meeting_marks=player.meeting_marks - move.m,
                     dice=player.dice[:-2] + ((first, fa), (second, fb)))
    return replace(set_player(state, i, player), value=move.n, phase="flags")


def headman_moves(state: State, i: int) -> list[Move]:
    return [Move(Kind.HEADMAN, HEADMAN_SPACES[to]) for to in headman_steps(state.players[i])]


def do_headman(box: Box, state: State, i: int, move: Move) -> State:
    """Option c: the village black flag, with any dice: 1 time, the headman one step (§5.4)."""
    player = pay_time(box, state.players[i], HEADMAN_TIME)
    player = move_headman(player, HEADMAN_SPACES.index(move.target))
    return replace(set_player(state, i, player), phase="done", used=state.used + ("black-flag",))


def do_end(box: Box, state: State, i: int, move: Move) -> State:
    return replace(state, phase="done")
