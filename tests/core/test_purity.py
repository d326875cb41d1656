"""The pure core stays pure: no window, image or clock library, and no file access in ``tabletop/core``.

The test walks the syntax tree of every pure module (the core, the engine kit, every module of each
game's rules engine package, each game's components and layout, the game definition and catalogue) so a
forbidden import fails here, not in a frozen build.  The core, the kit and the engines also touch no
file and no clock.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
FORBIDDEN = {"pygame", "pygame_gui", "PIL"}
CLOCKS = {"time", "datetime"}


def engine_modules() -> list[Path]:
    """The core, the kit and every rules engine: pure, and without files or clocks."""
    games = PACKAGE / "games"
    found = list((PACKAGE / "core").rglob("*.py")) + list((games / "kit").rglob("*.py"))
    for package in games.glob("*/rules"):
        found += package.rglob("*.py")
    return sorted(set(found))


def pure_modules() -> list[Path]:
    games = PACKAGE / "games"
    found = engine_modules()
    for pattern in ("components.py", "layout.py"):
        found += games.rglob(pattern)
    found += [games / "definition.py", games / "catalogue.py"]
    return sorted(p for p in set(found) if p.exists())


def imported(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def calls_open(tree: ast.AST) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "open" for n in ast.walk(tree))


def test_the_walk_finds_the_core_the_kit_and_every_engine_package() -> None:
    found = {str(p.relative_to(PACKAGE)) for p in pure_modules()}
    assert {"core/model.py", "core/session.py", "games/definition.py", "games/kit/contract.py",
            "games/kit/binding.py", "games/loyang/rules/engine.py", "games/loyang/rules/legal.py"} <= found
    for package in (PACKAGE / "games").glob("*/rules"):
        assert str((package / "__init__.py").relative_to(PACKAGE)) in found


@pytest.mark.parametrize("path", pure_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_pure_module_imports_no_window_or_image_library(path: Path) -> None:
    bad = imported(ast.parse(path.read_text(encoding="utf-8"))) & FORBIDDEN
    assert not bad, f"{path.relative_to(PACKAGE)} imports {', '.join(sorted(bad))}"


@pytest.mark.parametrize("path", engine_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_core_kit_and_engines_touch_no_file_or_clock(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    where = path.relative_to(PACKAGE)
    assert not calls_open(tree), f"{where} opens a file"
    clocks = imported(tree) & CLOCKS
    assert not clocks, f"{where} imports {', '.join(sorted(clocks))}"


def test_the_checks_catch_what_they_look_for() -> None:
    tree = ast.parse("import pygame.display\nfrom PIL import Image\nimport time\nopen('x')\n")
    assert imported(tree) == {"pygame", "PIL", "time"}
    assert calls_open(tree)
