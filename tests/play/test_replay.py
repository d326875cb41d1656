"""Replay of real games, with rules on and off: a saved game replays to the tables live play had, an
unfinished game's replay shows only what the holder could see, "play from here" keeps every action,
bookmarks round-trip through the snapshot, and the log reads as text."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tabletop.core.actions import Announce, DrawCards, MovePiece, RollDice, Shuffle
from tabletop.core.chapters import Chapters
from tabletop.core.model import Table, ZoneKind
from tabletop.core.replay import Replay
from tabletop.core.visibility import is_hidden, view_for
from tabletop.game_text import game_text, log_entries
from tabletop.games import load_game
from tabletop.play import GameInPlay
from tabletop.play_lines import agreement_needed, play_from, take_up

RULES_GAMES = ("loyang", "village", "robinson")


def sandbox_play(game: GameInPlay, steps: int, rng: random.Random) -> list[Table]:
    """Random table play for two seats taking turns: draws into hands, moves, rolls, shuffles."""
    live = [game.table]
    seats = game.seat_ids
    for k in range(steps):
        seat = seats[(k // 3) % len(seats)]
        t = game.table
        loose = [p for p in t.zones["table"].pieces if not t.pieces[p].locked]
        dice = [p for p in loose if t.spec_of(p).is_die]
        pick = rng.random()
        if pick < 0.35 and t.zones["deck"].pieces:
            action = DrawCards("deck", f"hand:{seat}", 1, actor=seat)
        elif pick < 0.55 and t.zones[f"hand:{seat}"].pieces:
            action = MovePiece(t.zones[f"hand:{seat}"].pieces[0], "table", 300.0 + k, 300.0, actor=seat)
        elif pick < 0.7 and dice:
            action = RollDice((dice[0],), actor=seat)
        elif pick < 0.8:
            action = Shuffle("deck", actor=seat)
        else:
            action = MovePiece(rng.choice(loose), "table", rng.uniform(0, 900), rng.uniform(0, 600), actor=seat)
        if game.session.dispatch(action).ok:
            live.append(game.table)
    return live


def bot_play(game: GameInPlay, steps: int) -> list[Table]:
    live = [game.table]
    for _ in range(steps):
        if game.is_over():
            break
        outcome = game.bot_step()
        assert outcome is not None and outcome.ok
        live.append(game.table)
    return live


def started(name: str, rules: bool, steps: int, seed: int = 5) -> tuple[GameInPlay, list[Table]]:
    if name == "sandbox" or not rules:
        game = GameInPlay.new(load_game(name), seed, players=2, rules_on=False)
        return game, sandbox_play(game, steps, random.Random(seed)) if name == "sandbox" else [game.table]
    game = GameInPlay.new(load_game(name), seed, players=2, bots={"p1": "easy", "p2": "easy"})
    return game, bot_play(game, steps)


def replay_of(game: GameInPlay) -> Replay:
    return Replay(game.session, game.chapters(), game.hotseat.holder, game.is_over())


@pytest.mark.parametrize("name", ("sandbox", *RULES_GAMES))
def test_a_saved_game_replays_to_exactly_the_tables_live_play_had(name: str, tmp_path: Path) -> None:
    game, live = started(name, True, 60)
    path = tmp_path / "game.json"
    game.save(path)
    r = replay_of(GameInPlay.load(path))
    assert r.length == len(live) - 1
    r.seek(0)
    for n, table in enumerate(live):
        assert r.table == table, f"{name}: step {n}"
        r.step(1)
    for n in random.Random(1).sample(range(len(live)), min(12, len(live))):
        r.seek(n)
        assert r.table == live[n]


def test_rules_switched_off_mid_game_replay_the_same() -> None:
    from tabletop.core.actions import SwitchRules

    game, live = started("loyang", True, 20)
    assert game.session.dispatch(SwitchRules(False)).ok
    live.append(game.table)
    live += sandbox_like_moves(game)
    r = replay_of(game)
    for n, table in enumerate(live):
        r.seek(n)
        assert r.table == table and r.rules_on == game.session.rules_on_at(n)


def sandbox_like_moves(game: GameInPlay) -> list[Table]:
    out = []
    t = game.table
    area = next(z for z in t.zones.values() if z.kind is ZoneKind.AREA and z.pieces)
    for k in range(4):
        assert game.session.dispatch(MovePiece(area.pieces[-1], area.id, 10.0 * k, 10.0, actor="p1")).ok
        out.append(game.table)
    return out


@pytest.mark.parametrize("name", ("sandbox", "village", "robinson"))
def test_an_unfinished_game_s_replay_shows_only_what_the_holder_could_see(name: str) -> None:
    if name == "sandbox":
        game, live = started(name, False, 80)
    else:
        # reproducible: a game whose bot and dice could end it within 40 steps would fail by chance
        game = GameInPlay.new(load_game(name), 5, players=2, bots={"p2": "easy"}, reproducible=True)
        live = [game.table]
        while len(live) < 40 and not game.is_over():
            seat = game.rules_seat()
            if seat == "p2":
                assert game.bot_step() is not None
            else:
                choice = game.binding.bot_choice(game.session.game_state, game.table, seat, random.Random(len(live)))
                assert choice is not None and game.session.dispatch(choice.action).ok
            live.append(game.table)
    assert not game.is_over()
    holder = game.hotseat.holder
    r = replay_of(game)
    assert not r.open and r.viewer == holder == "p1"
    hidden_seen = 0
    for n, table in enumerate(live):
        r.seek(n)
        view = r.view()
        assert view == view_for(table, holder), "the seat view live play draws"
        for pid in table.pieces:
            if is_hidden(table, pid, holder):
                hidden_seen += 1
                assert pid not in view.pieces, f"{name}: step {n} shows {pid}"
        other = next(z for z in table.zones.values() if z.kind is ZoneKind.HAND and z.owner != holder)
        assert all(pid.startswith("~") for pid in view.zones[other.id].pieces), "another seat's hand"
        for zone in table.zones.values():
            if zone.kind is ZoneKind.STACK and len(zone.pieces) > 1 and is_hidden(table, zone.pieces[0], holder):
                below_top = view.zones[zone.id].pieces[:-1]
                assert all(pid.startswith("~") for pid in below_top), "a pile's order under its top card"
    assert hidden_seen, "the game had something to hide"


def test_a_finished_game_s_replay_is_open() -> None:
    game, _live = started("robinson", True, 400)
    assert game.is_over()
    r = replay_of(game)
    assert r.open and r.view() is game.table
    assert game.chapters().over is not None


def test_play_from_here_keeps_every_action_and_taking_the_line_up_again_restores_it() -> None:
    game, live = started("loyang", True, 400)
    assert game.is_over()
    old, tables_before = list(game.session.actions), list(live)
    at = len(old) // 2
    assert agreement_needed(game, at) is None, "a finished game goes back without asking"
    key = game.session.chance_key
    said = play_from(game, at)
    assert "Line 2" in said and game.lines.name == "Line 2"
    branch = game.lines.branches[0]
    assert branch.name == "Line 1" and branch.at == at and list(branch.actions) == old[at:]
    assert game.session.actions[:at] == old[:at] and isinstance(game.session.actions[at], Announce)
    assert game.session.chance_key != key, "chance is decided anew"
    assert not game.is_over() and "finished" not in game.options
    bot_play(game, 5)
    new_line = list(game.session.actions)
    said = take_up(game, 0)
    assert game.lines.name == "Line 1" and list(game.session.actions) == old
    assert game.table == tables_before[-1] and game.is_over()
    assert [list(b.actions) for b in game.lines.branches] == [new_line[at:]]


def test_going_back_past_a_reveal_in_an_unfinished_game_asks_the_table() -> None:
    game, _live = started("sandbox", False, 30)
    reveals = game.session.reveals(0, game.session.cursor)
    assert reveals
    last = reveals[-1]
    why = agreement_needed(game, last)
    assert why is not None and "everyone at the table agrees" in why and "chance is decided anew" in why
    taking_up = agreement_needed(game, last, taking_up=True)
    assert taking_up is not None and "chance" not in taking_up, "a kept line's chance was decided when played"
    assert agreement_needed(game, last + 1) is None
    floor = max((r + 1 for r in reveals if r + 1 <= last), default=0)
    play_from(game, last)
    assert game.session.undo_floor == floor, "the new line's undo stops where the old one did there"


def test_the_question_names_the_move_seen_not_all_the_rules_did_after_it() -> None:
    game, _live = started("loyang", True, 80)
    s = game.session
    narrated = [k for k in s.reveals(0, s.cursor) if "\n" in s.log_lines(k + 1)[-1]]
    assert narrated and not game.is_over()
    why = agreement_needed(game, narrated[-1])
    assert why is not None and "\n" not in why
    assert s.log_lines(narrated[-1] + 1)[-1].split("\n")[0].rstrip(".") in why


def test_a_kept_line_that_no_longer_replays_is_refused_and_changes_nothing() -> None:
    from msgspec.structs import replace

    game, _live = started("loyang", True, 30)
    play_from(game, 10)
    branch = game.lines.branches[0]
    broken = replace(branch, actions=(branch.actions[1],) + branch.actions)
    game.lines = replace(game.lines, branches=(broken,))
    actions, table = list(game.session.actions), game.table
    said = take_up(game, 0)
    assert "cannot be taken up" in said
    assert list(game.session.actions) == actions and game.table == table and game.lines.branches == (broken,)


def test_bookmarks_and_kept_lines_round_trip_through_a_snapshot(tmp_path: Path) -> None:
    game, _live = started("loyang", True, 60)
    game.lines = game.lines.bookmark(12, "Before the loan").bookmark(40, "The turnip")
    play_from(game, 30)
    game.lines = game.lines.bookmark(31, "New idea")
    path = tmp_path / "lines.json"
    game.save(path)
    loaded = GameInPlay.load(path)
    assert loaded.lines == game.lines
    assert [b.name for b in loaded.lines.bookmarks] == ["Before the loan", "New idea"]
    assert [b.name for b in loaded.lines.branches[0].bookmarks] == ["The turnip"]
    assert any(e.text == "* Before the loan" and e.at == 12 for e in log_entries(loaded))
    assert take_up(loaded, 0).startswith("Line 1 is on the table again")
    assert [b.name for b in loaded.lines.bookmarks] == ["Before the loan", "The turnip"]


def test_an_undone_point_s_bookmark_goes_when_a_new_action_replaces_it() -> None:
    game, _live = started("sandbox", False, 0)
    for x in range(4):
        assert game.session.dispatch(MovePiece("d6-1", "table", 10.0 * x, 10.0, actor="p1")).ok
    game.lines = game.lines.bookmark(4, "end").bookmark(2, "middle")
    game.session.undo()
    game.session.undo()
    assert [b.at for b in game.lines.bookmarks] == [2, 4], "undo alone keeps them: redo may come"
    assert game.session.dispatch(MovePiece("d6-1", "table", 99.0, 10.0, actor="p1")).ok
    assert [b.at for b in game.lines.bookmarks] == [2]


def test_the_log_as_text_has_a_line_per_action_headers_and_the_final_scores() -> None:
    game, _live = started("loyang", True, 400)
    game.lines = game.lines.bookmark(20, "Here it went wrong")
    text = game_text(game)
    lines = text.splitlines()
    numbered = [line for line in lines if line[:6].strip().rstrip(".").isdigit()]
    assert len(numbered) == game.session.cursor
    assert any(line.startswith(" " * 7) and line[7] != " " for line in lines), "what the rules did stands under its move"
    assert "== Round 1 ==" in lines and "== Final scoring ==" in lines and "* Here it went wrong" in lines
    assert any(line.startswith("-- Player 1 --") for line in lines)
    results = lines[lines.index("== Final scoring ==") + 1:]
    assert results[0].startswith(" " * 7 + "1. ") and len(results) == len(game.session.table.seats), \
        "each player's result under the final scoring, best first"
    entries = log_entries(game)
    under = entries[[e.text for e in entries].index("== Final scoring =="):]
    assert [e.header for e in under] == [True] + [False] * len(game.session.table.seats), \
        "the log panel's final header is followed by the results, not left at the bottom alone"
    unfinished, _ = started("sandbox", False, 10)
    assert "The game is not over." in game_text(unfinished)


def test_a_rounds_header_stands_over_its_opening_lines() -> None:
    game, _live = started("loyang", True, 60)
    entries = log_entries(game)
    k = next(i for i, e in enumerate(entries) if e.header and e.text == "== Round 2 ==")
    before, after = entries[k - 1], entries[k + 1]
    assert "\n" not in before.text and not before.more, "the move that ended round 1 stands above the header"
    assert after.more and after.text.startswith("Round 2 of 9 begins.") and after.at == before.at == entries[k].at
    text = game_text(game).splitlines()
    assert text[text.index("== Round 2 ==") + 1].startswith(" " * 7 + "Round 2 of 9 begins.")


def test_the_old_rounds_last_steps_stay_above_the_new_rounds_header() -> None:
    # reproducible: the same game every run, whose first round ends with the mass
    game = GameInPlay.new(load_game("village"), 4, players=2, bots={"p1": "easy", "p2": "easy"}, reproducible=True)
    while game.session.game_state.round < 2:
        assert game.bot_step() is not None
    entries = log_entries(game)
    k = next(i for i, e in enumerate(entries) if e.header and e.text == "== Round 2 ==")
    assert "\nMass: " in entries[k - 1].text, "the mass closes round 1, above its header"
    assert entries[k + 1].more and entries[k + 1].text.startswith("Round 2 begins.")


def test_chapters_follow_the_line_as_it_changes() -> None:
    game, _live = started("loyang", True, 60)
    fresh = Chapters(lambda s: game.binding.stage(s).round, game.binding.is_over)
    s = game.session
    kept = game.chapters()
    play_from(game, 25)
    bot_play(game, 10)
    fresh.update(s.actions, s.cursor, s.state_at, s.rules_on_at)
    assert kept is game.chapters()
    assert (kept.turns, kept.rounds, kept.over) == (fresh.turns, fresh.rounds, fresh.over)


def test_too_many_kept_lines_refuse_a_file_in_words_and_going_back_drops_none(tmp_path: Path) -> None:
    import json

    from msgspec.structs import replace

    from tabletop.core.lines import MAX_BRANCHES
    from tabletop.storage import SnapshotError, load_snapshot

    game, _live = started("sandbox", False, 12)
    play_from(game, 4)
    kept = game.lines.branches[0]
    game.lines = replace(game.lines, branches=tuple(replace(kept, name=f"Kept {k}") for k in range(MAX_BRANCHES)))
    path = tmp_path / "full.json"
    game.save(path)
    data = json.loads(path.read_bytes())
    data["branches"].append({**data["branches"][0], "name": "One too many"})
    path.write_text(json.dumps(data))
    with pytest.raises(SnapshotError, match=f"full.json cannot be loaded: its kept lines of play should be a list "
                                            f"of at most {MAX_BRANCHES}"):
        load_snapshot(path)

    actions, lines = list(game.session.actions), game.lines
    said = play_from(game, 2)
    assert f"already keeps {MAX_BRANCHES} other lines" in said and "none is dropped" in said
    assert list(game.session.actions) == actions and game.lines == lines
