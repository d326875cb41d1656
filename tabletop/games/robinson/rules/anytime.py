"""What may be used at any time: starting items, discovery tokens, kept cards and the characters' abilities.

Each is offered only when it can act now: its timing (any time, at night, while planning), what it
needs (the Pot, a weapon level, food to cook), its uses left, and for an ability its owner deciding,
its cost in determination and once a round.  Healing waits for the night except the Cook's recipe.
"""

from __future__ import annotations

from typing import Any

from ...kit.contract import Refused
from ...kit.records import replace
from .catalog import Use, catalog
from .effects import owns
from .items import card_of, invention
from .moves import Kind, Move
from .registry import fx, push
from .state import Ctx, State, base_id, char, seat_char, section, set_char

ABILITY_STEPS: dict[str, tuple[str, tuple[tuple[Any, ...], ...]]] = {
    "carpenter-new-idea": ("any", (("new_idea",),)),
    "carpenter-handyman": ("planning", (("bonus_pawn", "build", 1),)),
    "cook-grandmas-recipe": ("any", (("pay_if", "food", 1), ("heal_split", 2))),
    "cook-stone-soup": ("any", (("gain", "food", 1),)),
    "explorer-reconnaissance": ("any", (("recon",),)),
    "explorer-motivational-speech": ("any", (("morale", 1),)),
    "explorer-scouting": ("any", (("scouting",),)),
    "soldier-tracking": ("any", (("tracking",),)),
    "soldier-defence-plan": ("any", (("choose", (("level", "palisade", 1, "actor"),),
                                      (("level", "weapon", 1, "actor"),)),)),
    "soldier-the-hunt": ("any", (("the_hunt",),)),
}
"""The abilities used on their own, when their timing allows (the rerolls, Hooch, Frenzy and Economical
construction act inside a roll, the weather, a fight and the plan)."""


def _timing_ok(when: str, moment: str) -> bool:
    return when == "any" or when == moment


def usable(state: State, what: str, use: Use, moment: str) -> bool:
    if not use.steps or not _timing_ok(use.when, moment) or use.when in ("fight", "weather", "arrival"):
        return False
    if use.item and not owns(state, use.item):
        return False
    heals = any(s[0] == "heal_split" for s in use.steps)
    return state.weapon >= use.weapon and (not heals or any(c.wounds and not c.dead for c in state.chars))


def _targets(state: State, steps: tuple[tuple[Any, ...], ...]) -> list[str]:
    if not any("target" in s for s in steps):
        return [""]
    heal = any(s[0] == "heal" for s in steps)
    return [c.id for c in state.chars if not c.dead and (c.wounds or not heal)]


def use_moves(state: State, moment: str, seat: str = "") -> list[Move]:
    """Every item, token, kept card and ability the deciding seat may use at ``moment``."""
    cat = catalog()
    out = []
    things: list[tuple[str, Use]] = [(i, cat.items[base_id(i)]) for i, uses in state.items if uses > 0]
    things += [(t, cat.tokens[base_id(t)]) for t in state.tokens]
    things += [(k, cat.cards[k.split("#")[0]].use) for k, uses in state.kept if uses > 0]
    for what, use in things:
        if usable(state, what, use, moment) and use.steps:
            out += [Move(Kind.USE, what=what, target=t) for t in _targets(state, use.steps)]
    out += [Move(Kind.USE, what=w) for w in by_hand_uses(state) if moment in ("planning", "night")]
    if moment == "night" and state.avail[1] + state.avail[3]:
        out += _cooking(state)
    if seat:
        out += ability_moves(state, seat, moment)
    return out


def _blank(use: Use) -> bool:
    return not (use.steps or use.boost or use.pawn or use.snow or use.rain or use.counts_as)


def by_hand_uses(state: State) -> list[str]:
    """Starting items and kept cards with no script: used by hand (an item spends a use; a kept card's
    lasting effect may be applied once a round)."""
    cat = catalog()
    out = [i for i, uses in state.items if uses > 0 and _blank(cat.items[base_id(i)])]
    out += [k for k, _ in state.kept if _blank(cat.cards[k.split("#")[0]].use) and f"used:{k}" not in state.flags]
    return out


