"""The rules kit around the engine: the table pictures every state, drags name real pieces and places,
every move has words, refusals explain, and the bot plays legal moves."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.core.reducer import apply as on_table
from tabletop.games.definition import default_seats
from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.picture import opening_table, table_moves
from tabletop.games.robinson.bots import BOT, evaluate
from tabletop.games.robinson.kit import KIT
from tabletop.games.robinson.rules.moves import Kind, Move
from tests.games.robinson.scenes import game, place, who


def _walk(players: int, seed: int, steps: int, bot: bool = False):  # type: ignore[no-untyped-def]
    seats = default_seats(players)
    state = KIT.engine.new_game([s.id for s in seats], seed, {})
    table = opening_table(KIT.picture, state, seats, "robinson")
    rng = random.Random(seed)
    for _ in range(steps):
        if KIT.engine.is_over(state):
            break
        yield state, table
        moves = list(KIT.engine.legal_moves(state))
        seat = KIT.engine.current_seat(state)
        move = BOT.choose(state, seat, rng) if bot else rng.choice(moves)
        assert move in moves
        after = KIT.engine.apply(state, move, Chance(rng.randrange(2**53)))
        assert not isinstance(after, Rejected)
        for action in table_moves(table, KIT.picture.layout(after, table.zones), KIT.picture.tokens):
            table = on_table(table, action)
        assert not table_moves(table, KIT.picture.layout(after, table.zones), KIT.picture.tokens)
        state = after


def test_the_game_lays_its_locked_cards_again_and_they_stay_locked() -> None:
    """The box pile laid in a new order moves the character cards in it, which are locked against stray drags."""
    seats = default_seats(2)
    state = KIT.engine.new_game([s.id for s in seats], 5, {})
    table = opening_table(KIT.picture, state, seats, "robinson")
    lay = KIT.picture.layout(state, table.zones)
    lay.stacks["box"] = lay.stacks["box"][::-1]
    locked = [pid for pid in lay.stacks["box"] if table.pieces[pid].locked]
    assert locked, "the box holds locked cards"
    for action in table_moves(table, lay, KIT.picture.tokens):
        table = on_table(table, action)
    assert list(table.zones["box"].pieces) == lay.stacks["box"]
    assert all(table.pieces[pid].locked for pid in locked)


def test_the_game_turns_a_locked_card_to_the_face_its_layout_shows_and_it_stays_locked() -> None:
    """A locked piece refuses a flip as well as a move, so the game's own turn of one is unlocked for it too."""
    seats = default_seats(2)
    state = KIT.engine.new_game([s.id for s in seats], 5, {})
    table = opening_table(KIT.picture, state, seats, "robinson")
    lay = KIT.picture.layout(state, table.zones)
    card = next(pid for pid in lay.fixed if pid.startswith("character:"))
    assert table.pieces[card].locked and table.pieces[card].face == 0
    lay.fixed[card] = lay.fixed[card]._replace(face=1)
    for action in table_moves(table, lay, KIT.picture.tokens):
        table = on_table(table, action)
    assert table.pieces[card].face == 1 and table.pieces[card].locked


@pytest.mark.parametrize("players", [1, 4])
def test_the_table_pictures_every_state_and_every_move_has_words_and_real_drags(players: int) -> None:
    for state, table in _walk(players, 5, 40):
        assert KIT.words.phase(state)
        assert all(f.value for s in state.seats for f in KIT.words.figures(state, s))
        for move in KIT.engine.legal_moves(state):
            assert KIT.words.move(state, move, {})
            for drag in KIT.gestures.drags(state, table, move):
                assert drag.piece in table.pieces and drag.zone in table.zones
                assert drag.onto is None or drag.onto in table.pieces


def test_a_pawn_dragged_onto_an_action_space_means_that_action() -> None:
    state = game(3)
    table = opening_table(KIT.picture, state, default_seats(3), "robinson")
    lead = who(state).id
    pawn = "piece:pawn-blue#1"
    drops = {(d.zone, d.onto): m for m in KIT.engine.legal_moves(state) for d in KIT.gestures.drags(state, table, m)
             if d.piece == pawn}
    assert drops[("space:rest", None)] == Move(Kind.PLACE, f"{lead}-1", "rest")
    assert ("threat-right", "wreckage:food-crates#1") in drops
    assert KIT.gestures.ending(state, KIT.engine.legal_moves(state)) == Move(Kind.DONE)


def test_refusals_explain_what_the_action_needs() -> None:
    state = game(3)
    table = opening_table(KIT.picture, state, default_seats(3), "robinson")
    assert "Hunting deck is empty" in (KIT.words.why_not(state, table, "piece:pawn-blue#1", "space:hunt") or "")
    assert "shelter" in (KIT.words.why_not(state, table, "piece:pawn-blue#1", "space:roof") or "")
    assert "each player places their own" in (KIT.words.why_not(state, table, "piece:pawn-yellow#1", "space:rest")
                                              or "")


