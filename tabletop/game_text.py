"""A game's log as text: the log panel's lines with their headers, and the readable file of a game.

Both are made of the log's own sentences, which name only what everyone at the table may know (see
``core.describe``), with headers where a round begins, at the final scoring (each player's result
under it) and at each bookmark; the file adds a header for every turn and a heading naming the game
and its players.  Nothing here shows what a replay would hide.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct

from .core.chapters import Chapters
from .lang.door import _, n_
from .play import GameInPlay


class Entry(Struct, frozen=True):
    """One line of the log panel: ``at`` is the position it stands for (the table after an action, or
    the point a header marks), where a replay goes when the line is clicked."""

    text: str
    at: int
    header: bool = False
    more: bool = False
    """The rest of the move above it: what the rules did once its round had begun (under that round's header)."""


def log_entries(game: GameInPlay, upto: int | None = None, turns: bool = False) -> list[Entry]:
    """The log to position ``upto`` (default: the cursor) with round, scoring and bookmark headers (and
    turn headers with ``turns``)."""
    s = game.session
    end = s.cursor if upto is None else upto
    chapters = game.chapters()
    headers = _headers(game, chapters, end, turns)
    begins = {r.at: _round_header(r.number) for r in chapters.rounds}
    entries: list[Entry] = []
    for n, text in enumerate(s.log_lines(end)):
        entries += _under_headers(game, headers.get(n, ()), n)
        title = begins.get(n + 1)
        cut = _round_opens(game, text, n + 1) if title is not None else None
        if title is not None and cut is not None:  # the move that began a round: the round's header above its lines
            entries += [Entry(text[:cut - 1], n + 1), Entry(title, n + 1, True), Entry(text[cut:], n + 1, more=True)]
            headers[n + 1].remove(title)
        else:
            entries.append(Entry(text, n + 1))
    entries += _under_headers(game, headers.get(end, ()), end)
    return entries


def _under_headers(game: GameInPlay, headers: Sequence[str], at: int) -> list[Entry]:
    """The headers standing at position ``at``; the final scoring's is followed by each player's result, the
    first round's by what setting the game out did by the rules."""
    out = []
    for h in headers:
        out.append(Entry(h, at, True))
        if h == _final_header():
            out += [Entry(line, at, more=True) for line in final_results(game, at)]
    opening = opening_lines(game) if at == 0 else []
    return out + ([Entry("\n".join(opening), 0, more=True)] if opening else [])


def opening_lines(game: GameInPlay) -> list[str]:
    """What the rules did setting the game out, before the first move (none with rules off then)."""
    s, binding = game.session, game.binding
    if binding is None or not s.rules_on_at(0):
        return []
    return binding.opening(s.state_at(0), s.table)


def final_results(game: GameInPlay, at: int) -> list[str]:
    """Each player's place, total and its parts once the game is over at position ``at``, best first."""
    binding = game.binding
    if binding is None:
        return []
    out = []
    sheets = sorted(binding.score_sheets(game.session.state_at(at)), key=lambda sheet: sheet.rank)
    for sheet in sheets:
        parts = ", ".join(f"{_(line.category)} {line.points}" for line in sheet.lines)
        note = f"; {sheet.note}" if sheet.note else ""
        # no places in a game lost together, nor for a lone player (first of one)
        place = "" if sheet.beaten or len(sheets) == 1 else f"{sheet.rank}. "
        out.append(f"{place}{game.seat_name(sheet.seat)}: {sheet.total} ({parts}{note})")
    return out


def _round_opens(game: GameInPlay, text: str, at: int) -> int | None:
    """Where in a move's log text the round it began opens: the start of its "Round N begins." line (the
    steps that closed the old round stay above the header); ``None`` when the text has no such line."""
    binding = game.binding
    words = binding.round_words(game.session.state_at(at)) if binding is not None else None
    k = text.find("\n" + words) if words else -1
    return k + 1 if k >= 0 else None


def _round_header(number: int) -> str:
    return _("== Round {round} ==", round=number)


def _final_header() -> str:
    return _("== Final scoring ==")


def _headers(game: GameInPlay, chapters: Chapters, end: int, turns: bool) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}

    def add(at: int, text: str) -> None:
        if at <= end:
            found.setdefault(at, []).append(text)

    for r in chapters.rounds:
        add(r.at, _round_header(r.number))
    if chapters.over is not None:
        add(chapters.over, _final_header())
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
    rules = _("rules on") if s.rules_on else _("rules off")
    lines = [n_("{title}: {n} player ({seats}), {rules}", "{title}: {n} players ({seats}), {rules}", len(s.table.seats),
                title=_(game.definition.title), seats=seats, rules=rules),
             n_("{line}, {n} action", "{line}, {n} actions", s.cursor, line=game.lines.name), ""]
    number = 0
    for entry in log_entries(game, turns=True):
        if entry.header:
            lines.append(entry.text)
        elif entry.more:
            lines.append(" " * 7 + indented(entry.text, 7))
        else:
            number += 1
            lines.append(f"{number:5d}. {indented(entry.text, 7)}")
    if not game.is_over():
        lines += ["", _("The game is not over.")]
    return "\n".join(lines) + "\n"
