"""``python -m tabletop.lang``: regenerate ``en.json`` from the code and the data."""

from .catalogues import ENGLISH
from .collect import write_english

print(f"{ENGLISH}: {write_english()} strings")
