"""A simple assisting bot: it plans to keep everyone fed, sheltered and alive, and otherwise looks one
decision ahead.

Planning: the seat places its own pawns one at a time on the action worth most now (a shelter, food
for the night, a roof before the rains, the threat that would hurt next, the Fire and the woodpile for
the signal), doubling a pawn where the dice would risk too much; Friday, the Dog and the extra pawns
make the seat's actions sure.  Other decisions: each option is tried on the state the bot sees and the
outcome judged (wounds near death count most, then morale, food, the camp's levels and the goal).
A card resolved by hand is applied as the bot finds it: the bot does not read card texts.
"""

from __future__ import annotations

import random

from ..kit.contract import Chance, Rejected
from ..kit.records import replace
from .rules.catalog import catalog
from .rules.flow import settle
from .rules.island import explored_terrains
from .rules.moves import Kind, Move
from .rules.pawns import HELPER, pawn_char, pawn_kinds
from .rules.planning import ROLLED, need
from .rules.play import apply, legal_moves
from .rules.registry import fx
from .rules.state import FRIDAY, Ctx, Slot, State, base_id, players, seat_char, section
from .rules.tracks import death_at

SUCCESS = {"build": 4 / 6, "gather": 5 / 6, "explore": 5 / 6}
WOUND = {"build": 2 / 6, "gather": 1 / 6, "explore": 3 / 6}
ITEM_VALUE = {"fire": 9, "pot": 4, "knife": 4, "cure": 3, "basket": 3, "sack": 3, "cellar": 4, "dam": 4,
              "hatchet": 5, "mast": 7, "rope": 5, "map": 2, "shovel": 4, "bricks": 3, "bed": 3, "snare": 4,
              "fireplace": 4, "shortcut": 3, "spear": 4, "moat": 3, "wall": 3, "bow": 3, "sling": 3}
TERRAIN_WORTH = 2.5
TILE_WORTH = 0.5
KEPT_WORTH = 0.5
"""A use left of an item or token kept: spent only for something worth more."""


def _camp_ready(state: State) -> bool:
    """Wood goes onto the woodpile once the camp is safe (a shelter and a roof against the rains, or the
    end is near); before that a wood piled is worth less than a wood in hand."""
    return state.shelter and (state.roof >= 2 or state.round >= 6)


def evaluate(state: State) -> float:
    """How well the castaways stand: life first, then morale, supplies, the camp, the island known and the
    goal.  The island and what is kept count because the search judges a plan at the night of its round:
    the terrains found are what the inventions need, so exploring must be worth something by then, and
    an item used for nothing must cost something."""
    if state.result:
        return 1000.0 if state.result == "won" else -1000.0
    score = 0.0
    for c in state.chars:
        near = death_at(c) - c.wounds
        hurt = c.wounds + max(0, 5 - near) ** 2
        score -= hurt * (0.5 if c.id == FRIDAY else 1.0)
        score += 0.3 * c.det
    wood, food, fur, npfood = state.avail
    future = state.future[1] + state.future[3]
    eaters = sum(1 for c in players(state) if not c.dead)
    score -= 3.0 * max(0, eaters - food - npfood - future)
    score += 2 * state.morale + 1.2 * (food + npfood + future) + 0.8 * (wood + state.future[0]) + 0.8 * fur
    score += 3 * min(state.roof, 3) + 1.5 * min(state.palisade, 3) + 1.5 * min(state.weapon, 4) + 6 * state.shelter
    score += 2 * len(state.built) + 10 * ("fire" in state.built)
    score += (1.5 if _camp_ready(state) else 0.7) * sum(state.woodpile)
    score += KEPT_WORTH * (sum(uses for _card, uses in state.kept) + len(state.tokens))
    score += TERRAIN_WORTH * len(explored_terrains(state)) + TILE_WORTH * len(state.tiles)
    return score


def simulate(state: State, steps: tuple[tuple[object, ...], ...], actor: str = "") -> State:
    """``steps`` played out on ``state`` until done or a decision (to judge a card's effect)."""
    return settle(replace(state, pending=None, todo=(fx(steps, Ctx(actor=actor)),)), Chance(0))


