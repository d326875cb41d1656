"""Tabletop: ``python main.py [--game NAME] [--players N] [--seed S] [--rules on|off] [--load FILE]``."""

import sys

from tabletop.app import run

if __name__ == "__main__":
    sys.exit(run())
