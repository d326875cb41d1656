"""With rules on, a drop asks the binding: no meaning -> the piece goes back with the reason; one -> done;
several -> the player chooses.  While dragging, the places the piece may go are highlighted.  Played on
the kit's toy game, Dice Race (``tests/games/toy.py``)."""

from __future__ import annotations

import pygame

from tests.games import toy

from .conftest import Rig


def race() -> Rig:
    return Rig(definition=toy.DEFINITION)


def hand_card(rig: Rig) -> tuple[str, tuple[int, int]]:
    sprite = rig.scene().hand[0]
    x, y, w, h = sprite.rect
    return sprite.piece, (x + w // 2, y + h // 2)


def test_refused_drop_returns_the_piece_and_says_why() -> None:
    rig = race()
    card, pos = hand_card(rig)
    rig.drag(pos, rig.point(290, 250))
    assert rig.table.pieces[card].zone == "hand:p1"
    assert rig.ui.status == "Cards are played onto the track."


def test_targets_are_highlighted_while_dragging_and_several_meanings_ask() -> None:
    rig = race()
    card, start = hand_card(rig)
    rig.move(start)
    rig.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    rig.move((start[0] + 40, start[1] - 200))
    marks = {m.zone: m.highlight for m in rig.scene().layer.marks}
    assert marks["track"] == "target" and marks.get("deck") != "target"
    target = rig.point(400, 80)
    rig.move(target)
    rig.send(pygame.MOUSEBUTTONUP, pos=target, button=1)
    title, options = rig.chrome.last("choose")
    step = toy.CARDS[card]
    assert [label for label, _ in options] == [f"Play Step {step} forwards", f"Play Step {step} backwards"]
    options[0][1]()
    assert rig.table.pieces[card].zone == "discard"
    assert rig.session.game_state.pawns[0] == step
    assert rig.session.actions[-1].actor == "p1"
    assert rig.session.game_state.turn == 1
