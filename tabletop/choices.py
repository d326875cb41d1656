"""What a player chose once and expects every later run to keep (the language, the computer's pace).

One small JSON object in the user data folder.  A missing or unreadable file keeps nothing, so the
defaults hold; a folder that cannot be written keeps the choice for this run only, which is no reason
to stop the player.
"""

from __future__ import annotations

import json
from pathlib import Path

from .atomic import write_atomically

FILE = "choices.json"


def kept(folder: Path) -> dict[str, str]:
    """The choices kept in ``folder``: names to texts, whatever else the file holds left out."""
    try:
        data = json.loads((folder / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {name: value for name, value in data.items() if isinstance(value, str)}


def keep(folder: Path, name: str, value: str) -> bool:
    """Keep ``name`` = ``value`` beside the other choices; ``False`` when the folder cannot be written."""
    text = (json.dumps({**kept(folder), name: value}, ensure_ascii=False) + "\n").encode("utf-8")
    return write_atomically(folder / FILE, lambda handle: handle.write(text))
