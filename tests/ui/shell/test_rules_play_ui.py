"""Loyang with rules on in the running shell (issue 20): the banner and the seats' figures, the move panel
(never another seat's moves, hovering outlines what a move touches), the computer's moves sliding at a
pace a person can follow, the camera following what lands out of view, right-click menus offering only
what the rules allow, the magnifier on a customer with what lies on it, saves keeping the computer's
seats, and the score sheet in the menu at the end."""

from __future__ import annotations

from dataclasses import replace

import pygame

from tabletop.choices import kept
from tabletop.games import load_game
from tabletop.games.definition import default_seats
from tabletop.games.kit.picture import opening_table
from tabletop.games.loyang.kit import KIT
from tabletop.games.loyang.rules.state import RegularSlot
from tabletop.play import GameInPlay
from tabletop.ui.controller_menu import open_context_menu
from tabletop.ui.magnifier import cluster
from tabletop.ui.rules_words import PACES
from tabletop.ui.scene import centre_of
from tabletop.ui.shell_app import Shell
from tabletop.ui.table_stage import _most
from tabletop.userdirs import data_dir
from tests.games.loyang.scenes import in_actions

from .conftest import Rig


def step(shell: Shell, dt: float = 0.1) -> None:
    for event in pygame.event.get():
        shell.handle(event)
    shell.update(dt)
    shell.draw()


def person_to_move(shell: Shell, limit: int = 400) -> None:
    for _ in range(limit):
        if shell.play.game.rules_seat() == "p1":
            return
        step(shell)
    raise AssertionError("Player 1 never got to move")


def test_the_banner_and_the_figures_band_say_where_the_game_stands(shell):
    shell.new_game("loyang", 2, 5, True, {"p2": "easy"})
    play = shell.play
    person_to_move(shell)
    assert play.title() == "Starting vegetables · Player 1"
    band = play.stage.band
    assert [r.name for r in band.rows] == ["Player 1", "Player 2 (computer)"]
    assert [f.label for f in band.rows[0].figures][:3] == ["Cash", "Path", "Loans"]
    assert band.rows[0].deciding and not band.rows[1].deciding
    x, y, w, h = play.stage.band_rect
    assert h > 0 and y + h == play.camera.viewport[1], "the band sits above the table view, covering no piece"
    wheat = next(c for c in play.game.binding.choices(play.session.game_state, play.session.table) if "wheat" in c.label)
    play.controller.dispatch(wheat.action)
    person_to_move(shell)
    assert play.title().startswith("Round 1 of 9 · Card phase · Player 1"), play.title()
    play.toggle_rules()
    step(shell)
    assert band.note and not band.rows, "with rules off the band says no figures are kept"
    _x, y_off, _w, h_off = play.stage.band_rect
    assert h_off < h and y_off + h_off == play.camera.viewport[1], "its one line takes one row, the table the rest"
    play.toggle_rules()
    step(shell)
    assert play.stage.band_rect[3] == h, "rules on again: a row per seat"


def test_a_game_that_keeps_nothing_in_hands_gives_the_strips_height_to_the_table_while_its_rules_are_on(shell):
    shell.new_game("village", 2, 5, True, {})
    stage = shell.play.stage
    step(shell)
    view = stage.camera.viewport
    assert stage.hand_rect[3] == 0 and view[1] + view[3] == shell.window.get_height(), \
        "no piece could go in a hand: the table reaches the window's foot"
    shell.play.toggle_rules()
    step(shell)
    assert stage.hand_rect[3] > 0 and stage.camera.viewport[1] + stage.camera.viewport[3] == stage.hand_rect[1], \
        "rules off, anything may go in a hand: the strip is back under the table"
    shell.new_game("loyang", 2, 5, True, {})
    step(shell)
    assert shell.play.stage.hand_rect[3] > 0, "Loyang's cards are held in hands"


