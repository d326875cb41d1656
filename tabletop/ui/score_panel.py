"""The final score sheet: one column per player in rank order, one row per scoring category.

Categories are listed in the order the rules first report them, so a game's own score pad order
is kept; a player without a line in a category shows a dash there.  The winner's column is
marked, and any tie-break the rules applied is spelled out under the table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UIScrollingContainer, UIWindow

from ..games.kit.contract import ScoreSheet
from .i18n import _
from .theme import px, text_width

CATEGORY_WIDTH = 220
COLUMN_WIDTH = 120
ROW_HEIGHT = 30


def _ordinal(rank: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(rank, _("{n}th", n=rank))


def show_scores(manager: pygame_gui.UIManager, sheets: Sequence[ScoreSheet], seat_names: Mapping[str, str]) -> UIWindow:
    ranked = sorted(sheets, key=lambda s: (s.rank, -s.total))
    categories: list[str] = []
    for sheet in ranked:
        for line in sheet.lines:
            if line.category not in categories:
                categories.append(line.category)
    notes = [_("{name}: {why}", name=seat_names.get(s.seat, s.seat), why=s.note) for s in ranked if s.note]
    m = manager
    labels = [_(category) for category in categories] + [_("Total")]
    cat_w = max([px(m, CATEGORY_WIDTH)] + [text_width(m, label, 16, bold=True) + px(m, 16) for label in labels])
    col_w = max([px(m, COLUMN_WIDTH)] + [text_width(m, seat_names.get(s.seat, s.seat), 18, bold=True) + px(m, 16)
                                         for s in ranked])
    row = px(m, ROW_HEIGHT)
    pad = px(m, 12)
    table_w = max([cat_w + col_w * len(ranked)] + [text_width(m, note, 16) + px(m, 16) for note in notes])
    table_h = row * (len(categories) + 3) + row * len(notes)
    sw, sh = manager.window_resolution
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

    def cell(x: int, y: int, w: int, text: str, style: str) -> UILabel:
        return UILabel(pygame.Rect(pad + x, pad + y, w, row), text, manager, container=box, object_id=style)

    cell(0, 0, cat_w, "", "@left")
    cell(0, row, cat_w, "", "@left")
    for c, sheet in enumerate(ranked):
        x = cat_w + c * col_w
        winner = sheet.rank == 1
        cell(x, 0, col_w, seat_names.get(sheet.seat, sheet.seat), "@score_winner" if winner else "@score_head")
        cell(x, row, col_w, _ordinal(sheet.rank), "@score_winner" if winner else "@score_cell")
        points = {line.category: line.points for line in sheet.lines}
        for r, category in enumerate(categories):
            value = points.get(category)
            cell(x, row * (r + 2), col_w, "–" if value is None else str(value), "@score_cell")
        cell(x, row * (len(categories) + 2), col_w, str(sheet.total), "@score_total")
    for r, label in enumerate(labels[:-1]):
        cell(0, row * (r + 2), cat_w, label, "@left")
    cell(0, row * (len(categories) + 2), cat_w, labels[-1], "@score_total_label")
    for n, note in enumerate(notes):
        cell(0, row * (len(categories) + 3 + n), table_w, note, "@left")
    return window
