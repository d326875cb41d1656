"""Resolving the plan in the rulebook's order: threats, hunts, builds, gathering, exploring, the camp, rest.

Build, Gather and Explore roll the three dice of their colour when they have only the pawns they need,
and succeed without rolling with one more; the dice resolve wound, then success, then adventure.  An
adventure token on the action's space draws a card whatever the dice say; a reroll token makes a
success roll again.  What an action gains goes to Future resources until the phase ends.
"""

from __future__ import annotations

from ...kit.contract import Chance
from ...kit.records import replace
from .cards import arrive, card_info, show, shuffle_into_hunt
from .catalog import catalog
from .effects import decide
from .items import build_item, power
from .pawns import leader_of
from .phases import by_hand
from .planning import need, slot_cost, threat_card
from .registry import fx, push, task
from .state import ACTION_ORDER, FRIDAY, Ctx, Roll, State, Task, base_id, char, section
from .told import tell
from .tracks import gain, gain_det, heal, morale, pay, wound
from .world import forget

DECKS = ("build", "gather", "explore")


@task("resolve")
def resolve(state: State, t: Task, chance: Chance) -> State:
    order = sorted(range(len(state.plan)), key=lambda i: (ACTION_ORDER.index(state.plan[i].kind), i))
    state = replace(state, phase="action")
    return push(state, *(Task("act", (i,)) for i in order), Task("action_end"))


@task("act")
def act(state: State, t: Task, chance: Chance) -> State:
    i = t.args[0]
    s = state.plan[i]
    lead = leader_of(s.pawns)
    if not lead or char(state, lead).dead:
        return push(state, Task("slot_done", (i,)))
    done = Task("slot_done", (i,))
    state = tell(state, "act", s.kind, threat_card(state, s.target) if s.kind == "threat" else s.target, lead)
    if s.kind == "threat":
        return _threat(state, i, lead, done)
    if s.kind == "hunt":
        return push(state, Task("hunt", (lead,)), done)
    if s.kind == "arrange":
        steps = (("det", "actor", 2), ("morale", 1))
        if len(state.seats) == 4:
            return push(decide(state, (steps[:1], steps[1:]), Ctx(actor=lead)), done)
        return push(morale(gain_det(state, lead, 2), 1), done)
    if s.kind == "rest":
        state = heal(state, lead, 1 + power(state, "rest_heal"))
        return push(gain_det(state, lead, power(state, "rest_det")), done)
    return _rolled(state, i, lead, chance)


def _threat(state: State, i: int, lead: str, done: Task) -> State:
    s = state.plan[i]
    card = threat_card(state, s.target)
    if not card:
        return push(state, done)
    for res, n in zip(("wood", "food", "fur"), slot_cost(state, state.plan, i)[:3], strict=True):
        state = pay(state, res, n, [lead])
    ctx = Ctx(actor=lead, card=card, future=True)
    if section(card) == "wreckage":
        reward = catalog().wreckage[base_id(card)][0 if len(s.pawns) == 1 else 1]
    else:
        reward = catalog().events[base_id(card)].reward or by_hand("reward")
    return push(state, fx(reward, ctx), Task("threat_done", (card,)), done)


@task("threat_done")
def threat_done(state: State, t: Task, chance: Chance) -> State:
    card = t.args[0]
    threats = tuple("" if c == card else c for c in state.threats)
    return replace(forget(state, card), threats=(threats[0], threats[1]), discard=(*state.discard, card))


def _ctx(state: State, i: int, lead: str) -> Ctx:
    s = state.plan[i]
    space, _, src = s.target.partition(":") if s.kind in ("gather", "explore") else ("", "", "")
    return Ctx(actor=lead, future=True, space=space or (state.camp if s.kind == "build" else ""), src=src)


