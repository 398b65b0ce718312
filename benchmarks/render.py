"""How long the pictures take: a mid-round 8-player table, a hand, a tile.

    .venv/bin/python benchmarks/render.py [--runs 200]

Prints the median of many runs (and the 90th percentile) per picture. The
target: the full table in under 8 ms, so the live table redraws at once.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import mextrain as mt


def mid_round(players: int = 8, moves: int = 48, seed: int = 3) -> mt.Round:
    """A round some way in: trains of several tiles, markers, a few doubles."""
    rnd = mt.Round.new(players, seed=seed)
    rng = random.Random(seed)
    while len(rnd.history) < moves and not rnd.is_over:
        rnd.play(rng.choice(rnd.legal_moves()))
    return rnd


def timed(draw, runs: int) -> tuple[float, float]:
    """Median and 90th percentile of ``runs`` calls, in milliseconds."""
    draw()  # warm caches that any real session has warm too (imports, layouts)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        draw()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.9)]


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args(argv)
    rnd = mid_round()
    on_table = sum(len(t.tiles) for t in rnd.trains.values())
    view = rnd.view(rnd.turn)
    cases = {
        f"table, 8 players, {on_table} tiles on trains, hints": lambda: mt.svg.table(rnd, hints=True),
        "table as a seat's view": lambda: mt.svg.table(view),
        f"hand of {len(view.hand)} tiles": lambda: mt.svg.hand(view.hand),
        "single tile 12-5": lambda: mt.svg.tile(mt.Tile(12, 5)),
    }
    results = {}
    for name, draw in cases.items():
        med, p90 = timed(draw, args.runs)
        results[name] = med
        print(f"{name:<48} median {med:7.3f} ms   p90 {p90:7.3f} ms   ({len(draw()) // 1024} KiB)")
    return results


if __name__ == "__main__":
    main()
