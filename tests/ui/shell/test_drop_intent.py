"""What a drop means is one pure answer that the drag preview shows and the release performs, and the
table agrees: a drop the intent calls a move or a pile is one the reducer accepts."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.actions import MakePile, MovePiece
from tabletop.core.reducer import apply
from tabletop.ui.controller_drop import intent
from tabletop.ui.state import Drag

from .conftest import Rig

RIG = Rig()
PIECES = sorted(p for p in RIG.view().pieces if not RIG.view().pieces[p].locked
                and RIG.view().zones[RIG.view().pieces[p].zone].kind.value != "hand")


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PIECES), st.integers(0, 1279), st.integers(0, 799))
def test_the_intent_of_a_drop_is_a_move_the_table_accepts(piece: str, x: int, y: int) -> None:
    view, scene = RIG.view(), RIG.scene()
    drag = Drag((piece,), (0, 0), (x, y), {piece: (0.0, 0.0)})
    found = intent(view, scene, RIG.camera, "p1", False, drag, (x, y))
    table = RIG.session.table
    real = RIG.controller.real(piece)
    if found.pile_on is not None:
        assert found.zone == view.pieces[found.pile_on].zone
        apply(table, MakePile(RIG.controller.real(found.pile_on), (real,)))
    elif found.zone is not None:
        mx, my = RIG.camera.to_table(x, y)
        apply(table, MovePiece(real, found.zone, mx, my, actor="p1"))


def test_the_preview_and_the_release_agree() -> None:
    rig = Rig()
    deck = rig.table.zones["deck"].pieces
    rig.drag(rig.at(deck[-1]), rig.point(500, 500))
    card, other = deck[-1], rig.table.zones["deck"].pieces[-1]
    start = rig.at(other)
    rig.move(start)
    rig.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    rig.move(rig.at(card))
    assert rig.ui.drop_piece is not None and rig.controller.real(rig.ui.drop_piece) == card, \
        "the preview outlines the card a pile would be made with"
    rig.send(pygame.MOUSEBUTTONUP, pos=rig.at(card), button=1)
    assert isinstance(rig.session.actions[-1], MakePile)
