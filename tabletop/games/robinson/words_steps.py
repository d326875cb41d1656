"""Card scripts in words: what an option of a card will do, read before it is chosen.

Most steps read as a sentence with their arguments put in (``TEMPLATES``: the sentence, and how each
argument is said); the few that need more are worded by ``_special``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...lang.door import N_, _, either, n_, takes_an
from .rules.catalog import catalog
from .rules.state import action_name, base_id, section

RES = {"wood": N_("wood"), "food": N_("food"), "fur": N_("fur"), "npfood": N_("non-perishable food"), "gathered": N_("of what was gathered")}
WHO = {"actor": N_("the acting character"), "first": N_("the first player"), "all": N_("each player"), "owner": N_("that character"),
       "target": N_("the character chosen"), "user": N_("the user")}
SIMPLE = {
    "lose_resources": N_("lose every resource"), "beast_token": N_("a beast-strength token by the Hunting deck"),
    "animals": N_("add the Hungry-animals die this round"), "shuffle": N_("shuffle this card into the Event deck"),
    "keep": N_("keep this card"), "stop_mystery": N_("stop drawing Mystery cards"), "choose_invention":
    N_("take an invention card of your choice"), "take_item": N_("take a random unused starting item"),
    "unexhaust": N_("the source comes back"), "unflip_tile": N_("the tile is turned face up again"),
    "move_camp": N_("move the camp next door"), "restore_camp": N_("regain the roof and palisade lost by the move"),
    "first_pass": N_("the first-player token passes on"), "no_abilities": N_("the first player cannot use abilities"),
    "stroke_of_fate": N_("both threat cards leave, doing their threat effects"), "beast_remove": N_("remove the top Beast card"),
    "hunt_discard": N_("discard the top Hunting card"), "peek_hunt": N_("look at the top Hunting card"),
    "beast_spoils": N_("take the top Hunting card's food and fur, no fight"), "storm_glass": N_("roll this round's weather now"),
    "book": "", "flag": "", "by_hand": N_("resolve it by hand"), "new_idea": N_("draw 5 inventions, keep 1"),
    "recon": N_("look at 3 island tiles, put 1 on top"), "scouting": N_("draw 2 discovery tokens, keep 1"),
    "tracking": N_("look at the top Hunting card"), "the_hunt": N_("the top Beast card goes onto the Hunting deck"),
    "mystery_stop": N_("stop drawing Mystery cards"), "mystery_go": N_("draw another Mystery card"),
    "flip_tile": N_("turn a tile next to the camp face down"), "shortcut": N_("put the Shortcut next to the camp"),
    "corral": N_("the Corral covers a food source next to the camp"),
}
PRODUCTION = {"no_food": N_("no food in Production"), "no_wood": N_("no wood in Production"), "skip": N_("no Production"),
              "half_food": N_("half the food in Production"), "plus_wood": N_("+1 wood in Production"),
              "minus_food": N_("1 food less in Production")}
WOOD_TOKENS = {"build": N_("+1 wood for the next build"), "shelter": N_("+1 wood on shelter, roof and palisade costs"),
               "weapon": N_("+1 wood on the weapon cost")}
TOKENS = {"reroll": N_("reroll-success"), "adventure": N_("adventure"), "pawn": N_("+1 pawn"), "beast": N_("beast")}


def title(piece: str) -> str:
    """A card's, tile's or token's name as printed."""
    if section(piece) == "tile":
        return _("island tile {tile}", tile=base_id(piece))
    found = catalog().titles.get(piece.split("#", 1)[0])
    return _(str(found)) if found is not None else base_id(piece).replace("-", " ").capitalize()


def char_name(cid: str) -> str:
    if cid == "friday":
        return _("Friday")
    return _("the {character}", character=_(str(catalog().characters[cid]["title"])))


def space_name(space: str) -> str:
    return _("island space {n}", n=space.removeprefix("island-")) if space.startswith("island-") else space


def plural(n: int, word: str) -> str:
    """``n`` of one thing the words count, in the plural the language gives ``n``."""
    forms: dict[str, Callable[[], str]] = {
        "wound": lambda: n_("{n} wound", "{n} wounds", n),
        "wood": lambda: n_("{n} wood", "{n} wood", n),
        "discovery_token": lambda: n_("{n} discovery token", "{n} discovery tokens", n),
        "invention": lambda: n_("{n} invention", "{n} inventions", n),
        "item": lambda: n_("{n} item", "{n} items", n),
        "extra_pawn": lambda: n_("{n} extra pawn", "{n} extra pawns", n),
    }
    return forms[word]() if word in forms else _("{n} {thing}", n=n, thing=_(word))


def wounds(n: int) -> str:
    return plural(n, "wound")


def item(name: str) -> str:
    return title(f"invention:{name}")


def steps_words(steps: tuple[Any, ...]) -> str:
    parts = [w for w in (step_words(s) for s in steps) if w]
    return ", ".join(parts) if parts else _("nothing happens")


Say = Callable[[Any], str]
_n: Say = str


def _who(key: Any) -> str:
    return _(WHO[key])


def _res(key: Any) -> str:
    return _(RES[key])


def _token(key: Any) -> str:
    return _(TOKENS[key])


def signed(n: int) -> str:
    """A change as a player reads it: "+2", "−1" (a true minus sign), "0"."""
    return f"{n:+d}".replace("-", "−") if n else "0"


