"""Step 1 of a turn (§5.1): two dice from the pool, then the flag value, bought with coins and markers.

Each coin moves one die one pip (never past 1 or 6); each meeting-place marker sets one die to any
face.  Only the sum counts, so a value move names the sum and how many markers it spends; the coins
are the fewest that reach it.  A marker is offered only where it saves coins (spending one for
nothing is no choice worth listing).
"""

from __future__ import annotations

MIN_VALUE, MAX_VALUE = 2, 12


def _clamp(face: int, value: int) -> int:
    """The face nearest ``face`` that a die may show beside another die set freely, for the sum ``value``."""
    return max(max(1, value - 6), min(min(6, value - 1), face))


def _one_marker(a: int, b: int, value: int) -> tuple[int, int, int]:
    """(coins, face a, face b) when one die is set freely and the other moved by coins: the cheaper way."""
    keep_a = _clamp(a, value)
    keep_b = _clamp(b, value)
    if abs(keep_a - a) <= abs(keep_b - b):
        return abs(keep_a - a), keep_a, value - keep_a
    return abs(keep_b - b), value - keep_b, keep_b


def coins_needed(a: int, b: int, value: int, markers: int) -> int:
    """The fewest coins that make dice ``a`` and ``b`` sum to ``value`` when ``markers`` of them are set freely."""
    if markers >= 2:
        return 0
    if markers == 1:
        return _one_marker(a, b, value)[0]
    return abs(value - a - b)


def value_options(a: int, b: int, coins: int, markers: int) -> list[tuple[int, int, int]]:
    """Every (value, markers spent, coins spent) worth offering for dice ``a`` and ``b``."""
    out = []
    for value in range(MIN_VALUE, MAX_VALUE + 1):
        best = -1
        for m in range(min(markers, 2) + 1):
            cost = coins_needed(a, b, value, m)
            if cost <= coins and (best < 0 or cost < best):
                out.append((value, m, cost))
            best = cost if best < 0 else min(best, cost)
    return out


def shown_faces(a: int, b: int, value: int, markers: int) -> tuple[int, int]:
    """Faces the two dice show once set to ``value`` the cheapest way (for the picture)."""
    if markers >= 2:
        first = _clamp(a, value)
        return first, value - first
    if markers == 1:
        _, first, second = _one_marker(a, b, value)
        return first, second
    first = max(1, min(6, a + value - a - b))
    return first, value - first
