"""My Village's names for its professions, dice colours and goods, shared by the move words and the narration."""

from __future__ import annotations

from ...lang.door import N_, _

NAMES = {"abbot": N_("abbot"), "councilman": N_("councilman"), "traveller": N_("traveller"),
         "craftsman": N_("craftsman"), "merchant": N_("merchant"), "white": N_("white"), "black": N_("black"),
         "horse": N_("horse"), "beer": N_("beer"), "plough": N_("plough"), "scroll": N_("scroll"), "wagon": N_("wagon"),
         "die": N_("die")}
"""The box's professions, dice colours and goods, as the data names them."""


def name(word: str) -> str:
    return _(NAMES[word]) if word in NAMES else _(word)
