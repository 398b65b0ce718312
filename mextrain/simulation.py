"""Play many games between bots and sum them up: the kit's simulation lab.

>>> import mextrain as mt
>>> res = mt.simulate(["greedy", "random"], games=20, rounds_only=True, seed=1)
>>> res.games, res.rounds, [s.bot for s in res.seats]
(20, 20, ['greedy', 'random'])
>>> sum(s.wins for s in res.seats)
20.0

Every game has its own seed derived from ``seed`` and its number, and every
bot is reset with a seed of that game and its seat, so a run is reproducible
and ``workers=2`` gives exactly what ``workers=1`` gives -- as does any
``concurrent.futures.Executor`` given as ``executor`` (a process pool, a
Dask cluster's ``Client.get_executor()``):

>>> from concurrent.futures import ThreadPoolExecutor
>>> with ThreadPoolExecutor(2) as pool:
...     shared = mt.simulate(["greedy", "random"], games=20, rounds_only=True, seed=1, executor=pool)
>>> shared.to_dict() == res.to_dict()
True

``processes(n)`` is such an executor on this machine, and ``chart()`` draws
each bot's penalty per round:

>>> with processes(2) as pool:
...     spread = mt.simulate(["greedy", "random"], games=20, rounds_only=True, seed=1, executor=pool)
>>> spread.chart() == res.chart()
True
"""

from __future__ import annotations

import copy
import json
import math
import statistics
import sys
from dataclasses import asdict, dataclass

from .bots import Bot, BotError, get
from .match import MAX_SEED as MATCH_SEED, Match, _seed_ok
from .moves import Move
from .round import Round
from .rules import Rules

Z95 = 1.959964  # two-sided 95% normal quantile
RESULTS_FORMAT = "mextrain-simulation/1"
MAX_GAMES = 1_000_000
# A game's match is seeded "mextrain-sim/{seed}/{deal}", which must still be
# a seed a match takes (and saves): 80 characters.
MAX_SEED = MATCH_SEED - len(f"mextrain-sim//{MAX_GAMES - 1}")


@dataclass(frozen=True)
class Estimate:
    """A mean with the half-width of its 95% confidence interval."""

    mean: float
    ci95: float | None  # None from a single value
    n: int

    @classmethod
    def of(cls, values) -> Estimate:
        values = list(values)
        n = len(values)
        ci = Z95 * statistics.stdev(values) / math.sqrt(n) if n > 1 else None
        return cls(statistics.fmean(values), ci, n)

    def __str__(self) -> str:
        return f"{self.mean:.1f}" if self.ci95 is None else f"{self.mean:.1f} ± {self.ci95:.1f}"


@dataclass(frozen=True)
class SeatResult:
    seat: int
    bot: str
    wins: float            # a draw is shared: two winners get half a win each (R17)
    win_rate: float
    total: Estimate        # penalty per game (a match's total, or the round's)
    per_round: Estimate    # penalty per round
    out_rate: float        # share of rounds this seat went out (R13)


@dataclass(frozen=True)
class Game:
    """One game's record: per round, the penalties, moves and who went out
    (None: blocked); the winners of the game. Bots are numbered in the order
    given to ``simulate`` (the same as seats unless the seats rotate)."""

    deal: int
    penalties: tuple[tuple[int, ...], ...]
    moves: tuple[int, ...]
    went_out: tuple[int | None, ...]
    winners: tuple[int, ...]


