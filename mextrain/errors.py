"""The kit's own error types."""


class IllegalMove(ValueError):
    """A move the rules forbid; the message says why and cites the rule id.

    The round it was tried on is left exactly as it was.
    """

    def __init__(self, message: str, rule: str | None = None):
        super().__init__(message)
        self.rule = rule


class InvalidPosition(ValueError):
    """A position or match document that cannot be loaded; names the field."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(message)
        self.field = field
