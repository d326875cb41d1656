"""Robinson Crusoe: Adventure on the Cursed Island (Ignacy Trzewiczek, Portal 2012) for 1-4, scenario 1 (Castaways).

Data: ``robinson.json`` holds every card, tile, die, token and marker of the box.  Counts and the
Castaways set-up come from the rulebook (seed ``004_47afbeeeb6f14b7a``, via
``shared/rules/robinson-crusoe-adventure-on-the-cursed-island.md``); card values the rulebook does not
print come from two public fan transcriptions (named in each row's ``reference``) and are tagged
``public``; life tracks, supply counts and sizes are our guesses, tagged ``reconstructed``: check
them against your copy.  Board geometry (``board.py``) is ours: island spaces are hexes.

Modules: ``contents``/``components``/``board``/``layout`` (the box and where things lie), ``rules`` (the
pure engine), ``picture*`` (state -> table), ``gestures``, ``words*``, ``bots``, ``kit`` (the ``RulesKit``).
Cards carry an ``auto`` entry in the data file: the scripts the engine runs (``rules.script``); a card or a
part of one without a script is shown and resolved by hand.  ``options.CHOICES`` are the choices the start
screen offers (each player's character, random by default).

Spec ``data`` keys: every card, tile, die and token carries its data-file row: ``id``, ``title``,
``source``, ``reference``, ``note``, and per kind: events ``icon`` (book/build/gather/explore),
``event``, ``threat_action``, ``pawns``, ``requirement``, ``reward``, ``threat_effect``, ``copies``;
wreckage ``threat_action``, ``reward_1_pawn``, ``reward_2_pawns``; adventures ``deck``, ``effect``,
``event_title``, ``event_effect``; mysteries ``type``, ``effect``, ``event_title``, ``event_effect``,
``uses``; beasts ``strength``, ``weapon_loss``, ``food``, ``fur``, ``palisade_loss``, ``extra``;
inventions ``group``, ``terrain``, ``items``, ``resources``, ``effect``, ``owner``; starting items
``uses``, ``effect``; island tiles ``number``, ``terrain``, ``sources``, ``totem``, ``beast``,
``natural_shelter``, ``discoveries``, ``start``, ``back``, ``shape``; dice ``set``, ``role``,
``faces``, ``colour``; discovery tokens ``effect``, ``scenario``; other pieces ``kind``, ``format``,
``colour``, ``count``, ``faces``, ``role``.  What a face prints, for the art: ``subtitle``, ``text``,
``value`` (a beast's strength) and ``sides`` (per-face overrides: an invention's invention/item
sides, a tile's island side and tile 8's volcano).  Boards (the board, character, Friday/Dog and scenario
cards) add ``spaces``, ``tracks`` (life tracks: cell text start / n / "morale -1" / death; the
scenario's round cells also carry ``weather``), ``palette``; the board also ``island`` ("hex").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.model import Seat, Table
from ..definition import GameDefinition
from .options import CHOICES, DEFAULT_OPTIONS

if TYPE_CHECKING:
    from ..kit.rules import RulesKit


def setup(seats: Sequence[Seat], seed: int, options: Mapping[str, Any]) -> Table:
    """The box laid out for ``len(seats)`` players: the engine's opening position, seeded (rules on or off)."""
    return _rules().setup(seats, seed, options)


def _pawn_colours() -> tuple[tuple[str, tuple[int, int, int]], ...]:
    from .layout import pawn_colours

    return pawn_colours()


def _rules() -> RulesKit[Any, Any]:
    from .kit import KIT

    return KIT


DEFINITION = GameDefinition(
    id="robinson",
    title="Robinson Crusoe: Adventure on the Cursed Island",
    min_seats=1,
    max_seats=4,
    setup=setup,
    rules=_rules,
    options={**DEFAULT_OPTIONS, **CHOICES},
    seat_colours=_pawn_colours,
    summary="Castaways together: explore the island, build a shelter, a roof and a palisade, and pile up "
            "wood for a signal fire before the twelfth round ends.",
)
