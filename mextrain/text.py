"""Plain-text pictures, for terminals, logs and doctests."""

from __future__ import annotations

from .moves import MEXICAN

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from .round import Round, Train


def train_line(train: Train, width: int = 10) -> str:
    name = "mexican" if train.name == MEXICAN else f"train {train.name}"
    flag = " [marker]" if train.marker else ""
    tiles = " ".join(f"{a}-{b}" for a, b in train.chain) or "(empty)"
    return f"{name:<{width}}{tiles}  -> {train.open_end}{flag}"


def round_text(rnd: Round) -> str:
    """The whole round, every hand face up.

    >>> import mextrain as mt
    >>> print(mt.Round.new(2, seed=2).text())  # doctest: +NORMALIZE_WHITESPACE
    engine 12-12, seat 0 to act (table rules, double-12, 13 rounds)
    mexican   (empty)  -> 12
    train 0   (empty)  -> 12
    train 1   (empty)  -> 12
    hand 0: 0-0 1-1 2-2 3-0 3-3 4-2 4-3 5-3 8-8 9-8 11-1 11-2 11-4 11-6 12-6  (15 tiles, 144 pips)
    hand 1: 5-1 5-2 5-4 6-3 7-2 7-3 8-0 8-6 9-0 9-4 9-9 10-7 11-10 12-7 12-11  (15 tiles, 192 pips)
    boneyard: 60 tiles
    """
    if rnd.is_over:
        status = f"round over: seat {rnd.winner} went out" if rnd.winner is not None else "round over: blocked"
    else:
        status = f"seat {rnd.turn} to act"
        if rnd.extra_play:
            status += " (extra play after a double)"
    lines = [f"engine {rnd.engine}, {status} ({rnd.rules.describe()})"]
    lines += [train_line(t) for t in rnd.trains.values()]
    if rnd.open_doubles:
        lines.append("open doubles on: " + ", ".join(map(str, rnd.open_doubles)))
    for s, hand in enumerate(rnd.hands):
        pips = sum(t.pips for t in hand)
        lines.append(f"hand {s}: {' '.join(map(str, hand))}  ({len(hand)} tile{'s' if len(hand) != 1 else ''}, {pips} pips)")
    lines.append(f"boneyard: {len(rnd.boneyard)} tiles")
    if rnd.is_over:
        lines.append("penalties: " + ", ".join(map(str, rnd.penalties)))  # type: ignore[arg-type]  # over: known
    return "\n".join(lines)
