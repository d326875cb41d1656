"""``python -m tabletop.art.prerender DIR``: draw every game's art into DIR for the packaged build.

The packaged app reads ``resource_path("prerendered")`` before its user cache, with the same file
names (content hashes), so a frozen build starts without drawing.  Files already in DIR are kept.
Specs are gathered over every seat count a game allows, so no set-up meets a face it lacks.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from ..core.model import PieceSpec
from ..games import GAME_MODULES, load_game
from ..games.definition import default_seats
from . import ArtBook


def all_specs(game: str) -> dict[str, PieceSpec]:
    """Every spec of ``game`` over all its seat counts."""
    definition = load_game(game)
    specs: dict[str, PieceSpec] = {}
    for count in range(definition.min_seats, definition.max_seats + 1):
        for spec in definition.setup(default_seats(count), 1, {}).specs.values():
            specs.setdefault(spec.id, spec)
    return specs


def prerender(folder: Path, games: Sequence[str], specs_of: Callable[[str], Mapping[str, PieceSpec]] = all_specs,
              progress: Callable[[str, int, int], None] | None = None) -> dict[str, int]:
    """Render ``games`` into ``folder``; returns how many images each game has there."""
    counts: dict[str, int] = {}
    for game in games:
        book = ArtBook(game, specs_of(game), cache_dir=folder, pack_dir=folder / "no-packs" / game, prerendered_dir=folder)
        book.prepare(None if progress is None else _reporter(progress, game))
        counts[game] = sum(1 for _ in book.faces_to_prepare())
    return counts


def _reporter(progress: Callable[[str, int, int], None], game: str) -> Callable[[int, int], None]:
    def report(done: int, total: int) -> None:
        progress(game, done, total)

    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.art.prerender", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--games", nargs="*", default=list(GAME_MODULES), help="game ids (default: all)")
    args = parser.parse_args(argv)

    def report(game: str, done: int, total: int) -> None:
        if done == total or done % 50 == 0:
            print(f"{game}: {done}/{total}", flush=True)

    try:
        counts = prerender(args.folder, args.games, progress=report)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    print(f"{args.folder}: {sum(counts.values())} images ({', '.join(f'{g} {n}' for g, n in counts.items())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
