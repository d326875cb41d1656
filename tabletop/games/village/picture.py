"""A Village position as pieces on the table: where every figure, tile, cube and coin should lie.

Figures, markers, tiles and cards have one id each and are placed by id; cubes, goods, grain and
coins are interchangeable, so the picture only says how many of each lie where and the kit moves as
few as it can.  Places come from the zones of ``layout`` and the printed spaces of ``boards``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property

from ...core.model import PieceSpec, Seat, Zone
from ..kit.picture import Layout, Place, Tokens
from .boards import BOARD_H, BOARD_W, FARM_H, FARM_W, board_data, chronicle_spaces, farm_data, market_slots
from .catalogue import Catalogue, load
from .components import all_specs
from .layout import (
    COINS_AT,
    FARM_AT,
    GOODS_ROWS_Y,
    GOODS_STEP,
    TOKEN_STEP,
    family_slots,
    spread,
    supply_spot,
    table_size,
    zones,
)
from .rules.data import ACTIONS, CLOSED_LABELS
from .rules.state import BAG, FARM, GONE, UNBORN, Player, State

TOKENS = ("coin", "grain", "good-scroll", "good-horse", "good-plough", "good-ox", "good-wagon", "cube-orange",
          "cube-green", "cube-brown", "cube-pink", "plague")
MEMBER_STEP_X, MEMBER_STEP_Y = 15.0, 21.0
Rect = tuple[float, float, float, float]


class VillageTokens:
    """Village's interchangeable pieces: cubes, plague cubes, goods, coins and grain, homed in the supply."""

    def __init__(self, catalogue: Catalogue) -> None:
        self._ids = {spec: [f"{spec}-{n + 1}" for n in range(catalogue.component(spec)["count"])] for spec in TOKENS}

    def ids(self) -> Mapping[str, Sequence[str]]:
        return self._ids

    def home(self, zones: Mapping[str, Zone], spec: str, k: int) -> Place:
        x, y = supply_spot(zones["supply"], spec, k)
        return Place("supply", x, y)