def test_the_computer_moves_one_step_at_a_time_slides_then_pauses(shell):
    shell.new_game("loyang", 2, 5, True, {"p1": "easy", "p2": "easy"})
    play = shell.play
    for _ in range(3):
        step(shell)
    frames, moves = 0, play.session.cursor
    while play.session.cursor == moves:
        step(shell)
        frames += 1
        assert frames < 100
    seen_slide = play.stage.slides.active
    between = 0
    moves = play.session.cursor
    while play.session.cursor == moves:
        step(shell)
        between += 1
        assert between < 100
    normal = next(p for p in PACES if p.name == "normal")
    assert seen_slide, "the computer's move slides its pieces"
    assert between * 0.1 >= normal.pause, "a pause after each of the computer's moves"
    shell.next_pace(play)
    assert play.pace.name == "fast" and shell.pace == "fast"
    assert kept(data_dir())["pace"] == "fast"
    assert type(shell)(shell.window, art=False).pace == "fast", "the next run starts at the pace chosen last"
    moves, fast = play.session.cursor, 0
    while play.session.cursor == moves:
        step(shell)
        fast += 1
    assert fast < between


def test_a_loaded_game_keeps_the_computers_seat_and_never_lists_its_moves(shell, tmp_path):
    game = GameInPlay.new(load_game("loyang"), 5, players=2, bots={"p2": "easy"})
    path = tmp_path / "bots.tabletop.json"
    game.save(path)
    shell.open_snapshot(path)
    play = shell.play
    assert play.game.bots == {"p2": "easy"}
    seen_bot = False
    for _ in range(300):
        if play.game.rules_seat() == "p2" and not play.stage.slides.active:
            seen_bot = True
            assert play.hud.moves.choices == () and play.hud.moves.waiting == "Player 2 is playing…"
            assert play.title().endswith("Player 2 (computer) · thinking…")
        if play.game.rules_seat() == "p1":
            choices = play.game.binding.choices(play.session.game_state, play.session.table)
            assert all(c.action.actor == "p1" for c in play.hud.moves.choices)
            play.controller.dispatch(choices[0].action)
        step(shell)
        if seen_bot and any(a.actor == "p2" for a in play.session.actions):
            return
    raise AssertionError("the computer never moved in the loaded game")


