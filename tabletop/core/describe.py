"""One sentence a player understands for every action, naming only what everyone may know.

A piece is named when an onlooker could see it before or after the action (a card played face up
from a hand is named; a card drawn face down is "a card").  Hidden pieces are counted, never named.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import (
    Action,
    Announce,
    Batch,
    CutStack,
    DealCards,
    DrawCards,
    DrawFromBag,
    FlipPiece,
    GameMove,
    LockPiece,
    MakePile,
    MovePiece,
    RollDice,
    RotatePiece,
    SearchZone,
    SetCounter,
    Shuffle,
    SwitchRules,
)
from .model import Table, ZoneKind
from .visibility import is_hidden

IRREGULAR = {"die": "dice"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {IRREGULAR.get(word, word + 's')}"


def _zone_phrase(table: Table, zone_id: str, actor: str | None) -> str:
    zone = table.zones.get(zone_id)
    if zone is None:
        return zone_id
    if zone.kind is ZoneKind.HAND and zone.owner is not None:
        return "their hand" if zone.owner == actor else f"{table.seat_name(zone.owner)}'s hand"
    if zone.kind is ZoneKind.AREA and zone.id == "table":
        return "the table"
    return f"the {zone.label}" if not zone.label[:1].isupper() else zone.label


def _piece_phrase(before: Table, after: Table | None, piece_id: str) -> str:
    """The piece's name if an onlooker sees it before or after; otherwise 'a card' / 'a tile'."""
    spec = before.spec_of(piece_id)
    seen = not is_hidden(before, piece_id, None)
    if not seen and after is not None and piece_id in after.pieces:
        seen = not is_hidden(after, piece_id, None)
    if seen:
        return spec.label or piece_id
    return f"a {spec.back}" if spec.back else f"a {spec.kind}"


def _kind_plural(before: Table, piece_ids: tuple[str, ...] | list[str]) -> str:
    kinds = {before.spec_of(p).kind for p in piece_ids if p in before.pieces}
    word = kinds.pop() if len(kinds) == 1 else "piece"
    return _plural(len(piece_ids), word)


def _move(b: Table, a: Table | None, x: MovePiece, who: str) -> str:
    return f"{who} moved {_piece_phrase(b, a, x.piece)} to {_zone_phrase(b, x.zone, x.actor)}."


def _flip(b: Table, a: Table | None, x: FlipPiece, who: str) -> str:
    return f"{who} flipped {_piece_phrase(b, a, x.piece)}."


def _rotate(b: Table, a: Table | None, x: RotatePiece, who: str) -> str:
    return f"{who} turned {_piece_phrase(b, a, x.piece)}."


def _dice_phrase(label: str, count: int) -> str:
    """ "the weather die", "the weather dice", "the white dice": one kind of die, named as a player would."""
    if count > 1:
        label = label[:-3] + "dice" if label.endswith("die") else label + "s"
    return label if label[:1].isupper() else f"the {label}"


def _roll(b: Table, a: Table | None, x: RollDice, who: str) -> str:
    specs = [b.spec_of(p) for p in x.pieces]
    what = _dice_phrase(specs[0].label, len(specs)) if len({s.label for s in specs}) == 1 else "the dice"
    if x.results is None:
        return f"{who} rolled {what}."
    faces = ", ".join(s.faces[r] for s, r in zip(specs, x.results, strict=False))
    return f"{who} rolled {what}: {faces}."


def _shuffle(b: Table, a: Table | None, x: Shuffle, who: str) -> str:
    return f"{who} shuffled {_zone_phrase(b, x.zone, x.actor)}."


def _draw(b: Table, a: Table | None, x: DrawCards, who: str) -> str:
    zone = b.zones[x.zone]
    taken = list(zone.pieces[-x.count:][::-1])
    if a is not None and all(not is_hidden(a, p, None) for p in taken):
        names = ", ".join(_piece_phrase(b, a, p) for p in taken)
        return f"{who} took {names} from {_zone_phrase(b, x.zone, x.actor)} to {_zone_phrase(b, x.to_zone, x.actor)}."
    return (f"{who} drew {_kind_plural(b, taken)} from {_zone_phrase(b, x.zone, x.actor)}"
            f" into {_zone_phrase(b, x.to_zone, x.actor)}.")


