"""A turn (§4.2): take a cube and maybe use its space's action, or pay the well for any action; then
deaths, the end (§7) and the next player or the end of the round.

``settle`` carries a state to the next real decision: an action with nothing left to do finishes, a
market seller or mass player with no possible move passes, deaths resolve, the mass runs and the next
round is seeded, so no state ever waits on a choice nobody has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ....lang.door import _
from ...kit.contract import Refused
from ...kit.records import replace
from . import council, crafts, market, mass, rounds, travel
from .data import ACTIONS, CHURCH, COUNCIL, CRAFTS, FAMILY, HARVEST, MARKET, TRAVEL
from .death import die, resolve
from .economy import pay_cubes, spend_time
from .farmwork import church_options, family_options, finish, harvest_options
from .moves import Kind, Move
from .state import Phase, State, Step, board_cubes, next_seat, order_from, set_player

PLAGUE_TIME = 2
WELL_CUBES = 3
WELL_STEP = ""
"""The space of the step between paying the well and choosing its action."""

StepOptions = Callable[[State, int, Step], Iterator[Move]]
SPACE_OPTIONS: dict[str, StepOptions] = {
    HARVEST: lambda s, i, step: harvest_options(s, i),
    FAMILY: lambda s, i, step: family_options(s, i),
    CRAFTS: crafts.options,
    TRAVEL: travel.options,
    COUNCIL: council.options,
    CHURCH: lambda s, i, step: church_options(s, i),
}


def current_index(state: State) -> int | None:
    if state.phase is Phase.OVER:
        return None
    if state.dying >= 0:
        return state.dying
    if state.phase is Phase.MARKET and state.day is not None:
        return state.day.turn
    if state.phase in (Phase.FETCH, Phase.CLIMB) and state.mass is not None:
        return state.mass.order[0]
    return state.current


def free_turn(state: State) -> bool:
    """A final turn with the board empty: any action, without a cube or the well (§7.2)."""
    return state.ending is not None and state.ending.queue is not None and board_cubes(state) == 0


def actionable(state: State, i: int, space: str) -> bool:
    """Whether player ``i`` could carry out something at ``space`` now (the market always happens)."""
    return space == MARKET or any(True for _option in SPACE_OPTIONS[space](state, i, Step(space, "well")))


def _colour(state: State, name: str) -> int:
    if name == "plague":
        return len(state.data.colours)
    try:
        return state.data.colours.index(name)
    except ValueError:
        raise Refused("There is no {value} cube.", value=_(name) if name else _('such')) from None


def _space(space: str) -> int:
    try:
        return ACTIONS.index(space)
    except ValueError:
        raise Refused("There is no action space {repr}; they are A to G.", repr=repr(space)) from None


def begin(state: State, i: int, space: str, how: str) -> State:
    if space == MARKET:
        return market.start(state, i)
    return replace(state, phase=Phase.ACTION, step=Step(space, how))


def do_take(state: State, i: int, m: Move) -> State:
    if free_turn(state):
        raise Refused("The board is empty: in this last turn you carry out any action without a cube.")
    s, c = _space(m.space), _colour(state, m.colour)
    counts = state.spaces[s]
    if not counts[c]:
        raise Refused("Space {space} holds no {colour} cube.", space=m.space, colour=_(m.colour))
    spaces = list(state.spaces)
    spaces[s] = tuple(n - 1 if k == c else n for k, n in enumerate(counts))
    state = replace(state, spaces=tuple(spaces))
    if c == len(state.data.colours):
        state = spend_time(state, i, PLAGUE_TIME)
    else:
        p = state.players[i]
        state = set_player(state, i, replace(p, cubes=tuple(n + 1 if k == c else n for k, n in enumerate(p.cubes))))
    return begin(state, i, m.space, "cube")


def do_well(state: State, i: int, m: Move) -> State:
    if free_turn(state) or not board_cubes(state):
        raise Refused("The well can be used only while a cube is still on an action space.")
    if m.coins and not state.options.well_coins:
        raise Refused("With these rules the well takes 3 cubes of one colour, no coins.")
    n = len(state.data.colours)
    c = 0 if m.coins == WELL_CUBES else _colour(state, m.colour)
    if c >= n or not 0 <= m.coins <= WELL_CUBES:
        raise Refused("The well takes 3 influence cubes of one colour (a coin may stand for a cube).")
    price = tuple(WELL_CUBES if k == c else 0 for k in range(n))
    cubes = tuple(WELL_CUBES - m.coins if k == c else 0 for k in range(n))
    return replace(pay_cubes(state, i, price, cubes, m.coins), phase=Phase.ACTION, step=Step(WELL_STEP, "well"))


def do_act(state: State, i: int, m: Move) -> State:
    _space(m.space)
    step = state.step
    if step is not None and step.space == WELL_STEP:
        if not actionable(state, i, m.space):
            raise Refused("There is nothing you could do at {space} now.", space=m.space)
        return begin(state, i, m.space, "well")
    if not free_turn(state):
        raise Refused("Take a cube or use the well: only a last turn on an empty board acts without one.")
    return begin(state, i, m.space, "free")


def do_skip(state: State, i: int, m: Move) -> State:
    return finish(state)


def do_done(state: State, i: int, m: Move) -> State:
    if state.phase in (Phase.FETCH, Phase.CLIMB):
        return mass.do_done(state, i, m)
    return finish(state)


def do_die(state: State, i: int, m: Move) -> State:
    return die(state, i, m.num, m.at)


def end_turn(state: State) -> State:
    """Deaths of the turn, then the end's last turns, the round's end (mass) or the next player."""
    for k in order_from(state, state.current):
        if state.players[k].owed:
            state = resolve(state, k)
            if state.dying >= 0:
                return state
    e = state.ending
    if e is not None:
        if e.queue is None:
            if e.activator >= 0 and e.trigger != e.activator:
                queue = order_from(state, next_seat(state, e.activator))
            else:
                queue = order_from(state, next_seat(state, e.trigger))[:-1]
        else:
            queue = e.queue[1:]
        state = replace(state, ending=replace(e, queue=queue))
        if not queue:
            return mass.start(state, final=True)
        return replace(state, phase=Phase.TURN, current=queue[0], step=None)
    if not board_cubes(state):
        return mass.start(state, final=False)
    return replace(state, phase=Phase.TURN, current=next_seat(state, state.current), step=None)


def settle(state: State, rng: rounds.Rng) -> State:
    """Carry ``state`` on to the next decision somebody really has."""
    while True:
        if state.phase is Phase.OVER or state.dying >= 0:
            return state
        if state.phase is Phase.MARKET:
            nxt = market.flow(state)
        elif state.phase is Phase.END:
            nxt = end_turn(state)
        elif state.phase in (Phase.FETCH, Phase.CLIMB):
            nxt = mass.flow(state, rng, lambda s: rounds.next_round(s, rng))
        elif state.phase is Phase.ACTION:
            step = state.step
            assert step is not None
            open_step = step.space == WELL_STEP or any(True for _option in SPACE_OPTIONS[step.space](state, state.current, step))
            nxt = state if open_step else finish(state)
        else:
            return state
        if nxt is state:
            return state
        state = nxt


HANDLERS = {Kind.TAKE: do_take, Kind.WELL: do_well, Kind.ACT: do_act, Kind.SKIP: do_skip, Kind.DONE: do_done,
            Kind.DIE: do_die}
