"""Cards coming into and leaving a player's display, with everything that happens at once.

Playing a card has on-play effects (a stall is filled, a regular customer gets a blue marker, a common
field is paid for); a card leaving the display may reveal the card it covered (two-packs) and, when it
is a helper going to the discard pile, gives the Foreman's owner the chance to take it.
"""

from __future__ import annotations

import random

from ...kit.records import replace
from .state import (
    FIELD_COST,
    FieldSlot,
    Pending,
    Player,
    RegularSlot,
    StallSlot,
    State,
    data,
    helper_of,
    kind,
    pay,
    set_player,
)


def shuffled(state: State, cards: tuple[str, ...]) -> tuple[State, tuple[str, ...]]:
    """``cards`` in a new order, from the chance key of the move being applied (one stream per shuffle)."""
    rng = random.Random(f"loyang:{state.chance}:{state.shuffles}")
    order = list(cards)
    rng.shuffle(order)
    return replace(state, shuffles=state.shuffles + 1), tuple(order)


def reshuffle(state: State) -> State:
    """The discard pile and the rest of the draw pile become a new face-down draw pile."""
    state, order = shuffled(state, state.draw + state.discard)
    return replace(state, draw=order, discard=())


def draw_cards(state: State, n: int, refill: bool) -> tuple[State, tuple[str, ...]]:
    """The top ``n`` action cards; ``refill`` shuffles the discards in when the pile runs out (FAQ)."""
    got: list[str] = []
    while len(got) < n:
        if not state.draw:
            if not (refill and state.discard):
                break
            state = reshuffle(state)
        got.append(state.draw[0])
        state = replace(state, draw=state.draw[1:])
    return state, tuple(got)


def fill(card_id: str) -> StallSlot:
    return StallSlot(card_id, tuple(g["veg"] for g in data(card_id)["goods"]))


def place(player: Player, card_id: str, *, due: bool, paid: bool = False) -> Player:
    """``card_id`` becomes an active card of ``player`` with its on-play effect."""
    k = kind(card_id)
    if k == "field":
        player = replace(player, fields=player.fields + (FieldSlot(card_id),))
        if data(card_id)["kind"] == "common" and not paid:
            player = pay(player, FIELD_COST)
        return player
    if k == "stall":
        return replace(player, stalls=player.stalls + (fill(card_id),))
    if k == "regular":
        slot = RegularSlot(card_id, status="due" if due else "idle")
        return replace(player, regulars=player.regulars + (slot,))
    if k == "casual":
        return replace(player, casuals=player.casuals + (card_id,))
    return replace(player, helpers=player.helpers + (card_id,), fresh=player.fresh + (card_id,))


def play(state: State, index: int, card_id: str, *, paid: bool = False) -> State:
    player = state.players[index]
    due = state.phase != "actions" or "done" not in player.flags
    return set_player(state, index, place(player, card_id, due=due, paid=paid))


def _without(player: Player, card_id: str) -> Player:
    k = kind(card_id)
    if k == "field":
        return replace(player, fields=tuple(f for f in player.fields if f.card != card_id))
    if k == "stall":
        return replace(player, stalls=tuple(s for s in player.stalls if s.card != card_id))
    if k == "regular":
        return replace(player, regulars=tuple(r for r in player.regulars if r.card != card_id))
    if k == "casual":
        return replace(player, casuals=tuple(c for c in player.casuals if c != card_id))
    return replace(player, helpers=tuple(h for h in player.helpers if h != card_id),
                   fresh=tuple(h for h in player.fresh if h != card_id))


def lift(state: State, index: int, card_id: str) -> State:
    """``card_id`` leaves player ``index``'s display; a card it covered moves into play at once."""
    player = _without(state.players[index], card_id)
    below = next((b for t, b in player.covered if t == card_id), "")
    if below:
        player = replace(player, covered=tuple(c for c in player.covered if c[0] != card_id))
    state = set_player(state, index, player)
    if below:
        state = play(state, index, below, paid=True)
    return state


def to_discard(state: State, index: int, card_id: str) -> State:
    """A card leaves a display for the discard pile; a helper may be taken back by the Foreman."""
    state = lift(state, index, card_id)
    state = replace(state, discard=state.discard + (card_id,))
    if kind(card_id) == "helper":
        state = offer_foreman(state, card_id, index)
    return state


def offer_foreman(state: State, card_id: str, actor: int) -> State:
    """If someone may take this helper with their Foreman, they decide before play goes on."""
    if helper_of(card_id) == "foreman":
        return state
    for i, p in enumerate(state.players):
        if not any(helper_of(h) == "foreman" for h in p.helpers):
            continue
        if state.phase in ("actions", "path") and len(state.players) == 4 and i != actor \
                and (not state.partners or state.partners[actor] != i):
            continue
        return replace(state, pending=state.pending + (Pending("foreman", i, (card_id,)),))
    return state
