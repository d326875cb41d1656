"""``python -m tabletop.bench NAME [--json] [more args]``: run one benchmark by name."""

from __future__ import annotations

import sys
from importlib import import_module

from . import available


def run(argv: list[str]) -> int:
    names = available()
    if not argv or argv[0] in ("-h", "--help"):
        print(f"usage: python -m tabletop.bench NAME [--json] [args]; NAME is one of: {', '.join(names)}")
        return 0 if argv else 2
    name = argv[0]
    if name not in names:
        print(f"There is no benchmark called {name!r}; choose one of: {', '.join(names)}.", file=sys.stderr)
        return 2
    import_module(f"{__package__}.{name}").main(argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
