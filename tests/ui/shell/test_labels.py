"""Labels never cover pieces: every game at every player count, laid out at the zoom Home gives on a
1920x1080 window, has badges no larger than their pieces allow, names that fit their outlines without
breaking a word, and no two labels on top of each other."""

from __future__ import annotations

import pytest

from tabletop.core.model import ZoneKind
from tabletop.core.visibility import view_for
from tabletop.games.definition import default_seats
from tabletop.screenshot import every_table
from tabletop.ui.assets import Assets
from tabletop.ui.camera import Camera
from tabletop.ui.labels import BADGE_SHARE, COUNTER_SHARE, MIN_TEXT, Label, Labels, lay_out, name
from tabletop.ui.painter import Painter
from tabletop.ui.scene import build_layer, frame_table
from tabletop.ui.scene_sprite import ZoneMark
from tabletop.ui.state import UiState
from tabletop.ui.window_layout import table_layout


def overlap(a: Label, b: Label) -> bool:
    (ax, ay, aw, ah), (bx, by, bw, bh) = a.rect, b.rect
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def laid_out(game: str, players: int, drawer_open: bool = False) -> tuple[Labels, Painter, list[ZoneMark]]:
    from tabletop.games import load_game

    table = load_game(game).setup(default_seats(players), 3, {})
    view = view_for(table, "p1")
    camera = Camera(viewport=table_layout((1920, 1080), 1.0)[0])
    frame_table(camera, view, drawer_open)
    camera.snap()
    ui = UiState(viewer="p1", drawer_open=drawer_open)
    layer = build_layer(view, ui, camera.zoom)
    painter = Painter(Assets())
    return painter.labels(layer), painter, layer.marks


@pytest.mark.parametrize(("game", "players"), every_table())
def test_no_two_labels_overlap_and_no_badge_outgrows_its_piece(game, players, display):
    for drawer_open in (False, True):
        labels, painter, marks = laid_out(game, players, drawer_open)
        assert labels.crowded == 0, "a label had to be left out for another in the set-up"
        shown = labels.shown
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                assert not overlap(a, b), (a.text, a.of, b.text, b.of)
        for label in shown:
            x, y, w, h = label.owner
            if label.is_badge:
                share = COUNTER_SHARE if label.rect[1] > y else BADGE_SHARE
                assert label.rect[3] <= min(w, h) * share + 0.5 and label.rect[2] <= w, (label, label.owner)
                assert label.size >= MIN_TEXT
            else:
                words = label.text.split()
                assert all(painter.measure(word, label.size)[0] <= label.wrap for word in words), label
        if not drawer_open:
            bags = [m for m in marks if m.kind is ZoneKind.BAG]
            named = {label.of for label in shown if not label.is_badge}
            assert all(bag.zone in named for bag in bags), "every bag is named at the zoom Home gives"


def test_a_badge_shrinks_with_its_piece_and_hides_when_unreadable(display):
    from tabletop.games import load_game
    from tabletop.ui.labels import badges

    table = load_game("sandbox").setup(default_seats(2), 3, {})
    view = view_for(table, "p1")
    painter = Painter(Assets())
    sizes = []
    for zoom in (0.3, 0.7, 1.0):
        layer = build_layer(view, UiState(viewer="p1"), zoom)
        deck = layer.by_piece[view.zones["deck"].pieces[-1]]
        found = badges(deck, deck.rect, painter.measure)
        sizes.append(found[0].size if found else 0)
    assert sizes[0] == 0 and 0 < sizes[1] < sizes[2], sizes


def test_a_name_is_never_broken_inside_a_word(display):
    painter = Painter(Assets())
    for width in range(20, 140, 4):
        mark = ZoneMark("discard", "Invention discard (New idea)", ZoneKind.STACK, (0, 0, width, 120), 0)
        label = name(mark, painter.measure)
        if label is None:
            continue
        assert all(painter.measure(word, label.size)[0] <= label.wrap for word in label.text.split())
        text = painter.assets.text(label.text, label.size, (0, 0, 0), wrap=label.wrap)
        assert text.get_width() <= width and text.get_height() <= 120


def test_crowded_labels_keep_the_top_one(display):
    from tabletop.core.model import PieceSpec
    from tabletop.ui.scene_sprite import Sprite

    spec = PieceSpec("card", "card", "card", ("front",), 63, 88)
    low = Sprite("a", spec, 0, (0, 0, 120, 160), (120, 160), z=1, depth=5)
    high = Sprite("b", spec, 0, (10, 5, 120, 160), (120, 160), z=2, depth=7)
    labels = lay_out([], [low, high], Painter(Assets()).measure)
    assert [label.text for label in labels.shown] == ["7"] and labels.crowded == 1
