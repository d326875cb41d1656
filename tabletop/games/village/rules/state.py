"""The engine's nouns: a frozen ``State`` of frozen players, the board's cubes, the market and the
steps of an action, a market day, a mass and the end.

Where a family member is, is a word: ``unborn``, ``farm``, ``bag`` (the black bag), ``crafts:<building>``,
``travel:<city>``, ``council:<stage>``, ``church:<window>``, and for the dead ``chronicle:<section>:<space>``,
``grave:<space>`` or ``gone`` (died in the final turns with no space left).  A member's number comes
from its index (the data file's numbers, lowest first), so a move names a member by number and place.
Cubes, goods and coins are counted; what is not on a farm, the board or in the green bag is in the
general supply, worked out rather than stored, so nothing can be lost or doubled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ...kit.records import cached, replace, replace_item
from .data import SECTIONS, Counts, GameData

UNBORN, FARM, BAG, GONE = "unborn", "farm", "bag", "gone"
WORKPLACES = ("crafts", "travel", "council", "church")
PLAGUE = -1
"""The index of the plague cube in a space's or the bag's counts (after the influence colours)."""


class Phase(StrEnum):
    TURN = "turn"
    ACTION = "action"
    MARKET = "market"
    END = "end"
    FETCH = "fetch"
    CLIMB = "climb"
    OVER = "over"


@dataclass(frozen=True)
class Options:
    """The rules options for the digest's open questions (§9 A6, A16) and the first player (§3.13)."""

    well_coins: bool = True
    limited_supply: bool = True
    first_player: int = 1


@dataclass(frozen=True)
class Player:
    seat: str
    members: tuple[str, ...]
    cubes: Counts
    goods: Counts
    time: int = 0
    grain: int = 0
    coins: int = 1
    prestige: int = 0
    served: tuple[str, ...] = ()
    cities: tuple[str, ...] = ()
    owed: int = 0


@dataclass(frozen=True)
class Step:
    """The action being carried out: its space, how it was chosen (``cube``, ``well``, ``free``) and the
    part still open: ``""`` (choose what to do), ``produce`` (after training at ``building``),
    ``privilege`` (up to ``stage``) or ``reward`` (choose ``count`` cubes)."""

    space: str
    how: str
    part: str = ""
    building: str = ""
    stage: int = 0
    count: int = 0


@dataclass(frozen=True)
class MarketDay:
    """``turn``: whose chance to serve; ``out``: who has passed; ``sales``: customers served today;
    ``deferred``: the activator's deaths owed before the day, resolved only when the turn ends."""

    activator: int
    turn: int
    out: tuple[bool, ...]
    sales: int = 0
    activator_sold: bool = False
    deferred: int = 0


@dataclass(frozen=True)
class Mass:
    """``order``: the seats still to buy out or climb, the deciding one first; ``fetched``: figures bought."""

    order: tuple[int, ...]
    fetched: int = 0
    final: bool = False


@dataclass(frozen=True)
class Ending:
    """The end is triggered: by ``trigger`` (during ``activator``'s market day, or -1); ``queue``: who still
    takes a last turn, fixed once the triggering turn is over (``None`` until then)."""

    trigger: int
    activator: int = -1
    queue: tuple[int, ...] | None = None


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    options: Options
    players: tuple[Player, ...]
    spaces: tuple[Counts, ...]
    bag: Counts
    market: tuple[str, ...]
    stack: tuple[str, ...]
    round: int = 1
    phase: Phase = Phase.TURN
    first: int = 0
    next_first: int = -1
    current: int = 0
    step: Step | None = None
    day: MarketDay | None = None
    mass: Mass | None = None
    ending: Ending | None = None
    dying: int = -1
    data: GameData = field(default=None, compare=False, repr=False)  # type: ignore[assignment]


def set_player(state: State, index: int, player: Player) -> State:
    return replace_item(state, "players", index, player)


def add(counts: Counts, index: int, n: int) -> Counts:
    out = list(counts)
    out[index] += n
    return tuple(out)


def plus(a: Counts, b: Counts, sign: int = 1) -> Counts:
    return tuple(x + sign * y for x, y in zip(a, b, strict=True))


def number(state: State, k: int) -> int:
    return state.data.numbers[k]


def section(place: str) -> str:
    """The chronicle section of a living member's place (``farm``, ``crafts``, ...)."""
    return place.split(":", 1)[0]


def visible(place: str) -> bool:
    """On the farm or the board: where a member can die (not unborn, in the bag or dead)."""
    return place == FARM or section(place) in WORKPLACES


def on_board(place: str) -> bool:
    return section(place) in WORKPLACES


def living(place: str) -> bool:
    return place in (FARM, BAG) or section(place) in WORKPLACES


def dead(place: str) -> bool:
    return place == GONE or section(place) in ("chronicle", "grave")


def find(state: State, i: int, num: int, place: str) -> int:
    """The index of player ``i``'s member numbered ``num`` at ``place`` (the first such), or -1."""
    numbers = state.data.numbers
    for k, where in enumerate(state.players[i].members):
        if where == place and numbers[k] == num:
            return k
    return -1


def move_member(state: State, i: int, k: int, place: str) -> State:
    p = state.players[i]
    members = list(p.members)
    members[k] = place
    return set_player(state, i, replace(p, members=tuple(members)))


def supply_cubes(state: State) -> Counts:
    """Influence cubes and plague cubes (last) in the general supply."""
    d = state.data
    used = list(state.bag)
    for space in state.spaces:
        for c, n in enumerate(space):
            used[c] += n
    for p in state.players:
        for c, n in enumerate(p.cubes):
            used[c] += n
    return tuple(total - u for total, u in zip((*d.cubes, d.plague), used, strict=True))


def supply_goods(state: State) -> Counts:
    def count() -> Counts:
        out = list(state.data.good_count)
        for p in state.players:
            for g, n in enumerate(p.goods):
                out[g] -= n
        return tuple(out)

    return cached(state, "goods", count)


def supply_grain(state: State) -> int:
    return state.data.grain - sum(p.grain for p in state.players)


def supply_coins(state: State) -> int:
    return state.data.coins - sum(p.coins for p in state.players)


def open_spaces(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The chronicle section spaces and the graves open at this player count."""
    d = state.data
    n = len(state.seats)
    return d.open_spaces(d.chronicle_labels, n), d.open_spaces(d.grave_labels, n)


def dead_places(state: State) -> set[str]:
    return {where for p in state.players for where in p.members if section(where) in ("chronicle", "grave")}


def free_chronicle(state: State) -> dict[str, list[int]]:
    """The free open spaces of each chronicle section, lowest first."""
    spaces, _ = open_spaces(state)
    taken = dead_places(state)
    return {s: [k for k in spaces if f"chronicle:{s}:{k}" not in taken] for s in SECTIONS}


def free_graves(state: State) -> list[int]:
    _, graves = open_spaces(state)
    taken = dead_places(state)
    return [k for k in graves if f"grave:{k}" not in taken]


def board_cubes(state: State) -> int:
    return sum(sum(space) for space in state.spaces)


def stalls(state: State) -> tuple[int, ...]:
    """The market's stall spaces in use at this player count (indices into ``state.market``)."""
    return state.data.open_spaces(state.data.stalls, len(state.seats))


def next_seat(state: State, i: int) -> int:
    return (i + 1) % len(state.seats)


def order_from(state: State, start: int) -> tuple[int, ...]:
    """Every seat once, clockwise (seat order, §9 A1) from ``start``."""
    n = len(state.seats)
    return tuple((start + k) % n for k in range(n))
