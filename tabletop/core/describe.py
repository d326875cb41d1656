"""One sentence a player understands for every action, naming only what everyone may know.

A piece is named when an onlooker could see it before or after the action (a card played face up
from a hand is named; a card drawn face down is "a card").  Hidden pieces are counted, never named.
"""

from __future__ import annotations

from collections.abc import Callable

from ..lang.door import N_, _, n_, takes_an
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
from .names import name_of
from .visibility import is_hidden

KIND_NAMES = {"card": N_("card"), "die": N_("die"), "tile": N_("tile"), "token": N_("token"), "cube": N_("cube"),
              "coin": N_("coin"), "disc": N_("disc"), "marker": N_("marker"), "pawn": N_("pawn"), "good": N_("good"),
              "board": N_("board")}
"""A piece's kind, as a sentence names a piece nobody may see and whose back has no name of its own."""


def _count(n: int, kind: str) -> str:
    """``n`` pieces of one kind, in the plural the language gives ``n`` (Babel's rules, through the door)."""
    forms: dict[str, Callable[[], str]] = {
        "card": lambda: n_("{n} card", "{n} cards", n),
        "die": lambda: n_("{n} die", "{n} dice", n),
        "tile": lambda: n_("{n} tile", "{n} tiles", n),
        "token": lambda: n_("{n} token", "{n} tokens", n),
        "cube": lambda: n_("{n} cube", "{n} cubes", n),
        "coin": lambda: n_("{n} coin", "{n} coins", n),
        "disc": lambda: n_("{n} disc", "{n} discs", n),
        "marker": lambda: n_("{n} marker", "{n} markers", n),
        "pawn": lambda: n_("{n} pawn", "{n} pawns", n),
        "good": lambda: n_("{n} good", "{n} goods", n),
        "board": lambda: n_("{n} board", "{n} boards", n),
    }
    return forms.get(kind, lambda: n_("{n} piece", "{n} pieces", n))()


def _zone_phrase(table: Table, zone_id: str, actor: str | None) -> str:
    zone = table.zones.get(zone_id)
    if zone is None:
        return zone_id
    if zone.kind is ZoneKind.HAND and zone.owner is not None:
        return _("their hand") if zone.owner == actor else _("{seat}'s hand", seat=table.seat_name(zone.owner))
    if zone.kind is ZoneKind.AREA and zone.id == "table":
        return _("the table")
    label = name_of(table, zone.label)
    return _("the {place}", place=label) if not zone.label[:1].isupper() else label


def _piece_phrase(before: Table, after: Table | None, piece_id: str) -> str:
    """The piece's name if an onlooker sees it before or after; otherwise 'a card' / 'a tile'."""
    spec = before.spec_of(piece_id)
    seen = not is_hidden(before, piece_id, None)
    if not seen and after is not None and piece_id in after.pieces:
        seen = not is_hidden(after, piece_id, None)
    if seen:
        return name_of(before, spec.label) if spec.label else piece_id
    thing = spec.back or KIND_NAMES.get(spec.kind, N_("piece"))
    return _("an {thing}" if takes_an(thing) else "a {thing}", thing=_(thing))


def _kind_plural(before: Table, piece_ids: tuple[str, ...] | list[str]) -> str:
    kinds = {before.spec_of(p).kind for p in piece_ids if p in before.pieces}
    return _count(len(piece_ids), kinds.pop() if len(kinds) == 1 else "piece")


def _move(b: Table, a: Table | None, x: MovePiece, who: str) -> str:
    return _("{who} moved {piece} to {place}.", who=who, piece=_piece_phrase(b, a, x.piece),
             place=_zone_phrase(b, x.zone, x.actor))


def _flip(b: Table, a: Table | None, x: FlipPiece, who: str) -> str:
    return _("{who} flipped {piece}.", who=who, piece=_piece_phrase(b, a, x.piece))


def _rotate(b: Table, a: Table | None, x: RotatePiece, who: str) -> str:
    return _("{who} turned {piece}.", who=who, piece=_piece_phrase(b, a, x.piece))


def _dice_phrase(label: str, count: int) -> str:
    """ "the weather die", "the weather dice", "the white dice": one kind of die, named as a player would."""
    if count > 1:
        label = label[:-3] + "dice" if label.endswith("die") else label + "s"
    return _(label) if label[:1].isupper() else _("the {place}", place=_(label))


def _roll(b: Table, a: Table | None, x: RollDice, who: str) -> str:
    specs = [b.spec_of(p) for p in x.pieces]
    what = _dice_phrase(specs[0].label, len(specs)) if len({s.label for s in specs}) == 1 else _("the dice")
    if x.results is None:
        return _("{who} rolled {dice}.", who=who, dice=what)
    faces = ", ".join(_(s.faces[r]) for s, r in zip(specs, x.results, strict=False))
    return _("{who} rolled {dice}: {faces}.", who=who, dice=what, faces=faces)


