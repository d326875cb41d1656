"""The version resource Windows shows in a file's Properties, made from ``tabletop.__version__``.

PyInstaller reads a version resource as the text of a ``VSVersionInfo(...)`` expression; building that text
here keeps the version written in one place (``tabletop/__init__.py``) for the app, the build and the .exe.
"""

from __future__ import annotations

from tabletop import __version__

PRODUCT = "Tabletop"
DESCRIPTION = "Tabletop: a hot-seat virtual table for four board games"
EXE_NAME = "tabletop.exe"


def version_tuple(version: str = __version__) -> tuple[int, int, int, int]:
    """``"0.1.0"`` as the four numbers Windows wants; a suffix such as ``rc1`` or ``.dev2`` is dropped."""
    numbers: list[int] = []
    for part in version.split(".")[:4]:
        digits = ""
        for char in part:
            if not char.isdigit():
                break
            digits += char
        if not digits:
            break
        numbers.append(int(digits))
    if not numbers:
        raise ValueError(f"The version {version!r} does not start with a number (expected e.g. '0.1.0').")
    numbers += [0] * (4 - len(numbers))
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_text(version: str = __version__) -> str:
    """The text of a PyInstaller version file for ``version``."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": "The Tabletop project",
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": "tabletop",
        "LegalCopyright": "The Tabletop project",
        "OriginalFilename": EXE_NAME,
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    string_structs = ",\n          ".join(f"StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
          {string_structs}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
