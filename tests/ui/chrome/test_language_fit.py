"""The longest translation still fits: every word on the start screen, for every game and player count,
in every language, lies inside its button or label, and no two of them overlap (Hungarian compounds
and Greek words are the test)."""

from __future__ import annotations

import itertools

import pytest
from pygame_gui.elements import UIButton, UILabel

from tabletop.games import GAME_MODULES, load_game
from tabletop.lang.catalogues import LANGUAGES
from tabletop.ui import i18n
from tabletop.ui.start_screen import GameEntry, StartScreen


def entries() -> list[GameEntry]:
    out = []
    for game in GAME_MODULES:
        d = load_game(game)
        choices = tuple((k, tuple(v)) for k, v in d.options.items() if isinstance(v, (list, tuple)) and v)
        out.append(GameEntry(d.id, d.title, d.min_seats, d.max_seats, d.rules is not None, d.summary, choices))
    return out


def worded(manager) -> list[tuple[str, object]]:
    """(words, widget) for every button and label showing words (the language picker's list aside)."""
    found = []
    for element in manager.get_sprite_group().sprites():
        text = getattr(element, "text", "")
        worded = any(c.isalnum() for c in text)  # a drop-down's ▲ / ▼ is a symbol on a small button
        if worded and isinstance(element, (UIButton, UILabel)) and "drop_down" not in str(element.most_specific_combined_id):
            found.append((text, element))
    return found


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_start_screen_word_fits_and_stays_clear_of_the_others(manager, code):
    i18n.set_language(code)
    games = entries()
    for index, game in enumerate(games):
        start = StartScreen(manager, games, resume="")
        start._change(game=index, count=game.max_seats)
        shown = worded(manager)
        too_wide = [text for text, e in shown if e.font.size(text)[0] > e.rect.width - (16 if isinstance(e, UIButton) else 0)]
        assert not too_wide, f"{code}, {game.title}: too wide for their widgets: {too_wide}"
        sheet = start._sheet.get_container().get_rect()
        outside = [text for text, e in shown if not sheet.contains(e.rect)]
        assert not outside, f"{code}, {game.title}: words running off the sheet: {outside}"
        overlapping = [(a, b) for (a, ea), (b, eb) in itertools.combinations(shown, 2) if ea.rect.colliderect(eb.rect)]
        assert not overlapping, f"{code}, {game.title}: words lying over each other: {overlapping}"
        start.kill()


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_tool_bar_word_fits_its_button(manager, code):
    from tabletop.ui.commands import CommandTable
    from tabletop.ui.hud import ALWAYS, TOOL_BUTTONS, TOOL_PRIORITY, Hud

    i18n.set_language(code)
    hud = Hud(manager, (1280, 800), CommandTable({name: lambda: None for name, _w in TOOL_BUTTONS}))
    hud.set_undo_redo(False, False)
    hud.set_status(i18n._("Replay · {who} · {seen}", who=i18n._("the opening table"),
                          seen=i18n._("everything open: the game is over")))
    for available, on in ((True, True), (True, False)):
        hud.set_rules(available, on)
        manager.update(0.01)
        shown = [b for b in hud.buttons.values() if b.visible]
        drawn = [b.text for b in shown if b.image.get_size() != b.rect.size]
        assert not drawn, f"{code}: buttons drawn at another size than they have: {drawn}"
        tight = [b.text for b in shown if b.font.size(b.text)[0] > b.rect.width - 8]
        assert not tight, f"{code}: tool bar words wider than their buttons: {tight}"
        assert {hud.buttons[name] for name in TOOL_PRIORITY[:ALWAYS]} <= set(shown), f"{code}: a needed button left out"
        assert not [(a, b) for a, b in itertools.combinations([b.rect for b in shown], 2) if a.colliderect(b)]


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_score_sheet_word_fits_its_cell(manager, code):
    """The longest category of every game, and a long note, in every language."""
    from tabletop.games.kit.contract import ScoreLine, ScoreSheet
    from tabletop.games.loyang.rules.scoring import SOLO_RATINGS
    from tabletop.games.my_village.rules.scoring import CATEGORIES
    from tabletop.ui.score_panel import show_scores

    i18n.set_language(code)
    categories = [*CATEGORIES, "Vegetables on fields and in the Storehouse (tie-break)", "Village chronicle",
                  "Signal fire lit", "Rounds survived"]
    lines = tuple(ScoreLine(c, 3) for c in categories)
    sheets = [ScoreSheet("p1", 30, lines, 1, i18n._("tie on points broken by customers served ({served})", served=4)),
              ScoreSheet("p2", 20, lines, 2, i18n._(SOLO_RATINGS[0][1]))]
    window = show_scores(manager, sheets, {"p1": "Ágnes", "p2": "Ελένη"})
    labels = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UILabel) and e.text]
    tight = [e.text for e in labels if e.font.size(e.text)[0] > e.rect.width]
    assert labels and not tight, f"{code}: score sheet words wider than their cells: {tight}"
    window.kill()


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_replay_bar_word_fits_its_button(manager, code):
    """The VCR bar under a table view of a 1280-wide window, with its longest words shown."""
    import pygame

    from tabletop.ui.commands import CommandTable
    from tabletop.ui.replay_bar import ROW_BUTTONS, TOP_BUTTONS, ReplayBar

    i18n.set_language(code)
    names = [name for name, _w in (*ROW_BUTTONS, *TOP_BUTTONS)]
    bar = ReplayBar(manager, pygame.Rect(0, 600, 1024, 84), CommandTable({n: lambda: None for n in names}),
                    lambda _at: None, hand=True)
    bar.set_text("replay_play", i18n._("❚❚ Pause"))
    bar.set_text("replay_hand", i18n._("Hand: {name}", name="Παίκτης 3"))
    bar.show_position(1234, 1240, i18n._("{n} of {total}", n=1234, total=1240) + " · " + i18n._("round {n}", n=12))
    manager.update(0.01)
    parts = [*bar.buttons.values(), bar.label]
    tight = [p.text for p in parts if p.font.size(p.text)[0] > p.rect.width - 4]
    assert not tight, f"{code}: replay bar words wider than their place: {tight}"
    rects = [p.rect for p in parts]
    assert not [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]
    bar.kill()


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_the_side_column_headings_fit_at_every_ui_scale(screen, code):
    """The right column is at most a fifth of the window: at 200 % in a 1280-wide one its headings take
    a smaller style (or are shortened) rather than run off its edge."""
    from tabletop.command_line import UI_SCALES
    from tabletop.core.actions import GameMove
    from tabletop.games.kit.binding import Choice
    from tabletop.ui.commands import CommandTable
    from tabletop.ui.hud import TOOL_BUTTONS, Hud
    from tabletop.ui.theme import make_manager

    i18n.set_language(code)
    for scale in UI_SCALES:
        manager = make_manager((1280, 800), scale)
        hud = Hud(manager, (1280, 800), CommandTable({name: lambda: None for name, _w in TOOL_BUTTONS}))
        column = hud._side.get_container().get_rect()
        for waiting in ("", i18n._("{name} is playing…", name="Παίκτης 2 (υπολογιστής)")):
            choices = [] if waiting else [Choice("Sow", "say", "Say", GameMove("sandbox", {"say": "sow"}))]
            hud.set_choices(choices, list, None, waiting)
            manager.update(0.01)
            for title in (hud.moves.title, hud.log_title):
                assert title.text, f"{code} at {scale}: an empty heading"
                assert title.font.size(title.text)[0] <= title.rect.width, f"{code} at {scale}: {title.text!r} is cut"
                assert column.contains(title.rect), f"{code} at {scale}: {title.text!r} runs off the column"
        hud.kill()
