"""Village's rules kit: drags that mean moves, words for every move, refusals that help, an honest bot."""

from __future__ import annotations

import random

import pytest

from tabletop.core.actions import Batch
from tabletop.core.reducer import apply
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.gestures import Drag
from tabletop.games.kit.picture import opening_table, table_moves
from tabletop.games.village.bot import worth
from tabletop.games.village.enforcement import rules_kit
from tabletop.games.village.rules import Kind, Move
from tabletop.games.village.rules.state import FARM, Phase
from tests.games.village.scenes import board, family, game, play, player, take, turn_of

KIT = rules_kit()
ENGINE, PICTURE, GESTURES, WORDS, BOT = KIT.engine, KIT.picture, KIT.gestures, KIT.words, KIT.bot


def table_for(state, players: int = 3):
    return opening_table(PICTURE, state, default_seats(players), "village")


def drops(state, table, piece: str, zone: str) -> list[Move]:
    return [m for m in ENGINE.legal_moves(state) if Drag(piece, zone) in GESTURES.drags(state, table, m)]


def test_every_drag_of_a_random_game_names_a_real_piece_and_zone_and_every_move_has_words() -> None:
    seats = default_seats(3)
    rng = random.Random(5)
    state = ENGINE.new_game([s.id for s in seats], 5, {})
    table = opening_table(PICTURE, state, seats, "village")
    dragged = set()
    while not ENGINE.is_over(state):
        assert WORDS.phase(state) and [f.label for f in WORDS.figures(state, "p1")][:2] == ["Prestige", "Time"]
        moves = list(ENGINE.legal_moves(state))
        for m in moves:
            assert WORDS.move(state, m, {}) and WORDS.kind(ENGINE.move_kind(m))
            for d in GESTURES.drags(state, table, m):
                assert d.piece in table.pieces and d.zone in table.zones, (m, d)
                assert table.pieces[d.piece].zone != d.zone
                dragged.add(m.kind)
        after = ENGINE.apply(state, rng.choice(moves), Chance(rng.getrandbits(32)))
        assert not isinstance(after, Rejected)
        table = apply(table, Batch(tuple(table_moves(table, PICTURE.layout(after, table.zones), PICTURE.tokens))))
        state = after
    assert {Kind.TAKE, Kind.TRAIN, Kind.PRAY, Kind.SERVE, Kind.DIE, Kind.HARVEST} <= dragged


def test_a_cube_dragged_to_the_farm_takes_it_and_a_farm_member_on_a_building_trains() -> None:
    state = turn_of(board(family(game(), 0, (1, FARM), (2, FARM)), C={"brown": 1, "pink": 1}, A={"brown": 1}), 0)
    table = table_for(state)
    cube = next(p for p in table.zones["action-C"].pieces if table.pieces[p].spec == "cube-pink")
    assert drops(state, table, cube, "p1:farm") == [Move(Kind.TAKE, space="C", colour="pink")]
    after = play(state, take("C", "pink"))
    table = apply(table, Batch(tuple(table_moves(table, PICTURE.layout(after, table.zones), PICTURE.tokens))))
    member = next(p for p in table.zones["p1:farm"].pieces if table.spec_of(p).data.get("generation") == 2)
    assert drops(after, table, member, "building-office") == [Move(Kind.TRAIN, to="office", num=2)]
    assert drops(after, table, member, "council-1") == []
    assert "crafts action, not the council" in WORDS.why_not(after, table, member, "council-1")


@pytest.mark.parametrize(("zone", "words"), [("building-blacksmith", "First take a cube from C (crafts)"),
                                             ("city-north", "First take a cube from E (travel)"),
                                             ("black-bag", "First take a cube from G (church)"),
                                             ("window-2", "only at the mass")])
def test_a_drop_out_of_turn_says_how_to_get_there(zone: str, words: str) -> None:
    state = turn_of(board(family(game(), 0, (1, FARM)), A={"brown": 1}), 0)
    table = table_for(state)
    member = next(p for p in table.zones["p1:farm"].pieces if p.startswith("member-"))
    assert words in WORDS.why_not(state, table, member, zone)


def test_refusals_name_the_rule_in_the_way() -> None:
    state = player(family(game(), 0, (1, FARM)), 0, goods={"wagon": 1})
    state = play(turn_of(board(state, E={"brown": 1}, A={"brown": 1}), 0), take("E", "brown"))
    table = table_for(state)
    member = next(p for p in table.zones["p1:farm"].pieces if p.startswith("member-"))
    assert "one path" in WORDS.why_not(state, table, member, "city-ford")
    assert "also costs 2 pink" in WORDS.why_not(state, table, member, "city-east")
    other = next(p for p in table.zones["p2:farm"].pieces if p.startswith("member-"))
    assert "another family" in WORDS.why_not(state, table, other, "city-north")
    queued = state.market[len(state.data.stalls)]
    assert "market day" in WORDS.why_not(state, table, queued, "p1:farm")


def test_the_words_of_a_few_moves() -> None:
    state = player(family(game(), 0, (1, FARM)), 0, cubes={"green": 2}, coins=1, goods={"horse": 1, "plough": 1},
                   grain=4)
    state = turn_of(board(state, A={"brown": 1}, D={"green": 1}), 0)
    assert WORDS.move(state, take("D", "green"), {}) == "Take a green cube from D (market) and hold a market day"
    assert WORDS.move(state, Move(Kind.WELL, colour="green", coins=1), {}) == \
        "Use the well: return 2 green + a coin, then carry out any action"
    harvest = play(state, take("A", "brown"))
    assert WORDS.move(harvest, Move(Kind.HARVEST), {}) == "Harvest 1 grain of 3: your farm holds 5"
    assert WORDS.phase(harvest) == "Carry out the grain harvest"
    assert GESTURES.ending(harvest, ENGINE.legal_moves(harvest)) == Move(Kind.SKIP)


def test_the_bot_chooses_legal_moves_from_its_own_view() -> None:
    rng = random.Random(3)
    state = ENGINE.new_game(["p1", "p2", "p3"], 3, {})
    for _ in range(60):
        seat = ENGINE.current_seat(state)
        view = ENGINE.determinize(ENGINE.view(state, seat), seat, rng)
        move = BOT.choose(view, seat, rng)
        assert move in ENGINE.legal_moves(state)
        state = ENGINE.apply(state, move, Chance(rng.getrandbits(32)))
        assert not isinstance(state, Rejected)
    assert state.phase is not Phase.OVER


def test_the_searchs_playouts_stop_when_the_family_that_decided_begins_its_next_turn() -> None:
    assert KIT.leaf is not None
    rng = random.Random(7)
    state = ENGINE.new_game(["p1", "p2"], 7, {})
    while len(ENGINE.legal_moves(state)) < 2 or state.phase is not Phase.TURN:
        state = ENGINE.apply(state, BOT.choose(state, ENGINE.current_seat(state), rng), Chance(rng.getrandbits(53)))
    start, seat = state, ENGINE.current_seat(state)
    movers = []
    while True:
        movers.append(ENGINE.current_seat(state))
        state = ENGINE.apply(state, BOT.choose(state, movers[-1], rng), Chance(rng.getrandbits(53)))
        if KIT.leaf.cut(start, state):
            break
    assert state.phase is Phase.TURN and ENGINE.current_seat(state) == seat and set(movers) == {"p1", "p2"}
    assert KIT.leaf.totals(start, state) == {s: worth(state, i) for i, s in enumerate(state.seats)}
