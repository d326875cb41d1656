"""Honest values in words: the start screen's count of reconstructed rows, the magnifier's line."""

from __future__ import annotations

import json

from tabletop.art.contact_sheet import game_specs
from tabletop.games import provenance
from tabletop.ui.camera import Camera
from tabletop.ui.scene import build_scene
from tabletop.ui.state import UiState


def test_the_summary_counts_reconstructed_rows_from_the_data_file_itself():
    path = provenance.data_file("village")
    data = json.loads(path.read_text(encoding="utf-8"))
    guessed = sum(1 for row in data["customers"] if row["source"] == "reconstructed")
    text = provenance.summary("village")
    assert f"{guessed} of {len(data['customers'])} customers" in text
    assert "tabletop/games/village/data.json" in text
    assert "104 of 104 cards" in provenance.summary("my_village")
    assert provenance.summary("sandbox") == ""


def test_the_magnifier_names_what_is_guessed_and_where_to_correct_it():
    specs = game_specs("robinson")
    note = provenance.spec_note("robinson", specs["character:cook"])
    assert "life track" in note and "tabletop/games/robinson/robinson.json" in note and '"cook"' in note
    assert provenance.spec_note("robinson", specs["beast:goats"]) == "", "a public value needs no warning"


def test_the_packaged_app_names_no_file_a_player_cannot_edit(monkeypatch):
    monkeypatch.setattr(provenance.sys, "frozen", True, raising=False)
    summary = provenance.summary("robinson")
    assert ".json" not in summary and "your copy is right" in summary
    assert "piece sizes" in summary and "formats" not in summary, "our own word for a section is not shown"
    note = provenance.spec_note("robinson", game_specs("robinson")["character:cook"])
    assert "life track" in note and ".json" not in note


def test_the_scene_carries_the_note_only_for_a_face_up_reconstructed_piece():
    from tabletop.games import load_game
    from tabletop.games.definition import default_seats

    table = load_game("village").setup(default_seats(2), 3, {})
    customer = next(pid for pid, p in table.pieces.items() if p.spec == "customer-02" and p.face == 0)
    ui = UiState()
    ui.magnify, ui.hover, ui.mouse = True, customer, (100, 100)
    camera = Camera(viewport=(0, 0, 1280, 800))
    scene = build_scene(table, ui, camera, (0, 800, 1280, 0))
    assert scene.magnified is not None and "customer-02" in scene.magnified_note
