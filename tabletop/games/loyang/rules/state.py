"""The engine's nouns: a frozen ``State`` of frozen players, fields, stalls and customers.

Vegetables are counted per type in 6-tuples (wheat, pumpkin, turnip, cabbage, bean, leek); the
Supply is unlimited (the rulebook says to improvise when it runs out), so only cards are conserved.
A two-pack's covered card is kept in ``Player.covered`` beside the card on top of it and counts for
nothing until revealed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....lang.door import N_, _
from ...kit.contract import Refused
from ...kit.records import replace, replace_item
from ..components import VEGETABLES, Card, catalogue

Veg = tuple[int, int, int, int, int, int]
NO_VEG: Veg = (0, 0, 0, 0, 0, 0)
SHOP_SPACES: Veg = (3, 2, 2, 2, 2, 2)
ROUNDS = 9
FIELD_COST = 2
PENALTY = 2
LOAN = 5
UPGRADE_COST = 2
START_CASH = 10
OFFER_ROW_COST = (0, 1, 2, 2)
PHASE_NUMBER = {"harvest": 1, "cards": 2, "actions": 3}


@dataclass(frozen=True)
class Options:
    introductory: bool = False
    harvest_helper_retroactive: bool = True
    foreman_all_sources: bool = False


@dataclass(frozen=True)
class FieldSlot:
    card: str
    veg: str = ""
    count: int = 0
    sown_now: bool = False


@dataclass(frozen=True)
class StallSlot:
    card: str
    goods: tuple[str, ...]


@dataclass(frozen=True)
class RegularSlot:
    """``status``: due (must be served this round), served, skipped, or idle (not due this round)."""

    card: str
    rows: int = 0
    marker: str = "blue"
    status: str = "due"
    times: int = 0
    delivered: int = 0


@dataclass(frozen=True)
class Player:
    seat: str
    cash: int = START_CASH
    loans: int = 0
    path: int = 1
    steps: int = 0
    capacity: int = 1
    cart: Veg = NO_VEG
    store: Veg = NO_VEG
    shop: Veg = (3, 2, 2, 2, 1, 1)
    fields: tuple[FieldSlot, ...] = ()
    deck: tuple[str, ...] = ()
    stalls: tuple[StallSlot, ...] = ()
    helpers: tuple[str, ...] = ()
    regulars: tuple[RegularSlot, ...] = ()
    casuals: tuple[str, ...] = ()
    covered: tuple[tuple[str, str], ...] = ()
    hand: tuple[str, ...] = ()
    starter: str = ""
    fresh: tuple[str, ...] = ()
    flags: frozenset[str] = frozenset()
    sow_bonus: int = 0
    harvest_bonus: int = 0


@dataclass(frozen=True)
class Pending:
    """A decision that interrupts the normal order: a two-pack to keep, a Foreman, a harvest helper."""

    kind: str
    seat: int
    cards: tuple[str, ...] = ()
    queue: tuple[int, ...] = ()


@dataclass(frozen=True)
class State:
    seats: tuple[str, ...]
    chance: int
    options: Options
    players: tuple[Player, ...]
    round: int = 0
    phase: str = "start"
    draw: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    shuffles: int = 0
    """``chance`` is the key of the move being applied and ``shuffles`` counts the shuffles it made;
    both are 0 between moves, so a state holds nothing that tells a future shuffle."""
    turn: int = 0
    order: tuple[int, ...] = ()
    cursor: int = 0
    start: int = 0
    second: int = -1
    partners: tuple[int, ...] = ()
    finished: tuple[int, ...] = ()
    flipped: bool = False
    pending: tuple[Pending, ...] = ()
    offer: tuple[str, ...] = ()
    taken: int = 0
    opponent: Player | None = None
    reshuffled: bool = False


def card(card_id: str) -> Card:
    return catalogue().cards[card_id]


def data(card_id: str) -> dict[str, Any]:
    return catalogue().cards[card_id].data


def kind(card_id: str) -> str:
    return catalogue().cards[card_id].kind


_HELPERS: dict[str, str] = {}


def helper_of(card_id: str) -> str:
    """The helper a card is ("trader" for all three Traders), or "" for any other card."""
    if not _HELPERS:
        _HELPERS.update({c.id: str(c.data.get("helper", "")) for c in catalogue().cards.values()})
    return _HELPERS[card_id]


def vi(veg: str) -> int:
    try:
        return VEGETABLES.index(veg)
    except ValueError:
        raise Refused("There is no vegetable called {repr}.", repr=repr(veg)) from None


def buy_price(veg: str) -> int:
    return int(catalogue().vegetables[veg]["buy"])


def sell_price(veg: str) -> int:
    return int(catalogue().vegetables[veg]["sell"])


def add(v: Veg, veg: str, n: int = 1) -> Veg:
    i = vi(veg)
    out = list(v)
    out[i] += n
    if out[i] < 0:
        if n == -1:
            raise Refused("Your cart holds no {veg}.", veg=_(veg))
        raise Refused("Your cart holds too few {veg}.", veg=_(veg))
    return (out[0], out[1], out[2], out[3], out[4], out[5])


def take_all(v: Veg, vegs: tuple[str, ...] | list[str], where: str = N_("cart")) -> Veg:
    """``v`` without the listed vegetables, refused in words when one is missing."""
    out = list(v)
    for veg in vegs:
        i = vi(veg)
        out[i] -= 1
        if out[i] < 0:
            need = sum(1 for x in vegs if x == veg)
            raise Refused("Your {where} holds {value} {veg}; this needs {need}.", where=_(where), value=v[i], veg=_(veg), need=need)
    return (out[0], out[1], out[2], out[3], out[4], out[5])


def set_player(state: State, index: int, player: Player) -> State:
    return replace_item(state, "players", index, player)


def pay(player: Player, amount: int) -> Player:
    """A mandatory payment: when Cash runs short, loans of 5 are taken first (always possible)."""
    loans = player.loans
    cash = player.cash
    while cash < amount:
        cash += LOAN
        loans += 1
    return replace(player, cash=cash - amount, loans=loans)


def spend(player: Player, amount: int, what: str) -> Player:
    """An optional purchase: refused when Cash is short (the player may take a loan first)."""
    if player.cash < amount:
        raise Refused("{what} costs {amount} Cash and you have {cash}; sell vegetables or take a loan first.", what=what, amount=amount, cash=player.cash)
    return replace(player, cash=player.cash - amount)


def partner_ok(state: State, actor: int, target: int) -> bool:
    if target == actor:
        return False
    if len(state.players) == 4 and state.phase == "actions":
        return bool(state.partners) and state.partners[actor] == target
    return True


def current_index(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.pending:
        return state.pending[-1].seat
    if state.phase in ("actions", "path"):
        return state.order[state.cursor]
    return state.turn
