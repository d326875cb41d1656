"""The abilities that look at hidden cards: New idea, Reconnaissance, Scouting, Tracking and The hunt.

The cards looked at lie face up (``reveal``) while the player chooses, and go where the ability says.
"""

from __future__ import annotations

from ...kit.contract import Chance
from ...kit.records import replace
from .cards import arrive
from .effects import decide
from .items import refill_inventions
from .registry import Step, step
from .state import Ctx, State


def _shown(state: State, cards: tuple[str, ...]) -> State:
    return replace(state, reveal=state.reveal + cards)


def _unshown(state: State, cards: tuple[str, ...]) -> State:
    return replace(state, reveal=tuple(c for c in state.reveal if c not in cards))


@step("new_idea")
def _new_idea(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Draw 5 inventions, keep 1 on the board, the others face down on the New idea pile."""
    state = refill_inventions(state, chance)
    drawn, state = state.inv_deck[:5], replace(state, inv_deck=state.inv_deck[5:])
    options = tuple((("idea_keep", c, ",".join(d for d in drawn if d != c)),) for c in drawn)
    return decide(_shown(state, drawn), options, ctx)


@step("idea_keep")
def _idea_keep(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    others = tuple(c for c in s[2].split(",") if c)
    state = _unshown(state, (s[1], *others))
    return replace(state, board=(*state.board, s[1]), inv_discard=state.inv_discard + others)


@step("recon")
def _recon(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Look at 3 island tiles, put 1 on top, shuffle the other 2 back."""
    drawn, state = state.island[:3], replace(state, island=state.island[3:])
    options = tuple((("recon_top", t, ",".join(d for d in drawn if d != t)),) for t in drawn)
    return decide(_shown(state, drawn), options, ctx)


@step("recon_top")
def _recon_top(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    others = [t for t in s[2].split(",") if t]
    state = _unshown(state, (s[1], *others))
    rest = [*state.island, *others]
    chance.rng().shuffle(rest)
    return replace(state, island=(s[1], *rest), island_top_known=True)


@step("scouting")
def _scouting(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Draw 2 discovery tokens, keep 1, discard the other."""
    drawn, state = state.discoveries[:2], replace(state, discoveries=state.discoveries[2:])
    if len(drawn) == 1:
        return arrive(state, drawn)
    options = tuple((("scout_keep", t, next(d for d in drawn if d != t)),) for t in drawn)
    return decide(_shown(state, drawn), options, ctx)


@step("scout_keep")
def _scout_keep(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    state = _unshown(state, (s[1], s[2]))
    return arrive(replace(state, discard=(*state.discard, s[2])), (s[1],))


@step("tracking")
def _tracking(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Look at the top Hunting card and leave it on top or put it at the bottom."""
    top = state.hunting[0]
    state = replace(state, hunt_top_known=True)
    return decide(state, ((("hunt_top", top),), (("hunt_bottom", top),)), ctx)


@step("hunt_top")
def _hunt_top(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return state


@step("hunt_bottom")
def _hunt_bottom(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    return replace(state, hunting=(*state.hunting[1:], state.hunting[0]), hunt_top_known=False)


@step("the_hunt")
def _the_hunt(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """The top Beast card goes, unseen, onto the Hunting deck."""
    if not state.beasts:
        return state
    return replace(state, hunting=(state.beasts[0], *state.hunting), beasts=state.beasts[1:], hunt_top_known=False)
