"""A golden playthrough: a seeded 2-player bot game, one line per move and the final scores, diffed.

Regenerate (after an intended change of the engine, the bots or the card data) with
``python -m tests.games.loyang.test_golden`` and review the diff before committing it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.games.loyang.bots import choose
from tabletop.games.loyang.rules import apply_strict, current_player, final_scores, is_over, new_game

GOLDEN = Path(__file__).with_name("data") / "golden_2p_seed42.txt"


def playthrough() -> list[str]:
    state = new_game(["p1", "p2"], 42)
    lines = []
    while not is_over(state):
        seat = current_player(state)
        move = choose(state)
        lines.append(f"r{state.round} {state.phase} {seat} {json.dumps(move.to_json(), sort_keys=True)}")
        state = apply_strict(state, move)
    for seat, s in sorted(final_scores(state).items()):
        lines.append(f"final {seat} total={s.total} path={s.path} loans={s.loans} cash={s.cash} "
                     f"vegetables={s.vegetables} rank={s.rank} {s.note}".rstrip())
    return lines


def test_golden_playthrough_is_unchanged() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert playthrough() == expected


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthrough()) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
