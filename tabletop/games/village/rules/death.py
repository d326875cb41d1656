"""Death (§5.10): the lowest-numbered visible member dies into the chronicle or a grave, and the end.

A death owed by the time marker passing the bridge is resolved after the action (end of the turn), or
at once for time paid during a market day.  Among the member(s) with the lowest number on the farm or
the board the owner chooses when they stand in different places; with none visible the death is
skipped (§9 A10).  The dead go to a free space of their profession's chronicle section, else a free
grave, else (only possible in the final turns) out of the game.  Filling the last chronicle space or
the last grave triggers the end (§7.1).
"""

from __future__ import annotations

from ...kit.contract import Refused
from ...kit.records import replace
from .state import (
    GONE,
    Ending,
    Phase,
    State,
    find,
    free_chronicle,
    free_graves,
    move_member,
    section,
    set_player,
    visible,
)


def candidates(state: State, i: int) -> list[tuple[int, str]]:
    """The (number, place) choices for player ``i``'s next death: the lowest visible number, by place."""
    numbers = state.data.numbers
    best = 99
    out: list[tuple[int, str]] = []
    for k, where in enumerate(state.players[i].members):
        if not visible(where):
            continue
        n = numbers[k]
        if n < best:
            best, out = n, [(n, where)]
        elif n == best and (n, where) not in out:
            out.append((n, where))
    return out


def resolve(state: State, i: int, keep: int = 0) -> State:
    """Resolve player ``i``'s owed deaths down to ``keep``; stops with ``dying`` set when ``i`` must choose."""
    while state.players[i].owed > keep:
        choices = candidates(state, i)
        if len(choices) > 1:
            return replace(state, dying=i)
        if not choices:
            p = state.players[i]
            state = set_player(state, i, replace(p, owed=p.owed - 1))
            continue
        state = die(state, i, *choices[0])
    return state


def die(state: State, i: int, num: int, at: str) -> State:
    k = find(state, i, num, at)
    if k < 0 or (num, at) not in candidates(state, i):
        raise Refused("That member cannot die now: the one with the lowest number on your farm or the board must.")
    free = free_chronicle(state)[section(at)]
    graves = free_graves(state)
    if free:
        place = f"chronicle:{section(at)}:{free[0]}"
        last = all(not f for s, f in free_chronicle(state).items() if s != section(at)) and len(free) == 1
    elif graves:
        place, last = f"grave:{graves[0]}", len(graves) == 1
    else:
        place, last = GONE, False
    state = move_member(state, i, k, place)
    p = state.players[i]
    state = set_player(state, i, replace(p, owed=p.owed - 1))
    if last and state.ending is None:
        activator = state.day.activator if state.phase is Phase.MARKET and state.day is not None else -1
        state = replace(state, ending=Ending(i, activator))
    return replace(state, dying=-1)
