"""What a frame keeps from the last: the hand strip's sprites and picture, the felt under the table.

Also how the felt is filled: in whole vector-fill columns, painting each pixel about once."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.ui import layer_blits, table_ops
from tabletop.ui.assets import Assets
from tabletop.ui.painter import BACKGROUND, FELT, FELT_EDGE, Painter, backdrop
from tabletop.ui.scene import Layer, SceneBuilder, build_scene


@pytest.fixture
def screen(display):
    """The window as it is now (an earlier test may have opened another)."""
    return pygame.display.set_mode((1280, 800))


def test_panning_keeps_the_hand_and_its_layout_until_the_hand_changes(rig, screen):
    table_ops.draw(rig.controller, "deck", 3)
    builder, painter = SceneBuilder(), Painter(Assets())
    drawn = []
    lay_out = painter._lay_out_strip
    painter._lay_out_strip = lambda scene, rect: drawn.append(1) or lay_out(scene, rect)
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
    blits = painter._layer
    rig.camera.step = rig.camera.target_step = home + 1
    closer = frame()
    assert closer.layer is not first.layer and closer.layer.sprites[0].rect != first.layer.sprites[0].rect
    rig.camera.step = rig.camera.target_step = home
    again = frame()
    assert again.layer is first.layer and painter._layer is blits
    table_ops.draw(rig.controller, "deck", 1)
    moved = builder.build(rig.view(), rig.ui, rig.camera, rig.HAND)
    assert moved.layer is not first.layer, "a changed table gets a fresh layer"


@given(cx=st.integers(0, 40), cy=st.integers(0, 5), cw=st.integers(1, 60), ch=st.integers(1, 6),
       fx=st.integers(-10, 100), fy=st.integers(-3, 12), fw=st.integers(0, 80), fh=st.integers(0, 10),
       block=st.sampled_from([1, 4, 16]))
def test_the_backdrop_paints_background_around_the_felt_and_felt_inside_it(cx, cy, cw, ch, fx, fy, fw, fh, block):
    clip = pygame.Rect(cx, cy, cw, ch)
    felt = pygame.Rect(fx, fy, fw, fh).clip(clip)
    painted: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    fills = backdrop(tuple(clip), tuple(felt), block)
    for colour, (x, y, w, h) in fills:
        assert clip.contains((x, y, w, h)) and w > 0 and h > 0
        for px in range(x, x + w):
            for py in range(y, y + h):
                painted.setdefault((px, py), []).append(colour)
    for px in range(clip.left, clip.right):
        for py in range(clip.top, clip.bottom):
            inside = felt.w > 0 and felt.h > 0 and felt.collidepoint(px, py)
            assert painted[(px, py)][-1] == (FELT if inside else BACKGROUND), (px, py)
    overdraw = sum(len(v) for v in painted.values()) - clip.w * clip.h
    assert overdraw <= 2 * block * clip.h, "only the columns the felt's edges cut are painted twice"
    assert len(painted) == clip.w * clip.h


def test_the_felt_is_filled_in_whole_columns():
    fills = backdrop((0, 0, 1920, 960), (237, 45, 1446, 870))
    felt_core = max((r for c, r in fills if c == FELT), key=lambda r: r[2])
    assert felt_core[0] % 16 == 0 and felt_core[2] % 16 == 0 and felt_core[2] >= 1446 - 32


def _direct(screen, scene, size):
    """The frame as a fresh painter draws it: straight to the screen, no backing."""
    Painter(Assets()).paint(screen, scene, size)
    return pygame.image.tobytes(screen.subsurface(scene.viewport), "RGB")


@pytest.fixture
def crowded(monkeypatch):
    """Every layer counts as crowded: its frames come out of a backing picture."""
    monkeypatch.setattr(layer_blits, "LIGHT_SHARE", 0.0)


def test_frames_drawn_from_the_backing_are_the_frames_drawn_directly(rig, screen, crowded):
    """Panning within the margin, past it, selecting (a new layer) and zooming: every frame the kept
    painter shows, through its backing picture or not, is pixel for pixel what a fresh one draws."""
    builder, painter = SceneBuilder(), Painter(Assets())
    kept = pygame.Surface(screen.get_size()).convert(screen)
    moves = [(0, 0), (0, 0), (7, 3), (-13, 5), (90, -40), (300, 200), (-1, -1), "select", "select", (5, 0),
             "zoom", "zoom", (-2, 9), (0, 0)]
    used_backing = 0
    for move in moves:
        view = rig.view()
        if move == "select":
            rig.ui.selection = {next(iter(view.pieces))}
        elif move == "zoom":
            rig.camera.step = rig.camera.target_step = rig.camera.step + 1
        else:
            rig.camera.pan_pixels(*move)
        size = (int(view.width * rig.camera.zoom), int(view.height * rig.camera.zoom))
        scene = builder.build(view, rig.ui, rig.camera, rig.HAND)
        painter.paint(kept, scene, size)
        used_backing += painter._backing.key == (scene.layer, size)
        shown = pygame.image.tobytes(kept.subsurface(scene.viewport), "RGB")
        assert shown == _direct(screen, scene, size), f"after {move!r}"
    assert used_backing >= len(moves) // 2, "most frames came out of the backing"


def test_a_new_layer_is_drawn_directly_and_kept_from_its_second_frame(rig, screen, crowded):
    builder, painter = SceneBuilder(), Painter(Assets())
    view = rig.view()
    size = (int(view.width * rig.camera.zoom), int(view.height * rig.camera.zoom))
    first = builder.build(view, rig.ui, rig.camera, rig.HAND)
    painter.paint(screen, first, size)
    assert painter._backing.key is None, "a layer seen once (a zoom passing through a step) gets no backing"
    painter.paint(screen, builder.build(view, rig.ui, rig.camera, rig.HAND), size)
    backing = painter._backing
    assert backing.key == (first.layer, size) and backing.world.contains(pygame.Rect(rig.VIEWPORT).move(
        -first.origin[0], -first.origin[1]))
    picture = backing.surface
    rig.camera.pan_pixels(40, 0)
    painter.paint(screen, builder.build(view, rig.ui, rig.camera, rig.HAND), size)
    assert painter._backing.surface is picture and painter._backing.key == (first.layer, size), \
        "a pan inside the margin copies from the same picture"


def test_a_layer_with_few_pieces_in_view_is_drawn_straight_every_frame(rig, screen):
    """Copying a backing picture costs more than blitting a few pieces: such a layer gets none, and its
    frames are still what a fresh painter draws."""
    builder, painter = SceneBuilder(), Painter(Assets())
    view = rig.view()
    size = (int(view.width * rig.camera.zoom), int(view.height * rig.camera.zoom))
    kept = pygame.Surface(screen.get_size()).convert(screen)
    for move in [(0, 0), (0, 0), (7, 3), (300, 200)]:
        rig.camera.pan_pixels(*move)
        scene = builder.build(view, rig.ui, rig.camera, rig.HAND)
        painter.paint(kept, scene, size)
        assert painter._backing.key is None
        assert pygame.image.tobytes(kept.subsurface(scene.viewport), "RGB") == _direct(screen, scene, size)
    pieces = sum(r.w * r.h for r in painter._layer.rects)
    assert pieces < layer_blits.LIGHT_SHARE * scene.viewport[2] * scene.viewport[3]


def test_a_drag_across_zones_keeps_one_layer_and_outlines_where_it_would_land(rig, screen):
    builder = SceneBuilder()
    start = rig.at("d6-1")
    rig.move(start)
    rig.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    rig.move((start[0] + 30, start[1]))
    view = rig.view()
    over_table = builder.build(view, rig.ui, rig.camera, rig.HAND)
    assert rig.ui.drop_zone == "table" and over_table.drop is not None
    board = rig.table.zones["board-area"]
    rig.move(rig.point(board.x + 10, board.y + 10))
    over_board = builder.build(view, rig.ui, rig.camera, rig.HAND)
    assert rig.ui.drop_zone == "board-area"
    assert over_board.layer is over_table.layer, "the drop outline is drawn over the layer, not in it"
    x, y = rig.camera.to_screen(board.x, board.y)
    assert over_board.drop is not None and abs(over_board.drop[0][0] - x) < 2 and abs(over_board.drop[0][1] - y) < 2
    size = (int(view.width * rig.camera.zoom), int(view.height * rig.camera.zoom))
    Painter(Assets()).paint(screen, over_board, size)
    rx, ry, rw, rh = over_board.drop[0]
    assert screen.get_at((rx + rw // 2, ry + 1))[:3] == (120, 255, 140)


def test_an_empty_piles_name_is_wrapped_and_shrunk_to_its_outline(screen):
    assets = Assets()
    label = assets.text("Invention discard (New idea)", 12, (255, 255, 255), wrap=40)
    assert label.get_width() <= 40 and label.get_height() > assets.text("Invention", 12).get_height()
    assert assets.text("Invention discard (New idea)", 12, (255, 255, 255)).get_width() > 40


def test_a_pan_moves_the_placed_blits_in_place_and_past_the_margin_picks_them_again(screen):
    picture = pygame.Surface((10, 10))
    blits = [[picture, x, 0, 10, 10, None] for x in range(0, 1000, 50)]
    layer = layer_blits.LayerBlits(Layer(), blits, [], [])

    def placed(prepared, world_x, origin):
        spots = prepared.placed(pygame.Rect(world_x, 0, 200, 100), origin, lambda entry: picture)
        return spots, [tuple(spot) for _picture, spot in spots]

    first, at = placed(layer, 0, (5, 7))
    assert at == [(x + 5, 7) for x in range(0, 200 + layer_blits.NEAR_MARGIN, 50)]
    panned, at = placed(layer, -3, (8, 7))
    assert panned is first, "a pan inside the margin keeps the list"
    assert at == placed(layer_blits.LayerBlits(Layer(), blits, [], []), -3, (8, 7))[1], "as freshly placed"
    far, at = placed(layer, 600, (-595, 7))
    assert at == [(x - 595, 7) for x in range(550, 800 + layer_blits.NEAR_MARGIN, 50)]
