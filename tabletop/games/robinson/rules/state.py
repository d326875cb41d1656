"""The engine's nouns: a frozen ``State`` holding the whole island, the camp, the decks and the plan.

Cards, tiles, tokens and items are named by their piece ids (``event:storm#2``, ``tile:3#1``), so the
picture needs no second name for them.  Decks list their top card first.  Resources are counted in
4-tuples (wood, food, fur, non-perishable food).  What the engine still has to do is a queue of
``Task``s (``todo``), run by ``flow.settle`` until a decision is needed (``pending``): a round's phases,
the actions of the plan and the steps of a card's script are all tasks, so a decision in the middle of
any of them simply waits with the rest of the queue behind it.  What the rules did by themselves since
the last decision is noted in ``told`` (see ``told.py``), for the log's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....lang.door import N_, _
from ...kit.contract import Refused
from ...kit.records import replace

RESOURCES = ("wood", "food", "fur", "npfood")
Res = tuple[int, int, int, int]
NO_RES: Res = (0, 0, 0, 0)
ACTION_ORDER = ("threat", "hunt", "build", "gather", "explore", "arrange", "rest")
ACTION_NAMES = {"threat": N_("Threat"), "hunt": N_("Hunt"), "build": N_("Build"), "gather": N_("Gather"),
                "explore": N_("Explore"), "arrange": N_("Arrange camp"), "rest": N_("Rest")}
"""Each action as the board names it: what a sentence names it by, in the reader's language."""

CHARACTERS = ("carpenter", "cook", "explorer", "soldier")
FRIDAY = "friday"


def action_name(key: str) -> str:
    """An action's name as the board prints it ("Build", "Arrange camp"), in the reader's language."""
    return _(ACTION_NAMES[key])


@dataclass(frozen=True)
class Options:
    """The set-up choices that change play (the rest only change the opening table)."""

    friday: bool = False
    dog: bool = False
    exhausted_source_bonus: bool = True
    goat_spoils: bool = False


@dataclass(frozen=True)
class Char:
    """A character (or Friday): life track position, determination, this round's limits and marks."""

    id: str
    seat: str
    wounds: int = 0
    det: int = 0
    used: frozenset[str] = frozenset()
    marks: tuple[str, ...] = ()
    pawns: int = 2
    only: tuple[str, ...] = ()
    away: str = ""
    dead: bool = False


@dataclass(frozen=True)
class Ctx:
    """Who a script acts for and where: the acting character, the card, the action's tile and source,
    and whether gains go to Future resources (inside the Action phase) or straight to Available."""

    actor: str = ""
    card: str = ""
    future: bool = False
    space: str = ""
    src: str = ""
    user: str = ""


NO_CTX = Ctx()


@dataclass(frozen=True)
class Task:
    op: str
    args: tuple[Any, ...] = ()
    ctx: Ctx = NO_CTX


@dataclass(frozen=True)
class Slot:
    """One planned action: its kind and target, the payment chosen, and the pawns (leader first placed).

    ``pay`` is the requirement alternative of a threat card or the material of a build (0 wood, 1 fur);
    ``by`` names the seat that placed each pawn, so a seat takes back only its own.
    """

    kind: str
    target: str = ""
    pay: int = 0
    pawns: tuple[str, ...] = ()
    by: tuple[str, ...] = ()
    thrift: bool = False


