"""``apply(table, action)``: what a real table does with a gesture, refusing only the impossible.

Rules of a game are not checked here (that is each game's engine); only physics: a piece must exist,
a die must have the face it is set to, a locked piece does not move, a stack cannot give more cards
than it holds.  Chance must already be decided: an action whose die faces or shuffle order are still
``None`` is refused, because applying it would make the log unreplayable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

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
from .errors import IllegalAction
from .model import Piece, Table, Visibility, Zone, ZoneKind, next_made_pile_id

PILE_KINDS = (ZoneKind.STACK, ZoneKind.BAG, ZoneKind.HAND)
STACKABLE = ("card", "tile")


def _piece(table: Table, piece_id: str) -> Piece:
    try:
        return table.pieces[piece_id]
    except KeyError:
        raise IllegalAction(f"There is no piece {piece_id!r} on this table.") from None


def _zone(table: Table, zone_id: str) -> Zone:
    try:
        return table.zones[zone_id]
    except KeyError:
        raise IllegalAction(f"There is no place {zone_id!r} on this table.") from None


def _label(table: Table, piece: Piece) -> str:
    return table.specs[piece.spec].label or piece.id


def _unlocked(table: Table, piece: Piece) -> None:
    if piece.locked:
        raise IllegalAction(f"The {_label(table, piece)} is locked; unlock it first (L).")


def _place(table: Table, piece_id: str, zone_id: str, x: float | None, y: float | None,
           index: int | None) -> Table:
    """Move one piece, keeping every zone's order in step with the piece's own ``zone``."""
    piece = _piece(table, piece_id)
    _unlocked(table, piece)
    source = table.zones[piece.zone]
    target = _zone(table, zone_id)
    remaining = tuple(p for p in source.pieces if p != piece_id)
    changed_zones: dict[str, Zone] = {source.id: replace(source, pieces=remaining)}
    base = remaining if target.id == source.id else target.pieces
    if index is None:
        pos = len(base)
    elif 0 <= index <= len(base):
        pos = index
    else:
        raise IllegalAction(f"{target.label} has no position {index}.")
    changed_zones[target.id] = replace(target, pieces=base[:pos] + (piece_id,) + base[pos:])

    face = piece.face
    spec = table.specs[piece.spec]
    if target.kind is ZoneKind.HAND and face in spec.hidden_faces:
        face = 0
    elif source.kind is ZoneKind.HAND and target.kind is ZoneKind.STACK and base:
        top = table.pieces[base[-1]]
        if top.face in table.specs[top.spec].hidden_faces and spec.hidden_faces:
            face = min(spec.hidden_faces)
    if target.kind is ZoneKind.AREA:
        cx, cy = (piece.x, piece.y) if target.id == source.id else target.center
        nx = cx if x is None else float(x)
        ny = cy if y is None else float(y)
    else:
        nx, ny = target.center
    moved = replace(piece, zone=target.id, x=nx, y=ny, face=face)
    table = table.with_changes(pieces={piece_id: moved}, zones=changed_zones)
    if source.made_on is not None and target.id != source.id and len(remaining) < 2:
        table = _dissolve(table, table.zones[source.id], source.made_on)
    return table


def _dissolve(table: Table, pile: Zone, area_id: str) -> Table:
    """A made pile down to one piece is no pile: that piece is left loose where the pile lay.

    Tabletop Simulator does the same with a deck of one card.  The area the pile was made on is
    never removed (only made piles are), so it is there to take the piece.
    """
    x, y = pile.center
    for pid in pile.pieces:  # the last piece, if any is left
        area = table.zones[area_id]
        table = table.with_changes(pieces={pid: replace(table.pieces[pid], zone=area_id, x=x, y=y)},
                                   zones={area_id: replace(area, pieces=area.pieces + (pid,))})
    return table.without_zone(pile.id)


def _pile(table: Table, zone_id: str, what: str, actor: str | None = None) -> Zone:
    zone = _zone(table, zone_id)
    if zone.kind not in PILE_KINDS:
        raise IllegalAction(f"You can only {what} a deck, a pile, a bag or a hand, not {zone.label}.")
    _owned_by(table, zone, actor, what)
    return zone


def _owned_by(table: Table, zone: Zone, actor: str | None, what: str) -> None:
    """A player's own pile (a hand, served customers) is theirs alone to look through or take from."""
    if zone.owner is not None and actor is not None and actor != zone.owner:
        raise IllegalAction(f"Only {table.seat_name(zone.owner)} may {what} {zone.label}.")


