"""The first three phases of a round: Event, Morale and Production (rules digest 4.1-4.3).

An adventure or Mystery card drawn from the Event deck does its Event-deck half and the next card is
drawn, until an event card comes: its icon puts an adventure token out (or means the scenario's book
effect), its effect happens, and it slides onto the Threat spaces, pushing the oldest card off, whose
threat effect then happens.
"""

from __future__ import annotations

from ...kit.contract import Chance
from ...kit.records import replace
from .cards import card_info, show
from .catalog import catalog
from .effects import decide
from .island import sources, tile_at
from .items import power
from .registry import fx, push, task
from .state import Ctx, State, Task, base_id, char, first_char, section
from .told import tell
from .tracks import gain, gain_det, lose_det, morale
from .world import forget, origin_of


def by_hand(part: str) -> tuple[tuple[str, str], ...]:
    return (("by_hand", part),)


@task("event_draw")
def event_draw(state: State, t: Task, chance: Chance) -> State:
    if not state.events:
        return state
    card, state = state.events[0], replace(state, events=state.events[1:])
    state = tell(show(state, card), "card", card)
    if section(card) in ("adventure", "mystery"):
        who, space = origin_of(state, card)
        ctx = Ctx(actor=who if who and not char(state, who).dead else "", card=card, space=space)
        steps = card_info(card).event
        return push(state, fx(steps if steps is not None else by_hand("event_side"), ctx), Task("discard_card", (card,)),
                    Task("event_draw"))
    ev = catalog().events[base_id(card)]
    ctx = Ctx(card=card)
    icon = (("book",),) if ev.icon == "book" else (("token", "adventure", ev.icon),)
    return push(state, fx(icon, ctx), fx(ev.event if ev.event is not None else by_hand("event"), ctx),
                Task("threat_place", (card,)))


@task("threat_place")
def threat_place(state: State, t: Task, chance: Chance) -> State:
    card = t.args[0]
    state = replace(state, reveal=tuple(c for c in state.reveal if c != card))
    left, right = state.threats
    if not right:
        return replace(state, threats=(left, card))
    state = replace(state, threats=(right, card))
    return push_off(state, left) if left else state


def push_off(state: State, *cards: str) -> State:
    """``cards``, just taken off the Threat spaces, leave in turn: each shows face up at once and waits
    there for its threat effect, so a game that an earlier effect ends leaves the rest on the table."""
    for card in cards:
        state = show(state, card)
    return push(state, *(Task("threat_leave", (card,)) for card in cards))


@task("threat_leave")
def threat_leave(state: State, t: Task, chance: Chance) -> State:
    """A card pushed off the Threat spaces (``push_off``): its threat effect happens, then it is discarded."""
    card = t.args[0]
    state = tell(state, "threat", card)
    tasks = [Task("threat_gone", (card,))]
    if section(card) == "event":
        steps = catalog().events[base_id(card)].threat
        tasks.insert(0, fx(steps if steps is not None else by_hand("threat"), Ctx(card=card)))
    return push(state, *tasks)


@task("threat_gone")
def threat_gone(state: State, t: Task, chance: Chance) -> State:
    card = t.args[0]
    state = forget(state, card)
    return replace(state, reveal=tuple(c for c in state.reveal if c != card), discard=(*state.discard, card))


@task("morale_phase")
def morale_phase(state: State, t: Task, chance: Chance) -> State:
    """The first player gains or discards determination by the morale level (solo: morale +1 first)."""
    if len(state.seats) == 1:
        state = morale(state, 1)
    det, heal_choice = catalog().morale[state.morale]
    det = det + power(state, "morale_gain") if det >= 0 else min(det + power(state, "morale_loss"), 0)
    first = first_char(state).id
    if heal_choice:
        return decide(state, ((("det_one", first, det),), (("heal_one", first, 1),)), Ctx(actor=first))
    return gain_det(state, first, det) if det >= 0 else lose_det(state, first, -det)


@task("production")
def production(state: State, t: Task, chance: Chance) -> State:
    """The camp's sources and tokens yield into Available resources, with this round's event changes."""
    flags = state.flags
    if "prod:skip" in flags:
        return state
    camp = state.camp
    tile = tile_at(state, camp)
    got = {"wood": 0, "food": 0}
    for src in dict.fromkeys(sources(tile)):
        if f"{camp}:{src}" not in state.exhausted:
            got[src] += 1
    bonus = state.camp_tokens | {k.split(":")[1] for k in state.tile_tokens if k.startswith(camp + ":")}
    for kind in ("wood", "food"):
        if kind in bonus and (state.options.exhausted_source_bonus or f"{camp}:{kind}" not in state.exhausted):
            got[kind] += 1
    if "prod:no_food" in flags:
        got["food"] = 0
    if "prod:no_wood" in flags:
        got["wood"] = 0
    if "prod:half_food" in flags:
        got["food"] //= 2
    if "prod:plus_wood" in flags:
        got["wood"] += 1
    if "prod:minus_food" in flags:
        got["food"] = max(got["food"] - 1, 0)
    state = gain(gain(state, "wood", got["wood"], False), "food", got["food"], False)
    tasks = []
    short = sorted(k.split(":")[0] for k in state.tile_tokens if k.endswith(":shortcut"))
    if short and "shortcut" in state.built:
        space = short[0]
        kinds = [s for s in dict.fromkeys(sources(tile_at(state, space))) if f"{space}:{s}" not in state.exhausted]
        if kinds:
            options = tuple((("gain", k, 1), ("flag", f"used:{space}:{k}")) for k in kinds)
            tasks.append(fx((("choose", *options),) if len(options) > 1 else options[0], Ctx()))
    if power(state, "pit_food"):
        faces = catalog().dice["build-wound"][2]
        if faces[chance.rng().randrange(len(faces))] == "wound":
            state = gain(state, "food", power(state, "pit_food"), False)
    return push(state, *tasks) if tasks else state
