"""A village's standing facts: living villagers and active areas, windows, white flags, time and the headman.

These are the small rules every flag consults (§5.3, §5.4, §5.5, §5.8), kept in one place so the
black flags, the white flags and the words agree on them.
"""

from __future__ import annotations

from ...kit.records import replace
from .box import (
    AREA_PROFESSION,
    HEADMAN_AP,
    HEADMAN_COINS,
    LETTERS,
    MONASTERY_WINDOWS,
    Box,
    Card,
)
from .moves import PLAY, SCHOOL
from .state import Player

BLACK_DIE = "black-die"


def alive(box: Box, player: Player, profession: str) -> bool:
    return player.villagers[box.professions.index(profession)]


def active(box: Box, player: Player, kind: str) -> bool:
    """Whether the area of a card ``kind`` is active: its villager lives (the harvest area always is)."""
    profession = AREA_PROFESSION.get(kind)
    return profession is None or alive(box, player, profession)


def windows(box: Box, player: Player) -> int:
    monastery = bool(player.church) and box.cards[player.church].benefit == "monastery"
    return len(player.monks) + (MONASTERY_WINDOWS if monastery else 0)


def church_benefit(box: Box, player: Player, benefit: str) -> bool:
    """Whether ``player`` may use the church benefit ``benefit`` now: it is their church and the abbot lives."""
    return bool(player.church) and box.cards[player.church].benefit == benefit and alive(box, player, "abbot")


def white_flags(player: Player) -> list[str]:
    """Every white flag in the village: the play and school flags, then the cards that carry one."""
    out = [PLAY, SCHOOL, *player.crafts, *player.fields]
    if player.council:
        out.append(player.council)
    if player.meeting:
        out.append(player.meeting)
    return out + list(player.market)


def flag_values(box: Box, player: Player, flag: str) -> tuple[int, ...]:
    if flag == PLAY:
        return box.boards[player.board].play_flag
    if flag == SCHOOL:
        return box.boards[player.board].school_flag
    return box.cards[flag].flag


def white_matches(box: Box, player: Player, flag: str, value: int) -> bool:
    """A white flag answers ``value``: its printed values, "?", or the 2/12 tile lying beside it."""
    if value in flag_values(box, player, flag):
        return True
    if flag not in (PLAY, SCHOOL) and box.cards[flag].any_value:
        return True
    return player.tile == flag and value in (2, 12)


def black_matches(card: Card, value: int) -> bool:
    return value in card.flag


def pay_time(box: Box, player: Player, amount: int) -> Player:
    """The time marker moves ``amount`` clouds clockwise, skipping the bridge; crossing it seats the reaper."""
    if amount <= 0:
        return player
    clouds = box.boards[player.board].clouds
    moved = player.time + amount
    if moved <= clouds:
        return replace(player, time=moved)
    return replace(player, time=(moved - 1) % clouds + 1, reaper=True)


def headman_steps(player: Player) -> tuple[int, ...]:
    """Where the headman may go next: main building 0 -> coin 1 -> main building 0 or 3-AP space 2 -> coin 1."""
    return (0, 2) if player.headman == 1 else (1,)


def move_headman(player: Player, to: int) -> Player:
    if to == 1:
        return replace(player, headman=1, coins=player.coins + HEADMAN_COINS)
    if to == 2:
        return replace(player, headman=2, tree=player.tree + HEADMAN_AP)
    return replace(player, headman=0, safe=player.safe + player.tree, tree=0)


def gain_ap(player: Player, amount: int) -> Player:
    return replace(player, tree=player.tree + amount)


def is_black(die_id: str) -> bool:
    return die_id.startswith(BLACK_DIE)


def travels_over(box: Box, player: Player) -> bool:
    return len(player.travels) >= len(LETTERS) or any(box.cards[c].chapel for c in player.travels)
