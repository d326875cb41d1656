"""Left-drag, drops, stacks, locked boards, box select and group drags, through synthetic events."""

from __future__ import annotations

import pygame

from tabletop.core.actions import Batch, MakePile, MovePiece
from tabletop.core.model import ZoneKind
from tabletop.ui.hit_test import sprite_at
from tests.games import toy

from .conftest import Rig


def test_drag_die_moves_it_and_undo_puts_it_back(rig):
    before = rig.table.pieces["d6-1"]
    start = rig.at("d6-1")
    rig.drag(start, (start[0] + 150, start[1] + 60))
    after = rig.table.pieces["d6-1"]
    assert after.zone == "table"
    assert after.x > before.x + 100 and after.y > before.y + 30
    assert len(rig.session.actions) == 1
    rig.key(pygame.K_z, pygame.KMOD_CTRL)
    assert rig.table.pieces["d6-1"] == before


def test_drag_takes_the_top_card_of_the_deck_face_down(rig):
    top = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(top), rig.point(500, 500))
    card = rig.table.pieces[top]
    assert card.zone == "table" and card.face == 1
    assert len(rig.table.zones["deck"].pieces) == 51
    assert "a playing card" in rig.session.log_lines()[-1]


def test_drop_on_a_stack_puts_the_card_on_top(rig):
    top = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(top), rig.point(500, 500))
    rig.drag(rig.at(top), rig.point(*rig.table.zones["discard"].center))
    assert rig.table.zones["discard"].pieces == (top,)
    second = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(second), rig.at(top))
    assert rig.table.zones["discard"].pieces == (top, second)


def test_drop_snaps_to_the_board_space(rig):
    sx, sy = rig.table.zones["board-area"].snaps[0]
    rig.drag(rig.at("d6-2"), rig.point(sx + 12, sy - 9))
    die = rig.table.pieces["d6-2"]
    assert die.zone == "board-area"
    assert (die.x, die.y) == (sx, sy)


def test_locked_board_does_not_move(rig):
    board = rig.table.pieces["board"]
    rig.drag(rig.point(board.x - 120, board.y - 120), rig.point(300, 600))
    assert rig.table.pieces["board"] == board
    assert "locked" in rig.ui.status
    assert rig.session.actions == []


def test_drop_off_the_table_returns_the_piece(rig):
    rig.camera.zoom_at((640, 340), -6)
    rig.camera.snap()
    before = rig.table.pieces["d6-1"]
    rig.drag(rig.at("d6-1"), (5, 5))
    assert rig.table.pieces["d6-1"] == before
    assert rig.ui.status
    under = sprite_at(rig.scene(), (5, 5))
    assert rig.ui.hover == (under.piece if under else None) != "d6-1", \
        "the die went back where it was: the outline is not left on it, far from the pointer"


def test_box_select_then_group_drag_is_one_undo_step(rig):
    first, last = rig.table.pieces["d6-1"], rig.table.pieces["d6-4"]
    a, b = rig.point(first.x - 20, first.y - 20), rig.point(last.x + 12, last.y + 20)
    rig.drag(a, b)
    assert rig.ui.selection == {"d6-1", "d6-2", "d6-3", "d6-4"}
    before = {p: rig.table.pieces[p] for p in rig.ui.selection}
    rig.drag(rig.at("d6-1"), rig.point(first.x - 300, first.y + 100))
    assert len(rig.session.actions) == 1 and isinstance(rig.session.actions[0], Batch)
    for pid, old in before.items():
        new = rig.table.pieces[pid]
        assert abs(new.x - old.x + 300) < 3 and abs(new.y - old.y - 100) < 3
    rig.session.undo()
    assert {p: rig.table.pieces[p] for p in before} == before


def test_shift_click_adds_to_the_selection(rig):
    rig.click(rig.at("d6-1"))
    assert rig.ui.selection == {"d6-1"}
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    rig.click(rig.at("d6-3"))
    pygame.key.set_mods(0)
    assert rig.ui.selection == {"d6-1", "d6-3"}


def test_the_hand_strip_shows_only_the_viewer_and_takes_drops(rig):
    top = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(top), (200, 740))
    assert rig.table.pieces[top].zone == "hand:p1"
    scene = rig.scene()
    assert [s.piece for s in scene.hand] == [top]
    assert scene.hand[0].face == 0
    rig.ui.viewer = "p2"
    scene = rig.scene()
    assert scene.hand == []
    assert all(top not in s.piece for s in scene.layer.sprites)
    assert ("Player 1", 1) in [(n, c) for n, c, _ in scene.hand_counts]
    rig.ui.viewer = "p1"
    card = rig.scene().hand[0]
    rig.drag((card.rect[0] + 10, card.rect[1] + 10), rig.point(600, 600))
    assert rig.table.pieces[top].zone == "table"
    assert rig.table.zones[rig.table.pieces[top].zone].kind is ZoneKind.AREA


