"""Card scripts in words: what an option of a card will do, read before it is chosen.

Most steps read as a sentence with their arguments put in (``TEMPLATES``: the sentence, and how each
argument is said); the few that need more are worded by ``_special``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .rules.catalog import catalog
from .rules.state import base_id, section

RES = {"wood": "wood", "food": "food", "fur": "fur", "npfood": "non-perishable food", "gathered": "of what was gathered"}
WHO = {"actor": "the acting character", "first": "the first player", "all": "each player", "owner": "that character",
       "target": "the character chosen", "user": "the user"}
SIMPLE = {
    "lose_resources": "lose every resource", "beast_token": "a beast-strength token by the Hunting deck",
    "animals": "add the Hungry-animals die this round", "shuffle": "shuffle this card into the Event deck",
    "keep": "keep this card", "stop_mystery": "stop drawing Mystery cards", "choose_invention":
    "take an invention card of your choice", "take_item": "take a random unused starting item",
    "unexhaust": "the source comes back", "unflip_tile": "the tile is turned face up again",
    "move_camp": "move the camp next door", "restore_camp": "regain the roof and palisade lost by the move",
    "first_pass": "the first-player token passes on", "no_abilities": "the first player cannot use abilities",
    "stroke_of_fate": "both threat cards leave, doing their threat effects", "beast_remove": "remove the top Beast card",
    "hunt_discard": "discard the top Hunting card", "peek_hunt": "look at the top Hunting card",
    "beast_spoils": "take the top Hunting card's food and fur, no fight", "storm_glass": "roll this round's weather now",
    "book": "", "flag": "", "by_hand": "resolve it by hand", "new_idea": "draw 5 inventions, keep 1",
    "recon": "look at 3 island tiles, put 1 on top", "scouting": "draw 2 discovery tokens, keep 1",
    "tracking": "look at the top Hunting card", "the_hunt": "the top Beast card goes onto the Hunting deck",
    "mystery_stop": "stop drawing Mystery cards", "mystery_go": "draw another Mystery card",
    "flip_tile": "turn a tile next to the camp face down", "shortcut": "put the Shortcut next to the camp",
    "corral": "the Corral covers a food source next to the camp",
}
PRODUCTION = {"no_food": "no food in Production", "no_wood": "no wood in Production", "skip": "no Production",
              "half_food": "half the food in Production", "plus_wood": "+1 wood in Production",
              "minus_food": "1 food less in Production"}
WOOD_TOKENS = {"build": "+1 wood for the next build", "shelter": "+1 wood on shelter, roof and palisade costs",
               "weapon": "+1 wood on the weapon cost"}
TOKENS = {"reroll": "reroll-success", "adventure": "adventure", "pawn": "+1 pawn", "beast": "beast"}


def title(piece: str) -> str:
    """A card's, tile's or token's name as printed."""
    if section(piece) == "tile":
        return f"island tile {base_id(piece)}"
    return str(catalog().titles.get(piece.split("#", 1)[0], base_id(piece).replace("-", " ").capitalize()))


def char_name(cid: str) -> str:
    return "Friday" if cid == "friday" else f"the {catalog().characters[cid]['title']}"


def space_name(space: str) -> str:
    return space.replace("island-", "island space ")


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def wounds(n: int) -> str:
    return plural(n, "wound")


def item(name: str) -> str:
    return title(f"invention:{name}")


def steps_words(steps: tuple[Any, ...]) -> str:
    parts = [w for w in (step_words(s) for s in steps) if w]
    return ", ".join(parts) if parts else "nothing happens"


