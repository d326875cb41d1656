"""From an engine state to the table: where every piece lies, and the table moves that get it there.

The game state is the truth and the table its picture.  A game's ``Picture`` says where each piece
should lie for a state (a ``Layout``); this module turns that into a whole opening table, or into the
fewest ``MovePiece``/``FlipPiece``/``SetCounter`` actions that make the current table show a new state.
Pieces with an identity (cards, boards, markers) have one fixed id each and are placed by id.  Pieces
that are interchangeable (vegetables, coins, cubes) are only counted: the layout says how many of each
kind lie where, and the tokens already in a wanted place stay there, so nothing jumps that need not.
Tokens no place wants rest at their home (the supply).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, Protocol, TypeVar

from msgspec.structs import replace

from ...core.actions import Action, FlipPiece, LockPiece, MovePiece, SetCounter
from ...core.model import Piece, PieceSpec, Seat, Table, Zone, ZoneKind, build_table

S = TypeVar("S", contravariant=True)


class Place(NamedTuple):
    """Where one piece lies: its zone, its centre (area zones), its face, and a count it shows."""

    zone: str
    x: float
    y: float
    face: int = 0
    counter: int | None = None


@dataclass
class Layout:
    """Where the pieces of one state lie.

    ``fixed``: pieces placed by id.  ``stacks``: the bottom-to-top order of pile zones (their pieces
    need no ``fixed`` entry).  ``tokens``: for each interchangeable spec, the places wanted, with
    ``keys`` naming the pile each belongs to (a field, a cart) so that when the box runs out of that
    token the pile shows its true count on one token instead.
    """

    fixed: dict[str, Place] = field(default_factory=dict)
    stacks: dict[str, list[str]] = field(default_factory=dict)
    tokens: dict[str, list[Place]] = field(default_factory=dict)
    keys: dict[str, list[str]] = field(default_factory=dict)

    def token(self, spec: str, place: Place, key: str = "") -> None:
        self.tokens.setdefault(spec, []).append(place)
        self.keys.setdefault(spec, []).append(key)


class Tokens(Protocol):
    """A game's interchangeable pieces: their ids by spec (a fixed order) and their resting places."""

    def ids(self) -> Mapping[str, Sequence[str]]: ...

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        """Where the ``k``-th token of ``spec`` rests when no place wants it."""
        ...


class Picture(Protocol[S]):
    """A game's state drawn as pieces: its zones and specs, and where each piece lies for a state."""

    tokens: Tokens
    width: float
    height: float

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        """Every zone of the table for these seats, in drawing order, empty."""
        ...

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]: ...

    def layout(self, state: S, zones: Mapping[str, Zone]) -> Layout: ...

    def locked(self, piece_id: str) -> bool:
        """Whether the piece is fixed to the table (boards), so a stray drag never moves it."""
        ...

    def spec_of(self, piece_id: str) -> str:
        """The spec id of a piece with an identity (tokens' specs are known from ``tokens``)."""
        ...


def opening_table(picture: Picture[S], state: S, seats: Sequence[Seat], game: str) -> Table:
    """The whole table of a new game: every zone, and every piece where the layout of ``state`` puts it."""
    zones = picture.zones(seats)
    zmap = {z.id: z for z in zones}
    lay = picture.layout(state, zmap)
    places = placements(lay, zmap, None, picture.tokens)
    zones = [replace(z, pieces=tuple(lay.stacks.get(z.id, ()))) for z in zones]
    token_spec = {pid: spec for spec, ids in picture.tokens.ids().items() for pid in ids}
    pieces = [Piece(pid, token_spec.get(pid) or picture.spec_of(pid), pl.zone, face=pl.face, x=pl.x, y=pl.y,
                    counter=pl.counter, locked=picture.locked(pid)) for pid, pl in places.items()]
    return build_table(seats, picture.specs(seats), zones, pieces, picture.width, picture.height, game=game)


class _Seen:
    """The places of the last table asked about (a drag or a panel asks many times about one table)."""

    def __init__(self) -> None:
        self.key: tuple[object, object] | None = None
        self.places: dict[str, Place] = {}
        self.spots: dict[str, dict[tuple[str, float, float], list[str]]] = {}

    def of(self, pieces: Mapping[str, Piece], tokens: Tokens) -> _Seen:
        if self.key is None or self.key[0] is not pieces or self.key[1] is not tokens:
            self.places = {pid: Place(p.zone, p.x, p.y, p.face, p.counter) for pid, p in pieces.items()}
            self.spots = {}
            for spec, ids in tokens.ids().items():
                at: dict[tuple[str, float, float], list[str]] = {}
                for i in ids:  # several tokens may lie on one spot (a pile past the spots there are)
                    at.setdefault((pieces[i].zone, round(pieces[i].x, 1), round(pieces[i].y, 1)), []).append(i)
                self.spots[spec] = at
            self.key = (pieces, tokens)
        return self


