"""My Village's names for its professions, dice colours, goods, categories and monk decks, shared by the move
words and the narration."""

from __future__ import annotations

from ...lang.door import N_, _

NAMES = {"abbot": N_("abbot"), "councilman": N_("councilman"), "traveller": N_("traveller"),
         "craftsman": N_("craftsman"), "merchant": N_("merchant"), "white": N_("white"), "black": N_("black"),
         "horse": N_("horse"), "beer": N_("beer"), "plough": N_("plough"), "scroll": N_("scroll"), "wagon": N_("wagon"),
         "die": N_("die"), "travel": N_("travel"), "craft": N_("craft"), "customer": N_("customer"),
         "church": N_("church"), "field": N_("field"), "quill": N_("quill"), "chalice": N_("chalice"),
         "rosary": N_("rosary")}
"""The box's professions, dice colours, goods, Territorial council categories and monk decks, as the data names
them."""


def name(word: str) -> str:
    return _(NAMES[word]) if word in NAMES else _(word)
