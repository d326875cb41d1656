"""The piece specs of the box, one per distinct component, made from the validated contents.

Copies of a card share one spec; the layout numbers the pieces.  A card's ``data`` is its row from
the data file (so the art and a later rules engine read the same values, and the app can show the
``source`` tag), and boards carry the printed spaces and tracks from ``board``.
"""

from __future__ import annotations

from typing import Any

from ...core.model import PieceSpec
from .board import character_board, helper_board, main_board, scenario_sheet
from .contents import Contents, Row

CARD_FACES = ("front", "back")
HIDDEN_BACK = frozenset({1})
ADVENTURE_BACKS = {"build": "build adventure card", "gather": "gather adventure card",
                   "explore": "explore adventure card"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _event_half(row: Row) -> str:
    return f"\nIn the Event deck - {row['event_title']}: {row['event_effect']}" if row["event_title"] else ""


def _needs(row: Row) -> str:
    needs = [t.capitalize() for t in row["terrain"]] + [i.capitalize() for i in row["items"]]
    if row["resources"]:
        needs.append(row["resources"])
    return "Needs: " + (", ".join(needs) if needs else "nothing")


def printed(section: str, row: Row) -> dict[str, Any]:
    """What the face shows, in the keys the art reads (``subtitle``, ``text``, ``value``, ``sides``)."""
    if section == "event":
        need = f", {row['requirement']}" if row["requirement"] else ""
        return {"subtitle": f"{row['icon']} icon", "text": f"{row['event']}\nThreat - {row['threat_action']} "
                f"({_plural(row['pawns'], 'pawn')}{need}): {row['reward']}\nIf it leaves: {row['threat_effect'] or '-'}"}
    if section == "wreckage":
        return {"subtitle": "wreckage", "text": f"{row['threat_action']}\n1 pawn: {row['reward_1_pawn']}\n"
                f"2 pawns: {row['reward_2_pawns']}"}
    if section in ("adventure", "mystery"):
        return {"subtitle": row.get("deck") or row["type"], "text": row["effect"] + _event_half(row)}
    if section == "beast":
        extra = f"\n{row['extra']}" if row["extra"] else ""
        return {"subtitle": "beast", "value": row["strength"], "text": f"Strength {row['strength']}, weapon "
                f"-{row['weapon_loss']}, +{row['food']} food, +{row['fur']} fur{extra}"}
    if section == "item":
        return {"subtitle": "starting item", "text": f"{row['effect']} ({_plural(row['uses'], 'use')})"}
    if section == "invention":
        return {"sides": [{"subtitle": f"{row['group']} invention", "text": _needs(row)},
                          {"subtitle": "item", "text": row["effect"]}]}
    if section == "tile":
        sources = " and ".join(row["sources"]) or "no"
        marks = [m for m, on in (("beast", row["beast"]), ("totem", row["totem"]),
                                 ("natural shelter", row["natural_shelter"])) if on]
        island = {"subtitle": row["terrain"], "text": f"{sources} source; {_plural(row['discoveries'], 'discovery')}"
                  + (f"; {', '.join(marks)}" if marks else "")}
        back = [{"title": row["back"].capitalize(), "subtitle": "", "text": "used by one scenario only"}]
        return {"sides": [island] + (back if row["back"] else [])}
    return {"text": row["effect"]} if "effect" in row else {}


def spec_id(section: str, row_id: str) -> str:
    return f"{section}:{row_id}"


def _size(contents: Contents, fmt: str) -> tuple[float, float]:
    row = contents.by_id("formats")[fmt]
    return float(row["width"]), float(row["height"])


def _card(contents: Contents, section: str, row: Row, back: str) -> PieceSpec:
    w, h = _size(contents, "card")
    return PieceSpec(spec_id(section, row["id"]), "card", row["title"], CARD_FACES, w, h, HIDDEN_BACK, back,
                     (section,), data={**row, **printed(section, row)})


def _colour(row: Row) -> tuple[int, int, int] | None:
    c = row["colour"]
    return (c[0], c[1], c[2]) if c else None


def board_spec(contents: Contents) -> PieceSpec:
    w, h = _size(contents, "board")
    card_w, card_h = _size(contents, "card")
    hex_w, hex_h = _size(contents, "hex")
    data: dict[str, Any] = main_board(card_w, card_h, hex_w, hex_h)
    return PieceSpec("board", "board", "Robinson Crusoe board", ("front",), w, h, back="game board",
                     tags=("board",), data=data)


def build_specs(contents: Contents, scenario: Row) -> dict[str, PieceSpec]:
    """Every spec the box needs, by id."""
    specs = [board_spec(contents)]
    card_w, card_h = _size(contents, "card")
    cw, ch = _size(contents, "character")
    for row in contents["characters"]:
        abilities = [a for a in contents["abilities"] if a["character"] == row["id"]]
        data = {**row, **character_board(row, abilities, cw, ch, card_w, card_h)}
        specs.append(PieceSpec(spec_id("character", row["id"]), "board", row["title"], ("male", "female"), cw, ch,
                               back="character card", tags=("characters",), data=data))
    hw, hh = _size(contents, "helper")
    for row in contents["helpers"]:
        specs.append(PieceSpec(spec_id("helper", row["id"]), "board", f"{row['title']}'s card", ("front",), hw, hh,
                               back=f"{row['title']}'s card", tags=("helpers",), data={**row, **helper_board(row, hw, hh)}))
    sw, sh = _size(contents, "scenario")
    for row in contents["scenarios"]:
        data = {**row, **scenario_sheet(row, sw)} if row["id"] == scenario["id"] else dict(row)
        specs.append(PieceSpec(spec_id("scenario", row["id"]), "board", f"Scenario {row['number']}: {row['title']}",
                               ("front",), sw, sh, back="scenario card", tags=("scenarios",), data=data))
    specs += [_card(contents, "event", r, "event card") for r in contents["events"]]
    specs += [_card(contents, "wreckage", r, "wreckage card") for r in contents["wreckage"]]
    specs += [_card(contents, "adventure", r, ADVENTURE_BACKS[r["deck"]]) for r in contents["adventures"]]
    specs += [_card(contents, "mystery", r, "mystery card") for r in contents["mysteries"]]
    specs += [_card(contents, "beast", r, "beast card") for r in contents["beasts"]]
    specs += [_card(contents, "item", r, "starting item card") for r in contents["starting_items"]]
    specs += [PieceSpec(spec_id("invention", r["id"]), "card", r["title"], ("invention", "item"), card_w, card_h,
                        back="invention card", tags=("inventions",), data={**r, **printed("invention", r)})
               for r in contents["inventions"]]
    tw, th = _size(contents, "hex")
    for row in contents["island_tiles"]:
        faces = ("island", row["back"]) if row["back"] else ("island", "back")
        hidden = frozenset() if row["back"] else HIDDEN_BACK
        specs.append(PieceSpec(spec_id("tile", str(row["number"])), "tile", f"Island tile {row['number']}", faces,
                               tw, th, hidden, "island tile", ("island_tiles",),
                               data={**row, **printed("tile", row), "shape": "hex"}))
    dw, dh = _size(contents, "die")
    specs += [PieceSpec(spec_id("die", r["id"]), "die", r["title"], tuple(r["faces"]), dw, dh, tags=("dice",),
                        color=_colour(r), data=dict(r)) for r in contents["dice"]]
    kw, kh = _size(contents, "token")
    specs += [PieceSpec(spec_id("discovery", r["id"]), "token", r["title"], CARD_FACES, kw, kh, HIDDEN_BACK,
                        "discovery token", ("discovery_tokens",), data={**r, **printed("discovery", r)})
              for r in contents["discovery_tokens"]]
    for row in contents["pieces"]:
        w, h = _size(contents, row["format"])
        faces = tuple(row["faces"])
        hidden = frozenset({len(faces) - 1}) if row["back"] else frozenset()
        specs.append(PieceSpec(spec_id("piece", row["id"]), row["kind"], row["title"], faces, w, h, hidden,
                               row["back"] or row["title"], ("pieces",), _colour(row), data=dict(row)))
    return {s.id: s for s in specs}
