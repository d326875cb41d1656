"""``python -m tabletop.art.sprite_build ICONS_JSON [--emoji-font FONT]``: rasterise the open-licensed
pictures the art uses into ``sprites/art``, with their licences and an attribution file beside them.

Run by a developer when the list below changes, never by the app or CI: the PNGs are committed.  Two
sources, each only for what the tables name:

- Game Icons (CC BY 3.0, one author per icon): ``ICONS_JSON`` is ``icons.json`` from the npm package
  ``@iconify-json/game-icons`` (``npm pack @iconify-json/game-icons`` and unpack it).  Each silhouette is
  rasterised with cairosvg (``pip install cairosvg==2.9.1``; a developer's tool, in no requirements file) and kept as its alpha alone, ``icons/<name>.png``,
  so a template prints it in whatever ink its game uses.
- Noto Color Emoji (SIL OFL 1.1): a CBDT bitmap font that pillow draws at 109 px with
  ``embedded_color=True``; each glyph is kept in colour, trimmed, as ``emoji/<name>.png``.
"""

from __future__ import annotations

import argparse
import io
import json
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from ..resources import PROJECT_ROOT

OUT = PROJECT_ROOT / "sprites" / "art"
EMOJI_FONT = Path("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
EMOJI_LICENCE = Path("/usr/share/doc/fonts-noto-color-emoji/copyright")
ICON_PX = 256
EMOJI_PX = 109  # the one size the font's bitmaps come in

# our name -> (Game Icons id, the author's folder in github.com/game-icons/icons)
GAME_ICONS: dict[str, tuple[str, str]] = {
    "wood": ("wood-pile", "delapouite"), "food": ("ham-shank", "skoll"), "fur": ("animal-hide", "delapouite"),
    "preserved": ("barrel", "delapouite"), "determination": ("fist", "lorc"), "weapon": ("stone-spear", "lorc"),
    "roof": ("hut", "delapouite"), "palisade": ("stakes-fence", "delapouite"), "shelter": ("cave-entrance", "delapouite"),
    "build": ("hammer-nails", "lorc"), "gather": ("basket", "delapouite"), "explore": ("spyglass", "lorc"),
    "camp": ("camping-tent", "delapouite"), "rest": ("night-sleep", "delapouite"), "night": ("night-sky", "lorc"),
    "hunt": ("bow-arrow", "delapouite"), "threat": ("hazard-sign", "lorc"), "book": ("open-book", "lorc"),
    "wound": ("bleeding-wound", "lorc"), "success": ("check-mark", "delapouite"), "failure": ("cross-mark", "lorc"),
    "rain": ("raining", "lorc"), "snow": ("snowing", "lorc"), "storm": ("lightning-storm", "lorc"),
    "beast": ("paw-print", "lorc"), "nest": ("nest-birds", "delapouite"), "fish": ("fishing", "delapouite"),
    "forest": ("pine-tree", "lorc"), "totem": ("totem", "delapouite"), "goat": ("goat", "skoll"),
    "bird": ("eagle-head", "delapouite"), "wolf": ("wolf-head", "lorc"), "fox": ("fox", "caro-asercion"),
    "tapir": ("tapir", "delapouite"), "tiger": ("tiger", "delapouite"), "snake": ("snake", "lorc"),
    "cat": ("tiger-head", "delapouite"), "boar": ("boar", "caro-asercion"), "lizard": ("gecko", "lorc"),
    "gorilla": ("gorilla", "delapouite"), "crocodile": ("croc-jaws", "lorc"), "deer": ("deer", "caro-asercion"),
    "bear": ("bear-head", "delapouite"), "trap": ("wolf-trap", "lorc"), "treasure": ("open-treasure-chest", "skoll"),
    "spider": ("hanging-spider", "lorc"), "bat": ("bat", "delapouite"), "scorpion": ("scorpion", "lorc"),
    "monkey": ("monkey", "lorc"), "ghost": ("ghost", "lorc"), "curse": ("cursed-star", "lorc"),
    "bricks": ("brick-pile", "delapouite"), "cure": ("health-potion", "delapouite"), "dam": ("dam", "delapouite"),
    "fire": ("campfire", "lorc"), "knife": ("bowie-knife", "lorc"), "map": ("treasure-map", "lorc"),
    "pot": ("cooking-pot", "delapouite"), "rope": ("rope-coil", "delapouite"), "shovel": ("trench-spade", "skoll"),
    "bed": ("bed", "delapouite"), "belt": ("belt", "lucasms"), "drum": ("drum", "delapouite"),
    "furnace": ("furnace", "delapouite"), "lantern": ("lantern", "lorc"), "cellar": ("dig-hole", "delapouite"),
    "pit": ("spiky-pit", "delapouite"), "raft": ("raft", "delapouite"), "sack": ("knapsack", "lorc"),
    "shield": ("bordered-shield", "lorc"), "sling": ("sling", "delapouite"), "wall": ("stone-wall", "delapouite"),
    "fireplace": ("fireplace", "delapouite"), "shortcut": ("footsteps", "skoll"), "plough": ("plow", "delapouite"),
    "cart": ("old-wagon", "delapouite"), "reaper": ("grim-reaper", "lorc"), "rat": ("rat", "delapouite"),
    "chalice": ("chalice-drops", "lorc"), "quill": ("quill", "lorc"), "rosary": ("prayer-beads", "delapouite"),
    "wreck": ("ship-wreck", "delapouite"), "fog": ("fog", "delapouite"), "poison": ("poison-bottle", "lorc"),
    "insects": ("ant", "delapouite"), "rifle": ("musket", "skoll"), "sabre": ("crossed-sabres", "lorc"),
    "helmet": ("visored-helm", "lorc"), "candles": ("candles", "delapouite"), "wine": ("wine-bottle", "delapouite"),
    "compass": ("compass", "lorc"), "blanket": ("blanket", "delapouite"), "clothes": ("clothes", "delapouite"),
    "backpack": ("backpack", "delapouite"), "hatchet": ("hatchet", "delapouite"), "herbs": ("herbs-bundle", "delapouite"),
    "amulet": ("necklace", "lucasms"), "skull": ("skull-crossed-bones", "lorc"), "cook": ("cook", "delapouite"),
    "scout": ("walking-scout", "delapouite"), "soldier": ("pikeman", "delapouite"), "carpenter": ("hammer-nails", "lorc"),
    "dog": ("sitting-dog", "delapouite"), "palm": ("palm-tree", "delapouite"), "footprint": ("footprint", "lorc"),
    "morale": ("sunbeams", "lorc"), "heal": ("heart-plus", "zeromancer"), "crate": ("wooden-crate", "delapouite"),
    "barrel": ("barrel", "delapouite"), "hourglass": ("hourglass", "lorc"), "church": ("church", "delapouite"),
    "well": ("well", "delapouite"), "mill": ("windmill", "delapouite"), "wheat": ("wheat", "lorc"),
    "pumpkin": ("pumpkin", "delapouite"), "cabbage": ("cabbage", "delapouite"), "leek": ("leek", "delapouite"),
    "bean": ("peas", "delapouite"), "turnip": ("beet", "delapouite"), "horse": ("horse-head", "delapouite"),
    "ox": ("bull", "lorc"), "scroll": ("tied-scroll", "lorc"), "beer": ("beer-stein", "lorc"),
    "person": ("farmer", "delapouite"), "lantern_paper": ("paper-lantern", "lorc"), "purse": ("shiny-purse", "lorc"),
    "bowl": ("fruit-bowl", "skoll"), "hooded": ("hooded-figure", "darkzaitzev"), "chicken": ("rooster", "delapouite"),
}
AUTHORS = {
    "lorc": "Lorc", "delapouite": "Delapouite", "skoll": "Skoll", "caro-asercion": "Caro Asercion",
    "lucasms": "Lucas", "zeromancer": "Zeromancer (CC0)", "darkzaitzev": "DarkZaitzev",
}

# our name -> the emoji drawn for it
EMOJI: dict[str, str] = {
    "horse": "\U0001F40E", "ox": "\U0001F402", "scroll": "\U0001F4DC", "beer": "\U0001F37A", "grain": "\U0001F33E",
    "hourglass": "\u231B", "church": "\u26EA", "quill": "\U0001FAB6", "rosary": "\U0001F4FF", "rat": "\U0001F400",
    "cabbage": "\U0001F96C", "bean": "\U0001FADB", "book": "\U0001F4D6", "skull": "\U0001F480", "house": "\U0001F3E0",
    "tree": "\U0001F333", "pine": "\U0001F332", "well": "\u26F2", "bread": "\U0001F35E", "sheep": "\U0001F411",
    "apple": "\U0001F34E", "bag": "\U0001F4B0", "chicken": "\U0001F413", "rock": "\U0001FAA8", "flower": "\U0001F33C",
}


def icon_png(body: str, view: tuple[int, int]) -> Image.Image:
    """One Game Icons silhouette as an 8-bit alpha picture, trimmed to what it covers."""
    import cairosvg  # a developer's tool only: the app reads the PNGs this writes

    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {view[0]} {view[1]}" width="{ICON_PX}" '
           f'height="{ICON_PX}">{body.replace("currentColor", "#000")}</svg>')
    png = cairosvg.svg2png(bytestring=svg.encode())
    alpha = Image.open(io.BytesIO(png)).convert("RGBA").getchannel("A")
    box = alpha.getbbox()
    return alpha.crop(box) if box else alpha


