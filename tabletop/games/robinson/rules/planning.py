"""Planning the Action phase: which pawns go where, what that will cost, and whether it may.

The seats plan in turn, from the first player clockwise: each places and takes back its own pawns
(and the helper pawns it placed), then says it is done; after the last seat the plan is resolved.
Everything an action needs is judged at planning time (rules digest 4.4.1): items built, the weapon
level, and the resources in Available resources, which the plan earmarks as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ....lang.door import _, either, join, n_
from ...kit.contract import Refused
from .catalog import Need, catalog
from .effects import owns
from .island import distance, explore_targets, explored_terrains, gather_sources, shelter_here
from .items import invention
from .pawns import HELPER, can_join, leader_of, pawn_char, pawn_kinds
from .state import CHARACTERS, Res, Slot, State, action_name, base_id, char, players, section

ROLLED = ("build", "gather", "explore")
LEVELS = ("shelter", "roof", "palisade", "weapon")


@dataclass(frozen=True)
class Target:
    """An action a new slot may start: its kind, target and payment, with its cost and need of pawns."""

    kind: str
    target: str
    pay: int
    cost: Res


def planning_order(state: State) -> tuple[str, ...]:
    n = len(state.seats)
    return tuple(state.seats[(state.first + k) % n] for k in range(n))


def planner(state: State) -> str:
    return planning_order(state)[state.planner]


def threat_card(state: State, side: str) -> str:
    return state.threats[0 if side == "left" else 1]


def needs_of(card: str) -> tuple[Need, ...]:
    if section(card) == "wreckage":
        return (Need(),)
    return catalog().events[base_id(card)].needs


def base_cost(state: State, kind: str, target: str, pay: int) -> Res:
    if kind == "threat":
        return needs_of(threat_card(state, target))[pay].pay
    if kind != "build":
        return (0, 0, 0, 0)
    wood, fur, weapon_wood = catalog().costs[len(state.seats)]
    if target == "weapon":
        return (weapon_wood + ("weapon" in state.wood_tokens), 0, 0, 0)
    if target in LEVELS:
        return (wood + ("shelter" in state.wood_tokens), 0, 0, 0) if pay == 0 else (0, 0, fur, 0)
    return invention(target).costs[pay]


def slot_cost(state: State, plan: tuple[Slot, ...], i: int) -> Res:
    s = plan[i]
    wood, food, fur, npfood = base_cost(state, s.kind, s.target, s.pay)
    if s.kind == "build" and wood and "build" in state.wood_tokens:
        first = next(k for k, o in enumerate(plan) if o.kind == "build" and base_cost(state, o.kind, o.target, o.pay)[0])
        wood += 1 if first == i else 0
    if s.thrift and wood:
        wood -= 1
    return (wood, food, fur, npfood)


def plan_cost(state: State, plan: tuple[Slot, ...]) -> Res:
    total = [0, 0, 0, 0]
    for i in range(len(plan)):
        for k, v in enumerate(slot_cost(state, plan, i)):
            total[k] += v
    return (total[0], total[1], total[2], total[3])


def spare_wood(state: State) -> int:
    """The wood in Available resources that no planned action has earmarked: what may go on the woodpile."""
    return state.avail[0] - plan_cost(state, state.plan)[0]


def affordable(state: State, plan: tuple[Slot, ...]) -> bool:
    wood, food, fur, _npfood = plan_cost(state, plan)
    a = state.avail
    return wood <= a[0] and food <= a[1] + a[3] and fur <= a[2]


def need(state: State, plan: tuple[Slot, ...], i: int) -> int:
    """Pawns an action needs at least (for Build, Gather, Explore: to roll the dice)."""
    s = plan[i]
    if s.kind == "threat":
        card = threat_card(state, s.target)
        return 1 if section(card) == "wreckage" else catalog().events[base_id(card)].pawns
    if s.kind == "hunt":
        return 2
    n = 1
    space = s.target.split(":")[0] if s.kind in ("gather", "explore") else ""
    if space:
        n += distance(state, space) == 2
        n += f"{space}:pawn" in state.tile_tokens
    if f"pawn:{s.kind}" in state.action_tokens and next(k for k, o in enumerate(plan) if o.kind == s.kind) == i:
        n += 1
    return n


def most(state: State, plan: tuple[Slot, ...], i: int) -> int:
    """Pawns an action may take: one more than it needs where that makes it succeed without dice
    (and a wreckage card's second pawn, for the bigger reward)."""
    s = plan[i]
    if s.kind in ROLLED or (s.kind == "threat" and section(threat_card(state, s.target)) == "wreckage"):
        return need(state, plan, i) + 1
    return need(state, plan, i)


def targets(state: State) -> list[Target]:
    """Every action a new slot may start now, before asking who leads it."""
    plan = state.plan
    taken = {(s.kind, s.target) for s in plan}
    out: list[Target] = []
    spent = plan_cost(state, plan)
    a = state.avail
    room = (a[0] - spent[0], a[1] + a[3] - spent[1], a[2] - spent[2])
    extra_wood = "build" in state.wood_tokens and not any(
        s.kind == "build" and base_cost(state, s.kind, s.target, s.pay)[0] for s in plan)

    def add(kind: str, target: str, pay: int = 0) -> None:
        wood, food, fur, npfood = base_cost(state, kind, target, pay)
        if kind == "build" and wood and extra_wood:
            wood += 1
        if wood <= room[0] and food <= room[1] and fur <= room[2]:
            out.append(Target(kind, target, pay, (wood, food, fur, npfood)))

    for side in ("left", "right"):
        card = threat_card(state, side)
        if card and ("threat", side) not in taken:
            for k, n in enumerate(needs_of(card)):
                if (not n.item or owns(state, n.item)) and state.weapon >= n.weapon:
                    add("threat", side, k)
    if sum(s.kind == "hunt" for s in plan) < len(state.hunting):
        add("hunt", "")
    if not state.shelter and ("build", "shelter") not in taken:
        add("build", "shelter", 0)
        add("build", "shelter", 1)
    if shelter_here(state):
        for level in ("roof", "palisade"):
            add("build", level, 0)
            add("build", level, 1)
    add("build", "weapon")
    for name in buildable(state):
        if ("build", name) not in taken:
            for k in range(len(invention(name).costs)):
                add("build", name, k)
    for space, src in gather_sources(state):
        if ("gather", f"{space}:{src}") not in taken:
            add("gather", f"{space}:{src}")
    for space in explore_targets(state):
        if ("explore", space) not in taken:
            add("explore", space)
    add("arrange", "")
    add("rest", "")
    return out


def buildable(state: State) -> list[str]:
    """Inventions whose terrain and items are there at planning time (board, personal, scenario)."""
    cat = catalog()
    names = [base_id(c) for c in state.board]
    names += [str(cat.characters[c.id]["personal_invention"]) for c in players(state)]
    names += _scenario_inventions()
    terrains = explored_terrains(state)
    out = []
    for name in dict.fromkeys(names):
        inv = cat.inventions[name]
        if name in state.built or not terrains.issuperset(inv.terrain):
            continue
        if all(i in state.built or owns(state, i) for i in inv.items):
            out.append(name)
    return out


@lru_cache(maxsize=1)
def _scenario_inventions() -> list[str]:
    return [n for n, inv in catalog().inventions.items() if inv.group == "scenario"]


def may_lead(state: State, pawn: str, t: Target | Slot) -> str:
    """Why ``pawn`` may not lead this action ("" when it may)."""
    cid = pawn_char(pawn)
    if not cid:
        return _("Extra pawns and the Dog only help an action someone leads.")
    c = char(state, cid)
    if c.only and t.kind not in c.only:
        return _only(cid, c.only)
    if t.kind == "build" and t.target not in LEVELS:
        owner = invention(t.target).owner
        if owner and owner in CHARACTERS and any(p.id == owner for p in players(state)) and owner != cid:
            return _("Only the {character} can build the {invention}.", character=title(owner),
                     invention=_(invention(t.target).title))
    return ""


def title(cid: str) -> str:
    return _("Friday") if cid == "friday" else _(str(catalog().characters[cid]["title"]))


def _only(cid: str, actions: tuple[str, ...]) -> str:
    return _("This round the {character} may only {actions}.", character=title(cid),
             actions=", ".join(action_name(a) for a in actions))


def _amounts(pay: tuple[int, ...]) -> str:
    """A payment of wood, food and fur ("2 wood and 1 fur"); empty for none."""
    return join([_("{n} {resource}", n=v, resource=_(r)) for r, v in zip(("wood", "food", "fur"), pay[:3], strict=True)
                 if v])


def free_pawns(state: State, seat: str) -> list[str]:
    """Pawns ``seat`` may place now: its character's own and the unplaced helpers."""
    placed = {p for s in state.plan for p in s.pawns}
    out = []
    for pawn in pawn_kinds(state):
        if pawn in placed:
            continue
        cid = pawn_char(pawn)
        if cid and cid != "friday" and char(state, cid).seat != seat:
            continue
        out.append(pawn)
    return out


def may_join(state: State, pawn: str, i: int) -> str:
    """Why ``pawn`` may not join slot ``i`` ("" when it may)."""
    kinds = pawn_kinds(state)
    s = state.plan[i]
    if not can_join(kinds, pawn, s.kind):
        return _("That pawn only helps with {actions}.",
                 actions=either([action_name(a) for a in kinds[pawn][1].split()]))
    if len(s.pawns) >= most(state, state.plan, i):
        return _("That action has all the pawns it can use.")
    cid = pawn_char(pawn)
    if cid and cid != "friday":
        c = char(state, cid)
        if c.only and s.kind not in c.only:
            return _only(cid, c.only)
    if kinds[pawn][0] == HELPER and not leader_of(s.pawns):
        return _("Extra pawns and the Dog only help an action someone leads.")
    return ""


def check_place(state: State, seat: str, pawn: str, kind: str, target: str, pay: int, slot: int) -> None:
    if pawn not in free_pawns(state, seat):
        raise Refused("That pawn is not yours to place, or it is already placed.")
    if slot >= 0:
        if slot >= len(state.plan):
            raise Refused("There is no such planned action.")
        why = may_join(state, pawn, slot)
        if why:
            raise Refused(why)
        return
    found = next((t for t in targets(state) if (t.kind, t.target, t.pay) == (kind, target, pay)), None)
    if found is None:
        raise Refused("That action cannot be planned now (its requirements, its place or the resources).")
    why = may_lead(state, pawn, found)
    if why:
        raise Refused(why)


def why_not_there(state: State, zone: str) -> str | None:
    """Why nothing may start at ``zone`` now, in the words of its requirement (None: no particular reason)."""
    space = zone.removeprefix("space:")
    a = state.avail
    if space in ("threat-left", "threat-right"):
        card = threat_card(state, space.split("-")[1])
        if not card:
            return _("No threat card lies there.")
        return _needs_words(state, card)
    if space in ("hunt", "hunting-deck"):
        if not state.hunting:
            return _("The Hunting deck is empty: exploring tiles with a beast fills it.")
        return n_("The Hunting deck holds {n} Beast card, one per Hunt.",
                  "The Hunting deck holds {n} Beast cards, one per Hunt.", len(state.hunting))
    if space == "shelter" and state.shelter:
        return _("The shelter is built already.")
    if space == "roof" and not shelter_here(state):
        return _("A roof needs a shelter at the camp (built, or a natural one on the camp's tile).")
    if space == "palisade" and not shelter_here(state):
        return _("A palisade needs a shelter at the camp (built, or a natural one on the camp's tile).")
    if space in LEVELS:
        wood, fur, weapon = catalog().costs[len(state.seats)]
        cost = _("{n} wood", n=weapon) if space == "weapon" else \
            _("{wood} wood or {fur} fur (all of one kind)", wood=wood, fur=fur)
        return _("It costs {cost} from Available resources, not yet earmarked: there are {wood} wood and {fur} fur.",
                 cost=cost, wood=a[0], fur=a[2])
    if space.startswith("invention-"):
        return _invention_words(state, int(space.split("-")[1]) - 1)
    if space.startswith("island-"):
        return _island_words(state, space)
    return None


def _needs_words(state: State, card: str) -> str:
    words = []
    for n in needs_of(card):
        bits = [_("the {invention}", invention=_(invention(n.item).title)) if n.item else "",
                _("weapon level {n}", n=n.weapon) if n.weapon else "", _amounts(n.pay)]
        words.append(join([b for b in bits if b]) or _("nothing more"))
    return _("This threat action needs {needs} at planning time.", needs=either(words))


def _invention_words(state: State, k: int) -> str | None:
    if k >= len(state.board):
        return _("No invention lies there.")
    name = base_id(state.board[k])
    inv = invention(name)
    called = _(inv.title)
    if name in state.built:
        return _("The {invention} is built already.", invention=called)
    missing = [t for t in inv.terrain if t not in explored_terrains(state)]
    if missing:
        return _("The {invention} needs explored {terrain}.", invention=called,
                 terrain=", ".join(_(t) for t in missing))
    items = [_(invention(i).title) for i in inv.items if not owns(state, i)]
    if items:
        return _("The {invention} needs the {items} built first (before this round's planning).", invention=called,
                 items=", ".join(items))
    costs = either([_amounts(c) or _("nothing") for c in inv.costs])
    return _("The {invention} costs {cost} from Available resources, not yet earmarked.", invention=called,
             cost=costs)


def _island_words(state: State, space: str) -> str | None:
    from .island import tile_at

    if any(sp == space for sp, _source in state.down):
        return _("That tile is inaccessible: nothing can be done there.")
    if space == state.camp:
        return _("The camp's own tile yields in the Production phase; gather on the tiles around it.")
    if distance(state, space) > 2:
        return _("That is too far: Gather and Explore reach a space next to the camp, or one further with an "
                 "explored tile between.")
    if tile_at(state, space):
        return _("Every source on that tile is exhausted or already gathered this round.")
    return None
