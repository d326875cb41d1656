"""A golden playthrough: a seeded 2-player bot game, one line per move (with its chance key) and the final
scores, diffed; and the same lines replayed through the engine alone give the same scores.

Regenerate (after an intended change of the engine, the bot or the card data) with
``python -m tests.games.my_village.test_golden`` and review the diff before committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.my_village.kit import KIT
from tabletop.games.my_village.words import describe

GOLDEN = Path(__file__).with_name("data") / "golden_2p_seed42.txt"
ENGINE = KIT.engine


def _final(sheets: list) -> list[str]:
    return [f"final {s.seat} total={s.total} rank={s.rank} " + " ".join(f"{line.category}={line.points}"
                                                                         for line in s.lines) for s in sheets]


def playthrough() -> list[str]:
    rng = random.Random(42)
    state = ENGINE.new_game(["p1", "p2"], 42, {})
    lines = []
    while not ENGINE.is_over(state):
        seat = ENGINE.current_seat(state)
        assert seat is not None
        move = KIT.bot.choose(ENGINE.determinize(ENGINE.view(state, seat), seat, rng), seat, rng)
        key = rng.randrange(1 << 40)
        lines.append(f"r{state.round} {seat} {key} {json.dumps(ENGINE.move_to_json(move), sort_keys=True)} "
                     f"# {describe(state, move)}")
        out = ENGINE.apply(state, move, Chance(key))
        assert not isinstance(out, Rejected), out.reason
        state = out
    return lines + _final(ENGINE.scores(state))


def test_golden_playthrough_is_unchanged() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert playthrough() == expected


def test_golden_moves_replay_to_the_same_scores() -> None:
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    state = ENGINE.new_game(["p1", "p2"], 42, {})
    for line in lines:
        if line.startswith("final"):
            break
        _round, _seat, key, rest = line.split(" ", 3)
        move = ENGINE.move_from_json(json.loads(rest.split(" # ")[0]))
        out = ENGINE.apply(state, move, Chance(int(key)))
        assert not isinstance(out, Rejected), (line, out.reason)
        state = out
    assert ENGINE.is_over(state)
    assert _final(ENGINE.scores(state)) == [line for line in lines if line.startswith("final")]


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthrough()) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
