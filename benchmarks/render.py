"""How long the pictures take: a mid-round 8-player table, a hand, a tile.

    .venv/bin/python benchmarks/render.py [--runs 200]

Prints the median of many runs (the 90th percentile, the median CPU time)
per picture. The
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


def timed(draw, runs: int) -> tuple[float, float, float]:
    """Median and 90th percentile wall time of ``runs`` calls, and the median
    CPU time, in milliseconds. On a busy machine the wall time waits for the
    processor; the CPU time is what the drawing itself costs."""
    draw()  # warm what any session has warm too: imports, the symbols drawn once
    wall, cpu = [], []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        draw()
        c1, t1 = time.process_time(), time.perf_counter()
        wall.append((t1 - t0) * 1000)
        cpu.append((c1 - c0) * 1000)
    wall.sort()
    return statistics.median(wall), wall[int(len(wall) * 0.9)], statistics.median(cpu)


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
        med, p90, cpu = timed(draw, args.runs)
        results[name] = med
        print(f"{name:<48} median {med:7.3f} ms   p90 {p90:7.3f} ms   cpu median {cpu:7.3f} ms"
              f"   ({len(draw()) // 1024} KiB)")
    return results


if __name__ == "__main__":
    main()