class Results:
    """Per-seat results of ``simulate``; ``str()`` is a table, ``to_dict()``
    plain data (``to_json()`` the same as text)."""

    def __init__(self, bots: list[str], players: int, rules: Rules, seed, rounds_only: bool, rotate: bool,
                 games: list[Game]):
        self.bots, self.players, self.rules, self.seed = bots, players, rules, seed
        self.rounds_only, self.rotate = rounds_only, rotate
        self.game_records = games
        self.games = len(games)
        self.deals = len({g.deal for g in games})
        rows = [p for g in games for p in g.penalties]
        self.rounds = len(rows)
        self.blocked_rate = sum(w is None for g in games for w in g.went_out) / self.rounds
        self.moves_per_round = Estimate.of(m for g in games for m in g.moves)
        self.moves_per_game = Estimate.of(sum(g.moves) for g in games)
        self.seats = []
        for s in range(players):
            wins = sum(1 / len(g.winners) for g in games if s in g.winners)
            self.seats.append(SeatResult(
                seat=s, bot=bots[s], wins=wins, win_rate=wins / self.games,
                total=Estimate.of(sum(p[s] for p in g.penalties) for g in games),
                per_round=Estimate.of(p[s] for p in rows),
                out_rate=sum(w == s for g in games for w in g.went_out) / self.rounds))

    def difference(self, a: int, b: int) -> Estimate:
        """Bot a's penalty per round minus bot b's (by their place in the
        bots given), paired on the same deals, with its 95% interval: a gap
        is significant when the interval excludes 0. Each deal (all its
        rounds, and all its seatings when the seats rotate) counts once."""
        per_deal: dict[int, list[int]] = {}
        for g in self.game_records:
            per_deal.setdefault(g.deal, []).extend(p[a] - p[b] for p in g.penalties)
        return Estimate.of(statistics.fmean(d) for d in per_deal.values())

    def to_dict(self) -> dict:
        return {
            "format": RESULTS_FORMAT,
            "players": self.players,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "rounds_only": self.rounds_only,
            "rotate": self.rotate,
            "games": self.games,
            "deals": self.deals,
            "rounds": self.rounds,
            "blocked_rate": self.blocked_rate,
            "moves_per_round": asdict(self.moves_per_round),
            "moves_per_game": asdict(self.moves_per_game),
            "seats": [asdict(s) for s in self.seats],
            "differences": [{"a": a, "b": b, **asdict(self.difference(a, b))}
                            for a in range(self.players) for b in range(a + 1, self.players)],
        }

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def table(self, language=None) -> str:
        """The results as a Markdown table with a summary line, in
        ``language`` (None: the kit's, ``mt.set_language``)."""
        from .words import strategy, words
        w = words(language)
        # rotated: every bot sat everywhere, so the first column names the bot
        lines = [strategy.results_title(w, self), "", "| " + " | ".join(strategy.results_head(w, self.rotate)) + " |",
                 "|---:|---|---:|---:|---:|---:|---:|---:|"]
        lines += ["| " + " | ".join(strategy.results_row(w, self, s)) + " |" for s in self.seats]
        lines += ["", strategy.results_foot(w, self)]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()

    def chart(self, labels=None, title: str | None = None, words=None):
        """Each bot's penalty per round as bars with their 95% whiskers (an
        SVG ``Chart``, drawn by Jupyter); ``labels``: one name per bot (its
        name by default); ``title`` (by default what was played, as the
        table's title says it) and the numbers in the language of ``words``
        (a ``Words`` or a language; None: the kit's)."""
        from .svg.charts import bars
        from .words import strategy
        from .words import words as kit_words
        w = kit_words(words)
        title = strategy.results_title(w, self) if title is None else title
        labels = [s.bot for s in self.seats] if labels is None else list(labels)
        if len(labels) != len(self.seats):
            raise ValueError(f"one label per bot: {len(self.seats)}, not {len(labels)}")
        return bars({label: s.per_round.mean for label, s in zip(labels, self.seats)},
                    errors={label: s.per_round.ci95 for label, s in zip(labels, self.seats)}, title=title, words=w)

    def _repr_markdown_(self) -> str:
        return self.table()

    def __repr__(self) -> str:
        from .words import strategy, words
        return strategy.results_repr(words(), self)


def _bot_name(bot) -> str:
    """The bot's ``name``, or its class name for a bot that gives none."""
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) and name != Bot.name else type(bot).__name__


def _make_bots(bots, players: int) -> list:
    if isinstance(bots, (str, Bot)) or not hasattr(bots, "__iter__"):
        bots = [bots]
    bots = list(bots)
    if not bots:
        raise ValueError("simulate needs at least one bot")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"{len(bots)} bots for {players} players: give one bot per seat, or one for all seats")
    made, seen = [], set()
    for seat, bot in enumerate(bots):
        if isinstance(bot, str):
            try:
                bot = get(bot)
            except ValueError as e:
                raise ValueError(f"seat {seat}: {e}") from None
        elif not callable(getattr(bot, "choose", None)):
            raise ValueError(f"seat {seat}: {bot!r} is not a bot: it has no choose(view) method")
        elif id(bot) in seen:
            bot = copy.deepcopy(bot)  # one object per seat: each is reset with its own seed
        seen.add(id(bot))
        made.append(bot)
    return made


