"""What Village's rules do by themselves after a move, in words for the log (the kit's ``Narration``).

The engine carries every move on to the next decision: a market day passes the players who can serve
nobody and, once over, moves the queue up; time past the bridge kills the lowest-numbered member into
the chronicle or a grave; the last chronicle space or grave starts the last turns; an empty board ends
the round with the mass (figures drawn from the black bag, 2 points for the most church members) and
the next round starts with the new first player and a freshly seeded board.  A player sees only the
pieces move, so each step is said here, in the rulebook's order, comparing the state before the move
with the state after it.  Members are compared place by place (a member keeps its index), so the one
the move itself moved is told apart from those the rules moved.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...lang.door import _, join, n_
from ..kit.words import NEW_ROUND, final_scores
from .rules import Kind, Move, State
from .rules.data import MARKET
from .rules.mass import majority
from .rules.scoring import sheets
from .rules.state import BAG, FARM, GONE, PLAGUE, Phase, board_cubes, find, section, stalls, visible
from .rules.turn import current_index
from .words_names import name, place_words

MASS = (Phase.FETCH, Phase.CLIMB)


def _name(state: State, i: int, names: Mapping[str, str]) -> str:
    """Seat ``i``'s player's name (its id when ``names`` has none)."""
    return names.get(state.seats[i], state.seats[i])


def _where(state: State, place: str) -> str:
    """Where a member stood, for a sentence about someone else's family: "on the farm", "in Ashford"."""
    return _("on the farm") if place == FARM else place_words(state.data, place)


def _own(before: State, move: Move) -> tuple[int, int]:
    """The (player, member) the move itself moved out of the bag or into death: its words say so."""
    i = current_index(before)
    if i is None or move.kind not in (Kind.DIE, Kind.FETCH):
        return -1, -1
    return i, find(before, i, move.num, BAG if move.kind is Kind.FETCH else move.at)


def _moved(before: State, after: State, move: Move) -> list[tuple[int, int, str, str]]:
    """Every (player, number, from, to) the rules moved by themselves."""
    own = _own(before, move)
    numbers = before.data.numbers
    return [(i, numbers[k], was, now)
            for i, (p, q) in enumerate(zip(before.players, after.players, strict=True))
            for k, (was, now) in enumerate(zip(p.members, q.members, strict=True))
            if was != now and (i, k) != own]


