"""What the binding says when a drop means no move: why, and the legal way to what the player seems to want.

The game's own words come first (``Words.why_not``).  Otherwise the legal moves say it: the places the
piece can go and what each would do there, the spots of a track it can reach when it was dropped away
from them, what the place dropped on takes and from where, or what the seat can do now at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ...core.model import Table
from ...core.names import name_of
from ...core.visibility import real_id
from ...lang.door import _, either, takes_an
from .words import seat_names

if TYPE_CHECKING:
    from .binding import GameBinding

S = TypeVar("S")
M = TypeVar("M")


def why_not_drop(binding: GameBinding[S, M], state: S, table: Table, piece_id: str, zone_id: str,
                 at: tuple[float, float] | None = None) -> str:
    """Why a drop means no move, and what to do instead: the game's own words first, else where the
    piece may go (the spots of the place it was dropped in, when it was dropped away from them), or
    what the place takes, or what the seat can do now."""
    pid = real_id(table, piece_id)
    if binding.engine.is_over(state):
        return _("The game is over: the score sheet is in the menu.")
    seat = binding.engine.current_seat(state)
    zone = table.zones.get(zone_id)
    if zone is None or pid not in table.pieces:
        return _("There is no such place on the table.")
    if zone.owner is not None and zone.owner != seat:
        return _("That is {owner}'s area, and it is {seat}'s decision: drop on a place of theirs that lights up.",
                 owner=table.seat_name(zone.owner), seat=table.seat_name(seat))
    specific = binding.kit.words.why_not(state, table, pid, zone_id)
    if specific:
        return specific
    name = _noun(name_of(table, table.spec_of(pid).label))
    spotted = list(dict.fromkeys(binding.kit.words.move(state, m, seat_names(table)) for m, drags in binding.legal_drags(state, table)
                                 for d in drags if d.piece == pid and d.zone == zone_id and d.spot is not None))
    if at is not None and spotted:
        return _("The {name} cannot go to that spot now. It can: {moves} (the spots light up).", name=name,
                 moves="; ".join(spotted[:6]))
    targets: dict[str, str] = {}
    for m, drags in binding.legal_drags(state, table):
        for d in drags:
            if d.piece == pid and d.zone not in targets:
                targets[d.zone] = binding.kit.words.kind(binding.engine.move_kind(m))
    if targets:
        places = _listed([_("{place} ({what})", place=_place(table, z, seat), what=header[:1].lower() + header[1:])
                          for z, header in targets.items()])
        return _("The {name} cannot go there now; it can go to {places}: they light up while you carry it.",
                 name=name, places=places)
    here = _ways_into(binding, state, table, zone_id, seat)
    if here:
        return _("The {name} has no move now. To use {place}: {ways}.", name=name, place=_place(table, zone_id, seat),
                 ways=here)
    groups = list(dict.fromkeys(c.group[:1].lower() + c.group[1:] for c in binding.choices(state, table)))
    phase = binding.kit.words.phase(state)
    if groups:
        return _("The {name} has no move now. Now: {phase}. You can {moves}, in Your moves.", name=name, phase=phase,
                 moves=_listed(groups))
    return _("Now: {phase}.", phase=phase)


def _ways_into(binding: GameBinding[S, M], state: S, table: Table, zone_id: str, seat: str | None) -> str:
    """How a legal move gets something into ``zone_id``: "Sow a field: drag a wheat from your cart"."""
    ways: dict[str, list[str]] = {}
    for m, drags in binding.legal_drags(state, table):
        for d in drags:
            if d.zone == zone_id and d.piece in table.pieces:
                label = table.spec_of(d.piece).label
                what = _("an {thing} from {place}" if takes_an(label) else "a {thing} from {place}",
                         thing=name_of(table, label), place=_place(table, table.pieces[d.piece].zone, seat))
                header = binding.kit.words.kind(binding.engine.move_kind(m))
                if what not in ways.setdefault(header, []):
                    ways[header].append(what)
    return "; ".join(_("{header}, drag {pieces} there", header=header, pieces=either(whats[:3]))
                     for header, whats in list(ways.items())[:3])


def _place(table: Table, zone_id: str, seat: str | None) -> str:
    """A zone's name as the deciding seat reads it: "your cart" for theirs."""
    zone = table.zones.get(zone_id)
    if zone is None:
        return zone_id
    label = zone.label.split(" (")[0] if zone.label.endswith(")") else zone.label
    owner = table.seat_name(zone.owner) if zone.owner is not None else ""
    if zone.owner is not None and zone.owner == seat and label.startswith(f"{owner}'s "):
        return _("your {place}", place=_(label[len(owner) + 3:]))
    return name_of(table, label) if zone.owner is not None else _("the {place}", place=_(label))


def _noun(label: str) -> str:
    """A piece's name inside a sentence: "Wheat" and "Scoring marker" in lower case, a card's title
    ("Market stall: wheat, bean, leek") as it is."""
    if not label:
        return _("piece")
    return label if ":" in label else label[:1].lower() + label[1:]


def _listed(items: Sequence[str]) -> str:
    """"a, b or c" (at most four named, then "…")."""
    items = list(items)
    if len(items) > 4:
        items = items[:4] + ["…"]
    return either(items)
