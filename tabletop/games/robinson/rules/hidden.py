"""What the players may know: decks face down are known by their contents, not their order.

Everyone sees the same (the game is cooperative), so ``view`` does not depend on the seat.  The Event
deck's own cards are not even known by name (only how many of each icon are left), the cards shuffled
into it are; the Beast and Hunting decks together hold the beasts not seen, split only by count (the top
Hunting card is known after Tracking or Night Attack).  ``determinize`` deals the unknown cards back at
random, so a bot plans on a state it cannot tell from the real one.
"""

from __future__ import annotations

import random

from ...kit.records import replace
from .catalog import catalog
from .checks import places
from .state import State, base_id, section

BOOK, ADVENTURE, UNKNOWN = "?book", "?adventure", "?"


def _icon(card: str) -> str:
    return BOOK if catalog().events[base_id(card)].icon == "book" else ADVENTURE


def view(state: State) -> State:
    events = sorted(c for c in state.events if section(c) != "event")
    events += sorted(_icon(c) for c in state.events if section(c) == "event")
    hunting = (state.hunting[:1] if state.hunt_top_known else ()) + (UNKNOWN,) * (
        len(state.hunting) - (1 if state.hunt_top_known else 0))
    island = (state.island[:1] if state.island_top_known else ()) + tuple(
        sorted(state.island[1:] if state.island_top_known else state.island))
    return replace(state, events=tuple(events), event_box=(), hunting=hunting, beasts=(UNKNOWN,) * len(state.beasts),
                   adventures=tuple(tuple(sorted(d)) for d in state.adventures), mysteries=tuple(sorted(state.mysteries)),
                   island=island, discoveries=tuple(sorted(state.discoveries)), inv_deck=tuple(sorted(state.inv_deck)),
                   item_box=tuple(sorted(state.item_box)))


def determinize(v: State, rng: random.Random) -> State:
    cat = catalog()
    seen = set(places(v, "event"))
    unseen = [c for c in cat.pieces["event"] if c not in seen]
    rng.shuffle(unseen)
    known = [c for c in v.events if not c.startswith("?")]
    deck = known[:]
    for icon in (BOOK, ADVENTURE):
        want = sum(c == icon for c in v.events)
        pick = [c for c in unseen if _icon(c) == icon][:want]
        deck += pick
        unseen = [c for c in unseen if c not in pick]
    rng.shuffle(deck)
    beasts_seen = set(c for c in places(v, "beast") if c != UNKNOWN)
    pool = [c for c in cat.pieces["beast"] if c not in beasts_seen]
    rng.shuffle(pool)
    top = tuple(c for c in v.hunting[:1] if c != UNKNOWN)
    n_hunt = len(v.hunting) - len(top)
    adventures = tuple(tuple(rng.sample(d, len(d))) for d in v.adventures)
    island = v.island[:1] + tuple(rng.sample(v.island[1:], len(v.island) - 1)) if v.island_top_known and v.island \
        else tuple(rng.sample(v.island, len(v.island)))
    return replace(v, events=tuple(deck), event_box=tuple(unseen), hunting=top + tuple(pool[:n_hunt]),
                   beasts=tuple(pool[n_hunt:]), adventures=adventures,
                   mysteries=tuple(rng.sample(v.mysteries, len(v.mysteries))), island=island,
                   discoveries=tuple(rng.sample(v.discoveries, len(v.discoveries))),
                   inv_deck=tuple(rng.sample(v.inv_deck, len(v.inv_deck))),
                   item_box=tuple(rng.sample(v.item_box, len(v.item_box))))
