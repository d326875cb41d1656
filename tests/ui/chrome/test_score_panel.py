from chrome_input import shoot
from pygame_gui.elements import UILabel

from tabletop.games.kit.contract import ScoreLine, ScoreSheet
from tabletop.ui.score_panel import show_scores


def texts(manager):
    return [e.text for e in manager.get_sprite_group().sprites() if isinstance(e, UILabel) and e.alive()]


def test_scores_in_rank_order_with_breakdown_and_tie_break(manager, screen):
    sheets = [
        ScoreSheet(
            "p1", 31, (ScoreLine("Buildings", 12), ScoreLine("Travels", 19)), rank=2, note="loses the tie on coins"
        ),
        ScoreSheet(
            "p2",
            31,
            (ScoreLine("Buildings", 20), ScoreLine("Chronicle", 11)),
            rank=1,
            note="wins the tie with more coins",
        ),
        ScoreSheet("p3", 8, (ScoreLine("Travels", 8),), rank=3),
    ]
    window = show_scores(manager, sheets, {"p1": "Ann", "p2": "Bob", "p3": "Cleo"})
    shoot(manager, screen, "score_panel")
    shown = texts(manager)
    assert shown.index("Bob") < shown.index("Ann") < shown.index("Cleo")
    assert [t for t in shown if t in ("1st", "2nd", "3rd")] == ["1st", "2nd", "3rd"]
    assert {"Buildings", "Travels", "Chronicle", "Total"} <= set(shown)
    assert shown.count("31") == 2 and "8" in shown and "–" in shown
    assert "Bob: wins the tie with more coins" in shown
    assert window.alive()
    window.kill()
    assert not window.alive()


def test_a_note_shared_by_players_is_given_once_for_all_of_them(manager, screen):
    sheets = [ScoreSheet("p1", 9, (ScoreLine("Path", 9),), rank=2, note="tie broken by Cash"),
              ScoreSheet("p2", 9, (ScoreLine("Path", 9),), rank=1, note="tie broken by Cash"),
              ScoreSheet("p3", 4, (ScoreLine("Path", 4),), rank=3)]
    window = show_scores(manager, sheets, {"p1": "Ann", "p2": "Bob", "p3": "Cleo"})
    notes = [t for t in texts(manager) if "tie broken" in t]
    assert notes == ["Bob and Ann: tie broken by Cash"]
    window.kill()


def test_a_cooperative_game_lost_together_has_no_winner_and_no_places(manager, screen):
    sheets = [ScoreSheet(seat, 7, (ScoreLine("Rounds survived", 7),), rank=1, note="lost", beaten=True)
              for seat in ("p1", "p2")]
    window = show_scores(manager, sheets, {"p1": "Ann", "p2": "Bob"})
    shown = texts(manager)
    assert "1st" not in shown and shown.count("–") == 2 and "Ann and Bob: lost" in shown
    winners = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UILabel) and e.alive()
               and "@score_winner" in e.object_ids]
    assert winners == [], "nobody's column is marked as the winner's"
    window.kill()


def test_a_lone_player_gets_no_place_and_a_rating_is_not_marked_as_a_win(manager, screen):
    sheet = ScoreSheet("p1", 5, (ScoreLine("Path of Prosperity", 8), ScoreLine("Loans", -3)), rank=1,
                       note="below the 17 target")
    window = show_scores(manager, [sheet], {"p1": "Ann"})
    shown = texts(manager)
    assert "1st" not in shown and "Ann: below the 17 target" in shown, "first of one says nothing"
    winners = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UILabel) and e.alive()
               and "@score_winner" in e.object_ids]
    assert winners == [], "below the target is not drawn as a winner's column: the note gives the verdict"
    window.kill()


def test_no_category_name_or_note_is_cut(manager, screen):
    from tabletop.ui.theme import ui_font

    long = "Vegetables on fields and in storehouses at the end of the game"
    sheets = [ScoreSheet(f"p{k}", 40 - k, (ScoreLine(long, 12), ScoreLine("Path of Prosperity", 19 - k)), rank=k,
                         note="wins the tie on cash left after repaying every loan taken during the game"
                         if k == 1 else "") for k in range(1, 5)]
    names = {"p1": "Bartholomew the Third", "p2": "Ann", "p3": "Cleo", "p4": "Maximilian von Longname"}
    window = show_scores(manager, sheets, names)
    shoot(manager, screen, "score_panel_long")
    font = ui_font(manager, 18, bold=True)
    labels = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UILabel) and e.alive() and e.text]
    for label in labels:
        assert font.size(label.text)[0] <= label.rect.width, f"{label.text!r} is cut"
    shown = " ".join(label.text for label in labels)
    for text in (long, "Maximilian von Longname", "wins the tie on cash left after repaying every loan taken"):
        assert " ".join(text.split()) in " ".join(shown.split()) or all(w in shown.split() for w in text.split())
    assert window.rect.width <= 1280
    table = window.get_container().get_rect()
    assert all(table.contains(label.rect) for label in labels if label.rect.top < table.bottom), \
        "every category and player fits the sheet, none behind a sideways scroll"
    window.kill()


def test_the_logs_final_results_give_a_lone_player_no_place() -> None:
    from types import SimpleNamespace

    from tabletop.game_text import final_results

    def game(*sheets: ScoreSheet) -> SimpleNamespace:
        return SimpleNamespace(binding=SimpleNamespace(score_sheets=lambda state: list(sheets)),
                               session=SimpleNamespace(state_at=lambda at: None), seat_name={"p1": "Ann", "p2": "Bob"}.get)

    alone = ScoreSheet("p1", 5, (ScoreLine("Path of Prosperity", 8),), 1, "below the 17 target")
    assert final_results(game(alone), 0) == ["Ann: 5 (Path of Prosperity 8; below the 17 target)"]
    assert final_results(game(alone, ScoreSheet("p2", 3, (), 2)), 0)[1] == "2. Bob: 3 ()"
