import pygame

from tabletop.ui.curtain import Curtain
from tabletop.ui.help_overlay import HelpOverlay

BINDINGS = [
    ("F", "Flip the piece under the cursor"),
    ("Q / E", "Rotate left / right"),
    ("R", "Roll a die / shuffle a stack"),
    ("1–9", "Draw that many cards into your hand"),
    ("Alt (hold)", "Magnify the piece under the cursor"),
    ("Ctrl+Z / Ctrl+Y", "Undo / redo"),
    ("F1 or ?", "This sheet"),
]


def down(pos=(100, 100)):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos=(100, 100)):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_curtain_hides_everything_and_names_the_next_player(screen):
    lifted = []
    curtain = Curtain(lambda: lifted.append(1), arm_ms=0)
    screen.fill((255, 0, 0))
    pygame.draw.rect(screen, (0, 255, 0), (500, 700, 300, 100))  # a "hand" along the bottom
    curtain.show("Bea")
    curtain.draw(screen)
    pygame.image.save(screen, "/tmp/tabletop-chrome-shots/curtain.png")
    colours = {tuple(screen.get_at((x, y)))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert (255, 0, 0) not in colours and (0, 255, 0) not in colours
    assert curtain.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert curtain.visible and lifted == []


def test_curtain_ignores_the_release_of_an_earlier_click(screen):
    lifted = []
    curtain = Curtain(lambda: lifted.append(1), arm_ms=0)
    curtain.show("Bea")
    assert curtain.process_event(up())  # the end-turn click's release: swallowed, curtain stays
    assert curtain.visible
    curtain.process_event(down())
    curtain.process_event(up())
    assert not curtain.visible and lifted == [1]
    assert not curtain.process_event(down())


def test_curtain_lifts_with_enter_only_once_armed(screen):
    lifted = []
    curtain = Curtain(lambda: lifted.append(1), arm_ms=60_000)
    curtain.show("Bea")
    curtain.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert curtain.visible
    curtain.arm_ms = 0
    curtain.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert not curtain.visible and lifted == [1]


def test_help_overlay_toggles_and_swallows_input(screen):
    overlay = HelpOverlay(BINDINGS)
    assert not overlay.process_event(down())
    overlay.toggle()
    screen.fill((92, 70, 50))
    overlay.draw(screen)
    pygame.image.save(screen, "/tmp/tabletop-chrome-shots/help.png")
    assert overlay.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f"))
    assert overlay.visible
    assert overlay.process_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    )
    assert not overlay.visible


def test_help_overlay_fits_a_small_window_in_columns():
    overlay = HelpOverlay(BINDINGS * 4)
    overlay.toggle()
    small = pygame.Surface((900, 500))
    overlay.draw(small)
    sheet = overlay._sheet[1]
    pygame.image.save(sheet, "/tmp/tabletop-chrome-shots/help_small.png")
    assert sheet.get_size() == (900, 500)
    assert tuple(sheet.get_at((5, 5))) == (20, 14, 8, 170)  # the veil shows around a card that fits
    assert tuple(sheet.get_at((450, 250)))[:3] != (20, 14, 8)
