"""With rules on, a drop asks the binding: no meaning -> the piece goes back with the reason; one -> done;
several -> the player chooses.  While dragging, the binding's drop targets are highlighted."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.actions import Action, MovePiece
from tabletop.core.model import Table
from tabletop.games.definition import Choice

from .conftest import Rig


class DiceOnlyToBoard:
    """A tiny engine: dice may go to the board (as two different moves), nothing else may move."""

    game = "sandbox"

    def initial_state(self, table: Table) -> Any:
        return 0

    def check(self, state: Any, table: Table, action: Action) -> str | None:
        return None

    def advance(self, state: Any, table: Table, action: Action) -> Any:
        return state + 1

    def encode(self, state: Any) -> Any:
        return state

    def decode(self, data: Any) -> Any:
        return data

    def current_seat(self, state: Any) -> str | None:
        return "p1"

    def is_over(self, state: Any) -> bool:
        return False

    def drop_targets(self, state: Any, table: Table, piece_id: str) -> set[str]:
        return {"board-area"} if table.spec_of(piece_id).is_die else set()

    def choices_for_drop(self, state: Any, table: Table, piece_id: str, zone_id: str) -> list[Choice]:
        if zone_id != "board-area" or not table.spec_of(piece_id).is_die:
            return []
        return [Choice("Place it on A1", MovePiece(piece_id, zone_id, 665, 125)),
                Choice("Place it on B1", MovePiece(piece_id, zone_id, 735, 125))]

    def why_not_drop(self, state: Any, table: Table, piece_id: str, zone_id: str) -> str:
        return "Only dice go on the board."

    def panel_choices(self, state: Any, table: Table) -> list[Choice]:
        return []

    def score_sheets(self, state: Any) -> list[Any]:
        return []

    def bot_choice(self, state: Any, table: Table, seat: str) -> Choice | None:
        return None


def test_refused_drop_returns_the_piece_and_says_why():
    rig = Rig(rules=DiceOnlyToBoard())
    before = rig.table.pieces["counter"]
    rig.drag(rig.at("counter"), rig.point(700, 200))
    assert rig.table.pieces["counter"] == before
    assert rig.ui.status == "Only dice go on the board."


def test_targets_are_highlighted_while_dragging_and_several_meanings_ask():
    rig = Rig(rules=DiceOnlyToBoard())
    start = rig.at("d6-1")
    rig.move(start)
    rig.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    rig.move((start[0] + 40, start[1]))
    marks = {m.zone: m.highlight for m in rig.scene().layer.marks}
    assert marks["board-area"] == "target"
    rig.move(rig.point(700, 200))
    rig.send(pygame.MOUSEBUTTONUP, pos=rig.point(700, 200), button=1)
    title, options = rig.chrome.last("choose")
    assert [label for label, _ in options] == ["Place it on A1", "Place it on B1"]
    options[1][1]()
    die = rig.table.pieces["d6-1"]
    assert (die.zone, die.x, die.y) == ("board-area", 735, 125)
    assert rig.session.actions[-1].actor == "p1"
