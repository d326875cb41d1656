"""Where the sandbox's pieces lie; the same seed gives the same shuffled deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.model import Piece, PieceSpec, Seat, Table, Visibility, Zone, ZoneKind, build_table
from ..definition import SEAT_COLORS, setup_rng

SUITS = (("spades", "\u2660"), ("hearts", "\u2665"), ("diamonds", "\u2666"), ("clubs", "\u2663"))
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARD_W, CARD_H = 63.0, 88.0
BOARD_W, BOARD_H = 300.0, 300.0
WEATHER = ("sun", "moon", "star", "cloud", "wind", "rain")


def _card_specs() -> list[PieceSpec]:
    return [
        PieceSpec(
            id=f"card-{suit}-{rank}", kind="card", label=f"{rank}{symbol}", faces=("front", "back"),
            width=CARD_W, height=CARD_H, hidden_faces=frozenset({1}), back="playing card",
            tags=("card",), data={"suit": suit, "rank": rank, "title": f"{rank}{symbol}"},
        )
        for suit, symbol in SUITS
        for rank in RANKS
    ]


def _board_spec() -> PieceSpec:
    spaces = [
        {"id": f"sq{r}{c}", "label": f"{'ABCD'[c]}{r + 1}", "x": 15 + c * 70, "y": 15 + r * 70, "w": 60, "h": 60,
         "shape": "rect"}
        for r in range(4)
        for c in range(4)
    ]
    return PieceSpec(id="board", kind="board", label="Board", faces=("board",), width=BOARD_W, height=BOARD_H,
                     color=(214, 196, 160), data={"title": "Board", "spaces": spaces})


def _small_specs() -> list[PieceSpec]:
    specs = [
        PieceSpec(id="d6", kind="die", label="d6", faces=tuple(str(n) for n in range(1, 7)), width=16, height=16,
                  color=(240, 240, 232)),
        PieceSpec(id="weather-die", kind="die", label="weather die", faces=WEATHER, width=18, height=18,
                  color=(120, 170, 220)),
        PieceSpec(id="counter", kind="token", label="counter", faces=("counter",), width=30, height=30,
                  color=(60, 60, 70)),
    ]
    for i, colour in enumerate(SEAT_COLORS):
        specs.append(PieceSpec(id=f"token-{i}", kind="token", label="token", faces=("token",), width=20,
                               height=20, color=colour))
        specs.append(PieceSpec(id=f"cube-{i}", kind="cube", label="cube", faces=("cube",), width=10, height=10,
                               color=colour))
    return specs


BOARD_AT = (450.0, 187.5)  # the board's top left: in the middle of the table, the rest around it
DECK_AT, DISCARD_AT, BAG_AT = (220.0, 130.0), (220.0, 440.0), (880.0, 130.0)
DICE_AT = (860.0, 480.0)  # the first die; the others, the weather die and the counter to its right


def _zones(width: float, height: float) -> list[Zone]:
    board_x, board_y = BOARD_AT
    snaps = tuple((board_x + 45 + c * 70, board_y + 45 + r * 70) for r in range(4) for c in range(4))
    return [
        Zone("table", ZoneKind.AREA, "table", x=0, y=0, w=width, h=height),
        Zone("board-area", ZoneKind.AREA, "board", x=board_x, y=board_y, w=BOARD_W, h=BOARD_H, snaps=snaps),
        Zone("deck", ZoneKind.STACK, "deck", x=DECK_AT[0], y=DECK_AT[1], w=CARD_W + 10, h=CARD_H + 10),
        Zone("discard", ZoneKind.STACK, "discard pile", x=DISCARD_AT[0], y=DISCARD_AT[1], w=CARD_W + 10,
             h=CARD_H + 10),
        Zone("bag", ZoneKind.BAG, "bag", visibility=Visibility.NOBODY, x=BAG_AT[0], y=BAG_AT[1], w=90, h=90),
    ]


def _standard(specs: list[PieceSpec], seed: int) -> list[Piece]:
    rng = setup_rng(seed)
    cards = [s.id for s in specs if s.kind == "card"]
    rng.shuffle(cards)
    pieces = [Piece(c, c, "deck", face=1) for c in cards]
    pieces.append(Piece("board", "board", "table", x=BOARD_AT[0] + BOARD_W / 2, y=BOARD_AT[1] + BOARD_H / 2,
                        locked=True))
    dx, dy = DICE_AT
    for i in range(4):
        pieces.append(Piece(f"d6-{i + 1}", "d6", "table", x=dx + 26 * i, y=dy))
    pieces.append(Piece("weather-die", "weather-die", "table", x=dx + 130, y=dy))
    pieces.append(Piece("counter", "counter", "table", x=dx + 190, y=dy, counter=0))
    for i in range(len(SEAT_COLORS)):
        for n in range(3):
            pieces.append(Piece(f"token-{i}-{n}", f"token-{i}", "bag"))
            pieces.append(Piece(f"cube-{i}-{n}", f"cube-{i}", "bag"))
    return pieces


def _large(specs: list[PieceSpec], seed: int) -> list[Piece]:
    """400 pieces spread out so every one is a sprite: the frame benchmark's busiest table."""
    pieces = _standard(specs, seed)
    for i in range(4):
        pieces.append(Piece(f"board-{i}", "board", "table", x=1180 + 330 * (i % 2), y=230 + 330 * (i // 2),
                            locked=True))
    cards = [s.id for s in specs if s.kind == "card"]
    n = 0
    while len(pieces) < 400:
        x, y = 60 + (n % 24) * 70, 520 + (n // 24) * 96
        if n < 240:
            pieces.append(Piece(f"spread-{n}", cards[n % len(cards)], "table", x=x, y=y, face=n % 2))
        else:
            pieces.append(Piece(f"spread-{n}", f"token-{n % 6}", "table", x=40 + (n % 40) * 30,
                                y=1540 + ((n - 240) // 40) * 30))
        n += 1
    return pieces


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    specs = _card_specs() + [_board_spec()] + _small_specs()
    large = bool(options.get("large", False))
    width, height = (1800.0, 1700.0) if large else (1200.0, 675.0)
    pieces = _large(specs, seed) if large else _standard(specs, seed)
    return build_table(seats, specs, _zones(width, height), pieces, width=width, height=height, game="sandbox")
