"""The piece under the cursor: the topmost one whose rectangle holds the point, the hand strip first."""

from __future__ import annotations

import pygame

from tabletop.core.model import PieceSpec
from tabletop.ui.hit_test import sprite_at, sprite_under
from tabletop.ui.painter import around
from tabletop.ui.scene import Layer, Scene
from tabletop.ui.scene_sprite import Sprite

CARD = PieceSpec("card", "card", "Card", ("front", "back"), 60.0, 90.0)


def _sprite(pid: str, rect: tuple[int, int, int, int]) -> Sprite:
    return Sprite(pid, CARD, 0, rect, rect[2:])


def test_the_topmost_piece_holding_the_point_is_found_on_a_panned_table() -> None:
    low, high = _sprite("low", (0, 0, 60, 90)), _sprite("high", (30, 40, 60, 90))
    layer = Layer(sprites=[low, high], by_piece={"low": low, "high": high})
    scene = Scene(origin=(100, 50), viewport=(0, 0, 800, 600), layer=layer, hand_rect=(0, 600, 800, 100))
    assert sprite_at(scene, (100 + 40, 50 + 50)) is high, "where both lie, the one drawn last"
    assert sprite_at(scene, (100 + 10, 50 + 10)) is low
    assert sprite_at(scene, (100 + 59, 50 + 39)) is low and sprite_at(scene, (100 + 60, 50 + 10)) is None, \
        "a rectangle holds its left and top edges, not its right and bottom ones"
    assert sprite_at(scene, (100 + 89, 50 + 129)) is high and sprite_at(scene, (100 + 90, 50 + 129)) is None
    card = _sprite("in-hand", (5, 610, 40, 60))
    scene.hand = [card]
    assert sprite_at(scene, (10, 620)) is card and sprite_at(scene, (300, 620)) is None, \
        "the strip is drawn over the table: a point on it is the strip's"


def test_a_piece_under_a_side_panel_is_not_under_the_pointer() -> None:
    wide = _sprite("wide", (0, 0, 1000, 90))
    layer = Layer(sprites=[wide], by_piece={"wide": wide})
    scene = Scene(origin=(0, 0), viewport=(0, 0, 800, 600), layer=layer, hand_rect=(0, 600, 800, 100))
    assert sprite_at(scene, (799, 10)) is wide
    assert sprite_at(scene, (800, 10)) is None, "past the view's edge the pointer is on the panel beside it"


def test_a_pointer_that_leaves_the_window_hovers_nothing(rig) -> None:
    rig.move(rig.at("d6-1"))
    assert rig.ui.hover == "d6-1"
    rig.send(pygame.WINDOWLEAVE)
    assert rig.ui.hover is None and sprite_at(rig.scene(), rig.ui.mouse) is None


def test_a_small_loose_piece_is_taken_a_few_pixels_off_its_edge_and_a_board_is_not() -> None:
    board = _sprite("board", (0, 0, 400, 300))
    board.locked = True
    left, right = _sprite("left", (100, 100, 7, 7)), _sprite("right", (110, 100, 7, 7))
    pinned = _sprite("pinned", (200, 100, 7, 7))
    pinned.locked = True
    card = _sprite("card", (300, 100, 60, 90))
    sprites = [board, left, right, pinned, card]
    layer = Layer(sprites=sprites, by_piece={s.piece: s for s in sprites})
    scene = Scene(origin=(0, 0), viewport=(0, 0, 800, 600), layer=layer, hand_rect=(0, 600, 800, 100))
    assert sprite_at(scene, (97, 103)) is left, "three pixels left of a 7-pixel vegetable is still the vegetable"
    assert sprite_at(scene, (103, 110)) is left, "and three below it"
    assert sprite_at(scene, (107, 103)) is left and sprite_at(scene, (109, 103)) is right, \
        "between two, the nearer centre"
    assert sprite_at(scene, (106, 103)) is left and sprite_at(scene, (110, 103)) is right, \
        "a piece right under the pointer beats a neighbour whose reach covers the point"
    assert sprite_at(scene, (90, 103)) is board, "out of reach the board is under the pointer"
    assert sprite_at(scene, (197, 103)) is board, "a locked piece is not widened"
    assert sprite_at(scene, (299, 110)) is board, "nor is a piece large enough to take"
    assert sprite_under(scene, (97, 103)) is board, "a drop lands on what the picture covers"


def test_the_hover_outline_goes_round_a_small_piece_and_on_the_edge_of_a_large_one() -> None:
    vegetable = pygame.Rect(100, 100, 7, 7)
    ring = around(vegetable)
    assert ring.inflate(-4, -4).contains(vegetable), "the two-pixel line lies wholly outside the vegetable: it does not paint it white"
    assert around((0, 0, 60, 90)) == pygame.Rect(0, 0, 60, 90)