def _count(count: int, available: int, zone: Zone, verb: str) -> None:
    if count < 1:
        raise IllegalAction(f"Choose at least one piece to {verb}.")
    if count > available:
        raise IllegalAction(f"{zone.label} holds only {available}; you cannot {verb} {count}.")


def _stackable_kind(table: Table, piece: Piece) -> str:
    kind = table.specs[piece.spec].kind
    if kind not in STACKABLE:
        raise IllegalAction(f"Only cards and tiles make a pile, not a {kind}.")
    return kind


def _make_pile(table: Table, a: MakePile) -> Table:
    below = _piece(table, a.below)
    area = table.zones[below.zone]
    if area.kind is not ZoneKind.AREA:
        raise IllegalAction("A pile is made on a loose card or tile; this one lies in a pile, a bag or a hand.")
    if not a.pieces:
        raise IllegalAction("Choose at least one piece to put on the pile.")
    if len(set(a.pieces)) != len(a.pieces) or a.below in a.pieces:
        raise IllegalAction("Each piece goes onto a pile once.")
    kind = _stackable_kind(table, below)
    for pid in a.pieces:
        if _stackable_kind(table, _piece(table, pid)) != kind:
            raise IllegalAction("A pile holds only cards or only tiles.")
    _unlocked(table, below)
    spec = table.specs[below.spec]
    w, h = float(spec.width), float(spec.height)
    if below.rotation % 180 == 90:
        w, h = h, w
    pile = Zone(next_made_pile_id(table), ZoneKind.STACK, f"pile of {kind}s", visibility=Visibility.PUBLIC,
                x=below.x - w / 2, y=below.y - h / 2, w=w, h=h, made_on=area.id)
    table = table.with_changes(zones={pile.id: pile})
    for pid in (a.below, *a.pieces):
        table = _place(table, pid, pile.id, None, None, None)
    return table


def _move(table: Table, a: MovePiece) -> Table:
    source = table.zones.get(_piece(table, a.piece).zone)
    if source is not None and source.id != a.zone and source.kind in PILE_KINDS:
        _owned_by(table, source, a.actor, "take from")
    return _place(table, a.piece, a.zone, a.x, a.y, a.index)


def _flip(table: Table, a: FlipPiece) -> Table:
    piece = _piece(table, a.piece)
    _unlocked(table, piece)
    spec = table.specs[piece.spec]
    face = (piece.face + 1) % len(spec.faces) if a.face is None else a.face
    if not 0 <= face < len(spec.faces):
        raise IllegalAction(f"The {spec.label} has no face {face}.")
    return table.with_changes(pieces={piece.id: replace(piece, face=face)})


def _rotate(table: Table, a: RotatePiece) -> Table:
    piece = _piece(table, a.piece)
    _unlocked(table, piece)
    return table.with_changes(pieces={piece.id: replace(piece, rotation=(piece.rotation + a.by) % 360)})


def _roll(table: Table, a: RollDice) -> Table:
    if a.results is None:
        raise IllegalAction("The dice have not been rolled yet.")
    if len(a.results) != len(a.pieces) or not a.pieces:
        raise IllegalAction("Each die needs exactly one result.")
    changed: dict[str, Piece] = {}
    for pid, result in zip(a.pieces, a.results, strict=True):
        piece = _piece(table, pid)
        spec = table.specs[piece.spec]
        if not spec.is_die:
            raise IllegalAction(f"The {spec.label} is not a die.")
        if not 0 <= result < len(spec.faces):
            raise IllegalAction(f"The {spec.label} has no face {result}.")
        changed[pid] = replace(piece, face=result)
    return table.with_changes(pieces=changed)


def _shuffle(table: Table, a: Shuffle) -> Table:
    zone = _pile(table, a.zone, "shuffle", a.actor)
    if a.order is None:
        raise IllegalAction("The shuffle has not been decided yet.")
    if sorted(a.order) != sorted(zone.pieces):
        raise IllegalAction(f"A shuffle of {zone.label} must keep exactly its pieces.")
    return table.with_changes(zones={zone.id: replace(zone, pieces=tuple(a.order))})


