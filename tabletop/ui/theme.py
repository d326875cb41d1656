"""The look of the chrome: warm paper and wood tones that sit well next to scanned boards.

The colours and base font sizes are data (``data/theme.json``); this module turns them into a
pygame_gui theme for one UI scale, points the font entries at the open-licence fonts in
``sprites/fonts/`` when the art has shipped some, and adds one swatch style per seat colour.
Widget sizes in the chrome go through ``px`` so text and boxes grow together.
"""

from __future__ import annotations

import json
import weakref
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme

from ..colours import luma
from ..command_line import UI_SCALES
from ..games.definition import SEAT_COLORS
from ..resources import resource_path
from .i18n import _, language
from .window_layout import THEME_FILE, scaled

FONTS_FILE = THEME_FILE.with_name("fonts.json")
PYGAME_GUI_DATA = Path(pygame_gui.__file__).with_name("data")  # its fonts and translations
WIDGET_TRANSLATIONS = THEME_FILE.with_name("pygame_gui")
"""pygame_gui's own words (file dialog, OK, Cancel) in the languages pygame_gui does not ship."""
FALLBACK_FONT = "noto_sans"
FONT_NAME = "tabletop"
MIN_FONT, MAX_FONT = 10, 96
SCALED_MISC = (
    "list_item_height",
    "rect_width",
    "padding",
    "text_horiz_alignment_padding",
)

_fonts: dict[tuple[bool, int], pygame.font.Font] = {}
_scales: weakref.WeakKeyDictionary[pygame_gui.UIManager, float] = weakref.WeakKeyDictionary()


def find_fonts(folder: Path | None = None) -> dict[str, str]:
    """Font files for the chrome from ``sprites/fonts/``, by the preference lists in ``data/fonts.json``.

    Empty when no regular face is there (pygame_gui's own font is used then); a missing bold or
    italic face falls back to the regular one so every style renders.
    """
    folder = folder or resource_path("sprites", "fonts")
    wanted: dict[str, list[str]] = json.loads(FONTS_FILE.read_text(encoding="utf-8"))
    found = {
        style: next((str(folder / n) for n in names if (folder / n).is_file()), None) for style, names in wanted.items()
    }
    regular = found.get("regular_path")
    if regular is None:
        return {}
    bold = found.get("bold_path") or regular
    italic = found.get("italic_path") or regular
    return {
        "regular_path": regular,
        "bold_path": bold,
        "italic_path": italic,
        "bold_italic_path": found.get("bold_italic_path") or bold,
    }


def swatch_id(index: int) -> str:
    """The object id whose button background is seat colour ``index``."""
    return f"@seat_swatch_{index}"


def theme_dict(ui_scale: float = 1.0, fonts: dict[str, str] | None = None) -> dict[str, Any]:
    """The pygame_gui theme for ``ui_scale``: base sizes scaled, fonts resolved, seat swatches added."""
    if ui_scale not in UI_SCALES:
        raise ValueError(_("UI scale {scale} is not one of {scales}", scale=ui_scale,
                           scales=", ".join(map(str, UI_SCALES))))
    theme: dict[str, Any] = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    fonts = find_fonts() if fonts is None else fonts
    for block in theme.values():
        misc = block.get("misc", {})
        for key in SCALED_MISC:
            if key in misc:
                misc[key] = ",".join(str(round(int(n) * ui_scale)) for n in misc[key].split(","))
        font = block.get("font")
        if font is None:
            continue
        font["size"] = str(round(int(font["size"]) * ui_scale))
        if fonts:
            font["name"] = FONT_NAME
            font.update(fonts)
        else:
            font["name"] = FALLBACK_FONT
    for index, rgb in enumerate(SEAT_COLORS):
        hex_colour = "#{:02x}{:02x}{:02x}".format(*rgb)
        text = _ink(rgb)
        theme[swatch_id(index)] = {
            "colours": {
                "normal_bg": hex_colour,
                "hovered_bg": hex_colour,
                "active_bg": hex_colour,
                "normal_text": text,
                "hovered_text": text,
                "active_text": text,
                "hovered_border": "#2b2118",
            },
            "misc": {"border_width": "2"},
            "font": dict(theme["button"]["font"]),
        }
    return theme


def _ink(rgb: tuple[int, int, int]) -> str:
    """Dark text on a light colour, light text on a dark one."""
    return "#2b2118" if luma(rgb) > 140 else "#fff8ec"


def swatch_of(rgb: tuple[int, int, int]) -> str:
    """The object id of the theme's swatch in ``rgb``; where the theme has none (a game's own seat colours,
    such as Village's white family), the first swatch, for ``paint_swatch`` to colour."""
    return swatch_id(SEAT_COLORS.index(rgb)) if rgb in SEAT_COLORS else swatch_id(0)


def paint_swatch(button: pygame_gui.elements.UIButton, rgb: tuple[int, int, int]) -> None:
    """Give a swatch button (styled ``swatch_of(rgb)``) the colour ``rgb``; one the theme colours already
    is not drawn again (each drawing of a button is about 2 ms of the start screen's first frame)."""
    if button.colours["normal_bg"] == pygame.Color(rgb):
        return
    for state in ("normal", "hovered", "active", "selected"):
        button.colours[f"{state}_bg"] = pygame.Color(rgb)
        button.colours[f"{state}_text"] = pygame.Color(_ink(rgb))
    button.rebuild()


IdLists = tuple[tuple[str | None, ...] | None, ...]


