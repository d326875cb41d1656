"""The game box: what the set-up puts aside lies in zones beside the table, shown in a drawer that
opens with B or its button; its zones survive a save, and older files (without any) still load."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.core.codec import CodecError, table_from_dict, table_to_dict
from tabletop.core.model import Piece, PieceSpec, Seat, Zone, ZoneKind, build_table
from tabletop.ui.hit_test import zone_at
from tabletop.ui.scene import drawer_rect
from tabletop.ui.shell_app import Shell

from .conftest import frames

SIZE = (1600, 900)


@pytest.fixture
def shell(shell_at):
    return shell_at(SIZE)


def press(shell: Shell, key: int, unicode: str = "") -> None:
    shell.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))
    frames(shell, 40)


def boxed_table():
    spec = PieceSpec("c", "card", "card", ("front",), 63, 88)
    zones = [Zone("table", ZoneKind.AREA, "table", w=800, h=450),
             Zone("box", ZoneKind.AREA, "in the box", x=840, y=0, w=200, h=200, in_box=True)]
    return build_table([Seat("p1", "Ann", (196, 48, 43))], [spec], zones, [Piece("a", "c", "table", x=100, y=100), Piece("b", "c", "box", x=900, y=90)],
                       width=800, height=450)


def test_a_boxed_zone_is_saved_and_read_back_and_a_bad_flag_is_refused():
    table = boxed_table()
    data = json.loads(json.dumps(table_to_dict(table)))
    assert table_from_dict(data) == table and table_from_dict(data).zones["box"].in_box
    plain = next(row for row in data["zones"] if row[0] == "table")  # (written as before the box existed)
    assert len(plain) == 11, "a zone outside the box is written as before the box existed"
    next(row for row in data["zones"] if row[0] == "box")[12] = "yes"
    with pytest.raises(CodecError, match="in the game box should be true or false"):
        table_from_dict(data)


def test_the_box_is_beside_the_table_and_only_there_while_its_drawer_is_open():
    table = boxed_table()
    assert drawer_rect(table)[0] > table.width
    assert zone_at(table, 900, 90) is None and zone_at(table, 900, 90, drawer_open=True).id == "box"


def test_loyangs_unused_kits_wait_in_the_drawer_opened_with_b_and_its_button(shell):
    shell.new_game("loyang", 2, 3, False, {})
    frames(shell)
    play = shell.play
    boxes = [z for z in play.view().zones.values() if z.in_box]
    assert sum(len(z.pieces) for z in boxes) == 2 * 13
    shown = {p for z in boxes for p in (z.pieces[-1:] if z.kind is ZoneKind.STACK else z.pieces)}
    assert {"board-3", "board-4", "scoring-3", "store-4"} <= shown
    assert not shown & set(play.scene.layer.by_piece), "closed, the box shows nothing"
    assert play.hud.buttons["box"].is_enabled and play.hud.buttons["box"].text == "Game box"
    press(shell, pygame.K_b, "b")
    assert play.ui.drawer_open and shown <= set(play.scene.layer.by_piece)
    tray = pygame.Rect(play.scene.on_screen(play.scene.layer.tray))
    assert pygame.Rect(play.camera.viewport).contains(tray), "the view takes in the open drawer"
    assert play.hud.buttons["box"].text == "Close box"
    board = play.scene.layer.by_piece["summary-3"]
    start = play.scene.on_screen(board.rect)
    start = (start[0] + start[2] // 2, start[1] + start[3] // 2)
    target = tuple(int(v) for v in play.camera.to_screen(700, 300))
    for kind, pos in ((pygame.MOUSEMOTION, start), (pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEMOTION, target),
                      (pygame.MOUSEBUTTONUP, target)):
        shell.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0), button=1))
    frames(shell)
    assert play.session.table.pieces["summary-3"].zone != "box:kit-3", "with the rules off, the box's pieces are free"
    button = play.hud.buttons["box"]
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        shell.handle(pygame.event.Event(kind, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0), button=1))
    frames(shell, 40)
    assert not play.ui.drawer_open and play.scene.layer.tray is None
    assert play.camera.bounds == (0.0, 0.0, play.view().width, play.view().height)


def test_a_game_that_puts_nothing_aside_has_no_drawer_to_open(shell):
    shell.new_game("sandbox", 2, 3, False, {})
    frames(shell)
    play = shell.play
    assert not play.hud.buttons["box"].is_enabled
    press(shell, pygame.K_b, "b")
    assert not play.ui.drawer_open and "nothing aside" in play.ui.status
