"""Every table key, in Tabletop Simulator's conventions, through synthetic KEYDOWN events."""

from __future__ import annotations

import pygame

from tabletop.ui.keys import KEY_BINDINGS, bindings


def test_f_flips_the_piece_under_the_cursor(rig):
    top = rig.table.zones["deck"].pieces[-1]
    rig.drag(rig.at(top), rig.point(500, 500))
    rig.move(rig.at(top))
    rig.key(pygame.K_f)
    assert rig.table.pieces[top].face == 0
    assert rig.table.specs[rig.table.pieces[top].spec].label in rig.session.log_lines()[-1]


def test_q_and_e_turn(rig):
    rig.move(rig.at("counter"))
    rig.key(pygame.K_e)
    assert rig.table.pieces["counter"].rotation == 90
    rig.key(pygame.K_q)
    rig.key(pygame.K_q)
    assert rig.table.pieces["counter"].rotation == 270


def test_r_rolls_a_die_and_shuffles_a_deck(rig):
    rig.move(rig.at("weather-die"))
    rig.key(pygame.K_r)
    assert rig.session.actions[-1].kind == "roll"
    order = rig.table.zones["deck"].pieces
    rig.move(rig.at(order[-1]))
    rig.key(pygame.K_r)
    assert rig.session.actions[-1].kind == "shuffle"
    assert sorted(rig.table.zones["deck"].pieces) == sorted(order) != list(rig.table.zones["deck"].pieces)


def test_number_keys_draw_that_many_into_the_hand(rig):
    rig.move(rig.at(rig.table.zones["deck"].pieces[-1]))
    rig.key(pygame.K_3)
    assert len(rig.table.zones["hand:p1"].pieces) == 3
    assert len(rig.table.zones["deck"].pieces) == 49


def test_l_locks_and_a_locked_piece_stays(rig):
    rig.move(rig.at("d6-1"))
    rig.key(pygame.K_l)
    assert rig.table.pieces["d6-1"].locked
    before = rig.table.pieces["d6-1"]
    rig.drag(rig.at("d6-1"), rig.point(600, 600))
    assert rig.table.pieces["d6-1"] == before
    rig.move(rig.at("d6-1"))
    rig.key(pygame.K_l)
    assert not rig.table.pieces["d6-1"].locked


def test_ctrl_z_and_ctrl_y_undo_and_redo(rig):
    rig.move(rig.at("counter"))
    rig.key(pygame.K_e)
    rig.key(pygame.K_z, pygame.KMOD_CTRL)
    assert rig.table.pieces["counter"].rotation == 0
    rig.key(pygame.K_y, pygame.KMOD_CTRL)
    assert rig.table.pieces["counter"].rotation == 90


def test_chrome_keys_reach_the_chrome(rig):
    rig.key(pygame.K_s, pygame.KMOD_CTRL)
    rig.key(pygame.K_o, pygame.KMOD_CTRL)
    rig.key(pygame.K_ESCAPE)
    rig.key(pygame.K_F1)
    rig.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    rig.key(pygame.K_RETURN)
    assert rig.chrome.commands() == ["save", "load", "menu", "help", "help", "end_turn"]


def test_alt_magnifies_the_piece_under_the_cursor(rig):
    rig.move(rig.at("counter"))
    rig.key(pygame.K_LALT)
    magnified = rig.scene().magnified
    assert magnified is not None and magnified.piece == "counter" and magnified.size[1] >= 300
    rig.send(pygame.KEYUP, key=pygame.K_LALT, mod=0)
    assert rig.scene().magnified is None


def test_magnifier_never_shows_a_hidden_face(rig):
    top = rig.table.zones["deck"].pieces[-1]
    rig.move(rig.at(top))
    rig.key(pygame.K_LALT)
    magnified = rig.scene().magnified
    assert magnified is not None and magnified.piece.startswith("~") and magnified.spec.id.startswith("back:")


def zoomed_in(rig, steps: int = 3) -> None:
    """Closer than Home, where the table is wider than the view and can be moved."""
    rig.camera.target_step = rig.camera.home_step + steps
    rig.camera.snap()


def test_arrows_and_wasd_pan_home_fits(rig):
    zoomed_in(rig)
    x0 = rig.camera.cx
    rig.key(pygame.K_RIGHT)
    for _ in range(10):
        rig.controller.update(1 / 60)
    rig.send(pygame.KEYUP, key=pygame.K_RIGHT, mod=0)
    assert rig.camera.target_x > x0 and rig.camera.cx > x0
    y0 = rig.camera.target_y
    rig.key(pygame.K_w)
    rig.controller.update(0.1)
    rig.send(pygame.KEYUP, key=pygame.K_w, mod=0)
    assert rig.camera.target_y < y0
    rig.key(pygame.K_HOME)
    assert (rig.camera.target_x, rig.camera.target_y) == (rig.table.width / 2, rig.table.height / 2)
    assert rig.camera.target_step == rig.camera.home_step


def test_wheel_zooms_towards_the_cursor_without_jumping(rig):
    pos = rig.at("counter")
    anchor = rig.camera.to_table(*pos)
    rig.move(pos)
    step = rig.camera.step
    rig.send(pygame.MOUSEWHEEL, x=0, y=1)
    rig.send(pygame.MOUSEWHEEL, x=0, y=1)
    steps = []
    for _ in range(4):
        rig.controller.update(1 / 60)
        steps.append(rig.camera.step)
        x, y = rig.camera.to_table(*pos)
        assert abs(x - anchor[0]) < 0.5 and abs(y - anchor[1]) < 0.5
    assert steps == [step + 1, step + 2, step + 2, step + 2]


def test_middle_and_right_drag_pan_right_click_alone_opens_a_menu(rig):
    zoomed_in(rig)
    cx = rig.camera.cx
    rig.drag((600, 300), (500, 300), button=2)
    assert rig.camera.cx > cx
    cx = rig.camera.cx
    rig.drag((600, 300), (700, 300), button=3)
    assert rig.camera.cx < cx
    assert rig.chrome.menu is None


def test_every_binding_is_listed_and_translated():
    listed = " ".join(k for k, _ in KEY_BINDINGS)
    for key in ("F", "Q / E", "R", "1 - 9", "Alt", "L", "Ctrl+Z", "Ctrl+S", "Esc", "F1", "Home", "WASD"):
        assert key in listed
    assert len(bindings()) == len(KEY_BINDINGS)
