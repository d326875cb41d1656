"""The Loyang catalogue: every card and token of the box, read from ``cards.json`` and checked.

The engine, the layout and the art all read the same frozen records, so a corrected value in the data
file (say, a market stall's goods) changes play and picture together.  Loading is pure: the file sits
next to this module and a bad edit raises ``CatalogueError`` naming file, card and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ...lang.door import N_
from ..catalogue import CatalogueError, Field, load_json, section_rows

DATA_FILE = Path(__file__).with_name("cards.json")
VEGETABLES: tuple[str, ...] = (N_("wheat"), N_("pumpkin"), N_("turnip"), N_("cabbage"), N_("bean"), N_("leek"))
VEG_INDEX = {v: k for k, v in enumerate(VEGETABLES)}
"""Each vegetable's place in ``VEGETABLES``: the order carts, storehouses and shops count them in."""
HELPERS = ("bookkeeper", "haggler", "conman", "deliveryman", "foreman", "harvesthelper", "maid", "marketcrier",
           "marketwoman", "merchant", "messengerboy", "official", "ploughman", "saleswoman", "shopper", "squire",
           "subsistencefarmer", "tout", "tenantfarmer", "trader")

_VEG = Field(str, choices=VEGETABLES)
SCHEMAS: dict[str, dict[str, Field]] = {
    "vegetables": {"title": Field(str), "count": Field(int), "buy": Field(int), "sell": Field(int),
                   "shop_spaces": Field(int), "shop_start": Field(int), "color": Field(str)},
    "storehouses": {"title": Field(str), "capacity": Field(int), "upgraded_capacity": Field(int),
                    "upgrade_cost": Field(int)},
    "summaries": {"title": Field(str)},
    "loans": {"title": Field(str), "cash": Field(int), "points": Field(int)},
    "private_fields": {"kind": Field(str, choices=("home", "private")), "kit": Field(int), "group": Field(str),
                       "spaces": Field(int), "allowed": Field(list)},
    "common_fields": {"spaces": Field(int), "cost": Field(int), "allowed": Field(list)},
    "market_stalls": {"goods": Field(list)},
    "regular_customers": {"wants": Field(list), "pays": Field(list), "starter": Field(bool)},
    "casual_customers": {"wants": Field(list), "pays": Field(int)},
    "helpers": {"helper": Field(str, choices=HELPERS), "title": Field(str), "phases": Field(list),
                "lantern": Field(bool), "text": Field(str)},
    "tokens": {"title": Field(str), "count": Field(int), "value": Field(int)},
    "path": {"number": Field(int)},
}
SECTION_COUNTS = {"storehouses": 4, "summaries": 4, "loans": 6, "private_fields": 36, "common_fields": 6,
                  "market_stalls": 14, "regular_customers": 14, "casual_customers": 14, "helpers": 22}


@dataclass(frozen=True)
class Card:
    """One card: ``kind`` is field/stall/regular/casual/helper (action cards) or a box card kind."""

    id: str
    kind: str
    title: str
    data: dict[str, Any]
    source: str
    reference: str


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, Card]
    vegetables: dict[str, dict[str, Any]]
    tokens: dict[str, dict[str, Any]]
    path: tuple[int, ...]

    def ids(self, kind: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.kind == kind]

    @property
    def action_ids(self) -> list[str]:
        return [c.id for c in self.cards.values() if c.data.get("action")]


def _veg_list(value: list[Any], where: str, field: str, size: int | None = None) -> list[str]:
    if size is not None and len(value) != size:
        raise CatalogueError(f"{where}, field {field!r}: expected {size} vegetables, found {len(value)}")
    for v in value:
        if v not in VEGETABLES:
            raise CatalogueError(f"{where}, field {field!r}: {v!r} is not one of {', '.join(VEGETABLES)}")
    return list(value)


