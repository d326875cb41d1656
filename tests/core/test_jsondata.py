"""Texts a file may hold and the screen can show: control characters and lone surrogates are named."""

import re

import pytest

from tabletop.core.errors import CodecError
from tabletop.core.jsondata import shown, text


@pytest.mark.parametrize("value", ["plain", "tab\tand\nlines\r\n", "😀 wide", "Ελληνικά és magyar", ""])
def test_a_readable_text_passes(value):
    assert text(value, "the note") == value
    assert shown(value, line=False)


@pytest.mark.parametrize(("value", "named"), [
    ("a\x01b", "U+0001"),
    ("x\ud800", "U+D800"),
    ("a\ud800b\x01", "U+D800"),
    ("a\x02b\udc00", "U+0002"),
    ("bell\x07\udfff", "U+0007"),
    ("del\x7f", "U+007F"),
])
def test_the_first_unreadable_character_is_named(value, named):
    with pytest.raises(CodecError, match=re.escape(named)):
        text(value, "the note")
    assert not shown(value, line=False)
