"""A golden playthrough: a seeded 2-player Village game of bots, one line per move (with the chance key
the session would record) and the final score sheets, diffed against the file.

The bots see only their own view, determinized from the same seeded stream.  Regenerate after an
intended change of the engine, the bot or the data with ``python -m tests.games.village.test_golden``
and review the diff before committing it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.village.enforcement import rules_kit

GOLDEN = Path(__file__).with_name("data") / "golden_2p_seed42.txt"
KIT = rules_kit()


def playthrough() -> list[str]:
    engine, bot = KIT.engine, KIT.bot
    rng = random.Random(42)
    state = engine.new_game(["p1", "p2"], 42, {})
    lines = []
    while not engine.is_over(state):
        seat = engine.current_seat(state)
        assert seat is not None
        move = bot.choose(engine.determinize(engine.view(state, seat), seat, rng), seat, rng)
        key = rng.getrandbits(40)
        lines.append(f"r{state.round} {engine.stage(state).phase} {seat} {key} "
                     f"{json.dumps(engine.move_to_json(move), sort_keys=True)}")
        after = engine.apply(state, move, Chance(key))
        assert not isinstance(after, Rejected), after.reason
        state = after
    for sheet in engine.scores(state):
        parts = " ".join(f"{line.category.lower().replace(' ', '_')}={line.points}" for line in sheet.lines)
        lines.append(f"final {sheet.seat} total={sheet.total} rank={sheet.rank} {parts} {sheet.note}".rstrip())
    return lines


def replayed(lines: list[str]) -> list[str]:
    """The recorded moves applied again with their keys: the same final sheets come out."""
    engine = KIT.engine
    state = engine.new_game(["p1", "p2"], 42, {})
    for line in lines:
        if line.startswith("final"):
            break
        _, _, _, key, move = line.split(" ", 4)
        after = engine.apply(state, engine.move_from_json(json.loads(move)), Chance(int(key)))
        assert not isinstance(after, Rejected), after.reason
        state = after
    return [f"final {s.seat} total={s.total} rank={s.rank}" for s in engine.scores(state)]


def test_golden_playthrough_is_unchanged() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert playthrough() == expected
    finals = [" ".join(line.split()[:4]) for line in expected if line.startswith("final")]
    assert replayed(expected) == finals


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(playthrough()) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
