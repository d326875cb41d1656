"""``python -m tabletop.bench art``: drawing every game's art cold, and loading it warm from the cache.

Cold: a fresh ``ArtBook`` per game over an empty cache folder runs ``prepare`` (draws and stores every
face of every spec, each shared back once).  Warm: new books over that same folder run ``prepare``
(what the app waits for at start: ``warm_prepare_s``) and then load every image through ``image``
(decoding only; no drawing, which the bench checks); ``warm_s`` is both.  ``images`` counts the faces.
Games that cannot be set up yet are listed and skipped.

The first open of a table: ``first_table_s`` is an empty cache to the largest set-up table (4-player
Robinson in a 1920x1080 window, under the dummy video driver unless ``SDL_VIDEODRIVER`` says
otherwise) drawn on screen with its pictures and its art book open (what a frame after it needs);
``warm_table_s`` is the same once the background worker has filled the cache and the previews exist;
``first_ratio`` is first / warm.  Both run in this process after the modules are imported, so the
ratio is about pictures, not imports.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..art import ArtBook
from ..art.prerender import all_specs
from ..games import GAME_MODULES
from .report import emit, parser

GAMES = tuple(g for g in GAME_MODULES if g != "sandbox")
TABLE_GAME, TABLE_PLAYERS, WINDOW = "robinson", 4, (1920, 1080)


@contextmanager
def _cache_in(folder: Path) -> Iterator[None]:
    before = os.environ.get("TABLETOP_CACHE_DIR")
    os.environ["TABLETOP_CACHE_DIR"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ["TABLETOP_CACHE_DIR"]
        else:
            os.environ["TABLETOP_CACHE_DIR"] = before


def table_times() -> tuple[float, float, int]:
    """(first, warm) seconds to the largest table on screen, and the faces the first one drafted."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..art.render import template
    from ..games import load_game
    from ..play import GameInPlay
    from ..ui.table_stage import TableStage, prepare_art

    pygame.display.init()
    pygame.font.init()
    window = pygame.display.set_mode(WINDOW)
    game = GameInPlay.new(load_game(TABLE_GAME), 1, players=TABLE_PLAYERS)
    template(TABLE_GAME)

    def open_table() -> tuple[float, Any]:
        start = time.perf_counter()
        art, _notes = prepare_art(TABLE_GAME, game.table, lazy=True)
        stage = TableStage(window, game, art)
        stage.draw(window)
        stage.settle_pictures()
        return time.perf_counter() - start, art

    with tempfile.TemporaryDirectory() as tmp, _cache_in(Path(tmp)):
        first, art = open_table()
        drafted = art._book.drafted if art is not None and art._book is not None else 0
        if art is not None and art.background:
            art.background.join()
        warm, _ = open_table()
    pygame.display.quit()
    return first, warm, drafted


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("art", "Time to draw all four games' art cold and to load it warm from the cache.")
    p.add_argument("--games", nargs="*", default=list(GAMES))
    args = p.parse_args(argv)
    specs, skipped = {}, []
    for game in args.games:
        try:
            specs[game] = all_specs(game)
        except Exception as exc:  # a game still being written must not stop the others' figures
            skipped.append(f"{game} ({type(exc).__name__})")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        images = 0
        for game, game_specs in specs.items():
            book = ArtBook(game, game_specs, cache_dir=folder, pack_dir=folder / "none", prerendered_dir=folder / "none")
            book.prepare()
            images += book.rendered
        cold = time.perf_counter() - start
        start = time.perf_counter()
        books = [ArtBook(game, game_specs, cache_dir=folder, pack_dir=folder / "none", prerendered_dir=folder / "none")
                 for game, game_specs in specs.items()]
        for book in books:
            book.prepare()
        warm_prepare = time.perf_counter() - start
        loaded = redrawn = 0
        for book in books:
            for spec, face in book.faces_to_prepare():
                book.image(spec, face)
                loaded += 1
            redrawn += book.rendered
        warm = time.perf_counter() - start
    first_table, warm_table, drafted = table_times()
    figures = {"cold_s": round(cold, 3), "warm_s": round(warm, 3), "warm_prepare_s": round(warm_prepare, 3),
               "images": images, "warm_loaded": loaded,
               "warm_redrawn": redrawn, "games": sorted(specs), "skipped": skipped,
               "first_table_s": round(first_table, 3), "warm_table_s": round(warm_table, 3),
               "first_ratio": round(first_table / max(warm_table, 1e-6), 2), "first_table_drafts": drafted}
    rows = [
        ("games", ", ".join(sorted(specs)) + (f" (skipped: {', '.join(skipped)})" if skipped else "")),
        ("images drawn cold", str(images)),
        ("cold (draw + store)", f"{cold:.2f} s ({cold / max(1, images) * 1000:.1f} ms per image)"),
        ("warm start (prepare)", f"{warm_prepare:.2f} s"),
        ("warm (prepare + load all)", f"{warm:.2f} s ({warm / max(1, loaded) * 1000:.1f} ms per image, {redrawn} redrawn)"),
        (f"first {TABLE_PLAYERS}-player {TABLE_GAME} table, empty cache",
         f"{first_table:.2f} s ({drafted} pictures drafted)"),
        ("the same table, warm", f"{warm_table:.2f} s"),
        ("first / warm", f"{first_table / max(warm_table, 1e-6):.2f} (goal <= 4)"),
    ]
    emit("Art: cold render vs warm cache", rows, figures, args.json)
    return figures
