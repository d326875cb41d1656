"""The right-click menu on a deck, a piece and the bag, answered through the stand-in chrome."""

from __future__ import annotations


def test_deal_to_each_player(rig):
    rig.click(rig.at(rig.table.zones["deck"].pieces[-1]), button=3)
    rig.chrome.pick("Deal to each player")
    title, prompt, lo, hi, default, on_ok = rig.chrome.last("number")
    assert lo == 1 and hi == 26
    on_ok(2)
    assert len(rig.table.zones["hand:p1"].pieces) == 2 == len(rig.table.zones["hand:p2"].pieces)
    assert rig.session.actions[-1].kind == "deal"


def test_search_tells_the_log_and_lets_you_take_one(rig):
    rig.click(rig.at(rig.table.zones["deck"].pieces[-1]), button=3)
    rig.chrome.pick("Search")
    assert rig.session.actions[-1].kind == "search"
    assert "search" in rig.session.log_lines()[-1]
    title, entries, on_take = rig.chrome.last("search")
    assert [pid for pid, _ in entries] == list(reversed(rig.table.zones["deck"].pieces))
    wanted = entries[10][0]
    on_take(wanted)
    assert rig.table.pieces[wanted].zone == "hand:p1"


def test_cut_and_draw(rig):
    deck = rig.table.zones["deck"].pieces
    rig.click(rig.at(deck[-1]), button=3)
    rig.chrome.pick("Cut")
    rig.chrome.last("number")[-1](10)
    assert rig.table.zones["deck"].pieces == deck[-10:] + deck[:-10]
    rig.click(rig.at(rig.table.zones["deck"].pieces[-1]), button=3)
    rig.chrome.pick("Draw 1")
    assert len(rig.table.zones["hand:p1"].pieces) == 1


def test_piece_menu_flips_turns_locks_and_counts(rig):
    rig.click(rig.at("counter"), button=3)
    labels = [e.label for e in rig.chrome.menu[2]]
    assert {"Turn left", "Turn right", "Add 1", "Lock"} <= set(labels)
    rig.chrome.pick("Add 1")
    assert rig.table.pieces["counter"].counter == 1
    rig.click(rig.at("d6-1"), button=3)
    rig.chrome.pick("Roll")
    assert rig.session.actions[-1].kind == "roll"


def test_bag_draw_and_take_for_a_chosen_player(rig):
    bag = rig.point(*rig.table.zones["bag"].center)
    rig.click(bag, button=3)
    rig.chrome.pick("Draw from the bag")
    drawn = rig.session.actions[-1].picked[0]
    assert rig.table.pieces[drawn].zone == "table"
    rig.click(bag, button=3)
    rig.chrome.pick("Take from the bag for")
    title, options = rig.chrome.last("choose")
    dict(options)["Player 2"]()
    assert len(rig.table.zones["hand:p2"].pieces) == 1
    assert len(rig.table.zones["bag"].pieces) == 34