def test_hovering_a_move_outlines_the_pieces_it_touches(shell):
    shell.new_game("loyang", 2, 5, True, {"p2": "easy"})
    play = shell.play
    person_to_move(shell)
    moves = play.hud.moves
    wheat = next(c for c in moves.behind if c is not None and "wheat" in c.label)
    row = moves.behind.index(wheat)
    view = moves.view
    top = next(i for i, (_t, k) in enumerate(view.rows) if k == row)
    pos = (view.image.rect.centerx, view.image.rect.top + top * view.row_h + view.row_h // 2)
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    home = next(p for p in play.session.table.zones["p1:fields"].pieces if p.startswith("home-"))
    assert home in play.ui.hint
    play.stage.rebuild()
    lit = {s.piece for s in play.scene.layer.sprites if s.highlight == "hint"}
    assert home in lit and any(p.startswith("wheat") for p in lit)
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
    assert play.ui.hint == frozenset()


def test_a_move_slides_its_pieces_and_the_camera_follows_what_lands_out_of_view(shell):
    shell.new_game("loyang", 2, 5, True, {"p2": "easy"})
    play = shell.play
    person_to_move(shell)
    camera = play.camera
    camera.step = camera.target_step = len(camera.steps) - 1
    camera.cx = camera.cy = camera.target_x = camera.target_y = 0.0
    wheat = next(c for c in play.game.binding.choices(play.session.game_state, play.session.table) if "wheat" in c.label)
    play.controller.dispatch(wheat.action)
    play.stage.rebuild()
    assert play.stage.slides.active and play.stage.slides.paths
    assert (camera.target_x, camera.target_y) != (0.0, 0.0), "the camera goes after the pieces that moved"
    for _ in range(30):
        play.stage.tick(0.05)
    assert not play.stage.slides.active


def test_a_right_click_with_rules_on_offers_only_what_the_rules_allow() -> None:
    rig = Rig(definition=load_game("loyang"))
    seat = rig.game.rules_seat()
    rig.ui.viewer = seat
    wheat = next(p for p in rig.table.zones[f"{seat}:board"].pieces if p.startswith("wheat"))
    rig.move(rig.at(wheat))
    open_context_menu(rig.controller, rig.at(wheat))
    labels = [e.label for e in rig.chrome.menu[2]]
    assert labels[0] == "Buy a wheat for 3 and sow your Home field with it"
    assert "Flip" not in labels and "Lock" not in labels and "Add 1" not in labels
    rig.chrome.pick("Buy a wheat")
    assert rig.session.cursor == 1
    top = rig.table.zones["draw"].pieces[-1]
    open_context_menu(rig.controller, rig.at(top))  # the draw pile: nothing to shuffle, deal or search
    assert not any(e.label.startswith(("Shuffle", "Deal", "Search", "Draw")) for e in rig.chrome.menu[2])


def test_the_magnifier_takes_a_customer_with_its_marker_and_vegetables() -> None:
    state = in_actions(me={"regulars": (RegularSlot("regular-10", delivered=3, rows=1),)})
    state = replace(state, draw=tuple(c for c in state.draw if c != "regular-10"))
    table = opening_table(KIT.picture, state, default_seats(2), "loyang")
    on_it = [p for p in table.zones["p1:right"].pieces if p != "regular-10"]
    assert len(on_it) == 4, on_it  # the marker and three delivered vegetables
    for hovered in ("regular-10", on_it[0]):
        anchor, group = cluster(table, hovered)
        assert anchor == "regular-10" and set(group) == {"regular-10", *on_it}


def test_at_the_end_the_menu_offers_the_score_sheet(shell, tmp_path):
    from tabletop.ui.shell_play import PlayScreen
    from tabletop.ui.table_stage import TableStage
    from tests.games import toy

    game = GameInPlay.new(toy.DEFINITION, 1, players=2, options={"goal": 1})
    shell.play = PlayScreen(shell.manager, shell.window, TableStage(shell.window, game, None))
    roll = next(c for c in game.binding.choices(game.session.game_state, game.table) if c.kind == "roll")
    shell.play.controller.dispatch(roll.action)
    assert shell.play.title().startswith("Game over · ") and "wins" in shell.play.title()
    shell.open_menu()
    labels = [b.text for b in shell.play.menu.buttons]
    assert "Score sheet" in labels


def test_the_spots_a_carried_piece_may_go_to_are_outlined_above_the_pieces() -> None:
    from tabletop.ui.state import Drag

    rig = Rig(definition=load_game("loyang"))
    marker = "scoring-1"
    rig.ui.drag = Drag((marker,), rig.at(marker), rig.at(marker), {}, spots=frozenset({(300.0, 900.0)}))
    spots = rig.scene().spots
    x, y = rig.point(300.0, 900.0)
    assert len(spots) == 1 and abs(spots[0][0] + spots[0][2] // 2 - x) <= 1 and abs(spots[0][1] + spots[0][3] // 2 - y) <= 1


def test_a_cooperative_game_lost_together_is_won_by_nobody() -> None:
    from types import SimpleNamespace

    from tabletop.games.kit.contract import ScoreSheet
    from tabletop.ui.rules_words import winners

    def game(beaten: bool) -> SimpleNamespace:
        sheets = [ScoreSheet(seat, 7, (), 1, "lost" if beaten else "won", beaten=beaten) for seat in ("p1", "p2")]
        return SimpleNamespace(binding=SimpleNamespace(score_sheets=lambda state: sheets),
                               session=SimpleNamespace(game_state=None), seat_name={"p1": "Ann", "p2": "Bob"}.get)

    assert winners(game(beaten=False)) == "Ann & Bob win"
    assert winners(game(beaten=True)) == "everyone loses"


def test_a_lone_player_is_told_the_rating_not_that_they_won() -> None:
    from types import SimpleNamespace

    from tabletop.games.kit.contract import ScoreSheet
    from tabletop.ui.rules_words import winners

    def game(note: str) -> SimpleNamespace:
        sheets = [ScoreSheet("p1", 4, (), 1, note)]
        return SimpleNamespace(binding=SimpleNamespace(score_sheets=lambda state: sheets),
                               session=SimpleNamespace(game_state=None), seat_name={"p1": "Ann"}.get)

    assert winners(game("below the 17 target")) == "Ann: below the 17 target"
    assert winners(game("")) == "Ann wins", "a lone seat whose game gives no rating is still its game's winner"


def test_a_narrow_tool_bar_cuts_the_hint_of_the_game_over_banner_not_the_result() -> None:
    from types import SimpleNamespace

    from tabletop.games.kit.contract import ScoreSheet
    from tabletop.ui.hud import fit_status
    from tabletop.ui.rules_words import banner

    sheets = [ScoreSheet("p1", 4, (), 1, "below the 17 target")]
    game = SimpleNamespace(hotseat=None, is_over=lambda: True, seat_name={"p1": "Ann"}.get,
                           binding=SimpleNamespace(score_sheets=lambda state: sheets),
                           session=SimpleNamespace(game_state=None))
    text, result = banner(game), "Ann: below the 17 target"
    assert fit_status(text, len(text) - 10, len).endswith(" · " + result)
    assert fit_status(text, len(result) + 15, len) == "Game over · " + result


def test_the_hover_outline_stays_under_the_pointer_when_a_move_carries_the_hovered_piece_away(shell):
    shell.new_game("loyang", 1, 5, True, {})
    play = shell.play
    step(shell)
    session = play.session
    buy = next(c for c in play.game.binding.choices(session.game_state, session.table) if "wheat" in c.label)
    trial = GameInPlay.new(load_game("loyang"), 5, players=1, options={"rules": True})
    assert trial.session.dispatch(buy.action).ok
    moved = trial.session.table.pieces
    carried = next(p for p in session.table.zones["p1:board"].pieces if moved[p].zone != "p1:board")
    x, y, w, h = play.stage.rebuild().layer.by_piece[carried].rect
    pos = play.scene.on_screen((x + w // 2, y + h // 2, 0, 0))[:2]
    play.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert play.ui.hover == carried
    play.controller.dispatch(buy.action)
    for _ in range(30):
        play.stage.tick(0.05)
    hover = play.stage.rebuild().hover
    assert hover is None or pygame.Rect(hover).collidepoint(pos), "no outline away from the pointer"


def test_when_a_move_lands_pieces_at_both_ends_of_the_table_the_camera_goes_where_most_landed(shell):
    shell.new_game("loyang", 1, 5, True, {})
    play = shell.play
    step(shell)
    camera = play.camera
    table = play.session.table
    home = next(p for p in table.zones["p1:fields"].pieces if p.startswith("home-"))
    for _ in range(6):
        camera.zoom_at(play.scene.on_screen(play.scene.layer.by_piece[home].rect)[:2], 1)
    for _ in range(40):
        camera.update(0.05)
    buy = next(c for c in play.game.binding.choices(play.session.game_state, table) if "wheat" in c.label)
    play.controller.dispatch(buy.action)
    play.stage.rebuild()
    ends = [end for _start, end in play.stage.slides.paths.values()]
    _left, _top, w, h = camera.visible_table_rect()
    assert max(x for x, _y in ends) - min(x for x, _y in ends) > w, "the sowing and its price land far apart"
    x, y = centre_of(play.session.table, home)
    assert abs(camera.target_x - x) < w / 2 and abs(camera.target_y - y) < h / 2, \
        "the view stays on the fields the wheat was sown in, not between them and the supply"


def test_the_most_landed_pieces_one_view_shows_and_of_equal_groups_the_nearer() -> None:
    left, right = [(10.0, 10.0), (30.0, 20.0), (50.0, 40.0)], [(900.0, 10.0), (950.0, 30.0)]
    assert sorted(_most(left + right, 100, 100, (900, 0))) == left
    assert sorted(_most(left[:2] + right, 100, 100, (900, 0))) == right
    assert sorted(_most(left[:2] + right, 100, 100, (0, 0))) == left[:2]
