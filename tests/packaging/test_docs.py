"""README.md stays true: its commands name real modules and files, CI runs its test command, its keys are the app's."""

from __future__ import annotations

import importlib.util
import re
import tomllib

import pytest

from tabletop.games import GAME_MODULES
from tabletop.resources import PROJECT_ROOT

README = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
CI_RUN = (PROJECT_ROOT / ".ci" / "run").read_text(encoding="utf-8")
WORKFLOW = (PROJECT_ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")


def start_here_commands() -> list[str]:
    section = README.split("## Start here", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_start_here_gives_one_command_to_play_and_one_to_test() -> None:
    play, test = start_here_commands()
    assert play == "python3 -m pip install -r requirements.txt && python3 main.py"
    assert test.startswith("python3 -m pip install -r requirements-dev.txt && python3 -m pytest")


def test_ci_runs_exactly_the_readme_test_command() -> None:
    test = start_here_commands()[1]
    assert test in CI_RUN.splitlines()


def test_ci_script_is_strict_and_lints() -> None:
    assert CI_RUN.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in CI_RUN
    assert "ruff check ." in CI_RUN and "python3 -m mypy tabletop\n" in CI_RUN
    strict = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text())["tool"]["mypy"]["overrides"]
    strict_modules = {m for o in strict if o.get("strict") for m in o["module"]}
    assert {"tabletop.core.*", "tabletop.games.kit.*", "tabletop.games.*.rules", "tabletop.games.*.rules.*"} <= strict_modules
    assert "apt-get install" in CI_RUN and "xvfb" in CI_RUN and "xdotool" in CI_RUN
    assert (PROJECT_ROOT / ".ci" / "run").stat().st_mode & 0o111, ".ci/run is executable"


@pytest.mark.parametrize("module", sorted(set(re.findall(r"python3 -m ([\w.]+)", README))))
def test_every_module_the_readme_runs_exists(module: str) -> None:
    if module.startswith("tabletop."):
        path = PROJECT_ROOT.joinpath(*module.split("."))
        assert path.with_suffix(".py").exists() or (path / "__main__.py").exists(), module
    else:
        assert importlib.util.find_spec(module) is not None, module


@pytest.mark.parametrize("target", sorted(set(re.findall(r"\]\(([^)#:]+)\)", README))))
def test_every_file_the_readme_links_exists(target: str) -> None:
    assert (PROJECT_ROOT / target).exists(), target


def test_readme_lists_every_key_binding_of_the_app() -> None:
    from tabletop.ui.keys import KEY_BINDINGS

    rows = {cells[0]: cells[1] for cells in re.findall(r"^\| (.+?) \| (.+?) \|$", README, re.MULTILINE)}
    for keys, what in KEY_BINDINGS:
        assert keys in rows, f"README lacks the key row {keys!r}"
        assert rows[keys].startswith(what), f"README describes {keys!r} differently from tabletop/ui/keys.py"


def test_readme_names_every_game_and_every_benchmark() -> None:
    games = re.search(r"Games: (.+?)\. ", README)
    assert games is not None
    assert re.findall(r"`(\w+)`", games.group(1)) == list(GAME_MODULES)[1:] + ["sandbox"]
    benches = re.findall(r"`(\w+)` \(", README.split("## Benchmarks", 1)[1].split("\n## ", 1)[0])
    assert benches and all((PROJECT_ROOT / "tabletop" / "bench" / f"{name}.py").exists() for name in benches)


def test_workflow_builds_the_spec_on_three_systems_and_uploads() -> None:
    assert "os: [windows-latest, macos-latest, ubuntu-latest]" in WORKFLOW
    assert "python -m tabletop.art.prerender build/prerendered" in WORKFLOW
    assert "python -m PyInstaller --noconfirm pyinstaller.spec" in WORKFLOW
    assert "TABLETOP_ONEFILE" in WORKFLOW and "actions/upload-artifact" in WORKFLOW
    assert "run: .ci/run" in WORKFLOW
