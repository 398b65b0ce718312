"""Train ids: which train a move, a position or a click is about (R6, R7).

A train is named by ``"mexican"`` (``MEXICAN``) or by the seat that owns it,
an ``int`` 0..n-1, everywhere in Python; in JSON its key is ``"mexican"``,
``"0"``, ``"1"`` … (``train_key``). ``check_train`` accepts exactly those
Python values; ``parse_train`` also reads what people and documents write.
Neither says a train in words: that is ``mextrain.words``.

>>> parse_train("Mexican train"), parse_train("train 2"), parse_train("2"), parse_train(2)
('mexican', 2, 2, 2)
>>> train_key(MEXICAN), train_key(3), train_ids(3)
('mexican', '3', ('mexican', 0, 1, 2))
>>> parse_train("train ٢")
Traceback (most recent call last):
...
ValueError: not a train: 'train ٢'; write 'mexican' or a seat number 0..11
>>> parse_train("5", players=4)
Traceback (most recent call last):
...
ValueError: no train '5' at this table: trains are 'mexican' and seats 0..3
"""

from __future__ import annotations

import re

#: True for the type checker alone (it reads any name TYPE_CHECKING so): the
#: kit never imports typing at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TypeGuard

MEXICAN = "mexican"
MAX_SEATS = 12
#: A train id: ``"mexican"`` (the only str) or a seat number. Not
#: ``Literal["mexican"] | int``: importing typing would slow the kit's start.
TrainId = str | int
#: Every train id a round can have, at the largest table.
TRAIN_NAMES: tuple[TrainId, ...] = (MEXICAN, *range(MAX_SEATS))

# ASCII digits only: \d and str.isdecimal() also match "٢" and "２", which
# int() reads as 2, and str.isdigit() passes "²", which int() refuses.
_TEXT = re.compile(r"\s*(?:train\s*)?(mexican|[0-9]{1,2})(?:\s+train)?\s*\Z", re.IGNORECASE | re.ASCII)


def check_train(train: object, players: int | None = None) -> TrainId:
    """``train`` if it is a train id (at a table of ``players``, when given),
    else ``ValueError``. Strict: ``"2"`` and ``True`` are not train ids.

    >>> check_train("mexican"), check_train(11)
    ('mexican', 11)
    >>> check_train("2")
    Traceback (most recent call last):
    ...
    ValueError: not a train: '2'; write 'mexican' or a seat number 0..11
    """
    if _is_train(train, players):
        return train
    raise _bad(train, players)


def parse_train(value: object, players: int | None = None) -> TrainId:
    """The train id ``value`` names: a train id, or text such as
    ``"mexican"``, ``"Mexican train"``, ``"2"``, ``"train 2"`` (a JSON key,
    a typed answer, a click). ``players`` checks it against that table.
    Anything else raises ``ValueError`` showing the value as given."""
    train: object = value
    if value.__class__ is str:
        m = _TEXT.match(value)
        train = None if m is None else MEXICAN if m[1].lower() == MEXICAN else int(m[1])
    if _is_train(train, players):
        return train
    raise _bad(value, players)


def train_key(train: TrainId) -> str:
    """The train's key in a JSON document: ``"mexican"``, ``"0"``, ``"1"`` …"""
    return str(check_train(train))


def train_ids(players: int) -> tuple[TrainId, ...]:
    """The trains at a table of ``players``, in the order ``Round.trains``
    lists them: the Mexican train, then the seats."""
    return TRAIN_NAMES[: players + 1]


def _is_train(train: object, players: int | None) -> TypeGuard[TrainId]:
    if train.__class__ is str:
        return train == MEXICAN
    return train.__class__ is int and 0 <= train < (MAX_SEATS if players is None else players)


def _bad(value: object, players: int | None) -> ValueError:
    # Any object may come here: show short text and numbers, else the type
    # (the repr of a deep list recurses; str() of a huge int is refused).
    if isinstance(value, str):
        shown = repr(value if len(value) <= 40 else value[:40] + "...")
    elif (type(value) is int or type(value) is bool) and value.bit_length() <= 64:
        shown = repr(value)
    else:
        shown = f"<{type(value).__name__}>"
    if players is None:
        return ValueError(f"not a train: {shown}; write 'mexican' or a seat number 0..{MAX_SEATS - 1}")
    return ValueError(f"no train {shown} at this table: trains are 'mexican' and seats 0..{players - 1}")
