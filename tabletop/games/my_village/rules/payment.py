"""Paying a cost: which coins and goods a player can hand over, and handing them over.

A cost is a list of alternatives ("1 wagon or 2 coins"); a payment names where each unit comes from,
because the choice matters: a horse can come from the stable or be a wild good from the Guild
council, a plough from the smithy, the Guild council or a field (where it earns a coin).  Time is no
choice and is paid apart (``time_of``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ...kit.records import replace
from .box import GOODS, Cost
from .moves import SOURCES
from .state import Player

Payment = tuple[str, ...]
_ORDER = {s: k for k, s in enumerate(SOURCES)}
_ANY_GOOD = (*GOODS, "guild", "field")


def stock(player: Player) -> dict[str, int]:
    """What ``player`` could pay with, by source."""
    out = {"coin": player.coins, "guild": player.guild, "field": len(player.ploughed)}
    for k, good in enumerate(GOODS):
        out[good] = player.goods[k]
    return out


def _sources(thing: str) -> tuple[str, ...]:
    if thing == "coin":
        return ("coin",)
    if thing == "item":
        return ("coin", *_ANY_GOOD)
    if thing == "any":
        return _ANY_GOOD
    if thing == "plough":
        return ("plough", "guild", "field")
    return (thing, "guild")


def _needs(cost: Cost) -> list[tuple[tuple[str, ...], int]]:
    """The units to hand over, narrowest sources first so the search fails early."""
    needs = [(_sources(thing), amount) for thing, amount in cost if thing != "time"]
    return sorted(needs, key=lambda need: len(need[0]))


def time_of(cost: Cost) -> int:
    return sum(amount for thing, amount in cost if thing == "time")


def combine(alternative: Cost, extra: Cost) -> Cost:
    """An alternative with a travel card's gray flag added to it."""
    total: Counter[str] = Counter(dict(alternative))
    total.update(dict(extra))
    return tuple(sorted(total.items()))


def payments(alternatives: Sequence[Cost], have: dict[str, int]) -> dict[Payment, int]:
    """Every distinct payment ``have`` allows for one of ``alternatives``, with the least time it costs."""
    out: dict[Payment, int] = {}
    for alternative in alternatives or ((),):
        time = time_of(alternative)
        for found in _ways(_needs(alternative), dict(have)):
            key = tuple(sorted(found, key=_ORDER.__getitem__))
            if key not in out or out[key] > time:
                out[key] = time
    return out


def _ways(needs: list[tuple[tuple[str, ...], int]], have: dict[str, int]) -> Iterable[list[str]]:
    if not needs:
        yield []
        return
    (sources, amount), rest = needs[0], needs[1:]
    for split in _splits(sources, amount, have):
        for s in split:
            have[s] -= 1
        for tail in _ways(rest, have):
            yield split + tail
        for s in split:
            have[s] += 1


def _splits(sources: tuple[str, ...], amount: int, have: dict[str, int]) -> Iterable[list[str]]:
    """Every multiset of ``amount`` units drawn from ``sources`` within what ``have`` holds."""
    if amount == 0:
        yield []
        return
    if not sources:
        return
    first, rest = sources[0], sources[1:]
    for k in range(min(amount, have.get(first, 0)), -1, -1):
        for tail in _splits(rest, amount - k, have):
            yield [first] * k + tail


def hand_over(player: Player, payment: Payment) -> Player:
    """``player`` after handing over ``payment`` (known to be affordable)."""
    if not payment:
        return player
    count = Counter(payment)
    goods = tuple(player.goods[k] - count[good] for k, good in enumerate(GOODS))
    ploughed = list(player.ploughed)
    for _ in range(count["field"]):
        spare = [f for f in ploughed if f != player.tile] or ploughed
        ploughed.remove(spare[-1])
    return replace(player, coins=player.coins - count["coin"], goods=goods, guild=player.guild - count["guild"],
                   ploughed=tuple(ploughed))
