"""Robinson Crusoe's words: every move as a player reads it, the phases, each seat's figures, and why a
drop means nothing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum

from ...core.model import Table
from ...lang.door import N_, _, join, takes_an
from ..kit.words import Figure
from .picture_pawns import pawn_of_piece
from .rules.catalog import catalog, contents
from .rules.moves import Kind, Move
from .rules.planning import LEVELS, base_cost, need, planner, planning_order, threat_card
from .rules.state import FRIDAY, Slot, State, action_name, base_id, char, section
from .rules.weather import HOOCH
from .words_steps import RES, TOKENS, char_name, plural, space_name, steps_words, title, wounds

KINDS = {Kind.PLACE: N_("Place a pawn"), Kind.UNPLACE: N_("Take a pawn back"), Kind.DONE: N_("Planning done"),
         Kind.PILE: N_("The woodpile"), Kind.CHOOSE: N_("Choose"), Kind.ADJUST: N_("Resolve by hand"),
         Kind.UNADJUST: N_("Resolve by hand"), Kind.RESOLVED: N_("Resolve by hand"), Kind.REROLL: N_("Reroll a die"),
         Kind.ACCEPT: N_("Go on"), Kind.USE: N_("Use an item or token"), Kind.ABILITY: N_("Use an ability"),
         Kind.BOOST: N_("Raise the weapon for this fight"), Kind.FIGHT: N_("Fight"), Kind.CAMP: N_("Move the camp"),
         Kind.SLEEP: N_("Go to sleep")}
PHASES = {"event": N_("Event phase"), "morale": N_("Morale phase"), "production": N_("Production phase"),
          "planning": N_("Action phase: planning"), "action": N_("Action phase: resolving the plan"),
          "weather": N_("Weather phase"), "night": N_("Night phase"), "over": N_("The game is over")}
LEVEL_NAMES = {"shelter": N_("Shelter"), "roof": N_("Roof"), "palisade": N_("Palisade"), "weapon": N_("Weapon"),
               "morale": N_("morale")}
PART_FIELDS = {"event": ("event",), "threat": ("threat_effect",), "reward": ("reward",),
               "effect": ("effect",), "event_side": ("event_title", "event_effect"), "": ("effect", "event_effect")}


def upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def pawn_name(state: State, pawn: str) -> str:
    if pawn == FRIDAY:
        return _("Friday")
    if pawn == "dog":
        return _("the Dog")
    head, _sep, n = pawn.rpartition("-")
    if head in catalog().characters:
        if n == "1":
            return _("{character}'s first pawn", character=char_name(head))
        return _("{character}'s second pawn", character=char_name(head))
    if f"invention:{pawn}" in catalog().titles:
        return _("the {invention}'s pawn", invention=title("invention:" + pawn))
    return _("an extra pawn")


def action_words(state: State, s: Slot) -> str:
    if s.kind == "threat":
        card = threat_card(state, s.target)
        return _("the threat {card}{paying}", card=title(card), paying=_pay_words(state, s) if card else "")
    if s.kind == "hunt":
        return _("Hunt")
    if s.kind == "build":
        what = _(LEVEL_NAMES[s.target]) if s.target in LEVELS else _("the {invention}",
                                                                       invention=title("invention:" + s.target))
        return _("Build {what}{paying}", what=what, paying=_pay_words(state, s))
    if s.kind == "gather":
        space, _sep, src = s.target.partition(":")
        return _("Gather {resource} on {space}", resource=_(RES.get(src, src)), space=space_name(space))
    if s.kind == "explore":
        return _("Explore {space}", space=space_name(s.target))
    return _("Arrange the camp") if s.kind == "arrange" else _("Rest")


def _pay_words(state: State, s: Slot) -> str:
    cost = base_cost(state, s.kind, s.target, s.pay)
    paid = [_("{n} {resource}", n=n, resource=_(RES[r])) for r, n in zip(("wood", "food", "fur"), cost[:3], strict=True)
            if n]
    return _(" (paying {payment})", payment=join(paid)) if paid else ""


def _count_words(state: State, plan: tuple[Slot, ...], i: int) -> str:
    s = plan[i]
    have, want = len(s.pawns), need(state, plan, i)
    if have < want:
        return _(": {have} of {want} pawns, not enough yet", have=have, want=want)
    if s.kind in ("build", "gather", "explore"):
        return _(": the dice decide") if have == want else _(": sure to succeed")
    return ""


def _place(state: State, m: Move) -> str:
    if m.slot >= 0:
        s = state.plan[m.slot]
        after = s.__class__(s.kind, s.target, s.pay, (*s.pawns, m.pawn), s.by)
        plan = tuple(after if k == m.slot else o for k, o in enumerate(state.plan))
        return upper(_("{pawn} joins {action}{count}", pawn=pawn_name(state, m.pawn), action=action_words(state, s),
                       count=_count_words(state, plan, m.slot)))
    s = Slot(m.what, m.target, m.n, (m.pawn,), ("",))
    plan = (*state.plan, s)
    return upper(_("{pawn} to {action}{count}", pawn=pawn_name(state, m.pawn), action=action_words(state, s),
                   count=_count_words(state, plan, len(plan) - 1)))


def _done(state: State) -> str:
    order = planning_order(state)
    short = [action_words(state, s) for i, s in enumerate(state.plan) if len(s.pawns) < need(state, state.plan, i)]
    if state.planner + 1 < len(order):
        nxt = next(c.id for c in state.chars if c.seat == order[state.planner + 1])
        return _("Done planning (the plan goes to {character})", character=char_name(nxt))
    if short:
        return _("Confirm the plan and resolve the actions ({actions} will not happen: too few pawns)",
                 actions=", ".join(short))
    return _("Confirm the plan and resolve the actions")


def _use(state: State, m: Move) -> str:
    if section(m.what) == "invention":
        if m.target:
            return _("The {item}: discard 1 food to heal {character} 1 wound", item=title(m.what),
                     character=char_name(m.target))
        return _("The {item}: discard 1 food to heal 2 wounds", item=title(m.what))
    if state.pending is not None and state.pending.kind == "weather":
        if m.what == HOOCH:
            if m.n == 0:
                return _("Hooch (3 determination): ignore 1 rain cloud")
            return _("Hooch (3 determination): turn a snow cloud to rain")
        if m.n == 0:
            return _("The {item}: ignore 1 rain cloud", item=title(m.what))
        return _("The {item}: ignore 1 snow cloud", item=title(m.what))
    if m.target:
        return _("Use the {item} for {character}", item=title(m.what), character=char_name(m.target))
    return _("Use the {item}", item=title(m.what))


def _ability(state: State, m: Move) -> str:
    row = next(r for r in contents()["abilities"] if r["id"] == m.what)
    words = _("{ability} ({cost} determination): {effect}", ability=_(row["title"]), cost=row["cost"],
              effect=_(row["effect"]))
    if m.slot >= 0:
        return _("{ability} on {action}", ability=words, action=action_words(state, state.plan[m.slot]))
    return words


def card_text(card: str, part: str) -> str:
    """A card's printed words for the part being resolved by hand."""
    sec = {"event": "events", "adventure": "adventures", "mystery": "mysteries", "item": "starting_items",
           "discovery": "discovery_tokens", "wreckage": "wreckage"}.get(section(card), "")
    if not sec:
        return ""
    row = next(r for r in contents()[sec] if r["id"] == base_id(card))
    fields = [f for f in PART_FIELDS.get(part, ("effect",)) if row.get(f)]
    return " - ".join(_(str(row[f])) for f in fields) or _(str(row.get("effect", "")))


