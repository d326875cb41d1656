"""Option a (§5.2): one black flag, around the main board, on the start-player tile or the steward's office.

``blocked`` says in words why a black flag cannot be activated now (or ``None``); the legal moves and
the refusals both come from it, so they never disagree.  Cards are named by id where every copy is
in view (churches, councils, craft buildings) and by pile where only the top card counts (monks,
travel, fields, meeting places).
"""

from __future__ import annotations

from ....lang.door import _, either, takes_an
from ...kit.records import replace
from .box import (
    AREA_PROFESSION,
    FIELD_COINS,
    FINANCIAL_COINS,
    GOODS,
    HEADMAN_TIME,
    LETTERS,
    MAX_WINDOWS,
    MEETING_AP,
    MONK_DECKS,
    MONK_STEWARD_MAX,
    Box,
    Card,
    Cost,
)
from .customers import start_steward, steward_counts
from .moves import FIELD_PILE, MEETING_PILE, START, STEWARD, Kind, Move
from .payment import combine, hand_over, payments, stock
from .school import school_options
from .state import Pending, Player, State, set_player
from .village import (
    active,
    black_matches,
    church_benefit,
    gain_ap,
    headman_steps,
    move_headman,
    pay_time,
    travels_over,
    windows,
)


def monk_pile(deck: str) -> str:
    return f"monk-{deck}"


def travel_pile(letter: str) -> str:
    return f"travel-{letter}"


def top_card(box: Box, state: State, target: str) -> Card | None:
    """The card a black flag ``target`` would take (``None`` for the tile and the office, or an empty pile)."""
    if target in box.cards:
        return box.cards[target]
    pile: tuple[str, ...] = ()
    if target == FIELD_PILE:
        pile = state.fields
    elif target == MEETING_PILE:
        pile = state.meetings
    elif target.startswith("monk-") and target[5:] in MONK_DECKS:
        pile = state.monks[MONK_DECKS.index(target[5:])]
    elif target.startswith("travel-") and target[7:] in LETTERS:
        pile = state.travel[LETTERS.index(target[7:])]
    return box.cards[pile[0]] if pile else None


def targets(box: Box, state: State) -> list[str]:
    """Every black flag on the table, in the order the panel lists them."""
    out = [START, STEWARD, *state.churches]
    out += [monk_pile(d) for d in MONK_DECKS]
    out += [*state.councils, MEETING_PILE, FIELD_PILE]
    out += [travel_pile(letter) for letter in LETTERS]
    return out + list(state.crafts)


def next_letter(player: Player) -> str:
    return LETTERS[len(player.travels)] if len(player.travels) < len(LETTERS) else ""


def cost_of(box: Box, player: Player, card: Card) -> tuple[Cost, ...]:
    """The card's cost alternatives, with the gray flag of the traveller's last card added (§5.2.8)."""
    if card.kind != "travel" or not player.travels:
        return card.cost
    gray = box.cards[player.travels[-1]].gray
    return tuple(combine(alt, gray) for alt in card.cost or ((),))


def blocked(box: Box, state: State, i: int, target: str) -> str | None:
    """Why player ``i`` may not activate the black flag ``target`` with this turn's value, or ``None``."""
    player = state.players[i]
    value = state.value
    if target == START:
        return _start_blocked(box, state, i)
    if target == STEWARD:
        if value not in box.steward_flag:
            return _value_words(value, box.steward_flag, _("The steward's office"))
        return None if steward_counts(box, state, player) else _("There are no customers left to take.")
    card = top_card(box, state, target)
    if card is None:
        return _("That pile is empty: nobody can take more of these cards.")
    if not active(box, player, card.kind):
        return _("You need a living {value} to add a {kind_words}.", value=_(AREA_PROFESSION[card.kind]),
                 kind_words=_kind_words(card.kind))
    why = _limit(box, player, card, target)
    if why:
        return why
    if not black_matches(card, value):
        return _value_words(value, card.flag, _(card.title))
    return None if payments(cost_of(box, player, card), stock(player)) else _("You cannot pay for the {title}.", title=_(card.title))


