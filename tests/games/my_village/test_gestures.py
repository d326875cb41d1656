"""Drags mean moves: each gesture the issue names, resolved the way the binding resolves a drop (the moves
whose drag is this piece into this zone, narrowed to the piece under the cursor), and the words for a
drop that means nothing."""

from __future__ import annotations

from dataclasses import replace

from tabletop.core.model import Table
from tabletop.games.definition import default_seats
from tabletop.games.kit.picture import opening_table
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.rules import Kind, Move, State
from tabletop.games.my_village.rules.moves import PLAY, START, STEWARD
from tests.games.my_village.scenes import alive, at_flags, give, me, ok, opening, set_me

ENGINE, GESTURES, WORDS = KIT.engine, KIT.gestures, KIT.words


def table_of(state: State) -> Table:
    return opening_table(KIT.picture, state, default_seats(len(state.players)), "my_village")


def meanings(state: State, piece: str, zone: str, onto: str | None = None) -> list[Move]:
    table = table_of(state)
    found = [(m, d) for m in ENGINE.legal_moves(state) for d in GESTURES.drags(state, table, m)
             if d.piece == piece and d.zone == zone]
    exact = [m for m, d in found if onto is not None and d.onto == onto]
    return exact or list(dict.fromkeys(m for m, _ in found))


def lit(state: State, piece: str) -> set[str]:
    table = table_of(state)
    return {d.zone for m in ENGINE.legal_moves(state) for d in GESTURES.drags(state, table, m) if d.piece == piece}


def test_a_die_from_the_pool_onto_your_village_takes_it() -> None:
    s = set_me(opening(3), 0)
    s = replace(s, start=0, holder=0, step=0)
    die, face = s.pool[0]
    colour = die.split("-")[0]
    assert meanings(s, die, "p1:village") == [Move(Kind.TAKE, f"{colour}-{face}")]
    assert meanings(s, die, "p1:councilman") == [Move(Kind.TAKE, f"{colour}-{face}")], "on a space of the board too"
    assert "p1:village" in lit(s, die) and not [z for z in lit(s, die) if not z.startswith("p1:")]


def test_a_card_onto_your_village_activates_its_black_flag_with_a_menu_of_payments() -> None:
    s = give(at_flags(value=2, me={"coins": 2}), crafts=("craft-stable-3-11", "craft-wainwright-3-11"),
             goods=(1, 0, 0, 0, 1))
    got = meanings(s, "church-healing", "p1:village")
    assert {m.pay for m in got} == {("coin", "coin", "horse"), ("coin", "coin", "wagon")}
    top = s.meetings[0]
    assert [m.target for m in meanings(s, top, "p1:village")] == ["meeting"] * len(meanings(s, top, "p1:village"))
    assert meanings(s, "church-healing", "p2:village") == []


def test_the_start_tile_and_the_headman() -> None:
    s = at_flags(3, value=4, start=1, holder=1, step=2)
    assert meanings(s, "start-player", "p1:village") == [Move(Kind.BLACK, START)]
    assert meanings(s, "headman-p1", "p1:coin-space") == [Move(Kind.HEADMAN, "coin space")]
    assert lit(s, "headman-p1") == {"p1:coin-space"}


def test_customers_are_dragged_after_the_steward_is_paid() -> None:
    s = at_flags(value=4)
    card = s.display[2]
    assert meanings(s, card, "p1:village") == []
    table = table_of(s)
    assert "steward's office" in (WORDS.why_not(s, table, card, "p1:village") or "")
    s = ok(s, Move(Kind.BLACK, STEWARD, n=1))
    assert meanings(s, card, "p1:village") == [Move(Kind.PICK, card)]


