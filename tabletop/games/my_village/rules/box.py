"""The game's numbers as the engine reads them: every card value, the boards' printed numbers.

Most card values are not in the rulebook, so they come from the data file where a player who owns
the game can correct them.  ``Box.from_catalogue`` turns the checked rows into typed records and
refuses a file that would make the game unplayable (a monk whose action the engine does not know, a
church that is no known church, a window table too short for six windows), naming the card or board
and the field, so a bad correction is caught at the start and not in the middle of a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..catalogue import Catalogue

GOODS: tuple[str, ...] = ("horse", "beer", "plough", "scroll", "wagon")
CRAFTS: tuple[str, ...] = ("stable", "brewery", "smithy", "office", "wainwright")
LETTERS: tuple[str, ...] = ("A", "B", "C", "D", "E")
MONK_DECKS: tuple[str, ...] = ("quill", "chalice", "rosary")
MONK_ACTIONS = ("ap", "headman", "steward", "school", "school_twice")
CHURCHES = ("healing", "monastery", "merchant", "travel")
COUNCILS = ("financial", "territorial", "population", "guild")
AREA_PROFESSION = {"church": "abbot", "monk": "abbot", "council": "councilman", "meeting_place": "councilman",
                   "travel": "traveller", "craft": "craftsman", "customer": "merchant"}
"""The villager whose area a card kind belongs to (fields are in the harvest area: nobody's, always active)."""
TERRITORIES: tuple[str, ...] = ("travel", "craft", "customer", "church", "field")
"""The Territorial council's five categories, as the rulebook lists them (church = church + monk cards)."""
MAX_WINDOWS = 6
MONASTERY_WINDOWS = 1
DICE_BY_PLAYERS = {2: (8, 3), 3: (6, 2), 4: (8, 3)}
"""White and black dice in the pool by player count (rulebook set-up)."""
TURNS_PER_PLAYER = {2: 2, 3: 1, 4: 1}
STEWARD_MAX = 4
MONK_STEWARD_MAX = 2
BLACK_DIE_TIME = 2
HEADMAN_TIME = 1
SCHOOL_TIME = 1
SCHOOL_RIGHT_AP = 2
HEADMAN_COINS = 1
HEADMAN_AP = 3
PLAY_FLAG_AP = 1
MEETING_AP = 1
FIELD_COINS = 1
PLOUGH_COINS = 1
FINANCIAL_COINS = 2
POPULATION_POINTS = 4
START_TILE_POINTS = 1

Cost = tuple[tuple[str, int], ...]
"""One way to pay: (thing, amount) pairs, sorted; things are coin, time, a good or item (any coin or good)."""


class DataError(ValueError):
    """A data file the engine cannot play with, naming the card or board and the field."""


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    title: str
    deck: str
    flag: tuple[int, ...]
    any_value: bool
    time: int
    cost: tuple[Cost, ...]
    points: int
    spaces: int
    white_time: int
    ap: int
    action: str
    goods: tuple[str, ...]
    good: str
    gray: Cost
    chapel: bool
    benefit: str


@dataclass(frozen=True)
class Board:
    id: str
    title: str
    play_flag: tuple[int, ...]
    school_flag: tuple[int, ...]
    clouds: int
    window_points: tuple[int, ...]


@dataclass(frozen=True)
class Box:
    cards: Mapping[str, Card]
    boards: Mapping[str, Board]
    professions: tuple[str, ...]
    chronicle_ap: tuple[int, ...]
    rat_start: Mapping[int, int]
    red_spaces: int
    steward_flag: tuple[int, ...]
    steward_cost: tuple[tuple[int, int], ...]
    start_flag: tuple[int, ...]
    display: int
    end_graves: Mapping[int, int]
    worker_points: int
    dice: Mapping[str, int]

    @classmethod
    def from_catalogue(cls, catalogue: Catalogue) -> Box:
        cards = {row["id"]: _card(row) for row in catalogue.cards}
        boards = {row["id"]: _board(row) for row in catalogue.village_boards}
        main = catalogue.main_board
        comps = {row["id"]: row for row in catalogue.components}
        box = cls(
            cards=cards, boards=boards, professions=tuple(main["professions"]),
            chronicle_ap=tuple(main["chronicle_ap"]),
            rat_start={int(k): int(v) for k, v in main["rat_start"].items()}, red_spaces=int(main["red_spaces"]),
            steward_flag=tuple(main["steward_flag"]), steward_cost=_steward(main["steward_cost"]),
            start_flag=tuple(main["start_player_flag"]), display=int(main["display"]),
            end_graves={int(k): int(v) for k, v in main["end_graves"].items()},
            worker_points=int(_component(comps, "seasonal-worker").get("value") or 0),
            dice={name: int(_component(comps, name)["count"]) for name in ("white-die", "black-die")},
        )
        _check(box)
        return box

    def of_kind(self, kind: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.kind == kind]

    def of_deck(self, kind: str, deck: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.kind == kind and c.deck == deck]


def _cost(amounts: Mapping[str, Any]) -> Cost:
    return tuple(sorted((str(k), int(v)) for k, v in amounts.items() if int(v)))


def _card(row: Mapping[str, Any]) -> Card:
    flag = row["flag"]
    return Card(
        id=row["id"], kind=row["kind"], title=row["title"], deck=row["deck"],
        flag=tuple(v for v in flag if v != "?"), any_value="?" in flag, time=row["time"],
        cost=tuple(_cost(alt) for alt in row["cost"]), points=row["points"], spaces=row["spaces"],
        white_time=row["white_time"], ap=row["ap"], action=row["action"], goods=tuple(row["goods"]),
        good=row["good"] or "", gray=_cost(row["gray_flag"] or {}), chapel=row["chapel"], benefit=row["benefit"],
    )


def _board(row: Mapping[str, Any]) -> Board:
    return Board(row["id"], row["title"], tuple(row["play_flag"]), tuple(row["school_flag"]), row["time_clouds"],
                 tuple(row["window_points"]))


def _steward(rows: Sequence[Mapping[str, Any]]) -> tuple[tuple[int, int], ...]:
    for n, row in enumerate(rows):
        if set(row) - {"time", "coin"}:
            raise DataError(f"main board, field 'steward_cost', entry {n + 1}: the steward's office costs only "
                            f"time and coins, found {sorted(row)}")
    return tuple((int(row.get("time", 0)), int(row.get("coin", 0))) for row in rows)


def _component(comps: Mapping[str, Mapping[str, Any]], name: str) -> Mapping[str, Any]:
    if name not in comps:
        raise DataError(f"components: the game needs the component {name!r}")
    return comps[name]


def _refuse(card: Card, field: str, problem: str) -> None:
    raise DataError(f"card {card.id!r}, field {field!r}: {problem}")


def _check(box: Box) -> None:
    """Everything the engine relies on that the catalogue's column checks cannot say."""
    for card in box.cards.values():
        _check_card(card)
    for kind, names in (("church", CHURCHES), ("council", COUNCILS)):
        found = sorted(c.benefit for c in box.cards.values() if c.kind == kind)
        if found != sorted(names):
            raise DataError(f"cards of kind {kind!r}, field 'benefit': the game has one each of "
                            f"{', '.join(names)}; the file gives {', '.join(found) or 'none'}")
    for letter in LETTERS:
        if not box.of_deck("travel", letter):
            raise DataError(f"travel cards: deck {letter!r} is empty")
    for board in box.boards.values():
        if len(board.window_points) < MAX_WINDOWS:
            raise DataError(f"village board {board.id!r}, field 'window_points': needs a value for each of "
                            f"1 to {MAX_WINDOWS} windows, found {len(board.window_points)}")
    if len(box.steward_cost) != STEWARD_MAX:
        raise DataError(f"main board, field 'steward_cost': needs the cost of 1 to {STEWARD_MAX} customers, "
                        f"found {len(box.steward_cost)}")
    if len(set(box.professions)) != len(box.professions):
        raise DataError("main board, field 'professions': a profession is named twice")
    missing = sorted(set(AREA_PROFESSION.values()) - set(box.professions))
    if missing:
        raise DataError(f"main board, field 'professions': the areas need the profession {missing[0]!r}")
    for letter in LETTERS:
        deck = [box.cards[c] for c in box.of_deck("travel", letter)]
        for card in deck[1:]:
            for name in ("flag", "time", "cost"):
                if getattr(card, name) != getattr(deck[0], name):
                    _refuse(card, name, f"every travel card {letter} shows the same dark side (flag, time, cost) "
                                        f"as {deck[0].id!r}, since the deck's top card is taken unseen")
    for players in DICE_BY_PLAYERS:
        if players not in box.rat_start or players not in box.end_graves:
            raise DataError(f"main board: 'rat_start' and 'end_graves' need a value for {players} players")
    whites, blacks = DICE_BY_PLAYERS[4]
    if box.dice["white-die"] < whites or box.dice["black-die"] < blacks:
        raise DataError(f"components: the pool needs {whites} white and {blacks} black dice")


def _check_card(card: Card) -> None:
    if card.kind == "monk":
        if card.deck not in MONK_DECKS:
            _refuse(card, "deck", f"a monk belongs to one of the decks {', '.join(MONK_DECKS)}")
        if card.action not in MONK_ACTIONS:
            _refuse(card, "action", f"a monk's one-off action is one of {', '.join(MONK_ACTIONS)}")
        if card.action == "ap" and card.ap < 1:
            _refuse(card, "ap", "a monk that gives adventure points needs how many (1 or more)")
    if card.kind == "craft" and (card.good not in GOODS or card.deck not in CRAFTS):
        _refuse(card, "good", "a craft building makes one of " + ", ".join(GOODS))
    if card.kind == "customer" and not card.goods:
        _refuse(card, "goods", "a customer wants at least one good")
    if card.kind == "travel" and card.deck not in LETTERS:
        _refuse(card, "deck", "a travel card belongs to one of the decks " + ", ".join(LETTERS))
    if card.kind not in ("customer", "monk", "travel", "church") and card.white_time > 1:
        _refuse(card, "white_time", "a white flag costs at most 1 time (one hourglass)")
    if card.kind == "church" and card.benefit == "healing" and card.spaces < 1:
        _refuse(card, "spaces", "the Healing church needs its spaces for the invasions it wards off")
    if card.kind == "meeting_place" and card.spaces < 1:
        _refuse(card, "spaces", "a meeting place needs at least one space for its markers")
    if card.kind == "council" and card.benefit == "guild" and card.spaces < 1:
        _refuse(card, "spaces", "the Guild council needs at least one space for its goods")
    if card.kind != "customer" and not card.flag:
        _refuse(card, "flag", "only a customer's flag may show \"?\"")