def _cooking(state: State) -> list[Move]:
    """The Pot and the Fireplace: once a night, a food for healing (rules digest 9.6)."""
    wounded = [c.id for c in state.chars if c.wounds and not c.dead]
    out = []
    for name in sorted(state.built):
        n = invention(name).powers.get("night_heal")
        if not n or f"used:{name}" in state.flags or not wounded:
            continue
        if n == 1:
            out += [Move(Kind.USE, what=card_of(name), target=cid) for cid in wounded]
        else:
            out.append(Move(Kind.USE, what=card_of(name)))
    return out


def ability_moves(state: State, seat: str, moment: str) -> list[Move]:
    c = seat_char(state, seat)
    if c.dead or "*" in c.used:
        return []
    out = []
    for ability, (when, _steps) in ABILITY_STEPS.items():
        owner, cost = catalog().abilities[ability]
        if owner != c.id or ability in c.used or c.det < cost or not _timing_ok(when, moment):
            continue
        if ability == "cook-grandmas-recipe" and (not state.avail[1] + state.avail[3]
                                                  or not any(x.wounds and not x.dead for x in state.chars)):
            continue
        if ability == "explorer-reconnaissance" and not state.island:
            continue
        if ability == "explorer-scouting" and not state.discoveries:
            continue
        if ability in ("soldier-tracking",) and not state.hunting:
            continue
        if ability == "soldier-the-hunt" and not state.beasts:
            continue
        if ability == "carpenter-new-idea" and not (state.inv_deck or state.inv_discard):
            continue
        out.append(Move(Kind.ABILITY, what=ability))
    return out


def spend_item(state: State, item: str) -> State:
    """One use of a starting item gone; the card leaves after its last use."""
    items = tuple((i, u - 1) for i, u in state.items if i != item or u > 1)
    gone = tuple(i for i, u in state.items if i == item and u <= 1)
    return replace(state, items=items, discard=state.discard + gone)


def spend_kept(state: State, card: str) -> State:
    """One use of a kept card gone; the card is discarded after its last use."""
    kept = tuple((k, u - 1) for k, u in state.kept if k != card or u > 1)
    gone = tuple(k for k, u in state.kept if k == card and u <= 1)
    return replace(state, kept=kept, discard=state.discard + gone)


def use(state: State, seat: str, move: Move, moment: str) -> State:
    if move not in use_moves(state, moment, seat):
        raise Refused("That cannot be used now.")
    user = seat_char(state, seat).id
    if move.t == Kind.ABILITY:
        owner, cost = catalog().abilities[move.what]
        c = char(state, owner)
        state = set_char(state, replace(c, det=c.det - cost, used=c.used | {move.what}))
        return push(state, fx(ABILITY_STEPS[move.what][1], Ctx(actor=owner, user=owner)))
    what = move.what
    kind = section(what)
    cat = catalog()
    if what in by_hand_uses(state):
        state = spend_item(state, what) if kind == "item" else replace(state, flags=state.flags | {f"used:{what}"})
        return push(state, fx((("by_hand", "effect"),), Ctx(actor=user, card=what)))
    if kind == "invention":
        name = base_id(what)
        n = int(invention(name).powers["night_heal"])
        heal: tuple[tuple[Any, ...], ...] = (("heal_one", move.target, 1),) if n == 1 else (("heal_split", n),)
        state = replace(state, flags=state.flags | {f"used:{name}"})
        return push(state, fx((("pay_if", "food", 1), *heal), Ctx(actor=user)))
    if kind == "item":
        steps = cat.items[base_id(what)].steps
        state = spend_item(state, what)
    elif kind == "discovery":
        steps = cat.tokens[base_id(what)].steps
        state = replace(state, tokens=tuple(t for t in state.tokens if t != what), discard=(*state.discard, what))
    else:
        steps = cat.cards[what.split("#")[0]].use.steps
        state = spend_kept(state, what)
    assert steps is not None
    return push(state, fx(steps, Ctx(actor=user, user=move.target or user, card=what)))