def _goods(value: list[Any], where: str) -> list[dict[str, Any]]:
    if not value:
        raise CatalogueError(f"{where}, field 'goods': a stall needs at least one vegetable")
    for n, g in enumerate(value):
        if not isinstance(g, dict) or set(g) != {"veg", "bowls"}:
            raise CatalogueError(f"{where}, field 'goods', entry {n + 1}: expected {{\"veg\", \"bowls\"}}")
        _veg_list([g["veg"]], where, "goods")
        if g["bowls"] not in (1, 2):
            raise CatalogueError(f"{where}, field 'goods', entry {n + 1}: bowls must be 1 or 2, found {g['bowls']!r}")
    return list(value)


def _card(section: str, row: dict[str, Any], where: str) -> Card:
    rid = row["id"]
    here = f"{where}, id {rid!r}"
    data = {k: v for k, v in row.items() if k not in ("id", "source", "reference")}
    kind = {"storehouses": "storehouse", "summaries": "summary", "loans": "loan", "private_fields": "field",
            "common_fields": "field", "market_stalls": "stall", "regular_customers": "regular",
            "casual_customers": "casual", "helpers": "helper"}[section]
    if section in ("private_fields", "common_fields"):
        data["allowed"] = _veg_list(row["allowed"], here, "allowed")
        data.setdefault("kind", "common")
        if row["spaces"] < 1:
            raise CatalogueError(f"{here}, field 'spaces': a field needs at least 1 space")
    if section == "market_stalls":
        data["goods"] = _goods(row["goods"], here)
    if section == "regular_customers":
        data["wants"] = _veg_list(row["wants"], here, "wants", 2)
        pays = row["pays"]
        if len(pays) != 4 or not all(isinstance(p, int) and not isinstance(p, bool) for p in pays):
            raise CatalogueError(f"{here}, field 'pays': expected 4 whole numbers (one per row), found {pays!r}")
    if section == "casual_customers":
        data["wants"] = _veg_list(row["wants"], here, "wants", 3)
    data["action"] = section in ("common_fields", "market_stalls", "regular_customers", "casual_customers",
                                 "helpers")
    title = row.get("title") or _title(kind, data)
    return Card(rid, kind, title, data, row["source"], row.get("reference") or "")


def _title(kind: str, data: dict[str, Any]) -> str:
    if kind == "field":
        return {"home": "Home field", "private": "Private field", "common": "Common field"}[data["kind"]] + \
            f" ({data['spaces']})"
    if kind == "stall":
        return "Market stall: " + ", ".join(g["veg"] for g in data["goods"])
    if kind == "regular":
        return "Regular customer: " + " + ".join(data["wants"])
    return "Casual customer: " + " + ".join(data["wants"])


def parse(data: Any, name: str = DATA_FILE.name) -> Catalogue:
    """The catalogue from already-read JSON (tests feed edited copies through here)."""
    if not isinstance(data, dict):
        raise CatalogueError(f"{name}: expected an object with one list per section")
    cards: dict[str, Card] = {}
    tables: dict[str, list[dict[str, Any]]] = {}
    for section, schema in SCHEMAS.items():
        where = f"{name} [{section}]"
        rows = section_rows(data, name, section, schema)
        tables[section] = rows
        if section in SECTION_COUNTS and len(rows) != SECTION_COUNTS[section]:
            raise CatalogueError(f"{where}: expected {SECTION_COUNTS[section]} cards, found {len(rows)}")
        if section in SECTION_COUNTS:
            for row in rows:
                if row["id"] in cards:
                    raise CatalogueError(f"{where}, id {row['id']!r}: the id is used twice")
                cards[row["id"]] = _card(section, row, where)
    vegetables = {r["id"]: r for r in tables["vegetables"]}
    if tuple(vegetables) != VEGETABLES:
        raise CatalogueError(f"{name} [vegetables]: expected exactly {', '.join(VEGETABLES)} in that order")
    return Catalogue(cards, vegetables, {r["id"]: r for r in tables["tokens"]},
                     tuple(r["number"] for r in tables["path"]))


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """The box as the data file describes it (read once)."""
    return parse(load_json(DATA_FILE))