def _check(games, players, rules, workers, seed, executor=None):
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"games must be a whole number 1..{MAX_GAMES:,}; got {games!r}")
    if not _seed_ok(seed, MAX_SEED):
        shown = (f"{len(seed):,} characters" if isinstance(seed, str) else
                 "a longer number" if type(seed) is int else type(seed).__name__)
        raise ValueError(f"seed must be a whole number or text of at most {MAX_SEED} characters; got {shown}")
    if rules is None:
        rules = Rules()
    if not isinstance(rules, Rules):
        raise ValueError(f"rules must be a mextrain.Rules, not {type(rules).__name__}")
    rules.hand_size(players)  # ValueError naming the allowed player counts (R2)
    if type(workers) is not int or workers < 1:
        raise ValueError(f"workers must be a whole number of at least 1; got {workers!r}")
    if executor is not None:
        from concurrent.futures import Executor
        if not isinstance(executor, Executor):
            raise ValueError(f"executor must be a concurrent.futures.Executor, not {type(executor).__name__}")
        if workers != 1:
            raise ValueError("give workers (processes of this machine) or an executor, not both")
    return rules


def _play_round(rnd: Round, bots, where: str) -> int:
    moves = 0
    while not rnd.is_over:
        legal = rnd.legal_moves()
        seat = rnd.turn
        if len(legal) == 1:
            move = legal[0]  # no choice to make: the bot is not asked
        else:
            bot = bots[seat]
            try:
                move = bot.choose(rnd.view(seat))
            except Exception as e:
                raise BotError(f"bot {_bot_name(bot)!r} at seat {seat} failed ({where}): {type(e).__name__}: {e}",
                               bot=_bot_name(bot), seat=seat, position=rnd.to_json()) from e
            if move not in legal:
                _illegal(rnd, bot, seat, move, where)
        rnd.play(move)
        moves += 1
    return moves


def _illegal(rnd: Round, bot, seat: int, move, where: str):
    why = rnd.explain(move)
    shown = str(move) if isinstance(move, Move) else repr(move)
    raise BotError(f"bot {_bot_name(bot)!r} at seat {seat} returned an illegal move {shown!r} "
                   f"({where}): {why}\nposition: {rnd.to_json()}",
                   bot=_bot_name(bot), seat=seat, move=shown, position=rnd.to_json())


def _play_game(bots, players, rules, seed, rounds_only, rotate, g) -> Game:
    deal, shift = divmod(g, players) if rotate else (g, 0)
    # Seat s is taken by bot at[s]; the record goes back to the bots' order.
    at = [(s + shift) % players for s in range(players)]
    seated = [bots[i] for i in at]
    for s, bot in enumerate(seated):
        if hasattr(bot, "reset"):
            bot.reset(f"{seed}/{g}/{s}")
    penalties, moves, out = [], [], []
    if rounds_only:
        rnd = Round.new(players, first=deal % players, rules=rules, seed=f"mextrain-sim/{seed}/{deal}")
        moves.append(_play_round(rnd, seated, f"game {g}"))
        penalties.append(rnd.penalties)
        out.append(rnd.winner)
        totals = rnd.penalties
    else:
        match = Match(players, rules=rules, seed=f"mextrain-sim/{seed}/{deal}")
        while True:
            rnd = match.round
            moves.append(_play_round(rnd, seated, f"game {g}, round {match.round_number}"))
            penalties.append(rnd.penalties)
            out.append(rnd.winner)
            if match.is_over:
                break
            match.next_round()
        totals = match.totals
    best = min(totals)
    back = [at.index(i) for i in range(players)]
    return Game(deal, tuple(tuple(p[back[i]] for i in range(players)) for p in penalties), tuple(moves),
                tuple(None if w is None else at[w] for w in out),
                tuple(sorted(at[s] for s, t in enumerate(totals) if t == best)))


# Worker processes get the bots once, at start, rather than with every game.
_WORKER = None


def _init_worker(*args):
    global _WORKER
    _WORKER = args


def _worker_game(g: int) -> Game:
    return _play_game(*_WORKER, g)


#: An executor's tasks: about this many, so a bar moves in steps of 1% and each
#: task carries the bots once for many games.
_TASKS = 100


def _fork():
    """The multiprocessing context that forks where the system can: the
    workers then share the bots without pickling them (and a bot class
    written in a notebook is found in theirs)."""
    import multiprocessing
    return multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)


