"""The Weather phase (rules digest 4.5): the round's dice and the tokens in the Weather space.

Snow costs a wood per cloud whatever the roof; every cloud beyond the roof level costs a food and a
wood; then the hungry animals, then the storm.  Each cube or level missing wounds every player in the
camp (not Friday, not a character spending the night away).  Before the weather hits, the Cook's Hooch,
the Large leaves and the Blankets may take clouds away.
"""

from __future__ import annotations

from ...kit.contract import Chance
from ...kit.records import replace
from .catalog import catalog
from .fight import group_fight
from .items import power
from .registry import Step, step, task
from .state import Ctx, Pending, State, Task, first_seat, players
from .told import tell
from .tracks import level, pay

HOOCH = "cook-hooch"


def weather_dice(state: State) -> tuple[str, ...]:
    """The dice ids this round rolls: the scenario's, and the hungry animals' when an event adds them."""
    cat = catalog()
    roles = list(cat.weather[state.round - 1]) if state.round <= len(cat.weather) else []
    if "animals" in state.flags and "animals" not in roles:
        roles.append("animals")
    return tuple(next(d for d, (dset, r, _) in cat.dice.items() if dset == "weather" and r == role) for role in roles)


def roll_weather(state: State, chance: Chance) -> State:
    faces = tuple((d, chance.rng().randrange(len(catalog().dice[d][2]))) for d in weather_dice(state))
    return replace(state, weather_faces=faces)


def weather_counts(state: State) -> tuple[int, int, str, bool]:
    """(rain clouds, snow clouds, hungry-animals face, storm) from the dice rolled and the tokens."""
    rain = snow = 0
    animals = ""
    for die, k in state.weather_faces:
        text = catalog().dice[die][2][k]
        words = text.split()
        if "cloud" in text:
            n = int(words[0])
            if words[1] == "rain":
                rain += n
            else:
                snow += n
        elif catalog().dice[die][1] == "animals":
            animals = text
    rain += "rain" in state.weather_tokens
    snow += "snow" in state.weather_tokens
    return rain, snow, animals, "storm" in state.weather_tokens


@task("weather")
def weather(state: State, t: Task, chance: Chance) -> State:
    state = replace(state, phase="weather")
    if "storm_glass" not in state.flags or {d for d, _ in state.weather_faces} != set(weather_dice(state)):
        state = roll_weather(state, chance)
    counts = weather_counts(state)
    state = tell(state, "weather", *counts)
    if helps(state, counts):
        return replace(state, pending=Pending("weather", first_seat(state), counts))
    return apply_weather(state, counts)


def helps(state: State, counts: tuple[int, int, str, bool]) -> list[tuple[str, int]]:
    """The ways to take a cloud away now: (source, variant) with variant 0 a rain cloud less, 1 a snow
    cloud less, 2 a snow cloud turned to rain."""
    rain, snow, _, _ = counts
    out: list[tuple[str, int]] = []
    cat = catalog()
    for c in state.chars:
        if c.id == "cook" and c.seat and not c.dead and HOOCH not in c.used and "*" not in c.used \
                and c.det >= cat.abilities[HOOCH][1]:
            out += [(HOOCH, 0)] * bool(rain) + [(HOOCH, 2)] * bool(snow)
    for token in state.tokens:
        use = cat.tokens[token.split(":")[1].split("#")[0]]
        if use.when == "weather" and ((use.rain and rain) or (use.snow and snow)):
            out.append((token, 0 if use.rain else 1))
    for card, uses in state.kept:
        use = cat.cards[card.split("#")[0]].use
        if use.when == "weather" and uses > 0 and ((use.rain and rain) or (use.snow and snow)):
            out.append((card, 0 if use.rain else 1))
    return out


def apply_weather(state: State, counts: tuple[int, int, str, bool]) -> State:
    rain, snow, animals, storm = counts
    group = [c.id for c in players(state) if not c.dead and not c.away]
    snow = max(snow - power(state, "ignore_snow"), 0)
    state = pay(state, "wood", snow, group)
    for _ in range(max(rain + snow - state.roof, 0)):
        state = pay(pay(state, "food", 1, group), "wood", 1, group)
    if animals == "food -1":
        state = pay(state, "food", 1, group)
    elif animals == "palisade -1":
        state = level(state, "palisade", -1, group)
    elif animals.startswith("beast"):
        state = group_fight(state, int(animals.split()[1]), group)
    if storm:
        state = level(state, "palisade", -1, group)
    return replace(state, weather_tokens=frozenset(), flags=state.flags - {"animals", "storm_glass"})


@step("storm_glass")
def _storm_glass(state: State, s: Step, ctx: Ctx, chance: Chance) -> State:
    """Roll this round's weather dice now, so the plan knows what is coming."""
    return replace(roll_weather(state, chance), flags=state.flags | {"storm_glass"})
