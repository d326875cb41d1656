"""Final scoring (§7.3) and the winner (§7.4).

Prestige earned in play (3-point cities, stage-4 purchases, mass majorities) plus travel (by cities
marked), council and church members by stage and window, the chronicle (by members recorded),
customers served and coins.  Ties go to the most customers served, then the most living members (on
the farm, the board or in the black bag, §9 A18); players still tied share the place.
"""

from __future__ import annotations

from ....lang.door import N_, _
from ...kit.contract import ScoreLine, ScoreSheet
from .state import Player, State, living

UNKNOWN = "?"


def lines(state: State, p: Player) -> tuple[ScoreLine, ...]:
    d = state.data
    council = sum(d.council_points[int(w[8:]) - 1] for w in p.members if w.startswith("council:"))
    church = sum(d.church_points[int(w[7:]) - 1] for w in p.members if w.startswith("church:"))
    recorded = sum(1 for w in p.members if w.startswith("chronicle:"))
    chronicle = d.chronicle_points[min(recorded, len(d.chronicle_points) - 1)]
    travel = d.travel_points[len(p.cities) - 1] if p.cities else 0
    customers = sum(d.customers[c].points for c in p.served if c != UNKNOWN)
    return (ScoreLine(N_("During play"), p.prestige), ScoreLine(N_("Travel"), travel),
            ScoreLine(N_("Council"), council), ScoreLine(N_("Church"), church),
            ScoreLine(N_("Village chronicle"), chronicle), ScoreLine(N_("Customers"), customers),
            ScoreLine(N_("Coins"), p.coins))


def sheets(state: State) -> list[ScoreSheet]:
    rows = []
    for p in state.players:
        ls = lines(state, p)
        alive = sum(1 for w in p.members if living(w))
        rows.append((sum(line.points for line in ls), len(p.served), alive, p.seat, ls))
    out = []
    for total, served, alive, seat, ls in rows:
        rank = 1 + sum(1 for t, s, a, _seat, _tie in rows if (t, s, a) > (total, served, alive))
        level = [(s, a) for t, s, a, other, _tie in rows if t == total and other != seat]
        note = ""
        if (served, alive) in level:
            note = _("shared place")
        elif any(s == served for s, _alive in level):
            note = _("tie on points and customers broken by living family members ({alive})", alive=alive)
        elif level:
            note = _("tie on points broken by customers served ({served})", served=served)
        out.append(ScoreSheet(seat, total, ls, rank, note))
    return sorted(out, key=lambda sheet: (sheet.rank, state.seats.index(sheet.seat)))
