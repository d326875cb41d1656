"""The box as the engine reads it: Village's data file turned into plain numbers, checked for play.

The catalogue checks each field's type; this module checks that the values make a game that can be
played (a path joins known cities, a building makes known goods, a set-up card puts cubes on the
board) and names the file, the entry and the field when they do not.  Rulebook letters A-G name the
action spaces and the five chronicle sections their professions; everything the rulebook does not
print (customers, the map, building prices, council times, church grain, track length) is read here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...catalogue import CatalogueError
from ..catalogue import Catalogue

Counts = tuple[int, ...]

HARVEST, FAMILY, CRAFTS, MARKET, TRAVEL, COUNCIL, CHURCH = "ABCDEFG"
ACTIONS = (HARVEST, FAMILY, CRAFTS, MARKET, TRAVEL, COUNCIL, CHURCH)
SECTIONS = ("council", "crafts", "travel", "church", "farm")
VILLAGE = "village"
REWARDS = ("points", "coins", "cubes")
CLOSED_LABELS = {2: ("3", "4"), 3: ("4",), 4: ()}
"""Chronicle spaces, graves and market stalls with these labels stay shut at each player count."""


@dataclass(frozen=True)
class Building:
    id: str
    label: str
    makes: tuple[str, ...]
    coins: int
    training: int
    production: int
    cubes: Counts
    grain: int

    @property
    def is_mill(self) -> bool:
        """The mill takes no members and costs its time and its price together, for coins."""
        return not self.makes


@dataclass(frozen=True)
class City:
    id: str
    label: str
    points: int
    coins: int
    cubes: int


@dataclass(frozen=True)
class Customer:
    id: str
    goods: Counts
    grain: int
    points: int


@dataclass(frozen=True)
class Card:
    players: int
    per_colour: int
    spots: Counts


@dataclass(frozen=True)
class GameData:
    """Every number the engine plays with; one per loaded data file, shared by all states."""

    colours: tuple[str, ...]
    cubes: Counts
    plague: int
    goods: tuple[str, ...]
    good_count: Counts
    coins: int
    grain: int
    numbers: Counts
    markers: int
    monks: int
    customers: Mapping[str, Customer]
    buildings: tuple[Building, ...]
    stalls: tuple[str, ...]
    queue: int
    council_time: Counts
    council_points: Counts
    church_points: Counts
    church_grain: Counts
    cities: Mapping[str, City]
    paths: Mapping[tuple[str, str], Counts]
    chronicle_labels: tuple[str, ...]
    grave_labels: tuple[str, ...]
    travel_points: Counts
    chronicle_points: Counts
    grain_cap: int
    lap: int
    cards: Mapping[int, Card]

    def open_spaces(self, labels: tuple[str, ...], players: int) -> tuple[int, ...]:
        """The indices of the spaces (of a chronicle section, the graves, the stalls) open at ``players``."""
        return tuple(k for k, label in enumerate(labels) if label not in CLOSED_LABELS[players])

    def building(self, bid: str) -> Building:
        return next(b for b in self.buildings if b.id == bid)

    def neighbours(self, place: str) -> tuple[str, ...]:
        """The cities one path away from ``place`` (a city or the village), in the data file's order."""
        return tuple(b if a == place else a for a, b in self.paths if place in (a, b))

    def path(self, a: str, b: str) -> Counts | None:
        return self.paths.get((a, b), self.paths.get((b, a)))


class _Where:
    """Words for a place in the data file, as the catalogue's errors word them."""

    def __init__(self, file: str) -> None:
        self.file = file

    def __call__(self, section: str, entry: str, field: str) -> str:
        return f"{self.file} [{section}], id {entry!r}, field {field!r}"


def _counts(amounts: Mapping[str, Any], names: tuple[str, ...], where: str) -> Counts:
    unknown = [n for n in amounts if n not in names]
    if unknown:
        raise CatalogueError(f"{where}: {unknown[0]!r} is not one of {', '.join(names)}")
    return tuple(int(amounts.get(n, 0)) for n in names)


def _buildings(board: Mapping[str, Any], colours: tuple[str, ...], goods: tuple[str, ...],
               where: _Where) -> tuple[Building, ...]:
    out = []
    for b in board["buildings"]:
        place = where("board", board["id"], f"buildings: {b['id']}")
        makes = tuple(b["makes"])
        if any(g not in goods for g in makes):
            raise CatalogueError(f"{place}, 'makes': goods are {', '.join(goods)}, found {list(makes)!r}")
        coins = b.get("coins", 0)
        if not makes and (type(coins) is not int or coins < 1):
            raise CatalogueError(f"{place}: a building that makes no goods (the mill) needs 'coins' above 0")
        if min(b["training"], b["production"]) < 0 or any(type(v) is not int or v < 1 for v in b["price"].values()):
            raise CatalogueError(f"{place}: times and prices are whole numbers, the prices above 0")
        price = _counts(b["price"], (*colours, "grain"), f"{place}, 'price'")
        out.append(Building(b["id"], b["label"], makes, coins, b["training"], b["production"], price[:-1], price[-1]))
    if not any(b.makes for b in out):
        raise CatalogueError(f"{where('board', board['id'], 'buildings')}: no building makes goods")
    return tuple(out)