def _start_blocked(box: Box, state: State, i: int) -> str | None:
    if not state.palm:
        return _("The start-player tile was claimed this round (it lies on its back side).")
    if i == state.start and (len(state.players) > 2 or state.step == 0):
        return (_("You are the start player: you may not take the tile.") if len(state.players) > 2 else
                _("The start player may not take the tile on their first turn of the round."))
    if state.value not in box.start_flag:
        return _value_words(state.value, box.start_flag, _("The start-player tile"))
    return None


def _limit(box: Box, player: Player, card: Card, target: str) -> str | None:
    kind = card.kind
    if kind == "church" and player.church:
        return _("You already have a church (one per village).")
    if kind == "monk":
        if not player.church:
            return _("Monks join a church: add a church first.")
        if windows(box, player) >= MAX_WINDOWS:
            return _("Your church has {MAX_WINDOWS} windows already.", MAX_WINDOWS=MAX_WINDOWS)
    if kind == "council" and player.council:
        return _("You already have a council chamber (one per village).")
    if kind == "meeting_place" and player.meeting:
        return _("You already have a meeting place (one per village).")
    if kind == "craft" and any(box.cards[c].deck == card.deck for c in player.crafts):
        return _("You already have an {value} (one of each kind)." if takes_an(card.title)
                 else "You already have a {value} (one of each kind).", value=_(card.title).lower())
    if kind == "travel":
        if travels_over(box, player):
            return _("Your travels are over (you have your E card or the chapel).")
        if target != travel_pile(next_letter(player)):
            return _("Travel in order: your next travel card is {next_letter}.", next_letter=next_letter(player))
    return None


def _kind_words(kind: str) -> str:
    return {"meeting_place": _("meeting place"), "craft": _("craft building"), "council": _("council chamber"),
            "travel": _("travel card")}.get(kind, kind)


def _value_words(value: int, flag: tuple[int, ...], what: str) -> str:
    return _("{what} needs the flag value {value}; yours is {value2}.", what=what, value=either([str(f) for f in flag]),
             value2=value)


def _answers(box: Box, state: State, target: str) -> bool:
    """Whether this turn's value is one of the flag's values (checked first: most flags fail here)."""
    if target == START:
        return state.value in box.start_flag
    if target == STEWARD:
        return state.value in box.steward_flag
    card = top_card(box, state, target)
    return card is not None and state.value in card.flag


def black_moves(box: Box, state: State, i: int) -> list[Move]:
    player = state.players[i]
    out: list[Move] = []
    for target in targets(box, state):
        if not _answers(box, state, target) or blocked(box, state, i, target) is not None:
            continue
        if target == STEWARD:
            out += [Move(Kind.BLACK, STEWARD, n=k) for k in steward_counts(box, state, player)]
            continue
        card = top_card(box, state, target)
        if card is None:
            out.append(Move(Kind.BLACK, target))
            continue
        out += [Move(Kind.BLACK, target, pay) for pay in payments(cost_of(box, player, card), stock(player))]
    return out


def do_black(box: Box, state: State, i: int, move: Move) -> State:
    """Take the card, pay its time and costs, then carry out its flag actions (§5.2)."""
    target = move.target
    state = replace(state, phase="done", used=state.used + (target,))
    if target == START:
        player = gain_ap(state.players[i], state.hand_ap)
        return replace(set_player(state, i, player), hand_ap=0, palm=False, holder=i)
    if target == STEWARD:
        return start_steward(box, state, i, move.n)
    card = top_card(box, state, target)
    assert card is not None
    player = state.players[i]
    time = card.time + payments(cost_of(box, player, card), stock(player))[move.pay]
    player = hand_over(pay_time(box, player, time), move.pay)
    state = _take(box, state, card)
    return _effect(box, set_player(state, i, player), i, card)


