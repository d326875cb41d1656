"""Where the table and the chrome sit in the window, from the window size and the UI scale alone.

The first frame of a start straight into a table is drawn before pygame_gui is even imported, and
the table must not jump when the chrome arrives a moment later: so the hud's ``table_rect``, the
play screen's viewport and hand strip, and that first frame all come from these functions, which
need no ``UIManager``.  The placeholder panels are painted in the hud panels' own theme colours.

The right column (the moves and the log) takes at most ``SIDE_SHARE`` of the window's width and
none at all while the player keeps it closed (``log_open``).  The hand strip grows with the
window's height, so a card in it is about ``HAND_CARD_SHARE`` of it tall (120 px at 1080 px).
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame

BAR_HEIGHT = 48
SIDE_WIDTH = 320
SIDE_SHARE = 1 / 5
HAND_STRIP_PX = 120
HAND_CARD_SHARE = 1 / 9
HAND_MARGIN = 8
HAND_LABEL = 18
HAND_FRAME = 2 * HAND_MARGIN + HAND_LABEL
"""What the hand strip adds around its cards' height: a margin each side and the line naming the hand."""
THEME_FILE = Path(__file__).with_name("data") / "theme.json"
HUD_PANELS = ("#hud_bar", "#hud_side")
BACKGROUND = (28, 30, 34)
"""The window where neither the table's felt nor the chrome is: around the felt."""
START_BACKDROP = (91, 67, 48)
"""Around the start screen's sheet: filled by the shell (a window-sized panel cost the screen's first frame 10 ms)."""

Rect = tuple[int, int, int, int]


def scaled(size: float, ui_scale: float) -> int:
    """A chrome length in pixels at ``ui_scale``."""
    return round(size * ui_scale)


def side_width(window_w: int, ui_scale: float, log_open: bool = True) -> int:
    """The right column's width: its base width scaled, at most a fifth of the window, or none."""
    return min(scaled(SIDE_WIDTH, ui_scale), int(window_w * SIDE_SHARE)) if log_open else 0


def chrome_rects(window_size: tuple[int, int], ui_scale: float,
                 log_open: bool = True) -> tuple[pygame.Rect, pygame.Rect]:
    """The tool bar along the top and the column down the right (empty while the log is closed)."""
    w, h = window_size
    bar, side = scaled(BAR_HEIGHT, ui_scale), side_width(w, ui_scale, log_open)
    return pygame.Rect(0, 0, w, bar), pygame.Rect(w - side, bar, side, h - bar)


def table_rect(window_size: tuple[int, int], ui_scale: float, log_open: bool = True) -> pygame.Rect:
    """What the chrome leaves of the window: the table view above the hand strip."""
    w, h = window_size
    bar, side = scaled(BAR_HEIGHT, ui_scale), side_width(w, ui_scale, log_open)
    return pygame.Rect(0, bar, max(0, w - side), max(0, h - bar))


def table_layout(window_size: tuple[int, int], ui_scale: float, band: int = 0,
                 log_open: bool = True, hands: bool = True) -> tuple[Rect, Rect]:
    """The camera viewport and the hand strip below it (none without ``hands``); ``band`` pixels at the
    top are kept for the seats' figures (``figures_band``)."""
    area = table_rect(window_size, ui_scale, log_open)
    card = max(round(window_size[1] * HAND_CARD_SHARE), scaled(HAND_STRIP_PX, ui_scale) - HAND_FRAME)
    strip = min(card + HAND_FRAME, area.height // 3) if hands else 0
    band = min(band, area.height // 3)
    return ((area.x, area.y + band, area.width, area.height - strip - band),
            (area.x, area.bottom - strip, area.width, strip))


def paint_chrome_placeholder(surface: pygame.Surface, ui_scale: float, log_open: bool = True) -> None:
    """The hud's panels as plain rectangles, until pygame_gui draws the real ones over them."""
    theme = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    for rect, panel in zip(chrome_rects(surface.get_size(), ui_scale, log_open), HUD_PANELS, strict=True):
        if not rect.width:
            continue
        colours = theme.get(panel, {}).get("colours", {})
        surface.fill(pygame.Color(colours.get("dark_bg", "#efe3c8")), rect)
        pygame.draw.rect(surface, pygame.Color(colours.get("normal_border", "#5a4330")), rect, 1)