def _map(board: Mapping[str, Any], colours: tuple[str, ...],
         where: _Where) -> tuple[dict[str, City], dict[tuple[str, str], Counts]]:
    cities: dict[str, City] = {}
    for c in board["cities"]:
        reward = c["reward"]
        if len(reward) != 1 or next(iter(reward)) not in REWARDS or type(next(iter(reward.values()))) is not int \
                or next(iter(reward.values())) < 1:
            raise CatalogueError(f"{where('board', board['id'], 'cities: ' + c['id'])}, 'reward': one of "
                                 f"{', '.join(REWARDS)} with an amount above 0, found {reward!r}"[:200])
        cities[c["id"]] = City(c["id"], c["label"], reward.get("points", 0), reward.get("coins", 0),
                               reward.get("cubes", 0))
    paths: dict[tuple[str, str], Counts] = {}
    for n, p in enumerate(board["paths"]):
        place = where("board", board["id"], f"paths, item {n + 1}")
        for end in (p["from"], p["to"]):
            if end != VILLAGE and end not in cities:
                raise CatalogueError(f"{place}: {end!r} is neither the village nor a city")
        if p["from"] == p["to"] or (p["to"], p["from"]) in paths or (p["from"], p["to"]) in paths:
            raise CatalogueError(f"{place}: a path joins two different places once")
        if any(type(v) is not int or v < 1 for v in p["cubes"].values()):
            raise CatalogueError(f"{place}, 'cubes': amounts above 0")
        paths[(p["from"], p["to"])] = _counts(p["cubes"], colours, f"{place}, 'cubes'")
    reached, todo = {VILLAGE}, [VILLAGE]
    while todo:
        here = todo.pop()
        for a, b in paths:
            other = b if a == here else a if b == here else None
            if other is not None and other not in reached:
                reached.add(other)
                todo.append(other)
    lost = [c for c in cities if c not in reached]
    if lost:
        raise CatalogueError(f"{where('board', board['id'], 'paths')}: no path leads to the city {lost[0]!r}")
    return cities, paths


def from_catalogue(cat: Catalogue) -> GameData:
    """The engine's numbers, or a ``CatalogueError`` naming what makes the file unplayable."""
    where = _Where(cat.file)
    comps = {r["id"]: r for r in cat.components}
    colours = tuple(r["id"][5:] for r in cat.components if r["id"].startswith("cube-"))
    goods = tuple(r["id"][5:] for r in cat.components if r["id"].startswith("good-"))
    for need in ("member", "monk", "marker", "plague", "coin", "grain"):
        if need not in comps:
            raise CatalogueError(f"{cat.file} [components]: the box needs a {need!r} entry")
    board, farm = cat.board, cat.farm
    if [a["id"] for a in board["actions"]] != list(ACTIONS):
        raise CatalogueError(f"{where('board', board['id'], 'actions')}: the action spaces are A to G in order")
    if tuple(board["chronicle"]) != SECTIONS:
        raise CatalogueError(f"{where('board', board['id'], 'chronicle')}: the sections are {', '.join(SECTIONS)}")
    if comps["marker"]["count"] < 3:
        raise CatalogueError(f"{where('components', 'marker', 'count')}: a family needs a time marker, a prestige "
                             f"marker and travel markers")
    if farm["time_spaces"] < 1 or farm["grain_spaces"] < 1:
        raise CatalogueError(f"{where('farm', farm['id'], 'time_spaces')}: the time track and the grain spaces "
                             f"need at least one space each")
    if len(board["travel_points"]) != comps["marker"]["count"] - 2 or len(board["chronicle_points"]) < 2:
        raise CatalogueError(f"{where('board', board['id'], 'travel_points')}: one value per travel marker, "
                             f"{comps['marker']['count'] - 2}")
    cities, paths = _map(board, colours, where)
    customers = {}
    for row in cat.customers:
        wants = _counts(row["wants"], (*goods, "grain"), where("customers", row["id"], "wants"))
        customers[row["id"]] = Customer(row["id"], wants[:-1], wants[-1], row["points"])
    cards = {}
    for row in cat.setup_cards:
        spots = tuple(row["spots"][a] for a in ACTIONS)
        if row["cubes_per_colour"] < 1:
            raise CatalogueError(f"{where('setup_cards', row['id'], 'cubes_per_colour')}: must be above 0")
        cards[row["players"]] = Card(row["players"], row["cubes_per_colour"], spots)
    return GameData(
        colours=colours, cubes=tuple(comps[f"cube-{c}"]["count"] for c in colours), plague=comps["plague"]["count"],
        goods=goods, good_count=tuple(comps[f"good-{g}"]["count"] for g in goods), coins=comps["coin"]["count"],
        grain=comps["grain"]["count"], numbers=tuple(sorted(comps["member"]["numbers"])),
        markers=comps["marker"]["count"], monks=comps["monk"]["count"], customers=customers,
        buildings=_buildings(board, colours, goods, where), stalls=tuple(board["market_stalls"]),
        queue=board["market_queue"], council_time=tuple(s["time"] for s in board["council"]),
        council_points=tuple(s["points"] for s in board["council"]),
        church_points=tuple(w["points"] for w in board["church"]),
        church_grain=tuple(w["grain"] for w in board["church"]), cities=cities, paths=paths,
        chronicle_labels=tuple(board["chronicle_labels"]), grave_labels=tuple(board["grave_labels"]),
        travel_points=tuple(board["travel_points"]), chronicle_points=tuple(board["chronicle_points"]),
        grain_cap=farm["grain_spaces"], lap=farm["time_spaces"], cards=cards)
