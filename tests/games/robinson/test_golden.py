"""A golden playthrough: a seeded 2-player game of bots (with Friday), one line per move with its chance
key, and the final score sheet, diffed.  The moves are replayed from the file as well, so the engine
alone must reach the same end.

Regenerate (after an intended change of the engine, the bot or the card data) with
``python -m tests.games.robinson.test_golden`` and review the diff before committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.robinson.bots import BOT
from tabletop.games.robinson.rules.engine import ENGINE
from tabletop.games.robinson.rules.state import State

GOLDEN = Path(__file__).with_name("data") / "golden_2p_seed7.txt"
SEATS = ["p1", "p2"]


def _final(state: State) -> list[str]:
    lines = [f"end {state.result} round={state.round} {state.why}"]
    lines += [f"score {s.seat} total={s.total} rank={s.rank} {s.note} " + " ".join(
        f"{line.category}={line.points}" for line in s.lines) for s in ENGINE.scores(state)]
    return lines


def playthrough() -> list[str]:
    state = ENGINE.new_game(SEATS, 7, {})
    rng = random.Random(7)
    lines = []
    while not ENGINE.is_over(state):
        seat = ENGINE.current_seat(state)
        assert seat is not None
        move = BOT.choose(ENGINE.determinize(ENGINE.view(state, seat), seat, rng), seat, rng)
        key = rng.randrange(2**53)
        lines.append(f"r{state.round} {state.phase} {seat} {key} {json.dumps(move.to_json(), sort_keys=True)}")
        after = ENGINE.apply(state, move, Chance(key))
        assert not isinstance(after, Rejected), after.reason
        state = after
    return lines + _final(state)


def replay(lines: list[str]) -> list[str]:
    state = ENGINE.new_game(SEATS, 7, {})
    for line in lines:
        if not line.startswith("r"):
            break
        _, _, _, key, move = line.split(" ", 4)
        after = ENGINE.apply(state, ENGINE.move_from_json(json.loads(move)), Chance(int(key)))
        assert not isinstance(after, Rejected), (line, after.reason)
        state = after
    return _final(state)


def test_golden_playthrough_is_unchanged() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert playthrough() == expected


def test_the_recorded_moves_replay_to_the_same_end() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert replay(expected) == [line for line in expected if not line.startswith("r")]


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthrough()) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")


def test_the_playthrough_does_not_depend_on_the_hash_seed() -> None:
    """Options and moves never follow a set's order: another process with other string hashes plays the
    same game (a saved game must replay anywhere)."""
    from tests.games.hash_seeds import outputs_under_hash_seeds

    code = "from tests.games.robinson.test_golden import playthrough; print('\\n'.join(playthrough()))"
    for out in outputs_under_hash_seeds(code, ("1", "2")):
        assert out.splitlines() == GOLDEN.read_text(encoding="utf-8").splitlines()