class _Theme(UIAppearanceTheme):
    """pygame_gui's theme with a compact key for its cache of an element's theming ids.

    pygame_gui 0.6.14 keys that cache with ``str.join`` nested three deep over the element's four id
    lists, so the key's length is the product of theirs: megabytes for an element nested four deep
    (a file dialog's list button, a start screen tick box), built for every element created and kept
    for the manager's life, tens of MB in all.  A tuple of the same ids is the same key.  Building that
    key took about 2 ms an element kind, some 50 ms of the start screen's first frame, so the ids are
    combined here the way pygame_gui's ``build_all_combined_ids`` does after it, by its own tree walk:
    every combination of the hierarchy's object, class, element and base ids, most specific first,
    then each with its outermost parts dropped one at a time.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._combined: dict[IdLists, list[str]] = {}

    def validate_theme_data(self, theme_data: dict[str, Any]) -> list[str]:
        """Nothing to report: the themes loaded are pygame_gui's default and ``theme_dict``'s, both
        shipped with the program, and the tests run pygame_gui's validator (``UIThemeValidator``) on
        ours at every UI scale.  Checking them again at every start cost about a third of making the
        manager, some 6 ms before the first usable frame."""
        return []

    def build_all_combined_ids(
        self,
        element_base_ids: list[str | None] | None,
        element_ids: list[str] | None,
        class_ids: list[str | None] | None,
        object_ids: list[str | None] | None,
    ) -> list[str]:
        key = tuple(None if ids is None else tuple(ids) for ids in (element_base_ids, element_ids, class_ids, object_ids))
        found = self._combined.get(key)
        if found is None:
            found = self._combined[key] = []
            if element_base_ids is not None and element_ids and class_ids is not None and object_ids is not None:
                self._get_next_id_node(None, element_base_ids, element_ids, class_ids, object_ids, 0,
                                       len(element_ids), found)
                shorter = list(found)
                while shorter and all("." in combined for combined in shorter):
                    shorter = [combined.split(".", 1)[1] for combined in shorter]
                    found.extend(shorter)
        return found


class _Manager(pygame_gui.UIManager):
    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = _Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def make_manager(window_size: tuple[int, int], ui_scale: float = 1.0) -> pygame_gui.UIManager:
    """The shared UIManager with our theme at ``ui_scale``."""
    manager = _Manager(
        window_size, theme_dict(ui_scale), enable_live_theme_updates=False, starting_language=widget_language(),
        translation_directory_paths=[str(WIDGET_TRANSLATIONS)],
    )
    _scales[manager] = ui_scale
    return manager


def widget_language() -> str:
    """The language for pygame_gui's own words (file dialog buttons): ours when it or we have a
    translation of them (``data/pygame_gui``: Hungarian and Greek), else English."""
    ours = language()
    name = f"pygame-gui.{ours}.json"
    shipped = PYGAME_GUI_DATA / "translations" / name
    return ours if shipped.is_file() or (WIDGET_TRANSLATIONS / name).is_file() else "en"


def scale_of(manager: pygame_gui.UIManager) -> float:
    return _scales.get(manager, 1.0)


def px(manager: pygame_gui.UIManager, size: float) -> int:
    """A chrome length in pixels at the manager's UI scale."""
    return scaled(size, scale_of(manager))


def text_width(manager: pygame_gui.UIManager | None, text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is set in the chrome's font: what a widget holding it must leave room for."""
    return int(ui_font(manager, size, bold).size(text)[0])


def shortened(manager: pygame_gui.UIManager | None, text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` as it fits ``width``: whole, or cut at a word with an ellipsis (the whole goes in a tooltip)."""
    return shortened_in(ui_font(manager, size, bold), text, width)


def shortened_in(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` as it fits ``width`` set in ``font``: whole, or cut at a word with an ellipsis."""
    if font.size(text)[0] <= width:
        return text
    words = text.split()
    while len(words) > 1 and font.size(" ".join(words) + "…")[0] > width:
        words.pop()
    return " ".join(words) + "…"


def ui_font(manager: pygame_gui.UIManager | None, size: int, bold: bool = False) -> pygame.font.Font:
    """The chrome's font at ``size`` (base pixels, scaled) for text we draw ourselves (log, curtain, help).

    Fonts are kept for reuse until ``pygame.quit()``: a font made before it is dead after it, and a
    program may run the app again in the same process.
    """
    scaled = min(MAX_FONT, max(MIN_FONT, round(size * (scale_of(manager) if manager is not None else 1.0))))
    if scaled > 24:
        scaled -= scaled % 4  # a short ladder of big sizes: resizing the window cannot pile up fonts
    key = (bold, scaled)
    font = _fonts.get(key)
    if font is None:
        if not _fonts:
            pygame.register_quit(_fonts.clear)
        font = _fonts[key] = pygame.font.Font(_font_file(bold), scaled)
    return font


def _font_file(bold: bool) -> str:
    fonts = find_fonts()
    if fonts:
        return fonts["bold_path" if bold else "regular_path"]
    return str(PYGAME_GUI_DATA / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"))


HEADINGS = ("@subheading", "@subheading_narrow")
"""A column's heading styles, largest first: a heading that does not fit its column in the first (a
long translation, a large UI scale in a small window) takes the next."""


def fit_heading(label: Any, text: str, width: int) -> None:
    """Set ``label`` (a ``UILabel``) to ``text`` in the largest heading style it fits ``width`` in, or
    shortened in the smallest; a label cut at its edge would lose the end of the word.  The label's
    own font measures it: the theme's sizes are exact there."""
    label.set_text("")  # a new style is drawn with the text it holds: none, so none too wide for it
    for style in HEADINGS:
        if label.object_ids[-1] != style:
            label.change_object_id(style)
        if label.font.size(text)[0] <= width:
            break
    label.set_text(shortened_in(label.font, text, width))