def emoji_png(font: ImageFont.FreeTypeFont, char: str) -> Image.Image:
    """One colour glyph, trimmed."""
    canvas = Image.new("RGBA", (EMOJI_PX * 2, EMOJI_PX * 2), (0, 0, 0, 0))
    ImageDraw.Draw(canvas).text((EMOJI_PX // 4, EMOJI_PX // 4), char, font=font, embedded_color=True)
    box = canvas.getbbox()
    return canvas.crop(box) if box else canvas


def attribution() -> str:
    lines = ["# Pictures drawn into the art", "",
             "Rasterised by `python -m tabletop.art.sprite_build`; the art tints and places them.", "",
             "## Game Icons (`icons/`)", "",
             "From https://game-icons.net (npm package `@iconify-json/game-icons`), under CC BY 3.0 "
             "(`LICENSE-GameIcons.txt`); icons marked CC0 are in the public domain.", "",
             "| File | Icon | Icons made by |", "|---|---|---|"]
    for name, (icon, author) in sorted(GAME_ICONS.items()):
        lines.append(f"| `icons/{name}.png` | {icon} | {AUTHORS[author]} |")
    lines += ["", "## Noto Color Emoji (`emoji/`)", "",
              "Glyphs of the Noto Color Emoji font (Google), under the SIL Open Font License 1.1 "
              "(`LICENSE-NotoColorEmoji.txt`).", "", "| File | Glyph |", "|---|---|"]
    for name, char in sorted(EMOJI.items()):
        lines.append(f"| `emoji/{name}.png` | U+{'+'.join(f'{ord(c):04X}' for c in char)} |")
    return "\n".join(lines) + "\n"


GAME_ICONS_LICENCE = """Game Icons (https://game-icons.net, https://github.com/game-icons/icons)

Icons provided under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0),
https://creativecommons.org/licenses/by/3.0/legalcode, or CC0 where the authors say so.
Each icon's author is listed in ATTRIBUTION.md ("Icons made by {author}").
The icons are changed here only by being rasterised, trimmed and tinted.
"""


def build(icons_json: Path, font_path: Path, out: Path = OUT) -> tuple[int, int]:
    """Write every picture the tables name; returns (icons, emoji) written."""
    data = json.loads(icons_json.read_text(encoding="utf-8"))
    view = (int(data.get("width", 512)), int(data.get("height", 512)))
    (out / "icons").mkdir(parents=True, exist_ok=True)
    (out / "emoji").mkdir(parents=True, exist_ok=True)
    for name, (icon, _author) in GAME_ICONS.items():
        entry = data["icons"].get(icon) or data["icons"][data["aliases"][icon]["parent"]]
        icon_png(entry["body"], view).save(out / "icons" / f"{name}.png", optimize=True)
    font = ImageFont.truetype(str(font_path), EMOJI_PX)
    for name, char in EMOJI.items():
        emoji_png(font, char).save(out / "emoji" / f"{name}.png", optimize=True)
    (out / "ATTRIBUTION.md").write_text(attribution(), encoding="utf-8")
    (out / "LICENSE-GameIcons.txt").write_text(GAME_ICONS_LICENCE, encoding="utf-8")
    if EMOJI_LICENCE.is_file():
        shutil.copyfile(EMOJI_LICENCE, out / "LICENSE-NotoColorEmoji.txt")
    return len(GAME_ICONS), len(EMOJI)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tabletop.art.sprite_build", description=__doc__.splitlines()[0])
    parser.add_argument("icons_json", type=Path, help="icons.json of the npm package @iconify-json/game-icons")
    parser.add_argument("--emoji-font", type=Path, default=EMOJI_FONT)
    args = parser.parse_args(argv)
    icons, emoji = build(args.icons_json, args.emoji_font)
    print(f"{OUT}: {icons} icons, {emoji} emoji")
    return 0


if __name__ == "__main__":
    sys.exit(main())
