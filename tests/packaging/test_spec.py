"""pyinstaller.spec, run with stand-ins for PyInstaller's build steps: what it bundles and how, per platform."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import PyInstaller.utils.hooks  # noqa: F401  imported before sys.platform is faked: it reads the platform once
import pytest

from tabletop import __version__
from tabletop.resources import PROJECT_ROOT

SPEC = PROJECT_ROOT / "pyinstaller.spec"


class Step:
    """Records the arguments one build step (Analysis, EXE, COLLECT, ...) was given."""

    made: list[Step]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure = self.scripts = self.binaries = self.datas = ()
        self.made.append(self)


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, platform: str = "linux", onefile: bool = False,
             prerendered: bool = True) -> dict[str, list[Step]]:
    art = tmp_path / "prerendered"
    art.mkdir(exist_ok=True)
    if prerendered:
        (art / "loyang").mkdir(exist_ok=True)
        (art / "loyang" / "card.png").write_bytes(b"png")
    monkeypatch.setenv("TABLETOP_PRERENDERED", str(art))
    monkeypatch.setenv("TABLETOP_ONEFILE", "1" if onefile else "0")
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    steps: dict[str, list[Step]] = {}
    namespace: dict[str, Any] = {"SPECPATH": str(PROJECT_ROOT), "SPEC": str(SPEC), "workpath": str(tmp_path / "work"),
                                 "DISTPATH": str(tmp_path / "dist")}
    for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        steps[name] = []
        namespace[name] = type(name, (Step,), {"made": steps[name]})
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return steps


@pytest.fixture(scope="module")
def linux_steps(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Step]]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        return run_spec(tmp_path_factory.mktemp("spec"), monkeypatch)


def bundled(steps: dict[str, list[Step]]) -> dict[str, str]:
    """Bundled file (relative to the project root or as given) -> folder inside the app."""
    pairs: list[tuple[str, str]] = steps["Analysis"][0].kwargs["datas"]
    found = {}
    for source, target in pairs:
        path = Path(source)
        key = path.relative_to(PROJECT_ROOT).as_posix() if path.is_relative_to(PROJECT_ROOT) else source
        found[key] = Path(target).as_posix()
    return found


def test_missing_prerendered_art_stops_the_build_with_the_command_to_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SystemExit, match=r"python -m tabletop\.art\.prerender"):
        run_spec(tmp_path, monkeypatch, prerendered=False)


def test_every_file_keeps_its_project_relative_folder(linux_steps: dict[str, list[Step]]) -> None:
    files = bundled(linux_steps)
    assert files["sprites/icons/tabletop.png"] == "sprites/icons"
    for data in sorted(PROJECT_ROOT.glob("tabletop/games/*/*.json")) + sorted(PROJECT_ROOT.glob("tabletop/ui/data/**/*.json")):
        relative = data.relative_to(PROJECT_ROOT)
        assert files[relative.as_posix()] == relative.parent.as_posix()
    for font in PROJECT_ROOT.glob("sprites/fonts/**/*"):
        if font.is_file():
            assert files[font.relative_to(PROJECT_ROOT).as_posix()].startswith("sprites/fonts")
    assert "sprites/screenshot.png" not in files
    assert not [name for name in files if name.endswith((".py", ".pyc"))]


def test_prerendered_art_and_pygame_gui_data_are_carried(linux_steps: dict[str, list[Step]]) -> None:
    targets = bundled(linux_steps)
    assert [target for source, target in targets.items() if source.endswith("card.png")] == ["prerendered/loyang"]
    gui = [source for source, target in targets.items() if target.startswith("pygame_gui/data")]
    assert any(name.endswith("default_theme.json") for name in gui)
    assert any(name.endswith(".ttf") for name in gui)
    assert any("translations" in name for name in gui)


def test_games_loaded_by_name_are_hidden_imports(linux_steps: dict[str, list[Step]]) -> None:
    hidden = set(linux_steps["Analysis"][0].kwargs["hiddenimports"])
    for package in (PROJECT_ROOT / "tabletop" / "games").iterdir():
        if (package / "__init__.py").exists():
            assert f"tabletop.games.{package.name}" in hidden
    assert not {name for name in hidden if name.startswith(("tabletop.bench", "tabletop.screenshot"))}
    assert linux_steps["Analysis"][0].args[0] == [str(PROJECT_ROOT / "main.py")]


def test_one_folder_build_collects_and_one_file_build_does_not(
    linux_steps: dict[str, list[Step]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    exe = linux_steps["EXE"][0]
    assert exe.kwargs["exclude_binaries"] is True and exe.kwargs["name"] == "tabletop"
    assert exe.kwargs["console"] is False
    assert [c.kwargs["name"] for c in linux_steps["COLLECT"]] == ["tabletop"]
    assert not linux_steps["BUNDLE"]
    onefile = run_spec(tmp_path, monkeypatch, onefile=True)
    assert not onefile["COLLECT"] and "exclude_binaries" not in onefile["EXE"][0].kwargs


def test_windows_build_has_icon_and_version_resource(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    exe = run_spec(tmp_path, monkeypatch, platform="win32")["EXE"][0].kwargs
    assert exe["icon"].endswith("tabletop.ico") and Path(exe["icon"]).exists()
    version_file = Path(exe["version"])
    assert version_file.is_relative_to(tmp_path / "work")
    assert f"StringStruct('ProductVersion', '{__version__}')" in version_file.read_text(encoding="utf-8")


def test_macos_bundle_is_high_resolution_with_our_icon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps = run_spec(tmp_path, monkeypatch, platform="darwin")
    bundle = steps["BUNDLE"][0].kwargs
    assert bundle["name"] == "Tabletop.app" and bundle["icon"].endswith("tabletop.icns")
    assert bundle["info_plist"]["NSHighResolutionCapable"] is True
    assert bundle["info_plist"]["CFBundleShortVersionString"] == __version__
    assert steps["EXE"][0].kwargs["icon"].endswith("tabletop.icns")


def test_babel_is_bundled_with_the_locale_data_of_our_languages_only(
    linux_steps: dict[str, list[Step]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The spec's Babel hook carries what plural rules and numbers need in en, hu and el, and no other language."""
    import shutil

    import babel
    from babel import Locale, localedata
    from babel.numbers import format_decimal

    from tabletop.lang.catalogues import LANGUAGES

    hooks = Path(linux_steps["Analysis"][0].kwargs["hookspath"][0])
    namespace: dict[str, Any] = {}
    exec(compile((hooks / "hook-babel.py").read_text(encoding="utf-8"), "hook-babel.py", "exec"), namespace)
    files = {Path(source).relative_to(Path(babel.__file__).parent).as_posix() for source, _ in namespace["datas"]}
    assert files == {"global.dat", "locale-data/root.dat"} | {f"locale-data/{code}.dat" for code in LANGUAGES}
    bundle = tmp_path / "babel"
    for name in files:
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(Path(babel.__file__).parent / name, bundle / name)
    monkeypatch.setattr(localedata, "_dirname", str(bundle / "locale-data"))
    monkeypatch.setattr(localedata, "_cache", {})
    for code in LANGUAGES:
        assert Locale.parse(code).plural_form(2) == "other" and format_decimal(1234, locale=code)
