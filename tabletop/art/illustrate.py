"""The picture band of a card: a scene behind one silhouette, chosen from the card's own words.

A published card carries a painting; we cannot ship it, so each card gets a small vignette instead: a
sky or jungle wash in the deck's colours, a ground line, and the Game Icons silhouette its title (or,
failing that, its text) names, drawn in ink with a soft light behind it.  The same words always give
the same picture, and different cards of one deck differ by their words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from PIL import Image, ImageDraw, ImageFilter

from . import sprites
from .sheet import RGB, Sheet

# word stem (lower case; matched at a word's start, or whole when it ends in "=") -> silhouette; the first
# stem in this order that the title has wins, then the text's
WORD_PICTURES: tuple[tuple[str, str], ...] = (
    ("storm", "storm"), ("thunder", "storm"), ("lightning", "storm"), ("wind", "storm"), ("hurricane", "storm"),
    ("rain", "rain"), ("flood", "rain"), ("downpour", "rain"), ("winter", "snow"), ("snow", "snow"), ("frost", "snow"),
    ("cold", "snow"), ("fog", "fog"), ("mist", "fog"), ("fire", "fire"), ("flame", "fire"), ("smoke", "fire"),
    ("volcan", "fire"), ("torch", "fire"), ("insect", "insects"), ("termite", "insects"), ("ant=", "insects"), ("ants=", "insects"),
    ("mosquito", "insects"), ("spider", "spider"), ("web", "spider"), ("scorpion", "scorpion"), ("bat=", "bat"), ("bats=", "bat"),
    ("snake", "snake"), ("boa", "snake"), ("serpent", "snake"), ("iguana", "lizard"), ("lizard", "lizard"),
    ("alligator", "crocodile"), ("crocodile", "crocodile"), ("gorilla", "gorilla"), ("ape=", "gorilla"),
    ("monkey", "monkey"), ("gremlin", "monkey"), ("tiger", "tiger"), ("jaguar", "cat"), ("puma", "cat"),
    ("cheetah", "cat"), ("panther", "cat"), ("bear", "bear"), ("wolf", "wolf"), ("dog", "wolf"), ("fox", "fox"),
    ("tapir", "tapir"), ("pig", "boar"), ("boar", "boar"), ("goat", "goat"), ("chamois", "deer"), ("deer", "deer"),
    ("bird", "bird"), ("parrot", "bird"), ("eagle", "bird"), ("nest", "nest"), ("egg", "nest"), ("fish", "fish"),
    ("predator", "beast"), ("beast", "beast"), ("animal", "beast"), ("track", "beast"), ("claw", "beast"),
    ("savage", "skull"), ("cannibal", "skull"), ("skull", "skull"), ("bone", "skull"), ("grave", "skull"),
    ("death", "skull"), ("body", "skull"), ("corpse", "skull"), ("ghost", "ghost"), ("spirit", "ghost"),
    ("scream", "ghost"), ("curse", "curse"), ("cursed", "curse"), ("magic", "curse"), ("totem", "totem"),
    ("idol", "totem"), ("poison", "poison"), ("disease", "poison"), ("fever", "poison"), ("sick", "poison"),
    ("venom", "poison"), ("heal", "heal"), ("herb", "herbs"), ("medic", "cure"), ("cure", "cure"), ("bible", "book"),
    ("diary", "book"), ("book", "book"), ("bite", "wound"), ("wound", "wound"), ("injur", "wound"), ("blood", "wound"),
    ("cut=", "wound"),
    ("trap", "trap"), ("net=", "trap"), ("pit", "pit"), ("collapse", "pit"), ("hole", "pit"), ("cave", "shelter"),
    ("shelter", "shelter"), ("roof", "roof"), ("hut", "roof"), ("palisade", "palisade"), ("fence", "palisade"),
    ("wall", "wall"), ("brick", "bricks"), ("wreck", "wreck"), ("ship", "wreck"), ("lifeboat", "raft"),
    ("boat", "raft"), ("raft", "raft"), ("sea", "raft"), ("chest", "treasure"), ("treasure", "treasure"),
    ("gold", "treasure"), ("jewel", "treasure"), ("amulet", "amulet"), ("medallion", "amulet"),
    ("rapier", "sabre"), ("sabre", "sabre"), ("sword", "sabre"), ("blade", "knife"), ("knife", "knife"),
    ("spear", "weapon"), ("weapon", "weapon"), ("blowgun", "weapon"), ("rifle", "rifle"), ("gun", "rifle"),
    ("helmet", "helmet"), ("map", "map"), ("compass", "compass"), ("spyglass", "explore"), ("explor", "explore"),
    ("scout", "explore"), ("lost", "footprint"), ("confus", "footprint"), ("path", "footprint"),
    ("rope", "rope"), ("barrel", "barrel"), ("crate", "crate"), ("box", "crate"), ("food", "food"),
    ("meat", "food"), ("hunger", "food"), ("hungry", "food"), ("feast", "food"), ("crock", "pot"), ("pot", "pot"),
    ("bowl", "pot"), ("wine", "wine"), ("bottle", "wine"), ("candle", "candles"), ("lantern", "lantern"),
    ("night", "night"), ("dark", "night"), ("moon", "night"), ("sleep", "rest"), ("tired", "rest"),
    ("exhaust", "rest"), ("blanket", "blanket"), ("hammock", "bed"), ("clothes", "clothes"), ("backpack", "backpack"),
    ("sack", "sack"), ("hatchet", "hatchet"), ("axe", "hatchet"), ("wood", "wood"), ("tree", "forest"),
    ("forest", "forest"), ("jungle", "forest"), ("fur", "fur"), ("hide", "fur"), ("tool", "build"),
    ("work", "build"), ("build", "build"), ("construct", "build"), ("broken", "build"), ("repair", "build"),
    ("gather", "gather"), ("fruit", "gather"), ("harvest", "gather"), ("camp", "camp"), ("tent", "camp"),
    ("morale", "morale"), ("hope", "morale"), ("sun", "morale"), ("despair", "curse"), ("fear", "ghost"),
    ("drum", "drum"), ("dam=", "dam"), ("river", "dam"), ("water", "rain"),
)


def picture_for(words: Iterable[str], default: str) -> str:
    """The silhouette the first matching word names (title first), else ``default``."""
    for text in words:
        tokens = re.findall(r"[a-z]+", text.lower())
        for stem, picture in WORD_PICTURES:
            whole = stem.endswith("=")
            hit = any(token == stem[:-1] if whole else token.startswith(stem) for token in tokens)
            if hit and sprites.has_silhouette(picture):
                return picture
    return default


def band(s: Sheet, x: float, y: float, w: float, h: float, picture: str, sky: RGB, ground: RGB,
         ink: RGB, glow: RGB = (250, 240, 210), extras: Sequence[str] = ()) -> None:
    """A vignette in the box (mm): a wash from ``sky`` down to ``ground``, a glow, the silhouette in ink.

    ``extras`` are smaller silhouettes at the sides (what else the card is about).
    """
    box = s.pixel_box(x, y, w, h)
    bw, bh = box[2] - box[0], box[3] - box[1]
    if bw < 4 or bh < 4:
        return
    wash = Image.linear_gradient("L").resize((bw, bh))
    scene = Image.composite(Image.new("RGB", (bw, bh), ground), Image.new("RGB", (bw, bh), sky), wash)
    light = Image.new("L", (bw, bh), 0)
    ImageDraw.Draw(light).ellipse((bw * 0.22, bh * 0.08, bw * 0.78, bh * 0.98), fill=150)
    scene = Image.composite(Image.new("RGB", (bw, bh), glow), scene, light.filter(ImageFilter.GaussianBlur(bh / 6)))
    ImageDraw.Draw(scene).line([(0, bh * 0.8), (bw, bh * 0.8)], fill=_mix(ground, ink, 0.35), width=max(1, round(bh / 60)))
    sprites.print_silhouette(scene, picture, (bw * 0.26, bh * 0.08, bw * 0.74, bh * 0.9), ink)
    for i, extra in enumerate(extras[:2]):
        side = (bw * 0.03, bh * 0.45, bw * 0.23, bh * 0.88) if i == 0 else (bw * 0.77, bh * 0.45, bw * 0.97, bh * 0.88)
        sprites.print_silhouette(scene, extra, side, _mix(ink, sky, 0.35))
    s.image.paste(scene, box[:2])
    s.rect(x, y, w, h, fill=None, outline=ink, line_mm=0.3)


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
