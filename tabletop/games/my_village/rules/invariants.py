"""``check``: the invariants every state keeps, each named when broken.

Every one of the 104 cards lies in exactly one place, every pool die is in the pool or with one
player, and every count stays within what the boards and cards can hold.
"""

from __future__ import annotations

from collections import Counter

from ...kit.contract import Broken
from .box import DICE_BY_PLAYERS, GOODS, LETTERS, MAX_WINDOWS, TERRITORIES, Box
from .moves import KEEP
from .state import TILE_ON_MEETING, Player, State, deciding
from .village import white_flags, windows

PHASES = ("dice", "value", "flags", "white", "done", "rat", "next", "over")
PENDING = ("free", "customers", "steward", "school", "mark", "tile", "swap", "headman", "die", "worker", "heal")


def cards_in(state: State) -> Counter[str]:
    out: Counter[str] = Counter()
    out.update(state.churches + state.councils + state.meetings + state.fields + state.crafts + state.customers
               + state.display)
    for deck in state.monks + state.travel:
        out.update(deck)
    for p in state.players:
        out.update(c for c in (p.church, p.council, p.meeting) if c)
        out.update(p.monks + p.fields + p.travels + p.crafts + p.market + p.served)
    return out


def check(box: Box, state: State) -> None:
    """Raise ``Broken`` naming the first invariant ``state`` breaks."""
    found = cards_in(state)
    if found != Counter(list(box.cards)):
        extra = sorted((found - Counter(list(box.cards))).elements()) or sorted(c for c in box.cards if found[c] != 1)
        raise Broken(f"cards not conserved: {extra[:3]} lost or doubled")
    whites, blacks = DICE_BY_PLAYERS.get(len(state.players), (0, 0))
    dice = [d for d, _ in state.pool] + [d for p in state.players for d, _ in p.dice]
    expected = [f"white-die-{k + 1}" for k in range(whites)] + [f"black-die-{k + 1}" for k in range(blacks)]
    if sorted(dice) != sorted(expected):
        raise Broken("dice not conserved: the pool and the players' dice are not the round's dice")
    if any(not 1 <= face <= 6 for _, face in state.pool) or any(not 1 <= f <= 6 for p in state.players
                                                                  for _, f in p.dice):
        raise Broken("a die shows no face from 1 to 6")
    hiring = {p.seat for p in state.pending if p.kind == "worker"}
    for k, p in enumerate(state.players):
        _check_player(box, p)
        if not any(p.villagers) and k not in hiring:
            raise Broken(f"{p.seat}: no living villager and no seasonal worker hired")
    if any(not 0 <= n <= len(box.chronicle_ap) for n in state.chronicle) or state.graves < 0:
        raise Broken("a chronicle profession holds more graves than it has")
    invading = any(p.kind == "heal" for p in state.pending)
    if not (0 if invading else 1) <= state.rat <= box.rat_start[len(state.players)]:
        raise Broken(f"the rat stands off its track ({state.rat} spaces from the invasion)")
    if state.phase not in PHASES or any(p.kind not in PENDING for p in state.pending):
        raise Broken(f"unknown phase {state.phase!r}")
    if state.phase != "over" and deciding(state) is None:
        raise Broken("nobody is to decide in a running game")
    if any(not 0 <= p.seat < len(state.players) for p in state.pending):
        raise Broken("a pending decision belongs to no seat")
    if not 0 <= state.holder < len(state.players) or not 0 <= state.start < len(state.players):
        raise Broken("the start-player tile lies with no seat")


def _check_player(box: Box, p: Player) -> None:
    who = f"{p.seat}:"
    clouds = box.boards[p.board].clouds
    if not 1 <= p.time <= clouds:
        raise Broken(f"{who} time marker off the track ({p.time})")
    if min(p.coins, p.tree, p.safe, p.guild, p.meeting_marks, p.workers, p.healed, *p.goods) < 0:
        raise Broken(f"{who} a negative count")
    if not 0 <= p.headman <= 2 or len(p.villagers) != len(box.professions):
        raise Broken(f"{who} headman or villagers out of range")
    for k, good in enumerate(GOODS):
        craft = next((c for c in p.crafts if box.cards[c].good == good), None)
        if p.goods[k] > (box.cards[craft].spaces if craft else 0):
            raise Broken(f"{who} more {good} than its building holds")
    if p.council and p.guild > box.cards[p.council].spaces or (p.guild and not p.council):
        raise Broken(f"{who} more Guild council goods than spaces")
    if p.meeting_marks > (box.cards[p.meeting].spaces if p.meeting else 0):
        raise Broken(f"{who} more meeting-place markers than spaces")
    spaces = TERRITORIES + box.professions
    if len(set(p.marks)) != len(p.marks) or any(m not in spaces for m in p.marks):
        raise Broken(f"{who} council marks on unknown or doubled spaces")
    if windows(box, p) > MAX_WINDOWS:
        raise Broken(f"{who} more than {MAX_WINDOWS} church windows")
    if [box.cards[c].deck for c in p.travels] != list(LETTERS[:len(p.travels)]):
        raise Broken(f"{who} travel cards out of letter order")
    if not set(p.ploughed) <= set(p.fields) or len(set(p.ploughed)) != len(p.ploughed):
        raise Broken(f"{who} a plough on a field they do not own, or two on one")
    if p.tile and (not p.meeting or (p.tile != TILE_ON_MEETING and p.tile not in white_flags(p))) or p.tile == KEEP:
        raise Broken(f"{who} the 2/12 tile lies beside no white flag of theirs")
