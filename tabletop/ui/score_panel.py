"""The final score sheet: one column per player in rank order, one row per scoring category.

Categories are listed in the order the rules first report them, so a game's own score pad order
is kept; a player without a line in a category shows a dash there.  The winner's column is
marked (in a cooperative game lost together nobody's is, and nobody has a place), and any
tie-break the rules applied is spelled out under the table, in lines as wide as it, once for all
the players it concerns.
The columns are as wide as their longest text (measured in the sheet's own fonts); when the window
is too narrow for that, the widest give way and their texts run on over more lines, so no category,
name or note is ever cut.  A sheet taller than the window scrolls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UIScrollingContainer, UIWindow

from ..games.kit.contract import ScoreSheet
from .i18n import _, join
from .theme import px, ui_font

CATEGORY_WIDTH = 220
COLUMN_WIDTH = 120
ROW_HEIGHT = 30
TEXT_SIZE = 18  # the sheet's largest font (the total row's): every cell is measured in it
CELL_PAD = 20
LEAST_COLUMN = 90


def _text_w(manager: pygame_gui.UIManager, text: str) -> int:
    return int(ui_font(manager, TEXT_SIZE, bold=True).size(text)[0]) + px(manager, CELL_PAD)


def _lines(manager: pygame_gui.UIManager, text: str, width: int) -> list[str]:
    """``text`` broken between words into lines that fit ``width`` (a word longer than that stays whole)."""
    lines = [""]
    for word in text.split():
        attempt = f"{lines[-1]} {word}".strip()
        if lines[-1] and _text_w(manager, attempt) > width:
            lines.append(word)
        else:
            lines[-1] = attempt
    return lines


def _widths(manager: pygame_gui.UIManager, columns: Sequence[Sequence[str]], least: Sequence[int],
            room: int) -> list[int]:
    """Each column as wide as its longest text; when they do not all fit ``room``, the widest give way,
    never below their longest word (their texts then run on another line)."""
    want = [max([px(manager, low)] + [_text_w(manager, t) for t in texts]) for texts, low in zip(columns, least,
                                                                                                 strict=True)]
    floor = [max([px(manager, min(low, LEAST_COLUMN))] + [_text_w(manager, w) for t in texts for w in t.split()])
             for texts, low in zip(columns, least, strict=True)]
    widths = list(want)
    while sum(widths) > room:
        k = max(range(len(widths)), key=lambda i: widths[i] - floor[i])
        if widths[k] <= floor[k]:
            break
        widths[k] = max(floor[k], widths[k] - max(1, (sum(widths) - room) // 2))
    return widths


def _ordinal(rank: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(rank, _("{n}th", n=rank))


def show_scores(manager: pygame_gui.UIManager, sheets: Sequence[ScoreSheet], seat_names: Mapping[str, str]) -> UIWindow:
    ranked = sorted(sheets, key=lambda s: (s.rank, -s.total))
    categories: list[str] = []
    for sheet in ranked:
        for line in sheet.lines:
            if line.category not in categories:
                categories.append(line.category)
    m = manager
    names = [seat_names.get(s.seat, s.seat) for s in ranked]
    row, pad = px(m, ROW_HEIGHT), px(m, 12)
    sw, sh = manager.window_resolution
    columns = [[_(c) for c in categories] + [_("Total")]] + [[n, str(s.total)] for n, s in zip(names, ranked,
                                                                                               strict=True)]
    widths = _widths(m, columns, [CATEGORY_WIDTH] + [COLUMN_WIDTH] * len(ranked), sw - 20 - 2 * pad - px(m, 40))
    cat_w, table_w = widths[0], sum(widths)
    head = max(len(_lines(m, n, w)) for n, w in zip(names, widths[1:], strict=True))
    heights = [len(_lines(m, _(c), cat_w)) for c in categories]
    noted: dict[str, list[str]] = {}  # the players a note is about, once for all of them (both ends of a tie)
    for sheet, name in zip(ranked, names, strict=True):
        if sheet.note:
            noted.setdefault(sheet.note, []).append(name)
    notes = [line for note, who in noted.items() for line in _lines(m, _("{name}: {why}", name=join(who), why=note),
                                                                    table_w)]
    alone = len(ranked) == 1
    places = 0 if alone else 1  # the row of places; first of one says nothing
    table_h = row * (head + places + sum(heights) + 1 + len(notes))
    width = min(sw - 20, table_w + 2 * pad + px(m, 40))
    height = min(sh - 20, table_h + 2 * pad + px(m, 60))
    window = UIWindow(
        pygame.Rect((sw - width) // 2, (sh - height) // 3, width, height),
        manager,
        window_display_title=_("Final scores"),
        object_id="#score_window",
    )
    inner_w, inner_h = window.get_container().get_size()
    box = UIScrollingContainer(pygame.Rect(0, 0, inner_w, inner_h), manager, container=window, object_id="#score_table")
    box.set_scrollable_area_dimensions((table_w + 2 * pad, table_h + 2 * pad))

    def cell(x: int, y: int, w: int, text: str, style: str) -> None:
        """A cell's text, a label per line."""
        for k, line in enumerate(_lines(m, text, w) if text else [""]):
            UILabel(pygame.Rect(pad + x, pad + y + k * row, w, row), line, manager, container=box, object_id=style)

    tops = [row * (head + places)]
    for h in heights:
        tops.append(tops[-1] + row * h)
    x = cat_w
    for sheet, name, col_w in zip(ranked, names, widths[1:], strict=True):
        winner = sheet.won and not alone  # a lone player beats nobody: the note under the table gives the verdict
        cell(x, row * (head - len(_lines(m, name, col_w))), col_w, name, "@score_winner" if winner else "@score_head")
        if places:
            place = "–" if sheet.beaten else _ordinal(sheet.rank)
            cell(x, row * head, col_w, place, "@score_winner" if winner else "@score_cell")
        points = {line.category: line.points for line in sheet.lines}
        for r, category in enumerate(categories):
            value = points.get(category)
            cell(x, tops[r], col_w, "–" if value is None else str(value), "@score_cell")
        cell(x, tops[-1], col_w, str(sheet.total), "@score_total")
        x += col_w
    for r, category in enumerate(categories):
        cell(0, tops[r], cat_w, _(category), "@left")
    cell(0, tops[-1], cat_w, _("Total"), "@score_total_label")
    for n, note in enumerate(notes):
        UILabel(pygame.Rect(pad, pad + tops[-1] + row * (1 + n), table_w, row), note, manager, container=box,
                object_id="@left")
    return window
