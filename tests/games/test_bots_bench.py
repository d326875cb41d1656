"""``python -m tabletop.bench bots GAME --json``: a quick run works and reports its keys; the long runs
that check the strength targets are marked slow."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop.bench.matches import Setup, margin, play, share
from tabletop.games import load_game
from tabletop.games.kit.levels import GREEDY, LEVELS, bot_for

ROOT = Path(__file__).resolve().parents[2]


def bench(*args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "tabletop.bench", "bots", *args, "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    figures: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    return figures


def test_a_quick_loyang_run_reports_the_issues_keys() -> None:
    figures = bench("loyang", "--games", "1", "--scale", "0.005")
    assert {"solo_goal_rate", "win_rate_vs_greedy", "ms_per_move", "games"} <= set(figures)
    assert figures["games"] == 1 and 0 <= figures["solo_goal_rate"] <= 1 and figures["ms_per_move"] > 0
    assert figures["duel_games"] == 1


def test_the_duels_against_greedy_may_be_counted_apart_from_the_solo_games() -> None:
    figures = bench("loyang", "--games", "1", "--duel-games", "2", "--scale", "0.005")
    assert figures["games"] == 1 and figures["duel_games"] == 2
    assert len(figures["solo_totals"]) == 1 and len(figures["duel_margins"]) == 2, \
        "each game's result is reported, so that two runs from one seed can be compared game by game"
    assert figures["solo_mean"] == figures["solo_totals"][0]


def test_the_solo_games_or_the_duels_may_be_left_out() -> None:
    duels_only = bench("loyang", "--games", "0", "--duel-games", "2", "--scale", "0.005")
    assert duels_only["solo_goal_rate"] is None and 0 <= duels_only["win_rate_vs_greedy"] <= 1
    solo_only = bench("loyang", "--games", "1", "--duel-games", "0", "--scale", "0.005")
    assert solo_only["win_rate_vs_greedy"] is None and 0 <= solo_only["solo_goal_rate"] <= 1


def test_a_rung_of_the_ladder_may_be_played_alone() -> None:
    figures = bench("village", "--rungs", "easy_vs_random", "--games", "2")
    assert 0 <= figures["easy_vs_random"] <= 1 and figures["games"] == 2
    assert len(figures["easy_vs_random_margins"]) == 2
    assert "hard_vs_normal" not in figures and "normal_vs_easy" not in figures


def test_an_unknown_rung_is_refused_in_plain_words() -> None:
    done = subprocess.run([sys.executable, "-m", "tabletop.bench", "bots", "village", "--rungs", "hard_vs_easy"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2 and "no rung called hard_vs_easy" in done.stderr


def test_a_match_is_played_from_both_seats_and_scored_by_rank() -> None:
    setup = Setup(scale=0.01)
    games = [play("loyang", ("easy", "random"), 3, setup), play("loyang", ("random", "easy"), 3, setup)]
    assert [g.players for g in games] == [{"p1": "easy", "p2": "random"}, {"p1": "random", "p2": "easy"}]
    assert share(games, "easy", "random") == 1.0 and share(games, "random", "easy") == 0.0
    for g in games:
        easy, chance = (g.totals[s] for p in ("easy", "random") for s in g.players if g.players[s] == p)
        assert margin(g, "easy", "random") == easy - chance > 0 and margin(g, "random", "easy") == chance - easy
    assert all(d[0] in ("easy", "random") and d[1] >= 0 for g in games for d in g.decisions)
    assert all(g.won == {min(g.ranks, key=g.ranks.__getitem__)} for g in games), "the winner is the seat ranked first"


def test_the_greedy_bot_that_hard_must_beat_is_easy_without_its_slips() -> None:
    kit = load_game("loyang").rules()
    assert kit is not None
    assert bot_for(kit, Setup().level(GREEDY.name)) is kit.bot and bot_for(kit, Setup().level("easy")) is not kit.bot
    assert Setup(scale=0.5).level("easy") == LEVELS["easy"], "the heuristic levels have no playouts to scale"


def test_castaways_who_lose_together_count_as_no_win() -> None:
    lost = play("robinson", ("random", "random"), 3, Setup())
    assert set(lost.ranks.values()) == {1} and lost.won == frozenset(), \
        "every castaway shares rank 1, and the bench counts no win (the win rate reads the sheets' won, not a note)"


@pytest.mark.slow
def test_loyang_hard_beats_the_greedy_bot() -> None:
    figures = bench("loyang", "--games", "10", "--scale", "0.25", "--jobs", "2")
    assert figures["win_rate_vs_greedy"] >= 0.7, figures


@pytest.mark.slow
@pytest.mark.parametrize("game", ["village", "my_village"])
def test_each_level_beats_the_one_below(game: str) -> None:
    figures = bench(game, "--games", "10", "--scale", "0.25", "--jobs", "2")
    assert min(figures["hard_vs_normal"], figures["normal_vs_easy"], figures["easy_vs_random"]) >= 0.6, figures
