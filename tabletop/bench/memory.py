"""``python -m tabletop.bench memory``: the program's peak memory on the largest table with a scanned pack.

The largest table (Robinson Crusoe for four: 574 pieces, a 900 x 600 mm board) is opened under
SDL's dummy driver with an image pack made for it here: every face and back a 300-dpi JPEG scan,
as a player's scanner gives them (the board alone is 10,630 x 7,087 px).  Pack pictures are scaled
to the art's 4096 px cap as they load, and the table's pictures are kept per zoom step.  Then every
piece is drawn at the highest zoom step, one view centred on each, as a player looking at each in
turn would.  ``peak_rss_mb`` is the process's peak resident memory (the operating system's
high-water mark, ``ru_maxrss``), the start-up interpreter included.  Goal: at most 350 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .report import emit, parser

GAME = "robinson"
SEATS = 4
DPI = 300


def peak_rss_mb() -> float:
    """The peak resident memory of this process so far, in MB (``ru_maxrss`` is KB on Linux, bytes on macOS)."""
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        class Counters(ctypes.Structure):
            _fields_ = [("cb", wintypes.DWORD), ("PageFaultCount", wintypes.DWORD),
                        ("PeakWorkingSetSize", ctypes.c_size_t), ("WorkingSetSize", ctypes.c_size_t),
                        ("QuotaPeakPagedPoolUsage", ctypes.c_size_t), ("QuotaPagedPoolUsage", ctypes.c_size_t),
                        ("QuotaPeakNonPagedPoolUsage", ctypes.c_size_t), ("QuotaNonPagedPoolUsage", ctypes.c_size_t),
                        ("PagefileUsage", ctypes.c_size_t), ("PeakPagefileUsage", ctypes.c_size_t)]

        counters = Counters()
        counters.cb = ctypes.sizeof(Counters)
        process = ctypes.windll.kernel32.GetCurrentProcess()
        ctypes.windll.psapi.GetProcessMemoryInfo(process, ctypes.byref(counters), counters.cb)
        return counters.PeakWorkingSetSize / 2**20
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def scanned_pack(folder: Path, specs: Any) -> int:
    """Write a pack of 300-dpi JPEG scans of every face and back of ``specs``; how many pictures.

    A scan is a plain colour with a frame and a cross, enough for JPEG to be a JPEG: what matters
    here is its size in pixels, not what it shows."""
    from PIL import Image, ImageDraw

    folder.mkdir(parents=True, exist_ok=True)
    manifest: dict[str, Any] = {"format": "tabletop-image-pack", "version": 1, "components": {}, "backs": {}}
    made = 0

    def scan(name: str, spec: Any, shade: int) -> str:
        nonlocal made
        size = (round(spec.width / 25.4 * DPI), round(spec.height / 25.4 * DPI))
        image = Image.new("RGB", size, (shade * 37 % 256, shade * 91 % 256, shade * 53 % 256))
        draw = ImageDraw.Draw(image)
        draw.rectangle((0, 0, size[0] - 1, size[1] - 1), outline=(20, 20, 20), width=max(2, size[0] // 60))
        draw.line((0, 0, size[0], size[1]), fill=(240, 240, 240), width=max(2, size[0] // 80))
        image.save(folder / name, quality=85)
        made += 1
        return name

    for n, spec in enumerate(specs.values()):
        faces = {spec.faces[f]: scan(f"{spec.id}-{f}.jpg", spec, n + f)
                 for f in range(len(spec.faces)) if f not in spec.hidden_faces}
        if faces:
            manifest["components"][spec.id] = faces
        back = spec.back or spec.kind
        if spec.hidden_faces and back not in manifest["backs"]:
            manifest["backs"][back] = scan(f"back-{len(manifest['backs'])}.jpg", spec, 7)
    (folder / "pack.json").write_text(json.dumps(manifest), encoding="utf-8")
    return made


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("memory", __doc__ or "")
    p.add_argument("--size", default="1920x1080", help="window size WIDTHxHEIGHT")
    p.add_argument("--make-pack", type=Path, default=None, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.make_pack is not None:  # in a process of its own, so its big scans stay out of the peak measured
        from ..games import load_game as game_of
        from ..games.definition import default_seats

        print(scanned_pack(args.make_pack, game_of(GAME).setup(default_seats(SEATS), 1, {}).specs))
        return {}
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ..art import ArtBook
    from ..games import load_game
    from ..play import GameInPlay
    from ..ui.table_stage import TableStage

    started = peak_rss_mb()
    w, _, h = args.size.partition("x")
    with tempfile.TemporaryDirectory() as tmp:
        game = GameInPlay.new(load_game(GAME), 1, players=SEATS)
        table = game.table
        t0 = time.perf_counter()
        made = subprocess.run([sys.executable, "-m", "tabletop.bench", "memory", "--make-pack", str(Path(tmp) / "pack")],
                              capture_output=True, text=True, check=True)
        pictures = int(made.stdout.split()[-1])
        made_s = time.perf_counter() - t0
        pygame.display.init()
        pygame.font.init()
        window = pygame.display.set_mode((int(w), int(h)))
        t0 = time.perf_counter()
        art = ArtBook(GAME, table.specs, cache_dir=Path(tmp) / "cache", pack_dir=Path(tmp) / "pack")
        stage = TableStage(window, game, art)
        zoom = stage.camera.steps[-1]  # the closest this view zooms
        stage.camera.step = stage.camera.target_step = len(stage.camera.steps) - 1
        for piece in table.pieces.values():
            if table.zones[piece.zone].kind.value == "hand":
                continue
            zone = table.zones[piece.zone]
            x, y = (piece.x, piece.y) if zone.kind.value == "area" else zone.center
            stage.camera.cx = stage.camera.target_x = x
            stage.camera.cy = stage.camera.target_y = y
            stage.rebuild()
            stage.draw(window)
        drawn_s = time.perf_counter() - t0
        problems = list(art.problems) + list(stage.assets.problems)
        peak = peak_rss_mb()
        pygame.display.quit()
    figures: dict[str, Any] = {
        "game": GAME, "pieces": len(table.pieces), "pack_pictures": pictures, "pack_dpi": DPI,
        "zoom": zoom, "peak_rss_mb": round(peak, 1), "start_rss_mb": round(started, 1),
"draw_s": round(drawn_s, 2), "pack_made_s": round(made_s, 2),
        "problems": len(problems),
    }
    rows = [
        ("table", f"{GAME} for {SEATS}: {len(table.pieces)} pieces"),
        ("image pack", f"{pictures} JPEG scans at {DPI} dpi, made in {made_s:.1f} s"),
        ("every piece drawn at zoom", f"{zoom} px/mm in {drawn_s:.1f} s"),
        ("peak RSS (goal <= 350 MB)", f"{peak:.0f} MB (at start {started:.0f} MB)"),
        ("problems", "; ".join(problems)[:200] or "none"),
    ]
    emit("Peak memory", rows, figures, args.json)
    return figures
