"""A match: rounds one after another, engines counting down (R5, R16, R17).

>>> import mextrain as mt
>>> m = mt.Match(3, rules=mt.Rules(rounds="one"), seed=4)
>>> str(m.round.engine), m.round.turn, m.round_number
('12-12', 0, 0)
>>> while not m.round.is_over:
...     m.round.play(m.round.legal_moves()[0])
>>> m.is_over, len(m.round_scores), m.totals == m.round_scores[0]
(True, 1, True)
"""

from __future__ import annotations

import json
import random

from .errors import InvalidPosition
from .position import _fail, _int, _show, check_format, parse_document, round_from_json, round_to_dict
from .reasons import Rule
from .round import Round
from .rules import Rules

TYPE_CHECKING = False  # true for the type checker alone: typing is not imported at run time
if TYPE_CHECKING:
    from typing import Any, TypeGuard

MATCH_FORMAT = "mextrain-match/1"
MAX_SEED = 100  # characters: a seed is saved with the match and must load again


def _seed_ok(seed: object, limit: int = MAX_SEED) -> TypeGuard[int | str]:
    """Is ``seed`` a whole number or text of at most ``limit`` characters?"""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        return False
    if isinstance(seed, int) and seed.bit_length() > 4 * limit:
        return False  # str() of a huge int is slow, or refused
    return len(str(seed)) <= limit


class Match:
    """Rounds with engines max_pip, max_pip-1, ...; round k starts with seat
    k mod n (R5); totals carry over (R15); lowest total wins (R17)."""

    def __init__(self, players: int, rules: Rules | None = None, seed: int | str | None = None):
        rules = Rules() if rules is None else rules
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a mextrain.Rules, not {type(rules).__name__}")
        rules.hand_size(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        if not _seed_ok(seed):
            raise ValueError(f"seed must be a whole number or text of at most {MAX_SEED} characters; "
                             f"got {type(seed).__name__}")
        self.players = players
        self.rules = rules
        self.seed = seed
        self._scores: list[tuple[int, ...]] = []
        self.round = self._deal(0)

    def _deal(self, k: int) -> Round:
        return Round.new(self.players, engine=self.rules.engine_pip(k), first=k % self.players,
                         rules=self.rules, seed=f"mextrain/{self.seed}/{k}")

    @property
    def round_number(self) -> int:
        """0 for the first round (engine max_pip), 1 for the next, ..."""
        return len(self._scores)

    @property
    def round_scores(self) -> tuple[tuple[int, ...], ...]:
        """Penalties per finished round; the current one counts once it is over."""
        done = tuple(self._scores)
        if self.round.is_over:
            done += (self.round.penalties,)  # type: ignore[operator]  # over: the penalties are known
        return done

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(col) for col in zip(*self.round_scores)) or (0,) * self.players

    @property
    def is_over(self) -> bool:
        return self.round.is_over and self.round_number == self.rules.rounds - 1  # type: ignore[operator]  # a count

    @property
    def winners(self) -> tuple[int, ...]:
        """Seats with the lowest total once the match is over, several on a
        draw (R17); ``()`` while it is still being played."""
        if not self.is_over:
            return ()
        totals = self.totals
        best = min(totals)
        return tuple(s for s, t in enumerate(totals) if t == best)

    @property
    def leaders(self) -> tuple[int, ...]:
        """Seats with the lowest total so far."""
        totals = self.totals
        best = min(totals)
        return tuple(s for s, t in enumerate(totals) if t == best)

    def next_round(self) -> Round:
        """Deal the next round once the current one is over."""
        if not self.round.is_over:
            raise ValueError("the current round is not over yet")
        if self.is_over:
            raise ValueError(f"the match is over: all {self.rules.rounds} rounds are played (R16)")
        self._scores.append(self.round.penalties)  # type: ignore[arg-type]  # over: the penalties are known
        self.round = self._deal(len(self._scores))
        return self.round

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps({
            "format": MATCH_FORMAT,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "scores": [list(s) for s in self._scores],
            "round": round_to_dict(self.round),
        }, indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Match:
        """Load a match saved by ``to_json``; ``InvalidPosition`` names the bad field."""
        doc = parse_document(text, "match")
        check_format(doc, MATCH_FORMAT)
        extra = sorted(str(k)[:40] or '""' for k in doc if k not in ("format", "players", "rules", "seed", "scores", "round"))
        if extra:
            _fail(extra[0], "unknown field", "unknown")
        try:
            rules = Rules.from_dict(doc.get("rules", {}))
        except (ValueError, TypeError) as e:
            _fail("rules", str(e))
        players = _int(doc.get("players"), "players", rules.player_range.start, rules.player_range.stop - 1)
        seed = doc.get("seed")
        if not _seed_ok(seed):
            _fail("seed", f"expected a whole number or text of at most {MAX_SEED} characters")
        scores = doc.get("scores")
        if not isinstance(scores, list) or len(scores) >= rules.rounds:  # type: ignore[operator]  # a count
            _fail("scores", f"expected a list of fewer than {rules.rounds} finished rounds")
        for i, row in enumerate(scores):
            if not isinstance(row, list) or len(row) != players:
                _fail(f"scores[{i}]", f"expected {players} penalties")
            for s, v in enumerate(row):
                _int(v, f"scores[{i}][{s}]", 0, 10_000)
        if not isinstance(doc.get("round"), dict):
            _fail("round", "missing or not an object", "object", got=_show(doc.get("round")))
        try:
            rnd = round_from_json(doc["round"])
        except InvalidPosition as e:
            raise e.within("round") from None
        if rnd.players != players or rnd.rules != rules:
            _fail("round", "its players or rules differ from the match's")
        k = len(scores)
        if rnd.engine.high != rules.engine_pip(k):
            _fail("round.engine", f"round {k} is played with the engine {rules.engine_pip(k)}-{rules.engine_pip(k)} (R3)", "rule", broken=(Rule.R3,))
        m = object.__new__(cls)
        m.players, m.rules, m.seed = players, rules, seed
        m._scores = [tuple(r) for r in scores]
        m.round = rnd
        return m

    def __repr__(self) -> str:
        return (f"<Match {self.players} players, round {self.round_number + 1}/{self.rules.rounds}, "
                f"totals {self.totals}>")

    def _repr_svg_(self) -> str:
        from .svg import score_sheet
        return score_sheet(self)
