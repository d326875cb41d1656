"""What Robinson's rules did by themselves after a move, in words for the log (the kit's ``Narration``).

Confirming the plan resolves every action, rolls the weather and may reach the night; going to sleep
feeds the camp, ends the round and opens the next with its event card.  The engine notes each step as
it goes (``State.told``: the action resolved, the dice that stand, a card drawn, the weather, and the
boards' figures after each step); here each note becomes a short sentence, in the order it happened,
under the name of the phase it happened in.  When the move ends at a decision with a reason of its
own (a card asking for a discard, the dice asking for a reroll), the last sentence says who decides
and why; the panel's header says the same (``asking``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...lang.door import _, join, n_
from ..kit.words import NEW_ROUND
from .rules.actions import face
from .rules.cards import card_info
from .rules.moves import Kind, Move
from .rules.state import RESOURCES, Slot, State, section
from .rules.told import Figures, figures
from .words import LEVEL_NAMES, PHASES, action_words, card_text, upper
from .words_steps import RES, char_name, item, signed, space_name, title, wounds

LEVELS = ("roof", "palisade", "weapon")
PARTS = {"event": "event", "adventure": "effect", "mystery": "effect"}
COUNTED = ("discard_inventions", "lose_item")


def _who(state: State, cid: str, names: Mapping[str, str]) -> str:
    seat = next((c.seat for c in state.chars if c.id == cid), "")
    if seat:
        return _("{character} ({seat})", character=upper(char_name(cid)), seat=names.get(seat, seat))
    return upper(char_name(cid))


def _faces(kind: str, faces: tuple[int, int, int]) -> str:
    wound, success, adventure = (face(kind, role, f) for role, f in zip(("wound", "success", "adventure"), faces,
                                                                         strict=True))
    parts = [_("success") if success == "success" else _("failure")]
    if wound == "wound":
        parts.append(_("a wound"))
    if adventure == "adventure":
        parts.append(_("an adventure"))
    return join(parts)


def _weather(rain: int, snow: int, animals: str, storm: bool) -> str:
    parts = []
    if rain:
        parts.append(_("rain clouds: {n}", n=rain))
    if snow:
        parts.append(_("snow clouds: {n}", n=snow))
    if animals.startswith("beast"):
        parts.append(_("a beast of strength {n}", n=int(animals.split()[1])))
    elif animals and animals != "blank":
        what, change = animals.split()
        parts.append(_("{what} {change}", what=_(LEVEL_NAMES.get(what, RES.get(what, what))),
                       change=change.replace("-", "−")))
    if storm:
        parts.append(_("a storm"))
    return join(parts, empty=_("clear skies"))


def _card(card: str, phase: str) -> str:
    name = title(card)
    kind = section(card)
    if kind == "event":
        return _("Event card: {card}.", card=name)
    part = "event_side" if phase == "event" else PARTS.get(kind, "")
    text = card_text(card, part) if part else ""
    if kind == "adventure":
        return _("Adventure card {card}: {text}.", card=name, text=text)
    if kind == "mystery":
        return _("Mystery card {card}: {text}.", card=name, text=text)
    return _("Hunting card: {card}.", card=name)


def _changes(was: Figures, now: Figures, names: Mapping[str, str], state: State) -> list[str]:
    """What changed on the boards between two counts, one sentence a board."""
    lines = []
    res = [_("{n} {resource}", n=signed(b - a), resource=_(RES[r])) for r, a, b in zip(RESOURCES, was[2], now[2],
                                                                                          strict=True) if a != b]
    if res:
        lines.append(_("Resources: {changes}.", changes=", ".join(res)))
    if was[3] != now[3]:
        lines.append(_("Morale {change} (now {n}).", change=signed(now[3] - was[3]), n=signed(now[3])))
    for track, a, b in zip(LEVELS, was[4:7], now[4:7], strict=True):
        if a != b:
            lines.append(_("{level} {change} (now {n}).", level=_(LEVEL_NAMES[track]), change=signed(b - a), n=b))
    if now[7] and not was[7]:
        lines.append(_("The Shelter is built."))
    for (cid, w0, d0), (_same, w1, d1) in zip(was[8], now[8], strict=True):
        parts = []
        if w1 > w0:
            parts.append(wounds(w1 - w0))
        elif w1 < w0:
            parts.append(_("heals {wounds}", wounds=wounds(w0 - w1)))
        if d1 != d0:
            parts.append(_("{n} determination", n=signed(d1 - d0)))
        if parts:
            lines.append(_("{who}: {changes}.", who=_who(state, cid, names), changes=", ".join(parts)))
    built, lost = sorted(set(now[9]) - set(was[9])), sorted(set(was[9]) - set(now[9]))
    if built:
        lines.append(_("Built: {items}.", items=join([item(n) for n in built])))
    if lost:
        lines.append(_("Lost: {items}.", items=join([item(n) for n in lost])))
    return lines


def _fact(fact: tuple[Any, ...], before: State, phase: str, names: Mapping[str, str], rolled: bool) -> list[str]:
    tag, args = fact[0], fact[1:]
    if tag == "act":
        kind, target, lead = args
        if kind == "threat" and not target:
            return []
        action = _("the threat {card}", card=title(target)) if kind == "threat" else action_words(
            before, Slot(kind, target))
        return [_("{who}: {action}.", who=_who(before, lead, names), action=upper(action))]
    if tag == "dice":
        return [_("Dice: {faces}.", faces=_faces(args[0], (args[1], args[2], args[3])))]
    if tag == "outcome":
        return [] if rolled or not args[1] else [_("Success without the dice (a pawn to spare).")]
    if tag == "card":
        return [_card(args[0], phase)]
    if tag == "threat":
        text = card_text(args[0], "threat")
        if text:
            return [_("{card} leaves the threat spaces: {text}.", card=title(args[0]), text=text)]
        return [_("{card} leaves the threat spaces.", card=title(args[0]))]
    if tag == "eat":
        eaters, short = args
        if not short:
            return [_("Supper: {n} food eaten.", n=eaters)]
        return [_("Supper: {n} food short.", n=short)]
    if tag == "open_air":
        return [_("No shelter: a night in the open.")]
    if tag == "spoils":
        return [n_("{n} food spoils overnight.", "{n} food spoil overnight.", args[0])]
    if tag == "tile":
        space, tile, *tokens = args
        lines = [_("{space}: {tile} turns up.", space=upper(space_name(space)), tile=title(tile))]
        return lines + ([_("Discovery tokens: {tokens}.", tokens=join([title(t) for t in tokens]))] if tokens else [])
    if tag == "arrive":
        return [_("End of the actions: {tokens} come into play.", tokens=join([title(t) for t in args]))]
    if tag == "tokens":
        return [_("Discovery tokens: {tokens}.", tokens=join([title(t) for t in args]))] if args else []
    if tag == "weather":
        return [_("Weather: {what}.", what=_weather(*args))]
    return []


def told(before: State, after: State, names: Mapping[str, str]) -> list[str]:
    """The engine's notes of the move in words, each phase's sentences under the phase's name."""
    return _told(figures(before), before.phase, before, after.told, after, names)


