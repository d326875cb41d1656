"""Putting text on the system clipboard through SDL (``pygame.scrap.put_text``).

SDL keeps the text itself under the dummy video driver and hands it to the X server under X11 (Xvfb
included) while the window lives; where the system refuses (no clipboard, a Wayland session without
one, an SDL built without it) the player reads why instead of the program stopping.
"""

from __future__ import annotations

import pygame

from .i18n import _


def copy_text(text: str) -> str | None:
    """Put ``text`` on the clipboard; ``None`` when done, otherwise why it could not be."""
    try:
        pygame.scrap.put_text(text)
        if pygame.scrap.get_text().replace("\r\n", "\n") != text.replace("\r\n", "\n"):
            return _("The clipboard did not take the text.")
    except (pygame.error, AttributeError, NotImplementedError) as failure:
        return _("The clipboard cannot be used here: {problem}", problem=str(failure) or type(failure).__name__)
    return None
