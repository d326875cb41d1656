"""Where bundled files are, frozen (PyInstaller's ``sys._MEIPASS``) or from a source checkout."""

from __future__ import annotations

import sys
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def resource_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else PROJECT_ROOT


def resource_path(*parts: str) -> Path:
    """A bundled file by its path relative to the project root (``resource_path("sprites", "fonts")``)."""
    return resource_root().joinpath(*parts)
