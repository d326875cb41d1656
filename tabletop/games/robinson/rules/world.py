"""Script steps on the island: exhausted sources, covered terrain, tiles turned face down, the camp.

What an event did to the island is remembered beside its card (``memory``), so the threat action
that undoes it knows which source to free, which tile to turn back, which levels to give back.
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.contract import Chance
from ...kit.records import replace
from .effects import decide
from .island import (
    camp_moves,
    closest_sources,
    explored_terrains,
    live_sources,
    natural_shelter,
    neighbours,
    terrain,
    tile_at,
)
from .registry import Step, step
from .state import Ctx, State
from .tracks import wound_players


def remember(state: State, card: str, payload: str) -> State:
    if not card:
        return state
    return replace(state, memory=(*state.memory, (card, payload)))


def recall(state: State, card: str, kind: str) -> list[str]:
    return [p.split("|", 1)[1] for c, p in state.memory if c == card and p.startswith(kind + "|")]


def forget(state: State, card: str) -> State:
    return replace(state, memory=tuple(m for m in state.memory if m[0] != card))


def origin_of(state: State, card: str) -> tuple[str, str]:
    """The character and tile of the action that shuffled ``card`` into the Event deck."""
    for c, who, space in state.origin:
        if c == card:
            return who, space
    return "", ""


@step("exhaust")
def _exhaust(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    scope, kind = s[1], s[2]
    if scope == "tile":
        spaces = [sp for sp in neighbours(state.camp) if live_sources(state, [sp])]
        options = tuple((("exhaust_at", ",".join(live_sources(state, [sp]))),) for sp in spaces)
        return _pick(state, options, ctx)
    if scope == "origin":
        space = origin_of(state, ctx.card)[1]
        keys = live_sources(state, [space], kind) if space else []
        return exhaust(state, keys, ctx.card)
    if scope == "acted":
        wanted = ctx.src if kind == "gathered" else kind
        keys = live_sources(state, [ctx.space], wanted) if ctx.space and wanted else []
        return _pick(state, tuple((("exhaust_at", k),) for k in keys), ctx)
    keys = closest_sources(state, kind) if scope == "closest" else live_sources(state, neighbours(state.camp), kind)
    if not keys:
        return wound_players(state, 1)
    return _pick(state, tuple((("exhaust_at", k),) for k in keys), ctx)


def _pick(state: State, options: tuple[tuple[Step, ...], ...], ctx: Ctx) -> State:
    if not options:
        return state
    if len(options) == 1:
        from .registry import fx, push

        return push(state, fx(options[0], ctx))
    return decide(state, options, ctx)


@step("exhaust_at")
def _exhaust_at(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return exhaust(state, s[1].split(","), ctx.card)


def exhaust(state: State, keys: list[str], card: str) -> State:
    keys = [k for k in keys if k and k not in state.exhausted]
    if not keys:
        return state
    state = replace(state, exhausted=state.exhausted | set(keys))
    return remember(state, card, "exhausted|" + ",".join(keys))


@step("unexhaust")
def _unexhaust(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    keys = {k for p in recall(state, ctx.card, "exhausted") for k in p.split(",")}
    return replace(state, exhausted=state.exhausted - keys)


@step("cover")
def _cover(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    what = s[1]
    if what == "acted":
        tile = tile_at(state, ctx.space)
        what = terrain(tile) if tile else ""
    if not what or what not in explored_terrains(state):
        return state
    return replace(state, covered=state.covered | {what})


@step("uncover")
def _uncover(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, covered=state.covered - {s[1]})


@step("flip_tile")
def _flip_tile(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if len(s) > 1:
        space = origin_of(state, ctx.card)[1]
        return flip_down(state, space, ctx.card) if space and tile_at(state, space) else state
    spaces = [sp for sp in neighbours(state.camp) if tile_at(state, sp)]
    return _pick(state, tuple((("flip_at", sp),) for sp in spaces), ctx)


@step("flip_at")
def _flip_at(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return flip_down(state, s[1], ctx.card)


def flip_down(state: State, space: str, card: str) -> State:
    """The tile becomes inaccessible: face down, its tokens and markers gone (rules digest 5.22)."""
    tile = tile_at(state, space)
    state = replace(state, tiles=tuple(t for t in state.tiles if t[0] != space), down=(*state.down, (space, tile)),
                    exhausted=frozenset(k for k in state.exhausted if not k.startswith(space + ":")),
                    tile_tokens=frozenset(k for k in state.tile_tokens if not k.startswith(space + ":")))
    state = remember(state, card, f"flipped|{space}")
    if space == state.camp:
        return replace(state, result="lost", why=_("The camp's tile became inaccessible."))
    return state


@step("unflip_tile")
def _unflip(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    spaces = recall(state, ctx.card, "flipped")
    back = tuple(t for t in state.down if t[0] in spaces)
    return replace(state, down=tuple(t for t in state.down if t[0] not in spaces), tiles=state.tiles + back)


@step("move_camp")
def _move_camp(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return _pick(state, tuple((("camp_to", sp),) for sp in camp_moves(state)), ctx)


@step("camp_to")
def _camp_to(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    before = (state.roof, state.palisade)
    state = move_camp(state, s[1])
    return remember(state, ctx.card, f"camp|{before[0] - state.roof},{before[1] - state.palisade}")


@step("restore_camp")
def _restore(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for p in recall(state, ctx.card, "camp"):
        roof, palisade = (int(x) for x in p.split(","))
        state = replace(state, roof=state.roof + roof, palisade=state.palisade + palisade)
    return state


def move_camp(state: State, space: str) -> State:
    """Move the camp next door (rules digest 5.26): a built shelter loses half its roof and palisade;
    levels built only thanks to a natural shelter are lost; the Shortcut is lost; item tokens follow."""
    from .items import lose_item

    if state.shelter:
        state = replace(state, roof=state.roof - state.roof // 2, palisade=state.palisade - state.palisade // 2)
    elif natural_shelter(tile_at(state, state.camp)):
        state = replace(state, roof=0, palisade=0)
    state = replace(state, camp=space, tile_tokens=frozenset(k for k in state.tile_tokens if not k.endswith(":shortcut")))
    return lose_item(state, "shortcut") if "shortcut" in state.built else state