def _threat_worth(state: State, side: str) -> float:
    card = state.threats[0 if side == "left" else 1]
    if section(card) == "wreckage":
        reward = catalog().wreckage[base_id(card)][1]
        return evaluate(simulate(state, reward)) - evaluate(state)
    ev = catalog().events[base_id(card)]
    now = evaluate(state)
    harm = now - evaluate(simulate(state, ev.threat)) if ev.threat is not None else 3.0
    gain = evaluate(simulate(state, ev.reward, seat_char(state, state.seats[state.first]).id)) - now \
        if ev.reward is not None else 1.0
    return (harm if side == "left" else 0.4 * harm) + gain


def _food_need(state: State) -> int:
    eaters = sum(1 for c in players(state) if not c.dead) * (1 + state.night_food)
    planned = sum(3 if s.kind == "hunt" else 1 for s in state.plan
                  if s.kind == "hunt" or (s.kind == "gather" and s.target.endswith(":food")))
    return eaters + 1 - state.avail[1] - state.avail[3] - planned


def _wood_need(state: State) -> int:
    wood, _, _ = catalog().costs[len(state.seats)]
    want = (0 if state.shelter else wood) + (wood if state.round >= 2 and state.roof < 2 else 0) + 2
    planned = sum(1 for s in state.plan if s.kind == "gather" and s.target.endswith(":wood"))
    return want - state.avail[0] - planned


def _mountains(state: State) -> bool:
    return "mountains" in explored_terrains(state)


def _worth(state: State, s: Slot) -> float:
    """What an action is worth now (before the dice)."""
    kind, target = s.kind, s.target
    if kind == "threat":
        return _threat_worth(state, target)
    if kind == "hunt":
        return 6.0 if state.weapon >= 4 else 2.0 if state.weapon >= 2 else -4.0
    if kind == "build":
        if target == "shelter":
            return 20.0
        if target == "roof":
            return (12.0 if state.round >= 3 else 5.0) - 3.0 * state.roof
        if target == "palisade":
            return 2.0 - state.palisade
        if target == "weapon":
            return 4.0 if state.weapon < 2 else 1.0
        if target == "fire":
            return 9.0 if state.round >= 6 else 3.0
        return float(ITEM_VALUE.get(target, 2))
    if kind == "gather":
        if target.endswith(":food"):
            return 12.0 if _food_need(state) > 0 else 2.0
        if _wood_need(state) <= 0:
            return 2.0
        return 10.0 if not state.shelter or state.roof < 2 else 6.0
    if kind == "explore":
        return 7.0 if not _mountains(state) else 4.0 if state.round <= 3 else 1.5
    if kind == "arrange":
        morale = state.morale + sum(1 for o in state.plan if o.kind == "arrange")
        return 6.0 - morale if morale < 0 else 1.5
    return 0.0


def _own_free(state: State, cid: str) -> list[str]:
    placed = {p for s in state.plan for p in s.pawns}
    return [p for p in pawn_kinds(state) if pawn_char(p) == cid and p not in placed]


