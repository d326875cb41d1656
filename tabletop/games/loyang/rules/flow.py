"""The order of play: set-up, the nine rounds (harvest, card phase, action phase) and the end.

Each function takes a state at a phase boundary and carries it on to the next point where a player
must decide something, so ``apply`` never leaves the game waiting on nobody.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....lang.door import _
from ...definition import setup_rng
from ...kit.contract import Refused
from ...kit.records import replace
from ..components import catalogue
from .display import draw_cards, lift, offer_foreman, place, reshuffle, shuffled, to_discard
from .state import (
    NO_VEG,
    PENALTY,
    ROUNDS,
    FieldSlot,
    Options,
    Pending,
    Player,
    RegularSlot,
    State,
    add,
    data,
    helper_of,
    kind,
    pay,
    set_player,
)

TURN_FLAGS = frozenset({"maid", "saleswoman", "official", "messenger", "twopack", "done"})


def make_options(options: Mapping[str, Any] | None) -> Options:
    o = dict(options or {})
    return Options(bool(o.get("introductory", False)), bool(o.get("harvest_helper_retroactive", True)),
                   bool(o.get("foreman_all_sources", False)))


def new_game(seats: Sequence[str], seed: int, options: Mapping[str, Any] | None = None) -> State:
    """The opening position: decks shuffled from ``setup_rng(seed)``, kits dealt, start player drawn."""
    if not 1 <= len(seats) <= 4:
        raise ValueError(_("At the Gates of Loyang is for 1 to 4 players."))
    opts = make_options(options)
    rng = setup_rng(seed)
    cat = catalogue()
    actions = cat.action_ids
    starters: list[str] = []
    if opts.introductory:
        starters = [c for c in actions if cat.cards[c].data.get("starter")]
        rng.shuffle(starters)
        actions = [c for c in actions if c not in starters[: len(seats)]]
    rng.shuffle(actions)
    players = []
    for k, seat in enumerate(seats, start=1):
        home = f"home-{k}"
        groups = []
        for g in "ab":
            group = [c.id for c in cat.cards.values() if c.kind == "field" and c.data["kind"] == "private"
                     and c.data["kit"] == k and c.data["group"] == g]
            rng.shuffle(group)
            groups += group
        players.append(Player(seat, fields=(FieldSlot(home),), deck=tuple(groups),
                              starter=starters[k - 1] if opts.introductory else ""))
    start = rng.randrange(len(seats))
    state = State(tuple(seats), 0, opts, tuple(players), draw=tuple(actions), turn=start, start=start)
    if len(seats) == 1:
        state = _solo_setup(state)
    return state


def _solo_setup(state: State) -> State:
    """The imaginary opponent's 2 stalls, 2 regular and 2 casual customers, then the 4x3 Offer."""
    wanted = {"stall": 2, "regular": 2, "casual": 2}
    opponent = Player("opponent", cash=0)
    draw, discard = list(state.draw), list(state.discard)
    while any(wanted.values()) and draw:
        c = draw.pop(0)
        k = kind(c)
        if wanted.get(k, 0) > 0:
            wanted[k] -= 1
            opponent = place(opponent, c, due=False)
        else:
            discard.append(c)
    offer = tuple(draw[:12])
    return replace(state, opponent=opponent, draw=tuple(draw[12:]), discard=tuple(discard), offer=offer)


def after_start(state: State) -> State:
    """Next player buys a starting vegetable; when all have, round 1 begins."""
    n = len(state.players)
    nxt = (state.turn + 1) % n
    if nxt == state.start:
        return begin_round(state)
    return replace(state, turn=nxt)


def begin_round(state: State) -> State:
    state = replace(state, round=state.round + 1, phase="harvest")
    players = []
    for p in state.players:
        fields = p.fields
        deck = p.deck
        if deck:
            fields = fields + (FieldSlot(deck[0]),)
            deck = deck[1:]
        players.append(replace(p, fields=fields, deck=deck, steps=0, harvest_bonus=0, sow_bonus=0,
                               fresh=(), flags=frozenset()))
    state = replace(state, players=tuple(players))
    queue = tuple(i for i in _clockwise(state, state.start)
                  if any(helper_of(h) == "harvesthelper" for h in state.players[i].helpers))
    if queue:
        return replace(state, pending=(Pending("harvest", queue[0], queue=queue[1:]),))
    return harvest(state)


def settle(state: State) -> State:
    """Carry on after a move: a finished harvest-helper decision lets the next holder decide."""
    if state.pending and state.pending[-1].kind == "harvest-wait":
        queue = state.pending[-1].queue
        return next_harvest_decision(replace(state, pending=state.pending[:-1]), queue)
    return state


def next_harvest_decision(state: State, queue: tuple[int, ...]) -> State:
    """After one player's harvest-helper decision: the next holder decides, or the harvest happens."""
    queue = tuple(i for i in queue if any(helper_of(h) == "harvesthelper" for h in state.players[i].helpers))
    if queue:
        return replace(state, pending=state.pending + (Pending("harvest", queue[0], queue=queue[1:]),))
    return harvest(state)


