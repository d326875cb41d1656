import pygame
from chrome_input import click, feed, key, shoot

from tabletop.ui.menus import ContextMenu, MenuItem


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
