"""Deciding chance before it is recorded.

Every random draw comes from ``chance_rng(key, draw)``: one stream per draw number.  The session
counts draws and never counts back (undo does not rewind it), so a roll made again after an undo is
a new roll, while redo replays the recorded one.  The key is the seed in a fully reproducible game
(saving the seed and the draw count continues a loaded game exactly as it would have gone on), and
otherwise fresh bytes from the shell at every start and load, so that nothing saved or shown
predicts the future; replays stay exact because every outcome is recorded in its action.
"""

from __future__ import annotations

import random

from msgspec.structs import replace

from .actions import Action, Batch, DrawFromBag, RollDice, Shuffle
from .errors import IllegalAction
from .model import Table
from .reducer import apply


def chance_rng(key: int | bytes, draw: int) -> random.Random:
    """The stream of draw number ``draw``: keyed by a seed (reproducible games, set-ups) or by fresh
    bytes the shell took from the system's entropy (what nobody can predict).

    ``random`` seeds from all of those bytes and their SHA-512, a digest built into Python, where
    ``hashlib``'s SHA-256 loaded OpenSSL's library: about 3 ms of every start, before the first frame."""
    head = f"tabletop:{key}:".encode() if isinstance(key, int) else b"tabletop:fresh:" + key + b":"
    return random.Random(head + str(draw).encode())


def resolve(table: Table, action: Action, rng: random.Random) -> Action:
    """``action`` with every undecided die face, shuffle order and bag pick filled in."""
    if isinstance(action, RollDice) and action.results is None:
        results = []
        for pid in action.pieces:
            if pid not in table.pieces:
                raise IllegalAction(f"There is no piece {pid!r} on this table.")
            results.append(rng.randrange(len(table.spec_of(pid).faces)))
        return replace(action, results=tuple(results))
    if isinstance(action, Shuffle) and action.order is None:
        if action.zone not in table.zones:
            raise IllegalAction(f"There is no place {action.zone!r} on this table.")
        order = list(table.zones[action.zone].pieces)
        rng.shuffle(order)
        return replace(action, order=tuple(order))
    if isinstance(action, DrawFromBag) and action.picked is None:
        if action.zone not in table.zones:
            raise IllegalAction(f"There is no place {action.zone!r} on this table.")
        content = list(table.zones[action.zone].pieces)
        if not 0 < action.count <= len(content):
            raise IllegalAction(f"{table.zones[action.zone].label} holds only {len(content)}.")
        return replace(action, picked=tuple(rng.sample(content, action.count)))
    if isinstance(action, Batch) and action.needs_chance:
        resolved = []
        for sub in action.actions:
            sub = resolve(table, sub, rng)
            table = apply(table, sub)
            resolved.append(sub)
        return replace(action, actions=tuple(resolved))
    return action
