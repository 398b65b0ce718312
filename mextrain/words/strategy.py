"""The words of the strategy lab: what each bot does, and a simulation's
results as a table (``mextrain.simulation.Results``).

>>> from mextrain.words import words
>>> bot(words(), "planner")
'Keeps its longest chain for its own train and spends the rest elsewhere.'
"""

from __future__ import annotations

__all__ = ["bot", "results_title", "results_head", "results_row", "results_foot", "results_repr", "estimate"]


def bot(w, name: str) -> str:
    """What a bot of the kit does, in one sentence."""
    return {"random": w._("Picks uniformly among the legal moves, reproducibly for a seed."),
            "greedy": w._("Plays its heaviest playable tile; a double first when it holds a tile to cover it "
                          "(the double then costs no turn, R11)."),
            "planner": w._("Keeps its longest chain for its own train and spends the rest elsewhere."),
            "montecarlo": w._("Searches by random deals of the hidden tiles and playouts.")}[name]


def results_title(w, results) -> str:
    """The line above the table: what was played, and the seed."""
    players = w.n("{n} player", "{n} players", results.players)
    if results.rounds_only:
        text = w.n("{n} single round, {players}, {rules}; seed {seed}", "{n} single rounds, {players}, {rules}; seed {seed}",
                   results.games, players=players, rules=w.rules_name(results.rules, rounds=False), seed=results.seed)
    else:
        text = w.n("{n} match, {players}, {rules}; seed {seed}", "{n} matches, {players}, {rules}; seed {seed}",
                   results.games, players=players, rules=w.rules_name(results.rules), seed=results.seed)
    if results.rotate:
        text = w.n("{text}; seats rotated: {n} deal, each bot in every seat",
                   "{text}; seats rotated: {n} deals, each bot in every seat", results.deals, text=text)
    return text


def results_head(w, rotate: bool) -> tuple[str, ...]:
    """The table's column headers."""
    return (w.p("results", "bot") if rotate else w.p("results", "seat"), w.p("results", "bot"),
            w.p("results", "wins"), w.p("results", "win %"), w.p("results", "penalty per round (95% CI)"),
            w.p("results", "total per game (95% CI)"), w.p("results", "out %"),
            w.p("results", "minus next row, paired (95% CI)"))


def estimate(w, e) -> str:
    """A mean and its 95% interval: "12.7 ± 1.3" (cs "12,7 ± 1,3")."""
    if e.ci95 is None:
        return w.decimal(e.mean)
    return w._("{mean} ± {ci}", mean=w.decimal(e.mean), ci=w.decimal(e.ci95))


def results_row(w, results, s) -> tuple[str, ...]:
    """One seat's row of the table (``s``: a ``SeatResult``)."""
    gap = estimate(w, results.difference(s.seat, s.seat + 1)) if s.seat + 1 < results.players else ""
    return (str(s.seat), s.bot, f"{s.wins:g}".replace(".", w.p("number", ".")), w.decimal(100 * s.win_rate),
            estimate(w, s.per_round), estimate(w, s.total), w.decimal(100 * s.out_rate), gap)


def results_foot(w, results) -> str:
    return w.n("{n} round; blocked {blocked}%; moves per round {per_round}; moves per game {per_game}",
               "{n} rounds; blocked {blocked}%; moves per round {per_round}; moves per game {per_game}",
               results.rounds, blocked=w.decimal(100 * results.blocked_rate),
               per_round=w.decimal(results.moves_per_round.mean), per_game=w.decimal(results.moves_per_game.mean))


def results_repr(w, results) -> str:
    return w.n("<Results {n} game, bots {bots}>", "<Results {n} games, bots {bots}>", results.games,
               bots=", ".join(results.bots))
