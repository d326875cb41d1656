"""The opening position of Castaways, set up as the rulebook's twenty steps lay it out (rules digest 3.1).

Only the set-up shuffles from the seed; everything later draws from the decks it dealt, or from the
move's own chance.  The personal inventions of the characters nobody plays stay in the invention deck
(15, 14, 13 or 12 cards left for 1 to 4 players); the chosen characters' own lie on their cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....lang.door import _
from ...definition import setup_rng
from ..options import RANDOM, SMALL_GAME, resolve_options
from .catalog import catalog, contents
from .island import geometry
from .state import CHARACTERS, FRIDAY, Char, Options, State, Task, base_id


def new_state(seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
    if not 1 <= len(seats) <= 4 or len(set(seats)) != len(seats):
        raise ValueError(_("Robinson Crusoe is for 1 to 4 players, not {n} (seats must differ)", n=len(seats)))
    cat = catalog()
    data = contents()
    books = sum(r["copies"] for r in data["events"] if r["icon"] == "book")
    events = sum(r["copies"] for r in data["events"])
    opts = resolve_options(len(seats), options, cat.scenario, len(data["starting_items"]), books, events - books)
    rng = setup_rng(seed)
    pool = [c for c in (SMALL_GAME if len(seats) <= 2 else CHARACTERS) if c not in opts["characters"]]
    rng.shuffle(pool)
    chosen = [c if c != RANDOM else pool.pop() for c in opts["characters"]]
    chars = [Char(cid, seat) for cid, seat in zip(chosen, seats, strict=True)]
    if opts["friday"]:
        chars.append(Char(FRIDAY, ""))
    personal = {str(cat.characters[c]["personal_invention"]) for c in chosen}
    inventions = cat.pieces["invention"]
    starting = [c for c in inventions if cat.inventions[base_id(c)].group == "starting"]
    rest = [c for c in inventions if cat.inventions[base_id(c)].group != "starting" and base_id(c) not in personal]
    rng.shuffle(rest)
    decks = []
    for kind in ("build", "gather", "explore"):
        cards = [c for c in cat.pieces["adventure"] if cat.cards[c.split("#")[0]].kind == kind]
        rng.shuffle(cards)
        decks.append(tuple(cards))
    beasts, mysteries = list(cat.pieces["beast"]), list(cat.pieces["mystery"])
    rng.shuffle(beasts)
    rng.shuffle(mysteries)
    start_tile = next(t for t in cat.pieces["tile"] if any(r["start"] and f"tile:{r['number']}#1" == t
                                                             for r in data["island_tiles"]))
    island = [t for t in cat.pieces["tile"] if t != start_tile]
    rng.shuffle(island)
    items = list(cat.pieces["item"])
    rng.shuffle(items)
    found = list(cat.pieces["discovery"])
    rng.shuffle(found)
    book = [c for c in cat.pieces["event"] if cat.events[base_id(c)].icon == "book"]
    other = [c for c in cat.pieces["event"] if cat.events[base_id(c)].icon != "book"]
    rng.shuffle(book)
    rng.shuffle(other)
    deck = book[:opts["book_events"]] + other[:opts["adventure_events"]]
    rng.shuffle(deck)
    wreckage = list(cat.pieces["wreckage"])
    right = rng.choice(wreckage) if opts["random_wreckage"] else f"wreckage:{cat.scenario['wreckage']}#1"
    n_items = opts["starting_items"]
    start = geometry().start
    return State(
        seats=tuple(seats), chars=tuple(chars),
        options=Options(opts["friday"], opts["dog"], opts["exhausted_source_bonus"], opts["goat_spoils"]),
        items=tuple((i, cat.items[base_id(i)].uses) for i in items[:n_items]), item_box=tuple(items[n_items:]),
        tiles=((start, start_tile),), camp=start, board=tuple(starting + rest[:5]), inv_deck=tuple(rest[5:]),
        events=tuple(deck), event_box=tuple(book[opts["book_events"]:] + other[opts["adventure_events"]:]),
        threats=("", right), box=tuple(w for w in wreckage if w != right), adventures=(decks[0], decks[1], decks[2]),
        beasts=tuple(beasts), mysteries=tuple(mysteries), island=tuple(island), discoveries=tuple(found),
        woodpile=tuple(0 for _stage in cat.scenario["woodpile"]), todo=(Task("round"),),
    )
