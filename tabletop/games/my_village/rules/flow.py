"""The order of play (§3, §4): set-up, rounds of a preparation and an action phase, the end.

``settle`` carries a state from a finished step to the next point where someone must decide: after
a turn's flags comes the death check and the rat, then the next turn, or the next round's preparation
(the start-player tile flipped, 1 adventure point on it, the pool rolled), or the end of the game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ....lang.door import _
from ...definition import setup_rng
from ...kit.contract import Chance
from ...kit.records import replace
from .box import DICE_BY_PLAYERS, LETTERS, MONK_DECKS, TURNS_PER_PLAYER, Box
from .mortality import begin_death, bury, only_villager, roll_rat
from .state import Die, Options, Player, State, graves_filled, turn_index

OPTION_NAMES = {"end_of_round": "end_of_round", "ploughs_break_ties": "ploughs_break_ties"}


def make_options(options: Mapping[str, Any]) -> Options:
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(_("My Village has no rules option {repr} (it has {value}).", repr=repr(unknown[0]), value=', '.join(sorted(OPTION_NAMES))))
    for name, value in options.items():
        if not isinstance(value, bool):
            raise ValueError(_("The rules option {repr} is on or off (true or false), not {repr2}.", repr=repr(name), repr2=repr(value)))
    return Options(**{OPTION_NAMES[k]: v for k, v in options.items()})


def new_game(box: Box, seats: Sequence[str], seed: int, options: Mapping[str, Any]) -> State:
    """Boards dealt at random, decks shuffled, 6 customers out, coins 1-2-3-4 from a random start player,
    then the first round's preparation (1 adventure point on the tile, the pool rolled)."""
    players = len(seats)
    if players not in DICE_BY_PLAYERS:
        raise ValueError(_("My Village is for 2 to 4 players, not {players}.", players=players))
    opts = make_options(options)
    rng = setup_rng(seed)
    boards = sorted(box.boards)
    rng.shuffle(boards)
    start = rng.randrange(players)
    monks = []
    for deck in MONK_DECKS:
        cards = box.of_deck("monk", deck)
        rng.shuffle(cards)
        monks.append(tuple(cards))
    travel = []
    for letter in LETTERS:
        cards = box.of_deck("travel", letter)
        rng.shuffle(cards)
        travel.append(tuple(cards))
    customers = box.of_kind("customer")
    rng.shuffle(customers)
    folk = (True,) * len(box.professions)
    seated = tuple(Player(seat, boards[k], folk, coins=(k - start) % players + 1) for k, seat in enumerate(seats))
    state = State(
        seats=tuple(seats), options=opts, players=seated, rat=box.rat_start[players],
        chronicle=(0,) * len(box.professions), churches=tuple(box.of_kind("church")),
        councils=tuple(box.of_kind("council")), meetings=tuple(box.of_kind("meeting_place")),
        monks=tuple(monks), fields=tuple(box.of_kind("field")), travel=tuple(travel),
        crafts=tuple(box.of_kind("craft")), customers=tuple(customers[box.display:]),
        display=tuple(customers[:box.display]), start=start, holder=start, round=0,
    )
    return begin_round(box, state, rng)


def roll_pool(players: int, rng: random.Random) -> tuple[Die, ...]:
    whites, blacks = DICE_BY_PLAYERS[players]
    ids = [f"white-die-{k + 1}" for k in range(whites)] + [f"black-die-{k + 1}" for k in range(blacks)]
    return tuple((die, rng.randint(1, 6)) for die in ids)


def begin_round(box: Box, state: State, rng: random.Random) -> State:
    """The preparation phase (§4.2), done by the holder of the start-player tile."""
    players = tuple(replace(p, dice=()) for p in state.players)
    return replace(state, round=state.round + 1, start=state.holder, palm=True, hand_ap=state.hand_ap + 1,
                   pool=roll_pool(len(players), rng), players=players, step=0, phase="dice", value=0, used=())


def turns_per_round(state: State) -> int:
    return len(state.players) * TURNS_PER_PLAYER[len(state.players)]


def game_over(box: Box, state: State) -> bool:
    return graves_filled(state) >= box.end_graves[len(state.players)]


def settle(box: Box, state: State, chance: Chance) -> State:
    """Run the automatic steps until someone must decide (or the game is over); the rat die and the
    next round's pool are the only things left to ``chance``."""
    while not state.pending:
        phase = state.phase
        if phase == "done":
            state = _death_check(box, state)
        elif phase == "rat":
            state = roll_rat(box, replace(state, phase="next"), chance.rng())
        elif phase == "next":
            state = _next_turn(box, state, chance)
        else:
            return state
    return state


def _death_check(box: Box, state: State) -> State:
    i = turn_index(state)
    if not state.players[i].reaper:
        return replace(state, phase="next")
    state = replace(begin_death(state, i), phase="rat")
    if state.pending:
        return state
    return bury(box, state, i, only_villager(box, state.players[i]))


def _next_turn(box: Box, state: State, chance: Chance) -> State:
    if not state.options.end_of_round and game_over(box, state):
        return replace(state, phase="over")
    step = state.step + 1
    if step < turns_per_round(state):
        return replace(state, step=step, phase="dice", value=0, used=())
    if game_over(box, state):
        return replace(state, phase="over")
    return begin_round(box, state, chance.rng())
