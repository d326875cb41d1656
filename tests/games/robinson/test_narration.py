"""The log says what Robinson's rules did by themselves: the actions and their dice, cards drawn, the
weather, the night, the next round's event; a decision says who makes it and why, in the log and as the
panel's header."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from tabletop.games.definition import default_seats
from tabletop.games.kit.binding import GameBinding
from tabletop.games.kit.contract import Chance, Rejected
from tabletop.games.kit.picture import opening_table
from tabletop.games.kit.words import NEW_ROUND
from tabletop.games.robinson.kit import KIT
from tabletop.games.robinson.narration import happened
from tabletop.games.robinson.rules.moves import Kind, Move
from tabletop.games.robinson.rules.state import Slot, State
from tabletop.games.robinson.words import WORDS
from tests.games.robinson.scenes import DONE, Rigged, card, face, game, ok, who

NAMES = {"p1": "Ann", "p2": "Bob", "p3": "Cy", "p4": "Di"}
HOPE = card("adventure", "build-lack-of-hope")


def _roof_with_hope() -> tuple[State, State]:
    """Two players, the Shelter standing, Ann's character alone on the roof; Lack of Hope tops the build
    adventures and the dice show a wound, a success and an adventure."""
    s = replace(game(2), shelter=True, avail=(5, 0, 0, 0))
    lead = who(s).id
    decks = list(s.adventures)
    decks[0] = (HOPE, *(c for c in decks[0] if c != HOPE))
    s = replace(s, adventures=(decks[0], decks[1], decks[2]), plan=(Slot("build", "roof", 0, (f"{lead}-1",), ("p1",)),))
    s = ok(s, DONE)
    rig = Rigged(face("build-wound", "wound"), face("build-success", "success"), face("build-adventure", "adventure"))
    return s, ok(s, DONE, rig)


def test_a_resolved_build_says_its_dice_what_it_built_and_the_adventure_card() -> None:
    before, after = _roof_with_hope()
    lines = happened(before, after, DONE, NAMES)
    lead = who(before).id
    character = f"The {lead.capitalize()} (Ann)"
    expected = [f"{character}: Build Roof (paying ", "Dice: success, a wound and an adventure.",
                f"{character}: 1 wound.", "Roof +1 (now 1).", "Adventure card Lack of Hope: discard 3 invention cards."]
    at = [next(i for i, line in enumerate(lines) if line.startswith(e)) for e in expected]
    assert at == sorted(at), lines
    assert lines[0] == "— Action phase: resolving the plan"


def test_a_decision_says_who_decides_and_why_in_the_log_and_the_panel() -> None:
    before, after = _roof_with_hope()
    assert after.pending is not None and after.pending.kind == "choose"
    lines = happened(before, after, DONE, NAMES)
    assert lines[-2:] == ["Adventure card Lack of Hope: discard 3 invention cards.", "Ann decides."]
    nxt = ok(after, Move(Kind.CHOOSE, n=0))
    assert happened(after, nxt, Move(Kind.CHOOSE, n=0), NAMES) == [
        "Ann decides: Lack of Hope: discard 3 invention cards (2 of 3)"]
    rules = GameBinding(KIT, default_seats(2), 1, {})
    table = opening_table(KIT.picture, after, default_seats(2), "robinson")
    groups = {c.group for c in rules.choices(after, table)}
    assert groups == {"Lack of Hope: discard 3 invention cards (1 of 3)"}
    assert WORDS.kind(Kind.CHOOSE) == "Choose"


def test_the_night_and_the_next_rounds_event() -> None:
    fire = card("event", "fire")
    s = replace(game(2, seed=8), avail=(0, 1, 0, 0), flags=frozenset({"prod:skip"}))  # no wood on the camp
    s = ok(replace(s, events=(fire, *(c for c in s.events if c != fire))), DONE)
    night = ok(s, DONE, Rigged())
    lines = happened(s, night, DONE, NAMES)
    assert lines[-4:-1] == ["— Night phase", "Supper: 1 food short.", "Resources: −1 food."], lines
    assert lines[-1] == "Ann decides: Not enough food: who goes hungry (2 wounds each)?", lines
    after = ok(night, Move(Kind.CHOOSE, n=0))
    lines = happened(night, after, Move(Kind.CHOOSE, n=0), NAMES)
    expected = ["No shelter: a night in the open.", NEW_ROUND, "— Event phase", "Event card: Fire."]
    at = [lines.index(e) for e in expected]
    assert at == sorted(at), lines
    assert any(re.fullmatch(r"The \w+ \(Ann\): 2 wounds\.", line) for line in lines), lines


def test_the_weather_is_said_with_its_clouds_and_animals() -> None:
    s = replace(game(2), avail=(3, 3, 0, 0), flags=frozenset({"animals"}))
    s = ok(s, DONE)
    for face_, said in ((3, "Weather: clear skies."), (2, "Weather: food −1."), (0, "Weather: a beast of strength 3.")):
        lines = happened(s, ok(s, DONE, Rigged(face_)), DONE, NAMES)
        assert lines[lines.index("— Weather phase") + 1] == said, lines


def test_every_move_of_random_games_is_said_in_whole_words() -> None:
    """No template left unfilled, no piece id, no empty line, in a few hundred moves of random games."""
    raw = re.compile(r"[{}]|\w+:[\w-]+(#\d+)?\b|#\d")
    said = 0
    for seed in range(1, 9):
        s = KIT.engine.new_game(["p1", "p2", "p3"], seed, {})
        rng = random.Random(seed)
        for _step in range(150):
            if KIT.engine.is_over(s):
                break
            moves = list(KIT.engine.legal_moves(s))
            done = [m for m in moves if m.t == Kind.DONE]
            move = done[0] if done and rng.random() < 0.3 else rng.choice(moves)
            after = KIT.engine.apply(s, move, Chance(rng.randrange(2**53)))
            assert not isinstance(after, Rejected)
            for line in happened(s, after, move, NAMES):
                assert line.strip() and not raw.search(line), (move, line)
            said += 1
            s = after
    assert said >= 300


def test_a_long_entry_still_saves_and_loads_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A resolved plan can say more than a file keeps of a line (1,000 characters): the file keeps a line's
    worth and the log, rendered again from the states, shows it all after loading."""
    from tabletop.games import load_game
    from tabletop.play import GameInPlay

    played = GameInPlay.new(load_game("robinson"), 5, rules_on=True, reproducible=True)
    played.bots = dict.fromkeys(played.seat_ids, "easy")
    longest = 0
    for _step in range(100):
        outcome = played.bot_step()
        longest = max(len(line) for line in played.session.log_lines())
        if outcome is None or not outcome.ok or longest > 1000:
            break
    assert longest > 1000
    played.save(tmp_path / "long.json")
    loaded = GameInPlay.load(tmp_path / "long.json")
    assert max(len(line) for line in loaded.session.log_lines()) == longest