def opening(state: State, names: Mapping[str, str]) -> list[str]:
    """What setting the game out played before anyone moved: round 1's Morale and Production phases.  The
    opening's notes begin with the count of the boards as set out, which the steps after it change."""
    facts = state.told
    if not facts or facts[0][0] != "figures":
        return []
    return _told(facts[0][1], "", state, facts[1:], state, names)


def _told(was: Figures, phase: str, before: State, facts: tuple[Any, ...], after: State,
          names: Mapping[str, str]) -> list[str]:
    lines: list[str] = []
    named, rolled = phase, False
    for fact in (*facts, ("figures", figures(after))):
        if fact[0] == "figures":
            said, ended = _changes(was, fact[1], names, after), fact[1][1] > was[1]
            was, phase = fact[1], fact[1][0]
            if ended:  # the night's last steps, then the new round's own
                lines += [*said, NEW_ROUND]
                continue
        else:
            phase = "weather" if fact[0] == "weather" else phase
            rolled = fact[0] == "dice" or (rolled and fact[0] != "act")
            said = _fact(fact, before, phase, names, rolled)
        if said and phase != named and phase in PHASES:
            lines.append(_("— {phase}", phase=_(PHASES[phase])))
            named = phase
        lines += said
    return lines


def _counted(state: State) -> str:
    """"(2 of 3)" when the card asks for the same choice several times."""
    p = state.pending
    assert p is not None
    steps: tuple[Any, ...] = ()
    if p.ctx.card and section(p.ctx.card) in ("adventure", "mystery"):
        steps = card_info(p.ctx.card).effect or ()
    total = next((s[1] for s in steps if s[0] in COUNTED), 0)
    later = next((t.args[0][0][1] for t in state.todo if t.op == "fx" and t.args[0] and t.args[0][0][0] in COUNTED),
                 0)
    return _(" ({k} of {n})", k=total - later, n=total) if total > 1 else ""


