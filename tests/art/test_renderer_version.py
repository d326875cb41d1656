"""The art cache keys pictures by spec data and ``RENDERER_VERSION``, not by the drawing code.

So a change to the drawing code (or to the pictures in ``sprites/art`` it prints) must bump the version, or players keep yesterday's pictures from
their cache (and the packaged build its pre-rendered ones).  This test notices a change to the code
that came without a bump.  After bumping, record the new fingerprint with
``python -m tests.art.test_renderer_version``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tabletop.art.render import RENDERER_VERSION

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "tabletop" / "art"
SPRITES = ROOT / "sprites" / "art"  # the pictures the templates print
RECORD = Path(__file__).with_name("data") / "renderer_fingerprint.json"


def art_fingerprint() -> str:
    digest = hashlib.sha256()
    for path in sorted(ART.glob("*.py")) + sorted(SPRITES.rglob("*.png")):
        digest.update(path.relative_to(ROOT).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def test_changed_drawing_code_comes_with_a_new_renderer_version() -> None:
    record = json.loads(RECORD.read_text())
    if record["fingerprint"] != art_fingerprint():
        assert record["version"] != RENDERER_VERSION, (
            "tabletop/art changed but RENDERER_VERSION did not: bump it in tabletop/art/render.py, then run "
            "`python -m tests.art.test_renderer_version` to record the new fingerprint")
        raise AssertionError("RENDERER_VERSION was bumped: record it with `python -m tests.art.test_renderer_version`")


if __name__ == "__main__":
    RECORD.write_text(json.dumps({"version": RENDERER_VERSION, "fingerprint": art_fingerprint()}, indent=1) + "\n")
    print(f"recorded renderer {RENDERER_VERSION}: {art_fingerprint()[:12]}")
