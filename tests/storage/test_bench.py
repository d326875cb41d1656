"""The benchmark door: ``python -m tabletop.bench NAME [--json]`` and the snapshot figures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.bench import available
from tabletop.bench.report import emit

ROOT = Path(__file__).resolve().parents[2]


def test_emit_prints_a_table_and_one_json_line_last(capsys: pytest.CaptureFixture[str]) -> None:
    emit("Title", [("save", "1.0 ms"), ("a longer label", "2")], {"save_ms": 1.0}, as_json=True)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Title" and "a longer label  2" in lines[3]
    assert json.loads(lines[-1]) == {"save_ms": 1.0}
    emit("Title", [("save", "1.0 ms")], {"save_ms": 1.0}, as_json=False)
    assert "{" not in capsys.readouterr().out


def test_unknown_benchmark_names_the_available_ones() -> None:
    done = subprocess.run([sys.executable, "-m", "tabletop.bench", "nosuch"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2
    assert "nosuch" in done.stderr and "snapshot" in done.stderr
    assert "snapshot" in available() and "report" not in available()


def test_snapshot_benchmark_reports_its_figures() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tabletop.bench", "snapshot", "--json", "--pieces", "100", "--actions", "60", "--repeat", "1"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )
    figures = json.loads(done.stdout.splitlines()[-1])
    assert {"save_ms", "load_ms", "ratio_to_json"} <= figures.keys()
    assert figures["ratio_to_json"] > 0 and figures["pieces"] == 100


@pytest.mark.slow
def test_memory_benchmark_draws_every_piece_at_the_closest_zoom() -> None:
    """It sets the camera to the last of the view's own zoom steps (a view has fewer than ``ZOOM_STEPS``)."""
    done = subprocess.run([sys.executable, "-m", "tabletop.bench", "memory", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    figures = json.loads(done.stdout.splitlines()[-1])
    assert figures["peak_rss_mb"] > figures["start_rss_mb"] > 0 and figures["problems"] == 0
