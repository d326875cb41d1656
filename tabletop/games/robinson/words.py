"""Robinson Crusoe's words: every move as a player reads it, the phases, each seat's figures, and why a
drop means nothing."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...core.model import Table
from ..kit.words import Figure
from .picture_pawns import pawn_of_piece
from .rules.catalog import catalog, contents
from .rules.moves import Kind, Move
from .rules.planning import LEVELS, base_cost, need, planner, planning_order, threat_card
from .rules.state import FRIDAY, Slot, State, base_id, char, section
from .rules.weather import HOOCH
from .words_steps import RES, char_name, plural, space_name, steps_words, title, wounds

KINDS = {Kind.PLACE: "Place a pawn", Kind.UNPLACE: "Take a pawn back", Kind.DONE: "Planning done",
         Kind.PILE: "The woodpile", Kind.CHOOSE: "Choose", Kind.ADJUST: "Resolve by hand",
         Kind.UNADJUST: "Resolve by hand", Kind.RESOLVED: "Resolve by hand", Kind.REROLL: "Reroll a die",
         Kind.ACCEPT: "Go on", Kind.USE: "Use an item or token", Kind.ABILITY: "Use an ability",
         Kind.BOOST: "Raise the weapon for this fight", Kind.FIGHT: "Fight", Kind.CAMP: "Move the camp",
         Kind.SLEEP: "Go to sleep"}
PHASES = {"event": "Event phase", "morale": "Morale phase", "production": "Production phase",
          "planning": "Action phase: planning", "action": "Action phase: resolving the plan",
          "weather": "Weather phase", "night": "Night phase", "over": "The game is over"}
PART_FIELDS = {"event": ("event",), "threat": ("threat_effect",), "reward": ("reward",),
               "effect": ("effect",), "event_side": ("event_title", "event_effect"), "": ("effect", "event_effect")}


def upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def pawn_name(state: State, pawn: str) -> str:
    if pawn == FRIDAY:
        return "Friday"
    if pawn == "dog":
        return "the Dog"
    head, _, n = pawn.rpartition("-")
    if head in catalog().characters:
        return f"{char_name(head)}'s {'first' if n == '1' else 'second'} pawn"
    if f"invention:{pawn}" in catalog().titles:
        return f"the {title('invention:' + pawn)}'s pawn"
    return "an extra pawn"


def action_words(state: State, s: Slot) -> str:
    if s.kind == "threat":
        card = threat_card(state, s.target)
        return f"the threat {title(card)}" + (_pay_words(state, s) if card else "")
    if s.kind == "hunt":
        return "Hunt"
    if s.kind == "build":
        what = s.target.capitalize() if s.target in LEVELS else f"the {title('invention:' + s.target)}"
        return f"Build {what}{_pay_words(state, s)}"
    if s.kind == "gather":
        space, _, src = s.target.partition(":")
        return f"Gather {src} on {space_name(space)}"
    if s.kind == "explore":
        return f"Explore {space_name(s.target)}"
    return "Arrange the camp" if s.kind == "arrange" else "Rest"


def _pay_words(state: State, s: Slot) -> str:
    cost = base_cost(state, s.kind, s.target, s.pay)
    paid = [f"{n} {RES[r]}" for r, n in zip(("wood", "food", "fur"), cost[:3], strict=True) if n]
    return f" (paying {' and '.join(paid)})" if paid else ""


def _count_words(state: State, plan: tuple[Slot, ...], i: int) -> str:
    s = plan[i]
    have, want = len(s.pawns), need(state, plan, i)
    if have < want:
        return f": {have} of {want} pawns, not enough yet"
    if s.kind in ("build", "gather", "explore"):
        return ": the dice decide" if have == want else ": sure to succeed"
    return ""


def _place(state: State, m: Move) -> str:
    if m.slot >= 0:
        s = state.plan[m.slot]
        after = s.__class__(s.kind, s.target, s.pay, (*s.pawns, m.pawn), s.by)
        plan = tuple(after if k == m.slot else o for k, o in enumerate(state.plan))
        return upper(f"{pawn_name(state, m.pawn)} joins {action_words(state, s)}{_count_words(state, plan, m.slot)}")
    s = Slot(m.what, m.target, m.n, (m.pawn,), ("",))
    plan = (*state.plan, s)
    return upper(f"{pawn_name(state, m.pawn)} to {action_words(state, s)}{_count_words(state, plan, len(plan) - 1)}")


def _done(state: State) -> str:
    order = planning_order(state)
    short = [action_words(state, s) for i, s in enumerate(state.plan) if len(s.pawns) < need(state, state.plan, i)]
    if state.planner + 1 < len(order):
        nxt = next(c.id for c in state.chars if c.seat == order[state.planner + 1])
        return f"Done planning (the plan goes to {char_name(nxt)})"
    text = "Confirm the plan and resolve the actions"
    return text + (f" ({', '.join(short)} will not happen: too few pawns)" if short else "")


def _use(state: State, m: Move) -> str:
    if section(m.what) == "invention":
        heal = "heal " + (char_name(m.target) + " 1 wound" if m.target else "2 wounds")
        return f"The {title(m.what)}: discard 1 food to {heal}"
    for_whom = f" for {char_name(m.target)}" if m.target else ""
    if state.pending is not None and state.pending.kind == "weather":
        if m.what == HOOCH:
            return "Hooch (3 determination): " + ("ignore 1 rain cloud" if m.n == 0 else "turn a snow cloud to rain")
        return f"The {title(m.what)}: ignore 1 {'rain' if m.n == 0 else 'snow'} cloud"
    return f"Use the {title(m.what)}{for_whom}"


def _ability(state: State, m: Move) -> str:
    row = next(r for r in contents()["abilities"] if r["id"] == m.what)
    target = f" on {action_words(state, state.plan[m.slot])}" if m.slot >= 0 else ""
    return f"{row['title']} ({row['cost']} determination): {row['effect']}{target}"


def card_text(card: str, part: str) -> str:
    """A card's printed words for the part being resolved by hand."""
    sec = {"event": "events", "adventure": "adventures", "mystery": "mysteries", "item": "starting_items",
           "discovery": "discovery_tokens", "wreckage": "wreckage"}.get(section(card), "")
    if not sec:
        return ""
    row = next(r for r in contents()[sec] if r["id"] == base_id(card))
    fields = [f for f in PART_FIELDS.get(part, ("effect",)) if row.get(f)]
    return " - ".join(str(row[f]) for f in fields) or str(row.get("effect", ""))


