"""Framing: Home fits the table closely, the view never loses it, the log column folds away and is never
wide, the hand strip is tall enough to read and a hovered hand card is shown enlarged."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import GAME_MODULES
from tabletop.ui import table_ops
from tabletop.ui.camera import ZOOM_OUT_LIMIT
from tabletop.ui.shell_app import Shell
from tabletop.ui.window_layout import chrome_rects, table_layout

from .conftest import frames

FULL_HD = (1920, 1080)


@pytest.fixture
def shell(shell_at):
    return shell_at(FULL_HD)


def table_on_screen(play) -> pygame.Rect:
    cam, view = play.camera, play.view()
    (x0, y0), (x1, y1) = cam.to_screen(0, 0), cam.to_screen(view.width, view.height)
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


def send(shell: Shell, kind: int, **attrs) -> None:
    shell.handle(pygame.event.Event(kind, attrs))


def right_drag(shell: Shell, a: tuple[int, int], b: tuple[int, int]) -> None:
    send(shell, pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    send(shell, pygame.MOUSEBUTTONDOWN, pos=a, button=3)
    for i in range(1, 6):
        p = (a[0] + (b[0] - a[0]) * i // 5, a[1] + (b[1] - a[1]) * i // 5)
        q = (a[0] + (b[0] - a[0]) * (i - 1) // 5, a[1] + (b[1] - a[1]) * (i - 1) // 5)
        send(shell, pygame.MOUSEMOTION, pos=p, rel=(p[0] - q[0], p[1] - q[1]), buttons=(0, 0, 1))
    send(shell, pygame.MOUSEBUTTONUP, pos=b, button=3)


@pytest.mark.parametrize("game", list(GAME_MODULES))
def test_home_fits_the_table_with_little_margin(shell, game):
    shell.new_game(game, None, 3, False, {})
    frames(shell)
    play = shell.play
    view, table = pygame.Rect(play.camera.viewport), table_on_screen(play)
    assert view.contains(table), (view, table)
    assert max(table.w / view.w, table.h / view.h) >= 0.96, "Home shows the table at the zoom that fits it"


def test_right_drags_and_zooming_out_never_lose_the_table(shell):
    shell.new_game("loyang", 3, 3, False, {})
    frames(shell)
    play = shell.play
    view = pygame.Rect(play.camera.viewport)
    home = play.camera.zoom
    for _ in range(3):
        send(shell, pygame.MOUSEWHEEL, x=0, y=1)
    frames(shell, 5)
    for a, b in [((900, 500), (100, 900))] * 8 + [((100, 100), (1500, 900))] * 20:
        right_drag(shell, a, b)
        frames(shell, 1)
        seen = table_on_screen(play).clip(view)
        assert seen.w >= view.w * 0.3 and seen.h >= view.h * 0.3, "the table stays in sight"
    for _ in range(40):
        send(shell, pygame.MOUSEWHEEL, x=0, y=-1)
    frames(shell, 50)
    assert play.camera.zoom >= home * ZOOM_OUT_LIMIT * 0.99, "zooming out stops while the table is a table"
    assert view.contains(table_on_screen(play)), "zoomed out, the whole table is in the middle of the view"
    send(shell, pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="")
    frames(shell, 60, 0.05)
    assert play.camera.zoom == home and view.contains(table_on_screen(play))


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), FULL_HD])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_log_column_takes_at_most_a_fifth_of_the_width(size, scale):
    _bar, side = chrome_rects(size, scale)
    assert 0 < side.width <= size[0] / 5
    (_x, _y, view_w, _h), _strip = table_layout(size, scale)
    assert view_w == size[0] - side.width
    assert chrome_rects(size, scale, log_open=False)[1].width == 0
    assert table_layout(size, scale, log_open=False)[0][2] == size[0]


def test_tab_and_the_button_fold_the_log_away_and_back(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    frames(shell)
    play = shell.play
    assert play.hud.log_view.image.visible and play.camera.viewport[2] < FULL_HD[0]
    send(shell, pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t")
    frames(shell)
    assert not play.hud.log_view.image.visible and play.camera.viewport[2] == FULL_HD[0]
    assert play.hud.table_rect().width == FULL_HD[0] and play.hud.buttons["toggle_log"].text == "Show log"
    assert shell.log_open is False, "the shell remembers it for the next table and the next run"
    button = play.hud.buttons["toggle_log"]
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        send(shell, kind, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0), button=1)
    frames(shell, 3)
    assert play.hud.log_view.image.visible and play.camera.viewport[2] < FULL_HD[0]
    assert play.hud.log_view.image.rect.left >= play.camera.viewport[2]


def test_the_hand_strip_shows_cards_about_120_pixels_tall_at_1080p(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    table_ops.draw(shell.play.controller, "deck", 4)
    frames(shell)
    heights = {sprite.rect[3] for sprite in shell.play.scene.hand}
    assert len(shell.play.scene.hand) == 4 and all(112 <= h <= 128 for h in heights), heights


def test_a_hovered_hand_card_is_shown_enlarged_above_the_strip(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    play = shell.play
    table_ops.draw(play.controller, "deck", 5)
    frames(shell)
    card = play.scene.hand[2]
    x, y, w, h = card.rect
    send(shell, pygame.MOUSEMOTION, pos=(x + w // 2, y + h // 2), rel=(0, 0), buttons=(0, 0, 0))
    frames(shell)
    big = play.scene.enlarged
    assert big is not None and big.piece == card.piece and big.face == card.face
    assert big.rect[3] >= 2 * h and big.rect[1] + big.rect[3] <= play.hand_rect[1]
    assert pygame.Rect(play.camera.viewport).contains(pygame.Rect(big.rect))
    send(shell, pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(0, 0, 0))
    frames(shell)
    assert play.scene.enlarged is None
