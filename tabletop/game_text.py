"""A game's log as text: the log panel's lines with their headers, and the readable file of a game.

Both are made of the log's own sentences, which name only what everyone at the table may know (see
``core.describe``), with headers where a round begins, at the final scoring and at each bookmark; the
file adds a header for every turn, a heading naming the game and its players, and the final scores
once the game is over.  Nothing here shows what a replay would hide.
"""

from __future__ import annotations

from dataclasses import dataclass

from .core.chapters import Chapters
from .play import GameInPlay


@dataclass(frozen=True)
class Entry:
    """One line of the log panel: ``at`` is the position it stands for (the table after an action, or
    the point a header marks), where a replay goes when the line is clicked."""

    text: str
    at: int
    header: bool = False


def log_entries(game: GameInPlay, upto: int | None = None, turns: bool = False) -> list[Entry]:
    """The log to position ``upto`` (default: the cursor) with round, scoring and bookmark headers (and
    turn headers with ``turns``)."""
    s = game.session
    end = s.cursor if upto is None else upto
    chapters = game.chapters()
    headers = _headers(game, chapters, end, turns)
    entries: list[Entry] = []
    for n, text in enumerate(s.log_lines(end)):
        entries.extend(Entry(h, n, True) for h in headers.get(n, ()))
        entries.append(Entry(text, n + 1))
    entries.extend(Entry(h, end, True) for h in headers.get(end, ()))
    return entries


def _headers(game: GameInPlay, chapters: Chapters, end: int, turns: bool) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}

    def add(at: int, text: str) -> None:
        if at <= end:
            found.setdefault(at, []).append(text)

    for r in chapters.rounds:
        add(r.at, f"== Round {r.number} ==")
    if chapters.over is not None:
        add(chapters.over, "== Final scoring ==")
    if turns:
        for t in chapters.turns:
            add(t.at, f"-- {game.seat_name(t.seat)} --")
    for b in game.lines.bookmarks:
        add(b.at, f"* {b.name}")
    return found


def indented(text: str, by: int) -> str:
    """A log sentence's later lines (what the rules did by themselves after a move) under its first."""
    return text.replace("\n", "\n" + " " * by)


def game_text(game: GameInPlay) -> str:
    """The whole line on the table as a readable text file: one line per action, under headers."""
    s = game.session
    seats = ", ".join(seat.name for seat in s.table.seats)
    rules = "rules on" if s.rules_on else "rules off"
    lines = [f"{game.definition.title}: {len(s.table.seats)} players ({seats}), {rules}",
             f"{game.lines.name}, {s.cursor} actions", ""]
    number = 0
    for entry in log_entries(game, turns=True):
        if entry.header:
            lines.append(entry.text)
        else:
            number += 1
            lines.append(f"{number:5d}. {indented(entry.text, 7)}")
    lines.extend(_final_scores(game))
    return "\n".join(lines) + "\n"


def _final_scores(game: GameInPlay) -> list[str]:
    if game.binding is None or not game.is_over():
        return ["", "The game is not over."]
    out = ["", "Final scores"]
    for sheet in game.binding.score_sheets(game.session.game_state):
        parts = ", ".join(f"{line.category} {line.points}" for line in sheet.lines)
        note = f"; {sheet.note}" if sheet.note else ""
        out.append(f"  {sheet.rank}. {game.seat_name(sheet.seat)}: {sheet.total} ({parts}{note})")
    return out
