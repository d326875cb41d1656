"""``python -m tabletop.lang``: regenerate ``en.json`` from the code and the data."""

from .collect import ENGLISH, write_english

print(f"{ENGLISH}: {write_english()} strings")
