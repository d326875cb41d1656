"""The invariants every state keeps: each card, tile, token and item in exactly one place, the tracks
in range, and someone deciding unless the game is over."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ...kit.contract import Broken
from .catalog import catalog
from .state import RESOURCES, State, base_id, players, section


def places(state: State, kind: str) -> list[str]:
    """Every piece of ``kind`` where the state holds it, duplicates kept."""
    held: list[str] = [*state.events, *state.event_box, *state.threats, *state.discard, *state.box, *state.reveal,
                       *(c for deck in state.adventures for c in deck), *(k for k, _ in state.kept), *state.beasts,
                       *state.hunting, *state.mysteries, *state.board, *state.inv_deck, *state.inv_discard,
                       *(i for i, _ in state.items), *state.item_box, *state.discoveries, *state.tokens,
                       *state.future_tokens, *(t for _, t in state.tiles), *(t for _, t in state.down), *state.island]
    return [c for c in held if c and section(c) == kind]


def _once(state: State, kind: str, expected: Iterable[str]) -> None:
    got = Counter(places(state, kind))
    want = Counter(expected)
    if got != want:
        extra = sorted((got - want).elements())
        missing = sorted((want - got).elements())
        raise Broken(f"{kind} pieces out of place: doubled {extra[:3]}, lost {missing[:3]}")


def check(state: State) -> None:
    cat = catalog()
    personal = {f"invention:{cat.characters[c.id]['personal_invention']}#1" for c in players(state)}
    for kind in ("event", "wreckage", "beast", "item", "discovery", "tile"):
        _once(state, kind, cat.pieces[kind])
    _once(state, "invention", [c for c in cat.pieces["invention"] if c not in personal])
    _once(state, "adventure", cat.pieces["adventure"])
    _once(state, "mystery", cat.pieces["mystery"])
    if not -3 <= state.morale <= 3:
        raise Broken(f"morale {state.morale} is off the track")
    for name in ("roof", "palisade", "weapon"):
        if int(getattr(state, name)) < 0:
            raise Broken(f"{name} level below 0")
    for pile in (state.avail, state.future):
        if len(pile) != len(RESOURCES) or min(pile) < 0:
            raise Broken(f"resources out of range: {pile}")
    for c in state.chars:
        if c.det < 0 or c.wounds < 0:
            raise Broken(f"{c.id}: negative wounds or determination")
    for name in state.built:
        if name not in cat.inventions:
            raise Broken(f"unknown item {name!r} built")
    stages = tuple(cat.scenario["woodpile"])
    if len(state.woodpile) != len(stages) or any(not 0 <= w <= n for w, n in zip(state.woodpile, stages, strict=True)):
        raise Broken(f"woodpile {state.woodpile} does not fit its stages {stages}")
    if state.result:
        return
    if state.pending is None:
        raise Broken("nobody is deciding and the game is not over")
    if state.pending.seat not in state.seats:
        raise Broken(f"the deciding seat {state.pending.seat!r} is not in the game")
    if state.camp not in {sp for sp, _ in state.tiles}:
        raise Broken("the camp is not on a face-up tile")
    if any(base_id(b) not in cat.inventions for b in state.board):
        raise Broken("an unknown invention lies on the board")