def _part(state: State, card: str) -> str:
    """Which half of ``card`` is being resolved: an event card's event, threat or reward, the rest's effect."""
    if section(card) != "event":
        return "event_side" if state.phase == "event" else PARTS.get(section(card), "")
    waiting = {(t.op, t.args) for t in state.todo}
    if ("threat_gone", (card,)) in waiting:
        return "threat"
    return "reward" if ("threat_done", (card,)) in waiting else "event"


def asking(state: State) -> str | None:
    """Why the seat on the move must decide, when the decision has a reason of its own."""
    p = state.pending
    if p is None or state.result:
        return None
    if p.kind == "choose":
        if p.ctx.card:
            part = _part(state, p.ctx.card)
            return _("{card}: {text}", card=title(p.ctx.card), text=card_text(p.ctx.card, part)) + _counted(state)
        if p.text == "hunger":
            return _("Not enough food: who goes hungry (2 wounds each)?")
        if p.text == "mystery":
            return _("Mystery cards: draw another or stop?")
        if state.phase == "morale":
            return _("Morale: determination or a wound healed?")
        return _("{character} chooses", character=upper(char_name(p.ctx.actor))) if p.ctx.actor else None
    if p.kind == "manual":
        return _("Resolve {card} by hand: {text}", card=title(p.ctx.card) if p.ctx.card else _("this"),
                 text=card_text(p.ctx.card, p.text))
    if p.kind == "reroll" and state.roll is not None:
        return _("Dice: {faces}. Reroll one?", faces=_faces(state.roll.kind, state.roll.faces))
    if p.kind == "weather":
        return _("Weather: {what}. Take a cloud away?", what=_weather(*p.options))
    if p.kind == "fight":
        strength, cid, card, boost, _rest = p.options[0].args
        beast = title(card) if card else _("a beast")
        return _("{character} fights {beast}, strength {strength}", character=upper(char_name(cid)), beast=beast,
                 strength=strength)
    return None


ASKED = {"choose": Kind.CHOOSE, "reroll": Kind.REROLL, "weather": Kind.USE, "fight": Kind.FIGHT}
QUIET = (Kind.ADJUST, Kind.UNADJUST)


def happened(before: State, after: State, move: Move, names: Mapping[str, str]) -> list[str]:
    lines = told(before, after, names)
    if after.result and not before.result and after.why:
        lines.append(after.why)
    reason = asking(after)
    p = after.pending
    announced = p is not None and p.kind == "manual" and after.phase != before.phase  # the binding's "Next:" says it
    if reason and p is not None and p != before.pending and move.t not in QUIET and not announced:
        seat = names.get(p.seat, p.seat)
        if p.ctx.card and ("card", p.ctx.card) in after.told:  # its words were just said with the card
            lines.append(_("{seat} decides.", seat=seat))
        else:
            lines.append(_("{seat} decides: {reason}", seat=seat, reason=reason))
    return lines

