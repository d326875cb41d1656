"""Inventions becoming items and items being lost; inventions drawn, chosen and discarded; starting items.

An item's lasting powers are read where they act (``powers``); the ones that act once act here, when
the item is made: weapon and palisade levels, a token on the camp, the Corral's covered source, the
Shortcut's tile, the Mast's wood.  Losing an item undoes what can be undone (rules digest 5.23).
"""

from __future__ import annotations

from typing import Any

from ...kit.contract import Chance
from ...kit.records import replace
from .catalog import Invention, catalog
from .effects import decide, owns
from .island import live_sources, neighbours, tile_at
from .registry import Step, fx, push, step
from .state import Ctx, State, base_id
from .tracks import gain_det, level


def invention(name: str) -> Invention:
    return catalog().inventions[name]


def card_of(name: str) -> str:
    return f"invention:{name}#1"


def power(state: State, key: str) -> int:
    """The sum of ``key`` over the items built (e.g. ``gather_bonus``); 0 for missing or text powers."""
    total = 0
    for name in state.built:
        value = invention(name).powers.get(key, 0)
        total += value if isinstance(value, int) and not isinstance(value, bool) else 0
    return total


def build_item(state: State, name: str, builder: str = "") -> State:
    """``name`` becomes an item now: its once-only powers act, a personal one rewards its builder."""
    inv = invention(name)
    state = replace(state, built=state.built | {name})
    p = inv.powers
    if p.get("weapon"):
        state = level(state, "weapon", int(p["weapon"]), [])
    if p.get("palisade"):
        state = level(state, "palisade", int(p["palisade"]), [])
    if p.get("camp_token"):
        state = replace(state, camp_tokens=state.camp_tokens | {str(p["camp_token"])})
    if p.get("woodpile"):
        from .effects import add_to_woodpile

        state = add_to_woodpile(state, int(p["woodpile"]))
    if inv.owner and builder == inv.owner:
        state = gain_det(state, builder, 2)
    tasks = []
    if p.get("built"):
        tasks.append(fx(p["built"], Ctx()))
    if p.get("corral"):
        keys = live_sources(state, neighbours(state.camp), "food")
        tasks.append(fx((("corral", ",".join(keys)),), Ctx()))
    if p.get("shortcut"):
        tasks.append(fx((("shortcut",),), Ctx()))
    return push(state, *tasks) if tasks else state


@step("corral")
def _corral(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    keys = [k for k in s[1].split(",") if k]
    state = replace(state, camp_tokens=state.camp_tokens | {"food"})
    if len(keys) > 1:
        return decide(state, tuple((("exhaust_at", k),) for k in keys), ctx)
    return push(state, fx((("exhaust_at", keys[0]),), ctx)) if keys else state


@step("shortcut")
def _shortcut(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    spaces = [sp for sp in neighbours(state.camp) if tile_at(state, sp)]
    options = tuple((("shortcut_at", sp),) for sp in spaces)
    if len(options) == 1:
        return push(state, fx(options[0], ctx))
    return decide(state, options, ctx) if options else state


@step("shortcut_at")
def _shortcut_at(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, tile_tokens=state.tile_tokens | {f"{s[1]}:shortcut"})


def lose_item(state: State, name: str) -> State:
    """The item flips back to its invention side; its lasting effects go where they can."""
    if name not in state.built:
        return state
    state = replace(state, built=state.built - {name})
    p = invention(name).powers
    if p.get("weapon"):
        state = level(state, "weapon", -int(p["weapon"]), [])
    if p.get("palisade"):
        state = level(state, "palisade", -int(p["palisade"]), [])
    kind = p.get("camp_token") or ("food" if p.get("corral") else "")
    if kind and not any(invention(n).powers.get("camp_token") == kind or (kind == "food" and invention(n).powers.get(
            "corral")) for n in state.built):
        state = replace(state, camp_tokens=state.camp_tokens - {kind})
    if p.get("shortcut"):
        state = replace(state, tile_tokens=frozenset(k for k in state.tile_tokens if not k.endswith(":shortcut")))
    return state


@step("lose_item")
def _lose_item(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    names = sorted(state.built)
    if s[1] <= 0 or not names:
        return state
    if s[1] > 1:
        state = push(state, fx((("lose_item", s[1] - 1),), ctx))
    return decide(state, tuple((("lose_at", n),) for n in names), ctx) if len(names) > 1 \
        else lose_item(state, names[0])


@step("lose_at")
def _lose_at(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return lose_item(state, s[1])


def discardable(state: State) -> list[str]:
    """Unbuilt inventions on the board that an event may discard (not personal or scenario ones)."""
    return [c for c in state.board if base_id(c) not in state.built and invention(base_id(c)).group in
            ("starting", "normal")]


@step("discard_inventions")
def _discard_inventions(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    cards = discardable(state)
    if s[1] <= 0 or not cards:
        return state
    if s[1] > 1:
        state = push(state, fx((("discard_inventions", s[1] - 1),), ctx))
    options = tuple((("discard_inv", c),) for c in cards)
    return decide(state, options, ctx) if len(options) > 1 else push(state, fx(options[0], ctx))


@step("discard_inv")
def _discard_inv(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    deck = [*state.inv_deck, s[1]]
    chance.rng().shuffle(deck)
    return replace(state, board=tuple(c for c in state.board if c != s[1]), inv_deck=tuple(deck))


def refill_inventions(state: State, chance: Chance) -> State:
    if state.inv_deck or not state.inv_discard:
        return state
    deck = list(state.inv_discard)
    chance.rng().shuffle(deck)
    return replace(state, inv_deck=tuple(deck), inv_discard=())


@step("draw_invention")
def _draw_invention(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for _ in range(s[1]):
        state = refill_inventions(state, chance)
        if not state.inv_deck:
            break
        state = replace(state, board=(*state.board, state.inv_deck[0]), inv_deck=state.inv_deck[1:])
    return state


@step("choose_invention")
def _choose_invention(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    state = refill_inventions(state, chance)
    options = tuple((("take_inv", c),) for c in sorted(state.inv_deck))
    return decide(state, options, ctx) if options else state


@step("take_inv")
def _take_inv(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    deck = [c for c in state.inv_deck if c != s[1]]
    chance.rng().shuffle(deck)
    return replace(state, board=(*state.board, s[1]), inv_deck=tuple(deck))


@step("free_invention")
def _free_invention(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    names = [n for n in s[1] if not owns(state, n) and n not in state.built]
    options: tuple[Any, ...] = tuple((("build_free", n),) for n in names)
    if not options:
        return state
    return decide(state, options, ctx) if len(options) > 1 else push(state, fx(options[0], ctx))


@step("build_free")
def _build_free(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if s[1] in state.built:
        return state
    card = card_of(s[1])
    if card not in state.board and invention(s[1]).group in ("starting", "normal"):
        state = replace(state, board=(*state.board, card), inv_deck=tuple(c for c in state.inv_deck if c != card),
                        inv_discard=tuple(c for c in state.inv_discard if c != card),
                        reveal=tuple(c for c in state.reveal if c != card))
    return build_item(state, s[1])


@step("take_item")
def _take_item(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if not state.item_box:
        return state
    box = list(state.item_box)
    got = box.pop(chance.rng().randrange(len(box)))
    return replace(state, item_box=tuple(box), items=(*state.items, (got, catalog().items[base_id(got)].uses)))


@step("bonus_pawn")
def _bonus_pawn(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    pawns = list(state.bonus_pawns)
    for _ in range(s[2]):
        pawns.append((f"extra-{len(pawns) + 1}", s[1]))
    return replace(state, bonus_pawns=tuple(pawns))
