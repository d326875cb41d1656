"""Random mouse, key and resize events fed through the running shell, a few per frame."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from tabletop.ui.shell_app import Shell

KEYS = [pygame.K_f, pygame.K_q, pygame.K_e, pygame.K_r, pygame.K_l, pygame.K_1, pygame.K_3, pygame.K_9,
        pygame.K_LALT, pygame.K_HOME, pygame.K_LEFT, pygame.K_UP, pygame.K_a, pygame.K_d, pygame.K_RETURN,
        pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_x, pygame.K_DELETE, pygame.K_TAB]
CTRL_KEYS = [pygame.K_z, pygame.K_y, pygame.K_z, pygame.K_y, pygame.K_s, pygame.K_o]
EVENTS_PER_FRAME = 10


def random_event(rng: random.Random, size: tuple[int, int], held: set[int],
                 targets: list[tuple[int, int]]) -> pygame.event.Event:
    """One event; half the time the pointer goes to a piece (``targets``), so keys and drags hit things."""
    w, h = size
    pos = rng.choice(targets) if targets and rng.random() < 0.5 else (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.40:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                                  buttons=(0, 0, 0))
    if roll < 0.62:
        button = rng.choice((1, 1, 1, 2, 3))
        if button in held:
            held.discard(button)
            return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        held.add(button)
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    if roll < 0.67:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if roll < 0.675:
        key = rng.choice(CTRL_KEYS)
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_LCTRL, unicode="")
    if roll < 0.895:
        key = rng.choice(KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.6 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=0, unicode="?" if rng.random() < 0.02 else "")
    if roll < 0.90:
        new = (rng.randint(960, 1600), rng.randint(600, 1000))
        return pygame.event.Event(pygame.VIDEORESIZE, w=new[0], h=new[1], size=new)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))


def rss_mb() -> float:
    """The process's resident memory (Linux), in MB."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * 4096 / 1e6


def soak(shell: Shell, events: int, seed: int, warm_up: int = 0) -> tuple[float, float, int, int]:
    """Feed ``events`` random events; restart a table whenever a random click left it.  Returns
    (memory after warm-up, memory at the end, tables started, actions recorded)."""
    rng = random.Random(seed)
    held: set[int] = set()
    started = actions = 0
    base = rss_mb()
    for n in range(0, events, EVENTS_PER_FRAME):
        if shell.play is None or not shell.running:
            shell.running = True
            shell.new_game("sandbox", rng.randint(1, 4), rng.randrange(1000), False, ())
            started += 1
        scene = shell.play.scene if shell.play is not None else None
        targets = [scene.on_screen(s.rect)[:2] for s in scene.layer.sprites] if scene is not None else []
        targets = [(x + 2, y + 2) for x, y in targets]
        for _ in range(EVENTS_PER_FRAME):
            event = random_event(rng, shell.window.get_size(), held, targets)
            play = shell.play
            if play is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                play.curtain.arm_ms = 0
            if event.type == pygame.VIDEORESIZE:
                shell.window = pygame.display.set_mode(event.size, pygame.RESIZABLE)
                if shell.play is not None:
                    shell.play.window = shell.window
            shell.handle(event)
            if play is not None and shell.play is not play:
                actions += play.session.cursor
        shell.update(1 / 60)
        shell.draw()
        if n < warm_up <= n + EVENTS_PER_FRAME:
            base = rss_mb()
    if shell.play is not None:
        actions += shell.play.session.cursor
    return base, rss_mb(), started, actions