def idle_action(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    """A cube taken from a space whose action the player cannot carry out: the turn simply ends."""
    i = current_index(before)
    if move.kind is not Kind.TAKE or move.space == MARKET or i is None:
        return []
    step = after.step
    if after.phase is Phase.ACTION and step is not None and step.space == move.space and after.current == i:
        return []
    return [_("{name} can do nothing there.", name=_name(before, i, names))]


def market_day(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    """Who the day passed for lack of a customer they can serve; its end and the queue moving up."""
    began = move.kind in (Kind.TAKE, Kind.ACT) and move.space == MARKET
    if before.day is None and not began:
        return []
    mover = current_index(before)
    out_before = before.day.out if before.day is not None else (False,) * len(before.seats)
    # who had not passed before the move and did not pass by it: if they are out now, the rules passed them
    auto = [k for k in range(len(before.seats)) if not out_before[k] and not (k == mover and move.kind is Kind.PASS)]
    if after.day is not None:
        return [_("{name} can serve no customer: out of the market day.", name=names.get(s, s))
                for k, s in enumerate(after.seats) if after.day.out[k] and k in auto]
    served = move.to if move.kind is Kind.SERVE else ""
    waiting = [t for s in stalls(before) if (t := before.market[s]) and t != served]
    lines = []
    if not waiting:
        lines.append(_("The market day ends: every customer at the stalls is served."))
    elif not auto:
        lines.append(_("The market day ends: everyone has passed."))
    elif began:
        lines.append(_("Nobody can serve a customer: the market day ends."))
    else:
        lines.append(_("Nobody else can serve a customer: the market day ends."))
    new = [t for s in stalls(after) if (t := after.market[s]) and t not in {before.market[x] for x in stalls(before)}]
    if new:
        lines.append(n_("The queue moves up: {n} new customer at the stalls.",
                        "The queue moves up: {n} new customers at the stalls.", len(new)))
    if before.stack and not after.stack:
        lines.append(_("The customer stack is used up."))
    return lines


def deaths(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    """Members dead of old age (time past the bridge) and where they went; deaths nobody could die."""
    lines = []
    died = [0] * len(before.players)
    for i, num, was, now in _moved(before, after, move):
        if not (visible(was) and (now == GONE or section(now) in ("chronicle", "grave"))):
            continue
        died[i] += 1
        who = dict(name=_name(before, i, names), number=num, place=_where(before, was))
        if now == GONE:
            lines.append(_("{name}'s {number} {place} dies of old age, out of the game: no space is left.", **who))
        elif section(now) == "grave":
            lines.append(_("{name}'s {number} {place} dies of old age, into an anonymous grave.", **who))
        else:
            lines.append(_("{name}'s {number} {place} dies of old age, into the chronicle ({section}).",
                           section=name(section(was)), **who))
    lap = before.data.lap
    for i, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        owed = p.owed + q.time // lap - p.time // lap - q.owed
        own = 1 if move.kind is Kind.DIE and i == current_index(before) else 0
        if owed - own > died[i]:
            lines.append(_("{name}'s time passes the bridge, but no member is on the farm or the board: "
                           "nobody dies.", name=names.get(p.seat, p.seat)))
    if after.dying >= 0:
        lines.append(_("{name}'s time passes the bridge.",
                       name=_name(after, after.dying, names)))
    return lines


def ending(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The end triggered, who takes the last turns, and last turns on an empty board."""
    e = after.ending
    if e is None:
        return []
    lines = []
    if before.ending is None:
        lines.append(_("{name} filled the last free space in the chronicle or the graves: the game is ending.",
                       name=_name(after, e.trigger, names)))
    if e.queue and (before.ending is None or before.ending.queue is None):
        lines.append(_("Last turns, one each: {names}.", names=join([_name(after, k, names)
                                                                     for k in e.queue])))
    if e.queue and after.phase is Phase.TURN and board_cubes(before) and not board_cubes(after):
        lines.append(_("The board is empty: each last turn takes any action without a cube."))
    return lines


def mass(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    """The mass: why it begins, the figures drawn from the black bag, the majority's 2 points."""
    began = before.phase not in MASS and (after.phase in MASS or after.round > before.round
                                          or (after.phase is Phase.OVER and before.phase is not Phase.OVER))
    if not began and before.phase not in MASS:
        return []
    lines = []
    if began:
        final = before.ending is not None or after.phase is Phase.OVER
        lines.append(_("The last turns are over: the final mass.") if final
                     else _("The board is empty: the round ends with the mass."))
    if (began or before.phase is Phase.FETCH) and after.phase is not Phase.FETCH:
        out: dict[int, list[str]] = {}
        for i, num, was, now in _moved(before, after, move):
            if was == BAG and now == "church:1":
                out.setdefault(i, []).append(str(num))
        drawn = [_("{name}'s {numbers}", name=_name(before, i, names), numbers=join(nums))
                 for i, nums in sorted(out.items())]
        if drawn:
            lines.append(_("Drawn from the black bag into church window 1: {members}.", members=join(drawn)))
        elif any(w == BAG for p in after.players for w in p.members):
            lines.append(_("Only monks come out of the black bag."))
    if after.phase not in MASS:
        scored = majority(after)
        winners = [names.get(p.seat, p.seat) for p, q in zip(after.players, scored.players, strict=True)
                   if q.prestige > p.prestige]
        if winners:
            lines.append(n_("Mass: {names} scores 2 for the most members in the church.",
                            "Mass: {names} score 2 each for the most members in the church.", len(winners),
                            names=join(winners)))
    return lines


def new_round(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The next round: its first player (who may have taken the marker) and the board seeded again."""
    if after.round <= before.round:
        return []
    first = _name(after, after.first, names)
    return [NEW_ROUND, _("{name} takes the first-player marker.", name=first) if after.first != before.first
            else _("{name} plays first again.", name=first), _plague(after)]


def opening(state: State, names: Mapping[str, str]) -> list[str]:
    """Round 1 as setting the game out began it (the kit's ``Opening``): who plays first, the plague drawn."""
    return [_("{name} plays first.", name=_name(state, state.first, names)), _plague(state)]


def _plague(state: State) -> str:
    plague = sum(space[PLAGUE] for space in state.spaces)
    return (n_("The green bag refills the board: {n} plague cube.", "The green bag refills the board: {n} plague cubes.",
               plague) if plague else _("The green bag refills the board: no plague."))


def final(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    if after.phase is not Phase.OVER or before.phase is Phase.OVER:
        return []
    return [final_scores(sheets(after), names)]


def happened(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    return [*idle_action(before, after, move, names), *market_day(before, after, move, names), *deaths(before, after, move, names),
            *ending(before, after, names), *mass(before, after, move, names), *new_round(before, after, names),
            *final(before, after, names)]