_SEEN = _Seen()


def placements(lay: Layout, zones: Mapping[str, Zone], current: Mapping[str, Piece] | None,
               tokens: Tokens) -> dict[str, Place]:
    """Every piece's place: fixed pieces as laid out, tokens matched to wanted places stably."""
    out = dict(lay.fixed)
    spots = _SEEN.of(current, tokens).spots if current is not None else {}
    for spec, ids in tokens.ids().items():
        places = lay.tokens.get(spec, [])
        wanted = list(range(len(places)))
        free = list(ids)
        chosen: dict[str, int] = {}
        if current is not None:
            at = {spot: iter(pids) for spot, pids in spots[spec].items()}
            rest = []
            for n in wanted:
                place = places[n]
                hit = next(at.get((place.zone, round(place.x, 1), round(place.y, 1)), iter(())), None)
                if hit is not None:
                    chosen[hit] = n
                else:
                    rest.append(n)
            wanted = rest
            home_zone = tokens.home(zones, spec, 0).zone
            free = sorted((i for i in ids if i not in chosen), key=lambda i: (current[i].zone != home_zone, i))
        for pid, n in zip(free, wanted, strict=False):
            chosen[pid] = n
        shown = _short_piles(lay.keys.get(spec, []), wanted[len(free):], chosen)
        for k, pid in enumerate(ids):
            if pid in shown:
                out[pid] = places[chosen[pid]]._replace(counter=shown[pid])
            elif pid in chosen:
                out[pid] = places[chosen[pid]]
            else:
                out[pid] = tokens.home(zones, spec, k)
    return out


def _short_piles(keys: list[str], missing: list[int], chosen: dict[str, int]) -> dict[str, int]:
    """When the box has too few of a token, one token of each short pile shows the pile's true count."""
    short = {keys[n] for n in missing if keys[n]}
    if not short:
        return {}
    totals: dict[str, int] = {}
    for key in keys:
        totals[key] = totals.get(key, 0) + 1
    out = {}
    for pid, n in sorted(chosen.items()):
        if keys[n] in short:
            out[pid] = totals[keys[n]]
            short.discard(keys[n])
    return out


def token_ids(tokens: Tokens) -> set[str]:
    """Every token's piece id, of every spec: the pieces the picture lays as alike."""
    return {pid for ids in tokens.ids().values() for pid in ids}


def table_moves(table: Table, lay: Layout, tokens: Tokens) -> list[Action]:
    """The table actions that make ``table`` show the layout ``lay``.

    Piles first, then single pieces; where a card moved in an area, the tokens there are put down
    again after it, so tokens always lie on top of the cards they sit on.
    """
    zones = table.zones
    places = placements(lay, zones, table.pieces, tokens)
    now = _SEEN.of(table.pieces, tokens).places
    loose = token_ids(tokens)
    out: list[Action] = []
    stacked: set[str] = set()
    carded: set[str] = set()
    for zid, order in lay.stacks.items():
        if list(zones[zid].pieces) != order:
            out += [MovePiece(pid, zid) for pid in order]
            stacked.update(order)
    for pid, pl in places.items():
        is_token = pid in loose
        if now[pid] == pl and pid not in stacked and not (pl.zone in carded and is_token):
            continue
        piece = table.pieces[pid]
        zone = zones[pl.zone]
        moved = pid in stacked or piece.zone != pl.zone
        shifted = moved or abs(piece.x - pl.x) > 0.05 or abs(piece.y - pl.y) > 0.05
        if pid not in stacked and zone.kind is ZoneKind.AREA and (shifted or (is_token and pl.zone in carded)):
            out.append(MovePiece(pid, pl.zone, pl.x, pl.y))
            if not is_token:
                carded.add(pl.zone)
        elif pid not in stacked and moved:
            out.append(MovePiece(pid, pl.zone))
        if piece.face != pl.face or (moved and table.specs[piece.spec].hidden_faces):
            out.append(FlipPiece(pid, pl.face))
        if piece.counter != pl.counter:
            out.append(SetCounter(pid, pl.counter))
    return _unlocked_moves(table, out)


_LOCK_BOUND = (MovePiece, FlipPiece)
"""The actions of ``table_moves`` that the table's reducer refuses on a locked piece."""


def _unlocked_moves(table: Table, actions: list[Action]) -> list[Action]:
    """``actions`` with each move or turn of a piece fixed to the table (a board, Robinson's character cards)
    between an unlock and a lock: the game still puts such a piece where and as its layout says (Robinson's box
    pile, laid again in a new order, holds the unused character cards), and the lock goes on guarding it
    against a stray drag."""
    out: list[Action] = []
    for action in actions:
        if isinstance(action, _LOCK_BOUND) and table.pieces[action.piece].locked:
            out += [LockPiece(action.piece, False), action, LockPiece(action.piece, True)]
        else:
            out.append(action)
    return out