TEMPLATES: dict[str, tuple[str, tuple[Say, ...]]] = {
    "gain": (N_("+{1} {0}"), (_res, _n)), "gain_each": (N_("+{1} {0} per player"), (_res, _n)),
    "pay": (N_("discard {1} {0}"), (_res, _n)), "pay_if": (N_("discard {1} {0} if possible"), (_res, _n)),
    "wound": (N_("{0}: {1}"), (_who, wounds)), "wound_one": (N_("{0}: {1}"), (char_name, wounds)),
    "heal": (N_("{0} heals {1}"), (_who, wounds)), "heal_one": (N_("{0} heals {1}"), (char_name, wounds)),
    "heal_split": (N_("heal {0}"), (wounds,)), "det": (N_("{0}: +{1} determination"), (_who, _n)),
    "det_one": (N_("{0}: +{1} determination"), (char_name, _n)),
    "lose_det": (N_("{0} discards {1} determination"), (_who, _n)),
    "lose_det_one": (N_("{0} discards {1} determination"), (char_name, _n)),
    "lose_all_det": (N_("{0} discards all determination"), (_who,)), "share_det": (N_("share {0} determination"), (_n,)),
    "morale": (N_("morale {0}"), (signed,)), "level": (N_("{0} {1}"), (_n, signed)),
    "level_if": (N_("{0} {1} if possible"), (_n, signed)), "halve": (N_("{0} loses half its level"), (_n,)),
    "zero": (N_("{0} drops to 0"), (_n,)), "weather": (N_("a {0} token in the Weather space"), (_n,)),
    "untoken": (N_("remove the {0} token on {1}"), (_token, action_name)),
    "wood_token": ("{0}", (lambda k: _(WOOD_TOKENS[k]),)),
    "tile_token": (N_("a +1 {0} token on {1}"), (_res, lambda w: _("the camp") if w == "camp" else _("that tile"))),
    "fight": (N_("{1} fights a beast of strength {0}"), (_n, _who)),
    "unless": (N_("unless you own the {0}: {1}"), (item, steps_words)),
    "if_item": (N_("with the {0}: {1}, else {2}"), (item, steps_words, steps_words)),
    "discover": (N_("draw {0}"), (lambda n: plural(n, "discovery_token"),)),
    "draw_invention": (N_("draw {0} onto the board"), (lambda n: plural(n, "invention"),)),
    "discard_inventions": (N_("discard {0} from the board"), (lambda n: plural(n, "invention"),)),
    "lose_item": (N_("lose {0}"), (lambda n: plural(n, "item"),)),
    "cover": (N_("cover the {0} terrain"), (_n,)), "uncover": (N_("uncover the {0} terrain"), (_n,)),
    "production": ("{0}", (lambda k: _(PRODUCTION[k]),)),
    "night_food": (N_("each player eats {0} more food tonight"), (_n,)),
    "one_pawn": (N_("{0} has only 1 pawn this round"), (_who,)),
    "only_actions": (N_("{0} may only {1} this round"),
                     (_who, lambda actions: either([action_name(a) for a in actions]))),
    "special_wound": (N_("a special wound on the {0}"), (_n,)), "at_night": (N_("at night: {0}"), (steps_words,)),
    "strongest_beast": (N_("draw {0} Beast cards, the strongest onto the Hunting deck"), (_n,)),
    "woodpile": (N_("{0} wood onto the woodpile"), (_n,)),
    "bonus_pawn": (N_("{1} for {0} this round"), (action_name, lambda n: plural(n, "extra_pawn"))),
    "camp_to": (N_("move the camp to {0}"), (space_name,)), "flip_at": (N_("turn {0} face down"), (space_name,)),
    "lose_at": (N_("lose the {0}"), (item,)), "discard_inv": (N_("discard the {0}"), (title,)),
    "take_inv": (N_("take the {0}"), (title,)), "idea_keep": (N_("take the {0}"), (title,)),
    "build_free": (N_("build the {0} for free"), (item,)), "recon_top": (N_("{0} on top of the island tiles"), (title,)),
    "scout_keep": (N_("keep the {0}"), (title,)), "hunt_top": (N_("leave the {0} on top"), (title,)),
    "hunt_bottom": (N_("put the {0} at the bottom"), (title,)), "shortcut_at": (N_("the Shortcut on {0}"), (space_name,)),
}


def step_words(s: tuple[Any, ...]) -> str:
    op, args = s[0], s[1:]
    if op in SIMPLE:
        return _(SIMPLE[op]) if SIMPLE[op] else ""
    if op in TEMPLATES:
        text, says = TEMPLATES[op]
        return _(text).format(*(say(a) for say, a in zip(says, args, strict=False)))
    return _special(str(op), args)


SPECIAL = ("mystery", "free_invention", "exhaust", "exhaust_at", "night_out", "choose", "token")


def _special(op: str, a: tuple[Any, ...]) -> str:
    if op == "mystery":
        kinds = ", ".join(_("{n} {kinds}", n=n, kinds=either([_(k) for k in t])) for t, n in a[0])
        return _("draw Mystery cards: {kinds}", kinds=kinds)
    if op == "free_invention":
        return _("build one of {inventions} for free", inventions=", ".join(item(n) for n in a[0]))
    if op == "exhaust":
        if a[1] in ("food", "wood"):
            return _("exhaust a {resource} source", resource=_res(a[1]))
        return _("exhaust a source")
    if op == "exhaust_at":
        keys = [k.split(":") for k in a[0].split(",")]
        return _("exhaust {sources}", sources=", ".join(_("the {resource} source on {space}", resource=_res(src),
                                                          space=space_name(sp)) for sp, src in keys))
    if op == "night_out":
        if a[0]:
            return _("spend the night away from the camp (then {steps})", steps=steps_words(a[0]))
        return _("spend the night away from the camp")
    if op == "token":
        name = TOKENS[a[0]]
        return _("an {0} token on {1}" if takes_an(name) else "a {0} token on {1}").format(_token(a[0]), action_name(a[1]))
    if op == "choose":
        return either([steps_words(o) for o in a])
    return op.replace("_", " ")
