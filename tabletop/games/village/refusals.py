"""Why a drop means no Village move, and the legal way to what the player seems to want.

The drop is read as an intention (a member onto a building: train there; a cube onto the farm: take
it) and answered in the order a player needs: whose decision it is, what the turn is at, and finally
the rule in the way, in the engine's own words.
"""

from __future__ import annotations

from ...core.model import Table
from ...lang.door import N_, _, join
from .rules import Kind, Move, State
from .rules.engine import explain
from .rules.state import FARM, Phase
from .rules.turn import current_index, free_turn
from .words_names import SPACES, name, phase_words

TARGET_SPACE = {"building": "C", "city": "E", "council": "F", "black": "G"}
VERBS = {"C": N_("train it there"), "E": N_("send it on that journey"), "F": N_("put it in the council"),
         "G": N_("send it to church"), "B": N_("bring it home")}


def _target(zone: str, seat: str) -> str:
    """The action space a drop into ``zone`` asks for."""
    if zone == f"{seat}:farm":
        return "B"
    return TARGET_SPACE.get(zone.split("-", 1)[0], "")


def _turn_first(state: State, space: str) -> str | None:
    """When the turn is not at ``space``'s action: how to get there."""
    if state.phase is Phase.TURN:
        if free_turn(state):
            return _("Pick {action} in the panel: this last turn needs no cube.", action=_(SPACES[space]))
        return _("First take a cube from {space} ({action}) or use the well; then {verb}.", space=space,
                 action=_(SPACES[space]), verb=_(VERBS[space]))
    if state.phase is Phase.ACTION and state.step is not None and not state.step.space:
        return _("First choose in the panel the action the well pays for: {action} if you like.",
                 action=_(SPACES[space]))
    if state.phase is Phase.ACTION and state.step is not None and state.step.space != space:
        return _("This turn you carry out the {action} action, not the {other}; finish it or end the turn first.",
                 action=_(SPACES[state.step.space]), other=_(SPACES[space]))
    if state.phase is not Phase.ACTION:
        return _("Not now: it is this: {phase}.", phase=phase_words(state))
    return None


def _member_move(state: State, i: int, num: int, at: str, zone: str) -> Move | None:
    kind, _sep, rest = zone.partition("-")
    if kind == "building":
        return Move(Kind.TRAIN, to=rest, num=num) if at == FARM else None
    if kind == "council":
        return Move(Kind.ENTER, num=num, by="scroll") if at == FARM else \
            Move(Kind.ADVANCE, num=num, at=at, by="scroll")
    if zone == "black-bag":
        return Move(Kind.PRAY, num=num, by="time")
    if zone == f"{state.seats[i]}:farm":
        return Move(Kind.RECALL, num=num, at=at)
    return None


def _member(state: State, table: Table, piece: str, zone: str, i: int) -> str | None:
    owner, k = piece[7:].rsplit("-", 1)
    if owner not in state.seats:
        return _("That figure belongs to a family nobody plays; it stays where it is.")
    if owner != state.seats[i]:
        return _("That member belongs to another family, whose decision it is not now.")
    at = state.players[i].members[int(k) - 1]
    num = state.data.numbers[int(k) - 1]
    if state.dying >= 0:
        return _("First choose which member dies: drag one of your lowest-numbered members to the chronicle.")
    if zone.startswith("window-") or zone == "chronicle":
        return _("Members climb the church only at the mass, window by window; the chronicle takes only the dead.")
    space = _target(zone, state.seats[i])
    if not space:
        return None
    if space == "B" and at == FARM:
        return _("That member is on your farm already.")
    first = _turn_first(state, space)
    if first is not None:
        return first
    if space == "E" and (at == FARM or at.startswith("travel:")):
        return _travel(state, i, at, zone[5:])
    move = _member_move(state, i, num, at, zone)
    if move is None:
        return _("Members always set out from your farm: bring this one home with the family action first.")
    return explain(state, i, move)


def _cube(state: State, zone: str, i: int) -> str | None:
    if zone != f"{state.seats[i]}:farm":
        return _("Drag the cube onto your own farm to take it.")
    if state.phase is not Phase.TURN:
        return _("Not now: it is this: {phase}; not the time to take a cube.", phase=phase_words(state))
    if free_turn(state):
        return _("The last cube has gone: pick any action in the panel for this last turn.")
    return None


def _customer(state: State, piece: str, i: int) -> str | None:
    if state.phase is not Phase.MARKET:
        return _("Customers are served on a market day: take a cube from D (market) or use the well.")
    stalls = [t for s, t in enumerate(state.market) if s < len(state.data.stalls) and t]
    if piece not in stalls:
        return _("Customers in the queue cannot be served yet; only those at the stalls (blue frames).")
    d = state.data
    c, p = d.customers[piece], state.players[i]
    short = [_("{n} {good}", n=n, good=name(g)) for g, n, have in zip(d.goods, c.goods, p.goods, strict=True)
             if have < n]
    if p.grain < c.grain:
        short.append(_("{n} grain", n=c.grain))
    if short:
        return _("This customer wants {goods} more than you have.", goods=join(short))
    return _("Every sale but the first one of the market day you start costs 1 green cube (or a coin) and 1 time.")


def _travel(state: State, i: int, at: str, city: str) -> str | None:
    d = state.data
    if city not in d.cities:
        return _("Members never walk back into the village: they stay out in the cities.")
    start = "village" if at == FARM else at[7:]
    if d.path(start, city) is None:
        near = ", ".join(_(d.cities[c].label) for c in d.neighbours(start) if c != "village")
        there = _("the village") if start == "village" else _(d.cities[start].label)
        return _("A journey is one path: from {start} that is {cities}.", start=there, cities=near)
    if not state.players[i].goods[d.goods.index("wagon")]:
        return _("Every journey costs 2 time and a wagon, and you have no wagon.")
    price = d.path(start, city) or ()
    cubes = " + ".join(_("{n} {colour}", n=n, colour=name(c)) for c, n in zip(d.colours, price, strict=True) if n)
    return _("The path to {city} also costs {cubes} (a coin may stand for a cube).", city=_(d.cities[city].label),
             cubes=cubes)


def why_not(state: State, table: Table, piece: str, zone: str) -> str | None:
    i = current_index(state)
    if i is None or piece not in table.pieces:
        return None
    if piece.startswith("member-"):
        return _member(state, table, piece, zone, i)
    spec = table.pieces[piece].spec
    if spec.startswith(("cube-", "plague")) and table.pieces[piece].zone.startswith("action-"):
        return _cube(state, zone, i)
    if piece.startswith("customer-"):
        return _customer(state, piece, i)
    if table.pieces[piece].zone == "supply":
        return _("The supply gives goods through crafts or the council's stage 3, grain through a harvest and coins "
                 "through the mill or travel: choose that action first.")
    return None