def test_school_graduation_death_and_seasonal_worker_by_hand() -> None:
    s = at_flags(value=11, me={"school": (True, False), "villagers": alive("abbot", "merchant")})
    s = ok(s, Move(Kind.WHITE, "school"))
    table = table_of(s)
    pupil = next(p for p in table.zones["p1:school"].pieces)
    assert meanings(s, pupil, "p1:councilman") == [Move(Kind.SCHOOL, "councilman")]
    assert meanings(s, pupil, "p1:school") == [Move(Kind.SCHOOL, "shift")]
    dying = set_me(at_flags(), reaper=True, villagers=alive("abbot", "merchant"))
    dying = ok(dying, Move(Kind.HEADMAN, "coin space"))
    abbot = table_of(dying).zones["p1:abbot"].pieces[0]
    assert meanings(dying, abbot, "main-board") == [Move(Kind.DIE, "abbot")]
    alone = ok(set_me(at_flags(), reaper=True, villagers=alive("merchant")), Move(Kind.HEADMAN, "coin space"))
    supply = table_of(alone).zones["black-markers"].pieces[-1]
    assert meanings(alone, supply, "p1:traveller") == [Move(Kind.WORKER, "traveller")]


def test_a_plough_onto_a_field_and_the_tile_onto_a_flag() -> None:
    s = give(at_flags(value=12), fields=("field-1", "field-2"), crafts=("craft-smithy-3-11",), goods=(0, 0, 1, 0, 0),
             meeting="meeting-1", tile="play")
    table = table_of(s)
    smithy = table.pieces["craft-smithy-3-11"]
    plough = next(p for p in table.zones["p1:village"].pieces if table.pieces[p].spec == "black-marker"
                  and abs(table.pieces[p].x - smithy.x) < 31 and abs(table.pieces[p].y - smithy.y) < 44)
    assert meanings(s, plough, "p1:village", "field-2") == [Move(Kind.PLOUGH, "field-2", ("plough",))]
    s = ok(s, Move(Kind.WHITE, "meeting-1"))
    tile = next(p for p in table_of(s).zones["p1:play-flag"].pieces)
    assert meanings(s, tile, "p1:village", "field-1") == [Move(Kind.TILE, "field-1")]
    assert meanings(s, tile, "p1:school-flag") == [Move(Kind.TILE, "school")]
    assert Move(Kind.TILE, PLAY) not in ENGINE.legal_moves(s), "already there: keep it instead"


def test_enter_ends_a_turn_of_white_flags() -> None:
    s = at_flags()
    assert GESTURES.ending(s, ENGINE.legal_moves(s)) is None
    s = give(at_flags(value=3), council="council-financial")
    s = ok(s, Move(Kind.WHITE, "council-financial"))
    assert GESTURES.ending(s, ENGINE.legal_moves(s)) == Move(Kind.END)


def test_why_not_for_dice_out_of_turn() -> None:
    s = at_flags()
    table = table_of(s)
    die = table.zones["dice-pool"].pieces[0]
    assert "start of your turn" in (WORDS.why_not(s, table, die, "p1:village") or "")
    assert me(s).seat == "p1"


def test_refusals_name_the_decision_that_waits() -> None:
    from tests.games.my_village.scenes import refused

    s = ok(at_flags(value=4), Move(Kind.BLACK, STEWARD, n=1))
    assert "not in the display" in refused(s, Move(Kind.PICK, "customer-99"))
    assert "first take customers" in refused(s, Move(Kind.END))
    dying = ok(set_me(at_flags(), reaper=True, villagers=alive("abbot", "merchant")), Move(Kind.HEADMAN, "coin space"))
    assert "living villager" in refused(dying, Move(Kind.DIE, "traveller"))


def test_a_card_dropped_on_your_village_that_cannot_come_says_why() -> None:
    s = at_flags(value=8, me={"villagers": alive("merchant")})
    table = table_of(s)
    assert "abbot" in (WORDS.why_not(s, table, "church-healing", "p1:village") or "")
    top = table.zones["travel-a"].pieces[-1]
    assert "traveller" in (WORDS.why_not(s, table, top, "p1:abbot") or "")
    assert "councilman" in (WORDS.why_not(s, table, "council-financial", "p1:village") or "")
    assert "start player" in (WORDS.why_not(s, table, "start-player", "p1:village") or "")
    first = opening(3)
    early = ok(first, ENGINE.legal_moves(first)[0])
    seat = ENGINE.current_seat(early)
    assert "Not now" in (WORDS.why_not(early, table_of(early), "church-healing", f"{seat}:village") or "")
