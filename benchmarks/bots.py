"""How fast the bots are: moves per second for each bot, and four-player
rounds per second with the same bot in every seat.

- Choices: each bot chooses in the same positions, given as views: positions
  with a choice (more than one legal move) from four-player games between
  Planners, the kind of position a bot meets at a real table.
- Rounds: ``mt.simulate`` of single four-player rounds with one bot in every
  seat, against random self-play through the engine alone (the loop of
  ``benchmarks/engine.py``), timed in the same runs, interleaved, so the
  ratio compares like with like.

Times are given as elapsed time and as CPU time of this process (which other
work on a shared machine does not inflate); every figure is the median of
``--runs`` runs.

    python benchmarks/bots.py [--runs 5] [--positions 400] [--mc-positions 40] [--rounds 200]
"""

from __future__ import annotations

import argparse
import statistics
import time

import mextrain as mt
from engine import play_rounds  # benchmarks/engine.py: random self-play through the engine alone

BOTS = ("random", "greedy", "planner", "montecarlo")


def choice_positions(count: int, seed: int = 0) -> list:
    """Views with a choice to make, from four-player games between Planners."""
    planner = mt.bots.Planner()
    views, game = [], 0
    while len(views) < count:
        rnd = mt.Round.new(4, first=game % 4, seed=f"bench/{seed}/{game}")
        game += 1
        while not rnd.is_over and len(views) < count:
            view = rnd.view(rnd.turn)
            if len(view.legal_moves()) > 1:
                views.append(view)
            rnd.play(planner.choose(view))
    return views


def clocks() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def since(start: tuple[float, float]) -> tuple[float, float]:
    wall, cpu = clocks()
    return wall - start[0], cpu - start[1]


def time_choices(bot, views) -> tuple[float, float]:
    start = clocks()
    for v in views:
        bot.choose(v)
    return since(start)


def time_engine(rounds: int, seed: int) -> tuple[float, float, int]:
    """Elapsed and CPU seconds, and moves played."""
    start = clocks()
    _, moves = play_rounds(4, rounds, seed)
    return (*since(start), moves)


def time_simulate(bot: str, rounds: int, seed: int) -> tuple[float, float, int]:
    start = clocks()
    res = mt.simulate(bot, players=4, games=rounds, rounds_only=True, seed=seed)
    return (*since(start), sum(sum(g.moves) for g in res.game_records))


def median_rate(count: int, runs: list[tuple]) -> tuple[float, float]:
    """Median per-second rates (elapsed, CPU) over runs of ``count`` items."""
    return (statistics.median(count / r[0] for r in runs), statistics.median(count / r[1] for r in runs))


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--positions", type=int, default=400, help="positions per run for the fast bots")
    ap.add_argument("--mc-positions", type=int, default=40, help="positions per run for MonteCarlo")
    ap.add_argument("--rounds", type=int, default=200, help="rounds per run for self-play")
    args = ap.parse_args(argv)

    print(f"choices per second (positions with more than one legal move; median of {args.runs} runs)")
    print(f"{'bot':>12} {'choices/s':>10} {'ms/choice':>10} {'CPU ms/choice':>14}")
    views = {r: choice_positions(args.positions, seed=r) for r in range(args.runs)}
    for name in BOTS:
        count = args.mc_positions if name == "montecarlo" else args.positions
        runs = [time_choices(mt.bots.get(name), views[r][:count]) for r in range(args.runs)]
        wall, cpu = median_rate(count, runs)
        print(f"{name:>12} {wall:>10.0f} {1e3 / wall:>10.3f} {1e3 / cpu:>14.3f}")

    print(f"\nfour-player rounds per second (median of {args.runs} runs of {args.rounds} rounds)")
    timed = {"engine": []} | {name: [] for name in BOTS[:3]}
    for r in range(args.runs):  # interleaved: a slow moment of the machine hits every row alike
        timed["engine"].append(time_engine(args.rounds, r + 1))
        for name in BOTS[:3]:
            timed[name].append(time_simulate(name, args.rounds, r))
    engine = median_rate(args.rounds, timed["engine"])
    print(f"{'':>32} {'rounds/s':>9} {'CPU rounds/s':>13} {'vs engine (CPU)':>16} {'moves/s':>8}")
    for name, runs in timed.items():
        label = "engine alone, random moves" if name == "engine" else f"simulate, {name} everywhere"
        wall, cpu = median_rate(args.rounds, runs)
        moves = statistics.median(r[2] / r[0] for r in runs)
        print(f"{label:>32} {wall:>9.0f} {cpu:>13.0f} {cpu / engine[1]:>16.2f} {moves:>8.0f}")


if __name__ == "__main__":
    main()