def _deal(b: Table, a: Table | None, x: DealCards, who: str) -> str:
    names = ", ".join(b.seat_name(s) for s in x.seats)
    zone = b.zones[x.zone]
    sample = list(zone.pieces[-1:])
    word = _kind_plural(b, sample * x.count) if sample else _plural(x.count, "card")
    return f"{who} dealt {word} from {_zone_phrase(b, x.zone, x.actor)} to each of {names}."


def _cut(b: Table, a: Table | None, x: CutStack, who: str) -> str:
    return f"{who} cut {_zone_phrase(b, x.zone, x.actor)}."


def _make_pile(b: Table, a: Table | None, x: MakePile, who: str) -> str:
    what = _piece_phrase(b, a, x.pieces[0]) if len(x.pieces) == 1 else _kind_plural(b, x.pieces)
    return f"{who} put {what} on {_piece_phrase(b, a, x.below)}, making a pile."


def _bag(b: Table, a: Table | None, x: DrawFromBag, who: str) -> str:
    where = _zone_phrase(b, x.to_zone, x.actor)
    if x.picked and a is not None and all(not is_hidden(a, p, None) for p in x.picked):
        names = ", ".join(_piece_phrase(b, a, p) for p in x.picked)
        return f"{who} drew {names} from {_zone_phrase(b, x.zone, x.actor)} onto {where}."
    return f"{who} drew {_plural(x.count, 'piece')} from {_zone_phrase(b, x.zone, x.actor)} into {where}."


def _counter(b: Table, a: Table | None, x: SetCounter, who: str) -> str:
    value = "nothing" if x.value is None else str(x.value)
    return f"{who} set {_piece_phrase(b, a, x.piece)} to {value}."


def _lock(b: Table, a: Table | None, x: LockPiece, who: str) -> str:
    verb = "locked" if x.locked else "unlocked"
    return f"{who} {verb} {_piece_phrase(b, a, x.piece)}."


def _search(b: Table, a: Table | None, x: SearchZone, who: str) -> str:
    return f"{who} searched {_zone_phrase(b, x.zone, x.actor)}."


def _announce(b: Table, a: Table | None, x: Announce, who: str) -> str:
    return x.text


def _game(b: Table, a: Table | None, x: GameMove, who: str) -> str:
    return x.text or f"{who} made a move."


def _rules(b: Table, a: Table | None, x: SwitchRules, who: str) -> str:
    if x.on:
        return f"{who} turned rules enforcement on."
    return f"{who} turned rules enforcement off; the game goes on as a free table."


def _batch(b: Table, a: Table | None, x: Batch, who: str) -> str:
    if x.label:
        return x.label
    if not x.actions:
        return f"{who} did nothing."
    first = x.actions[0]
    if all(isinstance(s, MovePiece) for s in x.actions) and len(x.actions) > 1:
        moves = [s for s in x.actions if isinstance(s, MovePiece)]
        targets = {m.zone for m in moves}
        where = _zone_phrase(b, targets.pop(), x.actor) if len(targets) == 1 else "several places"
        return f"{who} moved {_kind_plural(b, [m.piece for m in moves])} to {where}."
    return describe(b, first, a) + ("" if len(x.actions) == 1 else f" (and {len(x.actions) - 1} more)")


_SENTENCES: dict[type, Callable[..., str]] = {
    MovePiece: _move,
    FlipPiece: _flip,
    RotatePiece: _rotate,
    RollDice: _roll,
    Shuffle: _shuffle,
    DrawCards: _draw,
    DealCards: _deal,
    CutStack: _cut,
    MakePile: _make_pile,
    DrawFromBag: _bag,
    SetCounter: _counter,
    LockPiece: _lock,
    SearchZone: _search,
    Announce: _announce,
    GameMove: _game,
    SwitchRules: _rules,
    Batch: _batch,
}


def describe(before: Table, action: Action, after: Table | None = None) -> str:
    """The log line for ``action`` applied to ``before`` (``after`` lets a revealed card be named)."""
    who = before.seat_name(action.actor) if action.actor else "Someone"
    sentence = _SENTENCES.get(type(action))
    if sentence is None:
        return f"{who} did {action.kind}."
    return sentence(before, after, action, who)
