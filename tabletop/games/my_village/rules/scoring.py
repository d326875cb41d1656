"""Final scoring (§7): the scoring pad's categories, then the tie-break on leftovers, else a shared win.

Categories as the pad lists them: the religious area (church and windows), the council area
(meeting place, council chamber and its bonus), fields, travels, served customers, safe adventure
points, seasonal workers and the start-player tile.  Ties compare coins + goods (Guild council
markers included; ploughs on fields by §9.18, an option) + adventure points on the tree.
"""

from __future__ import annotations

from ....lang.door import N_, _
from ...kit.contract import ScoreLine, ScoreSheet
from .box import POPULATION_POINTS, START_TILE_POINTS, TERRITORIES, Box
from .state import Player, State
from .village import windows

CATEGORIES = (N_("Religious area"), N_("Council area"), N_("Fields"), N_("Travels"), N_("Served customers"),
              N_("Safe adventure points"), N_("Seasonal workers"), N_("Start-player tile"))


def territory_count(box: Box, player: Player, category: str) -> int:
    """Cards in one Territorial category (church: the church card and the monk cards, §9.17)."""
    if category == "travel":
        return len(player.travels)
    if category == "craft":
        return len(player.crafts)
    if category == "customer":
        return len(player.served)
    if category == "church":
        return len(player.monks) + (1 if player.church else 0)
    return len(player.fields)


def council_bonus(box: Box, player: Player) -> int:
    if not player.council:
        return 0
    benefit = box.cards[player.council].benefit
    if benefit == "territorial":
        return sum(territory_count(box, player, c) for c in TERRITORIES if c in player.marks)
    if benefit == "population":
        return POPULATION_POINTS * sum(1 for k, p in enumerate(box.professions) if p in player.marks and player.villagers[k])
    return 0


def _values(box: Box, state: State, i: int) -> tuple[int, ...]:
    p = state.players[i]
    cards = box.cards
    w = windows(box, p)
    religious = (cards[p.church].points if p.church else 0) + (box.boards[p.board].window_points[w - 1] if w else 0)
    council = (cards[p.meeting].points if p.meeting else 0) + (cards[p.council].points if p.council else 0)
    return (religious, council + council_bonus(box, p), sum(cards[c].points for c in p.fields),
            sum(cards[c].points for c in p.travels), sum(cards[c].points for c in p.served),
            p.safe, p.workers * box.worker_points, START_TILE_POINTS if state.holder == i else 0)


def lines(box: Box, state: State, i: int) -> tuple[ScoreLine, ...]:
    return tuple(ScoreLine(name, value) for name, value in zip(CATEGORIES, _values(box, state, i), strict=True))


def points(box: Box, state: State, i: int) -> int:
    """Player ``i``'s total by the scoring pad, without the breakdown (the bots ask this often)."""
    return sum(_values(box, state, i))


def leftovers(state: State, i: int) -> int:
    p = state.players[i]
    ploughs = len(p.ploughed) if state.options.ploughs_break_ties else 0
    return p.coins + sum(p.goods) + p.guild + ploughs + p.tree


def score_sheets(box: Box, state: State) -> list[ScoreSheet]:
    """Every seat's sheet, best first; equal points and equal leftovers share the rank."""
    rows = []
    for i, seat in enumerate(state.seats):
        parts = lines(box, state, i)
        rows.append((sum(line.points for line in parts), leftovers(state, i), seat, parts))
    rows.sort(key=lambda r: (-r[0], -r[1]))
    out = []
    for total, spare, seat, parts in rows:
        rank = 1 + sum(1 for t, s, _seat, _tie in rows if (t, s) > (total, spare))
        tied = sum(1 for t, _s, _a, _b in rows if t == total) > 1
        note = _("tie-break: {spare} coins, goods and adventure points left", spare=spare) if tied else ""
        out.append(ScoreSheet(seat, total, parts, rank, note))
    return out
