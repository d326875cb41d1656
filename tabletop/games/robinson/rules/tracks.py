"""What changes the tracks: wounds and healing, determination, morale, the levels and the resources.

Every demand the players cannot meet turns into wounds (unfulfilled demand, rules digest 5.19): to
the acting character when it hit him, to every player when it hit the group.  Friday is never one of
"the players": group demands, weather, hunger and the open air pass him by.  A character reaching the
last space of the life track ends the game at once; Friday's death only takes him out of play.
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.records import replace
from .catalog import catalog
from .island import shelter_here
from .state import FRIDAY, RESOURCES, Char, Ctx, State, add_res, char, first_char, players, set_char


def who(state: State, target: str, ctx: Ctx) -> list[str]:
    """The characters a script's ``target`` names: ``actor``, ``first``, ``all`` players, ``owner``, ``target``."""
    if state.result:
        return []
    if target == "all":
        return [c.id for c in players(state) if not c.dead]
    if target in ("target", "user") and ctx.user:
        return [ctx.user]
    if target in ("actor", "owner", "target", "user") and ctx.actor:
        return [ctx.actor] if not char(state, ctx.actor).dead else []
    return [first_char(state).id]


def death_at(c: Char) -> int:
    cat = catalog()
    return int(cat.friday["wounds_to_die"] if c.id == FRIDAY else cat.characters[c.id]["wounds_to_die"])


def wound(state: State, cid: str, n: int = 1) -> State:
    """Move ``cid``'s wound marker ``n`` spaces right, lowering morale at each symbol passed."""
    if n <= 0 or state.result:
        return state
    c = char(state, cid)
    if c.dead:
        return state
    marks = () if c.id == FRIDAY else tuple(catalog().characters[c.id]["morale_down_after"])
    last = death_at(c)
    wounds, morale = c.wounds, state.morale
    for _wound in range(n):
        wounds = min(wounds + 1, last)
        if wounds in marks:
            morale = max(morale - 1, -3)
        if wounds >= last:
            break
    state = replace(set_char(state, replace(c, wounds=wounds, dead=wounds >= last)), morale=morale)
    if wounds >= last and c.id != FRIDAY:
        title = catalog().characters[c.id]["title"]
        return replace(state, result="lost", why=_("The {title} died.", title=_(title)))
    return state


def wound_each(state: State, cids: list[str], n: int) -> State:
    for cid in cids:
        state = wound(state, cid, n)
    return state


def wound_players(state: State, n: int) -> State:
    """Every living player (not Friday) takes ``n`` wounds."""
    return wound_each(state, [c.id for c in players(state) if not c.dead], n)


def heal(state: State, cid: str, n: int = 1) -> State:
    c = char(state, cid)
    return state if c.dead else set_char(state, replace(c, wounds=max(c.wounds - n, 0)))


def gain_det(state: State, cid: str, n: int) -> State:
    c = char(state, cid)
    return state if c.dead else set_char(state, replace(c, det=c.det + n))


def lose_det(state: State, cid: str, n: int) -> State:
    """Discard ``n`` determination; each one missing is a wound (unfulfilled demand)."""
    c = char(state, cid)
    if c.dead:
        return state
    paid = min(c.det, n)
    state = set_char(state, replace(c, det=c.det - paid))
    return wound(state, cid, n - paid)


def morale(state: State, n: int) -> State:
    return replace(state, morale=max(-3, min(3, state.morale + n)))


def gain(state: State, res: str, n: int, future: bool) -> State:
    if n <= 0:
        return state
    if future:
        return replace(state, future=add_res(state.future, res, n))
    return replace(state, avail=add_res(state.avail, res, n))


def take(state: State, res: str, n: int) -> tuple[State, int]:
    """Discard up to ``n`` of ``res`` from Available resources (food: perishable first); returns what was missing."""
    wood, food, fur, npfood = state.avail
    if res == "food":
        a = min(food, n)
        b = min(npfood, n - a)
        return replace(state, avail=(wood, food - a, fur, npfood - b)), n - a - b
    i = RESOURCES.index(res)
    have = state.avail[i]
    paid = min(have, n)
    return replace(state, avail=add_res(state.avail, res, -paid)), n - paid


def pay(state: State, res: str, n: int, hurt: list[str]) -> State:
    """Discard ``n`` of ``res``; every missing unit wounds each character in ``hurt``."""
    state, missing = take(state, res, n)
    return wound_each(state, hurt, missing) if missing else state


def has(state: State, res: str, n: int) -> bool:
    if res == "food":
        return state.avail[1] + state.avail[3] >= n
    return state.avail[RESOURCES.index(res)] >= n


def level(state: State, track: str, n: int, hurt: list[str]) -> State:
    """Raise or lower roof, palisade or weapon; lowering below 0 wounds ``hurt`` once per missing level.

    Roof and palisade rise only where a shelter stands (built, or natural at the camp): a rise
    without one is lost (rules digest 9.7).
    """
    now = int(getattr(state, track))
    if n >= 0:
        if track != "weapon" and not shelter_here(state):
            return state
        return replace(state, **{track: now + n})
    missing = max(-n - now, 0)
    state = replace(state, **{track: max(now + n, 0)})
    return wound_each(state, hurt, missing) if missing else state


def halve(state: State, track: str) -> State:
    """Lose half the level, the loss rounded down."""
    now = int(getattr(state, track))
    return replace(state, **{track: now - now // 2})


def over(state: State) -> bool:
    return bool(state.result)
