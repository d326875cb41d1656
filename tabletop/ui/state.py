"""``UiState``: what the shell remembers between frames and never saves or undoes.

Selection, hover, the drag in flight, the box being drawn, the pieces a hovered move touches, the
magnifier, whether the game box's drawer is open, the seat holding the computer.  Piece ids here are
*view* ids (as ``view_for`` gives them), so a hidden card is never known by its real id in the UI;
``real_id`` turns them back when an action is dispatched.
"""

from __future__ import annotations

from msgspec import Struct, field

STATUS_STEP_S = 1.0
"""The most of one frame a status line's time counts: the frame that opened a game (loading it, drawing its
pictures) ran for seconds and ate the "Opened" line it had just put up.  A loop at rest wakes this often
while a line is shown, to count it down."""


class Drag(Struct):
    """Pieces following the mouse: ``offsets`` keep each piece's place relative to the grab point (mm)."""

    pieces: tuple[str, ...]
    start: tuple[int, int]
    pos: tuple[int, int]
    offsets: dict[str, tuple[float, float]]
    from_hand: bool = False
    moved: bool = False
    targets: frozenset[str] = frozenset()
    spots: frozenset[tuple[float, float]] = frozenset()  # table points the rules let it go near


class UiState(Struct):
    viewer: str | None = None
    selection: set[str] = field(default_factory=set)
    hover: str | None = None
    drag: Drag | None = None
    box: tuple[tuple[int, int], tuple[int, int]] | None = None
    drop_zone: str | None = None
    drop_piece: str | None = None  # the loose card a drag in flight would make a pile with
    hint: frozenset[str] = frozenset()  # pieces a hovered move touches, outlined on the table
    hint_zones: frozenset[str] = frozenset()  # and the places it goes
    # the table a drop was made on, and where each dropped piece was let go (table mm): they slide on from there
    released: tuple[object, dict[str, tuple[float, float]]] | None = None
    magnify: bool = False
    drawer_open: bool = False  # the game box's drawer beside the table
    mouse: tuple[int, int] = (0, 0)
    status: str = ""
    status_ttl: float = 0.0

    def say(self, text: str, seconds: float = 4.0) -> None:
        """Show a short line (a refusal, a hint) in the status strip for a few seconds."""
        self.status = text
        self.status_ttl = seconds

    def tick(self, dt: float) -> None:
        if self.status_ttl > 0:
            self.status_ttl -= min(dt, STATUS_STEP_S)
            if self.status_ttl <= 0:
                self.status = ""
