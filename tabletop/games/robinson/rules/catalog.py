"""The data file read once into the values the engine plays with, checked so that the game can be played.

Costs written as text ("1 wood or 1 fur") are parsed here, scripts compiled (``script``), and every
cross-reference the rules rely on checked: a bad edit raises ``CatalogueError`` naming the file, the
section, the entry and the field, before any game starts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...catalogue import CatalogueError
from ..contents import DATA_PATH, Contents, Row, load_contents, playable_scenario
from .script import ScriptError, Steps, compile_steps
from .state import NO_RES, Res

SCENARIO = "castaways"
WHENS = ("any", "night", "weather", "fight", "arrival", "planning")
POWER_KEYS = ("palisade", "weapon", "built", "pawn", "night_heal", "gather_bonus", "rest_heal", "rest_det",
              "keep_food", "corral", "morale_gain", "morale_loss", "ignore_snow", "pit_food", "camp_token",
              "shortcut", "woodpile")


@dataclass(frozen=True)
class Need:
    """One way to meet a threat card's requirement: an item owned, a weapon level, resources paid."""

    item: str = ""
    weapon: int = 0
    pay: Res = NO_RES


@dataclass(frozen=True)
class Event:
    id: str
    title: str
    icon: str
    pawns: int
    needs: tuple[Need, ...]
    event: Steps | None
    reward: Steps | None
    threat: Steps | None


@dataclass(frozen=True)
class Use:
    """How a starting item, discovery token or kept card is used: when, how often, and what it does."""

    when: str = ""
    uses: int = 0
    steps: Steps | None = None
    boost: int = 0
    pawn: str = ""
    item: str = ""
    weapon: int = 0
    snow: int = 0
    rain: int = 0
    counts_as: str = ""


@dataclass(frozen=True)
class Card:
    """An adventure or Mystery card: its deck or type, its two halves' scripts, and a kept card's use."""

    id: str
    title: str
    kind: str
    effect: Steps | None
    event: Steps | None
    event_title: str
    use: Use


@dataclass(frozen=True)
class Beast:
    id: str
    title: str
    strength: int
    weapon_loss: int
    food: int
    fur: int
    palisade_loss: int
    extra: Steps | None


@dataclass(frozen=True)
class Invention:
    id: str
    title: str
    group: str
    terrain: tuple[str, ...]
    items: tuple[str, ...]
    costs: tuple[Res, ...]
    powers: Mapping[str, Any]
    owner: str


@dataclass(frozen=True)
class Catalog:
    events: Mapping[str, Event]
    wreckage: Mapping[str, tuple[Steps, Steps]]
    cards: Mapping[str, Card]
    beasts: Mapping[str, Beast]
    inventions: Mapping[str, Invention]
    items: Mapping[str, Use]
    tokens: Mapping[str, Use]
    characters: Mapping[str, Row]
    abilities: Mapping[str, tuple[str, int]]
    friday: Row
    dice: Mapping[str, tuple[str, str, tuple[str, ...]]]
    scenario: Row
    weather: tuple[tuple[str, ...], ...]
    costs: Mapping[int, tuple[int, int, int]]
    morale: Mapping[int, tuple[int, bool]]
    titles: Mapping[str, str]
    pieces: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


_COST = re.compile(r"^(\d+) (wood|fur)$")


def parse_cost(text: str, where: str) -> tuple[Res, ...]:
    """``""``, ``"1 wood"``, ``"2 fur"`` or ``"1 wood or 1 fur"`` as the ways to pay."""
    if not text.strip():
        return (NO_RES,)
    out = []
    for part in text.split(" or "):
        m = _COST.match(part.strip())
        if not m:
            raise CatalogueError(f"{where}: cannot read the cost {text!r} (write e.g. '1 wood' or '1 wood or 1 fur')")
        n, what = int(m.group(1)), m.group(2)
        out.append((n, 0, 0, 0) if what == "wood" else (0, 0, n, 0))
    return tuple(out)