def test_a_hand_of_a_cube_a_token_and_a_card_fits_the_strip_each_to_scale(rig):
    bag = rig.table.zones["bag"].pieces
    cube = next(p for p in bag if p.startswith("cube"))
    token = next(p for p in bag if p.startswith("token"))
    card = rig.table.zones["deck"].pieces[-1]
    for piece in (cube, token, card):  # the smallest first: the strip used to size every piece by the first
        assert rig.session.dispatch(MovePiece(piece, "hand:p1")).ok
    sprites = {s.piece: s for s in rig.scene().hand}
    x, y, w, h = rig.HAND
    assert all(y <= s.rect[1] and s.rect[1] + s.rect[3] <= y + h for s in sprites.values()), "none runs off the strip"
    heights = [sprites[p].rect[3] for p in (cube, token, card)]
    assert heights[0] < heights[1] < heights[2] and abs(heights[1] / heights[2] - 20 / 88) < 0.05, \
        "a token is drawn a token's size beside a card"
    middles = {round(s.rect[1] + s.rect[3] / 2) for s in sprites.values()}
    assert max(middles) - min(middles) <= 1, "each in the middle of the strip's height"


def made_piles(rig):
    return [z for z in rig.table.zones.values() if z.made_on is not None]


def test_a_card_dropped_on_a_loose_card_makes_a_pile_in_one_undo_step(rig):
    first, second = rig.table.zones["deck"].pieces[-1], rig.table.zones["deck"].pieces[-2]
    rig.drag(rig.at(first), rig.point(500, 500))
    loose = rig.table.pieces[first]
    rig.move(rig.at(second))
    rig.send(pygame.MOUSEBUTTONDOWN, pos=rig.at(second), button=1)
    rig.move(rig.point(300, 400))
    assert rig.ui.drop_zone == "table" and "pile" not in rig.ui.status
    rig.move(rig.at(first))
    assert rig.ui.drop_zone is None and rig.ui.status == "Release to make a pile with the playing card."
    aiming = rig.scene()
    assert rig.controller.real(rig.ui.drop_piece) == first
    assert aiming.drop is not None and aiming.drop[0] == aiming.on_screen(aiming.layer.by_piece[rig.ui.drop_piece].rect), \
        "the card the pile would be made with is outlined"
    rig.send(pygame.MOUSEBUTTONUP, pos=rig.at(first), button=1)
    assert rig.ui.status == ""
    [pile] = made_piles(rig)
    assert pile.pieces == (first, second) and pile.center == (loose.x, loose.y)
    assert isinstance(rig.session.actions[-1], MakePile) and len(rig.session.actions) == 2
    assert rig.session.log_lines()[-1] == "Player 1 put a playing card on a playing card, making a pile."
    rig.key(pygame.K_z, pygame.KMOD_CTRL)
    assert made_piles(rig) == [] and rig.table.pieces[first] == loose
    assert rig.table.zones["deck"].pieces[-1] == second
    rig.key(pygame.K_y, pygame.KMOD_CTRL)
    assert made_piles(rig)[0].pieces == (first, second)


def test_drawing_one_card_back_off_a_pile_of_two_leaves_a_loose_card(rig):
    first, second = rig.table.zones["deck"].pieces[-1], rig.table.zones["deck"].pieces[-2]
    rig.drag(rig.at(first), rig.point(500, 500))
    rig.drag(rig.at(second), rig.at(first))
    [pile] = made_piles(rig)
    rig.drag(rig.at(second), rig.point(800, 500))
    assert made_piles(rig) == [] and pile.id not in rig.table.zones
    for pid in (first, second):
        assert rig.table.zones[rig.table.pieces[pid].zone].kind is ZoneKind.AREA
    assert (rig.table.pieces[first].x, rig.table.pieces[first].y) == pile.center


def test_a_card_dropped_on_a_made_pile_goes_on_top_and_a_die_on_a_card_just_lies_there(rig):
    deck = rig.table.zones["deck"].pieces
    first, second, third = deck[-1], deck[-2], deck[-3]
    rig.drag(rig.at(first), rig.point(500, 500))
    rig.drag(rig.at(second), rig.at(first))
    rig.drag(rig.at(third), rig.at(second))
    assert [z.pieces for z in made_piles(rig)] == [(first, second, third)]
    rig.drag(rig.at(third), rig.point(800, 500))
    rig.drag(rig.at("d6-1"), rig.at(third))
    assert rig.table.pieces["d6-1"].zone == "table" and len(made_piles(rig)) == 1
    assert isinstance(rig.session.actions[-1], MovePiece)


def test_with_rules_on_the_game_decides_what_a_drop_on_a_card_means():
    rig = Rig(definition=toy.DEFINITION)
    card = rig.scene().hand[0]
    top = rig.table.zones["deck"].pieces[-1]
    x, y, w, h = card.rect
    rig.drag((x + w // 2, y + h // 2), rig.at(top))
    assert made_piles(rig) == [] and rig.ui.status == "Cards are played onto the track."
    assert rig.table.pieces[card.piece].zone == "hand:p1"
