"""Script steps on the decks: a card shuffled into the Event deck or kept, discoveries, Mystery draws, beasts.

A drawn card lies face up (``reveal``) while its script runs; the task queued after the script sends
it to the discard pile unless a step already shuffled it into the Event deck or kept it.  A Mystery draw
turns cards over one at a time (rules digest 5.15): a card of a type still wanted is resolved, others
are set aside and shuffled back at the end; after each resolved card the players may stop.
"""

from __future__ import annotations

from typing import Any

from ...kit.contract import Chance
from ...kit.records import replace
from .catalog import catalog
from .effects import decide
from .registry import Step, fx, push, step, task
from .state import Ctx, State, Task, base_id, section
from .told import tell
from .tracks import gain


def card_info(card: str) -> Any:
    return catalog().cards[card.split("#", 1)[0]]


def show(state: State, card: str) -> State:
    return replace(state, reveal=(*state.reveal, card))


def hide(state: State, card: str) -> State:
    return replace(state, reveal=tuple(c for c in state.reveal if c != card))


@task("discard_card")
def discard_card(state: State, t: Task, chance: Chance) -> State:
    card = t.args[0]
    if card not in state.reveal:
        return state
    return replace(hide(state, card), discard=(*state.discard, card))


@step("shuffle")
def _shuffle(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    card = ctx.card
    if card not in state.reveal:
        return state
    deck = [*state.events, card]
    chance.rng().shuffle(deck)
    origin = tuple(o for o in state.origin if o[0] != card) + ((card, ctx.actor, ctx.space),)
    return replace(hide(state, card), events=tuple(deck), origin=origin)


@step("keep")
def _keep(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    card = ctx.card
    if card not in state.reveal:
        return state
    return replace(hide(state, card), kept=(*state.kept, (card, card_info(card).use.uses)))


@step("discover")
def _discover(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    got = state.discoveries[:s[1]]
    state = tell(replace(state, discoveries=state.discoveries[s[1]:]), "tokens", *got)
    if ctx.future:
        return replace(state, future_tokens=state.future_tokens + got)
    return arrive(state, got)


def arrive(state: State, tokens: tuple[str, ...]) -> State:
    """Discovery tokens reaching Available resources; those that turn into goods on arrival do so now."""
    keep = []
    tasks = []
    for t in tokens:
        use = catalog().tokens[base_id(t)]
        if use.when == "arrival" and use.steps is not None:
            tasks.append(fx(use.steps, Ctx()))
            state = replace(state, discard=(*state.discard, t))
        else:
            keep.append(t)
    state = replace(state, tokens=state.tokens + tuple(keep))
    return push(state, *tasks) if tasks else state


@step("mystery")
def _mystery(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return push(replace(state, flags=state.flags - {"stop_mystery"}), Task("mystery", (s[1], ()), ctx))


@step("stop_mystery")
def _stop(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, flags=state.flags | {"stop_mystery"})


def _mystery_type(card: str) -> str:
    return str(card_info(card).kind)


@task("mystery")
def mystery_draw(state: State, t: Task, chance: Chance) -> State:
    """Turn Mystery cards over until one of a wanted type comes, and resolve it."""
    limits, aside = t.args
    ctx = t.ctx
    while True:
        if not state.mysteries:
            used = tuple(c for c in state.discard if section(c) == "mystery")
            if not used:
                return _end_mystery(state, aside, chance)
            deck = list(used)
            chance.rng().shuffle(deck)
            state = replace(state, mysteries=tuple(deck), discard=tuple(c for c in state.discard if c not in used))
        card, state = state.mysteries[0], replace(state, mysteries=state.mysteries[1:])
        kind = _mystery_type(card)
        hit = next((i for i, (types, n) in enumerate(limits) if kind in types and n > 0), None)
        if hit is None:
            aside = (*aside, card)
            state = show(state, card)
            continue
        left = tuple((types, n - 1 if i == hit else n) for i, (types, n) in enumerate(limits))
        info = card_info(card)
        inner = replace(ctx, card=card)
        body = fx(info.effect if info.effect is not None else (("by_hand", "effect"),), inner)
        return push(tell(show(state, card), "card", card), body, Task("discard_card", (card,)), Task("mystery_next", (left, aside), ctx))


@task("mystery_next")
def mystery_next(state: State, t: Task, chance: Chance) -> State:
    limits, aside = t.args
    if "stop_mystery" in state.flags or not any(n for _, n in limits) or not (
            state.mysteries or any(section(c) == "mystery" for c in state.discard)):
        return _end_mystery(state, aside, chance)
    go = (("mystery_go", limits, aside),)
    return decide(state, (go, (("mystery_stop", aside),)), t.ctx, text="mystery")


@step("mystery_go")
def _go(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return push(state, Task("mystery", (s[1], s[2]), ctx))


@step("mystery_stop")
def _halt(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return _end_mystery(state, s[1], chance)


def _end_mystery(state: State, aside: tuple[str, ...], chance: Chance) -> State:
    state = replace(state, flags=state.flags - {"stop_mystery"}, reveal=tuple(c for c in state.reveal if c not in aside))
    if not aside:
        return state
    deck = [*state.mysteries, *aside]
    chance.rng().shuffle(deck)
    return replace(state, mysteries=tuple(deck))


def beast(card: str) -> Any:
    return catalog().beasts[base_id(card)]


def shuffle_into_hunt(state: State, cards: tuple[str, ...], chance: Chance) -> State:
    if not cards:
        return state
    deck = [*state.hunting, *cards]
    chance.rng().shuffle(deck)
    return replace(state, hunting=tuple(deck), hunt_top_known=False)


@step("strongest_beast")
def _strongest(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    drawn, rest = state.beasts[:s[1]], list(state.beasts[s[1]:])
    if not drawn:
        return state
    best = max(drawn, key=lambda c: beast(c).strength)
    rest += [c for c in drawn if c != best]
    chance.rng().shuffle(rest)
    return shuffle_into_hunt(replace(state, beasts=tuple(rest)), (best,), chance)


@step("beast_remove")
def _beast_remove(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if not state.beasts:
        return state
    return replace(state, beasts=state.beasts[1:], discard=(*state.discard, state.beasts[0]))


@step("hunt_discard")
def _hunt_discard(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if not state.hunting:
        return state
    return replace(state, hunting=state.hunting[1:], discard=(*state.discard, state.hunting[0]), hunt_top_known=False)


@step("peek_hunt")
def _peek(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, hunt_top_known=bool(state.hunting))


@step("beast_spoils")
def _spoils(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if not state.hunting:
        return state
    b = beast(state.hunting[0])
    state = gain(gain(state, "food", b.food, ctx.future), "fur", b.fur, ctx.future)
    return replace(state, hunting=state.hunting[1:], discard=(*state.discard, state.hunting[0]), hunt_top_known=False)


@step("night_out")
def _night_out(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """The acting character spends the night away (rules digest 5.25); the card's bonus comes next round."""
    from .island import natural_shelter, tile_at
    from .state import char, set_char

    if not ctx.actor:
        return state
    c = char(state, ctx.actor)
    tile = tile_at(state, ctx.space) if ctx.space else ""
    away = "sheltered" if tile and natural_shelter(tile) else "open"
    state = set_char(state, replace(c, away=away))
    if s[1]:
        state = replace(state, next_round=(*state.next_round, fx(s[1], replace(ctx, future=False))))
    return state


@step("stroke_of_fate")
def _stroke(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Both threat cards leave at once, each doing its threat effect."""
    from .phases import push_off

    return push_off(replace(state, threats=("", "")), *(c for c in state.threats if c))