def _needs(raw: Any, items: frozenset[str], where: str) -> tuple[Need, ...]:
    if not isinstance(raw, list) or not raw:
        raise CatalogueError(f"{where}: 'needs' must list at least one way to meet the requirement")
    out = []
    for alt in raw:
        if not isinstance(alt, dict) or set(alt) - {"item", "weapon", "pay"}:
            raise CatalogueError(f"{where}: a requirement is an object with item, weapon and/or pay")
        item, weapon, pay = alt.get("item", ""), alt.get("weapon", 0), alt.get("pay", {})
        if item and item not in items:
            raise CatalogueError(f"{where}: no invention called {item!r}")
        if not isinstance(weapon, int) or not isinstance(pay, dict) \
                or any(k not in ("wood", "food", "fur") or not isinstance(v, int) for k, v in pay.items()):
            raise CatalogueError(f"{where}: bad weapon level or payment in 'needs'")
        out.append(Need(item, weapon, (pay.get("wood", 0), pay.get("food", 0), pay.get("fur", 0), 0)))
    return tuple(out)


class _Reader:
    def __init__(self, contents: Contents, file: str) -> None:
        self.c = contents
        self.file = file
        self.items = frozenset(r["id"] for r in contents["inventions"]) | frozenset(
            r["id"] for r in contents["scenario_inventions"])

    def where(self, section: str, row: Row, fld: str) -> str:
        return f"{self.file} [{section}], id {row['id']!r}, field {fld!r}"

    def steps(self, section: str, row: Row, key: str) -> Steps | None:
        auto = row.get("auto") or {}
        if key not in auto:
            return None
        try:
            return compile_steps(auto[key], self.items)
        except ScriptError as bad:
            raise CatalogueError(f"{self.where(section, row, 'auto')} ({key}): {bad}") from None

    def use(self, section: str, row: Row, raw: Any) -> Use:
        if raw is None:
            return Use()
        where = self.where(section, row, "auto")
        if not isinstance(raw, dict):
            raise CatalogueError(f"{where}: a use is an object")
        when = raw.get("when", "")
        if when and when not in WHENS:
            raise CatalogueError(f"{where}: 'when' must be one of {', '.join(WHENS)}")
        needs = raw.get("needs", {})
        item = needs.get("item", "") if isinstance(needs, dict) else ""
        if item and item not in self.items:
            raise CatalogueError(f"{where}: no invention called {item!r}")
        steps = None
        if "use" in raw:
            try:
                steps = compile_steps(raw["use"], self.items)
            except ScriptError as bad:
                raise CatalogueError(f"{where}: {bad}") from None
        return Use(when, int(raw.get("uses", 0)), steps, int(raw.get("boost", 0)), str(raw.get("pawn", "")),
                   item, int(needs.get("weapon", 0)) if isinstance(needs, dict) else 0, int(raw.get("snow", 0)),
                   int(raw.get("rain", 0)), str(raw.get("counts_as", "")))

    def invention(self, section: str, row: Row, group: str, owner: str) -> Invention:
        where = self.where(section, row, "powers")
        unknown = set(row["powers"]) - set(POWER_KEYS)
        if unknown:
            raise CatalogueError(f"{where}: unknown power {sorted(unknown)[0]!r}")
        powers = dict(row["powers"])
        if "built" in powers:
            try:
                powers["built"] = compile_steps(powers["built"], self.items)
            except ScriptError as bad:
                raise CatalogueError(f"{where}: {bad}") from None
        for name in row["items"]:
            if name not in self.items:
                raise CatalogueError(f"{self.where(section, row, 'items')}: no invention called {name!r}")
        return Invention(row["id"], row["title"], group, tuple(row["terrain"]), tuple(row["items"]),
                         parse_cost(row["resources"], self.where(section, row, "resources")), powers, owner)


