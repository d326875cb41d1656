"""The board's part of the picture: decks, threats, the island, the inventions, the tracks, the
resources and tokens on their spaces, the dice and the cards being resolved."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.model import Zone
from ..kit.picture import Layout, Place
from .board import INVENTION_SPACES
from .layout import board_point, board_space, track_point
from .piles import pile
from .rules.catalog import catalog
from .rules.island import explored_terrains, shelter_here, sources
from .rules.state import State, base_id, section

RES_SPECS = ("piece:wood", "piece:food", "piece:fur", "piece:non-perishable-food")
TOKEN_SPOTS = {"wood": (-20, -22), "food": (20, -22), "pawn": (-22, 8), "beast": (22, 8), "shortcut": (0, -32)}
ACTION_TOKEN = {"reroll": "piece:reroll-success", "pawn": "piece:plus-pawn", "beast": "piece:beast-strength"}
SPACE_OF = {"build": "build", "gather": "gather", "explore": "explore", "arrange": "arrange-camp", "hunt": "hunt",
            "rest": "rest"}
LEVEL_CELLS = 11


def board_pieces(state: State, zones: Mapping[str, Zone], lay: Layout) -> None:
    _decks(state, lay)
    _island(state, lay)
    _inventions(state, lay)
    _tracks(state, lay)
    _resources(state, lay, "available-resources", state.avail, state.tokens)
    _resources(state, lay, "future-resources", state.future, state.future_tokens + tuple(
        f"invention:{n}#1" for n in state.future_built if catalog().inventions[n].group != "scenario"))
    _tokens(state, lay)
    _dice(state, zones, lay)
    z = zones["reveal"]
    for k, c in enumerate(state.reveal):
        lay.fixed[c] = Place("reveal", z.x + 40 + (k % 4) * 65, z.y + 50 + (k // 4) * 20)


def _decks(state: State, lay: Layout) -> None:
    pile(lay, "event-deck", state.events)
    for side, card in zip(("threat-left", "threat-right"), state.threats, strict=True):
        pile(lay, side, (card,) if card else ())
    pile(lay, "hunting-deck", state.hunting)
    for zone, deck in zip(("build-adventures", "gather-adventures", "explore-adventures"), state.adventures,
                          strict=True):
        pile(lay, zone, deck)
    pile(lay, "beast-deck", state.beasts)
    pile(lay, "mystery-deck", state.mysteries)
    pile(lay, "island-stack", state.island)
    pile(lay, "discovery-pile", state.discoveries)
    pile(lay, "invention-deck", state.inv_deck)
    pile(lay, "invention-discard", state.inv_discard)
    used = [c for c in state.discard if section(c) == "mystery"]
    pile(lay, "mystery-discard", tuple(reversed(used)))
    pile(lay, "discard", tuple(reversed([c for c in state.discard if section(c) != "mystery"])))


def _island(state: State, lay: Layout) -> None:
    for space, tile in state.tiles:
        x, y = board_point(space)
        zone = f"space:{space}"
        lay.fixed[tile] = Place(zone, x, y)
        for k, src in enumerate(dict.fromkeys(sources(tile))):
            if f"{space}:{src}" in state.exhausted:
                lay.token("piece:black-marker", Place(zone, x - 12 + 24 * k, y + 24))
        kinds = {k.split(":")[1] for k in state.tile_tokens if k.startswith(space + ":")}
        if space == state.camp:
            kinds |= state.camp_tokens
        for kind in sorted(kinds):
            dx, dy = TOKEN_SPOTS[kind]
            spec = {"wood": "piece:plus-wood", "food": "piece:plus-food", "pawn": "piece:plus-pawn",
                    "beast": "piece:beast-strength", "shortcut": "piece:shortcut-token"}[kind]
            lay.token(spec, Place(zone, x + dx, y + dy))
    for space, tile in state.down:
        lay.fixed[tile] = Place(f"space:{space}", *board_point(space), face=1)
    x, y = board_point(state.camp)
    lay.fixed["piece:camp#1"] = Place(f"space:{state.camp}", x, y, face=1 if state.shelter else 0)


def _inventions(state: State, lay: Layout) -> None:
    terrains = explored_terrains(state)
    for k, card in enumerate(state.board):
        space = f"invention-{min(k, INVENTION_SPACES - 1) + 1}"
        x, y = board_point(space)
        shift = max(k - INVENTION_SPACES + 1, 0) * 6
        name = base_id(card)
        built = name in state.built
        lay.fixed[card] = Place(f"space:{space}", x + shift, y + shift, face=1 if built else 0)
        inv = catalog().inventions[name]
        if not built and inv.terrain and terrains.issuperset(inv.terrain):
            lay.token("piece:black-marker", Place(f"space:{space}", x - 18 + shift, y + 30 + shift))


def _level(lay: Layout, track: str, level: int) -> None:
    x, y = track_point(track, level)
    lay.token("piece:black-marker", Place(f"space:{track}", x, y, counter=level if level >= LEVEL_CELLS else None))


def _tracks(state: State, lay: Layout) -> None:
    from .board import MORALE_LEVELS

    lay.token("piece:white-marker", Place("board", *track_point("morale", MORALE_LEVELS.index(state.morale))))
    _level(lay, "weapon", state.weapon)
    if shelter_here(state) or state.roof or state.palisade:
        _level(lay, "roof", state.roof)
        _level(lay, "palisade", state.palisade)
    if state.shelter:
        x, y = board_point("shelter")
        lay.token("piece:black-marker", Place("space:shelter", x, y + 25))


def _resources(state: State, lay: Layout, space: str, res: tuple[int, ...], extra: tuple[str, ...]) -> None:
    r = board_space(space)
    zone = f"space:{space}"
    for row, (spec, n) in enumerate(zip(RES_SPECS, res, strict=True)):
        for k in range(n):
            x = r["x"] + 10 + (k % 8) * 11
            y = r["y"] + 14 + row * 14 + (k // 8) * 4
            lay.token(spec, Place(zone, x, y), f"{space}:{spec}")
    for k, piece in enumerate(extra):
        lay.fixed[piece] = Place(zone, r["x"] + 14 + (k % 4) * 24, r["y"] + 78 + (k // 4) * 22)


def _tokens(state: State, lay: Layout) -> None:
    for token in sorted(state.action_tokens):
        kind, action = token.split(":")
        space = SPACE_OF[action]
        x, y = board_point(space)
        spec = f"piece:adventure-token-{action}" if kind == "adventure" else ACTION_TOKEN[kind]
        dx = {"reroll": -24, "adventure": -8, "pawn": 8, "beast": 24}[kind]
        lay.token(spec, Place(f"space:{space}", x + dx, y + 22))
    if state.beast_token:
        x, y = board_point("hunt")
        lay.token("piece:beast-strength", Place("space:hunt", x - 50, y - 30))
    wood = {"build": ("space:build", board_point("build")), "shelter": ("board", board_point("costs")),
            "weapon": ("space:weapon", track_point("weapon", 0))}
    for place in sorted(state.wood_tokens):
        zone, (x, y) = wood[place]
        lay.token("piece:plus-wood", Place(zone, x + 20, y - 10))
    x, y = board_point("weather")
    names = {"rain": "piece:weather-rain-cloud", "snow": "piece:weather-snow-cloud", "storm": "piece:weather-storm"}
    for k, kind in enumerate(sorted(state.weather_tokens)):
        lay.token(names[kind], Place("space:weather", x - 30 + 30 * k, y + 25))


def _dice(state: State, zones: Mapping[str, Zone], lay: Layout) -> None:
    shown = dict(state.dice) | dict(state.weather_faces)
    z = zones["dice"]
    for n, die in enumerate(catalog().dice):
        lay.fixed[f"die:{die}#1"] = Place("dice", z.x + 50 + 40 * (n % 3), z.y + 30 + 36 * (n // 3),
                                          face=shown.get(die, 0))

