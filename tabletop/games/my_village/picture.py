"""The engine state as pieces on the table: where every card, die, figure and token lies.

Cards, boards, dice and figures have one id each and are placed by id.  Black markers (villagers,
coins, goods, graves, marks), adventure-point tokens, seasonal-worker tiles and 2/12 tiles are
interchangeable: the picture says how many lie where and the kit picks which ones move (``tokens``).

Every position comes from a zone's rectangle or snaps and the boards' printed spaces, so moving a
zone or a space moves what lies there.  The villages are ``village_places``; here are the card
supply around the main board, the main board itself, the dice and the box piles of unused colours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core.model import PieceSpec, Seat, Zone
from ..board_spaces import space_center, track_cell_center
from ..kit.picture import Layout, Place, Tokens
from ..laying import colour_slots
from .boards import rat_cell_index
from .components import all_specs
from .game import BOX
from .layout import CRAFT_KINDS, MONK_SYMBOLS, TABLE_H, TABLE_W, zones
from .rules import State
from .rules.box import DICE_BY_PLAYERS, LETTERS
from .tokens import TOKENS, catalogue, main_data, markers
from .village_places import place_village


def _supply(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    """The village cards around the main board: columns by id, piles with their top card last."""
    for zid, kind, cards in (("churches", "church", state.churches), ("councils", "council", state.councils)):
        order = BOX.of_kind(kind)
        for card in cards:
            lay.fixed[card] = Place(zid, *zones[zid].snaps[order.index(card)], face=1)
    crafts = zones["crafts"]
    for card in state.crafts:
        c = BOX.cards[card]
        row = BOX.of_deck("craft", c.deck).index(card)
        lay.fixed[card] = Place("crafts", *crafts.snaps[row * len(CRAFT_KINDS) + CRAFT_KINDS.index(c.deck)], face=1)
    piles = [("meeting-places", state.meetings), ("fields", state.fields), ("customer-deck", state.customers)]
    piles += [(f"monks-{s}", deck) for s, deck in zip(MONK_SYMBOLS, state.monks, strict=True)]
    piles += [(f"travel-{letter.lower()}", deck) for letter, deck in zip(LETTERS, state.travel, strict=True)]
    for zid, deck in piles:
        lay.stacks[zid] = list(reversed(deck))
        for card in deck:
            lay.fixed[card] = Place(zid, *zones[zid].center, face=1)
    display = zones["display"]
    for n, card in enumerate(state.display):
        x, y = display.snaps[n % len(display.snaps)]
        lay.fixed[card] = Place("display", x + 8 * (n // len(display.snaps)), y + 8 * (n // len(display.snaps)))


def _main_board(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    z = zones["main-board"]
    data = main_data()

    def at(sid: str) -> tuple[float, float]:
        x, y = space_center(data, sid)
        return (z.x + x, z.y + y)

    lay.fixed["main-board"] = Place(z.id, z.x + z.w / 2, z.y + z.h / 2)
    lay.fixed["rat-die"] = Place(z.id, *at("rat-die"), face=max(0, state.last_roll - 1))
    x, y = track_cell_center(data, "rat-track", rat_cell_index(catalogue().main_board, state.rat))
    lay.fixed["rat"] = Place(z.id, z.x + x, z.y + y)
    for prof, filled in zip(BOX.professions, state.chronicle, strict=True):
        for r in range(filled):
            lay.token("black-marker", Place(z.id, *at(f"chronicle-{prof}-{r + 1}")), "chronicle")
    graves = [at(f"grave-{n + 1}") for n in range(catalogue().main_board["anonymous_graves"])]
    markers(lay, state.graves, z.id, graves, "graves")


def _dice_and_box(lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
    """The pool's dice on their spots, the dice the player count leaves out and the colours nobody plays
    in the box piles."""
    players = len(state.players)
    whites, blacks = DICE_BY_PLAYERS[players]
    pool = zones["dice-pool"]
    ids = [f"white-die-{k + 1}" for k in range(whites)] + [f"black-die-{k + 1}" for k in range(blacks)]
    for die, face in state.pool:
        lay.fixed[die] = Place("dice-pool", *pool.snaps[ids.index(die)], face=face - 1)
    spare = [f"white-die-{k + 1}" for k in range(whites, BOX.dice["white-die"])]
    spare += [f"black-die-{k + 1}" for k in range(blacks, BOX.dice["black-die"])]
    boxes = [z for z in zones.values() if z.id.startswith("box-")]
    boards = sorted(set(BOX.boards) - {p.board for p in state.players})
    for j, (zone, board) in enumerate(zip(boxes, boards, strict=False)):
        colour = zone.id[len("box-"):]
        pile = [board, f"headman-{colour}", f"time-marker-{colour}", f"reaper-{players + j + 1}"]
        pile += spare if j == 0 else []
        pile.append(f"overview-{players + j + 1}")
        lay.stacks[zone.id] = pile
        for pid in pile:
            lay.fixed[pid] = Place(zone.id, *zone.center)
    lay.fixed["scoring-pad"] = Place("supply", *zones["supply"].center)


def picture_layout(state: State, zones: Mapping[str, Zone]) -> Layout:
    lay = Layout()
    for k in range(len(state.players)):
        place_village(lay, zones, state, k)
    _supply(lay, zones, state)
    _main_board(lay, zones, state)
    _dice_and_box(lay, zones, state)
    return lay


class MyVillagePicture:
    """The kit's ``Picture`` of My Village: the zones of ``layout``, the specs of ``components``."""

    tokens: Tokens = TOKENS
    width = TABLE_W
    height = TABLE_H

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        return zones(seats, catalogue())

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        return all_specs(catalogue(), colour_slots(seats))

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        return picture_layout(state, zones)

    def locked(self, piece_id: str) -> bool:
        return piece_id == "main-board" or piece_id in BOX.boards

    def spec_of(self, piece_id: str) -> str:
        head, _, tail = piece_id.rpartition("-")
        if tail.isdigit() and head in ("reaper", "overview", "white-die", "black-die"):
            return head
        return piece_id


PICTURE = MyVillagePicture()
