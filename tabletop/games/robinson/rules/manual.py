"""Resolving a card by hand: for a card (or a part of one) whose effect the data file does not script.

The engine shows the card and the first player puts together what it does from a small set of generic
adjustments (a resource, a wound or a heal, determination, morale, a level, a token), then applies
them in one move.  The draft grows one adjustment at a time and can be taken back before it is applied.
"""

from __future__ import annotations

from ...kit.contract import Refused
from ...kit.records import replace
from .moves import Kind, Move
from .state import RESOURCES, State, add_res
from .tracks import gain_det, heal, lose_det, morale, wound

MOST = 8
TOKENS = ("rain", "snow", "storm", "beast", "reroll:build", "reroll:gather", "reroll:explore",
          "adventure:build", "adventure:gather", "adventure:explore")


def drafted(state: State) -> State:
    """The state as it would be with the draft applied (used to offer only sensible adjustments)."""
    assert state.pending is not None
    for what, target, n in state.pending.draft:
        state = apply_one(state, what, target, n)
    return state


def adjust_moves(state: State) -> list[Move]:
    assert state.pending is not None
    draft = state.pending.draft
    out = [Move(Kind.RESOLVED)]
    if draft:
        out.append(Move(Kind.UNADJUST))
    if len(draft) >= MOST or state.result:
        return out
    s = drafted(state)
    if s.result:
        return out
    future = state.pending.ctx.future
    pool = s.future if future else s.avail
    for k, res in enumerate(RESOURCES):
        out.append(Move(Kind.ADJUST, what=res, n=1))
        if pool[k] > 0:
            out.append(Move(Kind.ADJUST, what=res, n=-1))
    out += [Move(Kind.ADJUST, what="morale", n=d) for d in (1, -1) if -3 <= s.morale + d <= 3]
    for level in ("roof", "palisade", "weapon"):
        out.append(Move(Kind.ADJUST, what=level, n=1))
        if getattr(s, level) > 0:
            out.append(Move(Kind.ADJUST, what=level, n=-1))
    for c in s.chars:
        if c.dead:
            continue
        out.append(Move(Kind.ADJUST, what="wound", target=c.id, n=1))
        if c.wounds:
            out.append(Move(Kind.ADJUST, what="heal", target=c.id, n=1))
        out.append(Move(Kind.ADJUST, what="det", target=c.id, n=1))
        if c.det:
            out.append(Move(Kind.ADJUST, what="det", target=c.id, n=-1))
    for token in TOKENS:
        if not _has_token(s, token):
            out.append(Move(Kind.ADJUST, what=token, n=1))
    return out


def _has_token(state: State, token: str) -> bool:
    if token in ("rain", "snow", "storm"):
        return token in state.weather_tokens
    if token == "beast":
        return state.beast_token
    return token in state.action_tokens


def apply_one(state: State, what: str, target: str, n: int) -> State:
    future = state.pending.ctx.future if state.pending is not None else False
    if what in RESOURCES:
        if future:
            return replace(state, future=add_res(state.future, what, n))
        return replace(state, avail=add_res(state.avail, what, n))
    if what == "morale":
        return morale(state, n)
    if what in ("roof", "palisade", "weapon"):
        return replace(state, **{what: max(int(getattr(state, what)) + n, 0)})
    if what == "wound":
        return wound(state, target, n)
    if what == "heal":
        return heal(state, target, n)
    if what == "det":
        return gain_det(state, target, n) if n > 0 else lose_det(state, target, -n)
    if what in ("rain", "snow", "storm"):
        return replace(state, weather_tokens=state.weather_tokens | {what})
    if what == "beast":
        return replace(state, beast_token=True)
    return replace(state, action_tokens=state.action_tokens | {what})


def adjust(state: State, move: Move) -> State:
    assert state.pending is not None
    if move not in adjust_moves(state):
        raise Refused("That adjustment cannot be made now.")
    if move.t == Kind.UNADJUST:
        return replace(state, pending=replace(state.pending, draft=state.pending.draft[:-1]))
    if move.t == Kind.ADJUST:
        entry = (move.what, move.target, move.n)
        return replace(state, pending=replace(state.pending, draft=(*state.pending.draft, entry)))
    after = drafted(state)
    return replace(after, pending=None)

