"""The kit's own error types, with structured fields."""

from __future__ import annotations

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from .reasons import Reason


class IllegalMove(ValueError):
    """A move the rules forbid, or a request a session refuses. ``reason``
    says why as data (a ``mextrain.reasons.Reason``), ``rule`` is its rule
    id (None for the table's own order: a stale click, undo off...).

    The message is made when it is read, in the kit's language at that
    moment, not when the move was refused; a front-end says the reason in
    its reader's words (``words(language).reason(e.reason)``).
    The round it was tried on is left exactly as it was.
    """

    def __init__(self, reason: Reason | str, rule: str | None = None):
        from .reasons import Reason
        self.reason: Reason | None
        if isinstance(reason, Reason):
            rule = reason.rule
            super().__init__(reason)
            self.reason = reason
        else:
            super().__init__(str(reason))
            self.reason = None
        self.rule = rule

    def __str__(self) -> str:
        if self.reason is None:
            return super().__str__()
        from .words import words  # the sentence is made only when it is read
        return words().reason(self.reason)

    def __reduce__(self) -> tuple[type[IllegalMove], tuple[object, str | None]]:
        return (IllegalMove, (self.reason if self.reason is not None else self.args[0], self.rule))


class InvalidSetup(ValueError):
    """Settings a game cannot be set up with (``Setup.from_dict``): ``reason``
    is a ``mextrain.reasons.BadSetting``, ``field`` the setting it names. As
    with ``IllegalMove``, the message is made when it is read."""

    def __init__(self, reason: Reason):
        super().__init__(reason)
        self.reason = reason
        self.field: str = reason.field  # type: ignore[attr-defined]

    def __str__(self) -> str:
        from .words import words
        return words().reason(self.reason)

    def __reduce__(self) -> tuple[type[InvalidSetup], tuple[Reason]]:
        return (InvalidSetup, (self.reason,))


class InvalidPosition(ValueError):
    """A position, match or save document that cannot be loaded; names the
    field. The message is the English detail, for a developer; ``reason``
    (a ``mextrain.reasons.BadDocument``) is what a front-end says, in its
    reader's words (``words(language).sentence(e.reason)``)."""

    def __init__(self, message: str, field: str | None = None, reason: Reason | None = None):
        from .reasons import BadDocument
        super().__init__(message)
        self.field = field
        self.reason = reason if reason is not None else BadDocument(field or "document")

    def within(self, outer: str) -> InvalidPosition:
        """The same refusal, its field inside ``outer``."""
        return InvalidPosition(f"{outer}.{self}", f"{outer}.{self.field}", self.reason.within(outer))  # type: ignore[attr-defined]
