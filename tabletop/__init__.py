"""Tabletop: a hot-seat virtual table for four board games."""

__version__ = "0.1.0"
