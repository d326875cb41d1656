"""``python -m tabletop.art.contact_sheet GAME OUT.png``: every component of a game, each face, small.

One PNG to look the whole box over at a glance (and for a test to check nothing lacks art).  It draws
the game's 4-player set-up (or the most it seats, when fewer) at a low resolution, straight from the
templates, without the cache; hidden faces appear once per back, as on the table.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from PIL import Image, ImageDraw

from ..core.model import PieceSpec
from ..games import load_game
from ..games.definition import default_seats
from .cache import image_key
from .fonts import font
from .render import render

BACKGROUND = (64, 84, 66, 255)
SHEET_WIDTH = 2400
LABEL_PX = 14
GAP = 10
MAX_THUMB = 900


def game_specs(game: str, seats: int = 4) -> Mapping[str, PieceSpec]:
    """The specs of ``game``'s set-up for ``seats`` players (clamped to what the game allows)."""
    definition = load_game(game)
    count = max(definition.min_seats, min(seats, definition.max_seats))
    return definition.setup(default_seats(count), 1, {}).specs


def entries(game: str, specs: Mapping[str, PieceSpec]) -> list[tuple[PieceSpec, int]]:
    """Every (spec, face) to show, a back shared by many cards only once."""
    seen: set[str] = set()
    out = []
    for spec in sorted(specs.values(), key=lambda s: (s.kind != "board", s.kind, s.id)):
        for face in range(len(spec.faces)):
            key = image_key(game, spec, face, 1.0)
            if key not in seen:
                seen.add(key)
                out.append((spec, face))
    return out


def contact_sheet(game: str, specs: Mapping[str, PieceSpec], scale: float = 2.5) -> tuple[Image.Image, list[tuple[str, int]]]:
    """The sheet and the (spec id, face) it shows, in order."""
    shown = entries(game, specs)
    thumbs = []
    for spec, face in shown:
        k = min(scale, MAX_THUMB / max(spec.width, spec.height))
        thumbs.append(render(game, spec, face, k))
    rows: list[list[int]] = [[]]
    x = GAP
    for i, t in enumerate(thumbs):
        if rows[-1] and x + t.width + GAP > SHEET_WIDTH:
            rows.append([])
            x = GAP
        rows[-1].append(i)
        x += max(t.width, 60) + GAP
    heights = [max(thumbs[i].height for i in row) + LABEL_PX + GAP for row in rows]
    sheet = Image.new("RGBA", (SHEET_WIDTH, sum(heights) + GAP), BACKGROUND)
    draw = ImageDraw.Draw(sheet)
    label_font = font("sans", LABEL_PX - 3)
    y = GAP
    for row, h in zip(rows, heights, strict=True):
        x = GAP
        for i in row:
            t = thumbs[i]
            sheet.alpha_composite(t, (x, y))
            spec, face = shown[i]
            label = f"{spec.id}:{spec.faces[face]}"
            draw.text((x, y + t.height + 1), label[: max(8, max(t.width, 60) // 6)], font=label_font, fill=(236, 230, 214))
            x += max(t.width, 60) + GAP
        y += h
    return sheet, [(spec.id, face) for spec, face in shown]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.art.contact_sheet", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("out", type=Path)
    parser.add_argument("--scale", type=float, default=2.5, help="pixels per millimetre (default 2.5)")
    args = parser.parse_args(argv)
    try:
        specs = game_specs(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    sheet, shown = contact_sheet(args.game, specs, args.scale)
    sheet.convert("RGB").save(args.out)
    print(f"{args.out}: {len(shown)} faces of {len(specs)} components, {sheet.width}x{sheet.height} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())