Say = Callable[[Any], str]
_n: Say = str
_who: Say = WHO.__getitem__
_res: Say = RES.__getitem__
_signed: Say = "{:+d}".format
_cap: Say = str.capitalize
TEMPLATES: dict[str, tuple[str, tuple[Say, ...]]] = {
    "gain": ("+{1} {0}", (_res, _n)), "gain_each": ("+{1} {0} per player", (_res, _n)),
    "pay": ("discard {1} {0}", (_res, _n)), "pay_if": ("discard {1} {0} if possible", (_res, _n)),
    "wound": ("{0}: {1}", (_who, wounds)), "wound_one": ("{0}: {1}", (char_name, wounds)),
    "heal": ("{0} heals {1}", (_who, wounds)), "heal_one": ("{0} heals {1}", (char_name, wounds)),
    "heal_split": ("heal {0}", (wounds,)), "det": ("{0}: +{1} determination", (_who, _n)),
    "det_one": ("{0}: +{1} determination", (char_name, _n)),
    "lose_det": ("{0} discards {1} determination", (_who, _n)),
    "lose_det_one": ("{0} discards {1} determination", (char_name, _n)),
    "lose_all_det": ("{0} discards all determination", (_who,)), "share_det": ("share {0} determination", (_n,)),
    "morale": ("morale {0}", (_signed,)), "level": ("{0} {1}", (_n, _signed)),
    "level_if": ("{0} {1} if possible", (_n, _signed)), "halve": ("{0} loses half its level", (_n,)),
    "zero": ("{0} drops to 0", (_n,)), "weather": ("a {0} token in the Weather space", (_n,)),
    "token": ("a {0} token on {1}", (TOKENS.__getitem__, _cap)),
    "untoken": ("remove the {0} token on {1}", (TOKENS.__getitem__, _cap)),
    "wood_token": ("{0}", (WOOD_TOKENS.__getitem__,)),
    "tile_token": ("a +1 {0} token on {1}", (_n, lambda w: "the camp" if w == "camp" else "that tile")),
    "fight": ("{1} fights a beast of strength {0}", (_n, _who)),
    "unless": ("unless you own the {0}: {1}", (item, steps_words)),
    "if_item": ("with the {0}: {1}, else {2}", (item, steps_words, steps_words)),
    "discover": ("draw {0}", (lambda n: plural(n, "discovery token"),)),
    "draw_invention": ("draw {0} onto the board", (lambda n: plural(n, "invention"),)),
    "discard_inventions": ("discard {0} from the board", (lambda n: plural(n, "invention"),)),
    "lose_item": ("lose {0}", (lambda n: plural(n, "item"),)),
    "cover": ("cover the {0} terrain", (_n,)), "uncover": ("uncover the {0} terrain", (_n,)),
    "production": ("{0}", (PRODUCTION.__getitem__,)),
    "night_food": ("each player eats {0} more food tonight", (_n,)),
    "one_pawn": ("{0} has only 1 pawn this round", (_who,)),
    "only_actions": ("{0} may only {1} this round", (_who, ", ".join)),
    "special_wound": ("a special wound on the {0}", (_n,)), "at_night": ("at night: {0}", (steps_words,)),
    "strongest_beast": ("draw {0} Beast cards, the strongest onto the Hunting deck", (_n,)),
    "woodpile": ("{0} wood onto the woodpile", (_n,)),
    "bonus_pawn": ("{1} for {0} this round", (_cap, lambda n: plural(n, "extra pawn"))),
    "camp_to": ("move the camp to {0}", (space_name,)), "flip_at": ("turn {0} face down", (space_name,)),
    "lose_at": ("lose the {0}", (item,)), "discard_inv": ("discard the {0}", (title,)),
    "take_inv": ("take the {0}", (title,)), "idea_keep": ("take the {0}", (title,)),
    "build_free": ("build the {0} for free", (item,)), "recon_top": ("{0} on top of the island tiles", (title,)),
    "scout_keep": ("keep the {0}", (title,)), "hunt_top": ("leave the {0} on top", (title,)),
    "hunt_bottom": ("put the {0} at the bottom", (title,)), "shortcut_at": ("the Shortcut on {0}", (space_name,)),
}


def step_words(s: tuple[Any, ...]) -> str:
    op, args = s[0], s[1:]
    if op in SIMPLE:
        return SIMPLE[op]
    if op in TEMPLATES:
        text, says = TEMPLATES[op]
        return text.format(*(say(a) for say, a in zip(says, args, strict=False)))
    return _special(str(op), args)


SPECIAL = ("mystery", "free_invention", "exhaust", "exhaust_at", "night_out", "choose")


def _special(op: str, a: tuple[Any, ...]) -> str:
    if op == "mystery":
        return "draw Mystery cards: " + ", ".join(f"{n} {' or '.join(t)}" for t, n in a[0])
    if op == "free_invention":
        return "build one of " + ", ".join(item(n) for n in a[0]) + " for free"
    if op == "exhaust":
        return f"exhaust a {a[1] + ' ' if a[1] in ('food', 'wood') else ''}source"
    if op == "exhaust_at":
        keys = [k.split(":") for k in a[0].split(",")]
        return "exhaust " + ", ".join(f"the {src} source on {space_name(sp)}" for sp, src in keys)
    if op == "night_out":
        return "spend the night away from the camp" + (f" (then {steps_words(a[0])})" if a[0] else "")
    if op == "choose":
        return " or ".join(steps_words(o) for o in a)
    return op.replace("_", " ")