@dataclass(frozen=True)
class Pending:
    """A decision the engine waits for: its kind, the seat that makes it, and what it offers."""

    kind: str
    seat: str
    options: tuple[Any, ...] = ()
    ctx: Ctx = NO_CTX
    draft: tuple[Any, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Roll:
    """The three action dice of the action being resolved, as face indices, and the rerolls used."""

    kind: str
    faces: tuple[int, int, int]
    slot: int
    rerolled: frozenset[str] = frozenset()


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    chars: tuple[Char, ...]
    options: Options
    round: int = 1
    phase: str = "event"
    first: int = 0
    morale: int = 0
    roof: int = 0
    palisade: int = 0
    weapon: int = 0
    shelter: bool = False
    avail: Res = NO_RES
    future: Res = NO_RES
    tokens: tuple[str, ...] = ()
    future_tokens: tuple[str, ...] = ()
    kept: tuple[tuple[str, int], ...] = ()
    items: tuple[tuple[str, int], ...] = ()
    item_box: tuple[str, ...] = ()
    tiles: tuple[tuple[str, str], ...] = ()
    down: tuple[tuple[str, str], ...] = ()
    camp: str = ""
    exhausted: frozenset[str] = frozenset()
    tile_tokens: frozenset[str] = frozenset()
    camp_tokens: frozenset[str] = frozenset()
    covered: frozenset[str] = frozenset()
    board: tuple[str, ...] = ()
    built: frozenset[str] = frozenset()
    future_built: tuple[str, ...] = ()
    inv_deck: tuple[str, ...] = ()
    inv_discard: tuple[str, ...] = ()
    events: tuple[str, ...] = ()
    event_box: tuple[str, ...] = ()
    threats: tuple[str, str] = ("", "")
    discard: tuple[str, ...] = ()
    box: tuple[str, ...] = ()
    reveal: tuple[str, ...] = ()
    adventures: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] = ((), (), ())
    beasts: tuple[str, ...] = ()
    hunting: tuple[str, ...] = ()
    mysteries: tuple[str, ...] = ()
    island: tuple[str, ...] = ()
    discoveries: tuple[str, ...] = ()
    action_tokens: frozenset[str] = frozenset()
    beast_token: bool = False
    wood_tokens: frozenset[str] = frozenset()
    weather_tokens: frozenset[str] = frozenset()
    flags: frozenset[str] = frozenset()
    night_food: int = 0
    at_night: tuple[Task, ...] = ()
    next_round: tuple[Task, ...] = ()
    memory: tuple[tuple[str, str], ...] = ()
    origin: tuple[tuple[str, str, str], ...] = ()
    woodpile: tuple[int, ...] = ()
    piled: bool = False
    plan: tuple[Slot, ...] = ()
    planner: int = 0
    bonus_pawns: tuple[tuple[str, str], ...] = ()
    roll: Roll | None = None
    dice: tuple[tuple[str, int], ...] = ()
    weather_faces: tuple[tuple[str, int], ...] = ()
    hunt_top_known: bool = False
    island_top_known: bool = False
    todo: tuple[Task, ...] = ()
    pending: Pending | None = None
    result: str = ""
    why: str = ""
    told: tuple[tuple[Any, ...], ...] = ()


def char_index(state: State, cid: str) -> int:
    for i, c in enumerate(state.chars):
        if c.id == cid:
            return i
    raise Refused("There is no {cid} in this game.", cid=cid)


def char(state: State, cid: str) -> Char:
    return state.chars[char_index(state, cid)]


def set_char(state: State, c: Char) -> State:
    chars = tuple(c if x.id == c.id else x for x in state.chars)
    return replace(state, chars=chars)


def players(state: State) -> tuple[Char, ...]:
    """The characters played by seats (never Friday), dead or alive."""
    return tuple(c for c in state.chars if c.seat)


def seat_char(state: State, seat: str) -> Char:
    for c in state.chars:
        if c.seat == seat:
            return c
    raise Refused("Seat {seat} plays no character.", seat=seat)


def first_char(state: State) -> Char:
    return seat_char(state, state.seats[state.first])


def first_seat(state: State) -> str:
    return state.seats[state.first]


def actor_seat(state: State, cid: str) -> str:
    """The seat deciding for character ``cid``: its own, or the first player's for Friday."""
    for c in state.chars:
        if c.id == cid and c.seat:
            return c.seat
    return first_seat(state)


def add_res(a: Res, res: str, n: int) -> Res:
    i = RESOURCES.index(res)
    out = list(a)
    out[i] += n
    return (out[0], out[1], out[2], out[3])


def food_total(r: Res) -> int:
    return r[1] + r[3]


def base_id(piece_id: str) -> str:
    """The data-file id of a piece id: ``event:storm#2`` -> ``storm``."""
    return piece_id.split(":", 1)[-1].split("#", 1)[0]


def section(piece_id: str) -> str:
    return piece_id.split(":", 1)[0]
