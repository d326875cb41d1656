"""The table pictures the engine's state: seeded games move the pieces through the kit's table moves, every
batch is a legal table action, the table then shows exactly the state, and the drags of every legal move
name pieces and places that exist where the move says."""

from __future__ import annotations

import random

import pytest

from tabletop.core.actions import Batch
from tabletop.core.model import Table
from tabletop.core.session import Session
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance
from tabletop.games.kit.picture import opening_table, table_moves
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.rules import Kind, State

ENGINE, PICTURE, GESTURES, WORDS = KIT.engine, KIT.picture, KIT.gestures, KIT.words


def _pictured(table: Table, state: State) -> bool:
    return not table_moves(table, PICTURE.layout(state, table.zones), PICTURE.tokens)


def _check_drags(state: State, table: Table) -> None:
    seat = ENGINE.current_seat(state)
    for move in ENGINE.legal_moves(state):
        for drag in GESTURES.drags(state, table, move):
            assert drag.piece in table.pieces and drag.zone in table.zones, (move, drag)
            zone = table.zones[drag.zone]
            assert zone.owner in (None, seat), (move, drag)
            if drag.onto is not None:
                assert table.pieces[drag.onto].zone == drag.zone, (move, drag)
            if move.kind is Kind.TAKE:
                assert table.pieces[drag.piece].zone == "dice-pool"
        assert WORDS.move(state, move, {}) and "None" not in WORDS.move(state, move, {})


@pytest.mark.parametrize("players,seed,bot", [(2, 1, True), (3, 2, False), (4, 3, False)])
def test_a_game_on_the_table(players: int, seed: int, bot: bool) -> None:
    seats = default_seats(players)
    state = ENGINE.new_game([s.id for s in seats], seed, {})
    session = Session(opening_table(PICTURE, state, seats, "my_village"), seed)
    rng = random.Random(seed)
    steps = 0
    while not ENGINE.is_over(state) and steps < (160 if bot else 300):
        if steps % 5 == 0:
            _check_drags(state, session.table)
        seat = ENGINE.current_seat(state)
        assert seat is not None
        move = KIT.bot.choose(ENGINE.determinize(ENGINE.view(state, seat), seat, rng), seat, rng) if bot else \
            rng.choice(ENGINE.legal_moves(state))
        after = ENGINE.apply(state, move, Chance(rng.randrange(1 << 40)))
        assert isinstance(after, State)
        state = after
        moves = table_moves(session.table, PICTURE.layout(state, session.table.zones), PICTURE.tokens)
        if moves:
            outcome = session.dispatch(Batch(tuple(moves), label="move"))
            assert outcome.ok, outcome.text
        assert _pictured(session.table, state)
        figures = [f.label for f in WORDS.figures(state, state.seats[0])]
        assert figures == [f.label for f in WORDS.figures(ENGINE.new_game(state.seats, 1, {}), state.seats[0])]
        steps += 1
    fresh = opening_table(PICTURE, state, seats, "my_village")
    for pid, piece in fresh.pieces.items():
        if pid not in PICTURE.tokens.ids().get(piece.spec, ()):
            now = session.table.pieces[pid]
            assert (now.zone, round(now.x, 1), round(now.y, 1), now.face) == \
                (piece.zone, round(piece.x, 1), round(piece.y, 1), piece.face), pid


def test_everything_a_village_holds_is_shown() -> None:
    """Cards, goods, marks, dice and tokens of a well-stocked village land in that village."""
    from tests.games.my_village.scenes import at_flags, give

    s = give(at_flags(4), church="church-healing", monks=("monk-quill-1", "monk-quill-2"), healed=1,
             council="council-territorial", marks=("travel", "field"), meeting="meeting-1", meeting_marks=2,
             tile="field-2", fields=("field-1", "field-2"), ploughed=("field-1",), travels=("travel-a-1",),
             crafts=("craft-stable-3-11", "craft-smithy-4-10"), goods=(2, 0, 1, 0, 0),
             market=("customer-01",), served=("customer-02",), coins=7, tree=9, safe=4, workers=1,
             school=(True, False))
    seats = default_seats(4)
    table = opening_table(PICTURE, s, seats, "my_village")
    mine = {p for z in table.zones.values() if z.owner == "p1" for p in z.pieces}
    for card in ("church-healing", "monk-quill-1", "council-territorial", "meeting-1", "field-1", "travel-a-1",
                 "craft-smithy-4-10", "customer-01", "customer-02"):
        assert card in mine, card
    assert table.pieces["customer-02"].face == 1 and table.pieces["customer-01"].face == 0
    markers = [p for p in mine if table.pieces[p].spec == "black-marker"]
    assert len(markers) == 5 + 1 + 7 + 3 + 1 + 1 + 2 + 2, "villagers, school, coins, goods, plough, healed, marks, meeting"
    ap = sum(int(table.spec_of(p).data["value"]) for p in mine if table.pieces[p].spec.startswith("ap-"))
    assert ap == 9 + 4 + s.hand_ap
    assert sum(1 for p in mine if table.pieces[p].spec == "tile-2-12") == 1
    assert sum(1 for p in mine if table.pieces[p].spec == "seasonal-worker") == 1
    assert sum(1 for p in mine if table.spec_of(p).is_die) == 2
