"""The pawns of a round and what each may do: the characters', Friday's, the Dog's and the extra ones.

A player's two pawns may lead or join any action.  Friday leads any action, and joins a player's as
a helper.  The Dog and the extra pawns from items, cards and abilities only join an action someone
leads, and only of their own type (rules digest 5.1).
"""

from __future__ import annotations

from .catalog import catalog
from .items import invention
from .state import FRIDAY, State, players

DOG_ACTIONS = ("hunt", "explore")
"""What the Dog helps with (the rulebook: it joins a Hunt or an Explore action)."""

PLAYER, HELPER = "player", "helper"


def pawn_kinds(state: State) -> dict[str, tuple[str, str]]:
    """Every pawn usable this round: id -> (role, action types it may join; "" for any).

    Roles: ``player`` (a character's own pawn), ``friday``, ``helper`` (the Dog and extra pawns).
    """
    out: dict[str, tuple[str, str]] = {}
    for c in players(state):
        if not c.dead and not c.away:
            for n in range(c.pawns):
                out[f"{c.id}-{n + 1}"] = (PLAYER, "")
    if any(c.id == FRIDAY and not c.dead for c in state.chars):
        out[FRIDAY] = (FRIDAY, "")
    if state.options.dog:
        out["dog"] = (HELPER, " ".join(DOG_ACTIONS))
    for name in sorted(state.built):
        kind = invention(name).powers.get("pawn")
        if kind:
            out[name] = (HELPER, str(kind))
    cards = catalog().cards
    for card, _ in state.kept:
        kind = cards[card.split("#")[0]].use.pawn
        if kind:
            out[card.split(":")[1].split("#")[0]] = (HELPER, kind)
    for pid, kind in state.bonus_pawns:
        out[pid] = (HELPER, kind)
    return out


def pawn_char(pawn: str) -> str:
    """The character a player pawn belongs to (``cook-2`` -> ``cook``), Friday's own, else ""."""
    if pawn == FRIDAY:
        return FRIDAY
    head, _, tail = pawn.rpartition("-")
    return head if tail.isdigit() and head in catalog().characters else ""


def can_join(kinds: dict[str, tuple[str, str]], pawn: str, action: str) -> bool:
    role, types = kinds[pawn]
    return role != HELPER or action in types.split()


def leader_of(pawns: tuple[str, ...]) -> str:
    """The character resolving an action: the first player pawn placed, else Friday."""
    for p in pawns:
        cid = pawn_char(p)
        if cid and cid != FRIDAY:
            return cid
    return FRIDAY if FRIDAY in pawns else ""