def _adjust(m: Move) -> str:
    if m.what in RES:
        return f"{m.n:+d} {RES[m.what]}"
    if m.what in ("morale", "roof", "palisade", "weapon"):
        return f"{m.what} {m.n:+d}"
    if m.what == "wound":
        return f"{char_name(m.target)}: 1 wound"
    if m.what == "heal":
        return f"{char_name(m.target)} heals 1 wound"
    if m.what == "det":
        return f"{char_name(m.target)}: {m.n:+d} determination"
    return f"a {m.what.replace(':', ' token on ')} token" if ":" in m.what else f"a {m.what} token"


class RobinsonWords:
    def move(self, state: State, move: Move) -> str:
        t, p = move.t, state.pending
        if t == Kind.PLACE:
            return _place(state, move)
        if t == Kind.UNPLACE:
            s = next(s for s in state.plan if move.pawn in s.pawns)
            return f"Take {pawn_name(state, move.pawn)} back from {action_words(state, s)}"
        if t == Kind.DONE:
            return _done(state)
        if t == Kind.PILE:
            return f"Put {plural(move.n, 'wood')} on the woodpile"
        if t == Kind.CHOOSE and p is not None:
            option = p.options[move.n]
            text = steps_words(option)
            return "Discard the card: nothing happens" if not option else upper(text)
        if t == Kind.ADJUST:
            return f"Add to the draft: {_adjust(move)}"
        if t == Kind.UNADJUST:
            return "Take back the last adjustment"
        if t == Kind.RESOLVED and p is not None:
            done = ", ".join(_adjust(Move(Kind.ADJUST, what=w, target=c, n=n)) for w, c, n in p.draft)
            card = f"{title(p.ctx.card)}: {card_text(p.ctx.card, p.text)}" if p.ctx.card else "by hand"
            return f"Apply: {done or 'nothing happens'} ({card})"
        if t == Kind.REROLL:
            who = "Friday" if move.what == "friday" else next(r["title"] for r in contents()["abilities"]
                                                               if r["id"] == move.what)
            return f"Reroll the {move.target} die ({who})"
        if t == Kind.ACCEPT:
            return "Let the weather come" if p is not None and p.kind == "weather" else "Keep the dice as they are"
        if t == Kind.USE:
            return _use(state, move)
        if t == Kind.ABILITY:
            return _ability(state, move)
        if t == Kind.BOOST:
            return f"Raise the weapon for this fight with the {title(move.what)}" if ":" in move.what else \
                "Frenzy (3 determination): weapon +3 for this fight"
        if t == Kind.FIGHT and p is not None:
            strength, cid, card, boost, _ = p.options[0].args
            missing = max(strength - state.weapon - boost, 0)
            beast = f"the {title(card)}" if card else "the beast"
            return f"{upper(char_name(cid))} fights {beast} (strength {strength} against weapon " \
                   f"{state.weapon + boost}: {wounds(missing)})"
        if t == Kind.CAMP:
            return f"Move the camp to {space_name(move.target)}"
        if t == Kind.SLEEP:
            return "Go to sleep: eat, sleep under the roof or in the open, food spoils"
        return str(t)

    def kind(self, kind: StrEnum) -> str:
        return KINDS.get(Kind(kind), str(kind))

    def phase(self, state: State) -> str:
        if state.result:
            return "The game is won" if state.result == "won" else "The game is lost"
        words = PHASES.get(state.phase, state.phase)
        p = state.pending
        if p is not None and p.kind == "manual":
            return f"Resolve {title(p.ctx.card) if p.ctx.card else 'this'} by hand: {card_text(p.ctx.card, p.text)}"
        if p is not None and p.kind == "plan":
            c = next((c for c in state.chars if c.seat == planner(state)), None)
            return f"{words}: {upper(char_name(c.id)) if c else ''} plans"
        return words

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        c = next((c for c in state.chars if c.seat == seat), None)
        if c is None:
            return ()
        death = int(catalog().characters[c.id]["wounds_to_die"])
        return (Figure("Character", str(catalog().characters[c.id]["title"])),
                Figure("Wounds", f"{c.wounds} of {death}"), Figure("Determination", str(c.det)),
                Figure("First player", "yes" if state.seats[state.first] == seat else "no"))

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        pawn = pawn_of_piece(state, piece)
        if not pawn or state.pending is None:
            return None
        if state.pending.kind != "plan":
            return "Pawns move only while planning the Action phase."
        cid = pawn.rpartition("-")[0]
        if cid in catalog().characters and char(state, cid).seat != state.pending.seat:
            return f"That is {char_name(cid)}'s pawn; each player places their own."
        from .rules.planning import why_not_there

        return why_not_there(state, zone)


WORDS = RobinsonWords()