def test_the_log_opens_with_the_first_rounds_morale_and_production_which_setting_out_plays() -> None:
    from tabletop.game_text import game_text, log_entries
    from tabletop.games import load_game
    from tabletop.play import GameInPlay

    solo = GameInPlay.new(load_game("robinson"), 11, players=1, rules_on=True)
    header, opening = log_entries(solo)
    assert header.header and header.text == "== Round 1 =="
    assert opening.at == 0 and opening.text.split("\n") == [
        "Round 1 of 12 begins.", "— Morale phase", "Morale +1 (now +1).", "The Explorer (Player 1): +1 determination.",
        "— Production phase", "Resources: +1 wood, +1 food.", "Next: Action phase: planning: The Explorer plans."], \
        "the food and wood the first plan spends, and the solo morale, come from somewhere the log says"
    text = game_text(solo).splitlines()
    assert "       Resources: +1 wood, +1 food." in text
    assert text[0] == "Robinson Crusoe: Adventure on the Cursed Island: 1 player (Player 1), rules on", "one player, not 1 players"
    plain = GameInPlay.new(load_game("robinson"), 11, players=1, rules_on=False)
    loyang = GameInPlay.new(load_game("loyang"), 11, players=2, rules_on=True)
    assert [e.text for e in log_entries(plain)] == [] and all(e.header for e in log_entries(loyang)), \
        "with rules off, or a game whose setting out does nothing by the rules, the log opens with no such lines"
