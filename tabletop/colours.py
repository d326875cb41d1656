"""How light a colour looks, asked by the drawn art and the chrome alike (dark ink or light on it)."""

from __future__ import annotations

RGB = tuple[int, int, int]


def luma(rgb: RGB) -> float:
    """The colour's lightness as the eye weighs red, green and blue (ITU-R BT.601), 0 to 255."""
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
