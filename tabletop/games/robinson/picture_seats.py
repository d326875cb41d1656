"""The players' part of the picture: character cards with their life tracks, determination, used
abilities and special wounds, personal inventions, pawns (at home or on the plan), Friday and the Dog,
the starting items and kept cards, and the scenario sheet with its round marker and woodpile."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.model import Zone
from ..kit.picture import Layout, Place
from .board import find_space
from .components import spec_id
from .layout import HELPERS_AT, ITEMS_AT, SCENARIO, SCENARIO_AT, box_specs, scenario_cell, scenario_space, seat_corner
from .picture_pawns import pawn_pieces
from .rules.catalog import catalog
from .rules.state import FRIDAY, Char, State


def seat_pieces(state: State, zones: Mapping[str, Zone], lay: Layout) -> None:
    for c in state.chars:
        if c.seat:
            _character(state, zones, lay, c)
    first = state.seats[state.first]
    x0, y0 = seat_corner(zones, first)
    lay.fixed["piece:first-player#1"] = Place(f"seat:{first}", x0 + 250, y0 + 125)
    _helpers(state, lay)
    _items(state, lay)
    _scenario(state, lay)
    pawn_pieces(state, zones, lay)
    if len(state.seats) == 4:
        from .layout import board_point

        lay.fixed["piece:arranging-the-camp#1"] = Place("board", *board_point("arrange-camp"))


def _character(state: State, zones: Mapping[str, Zone], lay: Layout, c: Char) -> None:
    spec = box_specs()[spec_id("character", c.id)]
    x0, y0 = seat_corner(zones, c.seat)
    zone = f"seat:{c.seat}"
    left, top = x0 + 10, y0 + 30
    lay.fixed[f"character:{c.id}#1"] = Place(zone, left + spec.width / 2, top + spec.height / 2)
    cells = spec.data["tracks"][0]["cells"]
    cell = cells[min(c.wounds, len(cells) - 1)]
    lay.token("piece:wound-marker", Place(zone, left + cell["x"] + cell["w"] / 2, top + cell["y"] + cell["h"] / 2))
    name = str(catalog().characters[c.id]["personal_invention"])
    r = find_space(spec.data, "personal-invention")
    lay.fixed[f"invention:{name}#1"] = Place(zone, left + r["x"] + r["w"] / 2, top + r["y"] + r["h"] / 2,
                                            face=1 if name in state.built else 0)
    abilities = [a for a in catalog().abilities if a.startswith(c.id + "-")]
    for k, ability in enumerate(abilities):
        if ability in c.used or "*" in c.used:
            a = find_space(spec.data, f"ability-{k + 1}")
            lay.token("piece:black-marker", Place(zone, left + a["x"] + a["w"] - 8, top + a["y"] + a["h"] / 2))
    for mark in c.marks:
        b = find_space(spec.data, f"body-{mark}")
        lay.token(f"piece:special-wound-{mark}", Place(zone, left + b["x"] + b["w"] / 2, top + b["y"] + b["h"] / 2))
    _determination(lay, zone, x0 + 240, y0 + 170, c)


def _determination(lay: Layout, zone: str, x: float, y: float, c: Char) -> None:
    for k in range(c.det):
        lay.token("piece:determination", Place(zone, x + (k % 8) * 22, y + (k // 8) * 22), f"det:{c.id}")


def _helpers(state: State, lay: Layout) -> None:
    x, y, step = HELPERS_AT
    friday = next((c for c in state.chars if c.id == FRIDAY), None)
    if friday is not None:
        spec = box_specs()[spec_id("helper", FRIDAY)]
        lay.fixed["helper:friday#1"] = Place("helpers", x, y)
        cells = spec.data["tracks"][0]["cells"]
        cell = cells[min(friday.wounds, len(cells) - 1)]
        lay.token("piece:wound-marker", Place("helpers", x - spec.width / 2 + cell["x"] + cell["w"] / 2,
                                              y - spec.height / 2 + cell["y"] + cell["h"] / 2))
        _determination(lay, "helpers", x - 50, y + 60, friday)
    if state.options.dog:
        lay.fixed["helper:dog#1"] = Place("helpers", x + step, y)


def _items(state: State, lay: Layout) -> None:
    x, y, step = ITEMS_AT
    for n, (item, uses) in enumerate(state.items):
        lay.fixed[item] = Place("starting-items", x + step * n, y)
        for k in range(uses):
            lay.token("piece:black-marker", Place("starting-items", x + step * n - 12 + 24 * k, y + 30))
    for n, (card, _) in enumerate(state.kept):
        k = n + len(state.items)
        lay.fixed[card] = Place("starting-items", x + step * (k % 4) + 6 * (k // 4), y + 6 * (k // 4))


def _scenario(state: State, lay: Layout) -> None:
    spec = box_specs()[spec_id("scenario", SCENARIO)]
    lay.fixed[spec.id + "#1"] = Place("scenario", SCENARIO_AT[0] + spec.width / 2, SCENARIO_AT[1] + spec.height / 2)
    rounds = int(catalog().scenario["rounds"])
    lay.fixed["piece:round-marker#1"] = Place("scenario", *scenario_cell("rounds", min(state.round, rounds) - 1))
    for stage, wood in enumerate(state.woodpile):
        x, y = scenario_cell("woodpile", stage)
        for k in range(wood):
            lay.token("piece:wood", Place("space:woodpile", x - 10 + (k % 3) * 10, y - 6 + (k // 3) * 8),
                      f"woodpile:{stage}")
    for side, name in zip("ab", [n for n, i in catalog().inventions.items() if i.group == "scenario"], strict=False):
        if name in state.built:
            r = scenario_space(f"invention-{side}")
            lay.token("piece:black-marker", Place(f"space:scenario-{side}", r["x"] + 8, r["y"] + r["h"] / 2))

