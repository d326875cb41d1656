"""The committed app icons are what `python -m tabletop.icon` draws, in every size each platform asks for."""

from pathlib import Path

import pytest
from PIL import Image, ImageChops

from tabletop.icon import ICO_SIZES, PNG_SIZES, main, write_icons
from tabletop.resources import PROJECT_ROOT

ICONS = PROJECT_ROOT / "sprites" / "icons"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("icons")
    write_icons(directory)
    return directory


@pytest.mark.parametrize("name", ["tabletop.png", "tabletop-64.png", "tabletop-16.png"])
def test_committed_png_matches_the_generator(fresh: Path, name: str) -> None:
    committed = Image.open(ICONS / name).convert("RGBA")
    drawn = Image.open(fresh / name).convert("RGBA")
    assert committed.size == drawn.size
    difference = ImageChops.difference(committed, drawn).getextrema()
    assert max(high for _, high in difference) <= 2, f"{name} is stale: run `python -m tabletop.icon`"


def test_png_is_a_rounded_square_on_transparency() -> None:
    icon = Image.open(ICONS / "tabletop.png")
    assert icon.mode == "RGBA" and icon.size == (PNG_SIZES[0], PNG_SIZES[0])
    assert icon.getpixel((2, 2))[3] == 0, "corners are transparent"
    assert icon.getpixel((icon.width // 2, icon.height // 2))[3] == 255, "the middle is opaque"


def test_ico_holds_every_windows_size() -> None:
    ico = Image.open(ICONS / "tabletop.ico")
    assert set(ico.info["sizes"]) == set(ICO_SIZES)


def test_icns_holds_retina_sizes() -> None:
    icns = Image.open(ICONS / "tabletop.icns")
    assert {(512, 512, 2), (512, 512, 1), (256, 256, 1), (128, 128, 1)} <= set(icns.info["sizes"])


def test_linux_desktop_entry_names_the_icon_and_binary() -> None:
    lines = (ICONS / "tabletop.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entry["Type"] == "Application" and entry["Name"] == "Tabletop"
    assert entry["Exec"] == "tabletop" and entry["Icon"] == "tabletop" and entry["Terminal"] == "false"
    assert (ICONS / f"{entry['Icon']}.png").exists()
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")


def test_command_line_refuses_extra_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["one", "two"]) == 2
    assert "usage: python -m tabletop.icon" in capsys.readouterr().err
