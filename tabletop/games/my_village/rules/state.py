"""The engine's nouns: a frozen ``State`` of frozen players, the card supply and the turn in progress.

Black markers, adventure points and seasonal-worker tiles are unlimited (the rulebook says to
substitute when they run out), so they are only counted; cards and dice are conserved and ``check``
says so.  A die is ``(id, face)``; a player's dice are those taken this round, the last ones this turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....lang.door import N_
from ...kit.records import replace_item
from .box import GOODS

Die = tuple[str, int]


@dataclass(frozen=True)
class Options:
    """The rules options for the digest's open questions (§9); the defaults are its recommendations."""

    end_of_round: bool = True
    """§9.1: the game ends at the end of the round in which the graves fill (else at the end of the turn)."""
    ploughs_break_ties: bool = True
    """§9.18: ploughs lying on fields count as goods in the tie-break."""


@dataclass(frozen=True)
class Player:
    seat: str
    board: str
    villagers: tuple[bool, ...]
    coins: int = 0
    time: int = 1
    reaper: bool = False
    headman: int = 0
    tree: int = 0
    safe: int = 0
    school: tuple[bool, bool] = (False, False)
    church: str = ""
    monks: tuple[str, ...] = ()
    council: str = ""
    marks: tuple[str, ...] = ()
    guild: int = 0
    meeting: str = ""
    meeting_marks: int = 0
    tile: str = ""
    fields: tuple[str, ...] = ()
    ploughed: tuple[str, ...] = ()
    travels: tuple[str, ...] = ()
    swapped: tuple[str, ...] = ()
    crafts: tuple[str, ...] = ()
    goods: tuple[int, ...] = (0,) * len(GOODS)
    market: tuple[str, ...] = ()
    served: tuple[str, ...] = ()
    workers: int = 0
    healed: int = 0
    dice: tuple[Die, ...] = ()


HEADMAN_SPACES = (N_("main building"), N_("coin space"), N_("3-AP space"))
"""``Player.headman`` 0, 1, 2: where the headman stands on his path."""
TILE_ON_MEETING = "meeting"
"""``Player.tile`` when the 2/12 tile lies on the meeting place card (owned, next to no flag)."""


@dataclass(frozen=True)
class Pending:
    """A decision inside a turn: which customer, which school move, which grave, and so on.

    ``n`` counts what is left (customers to pick, school activations); ``origin`` names what caused it.
    """

    kind: str
    seat: int
    n: int = 0
    origin: str = ""


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    options: Options
    players: tuple[Player, ...]
    rat: int
    chronicle: tuple[int, ...]
    churches: tuple[str, ...]
    councils: tuple[str, ...]
    meetings: tuple[str, ...]
    monks: tuple[tuple[str, ...], ...]
    fields: tuple[str, ...]
    travel: tuple[tuple[str, ...], ...]
    crafts: tuple[str, ...]
    customers: tuple[str, ...]
    display: tuple[str, ...]
    pool: tuple[Die, ...] = ()
    round: int = 1
    start: int = 0
    holder: int = 0
    palm: bool = True
    hand_ap: int = 0
    step: int = 0
    phase: str = "dice"
    value: int = 0
    used: tuple[str, ...] = ()
    pending: tuple[Pending, ...] = ()
    graves: int = 0
    last_roll: int = 0


def set_player(state: State, index: int, player: Player) -> State:
    return replace_item(state, "players", index, player)


def turn_index(state: State) -> int:
    """The seat whose turn it is (not always the one deciding: an invasion may ask another)."""
    return (state.start + state.step) % len(state.players)


def deciding(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.pending:
        return state.pending[0].seat
    return turn_index(state)


def graves_filled(state: State) -> int:
    return sum(state.chronicle) + state.graves
