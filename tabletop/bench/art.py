"""``python -m tabletop.bench art``: drawing every game's art cold, and loading it warm from the cache.

Cold: a fresh ``ArtBook`` per game over an empty cache folder runs ``prepare`` (draws and stores every
face of every spec, each shared back once).  Warm: new books over that same folder run ``prepare``
(what the app waits for at start: ``warm_prepare_s``) and then load every image through ``image``
(decoding only; no drawing, which the bench checks); ``warm_s`` is both.  ``images`` counts the faces.
Games that cannot be set up yet are listed and skipped.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from ..art import ArtBook
from ..art.prerender import all_specs
from ..games import GAME_MODULES
from .report import emit, parser

GAMES = tuple(g for g in GAME_MODULES if g != "sandbox")


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
    figures = {"cold_s": round(cold, 3), "warm_s": round(warm, 3), "warm_prepare_s": round(warm_prepare, 3),
               "images": images, "warm_loaded": loaded,
               "warm_redrawn": redrawn, "games": sorted(specs), "skipped": skipped}
    rows = [
        ("games", ", ".join(sorted(specs)) + (f" (skipped: {', '.join(skipped)})" if skipped else "")),
        ("images drawn cold", str(images)),
        ("cold (draw + store)", f"{cold:.2f} s ({cold / max(1, images) * 1000:.1f} ms per image)"),
        ("warm start (prepare)", f"{warm_prepare:.2f} s"),
        ("warm (prepare + load all)", f"{warm:.2f} s ({warm / max(1, loaded) * 1000:.1f} ms per image, {redrawn} redrawn)"),
    ]
    emit("Art: cold render vs warm cache", rows, figures, args.json)
    return figures
