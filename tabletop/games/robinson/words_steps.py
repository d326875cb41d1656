"""Card scripts in words: what an option of a card will do, read before it is chosen."""

from __future__ import annotations

from typing import Any

from .rules.catalog import catalog
from .rules.state import base_id, section

RES = {"wood": "wood", "food": "food", "fur": "fur", "npfood": "non-perishable food", "gathered": "of what was gathered"}
WHO = {"actor": "the acting character", "first": "the first player", "all": "each player", "owner": "that character",
       "target": "the character chosen", "user": "the user"}


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


def steps_words(steps: tuple[Any, ...]) -> str:
    parts = [w for w in (step_words(s) for s in steps) if w]
    return ", ".join(parts) if parts else "nothing happens"


def step_words(s: tuple[Any, ...]) -> str:
    op, a = s[0], s[1:]
    simple: dict[str, str] = {
        "lose_resources": "lose every resource", "beast_token": "a beast-strength token by the Hunting deck",
        "animals": "add the Hungry-animals die this round", "shuffle": "shuffle this card into the Event deck",
        "keep": "keep this card", "stop_mystery": "stop drawing Mystery cards", "choose_invention":
        "take an invention card of your choice", "take_item": "take a random unused starting item",
        "unexhaust": "the source comes back", "unflip_tile": "the tile is turned face up again",
        "move_camp": "move the camp next door", "restore_camp": "regain the roof and palisade lost by the move",
        "first_pass": "the first-player token passes on", "no_abilities": "the first player cannot use abilities",
        "stroke_of_fate": "both threat cards leave, doing their threat effects", "beast_remove":
        "remove the top Beast card", "hunt_discard": "discard the top Hunting card", "peek_hunt":
        "look at the top Hunting card", "beast_spoils": "take the top Hunting card's food and fur, no fight",
        "storm_glass": "roll this round's weather now", "book": "", "by_hand": "resolve it by hand", "flag": "",
        "new_idea": "draw 5 inventions, keep 1", "recon": "look at 3 island tiles, put 1 on top",
        "scouting": "draw 2 discovery tokens, keep 1", "tracking": "look at the top Hunting card",
        "the_hunt": "the top Beast card goes onto the Hunting deck", "mystery_stop": "stop drawing Mystery cards",
        "flip_tile": "turn a tile next to the camp face down", "shortcut": "put the Shortcut next to the camp",
    }
    if op in simple:
        return simple[op]
    if op == "gain":
        return f"+{a[1]} {RES[a[0]]}"
    if op == "gain_each":
        return f"+{a[1]} {RES[a[0]]} per player"
    if op in ("pay", "pay_if"):
        return f"discard {a[1]} {RES[a[0]]}" + (" if possible" if op == "pay_if" else "")
    if op == "wound":
        return f"{WHO[a[0]]}: {wounds(a[1])}"
    if op == "wound_one":
        return f"{char_name(a[0])}: {wounds(a[1])}" + (" (hungry)" if a[1] == 2 else "")
    if op == "heal":
        return f"{WHO[a[0]]} heals {plural(a[1], 'wound')}"
    if op == "heal_one":
        return f"{char_name(a[0])} heals {plural(a[1], 'wound')}"
    if op == "heal_split":
        return f"heal {plural(a[0], 'wound')}"
    if op in ("det", "det_one"):
        who = WHO[a[0]] if op == "det" else char_name(a[0])
        return f"{who}: +{a[1]} determination"
    if op == "lose_det":
        return f"{WHO[a[0]]} discards {a[1]} determination"
    if op == "lose_all_det":
        return f"{WHO[a[0]]} discards all determination"
    if op == "share_det":
        return f"share {a[0]} determination"
    if op == "morale":
        return f"morale {a[0]:+d}"
    if op in ("level", "level_if"):
        return f"{a[0]} {a[1]:+d}" + (" if possible" if op == "level_if" else "")
    if op == "halve":
        return f"{a[0]} loses half its level"
    if op == "zero":
        return f"{a[0]} drops to 0"
    if op == "weather":
        return f"a {a[0]} token in the Weather space"
    if op in ("token", "untoken"):
        what = {"reroll": "reroll-success", "adventure": "adventure", "pawn": "+1 pawn", "beast": "beast"}[a[0]]
        return f"{'remove the' if op == 'untoken' else 'a'} {what} token on {a[1].capitalize()}"
    if op == "wood_token":
        return {"build": "+1 wood for the next build", "shelter": "+1 wood on shelter, roof and palisade costs",
                "weapon": "+1 wood on the weapon cost"}[a[0]]
    if op == "tile_token":
        return f"a +1 {a[0]} token on {'the camp' if a[1] == 'camp' else 'that tile'}"
    if op == "fight":
        return f"{WHO[a[1]]} fights a beast of strength {a[0]}"
    if op in ("unless", "if_item"):
        return f"unless you own the {title('invention:' + a[0])}: {steps_words(a[1])}" if op == "unless" else \
            f"with the {title('invention:' + a[0])}: {steps_words(a[1])}, else {steps_words(a[2])}"
    if op == "discover":
        return f"draw {plural(a[0], 'discovery token')}"
    if op == "mystery":
        return "draw Mystery cards: " + ", ".join(f"{n} {' or '.join(t)}" for t, n in a[0])
    if op in ("mystery_go",):
        return "draw another Mystery card"
    if op == "draw_invention":
        return f"draw {plural(a[0], 'invention')} onto the board"
    if op == "discard_inventions":
        return f"discard {plural(a[0], 'invention')} from the board"
    if op == "lose_item":
        return f"lose {plural(a[0], 'item')}"
    if op == "free_invention":
        return "build one of " + ", ".join(title(f"invention:{n}") for n in a[0]) + " for free"
    if op in ("exhaust", "exhaust_at"):
        if op == "exhaust":
            return f"exhaust a {a[1] if a[1] in ('food', 'wood') else ''} source".replace("  ", " ")
        keys = a[0].split(",")
        return "exhaust " + ", ".join(f"the {k.split(':')[1]} source on {space_name(k.split(':')[0])}" for k in keys)
    if op in ("cover", "uncover"):
        return f"{op} the {a[0]} terrain"
    if op == "production":
        return {"no_food": "no food in Production", "no_wood": "no wood in Production", "skip": "no Production",
                "half_food": "half the food in Production", "plus_wood": "+1 wood in Production",
                "minus_food": "1 food less in Production"}[a[0]]
    if op == "night_food":
        return f"each player eats {a[0]} more food tonight"
    if op == "one_pawn":
        return f"{WHO[a[0]]} has only 1 pawn this round"
    if op == "only_actions":
        return f"{WHO[a[0]]} may only {', '.join(a[1])} this round"
    if op == "special_wound":
        return f"a special wound on the {a[0]}"
    if op == "night_out":
        return "spend the night away from the camp" + (f" (then {steps_words(a[0])})" if a[0] else "")
    if op == "at_night":
        return f"at night: {steps_words(a[0])}"
    if op == "strongest_beast":
        return f"draw {a[0]} Beast cards, the strongest onto the Hunting deck"
    if op == "woodpile":
        return f"{a[0]} wood onto the woodpile"
    if op == "bonus_pawn":
        return f"{plural(a[1], 'extra pawn')} for {a[0].capitalize()} this round"
    if op == "camp_to":
        return f"move the camp to {space_name(a[0])}"
    if op == "flip_at":
        return f"turn {space_name(a[0])} face down"
    if op == "lose_at":
        return f"lose the {title('invention:' + a[0])}"
    if op == "discard_inv":
        return f"discard the {title(a[0])}"
    if op in ("take_inv", "idea_keep"):
        return f"take the {title(a[0])}"
    if op == "build_free":
        return f"build the {title('invention:' + a[0])} for free"
    if op == "recon_top":
        return f"{title(a[0])} on top of the island tiles"
    if op == "scout_keep":
        return f"keep the {title(a[0])}"
    if op == "hunt_top":
        return f"leave the {title(a[0])} on top"
    if op == "hunt_bottom":
        return f"put the {title(a[0])} at the bottom"
    if op == "shortcut_at":
        return f"the Shortcut on {space_name(a[0])}"
    if op == "corral":
        return "the Corral covers a food source next to the camp"
    if op == "choose":
        return " or ".join(steps_words(o) for o in a)
    return str(op).replace("_", " ")
