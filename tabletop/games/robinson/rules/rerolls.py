"""Rerolling an action die: the Carpenter, the Cook and the Explorer each for their own colour, Friday
any die once per action (rules digest 5.3).  Only a die showing something bad is offered again: a
wound, a failure or an adventure.  Determination from a failure is paid after the roll stands, so it
never pays for rerolling that die.
"""

from __future__ import annotations

from ...kit.contract import Chance, Refused
from ...kit.records import replace
from .actions import dice_apply, face, roll_die, show_dice
from .catalog import catalog
from .pawns import leader_of
from .state import FRIDAY, Pending, State, Task, actor_seat, char, set_char

ROLES = ("wound", "success", "adventure")
BAD = {"wound": "wound", "success": "failure", "adventure": "adventure"}
REROLL_ABILITY = {"build": "carpenter-craftsmanship", "gather": "cook-scrounger", "explore": "explorer-lucky"}


def reroll_options(state: State) -> list[tuple[str, str]]:
    """(source, die role) pairs: who may pay to reroll which die of the roll waiting."""
    roll = state.roll
    if roll is None:
        return []
    lead = leader_of(state.plan[roll.slot].pawns)
    bad = [r for k, r in enumerate(ROLES) if face(roll.kind, r, roll.faces[k]) == BAD[r]]
    if not bad:
        return []
    sources = []
    ability = REROLL_ABILITY[roll.kind]
    owner, cost = catalog().abilities[ability]
    c = char(state, owner) if any(x.id == owner for x in state.chars) else None
    if c is not None and c.id == lead and not c.dead and ability not in c.used and "*" not in c.used and c.det >= cost:
        sources.append(ability)
    if lead == FRIDAY and "friday" not in roll.rerolled and char(state, FRIDAY).det >= reroll_cost():
        sources.append("friday")
    return [(s, r) for s in sources for r in bad]


def reroll_cost() -> int:
    return int(catalog().friday["reroll_cost"])


def ask_reroll(state: State, t: Task) -> State:
    roll = state.roll
    assert roll is not None
    lead = leader_of(state.plan[roll.slot].pawns)
    return replace(state, pending=Pending("reroll", actor_seat(state, lead), (t.args[0],)))


def reroll(state: State, source: str, role: str, chance: Chance) -> State:
    if (source, role) not in reroll_options(state):
        raise Refused("That die cannot be rerolled now.")
    roll = state.roll
    assert roll is not None and state.pending is not None
    forced = state.pending.options[0]
    if source == "friday":
        c = char(state, FRIDAY)
        state = set_char(state, replace(c, det=c.det - reroll_cost()))
    else:
        owner, cost = catalog().abilities[source]
        c = char(state, owner)
        state = set_char(state, replace(c, det=c.det - cost, used=c.used | {source}))
    faces = list(roll.faces)
    k = ROLES.index(role)
    faces[k] = roll_die(state, roll.kind, role, chance)
    roll = replace(roll, faces=(faces[0], faces[1], faces[2]), rerolled=roll.rerolled | {source})
    state = replace(state, roll=roll, dice=show_dice(roll.kind, roll.faces), pending=None)
    if reroll_options(state):
        return replace(state, pending=Pending("reroll", actor_seat(state, leader_of(state.plan[roll.slot].pawns)),
                                              (forced,)))
    return dice_apply(state, forced)


def accept(state: State) -> State:
    assert state.pending is not None
    forced = state.pending.options[0]
    return dice_apply(replace(state, pending=None), forced)