def build_catalog(contents: Contents, file: str = DATA_PATH.name) -> Catalog:
    r = _Reader(contents, file)
    events = {}
    for row in contents["events"]:
        auto = row.get("auto") or {}
        events[row["id"]] = Event(row["id"], row["title"], row["icon"], row["pawns"],
                                  _needs(auto.get("needs"), r.items, r.where("events", row, "auto")),
                                  r.steps("events", row, "event"), r.steps("events", row, "reward"),
                                  r.steps("events", row, "threat"))
    wreckage = {}
    for row in contents["wreckage"]:
        one, two = r.steps("wreckage", row, "reward_1"), r.steps("wreckage", row, "reward_2")
        if one is None or two is None:
            raise CatalogueError(f"{r.where('wreckage', row, 'auto')}: needs reward_1 and reward_2 scripts")
        wreckage[row["id"]] = (one, two)
    cards = {}
    for sec, kind_field, prefix in (("adventures", "deck", "adventure"), ("mysteries", "type", "mystery")):
        for row in contents[sec]:
            cards[f"{prefix}:{row['id']}"] = Card(row["id"], row["title"], row[kind_field], r.steps(sec, row, "effect"),
                                    r.steps(sec, row, "event"), row["event_title"],
                                    r.use(sec, row, (row.get("auto") or {}).get("use")))
    beasts = {row["id"]: Beast(row["id"], row["title"], row["strength"], row["weapon_loss"], row["food"], row["fur"],
                               row["palisade_loss"], r.steps("beasts", row, "extra")) for row in contents["beasts"]}
    inventions = {row["id"]: r.invention("inventions", row, row["group"], row["owner"]) for row in contents["inventions"]}
    inventions.update({row["id"]: r.invention("scenario_inventions", row, "scenario", "")
                       for row in contents["scenario_inventions"] if row["scenario"] == SCENARIO})
    items = {row["id"]: r.use("starting_items", row, row.get("auto")) for row in contents["starting_items"]}
    for row in contents["starting_items"]:
        items[row["id"]] = Use(**{**items[row["id"]].__dict__, "uses": row["uses"]})
    tokens = {row["id"]: r.use("discovery_tokens", row, row.get("auto")) for row in contents["discovery_tokens"]}
    scenario = playable_scenario(contents, SCENARIO, file)
    weather = tuple(tuple(w.split()) for w in scenario["weather"])
    dice = {row["id"]: (row["set"], row["role"], tuple(row["faces"])) for row in contents["dice"]}
    roles = {role for _, role, _ in dice.values()}
    for n, w in enumerate(weather):
        if set(w) - roles:
            raise CatalogueError(f"{file} [scenarios], id {SCENARIO!r}, field 'weather': round {n + 1} names a die "
                                 f"that is not in [dice]")
    costs = {row["players"]: (row["wood"], row["fur"], row["weapon_wood"]) for row in contents["build_costs"]}
    if set(costs) != {1, 2, 3, 4}:
        raise CatalogueError(f"{file} [build_costs]: needs one row for each of 1, 2, 3 and 4 players")
    morale = {row["level"]: (row["determination"], row["heal_choice"]) for row in contents["morale_levels"]}
    if set(morale) != set(range(-3, 4)):
        raise CatalogueError(f"{file} [morale_levels]: needs one row for each level from -3 to +3")
    helpers = contents.by_id("helpers")
    titles = {f"{prefix}:{row['id']}": row["title"] for sec, prefix in _SECTIONS for row in contents[sec]}
    titles.update({f"invention:{k}": v.title for k, v in inventions.items()})
    return Catalog(events, wreckage, cards, beasts, inventions, items, tokens, contents.by_id("characters"),
                   {row["id"]: (row["character"], row["cost"]) for row in contents["abilities"]}, helpers["friday"],
                   dice, scenario, weather, costs, morale, titles, _pieces(contents))


_SECTIONS = (("events", "event"), ("wreckage", "wreckage"), ("adventures", "adventure"), ("mysteries", "mystery"),
             ("beasts", "beast"), ("inventions", "invention"), ("starting_items", "item"),
             ("discovery_tokens", "discovery"), ("characters", "character"))


def _pieces(c: Contents) -> dict[str, tuple[str, ...]]:
    """Piece ids by section, one per copy, as the table names them (``event:storm#2``)."""
    out: dict[str, tuple[str, ...]] = {}
    for sec, prefix in _SECTIONS[:-1]:
        out[prefix] = tuple(f"{prefix}:{row['id']}#{n + 1}" for row in c[sec] for n in range(row.get("copies") or 1))
    out["tile"] = tuple(f"tile:{row['number']}#1" for row in c["island_tiles"])
    return out


@lru_cache(maxsize=1)
def contents() -> Contents:
    """The data file, read once."""
    return load_contents()


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return build_catalog(contents())
