"""Fighting a beast: weapon level against strength, a wound for each level missing (rules digest 5.5).

A Beast card from the Hunting deck is fought in full: it then lowers the weapon, gives food and fur
to Future resources, may lower the palisade and has its own instruction.  A beast named only by its
strength (on an event, an adventure or a Mystery card) is only compared.  Before the fight the
fighter may raise his weapon for this one fight (the Soldier's Frenzy, the Pistol, a kept card).
"""

from __future__ import annotations

from ...kit.contract import Chance
from ...kit.records import replace
from .cards import beast
from .catalog import catalog
from .registry import Step, fx, push, step, task
from .state import Ctx, Pending, State, Task, actor_seat, base_id, char
from .told import tell
from .tracks import gain, level, wound, wound_each

FRENZY = "soldier-frenzy"


def boosts(state: State, cid: str, used: tuple[str, ...]) -> list[tuple[str, int]]:
    """What may raise ``cid``'s weapon for this fight: (source, levels), sources not used yet."""
    out = []
    c = char(state, cid)
    cat = catalog()
    if cid == "soldier" and FRENZY not in c.used and "*" not in c.used and c.det >= cat.abilities[FRENZY][1]:
        out.append((FRENZY, 3))
    for item, uses in state.items:
        use = cat.items[base_id(item)]
        if use.boost and uses > 0:
            out.append((item, use.boost))
    for card, uses in state.kept:
        use = cat.cards[card.split("#")[0]].use
        if use.boost and uses > 0:
            out.append((card, use.boost))
    return [b for b in out if b[0] not in used]


def fight_task(strength: int, cid: str, card: str = "") -> Task:
    return Task("fight", (strength, cid, card, 0, ()))


@step("fight")
def _fight(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    from .tracks import who

    return push(state, *(fight_task(s[1], cid) for cid in who(state, s[2], ctx)))


@task("fight")
def fight(state: State, t: Task, chance: Chance) -> State:
    strength, cid, card, boost, used = t.args
    if char(state, cid).dead:
        return state
    if boosts(state, cid, used):
        return replace(state, pending=Pending("fight", actor_seat(state, cid), (t,)))
    return resolve_fight(state, strength, cid, card, boost)


def use_boost(state: State, t: Task, source: str) -> State:
    """Raise the weapon for the fight waiting in ``t`` with ``source``, paying for it."""
    strength, cid, card, boost, used = t.args
    amount = dict(boosts(state, cid, used))[source]
    cat = catalog()
    if source == FRENZY:
        c = char(state, cid)
        from .state import set_char

        state = set_char(state, replace(c, det=c.det - cat.abilities[FRENZY][1], used=c.used | {FRENZY}))
    elif source.startswith("item:"):
        from .anytime import spend_item

        state = spend_item(state, source)
    else:
        from .anytime import spend_kept

        state = spend_kept(state, source)
    return push(replace(state, pending=None), Task("fight", (strength, cid, card, boost + amount, (*used, source))))


def resolve_fight(state: State, strength: int, cid: str, card: str, boost: int) -> State:
    state = wound(state, cid, max(strength - state.weapon - boost, 0))
    if not card:
        return state
    b = beast(card)
    state = level(state, "weapon", -b.weapon_loss, [cid])
    state = gain(gain(state, "food", b.food, True), "fur", b.fur, True)
    state = level(state, "palisade", -b.palisade_loss, [cid])
    state = replace(state, discard=(*state.discard, card), reveal=tuple(c for c in state.reveal if c != card))
    if b.extra is not None:
        state = push(state, fx(b.extra, Ctx(actor=cid, card=card, future=True)))
    return state


def group_fight(state: State, strength: int, hurt: list[str]) -> State:
    """The weather's beast: every player takes a wound per missing level; the weapon stays."""
    return wound_each(state, hurt, max(strength - state.weapon, 0))


@task("hunt")
def hunt(state: State, t: Task, chance: Chance) -> State:
    cid = t.args[0]
    if not state.hunting:
        return state
    card = state.hunting[0]
    strength = beast(card).strength + (1 if state.beast_token else 0)
    state = replace(state, hunting=state.hunting[1:], beast_token=False, hunt_top_known=False,
                    reveal=(*state.reveal, card))
    return push(tell(state, "card", card), fight_task(strength, cid, card))
