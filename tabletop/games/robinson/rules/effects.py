"""Script steps on the tracks and the camp: resources, wounds, determination, morale, levels, tokens.

Each step is one rule of the card language (``script``).  Steps that hit "the players" spare Friday;
a demand that cannot be met wounds whoever it was aimed at (``tracks``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...kit.contract import Chance
from ...kit.records import replace
from .registry import STEPS, Step, StepHandler, fx, push, step
from .state import Ctx, Pending, State, actor_seat, char, first_seat, players, set_char
from .tracks import gain, gain_det, halve, heal, level, lose_det, morale, pay, take, who, wound


def seat_for(state: State, ctx: Ctx) -> str:
    """Who decides for a script: the acting character's seat, else the first player."""
    return actor_seat(state, ctx.actor) if ctx.actor else first_seat(state)


def decide(state: State, options: tuple[Any, ...], ctx: Ctx, text: str = "", seat: str = "") -> State:
    """Wait for a choice among ``options`` (each a script)."""
    return replace(state, pending=Pending("choose", seat or seat_for(state, ctx), options, ctx, text=text))


@step("choose")
def _choose(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return decide(state, tuple(s[1:]), ctx)


@step("gain")
def _gain(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    res = ctx.src if s[1] == "gathered" else s[1]
    return gain(state, res, s[2], ctx.future) if res else state


@step("gain_each")
def _gain_each(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return gain(state, s[1], s[2] * len(players(state)), ctx.future)


@step("pay")
def _pay(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return pay(state, s[1], s[2], who(state, s[3], ctx))


@step("pay_if")
def _pay_if(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return take(state, s[1], s[2])[0]


@step("lose_resources")
def _lose_resources(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, avail=(0, 0, 0, 0))


def living(state: State) -> list[str]:
    return [c.id for c in state.chars if not c.dead]


@step("heal_split")
def _heal_split(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Heal ``n`` (2) wounds: one character twice, or two characters once each."""
    ids = [c for c in living(state) if char(state, c).wounds]
    if not ids:
        return state
    options: list[Any] = [(("heal_one", c, 2),) for c in ids]
    options += [(("heal_one", a, 1), ("heal_one", b, 1)) for i, a in enumerate(ids) for b in ids[i + 1:]]
    return decide(state, tuple(options), ctx) if len(options) > 1 else push(state, fx(options[0], ctx))


@step("lose_all_det")
def _lose_all(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for cid in who(state, s[1], ctx):
        c = char(state, cid)
        state = set_char(state, replace(c, det=0))
    return state


@step("share_det")
def _share(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """``n`` determination shared freely among the players: every way to split it is an option."""
    ids = [c.id for c in players(state) if not c.dead]
    options = []
    for split in _splits(s[1], len(ids)):
        options.append(tuple(("det_one", cid, k) for cid, k in zip(ids, split, strict=True) if k))
    return decide(state, tuple(options), ctx)


def _splits(n: int, parts: int) -> list[tuple[int, ...]]:
    if parts == 1:
        return [(n,)]
    return [(k, *rest) for k in range(n, -1, -1) for rest in _splits(n - k, parts - 1)]


@step("morale")
def _morale(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return morale(state, s[1])


@step("level")
def _level(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return level(state, s[1], s[2], who(state, s[3], ctx))


@step("level_if")
def _level_if(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return level(state, s[1], s[2], [])


@step("halve")
def _halve(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return halve(state, s[1])


@step("zero")
def _zero(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, **{s[1]: 0})


@step("weather")
def _weather(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, weather_tokens=state.weather_tokens | {s[1]})


@step("token")
def _token(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, action_tokens=state.action_tokens | {f"{s[1]}:{s[2]}"})


@step("untoken")
def _untoken(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, action_tokens=state.action_tokens - {f"{s[1]}:{s[2]}"})


@step("beast_token")
def _beast_token(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, beast_token=True)


@step("wood_token")
def _wood_token(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, wood_tokens=state.wood_tokens | {s[1]})


@step("tile_token")
def _tile_token(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    if s[2] == "camp":
        return replace(state, camp_tokens=state.camp_tokens | {s[1]})
    if not ctx.space:
        return state
    return replace(state, tile_tokens=state.tile_tokens | {f"{ctx.space}:{s[1]}"})


@step("animals")
def _animals(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, flags=state.flags | {"animals"})


@step("production")
def _production(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, flags=state.flags | {f"prod:{s[1]}"})


@step("flag")
def _flag(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, flags=state.flags | {s[1]})


@step("night_food")
def _night_food(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, night_food=state.night_food + s[1])


@step("first_pass")
def _first_pass(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, first=(state.first + 1) % len(state.seats))


@step("one_pawn")
def _one_pawn(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for cid in who(state, s[1], ctx):
        state = set_char(state, replace(char(state, cid), pawns=1))
    return state


@step("no_abilities")
def _no_abilities(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    c = char(state, who(state, "first", ctx)[0])
    return set_char(state, replace(c, used=c.used | {"*"}))


@step("only_actions")
def _only(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for cid in who(state, s[1], ctx):
        state = set_char(state, replace(char(state, cid), only=s[2]))
    return state


@step("special_wound")
def _special(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    for cid in who(state, "actor", ctx):
        c = char(state, cid)
        state = set_char(state, replace(c, marks=(*c.marks, s[1])))
    return state


@step("at_night")
def _at_night(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, at_night=(*state.at_night, fx(s[1], replace(ctx, future=False))))


@step("book")
def _book(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Castaways gives the book icon no meaning (rules digest 3.5)."""
    return state


@step("by_hand")
def _by_hand(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, pending=Pending("manual", first_seat(state), ctx=ctx, text=s[1] if len(s) > 1 else ""))


@step("unless")
def _unless(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return state if owns(state, s[1]) else push(state, fx(s[2], ctx))


@step("if_item")
def _if_item(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return push(state, fx(s[2] if owns(state, s[1]) else s[3], ctx))


@step("woodpile")
def _woodpile(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return add_to_woodpile(state, s[1])


def add_to_woodpile(state: State, n: int) -> State:
    """Wood onto the leftmost unfinished stage, what it cannot take is lost (rules digest 9.16)."""
    from .catalog import catalog

    stages = tuple(catalog().scenario["woodpile"])
    pile = list(state.woodpile)
    for i, need in enumerate(stages):
        if pile[i] < need:
            pile[i] = min(need, pile[i] + n)
            break
    return replace(state, woodpile=tuple(pile))


def owns(state: State, item: str) -> bool:
    """An item built (or a kept card that counts as it, like the Ropes treasure)."""
    if item in state.built:
        return True
    if not state.kept:
        return False
    from .catalog import catalog

    cards = catalog().cards
    return any(cards[k.split("#")[0]].use.counts_as == item for k, _ in state.kept)


def _each(change: Callable[[State, str, int], State]) -> StepHandler:
    """A step changing each character a target names (``["wound", "all", 1]``)."""
    def run(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
        for cid in who(state, s[1], ctx):
            state = change(state, cid, s[2])
        return state
    return run


def _one(change: Callable[[State, str, int], State]) -> StepHandler:
    """The engine's own step changing one named character (``["heal_one", "cook", 2]``)."""
    return lambda state, s, ctx, chance: change(state, s[1], s[2])


for _name, _change in (("wound", wound), ("heal", heal), ("det", gain_det), ("lose_det", lose_det)):
    STEPS[_name] = _each(_change)
    STEPS[f"{_name}_one"] = _one(_change)
