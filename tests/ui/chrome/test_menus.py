import pygame
from chrome_input import click, feed, key, shoot

from tabletop.ui.menus import ContextMenu, MenuItem
from tabletop.ui.theme import ui_font


def items(log):
    return [
        MenuItem("Flip", "F", lambda: log.append("flip")),
        MenuItem("Rotate", "Q / E", lambda: log.append("rotate")),
        MenuItem("Shuffle", "R", lambda: log.append("shuffle")),
        MenuItem("Lock", "L", lambda: log.append("lock"), enabled=False),
        MenuItem("Deal to each player…"),
    ]


def test_pick_calls_back_and_closes(manager, screen):
    log = []
    menu = ContextMenu(manager, (400, 300), "Deck of 40 cards", items(log))
    shoot(manager, screen, "context_menu")
    click(manager, menu, menu.buttons[2])
    assert log == ["shuffle"] and not menu.is_open


def test_disabled_item_does_nothing(manager):
    log = []
    menu = ContextMenu(manager, (400, 300), "Card", items(log))
    click(manager, menu, menu.buttons[3])
    assert log == [] and menu.is_open


def test_escape_and_outside_click_close_and_are_consumed(manager):
    menu = ContextMenu(manager, (400, 300), "Card", items([]))
    assert key(manager, menu, pygame.K_ESCAPE) is True and not menu.is_open
    menu = ContextMenu(manager, (400, 300), "Card", items([]))
    outside = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1)
    assert feed(manager, menu, outside) is True and not menu.is_open


def test_menu_stays_inside_the_window(manager):
    menu = ContextMenu(manager, (1270, 790), "Card", items([]))
    assert manager.get_root_container().get_rect().contains(menu.panel.rect)


def test_long_labels_widen_the_menu_without_hiding_the_shortcut(manager, screen):
    long_items = [MenuItem("Take from the bag and give to a chosen player…", "Shift+R"), MenuItem("Flip", "F")]
    menu = ContextMenu(manager, (200, 200), "Bag of 12 resource cubes", long_items)
    shoot(manager, screen, "context_menu_long")
    label_w = ui_font(manager, 16).size(long_items[0].label)[0]
    shortcut_w = ui_font(manager, 14).size("Shift+R")[0]
    assert menu.buttons[0].rect.width >= label_w + shortcut_w + 20


def test_a_resting_cursor_opens_no_tooltip_over_the_item_below(manager, screen, monkeypatch):
    from pygame_gui.elements import UITooltip

    menu = ContextMenu(manager, (400, 300), "Card", items([]))
    for button in menu.buttons[:-1]:
        pos = (button.rect.centerx, button.rect.bottom - 2)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)  # pygame_gui hovers where the mouse is
        feed(manager, menu, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(30):
            manager.update(0.1)
        below = menu.buttons[menu.buttons.index(button) + 1].rect
        tips = [e for e in manager.get_sprite_group().sprites() if isinstance(e, UITooltip) and e.alive()]
        assert not any(tip.rect.colliderect(below) for tip in tips), "a tooltip covers the next item"
    shoot(manager, screen, "context_menu_hover")
