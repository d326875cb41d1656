"""Rendering: every kind gets art, hidden faces match their stand-ins, output is deterministic and sized."""

from __future__ import annotations

import hashlib

import pytest

from tabletop.art import paper
from tabletop.art.render import MAX_BOARD_PX, px_per_mm, render
from tabletop.core.model import PIECE_KINDS, PieceSpec
from tabletop.core.visibility import back_spec

CARD = PieceSpec(
    "brewery-7", "card", "Brewery", ("front", "back"), 63, 88, frozenset({1}), "craft card",
    data={"title": "Brewery", "cost": 3, "points": 2, "goods": ["beer"], "text": "Put 1 beer here.", "time": 2},
)


def digest(image) -> str:
    return hashlib.sha256(image.tobytes() + repr((image.mode, image.size)).encode()).hexdigest()


def fresh_caches() -> None:
    paper.shape_mask.cache_clear()
    paper.vignette.cache_clear()


@pytest.mark.parametrize("kind", sorted(PIECE_KINDS | {"widget"}))
def test_any_kind_even_unknown_gets_visible_rgba_art(kind):
    spec = PieceSpec(f"user-{kind}", kind, f"My {kind}", ("a", "b"), 30, 24, color=(90, 120, 60))
    for face in (0, 1):
        image = render("sandbox", spec, face, 4.0)
        assert image.mode == "RGBA"
        assert image.size == (120, 96)
        alpha = image.getchannel("A")
        assert alpha.getextrema()[1] == 255, "something must be opaque"
        assert sum(1 for n in image.convert("L").histogram() if n) > 20, "a printed face, not a flat fill"


def test_same_input_same_bytes_even_with_cold_caches():
    first = [digest(render("my_village", CARD, f, 6.0)) for f in (0, 1)]
    fresh_caches()
    second = [digest(render("my_village", CARD, f, 6.0)) for f in (0, 1)]
    assert first == second
    assert first[0] != first[1]


def test_different_cards_differ():
    other = PieceSpec("brewery-8", "card", "Brewery", CARD.faces, 63, 88, CARD.hidden_faces, CARD.back,
                      data={**CARD.data, "points": 3})
    assert digest(render("sandbox", CARD, 0, 4.0)) != digest(render("sandbox", other, 0, 4.0))


def test_hidden_face_is_drawn_from_the_back_only():
    stand_in = back_spec(CARD)
    twin = PieceSpec("another-card", "card", "Smithy", CARD.faces, 63, 88, CARD.hidden_faces, CARD.back,
                     data={"title": "Smithy", "points": 5})
    hidden = digest(render("my_village", CARD, 1, 4.0))
    assert hidden == digest(render("my_village", stand_in, 0, 4.0))
    assert hidden == digest(render("my_village", twin, 1, 4.0))


def test_resolution_is_8_px_per_mm_and_boards_are_capped():
    assert px_per_mm(CARD) == 8.0
    board = PieceSpec("big", "board", "Board", ("board",), 900, 600)
    k = px_per_mm(board)
    assert round(900 * k) <= MAX_BOARD_PX
    assert k < 8.0


def test_board_draws_its_spaces_where_the_layout_snaps():
    board = PieceSpec("b", "board", "Board", ("board",), 100, 60, color=(200, 180, 140), data={
        "title": "Test", "spaces": [{"id": "s", "label": "Market", "x": 10, "y": 20, "w": 30, "h": 30, "shape": "rect"}],
        "tracks": [{"id": "t", "label": "score", "cells": [{"x": 60, "y": 40, "w": 10, "h": 10, "text": "7"}]}],
    })
    image = render("sandbox", board, 0, 4.0).convert("L")
    inside = image.crop((44, 84, 156, 196))
    blank = image.crop((20, 10, 36, 70))
    assert inside.getextrema() != blank.getextrema()
    assert inside.getextrema()[0] < 120, "the space's label is printed dark"
