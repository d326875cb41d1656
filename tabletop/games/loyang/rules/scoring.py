"""The end: the path position less one space per loan; ties go to Cash, then to vegetables on fields
and in the Storehouse; still tied is a shared place.  Solo games are rated 17 / 18 / 19."""

from __future__ import annotations

from dataclasses import dataclass

from ....lang.door import N_, _
from .state import State

SOLO_RATINGS = ((19, N_("master")), (18, N_("very good")), (17, N_("good")))


@dataclass(frozen=True)
class Score:
    seat: str
    path: int
    loans: int
    cash: int
    vegetables: int
    rank: int
    note: str

    @property
    def total(self) -> int:
        return self.path - self.loans


def final_scores(state: State) -> dict[str, Score]:
    """Every seat's breakdown and rank (1 = winner; equal keys share a rank)."""
    keys = {}
    for p in state.players:
        veg = sum(f.count for f in p.fields) + sum(p.store)
        keys[p.seat] = (p.path - p.loans, p.cash, veg)
    out = {}
    for p in state.players:
        key = keys[p.seat]
        rank = 1 + sum(1 for k in keys.values() if k > key)
        tied_total = [s for s, k in keys.items() if k[0] == key[0] and s != p.seat]
        note = ""
        if tied_total:
            tied_cash = [s for s in tied_total if keys[s][1] == key[1]]
            note = _("tie broken by vegetables on fields and in the Storehouse") if tied_cash else _("tie broken by Cash")
            if any(keys[s] == key for s in tied_total):
                note = _("shared place")
        if len(state.players) == 1:
            note = next((_(name) for level, name in SOLO_RATINGS if key[0] >= level), _("below the 17 target"))
        out[p.seat] = Score(p.seat, p.path, p.loans, p.cash, key[2], rank, note)
    return out