def _rest_worth(state: State, cid: str) -> float:
    c = next(x for x in state.chars if x.id == cid)
    left = death_at(c) - c.wounds
    planned = sum(1 for o in state.plan if o.kind == "rest" and o.pawns and pawn_char(o.pawns[0]) == cid)
    return (10.0 if left - planned <= 4 else 3.0 if c.wounds - planned >= death_at(c) // 2 else 0.5) - 2 * planned


def _risk(state: State, cid: str) -> float:
    """How much a wound from the dice would cost the leader: more the nearer death."""
    c = next(x for x in state.chars if x.id == cid)
    return 3.0 + max(0, 7 - (death_at(c) - c.wounds))


def _place_score(state: State, m: Move) -> float:
    cid = pawn_char(m.pawn)
    if m.slot >= 0:
        s = state.plan[m.slot]
        have, want = len(s.pawns), need(state, state.plan, m.slot)
        worth = _worth(state, s) if s.kind != "rest" else 0.0
        if have < want:
            return worth + 10.0
        if s.kind in ROLLED:
            lead = pawn_char(s.pawns[0]) or cid
            return worth * (1 - SUCCESS[s.kind]) + _risk(state, lead) * WOUND[s.kind] + 0.5
        return -1.0
    s = Slot(m.what, m.target, m.n)
    if not cid or cid == FRIDAY and m.what == "rest":
        return -1.0
    if m.what == "rest":
        return _rest_worth(state, cid)
    worth = _worth(state, s)
    trial = (*state.plan, s)
    spare = sum(1 for p in _own_free(state, cid) if p != m.pawn)
    if need(state, trial, len(trial) - 1) > 1 + spare:
        return -1.0
    if m.what in ROLLED:
        worth = worth * SUCCESS[m.what] - _risk(state, cid) * WOUND[m.what]
    return worth


def _camp_worth_moving(state: State) -> bool:
    """Only when the camp's tile yields nothing any more."""
    from .rules.island import live_sources

    return not live_sources(state, [state.camp])


class RobinsonBot:
    """``draws``: how many rolls of the dice each option is tried with where chance decides it."""

    def __init__(self, draws: int = 3) -> None:
        self.draws = draws

    def choose(self, state: State, seat: str, rng: random.Random) -> Move:
        moves = legal_moves(state)
        p = state.pending
        assert p is not None and moves
        if p.kind == "plan":
            return self._plan(state, seat, moves)
        if p.kind == "manual":
            return Move(Kind.RESOLVED)
        return self._look_ahead(state, moves, rng)

    def _look_ahead(self, state: State, moves: list[Move], rng: random.Random) -> Move:
        """The option that leaves the castaways best off (the ending move unless another is better).

        A move that comes back to the same decision (an item used at night) is worth what the ending
        move leaves plus what the move itself changed, so both are judged at the same point of the game
        and the ending move, the costly one at night (the whole night and the next round's event), is
        played once per draw of the dice instead of once after every other move.
        """
        from .gestures import GESTURES

        end = GESTURES.ending(state, moves)
        kind = state.pending.kind if state.pending is not None else ""
        moves = [m for m in moves if m.t != Kind.CAMP or _camp_worth_moving(state)]
        if end is not None:
            moves = [end] + [m for m in moves if m != end]
        keys = [rng.randrange(2**53) for _ in range(self.draws)]
        now = evaluate(state)
        ended = [float("-inf")] * len(keys)
        """What the ending move leaves with each draw (a card to resolve by hand counts as the worst)."""
        best, best_score = moves[0], float("-inf")
        for m in moves:
            total = 0.0
            for i, key in enumerate(keys):
                out = apply(state, m, Chance(key))
                if isinstance(out, Rejected) or (out.pending is not None and out.pending.kind == "manual"):
                    total = float("-inf")
                    break
                worth = evaluate(out)
                if m == end:
                    ended[i] = worth
                elif out.pending is not None and out.pending.kind == kind and end in legal_moves(out):
                    worth += ended[i] - now
                total += worth
            if total > best_score + 1e-9:
                best, best_score = m, total
        return best

    def _plan(self, state: State, seat: str, moves: list[Move]) -> Move:
        now = evaluate(state)
        for m in moves:
            if m.t in (Kind.USE, Kind.ABILITY) and m.slot < 0:
                out = apply(state, m, Chance(0))
                if not isinstance(out, Rejected) and out.pending is not None and out.pending.kind == "plan" \
                        and evaluate(out) > now + 0.5:
                    return m
        kinds = pawn_kinds(state)
        own = [m for m in moves if m.t == Kind.PLACE and pawn_char(m.pawn) and pawn_char(m.pawn) != FRIDAY]
        scored = sorted(((_place_score(state, m), i, m) for i, m in enumerate(own)), key=lambda x: (-x[0], x[1]))
        if scored and scored[0][0] > 0:
            return scored[0][2]
        helpers = [m for m in moves if m.t == Kind.PLACE and m.slot >= 0 and (kinds[m.pawn][0] == HELPER or
                                                                             m.pawn == FRIDAY)]
        scored = sorted(((_place_score(state, m), i, m) for i, m in enumerate(helpers)), key=lambda x: (-x[0], x[1]))
        if scored and scored[0][0] > 0.4:
            return scored[0][2]
        friday = [m for m in moves if m.t == Kind.PLACE and m.pawn == FRIDAY and m.slot < 0 and m.what == "gather"]
        if friday:
            return friday[0]
        piles = [m for m in moves if m.t == Kind.PILE]
        if piles and _camp_ready(state):
            return max(piles, key=lambda m: m.n)
        rest = [m for m in own if m.what in ("rest", "arrange") and m.slot < 0]
        if rest:
            return max(rest, key=lambda m: _place_score(state, m))
        return next(m for m in moves if m.t == Kind.DONE)


BOT = RobinsonBot()
PLAYOUT_BOT = RobinsonBot(draws=1)
"""The search's playouts already draw the dice once per world: one draw a decision is enough there."""
