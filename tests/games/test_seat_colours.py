"""A game's seats take its own colours when its components have them (Village: the four families of
its data file), the app's six otherwise; the start screen offers those colours."""

from __future__ import annotations

from tabletop.games import GAME_MODULES, load_game
from tabletop.games.definition import APP_COLOURS
from tabletop.games.laying import hex_rgb
from tabletop.games.village.catalogue import load
from tabletop.play import GameInPlay


def test_village_seats_are_its_families_red_yellow_blue_and_white():
    families = [(row["label"], hex_rgb(row["color"])) for row in load().families]
    assert [name for name, _ in families] == ["red", "yellow", "blue", "white"]
    assert load_game("village").colours() == tuple(families)
    game = GameInPlay.new(load_game("village"), 3, players=4, rules_on=False)
    assert [s.color for s in game.table.seats] == [rgb for _, rgb in families]
    chips = {game.table.spec_of(p).color for p in game.table.zones["p4:farm"].pieces if p.startswith("member-")}
    assert chips == {families[3][1]}, "the fourth seat's chip and its family's figures agree"


def test_a_game_without_colours_of_its_own_takes_the_apps():
    for game in GAME_MODULES:
        definition = load_game(game)
        if definition.seat_colours is None:
            assert definition.colours() == APP_COLOURS
        assert len(definition.colours()) >= definition.max_seats, game