def _shuffle(b: Table, a: Table | None, x: Shuffle, who: str) -> str:
    return _("{who} shuffled {place}.", who=who, place=_zone_phrase(b, x.zone, x.actor))


def _draw(b: Table, a: Table | None, x: DrawCards, who: str) -> str:
    zone = b.zones[x.zone]
    taken = list(zone.pieces[-x.count:][::-1])
    source, target = _zone_phrase(b, x.zone, x.actor), _zone_phrase(b, x.to_zone, x.actor)
    if a is not None and all(not is_hidden(a, p, None) for p in taken):
        names = ", ".join(_piece_phrase(b, a, p) for p in taken)
        return _("{who} took {pieces} from {source} to {target}.", who=who, pieces=names, source=source, target=target)
    return _("{who} drew {pieces} from {source} into {target}.", who=who, pieces=_kind_plural(b, taken),
             source=source, target=target)


def _deal(b: Table, a: Table | None, x: DealCards, who: str) -> str:
    names = ", ".join(b.seat_name(s) for s in x.seats)
    zone = b.zones[x.zone]
    sample = list(zone.pieces[-1:])
    word = _kind_plural(b, sample * x.count) if sample else _count(x.count, "card")
    return _("{who} dealt {pieces} from {source} to each of {seats}.", who=who, pieces=word,
             source=_zone_phrase(b, x.zone, x.actor), seats=names)


def _cut(b: Table, a: Table | None, x: CutStack, who: str) -> str:
    return _("{who} cut {place}.", who=who, place=_zone_phrase(b, x.zone, x.actor))


def _make_pile(b: Table, a: Table | None, x: MakePile, who: str) -> str:
    what = _piece_phrase(b, a, x.pieces[0]) if len(x.pieces) == 1 else _kind_plural(b, x.pieces)
    return _("{who} put {pieces} on {piece}, making a pile.", who=who, pieces=what, piece=_piece_phrase(b, a, x.below))


def _bag(b: Table, a: Table | None, x: DrawFromBag, who: str) -> str:
    where, source = _zone_phrase(b, x.to_zone, x.actor), _zone_phrase(b, x.zone, x.actor)
    if x.picked and a is not None and all(not is_hidden(a, p, None) for p in x.picked):
        names = ", ".join(_piece_phrase(b, a, p) for p in x.picked)
        return _("{who} drew {pieces} from {source} onto {target}.", who=who, pieces=names, source=source, target=where)
    return _("{who} drew {pieces} from {source} into {target}.", who=who, pieces=_count(x.count, "piece"),
             source=source, target=where)


def _counter(b: Table, a: Table | None, x: SetCounter, who: str) -> str:
    value = _("nothing") if x.value is None else str(x.value)
    return _("{who} set {piece} to {value}.", who=who, piece=_piece_phrase(b, a, x.piece), value=value)


def _lock(b: Table, a: Table | None, x: LockPiece, who: str) -> str:
    piece = _piece_phrase(b, a, x.piece)
    if x.locked:
        return _("{who} locked {piece}.", who=who, piece=piece)
    return _("{who} unlocked {piece}.", who=who, piece=piece)


def _search(b: Table, a: Table | None, x: SearchZone, who: str) -> str:
    return _("{who} searched {place}.", who=who, place=_zone_phrase(b, x.zone, x.actor))


def _announce(b: Table, a: Table | None, x: Announce, who: str) -> str:
    return _(x.text)


def _game(b: Table, a: Table | None, x: GameMove, who: str) -> str:
    return x.text or _("{who} made a move.", who=who)


def _rules(b: Table, a: Table | None, x: SwitchRules, who: str) -> str:
    if x.on:
        return _("{who} turned rules enforcement on.", who=who)
    return _("{who} turned rules enforcement off; the game goes on as a free table.", who=who)


def _batch(b: Table, a: Table | None, x: Batch, who: str) -> str:
    if x.label:
        return x.label
    if not x.actions:
        return _("{who} did nothing.", who=who)
    first = x.actions[0]
    if all(isinstance(s, MovePiece) for s in x.actions) and len(x.actions) > 1:
        moves = [s for s in x.actions if isinstance(s, MovePiece)]
        targets = {m.zone for m in moves}
        where = _zone_phrase(b, targets.pop(), x.actor) if len(targets) == 1 else _("several places")
        return _("{who} moved {piece} to {place}.", who=who, piece=_kind_plural(b, [m.piece for m in moves]),
                 place=where)
    sentence = describe(b, first, a)
    if len(x.actions) == 1:
        return sentence
    return n_("{sentence} (and {n} more)", "{sentence} (and {n} more)", len(x.actions) - 1, sentence=sentence)


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
    who = before.seat_name(action.actor) if action.actor else _("Someone")
    sentence = _SENTENCES.get(type(action))
    if sentence is None:
        return _("{who} did {kind}.", who=who, kind=action.kind)
    return sentence(before, after, action, who)
