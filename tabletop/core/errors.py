"""The table's one refusal: what a real table would not allow, in words a player reads."""


class IllegalAction(Exception):
    """Raised by the reducer for what is physically impossible (no such piece, no such face)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class CodecError(ValueError):
    """Data that is not a valid table, action or snapshot part; the message says what and where."""
