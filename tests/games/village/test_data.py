"""The engine reads every unprinted value from the data file and refuses one that cannot be played."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.catalogue import CatalogueError
from tabletop.games.village.catalogue import DATA_FILE, load
from tabletop.games.village.enforcement import game_data
from tabletop.games.village.rules import VillageEngine
from tabletop.games.village.rules.data import from_catalogue
from tests.games.table_checks import edited_copy


def _board(edit):
    return lambda d: edit(d["board"][0])


@pytest.mark.parametrize(("edit", "words"), [
    (_board(lambda b: b["paths"].append({"from": "north", "to": "atlantis", "cubes": {}})),
     ["data.json [board]", "'paths, item 10'", "'atlantis'"]),
    (_board(lambda b: b.update(paths=b["paths"][:7])), ["'paths'", "no path leads to the city 'harbour'"]),
    (_board(lambda b: b["buildings"][0].update(makes=["chariot"])), ["buildings: wainwright", "'makes'", "chariot"]),
    (_board(lambda b: b["buildings"][4].pop("coins")), ["buildings: mill", "'coins' above 0"]),
    (_board(lambda b: b["buildings"][2].update(price={"gold": 2})), ["buildings: office", "'price'", "'gold'"]),
    (_board(lambda b: b["cities"][0].update(reward={"sheep": 2})), ["cities: north", "'reward'", "sheep"]),
    (_board(lambda b: b["paths"][0].update(cubes={"black": 2})), ["paths, item 1", "'cubes'", "'black'"]),
    (_board(lambda b: b["actions"].reverse()), ["'actions'", "A to G"]),
    (_board(lambda b: b.update(chronicle=["council", "crafts"])), ["'chronicle'", "farm"]),
    (_board(lambda b: b.update(travel_points=[1, 3])), ["'travel_points'", "one value per travel marker"]),
    (lambda d: d["setup_cards"][1].update(cubes_per_colour=0), ["setup-3", "'cubes_per_colour'", "above 0"]),
    (lambda d: d["farm"][0].update(time_spaces=0), ["[farm]", "'time_spaces'"]),
    (lambda d: d["families"].pop(), ["[families]", "4 family colours"]),
    (lambda d: d["families"][0].update(color="crimson"), ["families", "'red'", "'color'", "crimson"]),
])
def test_an_unplayable_data_file_is_refused_naming_the_entry_and_field(tmp_path: Path, edit, words) -> None:
    with pytest.raises(CatalogueError) as caught:
        from_catalogue(load(edited_copy(tmp_path, DATA_FILE, edit)))
    for word in words:
        assert word in str(caught.value)


def test_the_placeholders_come_from_the_data_file(tmp_path: Path) -> None:
    def corrected(d):
        d["customers"][1]["points"] = 2
        b = d["board"][0]
        b["council"][3]["time"] = 4
        b["church"][3]["grain"] = 4
        b["buildings"][2].update(training=1, production=1, price={"pink": 1})
        d["setup_cards"][2]["spots"]["A"] = 2
        d["farm"][0]["time_spaces"] = 12
    data = from_catalogue(load(edited_copy(tmp_path, DATA_FILE, corrected)))
    assert data.customers["customer-02"].points == 2 and data.council_time[3] == 4 and data.church_grain[3] == 4
    office = data.building("office")
    assert (office.training, office.production, office.cubes) == (1, 1, (0, 0, 0, 1))
    assert data.cards[4].spots[0] == 2 and data.lap == 12
    state = VillageEngine(data).new_game(["p1", "p2", "p3", "p4"], 1, {})
    assert sum(state.spaces[0]) == 2


def test_the_shipped_data_matches_the_digest_s_counts() -> None:
    data = game_data()
    assert len(data.customers) == 24 and data.cubes == (18, 18, 18, 18) and data.plague == 6
    assert data.good_count == (8, 8, 8, 8, 8) and data.coins == 15 and data.grain == 20
    assert data.numbers == (1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4) and data.monks == 4 and data.markers == 8
    assert [sum(data.cards[n].spots) for n in (2, 3, 4)] == [18, 21, 24]
    assert data.neighbours("village") == ("north", "east") and data.cities["north"].points == 3
    assert data.path("village", "north") == (0, 0, 2, 0)