def _take(box: Box, state: State, card: Card) -> State:
    """``state`` with ``card`` gone from the supply (off the top of its pile, or from its column)."""
    kind = card.kind
    if kind == "church":
        return replace(state, churches=tuple(c for c in state.churches if c != card.id))
    if kind == "council":
        return replace(state, councils=tuple(c for c in state.councils if c != card.id))
    if kind == "craft":
        return replace(state, crafts=tuple(c for c in state.crafts if c != card.id))
    if kind == "meeting_place":
        return replace(state, meetings=state.meetings[1:])
    if kind == "field":
        return replace(state, fields=state.fields[1:])
    if kind == "monk":
        k = MONK_DECKS.index(card.deck)
        return replace(state, monks=state.monks[:k] + (state.monks[k][1:],) + state.monks[k + 1:])
    k = LETTERS.index(card.deck)
    return replace(state, travel=state.travel[:k] + (state.travel[k][1:],) + state.travel[k + 1:])


def _effect(box: Box, state: State, i: int, card: Card) -> State:
    player = state.players[i]
    kind = card.kind
    pending: tuple[Pending, ...] = ()
    if kind == "church":
        player = replace(player, church=card.id)
    elif kind == "council":
        player = replace(player, council=card.id)
        if card.benefit == "financial":
            player = replace(player, coins=player.coins + FINANCIAL_COINS)
        elif card.benefit == "guild":
            player = replace(player, guild=min(card.spaces, player.guild + 1))
        else:
            pending = (Pending("mark", i, origin=card.id),)
    elif kind == "meeting_place":
        player = gain_ap(replace(player, meeting=card.id, meeting_marks=min(card.spaces, 1)), MEETING_AP)
        pending = (Pending("tile", i, origin="black"),)
    elif kind == "field":
        player = replace(player, fields=player.fields + (card.id,), coins=player.coins + FIELD_COINS)
    elif kind == "craft":
        k = GOODS.index(card.good)
        goods = player.goods[:k] + (min(card.spaces, player.goods[k] + 1),) + player.goods[k + 1:]
        player = replace(player, crafts=player.crafts + (card.id,), goods=goods)
    elif kind == "travel":
        player = replace(player, travels=player.travels + (card.id,))
        pending = _swap_offer(box, state, player, i, card)
    else:
        player = replace(player, monks=player.monks + (card.id,))
        state = set_player(state, i, player)
        return _monk(box, state, i, card)
    state = set_player(state, i, player)
    return replace(state, pending=pending + state.pending)


def _swap_offer(box: Box, state: State, player: Player, i: int, card: Card) -> tuple[Pending, ...]:
    deck = state.travel[LETTERS.index(card.deck)]
    if church_benefit(box, player, "travel") and card.deck not in player.swapped and deck:
        return (Pending("swap", i, origin=card.deck),)
    return ()


def _monk(box: Box, state: State, i: int, card: Card) -> State:
    """The monk's one-off action (§5.2.4), skipped where it could do nothing."""
    player = state.players[i]
    action = card.action
    if action == "ap":
        return set_player(state, i, gain_ap(player, card.ap))
    if action == "headman":
        player = pay_time(box, player, HEADMAN_TIME)
        steps = headman_steps(player)
        if len(steps) == 1:
            return set_player(state, i, move_headman(player, steps[0]))
        return replace(set_player(state, i, player), pending=(Pending("headman", i),) + state.pending)
    if action == "steward":
        counts = steward_counts(box, state, player, MONK_STEWARD_MAX, monk=True)
        if counts == [0] or not counts:
            return state
        return replace(state, pending=(Pending("steward", i),) + state.pending)
    times = 2 if action == "school_twice" else 1
    if not school_options(box, player):
        return state
    return replace(state, pending=(Pending("school", i, times),) + state.pending)
