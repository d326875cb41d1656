"""Option b (§5.3): white flags in your own village, any number, each once, the meeting place last.

``blocked`` gives the reason a white flag cannot be activated now; the legal moves come from it.
The sub-decisions a flag opens (a school move, a council marker, where the 2/12 tile goes) are
pending decisions resolved before the next flag.
"""

from __future__ import annotations

from ....lang.door import _
from ...kit.records import replace
from .box import (
    AREA_PROFESSION,
    FIELD_COINS,
    FINANCIAL_COINS,
    GOODS,
    MEETING_AP,
    PLAY_FLAG_AP,
    PLOUGH_COINS,
    TERRITORIES,
    Box,
    Card,
)
from .moves import KEEP, PLAY, SCHOOL, Kind, Move
from .payment import hand_over, payments, stock
from .school import school_options
from .state import TILE_ON_MEETING, Pending, Player, State, set_player
from .village import active, gain_ap, pay_time, white_flags, white_matches


def customer_cost(card: Card) -> tuple[tuple[tuple[str, int], ...], ...]:
    wants: dict[str, int] = {}
    for good in card.goods:
        wants[good] = wants.get(good, 0) + 1
    return (tuple(sorted(wants.items())),)


def flag_name(box: Box, flag: str) -> str:
    if flag == PLAY:
        return _("play flag")
    if flag == SCHOOL:
        return _("school flag")
    return box.cards[flag].title


def blocked(box: Box, state: State, i: int, flag: str) -> str | None:
    """Why player ``i`` may not activate the white flag ``flag`` now, or ``None``."""
    player = state.players[i]
    if flag not in white_flags(player):
        return _("That is no white flag in your village.")
    if flag in state.used:
        return _("Each flag works once per turn: your {flag_name} has worked this turn.", flag_name=flag_name(box, flag))
    if not white_matches(box, player, flag, state.value):
        return _("Your {flag_name} does not answer the flag value {value}.", flag_name=flag_name(box, flag), value=state.value)
    if flag == SCHOOL:
        return None if school_options(box, player) else _("Nobody can enter, move up or leave your school now.")
    if flag == PLAY:
        return None
    card = box.cards[flag]
    if not active(box, player, card.kind):
        return _("Your {value} is dead: the {value2}'s area is not active.", value=_(AREA_PROFESSION[card.kind]),
                 value2=_(card.title).lower())
    if card.kind == "customer" and not payments(customer_cost(card), stock(player)):
        return _("You lack the goods this customer wants ({value}).", value=', '.join(card.goods))
    return None


def white_moves(box: Box, state: State, i: int) -> list[Move]:
    player = state.players[i]
    out: list[Move] = []
    for flag in white_flags(player):
        if flag in state.used or not white_matches(box, player, flag, state.value):
            continue
        if blocked(box, state, i, flag) is not None:
            continue
        if flag in box.cards and box.cards[flag].kind == "customer":
            out += [Move(Kind.WHITE, flag, pay) for pay in payments(customer_cost(box.cards[flag]), stock(player))]
        else:
            out.append(Move(Kind.WHITE, flag))
    return out


def do_white(box: Box, state: State, i: int, move: Move) -> State:
    flag = move.target
    state = replace(state, phase="white", used=state.used + (flag,))
    player = state.players[i]
    pending: tuple[Pending, ...] = ()
    if flag == PLAY:
        player = gain_ap(player, PLAY_FLAG_AP)
    elif flag == SCHOOL:
        pending = (Pending("school", i, 1),)
    else:
        card = box.cards[flag]
        player = pay_time(box, player, card.time if card.kind == "customer" else card.white_time)
        player, pending = _card_flag(box, player, i, card, move)
        if card.kind == "meeting_place":
            state = replace(state, phase="done")
    state = set_player(state, i, player)
    return replace(state, pending=pending + state.pending)


def _card_flag(box: Box, player: Player, i: int, card: Card, move: Move) -> tuple[Player, tuple[Pending, ...]]:
    kind = card.kind
    if kind == "craft":
        k = GOODS.index(card.good)
        goods = player.goods[:k] + (min(card.spaces, player.goods[k] + 1),) + player.goods[k + 1:]
        return replace(player, goods=goods), ()
    if kind == "field":
        bonus = PLOUGH_COINS if card.id in player.ploughed else 0
        return replace(player, coins=player.coins + FIELD_COINS + bonus), ()
    if kind == "customer":
        player = hand_over(player, move.pay)
        tile = TILE_ON_MEETING if player.tile == card.id else player.tile
        return replace(player, market=tuple(c for c in player.market if c != card.id),
                       served=player.served + (card.id,), tile=tile), ()
    if kind == "meeting_place":
        player = gain_ap(replace(player, meeting_marks=min(card.spaces, player.meeting_marks + 1)), MEETING_AP)
        return player, (Pending("tile", i, origin="white"),)
    if card.benefit == "financial":
        return replace(player, coins=player.coins + FINANCIAL_COINS), ()
    if card.benefit == "guild":
        return replace(player, guild=min(card.spaces, player.guild + 1)), ()
    return player, ((Pending("mark", i, origin=card.id),) if mark_options(box, player) else ())


def mark_options(box: Box, player: Player) -> list[str]:
    """The empty spaces of the Territorial (categories) or Population (professions) council."""
    spaces = TERRITORIES if box.cards[player.council].benefit == "territorial" else box.professions
    return [s for s in spaces if s not in player.marks]


def tile_options(player: Player, origin: str) -> list[str]:
    """Where the 2/12 tile may go: beside any white flag (not yet the new meeting place's own, §5.2.6)."""
    if origin == "black":
        return [f for f in white_flags(player) if f != player.meeting]
    return [KEEP] + [f for f in white_flags(player) if f != player.tile]


def plough_moves(player: Player) -> list[Move]:
    """Moving a plough from the smithy or the Guild council onto an empty field space (§9.14)."""
    sources = [s for s, have in (("plough", player.goods[GOODS.index("plough")]), ("guild", player.guild)) if have]
    return [Move(Kind.PLOUGH, f, (s,)) for f in player.fields if f not in player.ploughed for s in sources]


def do_plough(player: Player, move: Move) -> Player:
    return replace(hand_over(player, move.pay), ploughed=player.ploughed + (move.target,))


def tile_to(player: Player, target: str) -> Player:
    if target == KEEP:
        return player
    return replace(player, tile=target)