TOKEN_NAMES = {**TOKENS, "rain": N_("rain"), "snow": N_("snow"), "storm": N_("storm")}
"""The tokens a player may lay by hand (``rules.manual.TOKENS``), named for the log in the reader's language: the
action tokens as the cards name them (``words_steps.TOKENS``), and the weather tokens."""


def _adjust(m: Move) -> str:
    if m.what in RES:
        return f"{m.n:+d} {_(RES[m.what])}"
    if m.what in ("morale", "roof", "palisade", "weapon"):
        return f"{_(LEVEL_NAMES[m.what])} {m.n:+d}"
    if m.what == "wound":
        return _("{character}: 1 wound", character=char_name(m.target))
    if m.what == "heal":
        return _("{character} heals 1 wound", character=char_name(m.target))
    if m.what == "det":
        return _("{character}: {n} determination", character=char_name(m.target), n=f"{m.n:+d}")
    if ":" in m.what:
        token, _sep, where = m.what.partition(":")
        return _("an {token} token on {place}" if takes_an(token) else "a {token} token on {place}",
                 token=_(TOKEN_NAMES[token]), place=action_name(where))
    return _("an {token} token" if takes_an(m.what) else "a {token} token", token=_(TOKEN_NAMES[m.what]))


class RobinsonWords:
    def move(self, state: State, move: Move, names: Mapping[str, str]) -> str:
        t, p = move.t, state.pending
        if t == Kind.PLACE:
            return _place(state, move)
        if t == Kind.UNPLACE:
            s = next(s for s in state.plan if move.pawn in s.pawns)
            return _("Take {pawn} back from {action}", pawn=pawn_name(state, move.pawn), action=action_words(state, s))
        if t == Kind.DONE:
            return _done(state)
        if t == Kind.PILE:
            return _("Put {wood} on the woodpile", wood=plural(move.n, "wood"))
        if t == Kind.CHOOSE and p is not None:
            option = p.options[move.n]
            text = steps_words(option)
            return _("Discard the card: nothing happens") if not option else upper(text)
        if t == Kind.ADJUST:
            return _("Add to the draft: {change}", change=_adjust(move))
        if t == Kind.UNADJUST:
            return _("Take back the last adjustment")
        if t == Kind.RESOLVED and p is not None:
            done = ", ".join(_adjust(Move(Kind.ADJUST, what=w, target=c, n=n)) for w, c, n in p.draft)
            card = _("{card}: {text}", card=title(p.ctx.card), text=card_text(p.ctx.card, p.text)) if p.ctx.card \
                else _("by hand")
            return _("Apply: {changes} ({card})", changes=done or _("nothing happens"), card=card)
        if t == Kind.REROLL:
            who = _("Friday") if move.what == "friday" else _(next(r["title"] for r in contents()["abilities"]
                                                                    if r["id"] == move.what))
            return _("Reroll the {die} die ({who})", die=_(move.target), who=who)
        if t == Kind.ACCEPT:
            if p is not None and p.kind == "weather":
                return _("Let the weather come")
            return _("Keep the dice as they are")
        if t == Kind.USE:
            return _use(state, move)
        if t == Kind.ABILITY:
            return _ability(state, move)
        if t == Kind.BOOST:
            if ":" in move.what:
                return _("Raise the weapon for this fight with the {item}", item=title(move.what))
            return _("Frenzy (3 determination): weapon +3 for this fight")
        if t == Kind.FIGHT and p is not None:
            strength, cid, card, boost, _rest = p.options[0].args
            missing = max(strength - state.weapon - boost, 0)
            beast = _("the {beast}", beast=title(card)) if card else _("the beast")
            return _("{character} fights {beast} (strength {strength} against weapon {weapon}: {wounds})",
                     character=upper(char_name(cid)), beast=beast, strength=strength, weapon=state.weapon + boost,
                     wounds=wounds(missing))
        if t == Kind.CAMP:
            return _("Move the camp to {space}", space=space_name(move.target))
        if t == Kind.SLEEP:
            return _("Go to sleep: eat, sleep under the roof or in the open, food spoils")
        return str(t)

    def kind(self, kind: StrEnum) -> str:
        return _(KINDS[Kind(kind)]) if Kind(kind) in KINDS else str(kind)

    def asking(self, state: State, kind: StrEnum) -> str | None:
        from .narration import ASKED, asking

        p = state.pending
        return asking(state) if p is not None and ASKED.get(p.kind) == kind else None

    def happened(self, before: State, after: State, move: Move, names: Mapping[str, str]) -> Sequence[str]:
        from .narration import happened

        return happened(before, after, move, names)

    def opening(self, state: State, names: Mapping[str, str]) -> Sequence[str]:
        from .narration import opening

        return opening(state, names)

    def phase(self, state: State) -> str:
        if state.result:
            return _("The game is won") if state.result == "won" else _("The game is lost")
        words = _(PHASES[state.phase]) if state.phase in PHASES else state.phase
        p = state.pending
        if p is not None and p.kind == "manual":
            from .narration import asking

            return asking(state) or words
        if p is not None and p.kind == "plan":
            c = next((c for c in state.chars if c.seat == planner(state)), None)
            return _("{phase}: {character} plans", phase=words, character=upper(char_name(c.id)) if c else "")
        return words

    def figures(self, state: State, seat: str) -> Sequence[Figure]:
        c = next((c for c in state.chars if c.seat == seat), None)
        if c is None:
            return ()
        death = int(catalog().characters[c.id]["wounds_to_die"])
        return (Figure(_("Character"), _(str(catalog().characters[c.id]["title"]))),
                Figure(_("Wounds"), _("{n} of {all}", n=c.wounds, all=death)), Figure(_("Determination"), str(c.det)),
                Figure(_("First player"), _("yes") if state.seats[state.first] == seat else _("no")))

    def why_not(self, state: State, table: Table, piece: str, zone: str) -> str | None:
        pawn = pawn_of_piece(state, piece)
        if not pawn or state.pending is None:
            return None
        if state.pending.kind != "plan":
            return _("Pawns move only while planning the Action phase.")
        cid = pawn.rpartition("-")[0]
        if cid in catalog().characters and char(state, cid).seat != state.pending.seat:
            return _("That is {character}'s pawn; each player places their own.", character=char_name(cid))
        from .rules.planning import why_not_there

        return why_not_there(state, zone)


WORDS = RobinsonWords()