def _members_in(rect: Rect, k: int) -> tuple[float, float]:
    """The k-th figure standing in a printed space, in rows; a crowded space overlaps its own rows."""
    x, y, w, h = rect
    cols = max(1, int((w - 2) // MEMBER_STEP_X))
    rows = max(1, int((h - 2) // MEMBER_STEP_Y))
    return x + 1 + MEMBER_STEP_X / 2 + (k % cols) * MEMBER_STEP_X, y + 1 + MEMBER_STEP_Y / 2 + (k // cols % rows) * \
        MEMBER_STEP_Y + (k // (cols * rows)) * 3


class VillagePicture:
    """Village's ``Picture``: its zones and specs, and a layout for every engine state."""

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.catalogue = catalogue if catalogue is not None else load()
        self.tokens: Tokens = VillageTokens(self.catalogue)
        self.width, self.height = table_size()
        self._numbers = sorted(self.catalogue.component("member")["numbers"])
        self._marker_count = self.catalogue.component("marker")["count"]

    @cached_property
    def _spaces(self) -> dict[str, Rect]:
        return {s["id"]: (s["x"], s["y"], s["w"], s["h"]) for s in board_data(self.catalogue.board)["spaces"]}

    @cached_property
    def _farm(self) -> dict[str, Rect]:
        data = farm_data(self.catalogue.farm)
        out = {s["id"]: (s["x"], s["y"], s["w"], s["h"]) for s in data["spaces"]}
        out.update({f"time-{k}": (c["x"], c["y"], c["w"], c["h"]) for k, c in enumerate(data["tracks"][0]["cells"])})
        return out

    @cached_property
    def _prestige(self) -> list[Rect]:
        return [(c["x"], c["y"], c["w"], c["h"]) for c in board_data(self.catalogue.board)["tracks"][0]["cells"]]

    def zones(self, seats: Sequence[Seat]) -> list[Zone]:
        return zones(seats, self.catalogue)

    def specs(self, seats: Sequence[Seat]) -> list[PieceSpec]:
        return all_specs(self.catalogue, family_slots(seats, self.catalogue.families))

    def locked(self, piece_id: str) -> bool:
        return piece_id == "board" or piece_id.startswith("farm-")

    def spec_of(self, piece_id: str) -> str:
        if piece_id.startswith("member-"):
            key, k = piece_id[7:].rsplit("-", 1)
            return f"member-{key}-{self._numbers[int(k) - 1]}"
        if piece_id.startswith("marker-"):
            return piece_id.rsplit("-", 1)[0]
        if piece_id.startswith("monk-"):
            return "monk"
        return piece_id

    def layout(self, state: State, zones: Mapping[str, Zone]) -> Layout:
        lay = Layout()
        board = zones["board"]
        lay.fixed["board"] = Place("board", board.x + BOARD_W / 2, board.y + BOARD_H / 2)
        crowds: dict[str, list[tuple[str, int]]] = {}
        for i, p in enumerate(state.players):
            self._seat(lay, zones, state, i, p, crowds)
        self._unused(lay, zones, len(state.seats))
        for sid, figures in crowds.items():
            rect = self._on_board(board, sid)
            for k, (pid, face) in enumerate(figures):
                x, y = _members_in(rect, k) if face == 0 else (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
                lay.fixed[pid] = Place(sid if face == 0 else "chronicle", x, y, face)
        self._bags(lay, zones, state)
        self._market(lay, zones, state)
        self._markers(lay, zones, state)
        self._cubes_on_spaces(lay, board, state)
        return lay

    def _on_board(self, board: Zone, sid: str) -> Rect:
        x, y, w, h = self._spaces[sid]
        return board.x + x, board.y + y, w, h

    def _farm_rect(self, zone: Zone, sid: str) -> Rect:
        x, y, w, h = self._farm[sid]
        return zone.x + FARM_AT[0] + x, zone.y + FARM_AT[1] + y, w, h

    def _seat(self, lay: Layout, zones: Mapping[str, Zone], state: State, i: int, p: Player,
              crowds: dict[str, list[tuple[str, int]]]) -> None:
        s = p.seat
        fz = zones[f"{s}:farm"]
        lay.fixed[f"farm-{s}"] = Place(fz.id, fz.x + FARM_AT[0] + FARM_W / 2, fz.y + FARM_AT[1] + FARM_H / 2)
        unborn = []
        home = self._farm_rect(fz, "home")
        on_farm = gone = 0
        for k, where in enumerate(p.members):
            pid = f"member-{s}-{k + 1}"
            kind, _, rest = where.partition(":")
            if where == UNBORN:
                unborn.append(pid)
            elif where == FARM:
                lay.fixed[pid] = Place(fz.id, *_members_in(home, on_farm))
                on_farm += 1
            elif where == BAG:
                continue
            elif where == GONE:
                lay.fixed[pid] = Place(fz.id, fz.x + 300 + 16 * gone, fz.y + 182, 1)
                gone += 1
            else:
                sid = {"crafts": "building", "travel": "city", "council": "council", "church": "window"}.get(kind)
                if sid is None:
                    num = rest.rsplit(":", 1)[-1]
                    sid = f"{kind}-{rest.rsplit(':', 1)[0]}-{int(num) + 1}" if kind == "chronicle" else \
                        f"grave-{int(num) + 1}"
                    crowds.setdefault(sid, []).append((pid, 1))
                else:
                    crowds.setdefault(f"{sid}-{rest}", []).append((pid, 0))
        stack = f"{s}:unborn"
        lay.stacks[stack] = list(reversed(unborn))
        for pid in unborn:
            lay.fixed[pid] = Place(stack, zones[stack].x + zones[stack].w / 2, zones[stack].y + zones[stack].h / 2)
        self._farm_tokens(lay, fz, state, p)

    def _farm_tokens(self, lay: Layout, fz: Zone, state: State, p: Player) -> None:
        s = p.seat
        x, y, w, h = self._farm_rect(fz, "cubes")
        n = 0
        for c, colour in enumerate(state.data.colours):
            for _ in range(p.cubes[c]):
                lay.token(f"cube-{colour}", Place(fz.id, *spread(x, y, w, n, TOKEN_STEP, h)),
                          f"{s}:cubes:{colour}")
                n += 1
        for g in range(p.grain):
            gx, gy, gw, gh = self._farm_rect(fz, f"grain-{g + 1}")
            lay.token("grain", Place(fz.id, gx + gw / 2, gy + gh / 2), f"{s}:grain")
        for r, good in enumerate(state.data.goods):
            for j in range(p.goods[r]):
                lay.token(f"good-{good}", Place(fz.id, fz.x + 20 + GOODS_STEP * j, fz.y + GOODS_ROWS_Y + 25 * r),
                          f"{s}:goods:{good}")
        for j in range(p.coins):
            lay.token("coin", Place(fz.id, *spread(fz.x + COINS_AT[0], fz.y + COINS_AT[1], 140, j, 20.0)),
                      f"{s}:coins")

    def _unused(self, lay: Layout, zones: Mapping[str, Zone], players: int) -> None:
        """Colours nobody plays: their figures block the closed chronicle spaces and graves, the rest
        lie in their corner with the farm and the markers."""
        families = [zid[4:] for zid in zones if zid.startswith("box-")]
        board = zones["board"]
        left = {fam: [f"member-{fam}-{k + 1}" for k in range(len(self._numbers))] for fam in families}
        for n, label in enumerate(CLOSED_LABELS[players]):
            fam = families[n % len(families)]
            for space in chronicle_spaces(self.catalogue.board):
                if space.get("text") == label:
                    pid = left[fam].pop(0)
                    lay.fixed[pid] = Place("chronicle", board.x + space["x"] + space["w"] / 2,
                                           board.y + space["y"] + space["h"] / 2)
        for fam in families:
            box = zones[f"box-{fam}"]
            lay.fixed[f"farm-{fam}"] = Place(box.id, box.x + FARM_AT[0] + FARM_W / 2, box.y + FARM_AT[1] + FARM_H / 2)
            for i, pid in enumerate(left[fam]):
                lay.fixed[pid] = Place(box.id, box.x + 30 + 22 * i, box.y + 225)
            for i in range(self._marker_count):
                lay.fixed[f"marker-{fam}-{i + 1}"] = Place(box.id, box.x + 30 + 22 * i, box.y + 270)

    def _bags(self, lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
        bag = zones["black-bag"]
        inside = [f"monk-{m + 1}" for m in range(state.data.monks)]
        inside += [f"member-{p.seat}-{k + 1}" for p in state.players for k, w in enumerate(p.members) if w == BAG]
        lay.stacks["black-bag"] = inside
        for pid in inside:
            lay.fixed[pid] = Place(bag.id, bag.x + bag.w / 2, bag.y + bag.h / 2)
        green = zones["green-bag"]
        n = 0
        for c, name in enumerate((*state.data.colours, "plague")):
            spec = "plague" if name == "plague" else f"cube-{name}"
            for _ in range(state.bag[c]):
                lay.token(spec, Place(green.id, *spread(green.x + 3, green.y + 4, green.w - 6, n, 10.0, green.h - 8)),
                          f"bag:{name}")
                n += 1

    def _market(self, lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
        board = zones["board"]
        for (_, sx, sy), tile in zip(market_slots(self.catalogue.board), state.market, strict=True):
            if tile:
                lay.fixed[tile] = Place("market", board.x + sx, board.y + sy)
        pile = zones["customers"]
        lay.stacks["customers"] = list(reversed(state.stack))
        for tile in state.stack:
            lay.fixed[tile] = Place(pile.id, pile.x + pile.w / 2, pile.y + pile.h / 2, 1)
        for p in state.players:
            served = zones[f"{p.seat}:served"]
            lay.stacks[served.id] = list(p.served)
            for tile in p.served:
                lay.fixed[tile] = Place(served.id, served.x + served.w / 2, served.y + served.h / 2, 1)
        cards, box = zones["cards"], zones["box"]
        in_play = next(r["id"] for r in self.catalogue.setup_cards if r["players"] == len(state.seats))
        lay.fixed[in_play] = Place(cards.id, cards.x + 35, cards.y + 48)
        lay.fixed["summary"] = Place(cards.id, cards.x + 105, cards.y + 48)
        others = [r["id"] for r in self.catalogue.setup_cards if r["id"] != in_play]
        for i, card in enumerate(others):
            lay.fixed[card] = Place(box.id, box.x + 35 + 70 * i, box.y + 48)

    def _markers(self, lay: Layout, zones: Mapping[str, Zone], state: State) -> None:
        board = zones["board"]
        lap = state.data.lap
        for i, p in enumerate(state.players):
            s = p.seat
            fz = zones[f"{s}:farm"]
            x, y, w, h = self._farm_rect(fz, f"time-{0 if p.time == 0 else (p.time - 1) % lap + 1}")
            lay.fixed[f"marker-{s}-1"] = Place(fz.id, x + w / 2, y + h / 2)
            cells = self._prestige
            cx, cy, cw, ch = cells[p.prestige % len(cells)]
            lay.fixed[f"marker-{s}-2"] = Place("board", board.x + cx + cw / 2 + (-7 if i % 2 == 0 else 7),
                                               board.y + cy + ch / 2 + (-7 if i < 2 else 7),
                                               counter=p.prestige if p.prestige >= len(cells) else None)
            travel = [f"marker-{s}-{k + 3}" for k in range(self._marker_count - 2)]
            for city, pid in zip(p.cities, travel, strict=False):
                rx, ry, rw, _ = self._on_board(board, f"city-{city}")
                lay.fixed[pid] = Place(f"city-{city}", rx + 8 + i * 13, ry + 7)
            rest = travel[len(p.cities):]
            stack = zones[f"{s}:travel-markers"]
            lay.stacks[stack.id] = rest
            for pid in rest:
                lay.fixed[pid] = Place(stack.id, stack.x + stack.w / 2, stack.y + stack.h / 2)
        first = zones[f"{state.seats[state.first]}:farm"]
        lay.fixed["first-player"] = Place(first.id, first.x + 310, first.y + 90)
        if state.next_first < 0:
            rx, ry, rw, rh = self._on_board(board, "next-first-player")
            lay.fixed["next-first-player"] = Place("board", rx + rw / 2, ry + rh / 2)
        else:
            holder = zones[f"{state.seats[state.next_first]}:farm"]
            lay.fixed["next-first-player"] = Place(holder.id, holder.x + 380, holder.y + 90)

    def _cubes_on_spaces(self, lay: Layout, board: Zone, state: State) -> None:
        names = (*state.data.colours, "plague")
        for a, counts in zip(ACTIONS, state.spaces, strict=True):
            x, y, _, _ = self._on_board(board, f"action-{a}")
            j = 0
            for c, n in enumerate(counts):
                spec = "plague" if names[c] == "plague" else f"cube-{names[c]}"
                for _ in range(n):
                    lay.token(spec, Place(f"action-{a}", x + 12 + 16 * (j % 4), y + 48 - 12 * (j // 4)),
                              f"space:{a}:{c}")
                    j += 1