def _clockwise(state: State, first: int) -> list[int]:
    n = len(state.players)
    return [(first + k) % n for k in range(n)]


def harvest_amount(slot: FieldSlot, bonus: int) -> int:
    if data(slot.card)["kind"] == "home" or slot.count < 4:
        return 1
    return 1 + min(bonus, slot.count - 3)


def harvest(state: State) -> State:
    """One vegetable from each sown field (more with the Harvest helper); the Storehouse joins the Cart."""
    emptied = False
    for i in range(len(state.players)):
        p = state.players[i]
        cart = tuple(a + b for a, b in zip(p.cart, p.store, strict=True))
        kept = []
        gone = []
        for f in p.fields:
            if not f.veg:
                kept.append(f)
                continue
            n = min(harvest_amount(f, p.harvest_bonus), f.count)
            cart = add(cart, f.veg, n)  # type: ignore[arg-type]
            if f.count - n > 0:
                kept.append(replace(f, count=f.count - n))
            else:
                gone.append(f.card)
        state = set_player(state, i, replace(p, cart=cart, store=NO_VEG,
                                              fields=tuple(kept) + tuple(FieldSlot(c) for c in gone)))
        for c in gone:
            emptied = True
            if data(c)["kind"] == "common":
                state = to_discard(state, i, c)
            else:
                state = lift(state, i, c)
                state = replace(state, removed=state.removed + (c,))
    if emptied and len(state.players) == 1 and not state.reshuffled:
        state, order = shuffled(state, state.draw + state.discard)
        state = replace(state, draw=order, discard=(), reshuffled=True)
    return card_phase(state)


def card_phase(state: State) -> State:
    state = replace(state, phase="cards", pool=(), finished=(), flipped=False, taken=0)
    n = len(state.players)
    if n == 1:
        return state
    state = reshuffle(state)
    each = min(4, len(state.draw) // n)
    for i in _clockwise(state, state.start):
        state, got = draw_cards(state, each, refill=False)
        state = set_player(state, i, replace(state.players[i], hand=got))
    if each == 0:
        return action_phase(state)
    return replace(state, turn=state.start)


def next_distribution_turn(state: State) -> State:
    n = len(state.players)
    if len(state.finished) == n:
        leftovers = state.pool
        state = helper_discarded_from_pool(replace(state, discard=state.discard + leftovers, pool=()), leftovers)
        large = state.finished[-1]
        small = state.finished[-2] if n > 1 else -1
        state = replace(state, start=large, second=small)
        if n == 4:
            return replace(state, phase="partner", turn=large)
        return action_phase(state)
    k = state.turn
    for _step in range(n):
        k = (k + 1) % n
        if k not in state.finished:
            break
    return replace(state, turn=k, flipped=False)


def action_phase(state: State) -> State:
    n = len(state.players)
    if n == 1:
        order: tuple[int, ...] = (0,)
    elif n == 4:
        order = (state.start, state.second, state.partners[state.start], state.partners[state.second])
    else:
        rest = tuple(i for i in range(n) if i not in (state.start, state.second))
        order = (state.start, state.second) + rest
    players = []
    for p in state.players:
        regs = tuple(replace(r, status="due", times=0) for r in p.regulars)
        fields = tuple(replace(f, sown_now=False) for f in p.fields)
        players.append(replace(p, regulars=regs, fields=fields, flags=p.flags - TURN_FLAGS, hand=()))
    return replace(state, phase="actions", players=tuple(players), order=order, cursor=0)


def end_of_turn(state: State) -> State:
    """The player has stored and moved on the path: next player, or the round (or the game) ends."""
    if state.cursor + 1 < len(state.order):
        return replace(state, phase="actions", cursor=state.cursor + 1)
    if state.round >= ROUNDS:
        return replace(state, phase="over")
    return begin_round(replace(state, phase="actions"))


def decline_all(state: State, i: int) -> State:
    """Regular customers still due at the end of the turn are declined: blue turns red, red pays 2."""
    p = state.players[i]
    regs = []
    for r in p.regulars:
        if r.status == "due":
            if r.marker == "blue":
                r = replace(r, marker="red", status="skipped")
            else:
                p = pay(p, PENALTY)
                r = replace(r, status="skipped")
        regs.append(r)
    return set_player(state, i, replace(p, regulars=tuple(regs)))


def regular(p: Player, card_id: str) -> RegularSlot:
    for r in p.regulars:
        if r.card == card_id:
            return r
    raise Refused("That regular customer is not in your display.")


def helper_discarded_from_pool(state: State, cards: tuple[str, ...]) -> State:
    """Rules option: pool leftovers and rejected two-pack helpers also wake the Foreman."""
    if not state.options.foreman_all_sources:
        return state
    for c in cards:
        if kind(c) == "helper":
            return offer_foreman(state, c, state.turn)
    return state
