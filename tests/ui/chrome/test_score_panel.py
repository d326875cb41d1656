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
