"""The steward's office and the market (§5.2.2, §5.7): taking customers from the display, refilling it.

With the Merchant church and a living abbot the deck's top card joins the display first and one
customer comes free before the paid ones; a paid count of 0 is allowed then (§9.10).  A monk's
steward takes at most two paid customers (§5.2.4); taking none is forgoing the action.
"""

from __future__ import annotations

from ...kit.records import replace
from .box import STEWARD_MAX, Box
from .state import Pending, Player, State, set_player
from .village import church_benefit, pay_time


def merchant_bonus(box: Box, player: Player) -> bool:
    return church_benefit(box, player, "merchant")


def steward_counts(box: Box, state: State, player: Player, most: int = STEWARD_MAX, monk: bool = False) -> list[int]:
    """The paid counts ``player`` may choose at the steward's office now."""
    free = 1 if merchant_bonus(box, player) else 0
    cards = len(state.display) + (1 if free and state.customers else 0)
    lowest = 0 if free or monk else 1
    return [k for k in range(lowest, min(most, cards - free) + 1)
            if (k == 0 or player.coins >= box.steward_cost[k - 1][1]) and k + free <= cards]


def start_steward(box: Box, state: State, i: int, paid: int) -> State:
    """Pay for ``paid`` customers, reveal the Merchant church's extra card, then ask for the picks."""
    player = state.players[i]
    if paid:
        time, coins = box.steward_cost[paid - 1]
        player = replace(pay_time(box, player, time), coins=player.coins - coins)
    state = set_player(state, i, player)
    pending: list[Pending] = []
    if merchant_bonus(box, player):
        if state.customers:
            state = replace(state, display=state.display + state.customers[:1], customers=state.customers[1:])
        pending.append(Pending("free", i, 1))
    if paid:
        pending.append(Pending("customers", i, paid))
    if not pending:
        return refill(box, state)
    return replace(state, pending=tuple(pending) + state.pending)


def pick(box: Box, state: State, top: Pending, card: str) -> State:
    """The player of ``top`` (already off the queue) takes ``card`` from the display into their market."""
    player = state.players[top.seat]
    state = set_player(state, top.seat, replace(player, market=player.market + (card,)))
    rest = state.pending
    if top.n > 1:
        rest = (replace(top, n=top.n - 1),) + rest
    state = replace(state, display=tuple(c for c in state.display if c != card), pending=rest)
    if not rest or rest[0].kind not in ("free", "customers"):
        state = refill(box, state)
    return state


def refill(box: Box, state: State) -> State:
    """Top the display up to its size from the deck; once the deck is empty it stays short."""
    short = max(0, box.display - len(state.display))
    if not short:
        return state
    return replace(state, display=state.display + state.customers[:short], customers=state.customers[short:])
