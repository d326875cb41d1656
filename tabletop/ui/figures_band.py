"""The status strip: every seat's public figures, one row per seat, always in the same place.

A band across the top of the table view, above the pieces (the view starts below it, so it never
covers one): a header row with the figures' names (Cash, Path, Cart...) and a row per seat with its
values in the game's own words, zero shown as zero.  The row of the seat whose decision it is is
lit; the computer's seats say so.  With rules off the game keeps no figures, and the band says that.
It is drawn with the table (before the chrome exists on a straight start), so the table never moves
when the chrome arrives.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame
from msgspec import Struct

from .assets import Assets
from .i18n import _

if TYPE_CHECKING:
    from ..games.kit.words import Figure

PAPER = (247, 240, 224)
LIT = (255, 226, 160)
INK = (43, 33, 24)
MUTED = (120, 100, 80)
EDGE = (90, 67, 48)
ROW_PX = 19
PAD_PX = 4
GAP_PX = 18
FONT_PX = 14
MIN_FONT_PX = 10
NAME_INDENT = "    "  # room for the seat's colour dot


class SeatRow(Struct, frozen=True):
    name: str
    colour: tuple[int, int, int]
    deciding: bool
    figures: tuple[Figure, ...]


def band_height(seats: int, ui_scale: float) -> int:
    """The band's height for ``seats`` rows and the header."""
    return round(((seats + 1) * ROW_PX + 2 * PAD_PX) * ui_scale)


class FiguresBand:
    def __init__(self, assets: Assets, ui_scale: float) -> None:
        self.assets = assets
        self.scale = ui_scale
        self.rows: tuple[SeatRow, ...] = ()
        self.note = ""
        self._picture: pygame.Surface | None = None
        self._key: tuple[object, ...] | None = None

    def set_rows(self, rows: Sequence[SeatRow], note: str = "") -> None:
        """The seats' figures (or, with ``note``, a line saying why there are none)."""
        self.rows, self.note = tuple(rows), note

    def draw(self, screen: pygame.Surface, rect: tuple[int, int, int, int]) -> None:
        if rect[3] <= 0:
            return
        key = (self.rows, self.note, rect[2:])
        if self._picture is None or key != self._key:
            self._picture, self._key = self._paint(rect[2], rect[3]), key
        screen.blit(self._picture, rect[:2])

    def _paint(self, w: int, h: int) -> pygame.Surface:
        surf = pygame.Surface((w, h))
        surf.fill(PAPER)
        pad, row_h, gap = (round(n * self.scale) for n in (PAD_PX, ROW_PX, GAP_PX))
        if self.note or not self.rows:
            label = self.assets.fonts.get(round(FONT_PX * self.scale)).render(self.note, True, MUTED)
            surf.blit(label, (pad * 2, pad))
        else:
            size, widths = self._fit(w - 2 * pad, gap)
            for r, seat in enumerate(self.rows):
                y = pad + (r + 1) * row_h
                if seat.deciding:
                    surf.fill(LIT, (0, y, w, row_h))
            header = [""] + [f.label for f in self.rows[0].figures]
            self._cells(surf, header, widths, pad, pad, size, MUTED, gap)
            for r, seat in enumerate(self.rows):
                y = pad + (r + 1) * row_h
                self._cells(surf, [NAME_INDENT + seat.name] + [f.value for f in seat.figures], widths, pad, y, size,
                            INK, gap)
                pygame.draw.circle(surf, seat.colour, (pad + 4, y + row_h // 2), max(3, row_h // 5))
        pygame.draw.line(surf, EDGE, (0, h - 1), (w, h - 1))
        return surf

    def _fit(self, room: int, gap: int) -> tuple[int, list[int]]:
        """The font size and column widths that fit ``room``: a smaller size first, then the widest
        columns cut (their words end in "…")."""
        size = round(FONT_PX * self.scale)
        while True:
            font = self.assets.fonts.get(size)
            columns = zip(*([NAME_INDENT + s.name] + [f.value for f in s.figures] for s in self.rows), strict=True)
            labels = [""] + [f.label for f in self.rows[0].figures]
            widths = [max(font.size(t)[0] for t in (label, *col)) for label, col in zip(labels, columns, strict=True)]
            if sum(widths) + gap * (len(widths) - 1) <= room or size <= round(MIN_FONT_PX * self.scale):
                break
            size -= 1
        while sum(widths) + gap * (len(widths) - 1) > room:
            widest = widths.index(max(widths))
            over = sum(widths) + gap * (len(widths) - 1) - room
            widths[widest] = max(widths[widest] - over, max(widths) // 2, 20)
            if widths[widest] == 20:
                break
        return size, widths

    def _cells(self, surf: pygame.Surface, texts: list[str], widths: list[int], x: int, y: int, size: int,
               colour: tuple[int, int, int], gap: int) -> None:
        font = self.assets.fonts.get(size)
        for text, width in zip(texts, widths, strict=True):
            if font.size(text)[0] > width:
                while text and font.size(text + "…")[0] > width:
                    text = text[:-1]
                text += "…"
            surf.blit(font.render(text, True, colour), (x, y + 1))  # drawn once per change, kept in the band
            x += width + gap


def rules_off_note() -> str:
    return _("Rules off: the table is free, and no figures are kept until the rules are on again.")
