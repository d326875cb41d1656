"""Headless pygame for the shell's tests, and a rig that drives the table controller with synthetic events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Callable, Sequence  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.core.visibility import view_for  # noqa: E402
from tabletop.games import load_game  # noqa: E402
from tabletop.games.definition import GameDefinition  # noqa: E402
from tabletop.play import GameInPlay  # noqa: E402
from tabletop.ui.camera import Camera  # noqa: E402
from tabletop.ui.controller import Controller  # noqa: E402
from tabletop.ui.controller_ports import MenuEntry, Ports  # noqa: E402
from tabletop.ui.scene import Scene, build_scene, centre_of  # noqa: E402
from tabletop.ui.state import UiState  # noqa: E402


class FakeChrome:
    """Stands in for the chrome: records what the controller asked for, so tests can answer it."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[Any, ...]]] = []
        self.menu: tuple[tuple[int, int], str, Sequence[MenuEntry]] | None = None

    def record(self, name: str) -> Callable[..., None]:
        def call(*args: Any) -> None:
            self.calls.append((name, args))
            if name == "context_menu":
                self.menu = args  # type: ignore[assignment]

        return call

    def last(self, name: str) -> tuple[Any, ...]:
        for called, args in reversed(self.calls):
            if called == name:
                return args
        raise AssertionError(f"the chrome was never asked for {name}: {self.calls}")

    def pick(self, label: str) -> None:
        assert self.menu is not None, "no context menu is open"
        for entry in self.menu[2]:
            if entry.label.startswith(label):
                assert entry.enabled, f"{label} is disabled"
                entry.on_pick()
                return
        raise AssertionError(f"no menu entry {label!r} in {[e.label for e in self.menu[2]]}")

    def ports(self, game: GameInPlay) -> Ports:
        names = ("context_menu", "number", "choose", "search")
        record = self.record("run")

        def run(name: str) -> None:
            """Commands are recorded; undo and redo are also done, as the play screen does them."""
            record(name)
            if name in ("undo", "redo"):
                getattr(game, name)()

        return Ports(**{n: self.record(n) for n in names}, run=run)

    def commands(self) -> list[str]:
        return [args[0] for called, args in self.calls if called == "run"]


class Rig:
    VIEWPORT = (0, 0, 1280, 680)
    HAND = (0, 680, 1280, 120)

    def __init__(self, players: int = 2, definition: GameDefinition | None = None, **options: Any) -> None:
        if not pygame.display.get_init():
            window()  # a test before may have run the app, whose exit closes the display
        self.game = GameInPlay.new(definition or load_game("sandbox"), 7, players=players, options=options)
        self.session = self.game.session
        table = self.session.table
        self.ui = UiState(viewer="p1")
        self.camera = Camera(viewport=self.VIEWPORT)
        self.camera.fit(table.width, table.height)
        self.camera.snap()
        self.chrome = FakeChrome()
        self.controller = Controller(self.session, self.ui, self.camera, self.chrome.ports(self.game),
                                     self.game.binding)

    @property
    def table(self) -> Any:
        return self.session.table

    def view(self) -> Any:
        return view_for(self.session.table, self.ui.viewer)

    def scene(self) -> Scene:
        return build_scene(self.view(), self.ui, self.camera, self.HAND)

    def send(self, kind: int, **attrs: Any) -> bool:
        return self.controller.handle(pygame.event.Event(kind, attrs), self.scene(), self.view())

    def at(self, piece_id: str) -> tuple[int, int]:
        x, y = self.camera.to_screen(*centre_of(self.session.table, piece_id))
        return int(x), int(y)

    def point(self, x_mm: float, y_mm: float) -> tuple[int, int]:
        x, y = self.camera.to_screen(x_mm, y_mm)
        return int(x), int(y)

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        old = self.ui.mouse
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(pos[0] - old[0], pos[1] - old[1]), buttons=buttons)

    def drag(self, a: tuple[int, int], b: tuple[int, int], button: int = 1) -> None:
        self.move(a)
        self.send(pygame.MOUSEBUTTONDOWN, pos=a, button=button)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.move(mid)
        self.move(b)
        self.send(pygame.MOUSEBUTTONUP, pos=b, button=button)

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> bool:
        return self.send(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)


@pytest.fixture(scope="session", autouse=True)
def display() -> Any:
    pygame.init()
    surface = pygame.display.set_mode((1280, 800))
    yield surface
    pygame.quit()


def window(size: tuple[int, int] = (1280, 800), flags: int = 0) -> Any:
    """A window for a shell; a test before may have run the app, whose exit closes the display."""
    if not pygame.display.get_init():
        pygame.display.init()
    return pygame.display.set_mode(size, flags)


@pytest.fixture
def shell(tmp_path: Any, monkeypatch: Any, display: Any) -> Any:
    """The app's shell on the display, its files in the test's own folder (a module may bring its own)."""
    from tabletop.ui.shell_app import Shell

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    shell = Shell(window(flags=pygame.RESIZABLE), art=False)
    yield shell
    shell.manager.clear_and_reset()


@pytest.fixture
def rig() -> Rig:
    made = Rig()
    pygame.key.set_mods(0)
    return made


@pytest.fixture
def shell_at(tmp_path: Any, monkeypatch: Any, display: Any) -> Any:
    """Makes the whole shell on a window of a given size, its data folder a throwaway one."""
    from tabletop.ui.shell_app import Shell

    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    made: list[Shell] = []

    def make(size: tuple[int, int] = (1280, 800)) -> Shell:
        made.append(Shell(window(size), art=False))
        return made[-1]

    yield make
    for shell in made:
        shell.manager.clear_and_reset()


def frames(shell: Any, n: int = 2, dt: float = 1 / 60) -> None:
    """``n`` frames of the app's loop: events, update, draw."""
    for _ in range(n):
        for event in pygame.event.get():
            shell.handle(event)
        shell.update(dt)
        shell.draw()
