"""Game terms are the rulebooks' words, used the same way everywhere: every catalogue entry whose English
holds a glossary term holds one of the term's forms in each language (tabletop/lang/glossary/<game>.json)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop.lang.catalogues import read_catalogue

GLOSSARIES = sorted((Path(__file__).resolve().parents[2] / "tabletop" / "lang" / "glossary").glob("*.json"))


def forms_of(entry: object) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())  # type: ignore[union-attr]


def uses(term: str, english: str) -> bool:
    """Whether ``english`` uses ``term`` as a word (a capitalised term also at a sentence's start)."""
    pattern = rf"(?<![\w-]){re.escape(term)}(?![\w-])"
    return re.search(pattern, english) is not None or re.search(pattern, english[:1].lower() + english[1:]) is not None


@pytest.mark.parametrize("path", GLOSSARIES, ids=lambda p: p.stem)
def test_every_glossary_term_is_used_the_same_way_in_every_catalogue(path):
    glossary = json.loads(path.read_text(encoding="utf-8"))
    english = read_catalogue("en")
    wrong = []
    for code in ("hu", "el"):
        catalogue = read_catalogue(code)
        for term, words in glossary["terms"].items():
            stems = [s.casefold() for s in words[code]["forms"]]
            for key in (k for k in english if uses(term, k)):
                for text in forms_of(catalogue[key]):
                    if not any(stem in text.casefold() for stem in stems):
                        wrong.append(f"{code}: {term!r} should read {words[code]['forms']} in {key!r} -> {text!r}")
    assert not wrong, f"{path.name}: a term translated another way:\n" + "\n".join(wrong)


@pytest.mark.parametrize("path", GLOSSARIES, ids=lambda p: p.stem)
def test_each_term_is_used_and_says_where_its_words_come_from(path):
    glossary = json.loads(path.read_text(encoding="utf-8"))
    english = read_catalogue("en")
    assert glossary["terms"]
    for term, words in glossary["terms"].items():
        assert any(uses(term, k) for k in english), f"{term!r} is in no catalogue entry"
        assert {words[c]["source"] for c in ("hu", "el")} <= {"seed", "ours"}
