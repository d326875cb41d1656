"""Left-drag, drops, stacks, locked boards, box select and group drags, through synthetic events."""

from __future__ import annotations

import pygame

from tabletop.core.actions import Batch
from tabletop.core.model import ZoneKind


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
    rig.drag(rig.at(top), rig.point(256, 169))
    assert rig.table.zones["discard"].pieces == (top,)
    second = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(second), rig.at(top))
    assert rig.table.zones["discard"].pieces == (top, second)


def test_drop_snaps_to_the_board_space(rig):
    rig.drag(rig.at("d6-2"), rig.point(665 + 12, 125 - 9))
    die = rig.table.pieces["d6-2"]
    assert die.zone == "board-area"
    assert (die.x, die.y) == (665.0, 125.0)


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


def test_box_select_then_group_drag_is_one_undo_step(rig):
    a, b = rig.point(140, 280), rig.point(250, 320)
    rig.drag(a, b)
    assert rig.ui.selection == {"d6-1", "d6-2", "d6-3", "d6-4"}
    before = {p: rig.table.pieces[p] for p in rig.ui.selection}
    rig.drag(rig.at("d6-1"), rig.point(160 + 300, 300 + 300))
    assert len(rig.session.actions) == 1 and isinstance(rig.session.actions[0], Batch)
    for pid, old in before.items():
        new = rig.table.pieces[pid]
        assert abs(new.x - old.x - 300) < 3 and abs(new.y - old.y - 300) < 3
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
