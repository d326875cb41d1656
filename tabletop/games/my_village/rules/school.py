"""The school flag (§5.3.2): descendants enter on the left, move right, and graduate into empty posts.

One rule covers the rulebook's table: a new marker may enter while the left space is empty (the "only
right occupied" case puts it on the left, §9.3); the left marker may move right while the right
space is empty; any marker in school may graduate to an empty profession space for 1 time, from the
right space with 2 adventure points.  School markers are not villagers until they graduate.
"""

from __future__ import annotations

from ...kit.records import replace
from .box import SCHOOL_RIGHT_AP, SCHOOL_TIME, Box
from .moves import ENTER, SHIFT
from .state import Player
from .village import gain_ap, pay_time


def school_options(box: Box, player: Player) -> list[tuple[str, int]]:
    """(target, side) pairs: ``enter``, ``shift``, or a profession with side 0 (left) / 1 (right)."""
    left, right = player.school
    out: list[tuple[str, int]] = []
    if not left:
        out.append((ENTER, 0))
    if left and not right:
        out.append((SHIFT, 0))
    empty = [p for k, p in enumerate(box.professions) if not player.villagers[k]]
    for side, there in ((0, left), (1, right)):
        if there:
            out += [(p, side) for p in empty]
    return out


def do_school(box: Box, player: Player, target: str, side: int) -> Player:
    left, right = player.school
    if target == ENTER:
        return replace(player, school=(True, right))
    if target == SHIFT:
        return replace(player, school=(False, True))
    k = box.professions.index(target)
    villagers = player.villagers[:k] + (True,) + player.villagers[k + 1:]
    player = pay_time(box, replace(player, villagers=villagers), SCHOOL_TIME)
    if side == 1:
        return gain_ap(replace(player, school=(left, False)), SCHOOL_RIGHT_AP)
    return replace(player, school=(False, right))