def test_words_count_the_pawns_as_the_plan_forms() -> None:
    state = replace(game(3), avail=(3, 0, 0, 0))
    lead = who(state).id
    assert KIT.words.move(state, place(f"{lead}-1", "build", "shelter"), {}).endswith("the dice decide")
    state = KIT.engine.apply(state, place(f"{lead}-1", "build", "shelter"), Chance(0))
    assert not isinstance(state, Rejected)
    assert KIT.words.move(state, place(f"{lead}-2", "build", slot=0), {}).endswith("sure to succeed")


def test_the_bot_plays_legal_moves_and_values_life() -> None:
    for state, _ in _walk(2, 9, 25, bot=True):
        assert not state.result
    s = game(3)
    assert evaluate(s) > evaluate(replace(s, chars=tuple(replace(c, wounds=c.wounds + 5) for c in s.chars)))


def test_every_step_of_the_card_language_has_words() -> None:
    from tabletop.games.robinson.rules.registry import STEPS
    from tabletop.games.robinson.words_steps import SIMPLE, SPECIAL, TEMPLATES

    assert set(STEPS) <= set(SIMPLE) | set(TEMPLATES) | set(SPECIAL)


def test_a_change_reads_alike_in_a_cards_words_and_in_the_log() -> None:
    """Both write a loss with a true minus sign, as the narration always did."""
    from tabletop.games.robinson.words_steps import step_words

    assert step_words(("morale", -1)) == "morale −1"
    assert step_words(("morale", 2)) == "morale +2"


def test_a_token_takes_the_article_its_name_needs() -> None:
    from tabletop.games.robinson.words_steps import step_words

    assert step_words(("token", "adventure", "build")) == "an adventure token on Build"
    assert step_words(("token", "beast", "hunt")) == "a beast token on Hunt"
    assert step_words(("token", "pawn", "arrange")) == "a +1 pawn token on Arrange camp"


def test_every_action_is_named_in_the_readers_language() -> None:
    from tabletop.games.robinson.rules.state import ACTION_NAMES, ACTION_ORDER
    from tabletop.games.robinson.words_steps import step_words
    from tabletop.lang import catalogues

    assert set(ACTION_NAMES) == set(ACTION_ORDER)
    hungarian = catalogues.read_catalogue("hu")
    try:
        catalogues.set_language("hu")
        text = step_words(("only_actions", "first", ["build", "arrange", "rest"]))
        assert all(str(hungarian[ACTION_NAMES[a]]) in text for a in ("build", "arrange", "rest")), text
    finally:
        catalogues.set_language("en")


def test_a_token_laid_by_hand_is_named_in_the_readers_language() -> None:
    from tabletop.games.robinson.rules.manual import TOKENS
    from tabletop.games.robinson.words import TOKEN_NAMES, _adjust
    from tabletop.lang import catalogues

    assert _adjust(Move(Kind.ADJUST, what="adventure:build", n=1)) == "an adventure token on Build"
    assert _adjust(Move(Kind.ADJUST, what="snow", n=1)) == "a snow token"
    hungarian = catalogues.read_catalogue("hu")
    try:
        catalogues.set_language("hu")
        for token in TOKENS:
            name, _sep, place = token.partition(":")
            text = _adjust(Move(Kind.ADJUST, what=token, n=1))
            assert str(hungarian[TOKEN_NAMES[name]]) in text, text
            assert not place or str(hungarian[place.capitalize()]) in text, text
    finally:
        catalogues.set_language("en")


def test_each_seat_plays_the_pawns_of_its_own_colour() -> None:
    from tabletop.core.model import Seat
    from tabletop.games import load_game

    definition = load_game("robinson")
    assert [name for name, _rgb in definition.colours()] == ["blue", "yellow", "black", "orange"]
    table = definition.setup(default_seats(2, colours=definition.colours()), 1, {})
    assert [table.specs[f"piece:pawn-{c}"].color for c in ("blue", "yellow")] == [s.color for s in table.seats]
    swapped = (Seat("p1", "Ann", definition.colours()[1][1]), Seat("p2", "Bob", definition.colours()[0][1]))
    specs = definition.setup(swapped, 1, {}).specs
    assert specs["piece:pawn-blue"].label == "Yellow player pawn", "the first seat took yellow: its pawns are yellow"
    assert specs["piece:pawn-yellow"].label == "Blue player pawn"
    assert len({specs[f"piece:pawn-{c}"].color for c in ("blue", "yellow", "black", "orange")}) == 4
