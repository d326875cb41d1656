"""From an engine state to a table: the opening table of the box, and the table moves after a move.

``opening_table`` lays out a fresh game (the box's set-up is the engine's opening position, so sandbox
and rules play start from the same table).  ``table_moves`` lists the ``MovePiece``/``FlipPiece``/
``SetCounter`` actions that turn the current table into the picture of a new state, moving as few
pieces as it can: interchangeable tokens already in the right place stay where they are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from ...core.actions import Action, FlipPiece, MovePiece, SetCounter
from ...core.model import Piece, Seat, Table, Zone, ZoneKind, build_table
from .components import catalogue
from .layout import TABLE_H, TABLE_W, seat_zones, shared_zones, specs
from .picture import Picture, Place, picture, supply_home, token_ids
from .rules.state import State


@lru_cache(maxsize=1)
def _token_specs() -> dict[str, str]:
    return {pid: spec for spec, ids in token_ids().items() for pid in ids}


def spec_of(piece_id: str) -> str:
    if piece_id in _token_specs():
        return _token_specs()[piece_id]
    if piece_id.startswith("board-"):
        return "board"
    if piece_id in catalogue().cards:
        return f"card:{piece_id}"
    return piece_id


def zones_for(seats: Sequence[Seat]) -> list[Zone]:
    out = []
    for k, seat in enumerate(seats):
        out += seat_zones(seat.id, seat.name, k, len(seats))
    return out + shared_zones(len(seats))


class _Seen:
    """The current places of a table's pieces, kept for the last table asked about (the panel asks for
    many moves from the same table)."""

    pieces: object = None
    places: dict[str, Place] = {}
    spots: dict[str, dict[tuple[str, float, float], str]] = {}


def _seen(pieces: Mapping[str, Piece]) -> tuple[dict[str, Place], dict[str, dict[tuple[str, float, float], str]]]:
    if _Seen.pieces is not pieces:
        _Seen.places = {pid: Place(p.zone, p.x, p.y, p.face, p.counter) for pid, p in pieces.items()}
        _Seen.spots = {spec: {(pieces[i].zone, round(pieces[i].x, 1), round(pieces[i].y, 1)): i for i in ids}
                       for spec, ids in token_ids().items()}
        _Seen.pieces = pieces
    return _Seen.places, _Seen.spots


def placements(pic: Picture, zones: dict[str, Zone], current: Mapping[str, Piece] | None) -> dict[str, Place]:
    """Every piece's place: fixed pieces as pictured, tokens matched to pictured places stably."""
    out = dict(pic.fixed)
    spots = _seen(current)[1] if current is not None else {}
    for spec, ids in token_ids().items():
        places = pic.tokens.get(spec, [])
        wanted = list(range(len(places)))
        free = list(ids)
        chosen: dict[str, int] = {}
        if current is not None:
            at = dict(spots[spec])
            rest = []
            for n in wanted:
                place = places[n]
                hit = at.pop((place.zone, round(place.x, 1), round(place.y, 1)), None)
                if hit is not None:
                    chosen[hit] = n
                else:
                    rest.append(n)
            wanted = rest
            free = [i for i in ids if i not in chosen]
            free.sort(key=lambda i: (current[i].zone != "supply", i))
        for pid, n in zip(free, wanted, strict=False):
            chosen[pid] = n
        shown = _short_piles(pic.keys.get(spec, []), wanted[len(free):], chosen)
        for k, pid in enumerate(ids):
            out[pid] = places[chosen[pid]]._replace(counter=shown[pid]) if pid in shown else \
                places[chosen[pid]] if pid in chosen else supply_home(zones, spec, k)
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


def opening_table(state: State, seats: Sequence[Seat]) -> Table:
    zones = zones_for(seats)
    zmap = {z.id: z for z in zones}
    pic = picture(state, zmap)
    places = placements(pic, zmap, None)
    zones = [replace(z, pieces=tuple(pic.stacks.get(z.id, ()))) for z in zones]
    pieces = [Piece(pid, spec_of(pid), pl.zone, face=pl.face, x=pl.x, y=pl.y, counter=pl.counter,
                    locked=pid.startswith("board-")) for pid, pl in places.items()]
    return build_table(seats, specs(catalogue(), len(seats)), zones, pieces, TABLE_W, TABLE_H, game="loyang")


def table_moves(table: Table, state: State) -> list[Action]:
    """The table actions that make ``table`` show ``state``.

    Cards come before tokens; where a card moved in an area, the tokens there are put down again after
    it, so vegetables and markers always lie on top of the cards they sit on.
    """
    zones = dict(table.zones)
    pic = picture(state, zones)
    places = placements(pic, zones, table.pieces)
    now = _seen(table.pieces)[0]
    out: list[Action] = []
    stacked: set[str] = set()
    carded: set[str] = set()
    tokens = _token_specs()
    for zid, order in pic.stacks.items():
        if list(table.zones[zid].pieces) != order:
            out += [MovePiece(pid, zid) for pid in order]
            stacked.update(order)
    for pid, pl in places.items():
        if now[pid] == pl and pid not in stacked and not (pl.zone in carded and pid in tokens):
            continue
        piece = table.pieces[pid]
        zone = zones[pl.zone]
        moved = pid in stacked or piece.zone != pl.zone
        shifted = moved or abs(piece.x - pl.x) > 0.05 or abs(piece.y - pl.y) > 0.05
        if pid not in stacked and zone.kind is ZoneKind.AREA and \
                (shifted or (pid in tokens and pl.zone in carded)):
            out.append(MovePiece(pid, pl.zone, pl.x, pl.y))
            if pid not in tokens:
                carded.add(pl.zone)
        elif pid not in stacked and moved:
            out.append(MovePiece(pid, pl.zone))
        if piece.face != pl.face or (moved and table.specs[piece.spec].hidden_faces):
            out.append(FlipPiece(pid, pl.face))
        if piece.counter != pl.counter:
            out.append(SetCounter(pid, pl.counter))
    return out
