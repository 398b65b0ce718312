"""The kit's own error types, with structured fields."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules forbid. ``reason`` says why as data (a
    ``mextrain.reasons.Reason``), ``rule`` is its rule id, and the message
    is the words layer's sentence citing it.

    The round it was tried on is left exactly as it was.
    """

    def __init__(self, reason, rule: str | None = None):
        from .reasons import Reason
        if isinstance(reason, Reason):
            from .words import words  # the sentence is made only when a move is refused
            message, rule = words().reason(reason), reason.rule
        else:
            message, reason = str(reason), None
        super().__init__(message)
        self.reason = reason
        self.rule = rule

    def __reduce__(self):
        return (IllegalMove, (self.reason if self.reason is not None else self.args[0], self.rule))


class InvalidPosition(ValueError):
    """A position or match document that cannot be loaded; names the field."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field
