"""``python -m tabletop.bench replay``: seeking and stepping a replay of a 5,000-action game.

The game is the snapshot benchmark's (a 2,000-piece table, 5,000 recorded actions of the kinds a real
game makes: moves, draws into hands, rolls, shuffles, bag draws, rules moves in batches).  Each
figure is what a frame needs after the player moves the replay: the table there and the holder's view
of it (``Replay.seek`` + ``Replay.view``).  ``seek_ms`` is the median of ``--seeks`` random seeks
(``seek_cpu_ms`` its CPU time); ``start_ms`` and ``end_ms`` the seeks from the end to the start and
back; ``step_ms`` the median of single steps forward.  The baseline, measured in the same run, is what
live play pays after every action: the holder's view of the new table (``view_ms``);
``seek_per_view`` is the ratio.  Goal: ``seek_ms`` at most 33 (a frame's budget twice over).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from typing import Any

from ..core.chapters import Chapters
from ..core.replay import Replay
from ..core.visibility import view_for
from .report import emit, parser, timed
from .snapshot import big_session


def main(argv: list[str]) -> dict[str, Any]:
    p = parser("replay", __doc__ or "")
    p.add_argument("--pieces", type=int, default=2000)
    p.add_argument("--actions", type=int, default=5000)
    p.add_argument("--seeks", type=int, default=101)
    args = p.parse_args(argv)
    session = big_session(args.pieces, args.actions)
    chapters = Chapters().update(session.actions, session.cursor, session.state_at, session.rules_on_at)
    replay = Replay(session, chapters, "p1")
    rng = random.Random(7)

    def seek(n: int) -> Callable[[], Any]:
        return lambda: (replay.seek(n), replay.view())

    start = timed(seek(0))
    end = timed(seek(replay.length))
    seeks = [timed(seek(rng.randrange(replay.length + 1))) for _ in range(args.seeks)]
    steps = []
    for _ in range(max(1, args.seeks // 10)):
        replay.seek(rng.randrange(replay.length - 20))
        steps += [timed(lambda: (replay.step(1), replay.view())) for _ in range(10)]
    views = [timed(lambda n=n: view_for(session.history.table_at(n), "p1"))  # type: ignore[misc]
             for n in (rng.randrange(replay.length + 1) for _ in range(11))]
    live = [timed(lambda: view_for(session.table, "p1")) for _ in range(11)]

    def median(times: list[tuple[float, float]], which: int = 0) -> float:
        return round(statistics.median(t[which] for t in times), 2)

    figures: dict[str, Any] = {
        "pieces": args.pieces, "actions": args.actions, "turns": len(chapters.turns),
        "seek_ms": median(seeks), "seek_cpu_ms": median(seeks, 1), "seek_max_ms": round(max(t[0] for t in seeks), 2),
        "start_ms": round(start[0], 2), "end_ms": round(end[0], 2),
        "step_ms": median(steps), "step_cpu_ms": median(steps, 1),
        "view_ms": median(live), "view_cpu_ms": median(live, 1), "table_at_and_view_ms": median(views),
    }
    figures["seek_per_view"] = round(figures["seek_cpu_ms"] / max(0.01, figures["view_cpu_ms"]), 2)
    rows = [
        ("game", f"{args.pieces} pieces, {args.actions} actions, {len(chapters.turns)} turns"),
        ("", "wall ms / CPU ms"),
        (f"seek, median of {args.seeks}", f"{figures['seek_ms']:.1f} / {figures['seek_cpu_ms']:.1f}"
                                          f" (slowest {figures['seek_max_ms']:.1f})"),
        ("end -> start, start -> end", f"{figures['start_ms']:.1f}, {figures['end_ms']:.1f}"),
        ("step forward, median", f"{figures['step_ms']:.1f} / {figures['step_cpu_ms']:.1f}"),
        ("live play's view after an action", f"{figures['view_ms']:.1f} / {figures['view_cpu_ms']:.1f}"),
        ("seek per live view (CPU)", f"{figures['seek_per_view']:.2f}"),
        ("goal", "seek <= 33 ms"),
    ]
    emit("Replay seek and step", rows, figures, args.json)
    return figures
