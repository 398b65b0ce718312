"""The words of the bots' descriptions and of simulation results
(``mt.bots.describe``, ``Results.table``): what the strategy lab prints."""

from __future__ import annotations


def bot(w, name: str) -> str:
    """One sentence on how a built-in bot decides."""
    said = {
        "random": w._("Picks uniformly among the legal moves, reproducibly for a seed."),
        "greedy": w._("Plays its heaviest playable tile; a double first when it holds a tile to cover it "
                      "(the double then costs no turn, R11)."),
        "planner": w._("Keeps its longest chain for its own train and spends the rest elsewhere."),
        "montecarlo": w._("Searches by random deals of the hidden tiles and playouts."),
    }
    return said[name]


def summary(w, games: int, players: int, rules: str, seed, rounds_only: bool) -> str:
    what = (w.n("{n} single round", "{n} single rounds", games) if rounds_only
            else w.n("{n} match", "{n} matches", games))
    return w._("{games}, {players}, {rules}; seed {seed}", games=what, rules=rules, seed=seed,
               players=w.n("{n} player", "{n} players", players))


def rotated(w, deals: int) -> str:
    return w.n("seats rotated: {n} deal, each bot in every seat",
               "seats rotated: {n} deals, each bot in every seat", deals)


def columns(w, rotate: bool) -> list[str]:
    return [w.p("results", "bot") if rotate else w.p("results", "seat"), w.p("results", "bot"),
            w.p("results", "wins"), w.p("results", "win %"), w.p("results", "penalty per round (95% CI)"),
            w.p("results", "total per game (95% CI)"), w.p("results", "out %"),
            w.p("results", "minus next row, paired (95% CI)")]


def totals(w, rounds: int, blocked: float, per_round: float, per_game: float) -> str:
    return w.n("{n} round; blocked {blocked:.1f}%; moves per round {per_round:.1f}; moves per game {per_game:.1f}",
               "{n} rounds; blocked {blocked:.1f}%; moves per round {per_round:.1f}; moves per game {per_game:.1f}",
               rounds, blocked=blocked, per_round=per_round, per_game=per_game)