def _draw(table: Table, a: DrawCards) -> Table:
    zone = _pile(table, a.zone, "draw from", a.actor)
    _zone(table, a.to_zone)
    _count(a.count, len(zone.pieces), zone, "draw")
    for pid in reversed(zone.pieces[-a.count:]):
        table = _place(table, pid, a.to_zone, None, None, None)
    return table


def _deal(table: Table, a: DealCards) -> Table:
    zone = _pile(table, a.zone, "deal from", a.actor)
    if not a.seats:
        raise IllegalAction("Choose at least one player to deal to.")
    hands = []
    for seat_id in a.seats:
        try:
            hands.append(table.seat(seat_id).hand)
        except KeyError:
            raise IllegalAction(f"There is no player {seat_id!r} at this table.") from None
    _count(a.count * len(hands), len(zone.pieces), zone, "deal")
    for _ in range(a.count):
        for hand in hands:
            table = _place(table, _top_to_deal(table, zone), hand, None, None, None)
    return table


def _top_to_deal(table: Table, zone: Zone) -> str:
    """The next card a deal from ``zone`` gives: its top, or the last card of a made pile that went
    away when the deal left only that card (the card at the bottom, now lying loose)."""
    now = table.zones.get(zone.id)
    top = now.top() if now is not None else zone.pieces[0]
    assert top is not None
    return top


def _cut(table: Table, a: CutStack) -> Table:
    zone = _pile(table, a.zone, "cut", a.actor)
    if not 0 < a.count < len(zone.pieces):
        raise IllegalAction(f"Cut {zone.label} somewhere between its first and last card.")
    order = zone.pieces[-a.count:] + zone.pieces[:-a.count]
    return table.with_changes(zones={zone.id: replace(zone, pieces=order)})


def _bag_draw(table: Table, a: DrawFromBag) -> Table:
    zone = _pile(table, a.zone, "draw from", a.actor)
    _zone(table, a.to_zone)
    _count(a.count, len(zone.pieces), zone, "draw")
    if a.picked is None:
        raise IllegalAction("The draw from the bag has not been decided yet.")
    if len(a.picked) != a.count or len(set(a.picked)) != a.count or not set(a.picked) <= set(zone.pieces):
        raise IllegalAction(f"The pieces drawn must come from {zone.label}.")
    for i, pid in enumerate(a.picked):
        x = None if a.x is None else a.x + 12.0 * i
        table = _place(table, pid, a.to_zone, x, a.y, None)
    return table


def _counter(table: Table, a: SetCounter) -> Table:
    piece = _piece(table, a.piece)
    return table.with_changes(pieces={piece.id: replace(piece, counter=a.value)})


def _lock(table: Table, a: LockPiece) -> Table:
    piece = _piece(table, a.piece)
    return table.with_changes(pieces={piece.id: replace(piece, locked=a.locked)})


def _search(table: Table, a: SearchZone) -> Table:
    _pile(table, a.zone, "search", a.actor)
    return table


def _nothing(table: Table, a: Action) -> Table:
    return table


def _batch(table: Table, a: Batch) -> Table:
    for sub in a.actions:
        table = apply(table, sub)
    return table


_REDUCERS: dict[type, Callable[[Table, Any], Table]] = {
    MovePiece: _move,
    FlipPiece: _flip,
    RotatePiece: _rotate,
    RollDice: _roll,
    Shuffle: _shuffle,
    DrawCards: _draw,
    DealCards: _deal,
    CutStack: _cut,
    MakePile: _make_pile,
    DrawFromBag: _bag_draw,
    SetCounter: _counter,
    LockPiece: _lock,
    SearchZone: _search,
    Announce: _nothing,
    GameMove: _nothing,
    SwitchRules: _nothing,
    Batch: _batch,
}


def apply(table: Table, action: Action) -> Table:
    """The table after ``action``; raises ``IllegalAction`` and leaves ``table`` as it was otherwise."""
    try:
        reducer = _REDUCERS[type(action)]
    except KeyError:
        raise IllegalAction(f"The table does not know the action {action.kind!r}.") from None
    return reducer(table, action)