def processes(workers: int = 2):
    """An executor for ``simulate(executor=...)``: ``workers`` processes of
    this machine, forked where the system can (so a notebook's own bot class
    plays there too). Where Python has no processes (JupyterLite's Pyodide
    in a browser) the games are played in this one, with the same results."""
    if type(workers) is not int or workers < 1:
        raise ValueError(f"workers must be a whole number of at least 1; got {workers!r}")
    if sys.platform in ("emscripten", "wasi"):
        return _here()
    from concurrent.futures import ProcessPoolExecutor
    return ProcessPoolExecutor(workers, mp_context=_fork())


def _here():
    """An executor that runs each task at once, in this process."""
    from concurrent.futures import Executor, Future

    class Here(Executor):
        def submit(self, fn, /, *args, **kwargs):
            future = Future()
            try:
                future.set_result(fn(*args, **kwargs))
            except BaseException as e:  # handed to whoever asks for the result, as a pool would
                future.set_exception(e)
            return future

    return Here()


def _play_games(args, games: range) -> list[Game]:
    """The games numbered ``games``, on a copy of the bots: one task of an
    executor, which may run it in a thread that shares the objects given."""
    bots, *rest = args
    bots = copy.deepcopy(bots)
    return [_play_game(bots, *rest, g) for g in games]


def _on_executor(executor, args, total: int, bar):
    """Every game, in order, played by ``executor``'s tasks."""
    size = -(-total // _TASKS)
    futures = [executor.submit(_play_games, args, range(start, min(start + size, total)))
               for start in range(0, total, size)]
    try:
        for future in futures:
            games = future.result()
            yield from games
            if bar is not None:
                bar.update(len(games))
    finally:
        for future in futures:
            future.cancel()  # after a failure: what has not started never runs


def simulate(bots, games: int = 100, rules: Rules | None = None, players: int | None = None, seed=0,
             rounds_only: bool = False, rotate: bool = False, workers: int = 1, progress: bool = False,
             executor=None) -> Results:
    """Play ``games`` matches (or single rounds, ``rounds_only``) between bots.

    ``bots``: one bot per seat, each a ``Bot`` or a name (``'greedy'``); a
    single bot fills every seat. ``players`` defaults to the number of bots.
    A bot is asked only when it has a choice (forced draws and passes are
    played for it). In a single-round game the first seat rotates with the
    game number (R5). ``workers`` > 1 plays in that many processes with the
    same results; so does ``executor``, any ``concurrent.futures.Executor``
    (a ``ProcessPoolExecutor``, a Dask cluster's
    ``distributed.Client(...).get_executor()``), given tasks of many games
    each with a copy of the bots (which must then pickle, as the built-in
    ones do; a Dask client pickles a notebook's own bot class too).
    ``progress`` shows a progress bar with an ETA (tqdm).
    ``rotate``: play every deal once per seating, the bots moving one seat
    on each time, so every bot gets every hand and the luck of the deal
    cancels out (``games`` deals, ``games * players`` games; results are
    then per bot in the order given).

    A bot returning an illegal move raises ``BotError`` naming the bot and
    its seat, with the position as JSON; the move is never replaced.
    """
    if players is None:
        players = 1 if isinstance(bots, (str, Bot)) else len(bots)
    if type(players) is not int:
        raise ValueError(f"players must be a whole number; got {players!r}")
    rules = _check(games, players, rules, workers, seed, executor)
    bots = _make_bots(bots, players)
    args = (bots, players, rules, seed, bool(rounds_only), bool(rotate))
    total = games * players if rotate else games
    bar = None
    if progress:
        from tqdm import tqdm
        bar = tqdm(total=total, unit="game", file=sys.stderr, smoothing=0.05)
    records = []
    try:
        if executor is not None:
            records.extend(_on_executor(executor, args, total, bar))
        elif workers == 1 or total == 1:
            for g in range(total):
                records.append(_play_game(*args, g))
                if bar is not None:
                    bar.update()
        else:
            # Imported only for workers > 1: they would add some 15% to `import mextrain`.
            from concurrent.futures import ProcessPoolExecutor
            chunk = max(1, min(10, total // (workers * 20)))  # small: the bar moves, work stays even
            with ProcessPoolExecutor(workers, mp_context=_fork(), initializer=_init_worker,
                                     initargs=args) as pool:
                for record in pool.map(_worker_game, range(total), chunksize=chunk):
                    records.append(record)
                    if bar is not None:
                        bar.update()
    finally:
        if bar is not None:
            bar.close()
    return Results([_bot_name(b) for b in bots], players, rules, seed, bool(rounds_only), bool(rotate), records)

