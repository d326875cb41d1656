"""What one seat may see.  A hidden piece loses its identity, not only its picture.

In a view, a piece the viewer may not see gets a positional id (``~zone#3``: the fourth piece of that
zone from the bottom) and a stand-in spec that carries only its public back ("customer card"), so
neither the id nor the spec nor the face tells which piece it is.  In a pile of different pieces only
the top one shows, as on a real table: a face-up deck (My Village's monk decks show their dark side)
would otherwise tell everyone its whole order.  A pile of one kind of piece (a supply of wood) has no
order to keep secret and stays as it is.  ``real_id`` turns a positional id
back into the piece, for the session, which holds the truth.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from msgspec.structs import replace

from .model import Piece, PieceSpec, Table, Visibility, Zone, ZoneKind

HIDDEN_PREFIX = "~"


def _mixed_pile(table: Table, zone: Zone) -> bool:
    if zone.kind is not ZoneKind.STACK or len(zone.pieces) < 2:
        return False
    first = table.pieces[zone.pieces[0]].spec
    return any(table.pieces[pid].spec != first for pid in zone.pieces)


def _hidden(table: Table, piece: Piece, zone: Zone, buried: bool, viewer: str | None) -> bool:
    if zone.visibility is Visibility.NOBODY:
        return True
    if zone.visibility is Visibility.OWNER:
        return viewer is None or zone.owner != viewer
    return buried or piece.face in table.specs[piece.spec].hidden_faces


def is_hidden(table: Table, piece_id: str, viewer: str | None) -> bool:
    """Whether ``viewer`` (a seat id; ``None`` for an onlooker with no seat) cannot tell this piece."""
    piece = table.pieces[piece_id]
    zone = table.zones[piece.zone]
    buried = zone.top() != piece_id and _mixed_pile(table, zone)
    return _hidden(table, piece, zone, buried, viewer)


def back_spec(spec: PieceSpec) -> PieceSpec:
    """The stand-in for a piece nobody may identify: same size and kind, only the public back."""
    return _back_spec(spec.kind, spec.back or spec.kind, spec.width, spec.height,
                      spec.color if spec.kind != "card" else None)


@lru_cache(maxsize=1024)
def _back_spec(kind: str, back: str, width: float, height: float, color: tuple[int, int, int] | None) -> PieceSpec:
    """One stand-in per public look (a game has a few dozen), made once: every view hides many pieces."""
    return PieceSpec(
        id=f"back:{kind}:{back}:{width:g}x{height:g}",
        kind=kind,
        label=back,
        faces=(back,),
        width=width,
        height=height,
        hidden_faces=frozenset({0}),
        back=back,
        color=color,
    )


def hidden_id(zone: Zone, index: int) -> str:
    return f"{HIDDEN_PREFIX}{zone.id}#{index}"


def view_for(table: Table, viewer: str | None) -> Table:
    """The table as ``viewer`` may see it.

    Built piece by piece on every change of the table (and at every step of a replay), so it avoids
    ``replace`` and makes each kind's stand-in once: a big table hides a thousand cards.
    """
    specs = table.specs.copy() if isinstance(table.specs, (dict, MappingProxyType)) else dict(table.specs)
    stand_ins: dict[str, PieceSpec] = {}
    pieces: dict[str, Piece] = {}
    zones: dict[str, Zone] = {}
    any_hidden = False
    for zone in table.zones.values():
        ids = []
        mixed = _mixed_pile(table, zone)
        top = len(zone.pieces) - 1
        changed = False
        for i, pid in enumerate(zone.pieces):
            piece = table.pieces[pid]
            if _hidden(table, piece, zone, mixed and i != top, viewer):
                changed = True
                stand_in = stand_ins.get(piece.spec)
                if stand_in is None:
                    stand_in = stand_ins[piece.spec] = back_spec(table.specs[piece.spec])
                    specs[stand_in.id] = stand_in
                vid = hidden_id(zone, i)
                pieces[vid] = Piece(vid, stand_in.id, piece.zone, 0, piece.x, piece.y, piece.rotation, piece.owner,
                                    piece.locked, None)
                ids.append(vid)
            else:
                pieces[pid] = piece
                ids.append(pid)
        zones[zone.id] = replace(zone, pieces=tuple(ids)) if changed else zone
        any_hidden = any_hidden or changed
    if not any_hidden:
        return table
    used = {p.spec for p in pieces.values()}
    return replace(
        table,
        specs=MappingProxyType({k: v for k, v in specs.items() if k in used}),
        zones=MappingProxyType(zones),
        pieces=MappingProxyType(pieces),
    )


def real_id(table: Table, view_id: str) -> str:
    """The true piece behind an id from a view (a plain id is returned as it is)."""
    if not view_id.startswith(HIDDEN_PREFIX):
        return view_id
    zone_id, _, index = view_id[len(HIDDEN_PREFIX):].rpartition("#")
    try:
        return table.zones[zone_id].pieces[int(index)]
    except (KeyError, ValueError, IndexError):
        return view_id


def search_list(table: Table, zone_id: str) -> list[Piece]:
    """A stack's pieces top first, for the one player who searches it (the log says they did)."""
    return [table.pieces[pid] for pid in reversed(table.zones[zone_id].pieces)]


def revealed(before: Table, after: Table) -> str | None:
    """The id of a piece someone can tell after a change but could not before, else ``None``.

    Such a change cannot be taken back by undo: what was seen stays seen.  Only pieces the change
    touched are looked at (moved, turned, or in a pile whose order changed, since a pile shows its
    top), for every seat and for an onlooker, so this costs little on a large table.
    """
    if before is after:
        return None
    touched: set[str] = set()
    for zid, zone in after.zones.items():
        old = before.zones.get(zid)
        if old is None or old.pieces != zone.pieces:
            touched.update(zone.pieces)
    if after.pieces is not before.pieces:
        touched.update(pid for pid, piece in after.pieces.items() if before.pieces.get(pid) is not piece)
    viewers: list[str | None] = [seat.id for seat in after.seats]
    viewers.append(None)
    for pid in sorted(touched):
        if pid not in before.pieces:
            continue
        for viewer in viewers:
            if is_hidden(before, pid, viewer) and not is_hidden(after, pid, viewer):
                return pid
    return None
