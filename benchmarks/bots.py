"""How fast the bots are: moves per second for each bot, and four-player
rounds per second with the same bot in every seat.

Each bot chooses from the same positions (ones where there is a choice:
more than one legal move), given as views; MonteCarlo's time per choice is
reported both as elapsed time and as CPU time (this process alone, which
other work on the machine does not inflate). Rounds per second come from
``mt.simulate`` (single rounds, four players); random self-play through the
engine alone (the loop of ``benchmarks/engine.py``) is timed in the same run,
so the ratio compares like with like. Every figure is the median of
``--runs`` runs.

    python benchmarks/bots.py [--runs 5] [--positions 400] [--rounds 100]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import mextrain as mt
from engine import play_rounds  # benchmarks/engine.py: random self-play through the engine

FAST = ("random", "greedy", "planner")


def choice_positions(count: int, seed: int = 0) -> list:
    """Views of positions with a choice, from four-player games of random moves."""
    rng = random.Random(seed)
    views, game = [], 0
    while len(views) < count:
        rnd = mt.Round.new(4, seed=f"bench/{seed}/{game}")
        game += 1
        while not rnd.is_over and len(views) < count:
            moves = rnd.legal_moves()
            if len(moves) > 1:
                views.append(rnd.view(rnd.turn))
            rnd.play(rng.choice(moves))
    return views


def time_choices(bot, views) -> tuple[float, float]:
    """Elapsed and CPU seconds for the bot to choose in every view."""
    wall, cpu = time.perf_counter(), time.process_time()
    for v in views:
        bot.choose(v)
    return time.perf_counter() - wall, time.process_time() - cpu


def rounds_per_second(bot: str, rounds: int, seed: int) -> float:
    start = time.perf_counter()
    mt.simulate(bot, players=4, games=rounds, rounds_only=True, seed=seed)
    return rounds / (time.perf_counter() - start)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--positions", type=int, default=400, help="positions per run for the fast bots")
    ap.add_argument("--mc-positions", type=int, default=40, help="positions per run for MonteCarlo")
    ap.add_argument("--rounds", type=int, default=100, help="rounds per run for self-play")
    args = ap.parse_args(argv)

    print(f"choices per second (positions with more than one legal move; median of {args.runs} runs)")
    print(f"{'bot':>12} {'choices/s':>10} {'ms/choice':>10} {'CPU ms/choice':>14}")
    for name in (*FAST, "montecarlo"):
        count = args.mc_positions if name == "montecarlo" else args.positions
        runs = []
        for r in range(args.runs):
            views = choice_positions(count, seed=r)
            runs.append(time_choices(mt.bots.get(name), views))
        wall = statistics.median(w for w, _ in runs) / count
        cpu = statistics.median(c for _, c in runs) / count
        print(f"{name:>12} {1 / wall:>10.0f} {wall * 1e3:>10.3f} {cpu * 1e3:>14.3f}")

    print(f"\nfour-player rounds per second (median of {args.runs} runs of {args.rounds} rounds)")
    engine = statistics.median(args.rounds / play_rounds(4, args.rounds, seed)[0] for seed in range(1, args.runs + 1))
    rows = [("engine alone, random moves", engine)]
    for name in ("random", "greedy", "planner"):
        rps = statistics.median(rounds_per_second(name, args.rounds, seed) for seed in range(args.runs))
        rows.append((f"simulate, {name} everywhere", rps))
    print(f"{'':>32} {'rounds/s':>9} {'vs engine':>10}")
    for label, rps in rows:
        print(f"{label:>32} {rps:>9.0f} {rps / engine:>10.2f}")


if __name__ == "__main__":
    main()