def _rolled(state: State, i: int, lead: str, chance: Chance) -> State:
    s = state.plan[i]
    ctx = _ctx(state, i, lead)
    if state.weapon < 1 and (f"{ctx.space}:beast" in state.tile_tokens or f"beast:{s.kind}" in state.action_tokens):
        state = wound(state, lead, 1)
    forced = f"adventure:{s.kind}" in state.action_tokens
    state = replace(state, action_tokens=state.action_tokens - {f"adventure:{s.kind}"})
    if len(s.pawns) > need(state, state.plan, i):
        return push(state, Task("outcome", (i, True, False, forced)), Task("slot_done", (i,)))
    faces = [roll_die(state, s.kind, role, chance) for role in ("wound", "success", "adventure")]
    if f"reroll:{s.kind}" in state.action_tokens:
        state = replace(state, action_tokens=state.action_tokens - {f"reroll:{s.kind}"})
        if face(s.kind, "success", faces[1]) == "success":
            faces[1] = roll_die(state, s.kind, "success", chance)
    roll = Roll(s.kind, (faces[0], faces[1], faces[2]), i)
    state = replace(state, roll=roll, dice=show_dice(s.kind, roll.faces))
    return push(state, Task("dice", (forced,)), Task("slot_done", (i,)))


def die_id(kind: str, role: str) -> str:
    return next(d for d, (dset, r, _) in catalog().dice.items() if dset == kind and r == role)


def face(kind: str, role: str, index: int) -> str:
    return catalog().dice[die_id(kind, role)][2][index]


def roll_die(state: State, kind: str, role: str, chance: Chance) -> int:
    return chance.rng().randrange(len(catalog().dice[die_id(kind, role)][2]))


def show_dice(kind: str, faces: tuple[int, int, int]) -> tuple[tuple[str, int], ...]:
    return tuple((die_id(kind, role), f) for role, f in zip(("wound", "success", "adventure"), faces, strict=True))


@task("dice")
def dice(state: State, t: Task, chance: Chance) -> State:
    """The roll stands unless someone may reroll a die (then the leader decides, ``rerolls``)."""
    from .rerolls import reroll_options

    if reroll_options(state):
        from .rerolls import ask_reroll

        return ask_reroll(state, t)
    return dice_apply(state, t.args[0])


def dice_apply(state: State, forced: bool) -> State:
    roll = state.roll
    assert roll is not None
    i, kind = roll.slot, roll.kind
    lead = leader_of(state.plan[i].pawns)
    state = tell(state, "dice", kind, *roll.faces)
    if face(kind, "wound", roll.faces[0]) == "wound":
        state = wound(state, lead, 1)
    success = face(kind, "success", roll.faces[1]) == "success"
    adventure = forced or face(kind, "adventure", roll.faces[2]) == "adventure"
    return push(replace(state, roll=None), Task("outcome", (i, success, not success, adventure)))


@task("outcome")
def outcome(state: State, t: Task, chance: Chance) -> State:
    i, success, failed, adventure = t.args
    s = state.plan[i]
    lead = leader_of(s.pawns)
    if char(state, lead).dead:
        return state
    tasks = []
    state = tell(state, "outcome", s.kind, success, adventure)
    if success:
        state = _succeed(state, i, lead, chance)
    elif failed:
        state = gain_det(state, lead, 2)
    if adventure:
        tasks.append(Task("adventure", (i, lead)))
    return push(state, *tasks)


