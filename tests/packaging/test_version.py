"""The Windows version resource is made from the one version number in tabletop/__init__.py."""

import ast

import pytest

from tabletop import __version__
from tabletop.version import version_tuple, windows_version_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0.1.0", (0, 1, 0, 0)), ("2", (2, 0, 0, 0)), ("1.2.3.4.5", (1, 2, 3, 4)), ("1.4rc1", (1, 4, 0, 0)),
     ("3.0.dev2", (3, 0, 0, 0))],
)
def test_version_tuple(text: str, expected: tuple[int, int, int, int]) -> None:
    assert version_tuple(text) == expected


def test_a_version_without_a_number_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="does not start with a number"):
        version_tuple("beta")


def test_version_text_is_one_expression_carrying_the_version() -> None:
    text = windows_version_text("1.2.3")
    tree = ast.parse(text, mode="eval")
    assert isinstance(tree.body, ast.Call) and ast.unparse(tree.body.func) == "VSVersionInfo"
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    assert "StringStruct('OriginalFilename', 'tabletop.exe')" in text


def test_default_is_the_package_version() -> None:
    assert f"'FileVersion', '{__version__}'" in windows_version_text()
