"""Set-up (§3) and the start of each round (§4.1): the first player, the green bag and the board.

The set-up shuffles the customers exactly as the sandbox table does (``setup_rng``), so the engine's
opening position is the box as laid out; the first round's cubes come from the same stream.  Later
rounds draw from the green bag with the move's chance.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ....lang.door import _
from ...definition import setup_rng
from ...kit.records import replace
from .data import GameData
from .state import FARM, PLAGUE, UNBORN, Options, Phase, Player, State, supply_cubes

Rng = Callable[[], random.Random]
START_COINS = 1
OPTION_TYPES = {"well_coins": bool, "limited_supply": bool, "first_player": int}


def options_from(seats: int, values: Mapping[str, Any]) -> Options:
    unknown = sorted(set(values) - set(OPTION_TYPES))
    if unknown:
        raise ValueError(_("Village has no rules option {repr}.", repr=repr(unknown[0])))
    for name, kind in OPTION_TYPES.items():
        if name in values and type(values[name]) is not kind:
            raise ValueError(_("The option {repr} must be {value}.", repr=repr(name),
                               value=_("true or false") if kind is bool else _("a whole number")))
    out = Options(**dict(values))
    if not 1 <= out.first_player <= seats:
        raise ValueError(_("The first player must be one of seats 1 to {seats}.", seats=seats))
    return out


def new_game(data: GameData, seats: Sequence[str], seed: int, values: Mapping[str, Any]) -> State:
    """The opening position for 2-4 seats: first generation on the farms, market dealt, round 1 seeded."""
    n = len(seats)
    if n not in data.cards:
        raise ValueError(_("Village is for 2 to 4 players, not {n}.", n=n))
    if len(set(seats)) != n:
        raise ValueError(_("Every seat needs its own id."))
    options = options_from(n, values)
    rng = setup_rng(seed)
    customers = list(data.customers)
    rng.shuffle(customers)
    open_stalls = data.open_spaces(data.stalls, n)
    market = []
    for s in range(len(data.stalls) + data.queue):
        market.append(customers.pop() if s >= len(data.stalls) or s in open_stalls else "")
    zero = (0,) * len(data.colours)
    members = tuple(FARM if num == 1 else UNBORN for num in data.numbers)
    players = tuple(Player(seat, members, zero, (0,) * len(data.goods), coins=START_COINS) for seat in seats)
    first = options.first_player - 1
    state = State(tuple(seats), options, players, tuple((0,) * (len(data.colours) + 1) for _copy in data.cards[n].spots),
                  (0,) * (len(data.colours) + 1), tuple(market), tuple(reversed(customers)), first=first,
                  current=first, data=data)
    return seed_board(state, lambda: rng)


def seed_board(state: State, rng: Rng) -> State:
    """Fill the green bag from the supply as the set-up card says, then every action space from the bag."""
    d = state.data
    card = d.cards[len(state.seats)]
    supply = supply_cubes(state)
    bag = [min(card.per_colour, supply[c]) + state.bag[c] for c in range(len(d.colours))]
    bag.append(state.bag[PLAGUE] + supply[PLAGUE])
    pool = [c for c, n in enumerate(bag) for _copy in range(n)]
    wanted = [max(0, spots - sum(space)) for spots, space in zip(card.spots, state.spaces, strict=True)]
    drawn = rng().sample(pool, min(sum(wanted), len(pool)))
    spaces = []
    for need, space in zip(wanted, state.spaces, strict=True):
        cubes = list(space)
        for cube in drawn[:need]:
            cubes[cube] += 1
            bag[cube] -= 1
        drawn = drawn[need:]
        spaces.append(tuple(cubes))
    return replace(state, spaces=tuple(spaces), bag=tuple(bag))


def next_round(state: State, rng: Rng) -> State:
    """The next-first-player marker's holder starts (§4.1.1), then the board is seeded again."""
    first = state.next_first if state.next_first >= 0 else state.first
    state = replace(state, round=state.round + 1, first=first, next_first=-1, current=first, phase=Phase.TURN)
    return seed_board(state, rng)