def _succeed(state: State, i: int, lead: str, chance: Chance) -> State:
    s = state.plan[i]
    if s.kind == "build":
        cost = slot_cost(state, state.plan, i)
        for res, n in zip(("wood", "food", "fur"), cost[:3], strict=True):
            state = pay(state, res, n, [lead])
        if cost[0]:
            state = replace(state, wood_tokens=state.wood_tokens - {"build"})
        if s.target == "shelter":
            return replace(state, shelter=True)
        if s.target in ("roof", "palisade", "weapon"):
            return replace(state, **{s.target: int(getattr(state, s.target)) + 1})
        from .items import invention
        from .planning import buildable

        if s.target not in buildable(state) and f"invention:{s.target}#1" not in state.board:
            return state
        owner = invention(s.target).owner
        if owner and owner == lead:
            state = gain_det(state, lead, 2)
        return replace(state, future_built=(*state.future_built, s.target))
    if s.kind == "gather":
        space, _, src = s.target.partition(":")
        if f"{space}:{src}" in state.exhausted:
            return state
        n = 1 + (f"{space}:{src}" in state.tile_tokens)
        for item in ("basket", "sack"):
            if item in state.built and f"used:{item}" not in state.flags:
                n += 1
                state = replace(state, flags=state.flags | {f"used:{item}"})
        return gain(state, src, n, True)
    return _explore(state, s.target, chance)


def _explore(state: State, space: str, chance: Chance) -> State:
    """A new tile face up: a beast into the Hunting deck, its discoveries into Future resources."""
    from .island import tile_row

    if not state.island:
        return state
    tile, state = state.island[0], replace(state, island=state.island[1:], island_top_known=False)
    state = replace(state, tiles=(*state.tiles, (space, tile)))
    row = tile_row(tile)
    if row["beast"] and state.beasts:
        state = shuffle_into_hunt(replace(state, beasts=state.beasts[1:]), (state.beasts[0],), chance)
    n = int(str(row["discoveries"]))
    got, state = state.discoveries[:n], replace(state, discoveries=state.discoveries[n:])
    state = tell(state, "tile", space, tile, *got)
    return replace(state, future_tokens=state.future_tokens + got)


@task("adventure")
def adventure(state: State, t: Task, chance: Chance) -> State:
    """Draw and resolve the top card of the action's adventure deck (Friday takes a wound instead)."""
    i, lead = t.args
    if lead == FRIDAY:
        return wound(state, FRIDAY, 1)
    kind = state.plan[i].kind
    k = DECKS.index(kind)
    decks = list(state.adventures)
    if not decks[k]:
        used = [c for c in state.discard if section(c) == "adventure" and card_info(c).kind == kind]
        chance.rng().shuffle(used)
        decks[k] = tuple(used)
        state = replace(state, discard=tuple(c for c in state.discard if c not in used))
        if not used:
            return state
    card = decks[k][0]
    decks[k] = decks[k][1:]
    state = tell(show(replace(state, adventures=(decks[0], decks[1], decks[2])), card), "card", card)
    ctx = replace(_ctx(state, i, lead), card=card)
    steps = card_info(card).effect
    return push(state, fx(steps if steps is not None else by_hand("effect"), ctx), Task("discard_card", (card,)))


@task("slot_done")
def slot_done(state: State, t: Task, chance: Chance) -> State:
    i = t.args[0]
    s = state.plan[i]
    if f"pawn:{s.kind}" in state.action_tokens and next(k for k, o in enumerate(state.plan) if o.kind == s.kind) == i:
        state = replace(state, action_tokens=state.action_tokens - {f"pawn:{s.kind}"})
    plan = list(state.plan)
    plan[i] = replace(s, pawns=(), by=())
    return replace(state, plan=tuple(plan))


@task("action_end")
def action_end(state: State, t: Task, chance: Chance) -> State:
    """Future resources become available; inventions made this phase become items (rules digest 4.4.3)."""
    wood, food, fur, npfood = state.avail
    fw, ff, fu, fn = state.future
    state = replace(state, avail=(wood + fw, food + ff, fur + fu, npfood + fn), future=(0, 0, 0, 0), plan=(),
                    bonus_pawns=(), roll=None)
    tokens, built = state.future_tokens, state.future_built
    state = replace(state, future_tokens=(), future_built=())
    state = arrive(tell(state, "arrive", *tokens) if tokens else state, tokens)
    for name in built:
        state = build_item(state, name)
    return state
