"""Where the table's words go: count badges on pieces, and the names of bags and empty piles.

A badge grows with its piece, its box at most ``BADGE_SHARE`` of the piece's short side (a counter's
value, the piece's own number in its middle, ``COUNTER_SHARE``) and never wider than the piece, and
is left out when that is too small to read; it sits inside its piece (a
pile's count in its top right corner), so pieces that do not overlap have badges that do not.  A
name is set inside its bag or pile outline, in lines no wider than it, no smaller than can be read
and never broken inside a word; else it is left out until the player zooms in.

Labels are placed names first, then the badges of the topmost pieces first; one that would overlap
a label already placed is left out (with the rules off players can pile things anywhere), and
``Labels.crowded`` counts those: every game's set-up has none (a test lays them all out).  Pure:
text is measured through the ``Measure`` the painter hands in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from msgspec import Struct, field

from ..core.model import ZoneKind
from .scene_sprite import Rect, Sprite, ZoneMark

Measure = Callable[[str, int, int], tuple[int, int]]
"""(text, font size, wrap width or 0) -> the pixel size of the text as drawn."""

BADGE_SHARE = 1 / 3
COUNTER_SHARE = 1 / 2
BADGE_PAD = (8, 2)  # what a badge's dark box adds around its text
MIN_TEXT = 9  # the smallest font size a label is drawn at
COUNTER_TEXT, DEPTH_TEXT, LOCK_TEXT = 20, 14, 12
BAG_TEXT, PILE_TEXT = 14, 12
NAME_INSET = 3  # pixels kept free inside an outline around a name
BAG_INNER = 0.7  # of a bag's size: the rectangle inside its ellipse


class Label(Struct, frozen=True):
    """One label: its text and font size, its box (world pixels), and what it belongs to.

    ``of`` is the piece (a badge) or zone (a name) it belongs to, ``owner`` that one's rectangle;
    ``wrap`` is 0 for a badge (one line on a dark box) and the line width for a name.
    """

    text: str
    size: int
    rect: Rect
    of: str
    owner: Rect
    wrap: int = 0

    @property
    def is_badge(self) -> bool:
        return self.wrap == 0


class Labels(Struct):
    shown: list[Label] = field(default_factory=list)
    crowded: int = 0  # labels left out because another was already there


def badges(sprite: Sprite, rect: Rect, measure: Measure) -> list[Label]:
    """A piece's counter (in its middle), pile count (top right) and lock mark (top left) at ``rect``."""
    out = []
    if sprite.counter is not None:
        out.append(_badge(str(sprite.counter), COUNTER_TEXT, sprite.piece, rect, "middle", measure))
    if sprite.depth > 1:
        out.append(_badge(str(sprite.depth), DEPTH_TEXT, sprite.piece, rect, "right", measure))
    if sprite.locked and sprite.spec.kind != "board":
        out.append(_badge("L", LOCK_TEXT, sprite.piece, rect, "left", measure))
    return [label for label in out if label is not None]


def _badge(text: str, largest: int, piece: str, rect: Rect, corner: str, measure: Measure) -> Label | None:
    x, y, w, h = rect
    limit = min(w, h) * (COUNTER_SHARE if corner == "middle" else BADGE_SHARE)
    tw, th = measure(text, largest, 0)
    guess = min(largest, int(largest * min((limit - BADGE_PAD[1]) / th, (w - BADGE_PAD[0]) / max(tw, 1))) + 1)
    for size in range(guess, MIN_TEXT - 1, -1):  # text grows about in step with its size: a step or two
        tw, th = measure(text, size, 0)
        bw, bh = tw + BADGE_PAD[0], th + BADGE_PAD[1]
        if bh <= limit and bw <= w:
            break
    else:
        return None
    bx = {"middle": x + (w - bw) // 2, "right": x + w - bw, "left": x}[corner]
    by = y + (h - bh) // 2 if corner == "middle" else y
    return Label(text, size, (bx, by, bw, bh), piece, rect)


def name_text(mark: ZoneMark) -> str | None:
    """What a zone outline says: a bag its name and count, an empty pile its name; others nothing."""
    if mark.kind is ZoneKind.BAG:
        return f"{mark.label} ({mark.count})"
    if mark.kind is ZoneKind.STACK and mark.count == 0:
        return mark.label
    return None


def name(mark: ZoneMark, measure: Measure) -> Label | None:
    """The name set inside the zone's outline (an ellipse for a bag: its middle part), if it fits readably."""
    text = name_text(mark)
    if text is None:
        return None
    x, y, w, h = mark.rect
    bag = mark.kind is ZoneKind.BAG
    inner = BAG_INNER if bag else 1.0  # a bag's name stays inside its ellipse
    room_w, room_h = int(w * inner) - 2 * NAME_INSET, int(h * inner) - 2 * NAME_INSET
    if room_w <= 0 or room_h <= 0:
        return None
    words = text.split() or [text]
    largest = BAG_TEXT if bag else PILE_TEXT
    widest = max(measure(word, largest, 0)[0] for word in words)
    for size in range(min(largest, int(largest * room_w / max(widest, 1)) + 1), MIN_TEXT - 1, -1):
        if max(measure(word, size, 0)[0] for word in words) > room_w:
            continue
        tw, th = measure(text, size, room_w)
        if th <= room_h:
            break
    else:
        return None
    return Label(text, size, (x + (w - tw) // 2, y + (h - th) // 2, tw, th), mark.zone, mark.rect, wrap=room_w)


def lay_out(marks: Iterable[ZoneMark], sprites: Iterable[Sprite], measure: Measure) -> Labels:
    """Every label of a table layer: names first, then badges from the topmost piece down."""
    out = Labels()
    placed: list[Rect] = []

    def place(label: Label | None) -> None:
        if label is None:
            return
        if any(_overlap(label.rect, other) for other in placed):
            out.crowded += 1
            return
        placed.append(label.rect)
        out.shown.append(label)

    for mark in marks:
        place(name(mark, measure))
    for sprite in sorted(sprites, key=lambda s: -s.z):
        for label in badges(sprite, sprite.rect, measure):
            place(label)
    return out


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
