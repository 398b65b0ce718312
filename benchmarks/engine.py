"""How fast the engine plays: complete rounds through the public API only.

Each round is played as any bot or lesson would: ``legal_moves()``, then
``play()`` of a uniformly random choice, until the round is over. Prints
rounds per second and moves per second for 2, 4 and 8 players (median of
several runs, in CPU time of this process so that other work on the machine
counts less), and the same figures relative to a fixed pure-Python
reference loop timed in the same runs, so results from different machines
can be compared. The runs are interleaved (reference, 2, 4, 8, reference,
...) so that every figure sees the same conditions.

    python benchmarks/engine.py [--runs 7] [--rounds 300]

With ``--baseline DIR`` (another checkout of the kit, e.g. made by
``git worktree add /tmp/mt-base HEAD~5``) it also times the same rounds
on that checkout's engine, each run in a fresh process alternating between
the two trees, and prints this tree's speed as a ratio of the baseline's
(median over the runs): the check that a change costs the engine nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import mextrain as mt


def play_rounds(players: int, rounds: int, seed: int) -> tuple[float, int]:
    rng = random.Random(seed)
    choice = rng.choice
    moves = 0
    start = time.process_time()
    for k in range(rounds):
        rnd = mt.Round.new(players, seed=seed * 100_003 + k)
        while not rnd.is_over:
            rnd.play(choice(rnd.legal_moves()))
            moves += 1
    return time.process_time() - start, moves


def reference_loop() -> float:
    """CPU seconds for a fixed amount of plain dict/list work: the machine's unit."""
    table = {i: i * 7 % 13 for i in range(91)}
    start = time.process_time()
    acc = 0
    for _ in range(10_000):
        for i in range(91):
            acc += table[i]
    return time.process_time() - start


def _timed_in(tree: Path, players: int, rounds: int, seed: int) -> float:
    """CPU seconds for ``play_rounds`` in a fresh process importing the kit from ``tree``."""
    code = (f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); import engine; "
            f"import json; print(json.dumps(engine.play_rounds({players}, {rounds}, {seed})))")
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)[0]


def compare(baseline: Path, runs: int, rounds: int) -> None:
    here = Path(__file__).resolve().parents[1]
    print(f"this tree {here} against the baseline {baseline}: {runs} alternating runs of {rounds} rounds")
    print(f"{'players':>7} {'ratio (this / baseline rounds/s)':>34}")
    for players in (2, 4, 8):
        ratios = []
        for seed in range(1, runs + 1):
            base = _timed_in(baseline, players, rounds, seed)
            mine = _timed_in(here, players, rounds, seed)
            ratios.append(base / mine)
        print(f"{players:>7} {statistics.median(ratios):>34.3f}   (runs: {', '.join(f'{r:.2f}' for r in ratios)})")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--baseline", type=Path, help="another checkout of the kit to compare with, in the same run")
    args = ap.parse_args(argv)
    if args.baseline is not None:
        compare(args.baseline.resolve(), args.runs, args.rounds)
        return
    refs, results = [], {2: [], 4: [], 8: []}
    for seed in range(1, args.runs + 1):
        refs.append(reference_loop())
        for players in results:
            results[players].append(play_rounds(players, args.rounds, seed))
    ref = statistics.median(refs)
    print(f"reference loop: {ref * 1e3:.1f} ms CPU (median of {args.runs})")
    print(f"{'players':>7} {'rounds/s':>10} {'moves/s':>10} {'moves/round':>12} {'rounds per ref':>15}")
    for players, runs in results.items():
        rps = statistics.median(args.rounds / t for t, _ in runs)
        mps = statistics.median(m / t for t, m in runs)
        per_round = statistics.mean(m for _, m in runs) / args.rounds
        print(f"{players:>7} {rps:>10.0f} {mps:>10.0f} {per_round:>12.1f} {rps * ref:>15.1f}")


if __name__ == "__main__":
    main()
