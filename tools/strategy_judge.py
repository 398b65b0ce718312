"""Find and judge lesson 06's strategy exercises, offline and reproducibly.

    python tools/strategy_judge.py mine     # positions from seeded bot games -> mextrain/lessons/strategy.json
    python tools/strategy_judge.py rejudge  # judge the stored ones again with their seeds: must give the same data
    python tools/strategy_judge.py agree [--positions 120]  # the judge against a stronger, slower search

``mine`` plays seeded rounds of four Planners; at a sample of the decisions
with two or more plays (and at every one before the Mexican train is
started) it screens every legal move with the judge
(``mextrain.lessons.strategy.judge``, SCREEN deals), and takes the best
move and the runner-up as an exercise's two candidates when the idea that
tells them apart is a named one (not only "the search says so"). Each is
then judged twice, with DEALS deals each time and two different seeds
("A" and "B"), against the everyday MonteCarlo bot's few dozen deals a
decision; an exercise is kept only when both runs pick the same move by at
least MARGIN pips, at least Z standard errors (a one-sided confidence of
99.9%). The data -- the whole position, the candidates, both runs' means,
margins, errors and seeds -- go to ``mextrain/lessons/strategy.json``,
which lesson 06's exercises read; ``teachers/ANSWERS.md`` prints them.

``agree`` measures the judge itself: on held positions (games the
exercises do not come from), the judge's pick over every legal move against
a search four times larger with another seed, and the everyday MonteCarlo
bot's against the same search; then, on every exercise, a search with twice
the exercise's deals and another seed, over every legal move.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import mextrain as mt  # noqa: E402
from mextrain.lessons import strategy as S  # noqa: E402
from mextrain.moves import Move, Play  # noqa: E402

DATA = ROOT / "mextrain" / "lessons" / "strategy.json"
SCREEN = 60        # deals per move when screening a position
DEALS = 2000       # deals per candidate per run of the judge, for an exercise
SEEDS = ("A", "B")  # the two runs' seeds
MARGIN = 1.0       # pips: the least margin kept
Z = 3.09           # standard errors: one-sided 99.9%
WANT = {"chain": 4, "heavy": 4, "double": 3, "no-double": 2, "open-mexican": 2, "not-mexican": 2, "count": 3}
TOPIC = {"no-double": "double", "open-mexican": "mexican", "not-mexican": "mexican"}
ORDER = ("chain", "heavy", "double", "mexican", "count")


def run(view, candidates, seed, deals=DEALS) -> dict:
    j = S.judge(view, candidates, deals=deals, seed=seed)
    return {"seed": seed, "deals": deals, "means": [round(m, 4) for m in j.means], "best": j.best,
            "margin": round(j.margin, 4), "error": round(j.error, 4), "z": round(j.z, 2),
            "confidence": round(S.confidence(j.z), 5)}


def positions(game_seed: int, players: int = 4):
    """Every decision with two or more plays in a round of Planners."""
    rnd = mt.Round.new(players, seed=game_seed)
    bot = mt.bots.Planner()
    while not rnd.is_over:
        view = rnd.view(rnd.turn)
        plays = [m for m in view.legal_moves() if isinstance(m, Play)]
        if len(plays) >= 2:
            yield rnd.copy()
        rnd.play(bot.choose(view))


def mine(args) -> None:
    found, counts = [], dict.fromkeys(WANT, 0)
    rng = random.Random("mextrain strategy exercises")
    start = time.perf_counter()
    for game in range(1, args.games + 1):
        if all(counts[k] >= WANT[k] for k in WANT):
            break
        for rnd in positions(game):
            # every decision before the Mexican train is started (they are few), a sample of the rest
            if rng.random() > args.sample and rnd.trains["mexican"].tiles:
                continue
            view = rnd.view(rnd.turn)
            screen = S.judge(view, deals=SCREEN, seed=f"screen/{game}/{len(rnd.history)}")
            if screen.z < 2.5 or screen.margin < MARGIN:
                continue
            best, other = screen.move, screen.candidates[screen.runner_up]
            key = S.idea(view, best, other).key
            if key not in WANT or counts[key] >= WANT[key]:
                continue
            runs = [run(view, (best, other), seed) for seed in SEEDS]
            kept = all(r["best"] == 0 and r["margin"] >= MARGIN and r["z"] >= Z for r in runs)
            print(f"game {game} ply {len(rnd.history)} {key}: {best} vs {other}: "
                  + ", ".join(f"{r['margin']:.2f}±{r['error']:.2f} z={r['z']}" for r in runs)
                  + (" KEPT" if kept else " dropped"), flush=True)
            if not kept:
                continue
            counts[key] += 1
            topic = TOPIC.get(key, key)
            number = 1 + sum(1 for f in found if TOPIC.get(f["idea"], f["idea"]) == topic)
            found.append({"id": f"06-{topic}-{number}", "idea": key, "game": game, "ply": len(rnd.history),
                          "position": json.loads(rnd.to_json()), "candidates": [str(best), str(other)],
                          "runs": runs})
            # as it goes: a run stopped after this is what "mine --games {game}" writes
            write(found, game)
    print(f"{len(found)} kept in {time.perf_counter() - start:.0f} s: {counts}")


def _order(entry):
    """Topic by topic, as lesson 06 teaches them; by number within a topic."""
    topic, number = entry["id"].split("-")[1:]
    return ORDER.index(topic), int(number)


def write(found, games) -> None:
    doc = {"format": "mextrain-strategy/1", "made by": f"python tools/strategy_judge.py mine --games {games}",
           "judge": {"deals": DEALS, "seeds": list(SEEDS), "margin": MARGIN, "z": Z, "playouts": "planner",
                     "screen": SCREEN},
           "exercises": sorted(found, key=_order)}
    DATA.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def rejudge(args) -> int:
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    bad = 0
    for ex in doc["exercises"]:
        rnd = mt.Round.from_json(json.dumps(ex["position"]))
        view = rnd.view(rnd.turn)
        cands = [Move.parse(c) for c in ex["candidates"]]
        for stored in ex["runs"]:
            again = run(view, cands, stored["seed"], stored["deals"])
            same = again == stored
            bad += not same
            print(f"{ex['id']} seed {stored['seed']}: {'same' if same else f'DIFFERENT {again}'}")
    return 1 if bad else 0


def agree(args) -> None:
    """The judge (DEALS deals, seed "A") against a search 4x larger (seed
    "held"), every legal move, on held positions from seeds the exercises
    do not use; and the everyday MonteCarlo bot against the same search."""
    rng = random.Random("held positions")
    held = []
    game = 1001
    while len(held) < args.positions:
        for rnd in positions(game):
            if rng.random() < 0.15:
                held.append(rnd)
        game += 1
    held = held[:args.positions]
    same = bot_same = clear = clear_same = 0
    start = time.perf_counter()
    for i, rnd in enumerate(held):
        view = rnd.view(rnd.turn)
        judged = S.judge(view, deals=args.deals, seed="A")
        strong = S.judge(view, deals=4 * args.deals, seed="held")
        bot = mt.bots.MonteCarlo(seed=i).choose(view)
        same += judged.move == strong.move
        bot_same += bot == strong.move
        if judged.z >= Z and judged.margin >= MARGIN:
            clear += 1
            clear_same += judged.move == strong.move
        print(f"{i + 1}/{len(held)}: judge {judged.move} (z={judged.z:.1f}), search {strong.move}, "
              f"bot {bot}", flush=True)
    n = len(held)
    print(f"held positions: {n}; judge ({args.deals} deals a move) = search ({4 * args.deals} deals): "
          f"{same}/{n} = {100 * same / n:.1f}%; where the judge's margin is clear (z >= {Z}, >= {MARGIN} pip): "
          f"{clear_same}/{clear}; MonteCarlo (everyday budget) = search: {bot_same}/{n} = {100 * bot_same / n:.1f}%; "
          f"{time.perf_counter() - start:.0f} s", flush=True)
    # The exercises themselves: a search twice the judge's deals, another seed, over every legal move (not
    # only the two candidates shown): does it find the stored answer better than the other candidate, and
    # is no third move better than both?
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    agreed = best_of_all = 0
    for ex in doc["exercises"]:
        rnd = mt.Round.from_json(json.dumps(ex["position"]))
        view = rnd.view(rnd.turn)
        strong = S.judge(view, deals=2 * DEALS, seed="held")
        means = {str(m): v for m, v in zip(strong.candidates, strong.means)}
        best, other = ex["candidates"]
        agreed += means[best] < means[other]
        best_of_all += str(strong.move) == best
        print(f"{ex['id']}: search {strong.move} (z={strong.z:.1f}); {best} {means[best]:.2f} against "
              f"{other} {means[other]:.2f}", flush=True)
    k = len(doc["exercises"])
    print(f"exercises: {k}; the search ({2 * DEALS} deals, every legal move) prefers the stored answer to the "
          f"other candidate in {agreed}/{k}, and finds it the best legal move in {best_of_all}/{k}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("mine")
    m.add_argument("--games", type=int, default=400)
    m.add_argument("--sample", type=float, default=0.25)
    sub.add_parser("rejudge")
    a = sub.add_parser("agree")
    a.add_argument("--positions", type=int, default=120)
    a.add_argument("--deals", type=int, default=500)
    args = parser.parse_args(argv)
    if args.command == "mine":
        mine(args)
        return 0
    if args.command == "rejudge":
        return rejudge(args)
    agree(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
