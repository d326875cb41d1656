"""Synthetic input for chrome tests: real mouse and key events through the manager, then the component."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame

SHOT_DIR = Path(os.environ.get("TABLETOP_SHOTS", "/tmp/tabletop-chrome-shots"))


def feed(manager: Any, component: Any, event: pygame.event.Event) -> Any:
    """One event in app.py's order: pygame_gui first, then the component; the component's answer back."""
    manager.process_events(event)
    return component.process_event(event)


def click(manager: Any, component: Any, element: Any, button: int = 1) -> Any:
    """Press and release ``button`` at the centre of ``element``'s on-screen rect; the last answer back."""
    manager.update(0.01)
    pos = element.rect.center
    feed(manager, component, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    feed(manager, component, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    answer = feed(manager, component, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    manager.update(0.01)
    return answer


def key(manager: Any, component: Any, key_code: int, mod: int = 0) -> Any:
    down = feed(manager, component, pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0))
    return down or feed(
        manager, component, pygame.event.Event(pygame.KEYUP, key=key_code, mod=mod, unicode="", scancode=0)
    )


def drain(manager: Any, component: Any) -> list[Any]:
    """Deliver the events pygame_gui posted to the queue, and those they post in turn (the app's next frames)."""
    answers = []
    for _frame in range(5):
        events = pygame.event.get()
        if not events:
            break
        answers.extend(feed(manager, component, event) for event in events)
    return answers


def shoot(manager: Any, screen: pygame.Surface, name: str, background: tuple[int, int, int] = (92, 70, 50)) -> Path:
    """Draw the UI over a plain table colour and save a PNG to look at."""
    SHOT_DIR.mkdir(parents=True, exist_ok=True)
    screen.fill(background)
    manager.update(0.01)
    manager.draw_ui(screen)
    path = SHOT_DIR / f"{name}.png"
    pygame.image.save(screen, str(path))
    return path
