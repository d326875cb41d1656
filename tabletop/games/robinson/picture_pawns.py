"""Where the pawns stand: at home beside their character (Friday and the Dog beside their cards), or on
the space of the action they are planned for, until that action is resolved."""

from __future__ import annotations

from collections.abc import Mapping

from ...core.model import Zone
from ..kit.picture import Layout, Place
from .board import find_space
from .components import spec_id
from .layout import HELPERS_AT, PAWN_COLOURS, board_point, box_specs, scenario_space, seat_corner, track_point
from .rules.catalog import catalog
from .rules.pawns import HELPER, pawn_char, pawn_kinds
from .rules.state import FRIDAY, Slot, State

EXTRA = {"build": "piece:extra-pawn-brown", "gather": "piece:extra-pawn-grey", "explore": "piece:extra-pawn-green",
         "hunt": "piece:extra-pawn-red"}
LEVELS = ("roof", "palisade", "weapon")


def pawn_piece(state: State, pawn: str) -> str:
    """The table piece of a character's pawn, Friday's or the Dog's ("" for an extra pawn)."""
    if pawn == FRIDAY:
        return "piece:pawn-friday#1"
    if pawn == "dog":
        return "piece:pawn-dog#1"
    cid = pawn_char(pawn)
    if not cid:
        return ""
    seat = next(c.seat for c in state.chars if c.id == cid)
    return f"piece:pawn-{PAWN_COLOURS[state.seats.index(seat)]}#{pawn.rsplit('-', 1)[1]}"


def extra_spec(types: str) -> str:
    return EXTRA.get(types, "piece:extra-pawn-neutral")


def slot_spot(state: State, zones: Mapping[str, Zone], s: Slot) -> tuple[str, float, float]:
    """The zone and the point where the pawns of a planned action stand."""
    if s.kind == "threat":
        x, y = board_point(f"threat-{s.target}")
        return f"space:threat-{s.target}", x, y + 30
    if s.kind in ("gather", "explore"):
        space, _, src = s.target.partition(":")
        x, y = board_point(space)
        return f"space:{space}", x + (0 if not src else -14 if src == "food" else 14), y + 10
    if s.kind != "build":
        space = {"hunt": "hunt", "arrange": "arrange-camp", "rest": "rest"}[s.kind]
        x, y = board_point(space)
        return f"space:{space}", x, y + 12
    if s.target == "shelter":
        x, y = board_point("shelter")
        return "space:shelter", x, y
    if s.target in LEVELS:
        x, y = track_point(s.target, 0)
        return f"space:{s.target}", x - 12, y
    return _invention_spot(state, zones, s.target)


def _invention_spot(state: State, zones: Mapping[str, Zone], name: str) -> tuple[str, float, float]:
    inv = catalog().inventions[name]
    if inv.group == "scenario":
        k = "ab"[[n for n, i in catalog().inventions.items() if i.group == "scenario"].index(name)]
        r = scenario_space(f"invention-{k}")
        return f"space:scenario-{k}", r["x"] + r["w"] / 2, r["y"] + r["h"] / 2
    card = f"invention:{name}#1"
    if card in state.board:
        from .board import INVENTION_SPACES

        space = f"invention-{min(state.board.index(card), INVENTION_SPACES - 1) + 1}"
        x, y = board_point(space)
        return f"space:{space}", x, y + 20
    owner = next((c for c in state.chars if c.id == inv.owner), None)
    if owner is None:
        x, y = board_point("build")
        return "space:build", x, y
    spec = box_specs()[spec_id("character", owner.id)]
    x0, y0 = seat_corner(zones, owner.seat)
    r = find_space(spec.data, "personal-invention")
    return f"seat:{owner.seat}", x0 + 10 + r["x"] + r["w"] / 2, y0 + 30 + r["y"] + r["h"] / 2 + 20


def pawn_pieces(state: State, zones: Mapping[str, Zone], lay: Layout) -> None:
    kinds = pawn_kinds(state)
    placed: dict[str, tuple[str, float, float]] = {}
    crowd: dict[str, int] = {}
    for s in state.plan:
        if not s.pawns:
            continue
        zone, x, y = slot_spot(state, zones, s)
        row = crowd.get(zone, 0)
        crowd[zone] = row + 1
        for j, pawn in enumerate(s.pawns):
            placed[pawn] = (zone, x - 9 * (len(s.pawns) - 1) + 18 * j, y + 18 * row)
    for c in state.chars:
        if not c.seat:
            continue
        x0, y0 = seat_corner(zones, c.seat)
        for k in (1, 2):
            pawn = f"{c.id}-{k}"
            zone, x, y = placed.get(pawn, (f"seat:{c.seat}", x0 + 215 + 30 * k, y0 + 60))
            lay.fixed[pawn_piece(state, pawn)] = Place(zone, x, y)
    hx, hy, step = HELPERS_AT
    if any(c.id == FRIDAY for c in state.chars):
        lay.fixed["piece:pawn-friday#1"] = Place(*placed.get(FRIDAY, ("helpers", hx + 75, hy)))
    if state.options.dog:
        lay.fixed["piece:pawn-dog#1"] = Place(*placed.get("dog", ("helpers", hx + step + 75, hy)))
    for pawn, (role, types) in kinds.items():
        if role == HELPER and pawn != "dog" and pawn in placed:
            lay.token(extra_spec(types), Place(*placed[pawn]))
        elif role == HELPER and pawn != "dog" and f"invention:{pawn}#1" in state.board:
            zone, x, y = _invention_spot(state, zones, pawn)
            lay.token(extra_spec(types), Place(zone, x + 20, y - 40))


def pawn_of_piece(state: State, piece: str) -> str:
    """The pawn id a table piece stands for ("" if it is none of the character pawns, Friday or the Dog)."""
    for pawn in pawn_kinds(state):
        if pawn_piece(state, pawn) == piece:
            return pawn
    return ""


