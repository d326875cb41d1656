"""Village's names for its places, phases, colours and goods, shared by the move words, the refusals and the
narration."""

from __future__ import annotations

from ...lang.door import N_, _
from .rules import State
from .rules.data import GameData
from .rules.engine import phase_id
from .rules.state import BAG, FARM

SPACES = {"A": N_("grain harvest"), "B": N_("family"), "C": N_("crafts"), "D": N_("market"), "E": N_("travel"),
          "F": N_("council chamber"), "G": N_("church")}
PHASES = {"turn": N_("take a cube or use the well"), "final": N_("last turns: one action each"),
          "well": N_("choose the action the well pays for"),
          "market": N_("market day"), "fetch": N_("mass: buying members out of the black bag"),
          "climb": N_("mass: moving up the church"), "final-fetch": N_("final mass: buying members out of the black bag"),
          "final-climb": N_("final mass: moving up the church"), "death": N_("a family member dies"),
          "over": N_("game over")}
NAMES = {"orange": N_("orange"), "green": N_("green"), "brown": N_("brown"), "pink": N_("pink"),
         "wagon": N_("wagon"), "horse": N_("horse"), "ox": N_("ox"), "plough": N_("plough"), "scroll": N_("scroll"),
         "farm": N_("farm"), "crafts": N_("crafts"), "travel": N_("travel"), "council": N_("council"),
         "church": N_("church")}
"""The box's colours and goods and the chronicle's sections, as the data names them."""


def name(word: str) -> str:
    return _(NAMES[word]) if word in NAMES else word


def space_label(space: str) -> str:
    """An action space as the player reads it in a sentence: "the market", "travel"."""
    called = _(SPACES[space])
    return called if space == "E" else _("the {place}", place=called)


def phase_words(state: State) -> str:
    """What the game is at now, in the rulebook's words ("market day")."""
    pid = phase_id(state)
    return _(PHASES[pid]) if pid in PHASES else pid.replace("-", " ")


def place_words(data: GameData, place: str) -> str:
    kind, _sep, rest = place.partition(":")
    if place == FARM:
        return _("on your farm")
    if place == BAG:
        return _("in the black bag")
    if kind == "crafts":
        return _("at the {building}", building=_(data.building(rest).label))
    if kind == "travel":
        return _("in {city}", city=_(data.cities[rest].label))
    if kind == "council":
        return _("at council stage {stage}", stage=rest)
    if kind == "church":
        return _("in church window {window}", window=rest)
    return place
