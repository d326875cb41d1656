"""The right-click menu: what can be done with the piece, deck, die or bag under the cursor.

With rules on it offers only what the rules allow: first the legal moves that take or aim at the
piece (the same moves as its drags), then the table actions the rules let pass (turning a piece),
never one they would refuse afterwards.
"""

from __future__ import annotations

from ..core.actions import (
    Action,
    CutStack,
    DealCards,
    DrawFromBag,
    FlipPiece,
    LockPiece,
    MovePiece,
    RollDice,
    RotatePiece,
    SearchZone,
    SetCounter,
    Shuffle,
)
from ..core.model import Zone, ZoneKind, hand_zone_id
from ..core.visibility import search_list
from . import table_ops
from .controller_ports import MenuEntry
from .hit_test import in_hand_strip, sprite_at, zone_at
from .i18n import _
from .table_context import TableContext

_entry = MenuEntry


def _allowed(c: TableContext, action: Action) -> bool:
    """Whether the rules (when on) let this table action pass."""
    if not c.session.rules_on or c.binding is None:
        return True
    return c.binding.table_refusal(c.session.table, action) is None


def _rules_moves(c: TableContext, pid: str) -> list[MenuEntry]:
    """The legal moves that take or aim at the piece, when the rules are on and the decision is the viewer's."""
    binding, session = c.binding, c.session
    if binding is None or not session.rules_on or binding.current_seat(session.game_state) != c.ui.viewer:
        return []
    moves = binding.choices_touching(session.game_state, session.table, c.real(pid))
    return [_entry(choice.label, "", c.later(choice.action)) for choice in moves]


def _piece_entries(c: TableContext, pid: str) -> list[MenuEntry]:
    piece = c.view.pieces[pid]
    spec = c.view.specs[piece.spec]
    real = c.real(pid)
    items = []
    if spec.is_die and _allowed(c, RollDice((real,))):
        items.append(_entry(_("Roll"), "R", lambda: table_ops.roll_or_shuffle(c, [pid])))
    if len(spec.faces) > 1 and not spec.is_die and _allowed(c, FlipPiece(real)):
        items.append(_entry(_("Flip"), "F", lambda: table_ops.flip(c, [pid]), not piece.locked))
    if _allowed(c, RotatePiece(real, 90)):
        items.append(_entry(_("Turn left"), "Q", lambda: table_ops.rotate(c, [pid], -90), not piece.locked))
        items.append(_entry(_("Turn right"), "E", lambda: table_ops.rotate(c, [pid], 90), not piece.locked))
    if piece.counter is not None and _allowed(c, SetCounter(real, piece.counter)):
        items.append(_entry(_("Add 1"), "", lambda: c.dispatch(SetCounter(real, (piece.counter or 0) + 1))))
        items.append(_entry(_("Take 1 away"), "", lambda: c.dispatch(SetCounter(real, (piece.counter or 0) - 1))))
    if _allowed(c, LockPiece(real, not piece.locked)):
        items.append(_entry(_("Unlock") if piece.locked else _("Lock"), "L", lambda: table_ops.lock(c, [pid])))
    return items


def _stack_entries(c: TableContext, zone: Zone) -> list[MenuEntry]:
    if not _allowed(c, Shuffle(zone.id)):
        return []  # a pile's order and contents are the rules' while they are on
    n = len(zone.pieces)
    seats = tuple(s.id for s in c.view.seats)
    viewer = c.ui.viewer
    items = [
        _entry(_("Shuffle"), "R", lambda: c.dispatch(Shuffle(zone.id)), n > 1),
        _entry(_("Draw 1 into your hand"), "1", lambda: table_ops.draw(c, zone.id, 1), n > 0 and viewer is not None),
        _entry(_("Draw…"), "1-9", lambda: c.ports.number(
            _("Draw"), _("How many cards?"), 1, n, 1, lambda k: table_ops.draw(c, zone.id, k)), n > 0 and viewer is not None),
        _entry(_("Deal to each player…"), "", lambda: c.ports.number(
            _("Deal"), _("How many cards to each player?"), 1, max(1, n // max(1, len(seats))), 1,
            lambda k: c.dispatch(DealCards(zone.id, seats, k))), n >= len(seats) > 0),
        _entry(_("Cut…"), "", lambda: c.ports.number(
            _("Cut"), _("How many cards to lift off the top?"), 1, max(1, n - 1), max(1, n // 2),
            lambda k: c.dispatch(CutStack(zone.id, k))), n > 1),
        _entry(_("Search…"), "", lambda: _search(c, zone), n > 0 and viewer is not None),
    ]
    return items


def _search(c: TableContext, zone: Zone) -> None:
    """Look through a stack: the log tells the others, then the searcher may take one card."""
    viewer = c.ui.viewer
    if viewer is None or not c.dispatch(SearchZone(zone.id)):
        return
    table = c.session.table
    entries = [(p.id, table.specs[p.spec].label or p.id) for p in search_list(table, zone.id)]
    c.ports.search(_("Search {zone}", zone=zone.label), entries,
                   lambda pid: c.dispatch(MovePiece(pid, hand_zone_id(viewer))))


def _bag_entries(c: TableContext, zone: Zone) -> list[MenuEntry]:
    if not _allowed(c, DrawFromBag(zone.id, zone.id, 1)):
        return []
    n = len(zone.pieces)
    area = _area_beside(c, zone)
    items = []
    if area is not None:
        x, y = zone.x + zone.w + 20, zone.y + zone.h / 2
        items.append(_entry(_("Draw from the bag"), "", lambda: c.dispatch(
            DrawFromBag(zone.id, area.id, 1, x, y)), n > 0))
    items.append(_entry(_("Take from the bag for…"), "", lambda: c.ports.choose(
        _("Who takes a piece from the bag?"),
        [(s.name, c.later(DrawFromBag(zone.id, s.hand, 1))) for s in c.view.seats]), n > 0))
    items.append(_entry(_("Shake the bag"), "", lambda: c.dispatch(Shuffle(zone.id)), n > 1))
    return items


def _area_beside(c: TableContext, zone: Zone) -> Zone | None:
    best = None
    for z in c.view.zones.values():
        if z.kind is ZoneKind.AREA and z.contains_point(*zone.center) and (best is None or z.w * z.h > best.w * best.h):
            best = z
    return best


def open_context_menu(c: TableContext, pos: tuple[int, int]) -> None:
    sprite = sprite_at(c.scene, pos)
    items: list[MenuEntry] = []
    title = ""
    if sprite is not None:
        piece = c.view.pieces[sprite.piece]
        zone = c.view.zones[piece.zone]
        title = sprite.spec.label
        items += _rules_moves(c, sprite.piece)
        if zone.kind is ZoneKind.STACK:
            title = f"{zone.label} ({len(zone.pieces)})"
            items += _stack_entries(c, zone)
        items += _piece_entries(c, sprite.piece)
        if not items and c.session.rules_on:
            items = [_entry(_("Nothing the rules allow with this now"), "", lambda: None, False)]
    elif not in_hand_strip(c.scene, pos):
        place = zone_at(c.view, *c.camera.to_table(*pos), c.ui.drawer_open)
        if place is not None and place.kind is ZoneKind.BAG:
            title = f"{place.label} ({len(place.pieces)})"
            items = _bag_entries(c, place)
        elif place is not None and place.kind is ZoneKind.STACK:
            title = f"{place.label} ({len(place.pieces)})"
            items = _stack_entries(c, place)
    if items:
        c.ports.context_menu(pos, title, items)
