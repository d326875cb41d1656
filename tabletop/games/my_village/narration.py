"""What My Village's rules do by themselves after a move, in words for the log (the kit's ``Narration``).

The engine carries a turn on by itself (§4.4): two dice with one possible sum set the flag value; the
turn's end checks for death (the reaper back on the bridge, the only villager buried at once, or the
player asked to choose; an empty village calls a seasonal worker) and rolls the rat die, whose
invasion halves every adventure tree; after the last turn of a round the preparation phase (§4.2)
puts an adventure point on the start-player tile and rolls the pool, unless the graves are full and
the game is over.  A player sees only the pieces move, so each step is said here, in that order,
comparing the state before the move with the state after it.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...lang.door import _, n_
from ..kit.words import NEW_ROUND, final_scores
from .game import BOX
from .rules import Kind, Move, State
from .rules.scoring import score_sheets
from .rules.state import Pending, graves_filled, turn_index
from .rules.village import is_black
from .words_names import name

RAT_INVASION = 0
"""The rat's place when it reaches the invasion space (the track counts down to it)."""


def _name(state: State, i: int, names: Mapping[str, str]) -> str:
    return names.get(state.seats[i], state.seats[i])


def _new(before: State, after: State, kind: str) -> list[Pending]:
    return [p for p in after.pending if p.kind == kind and p not in before.pending]


def flag_value(before: State, after: State, move: Move) -> list[str]:
    """Two dice whose sum nothing can change set the flag value by themselves (§5.1)."""
    if move.kind is not Kind.TAKE or before.phase != "dice" or after.phase != "flags" or after.step != before.step:
        return []
    (_die, a), (_other, b) = after.players[turn_index(after)].dice[-2:]
    return [_("Flag value {value}: the dice show {a} + {b}.", value=after.value, a=a, b=b)]


def burials(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The dead villagers and their graves: a chronicle space with its adventure points, or a nameless grave."""
    lines = []
    for i, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        for k, profession in enumerate(BOX.professions):
            if not (p.villagers[k] and not q.villagers[k]):
                continue
            who = dict(name=_name(before, i, names), profession=name(profession))
            filled = before.chronicle[k]
            if after.chronicle[k] > filled:
                lines.append(n_("{name}'s {profession} is buried in the chronicle: +{n} adventure point.",
                                "{name}'s {profession} is buried in the chronicle: +{n} adventure points.",
                                BOX.chronicle_ap[filled], **who))
            else:
                lines.append(_("{name}'s {profession} is buried in an anonymous grave.", **who))
    return lines


def death_check(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """Step 3 of the turn (§5.6): the reaper's villager, the grave, a seasonal worker for an empty village."""
    i = turn_index(before)
    lines = []
    if before.players[i].reaper and not after.players[i].reaper:
        name_i = _name(before, i, names)
        if _new(before, after, "die"):
            lines.append(_("{name}'s time crossed the bridge: {name} chooses the villager who dies.", name=name_i))
        else:
            lines.append(_("{name}'s time crossed the bridge: a villager dies.", name=name_i))
    lines += burials(before, after, names)
    for worker in _new(before, after, "worker"):
        lines.append(_("{name}'s village is empty: a seasonal worker comes ({n} points at the end).",
                       name=_name(after, worker.seat, names), n=BOX.worker_points))
    return lines


def _trees(state: State, names: Mapping[str, str]) -> str:
    return ", ".join(_("{name} {n}", name=_name(state, k, names), n=p.tree) for k, p in enumerate(state.players))


def rats(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    """The rat die at the end of the turn and the invasion it may bring on everyone (§5.6.4)."""
    i = turn_index(before)
    checked = before.phase == "rat" or (before.players[i].reaper and not after.players[i].reaper)
    rolled = checked and after.phase != "rat"
    lines = []
    if rolled:
        roll = after.last_roll
        if before.rat - roll > RAT_INVASION:
            return [n_("The rat die shows {roll}: the rats are {n} space from an invasion.",
                       "The rat die shows {roll}: the rats are {n} spaces from an invasion.", before.rat - roll,
                       roll=roll)]
        lines.append(_("The rat die shows {roll}: the rats invade!", roll=roll))
        healers = _new(before, after, "heal")
        if healers:
            return [*lines, _("{name} may keep them away with the Healing church.",
                              name=_name(after, healers[0].seat, names))]
    if rolled or move.kind is Kind.HEAL:
        lines.append(_("Every other adventure tree loses half: {trees}.", trees=_trees(after, names))
                     if move.kind is Kind.HEAL and move.n
                     else _("Every adventure tree loses half: {trees}.", trees=_trees(after, names)))
    return lines


def preparation(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The preparation phase (§4.2) of the round a move began."""
    return [NEW_ROUND, *opening(after, names)] if after.round > before.round else []


def opening(state: State, names: Mapping[str, str]) -> list[str]:
    """The preparation phase of the round ``state`` begins: the start player, the tile's adventure point, the
    pool rolled (for round 1, what setting the game out did: the kit's ``Opening``)."""
    dice = {colour: sorted(face for die, face in state.pool if is_black(die) == (colour == "black"))
            for colour in ("white", "black")}
    rolled = "; ".join(_("{colour} {faces}", colour=name(colour), faces=", ".join(map(str, faces)))
                       for colour, faces in dice.items() if faces)
    return [_("{name} holds the start-player tile and starts.", name=_name(state, state.start, names)),
            n_("The start-player tile gets an adventure point: {n} on it now.",
               "The start-player tile gets an adventure point: {n} on it now.", state.hand_ap),
            _("The pool is rolled: {dice}.", dice=rolled)]


def end(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The graves full (the game ends with the round, or at once) and the final scores."""
    goal = BOX.end_graves[len(after.players)]
    lines = []
    over = after.phase == "over" and before.phase != "over"
    if graves_filled(before) < goal <= graves_filled(after):
        lines.append(_("{n} graves are filled: that ends the game.", n=graves_filled(after)) if over
                     else _("{n} graves are filled: the game ends with this round.", n=graves_filled(after)))
    if over:
        lines.append(final_scores(score_sheets(BOX, after), names))
    return lines


def happened(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    return [*flag_value(before, after, move), *death_check(before, after, names),
            *rats(before, after, move, names), *end(before, after, names), *preparation(before, after, names)]
