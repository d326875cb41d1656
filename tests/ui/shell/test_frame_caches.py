"""What a frame keeps from the last: the hand strip's sprites and picture, the felt under the table."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.assets import Assets
from tabletop.ui.painter import BACKGROUND, FELT, FELT_EDGE, Painter
from tabletop.ui.scene import SceneBuilder, build_scene


@pytest.fixture
def screen(display):
    """The window as it is now (an earlier test may have opened another)."""
    return pygame.display.set_mode((1280, 800))


def test_panning_keeps_the_hand_and_its_picture_until_the_hand_changes(rig, screen):
    rig.controller.draw("deck", 3)
    builder, painter = SceneBuilder(), Painter(Assets())
    drawn = []
    draw_strip = painter._draw_strip
    painter._draw_strip = lambda scene, rect: drawn.append(1) or draw_strip(scene, rect)
    size = (int(rig.view().width * rig.camera.zoom), int(rig.view().height * rig.camera.zoom))
    view = rig.view()
    first = builder.build(view, rig.ui, rig.camera, rig.HAND)
    painter.paint(screen, first, size)
    rig.camera.pan_pixels(40, 10)
    panned = builder.build(view, rig.ui, rig.camera, rig.HAND)
    painter.paint(screen, panned, size)
    assert panned.hand is first.hand and len(first.hand) == 3 and drawn == [1]
    card = panned.hand[0]
    fresh = build_scene(view, rig.ui, rig.camera, rig.HAND)
    assert fresh.hand == panned.hand, "the kept hand is the one a fresh scene lays out"
    x, y, w, h = card.rect
    expected = painter.assets.surface(card.spec, card.face, card.size).get_at((w // 2, h // 2))
    assert screen.get_at((x + w // 2, y + h // 2)) == expected
    rig.ui.selection = {card.piece}
    selected = builder.build(view, rig.ui, rig.camera, rig.HAND)
    painter.paint(screen, selected, size)
    assert selected.hand is not first.hand and selected.hand[0].highlight == "selected" and drawn == [1, 1]


def test_the_felt_lies_on_the_background_where_the_table_ends(rig, screen):
    rig.camera.pan_pixels(600, 0)
    scene = build_scene(rig.view(), rig.ui, rig.camera, rig.HAND)
    size = (int(rig.view().width * rig.camera.zoom), int(rig.view().height * rig.camera.zoom))
    screen.fill((255, 0, 255))
    Painter(Assets()).paint(screen, scene, size)
    vx, vy, vw, vh = rig.VIEWPORT
    assert screen.get_at((vx + 2, vy + vh // 2))[:3] == BACKGROUND
    unpainted = pygame.mask.from_threshold(screen.subsurface(rig.VIEWPORT), (255, 0, 255), (1, 1, 1, 255))
    assert unpainted.count() == 0, "every pixel of the view is background, felt or piece"
    ox, oy = scene.origin
    y = max(oy, vy) + size[1] // 2 if oy >= vy else vy + 10
    assert vx < ox < vx + vw
    assert screen.get_at((ox - 2, y))[:3] == BACKGROUND and screen.get_at((ox + 1, y))[:3] == FELT_EDGE
    assert screen.get_at((ox + 4, y))[:3] == FELT


def test_a_zoom_step_visited_again_finds_its_layer_and_blits_ready(rig, screen):
    builder, painter = SceneBuilder(), Painter(Assets())
    view = rig.view()

    def frame():
        scene = builder.build(view, rig.ui, rig.camera, rig.HAND)
        painter.paint(screen, scene, (int(view.width * rig.camera.zoom), int(view.height * rig.camera.zoom)))
        return scene

    home = rig.camera.step
    first = frame()
    blits = painter._blits
    rig.camera.step = rig.camera.target_step = home + 1
    closer = frame()
    assert closer.layer is not first.layer and closer.layer.sprites[0].rect != first.layer.sprites[0].rect
    rig.camera.step = rig.camera.target_step = home
    again = frame()
    assert again.layer is first.layer and painter._blits is blits
    rig.controller.draw("deck", 1)
    moved = builder.build(rig.view(), rig.ui, rig.camera, rig.HAND)
    assert moved.layer is not first.layer, "a changed table gets a fresh layer"
