"""Lesson 06's exercises: which of these moves is better here, and why.

Each position comes from a seeded round of four Planners; the two
candidate moves and the right one were decided offline by the judge
(``mextrain.lessons.strategy.judge``) with ``tools/strategy_judge.py``:
every candidate played out over 2000 random deals of the hidden tiles,
twice, with two seeds; a position is kept only when both runs pick the same
move by at least a pip and 3.09 standard errors. The data, with the whole
position, are in ``strategy.json`` next to this module; the texts (the
question, the hints, the explanation naming the idea) are here and in
``mextrain.words.teaching.idea``.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

from ..moves import Move
from ..words.exercises import T
from .bank import Better, Choice, Deal, Decimal, Exercise, MoveText, Saved, Scene, SeatText, Study
from . import strategy

DATA = Path(__file__).with_name("strategy.json")

#: The rules each idea rests on.
RULES = {"chain": ("R10", "R7"), "heavy": ("R15", "R13"), "double": ("R11",), "no-double": ("R11", "R10"),
         "open-mexican": ("R6", "R7"), "not-mexican": ("R6", "R10"), "count": ("R18", "R6")}

#: Hint ladders, one per idea: the rule, where to look, a step of the work;
#: never the answer.
HINTS = {
    "chain": (T("R10: your own train is yours alone while it has no marker. Which of your tiles can wait for it?"),
              T("Find your chain: the longest line of your tiles that can follow {own_end}, the open end of your "
                "own train."),
              T("For each move, count the tiles it would leave in your hand with no place in that chain: they "
                "need the Mexican train or someone's marked train.")),
    "heavy": (T("R15: when the round ends, you are charged the pips left in your hand. How many tiles do your "
                "opponents hold?"),
              T("The fewest tiles an opponent holds is {fewest}: the round may end before your next turn comes "
                "round again (R13)."),
              T("Add up the pips of the tile each move gets rid of.")),
    "double": (T("R11: a double gives you another play at once, and that play must cover it."),
               T("Look for a second tile in your hand with the number of the double."),
               T("Count the tiles each move lets you play this turn.")),
    "no-double": (T("R11: after a double you must cover it at once, with a tile carrying its number."),
                  T("Do you hold another tile with the number {end}?"),
                  T("If you cannot cover a double, you draw; what happens when the drawn tile does not fit either "
                    "(R9, R10)?")),
    "open-mexican": (T("R6, R7: the Mexican train is open to everyone, and its first tile must carry the engine's "
                       "number."),
                     T("Which of your tiles have no place in the chain that follows {own_end}, the open end of "
                       "your own train?"),
                     T("A tile that fits your own chain can wait in your hand; a tile that fits only elsewhere "
                       "cannot.")),
    "not-mexican": (T("R6 and R10: the Mexican train is everybody's, while your own train is yours alone as long "
                      "as it has no marker."),
                    T("Find your chain: the longest line of your tiles that can follow {own_end}, the open end of "
                      "your own train."),
                    T("For each move, ask which train its tile would start, and whether your chain needs that "
                      "tile.")),
    "count": (T("R18: you see your hand and every train; every other tile is in another hand or the boneyard."),
              T("For each move, look at the open end it leaves on the train it goes on."),
              T("Count the tiles with that number that you can see, in your hand and on the trains: the others "
                "are all an opponent could use there.")),
}

QUESTION = T("You are {player}. Which of these two moves is better here? Choose one, then Check: the explanation "
             "says why.")
EXPLANATION = T("{idea} {evidence}")


@functools.lru_cache(maxsize=None)
def data() -> dict:
    """The judge's stored data (``tools/strategy_judge.py`` writes it)."""
    return json.loads(DATA.read_text(encoding="utf-8"))


def _exercise(entry: dict) -> Exercise:
    position = Saved(json.dumps(entry["position"]))
    rnd = position.build()
    view = rnd.view(rnd.turn)
    best, other = (Move.parse(c) for c in entry["candidates"])
    shown = sorted(entry["candidates"])  # in text order: the order tells nothing
    runs = tuple(entry["runs"])
    order = [entry["candidates"].index(c) for c in shown]
    stored = tuple({**run, "means": [run["means"][i] for i in order]} for run in runs)
    kind = Better(tuple((c, MoveText(Move.parse(c))) for c in shown), lambda _r, b=str(best): b, runs=stored)
    found = strategy.idea(view, best, other)
    if found.key != entry["idea"]:
        raise ValueError(f"{entry['id']}: the stored idea is {entry['idea']!r}, the position's {found.key!r}")
    weakest = min(runs, key=lambda r: r["z"])
    evidence = strategy.Evidence(runs[0]["deals"], tuple(r["seed"] for r in runs), weakest["margin"],
                                 weakest["error"], weakest["z"])
    return Exercise(
        entry["id"], RULES[found.key], position, kind, QUESTION, str(best), hints=HINTS[found.key],
        explanation=EXPLANATION,
        fields={"player": SeatText(rnd.turn), "idea": found, "evidence": evidence, "own_end": found.own_end,
                "fewest": found.fewest, "end": found.end if found.end is not None else found.own_end})


SCENES = {
    # four Greedy bots' first moves; then Player 1 asks the coach
    "06-coach": Scene(Deal(4, seed=34, moves=("play 12-10 on 0", "play 12-1 on 1", "play 12-7 on 2",
                                               "play 12-3 on 3")), seat="turn"),
}


# ---- predictions: what a study of many rounds shows ---------------------------------------

BOTS = (("random", T("Random: any legal move")), ("greedy", T("Greedy: the heaviest tile first")),
        ("planner", T("Planner: a chain for its own train, spares elsewhere")))
THREE = Study(("random", "greedy", "planner"), games=300, seed=5, labels=tuple(label for _, label in BOTS),
              title=T("Penalty points per round, 300 rounds of 3 players (lower is better)"))

KNOBS = (0, 2, 4, 15)
SWITCH = (("0", T("at 0 tiles: never")), ("2", T("at 2 tiles: the Planner's own setting")),
          ("4", T("at 4 tiles")), ("15", T("at 15 tiles: from the first move")))
FOUR = Study(tuple(("planner", (("endgame", k),)) for k in KNOBS), games=300, seed=3,
             labels=tuple(label for _, label in SWITCH),
             title=T("Four Planners, one setting: penalty points per round (lower is better)"))


def _lowest(results) -> str:
    return min(results.seats, key=lambda s: s.per_round.mean).bot


def _worst_switch(results) -> str:
    return str(KNOBS[max(results.seats, key=lambda s: s.per_round.mean).seat])


def _means(results, keys) -> dict:
    return {key: Decimal(s.per_round.mean) for key, s in zip(keys, results.seats)}


PREDICTIONS = [
    Exercise(
        "06-measure-1", ("R15",), THREE, Choice(BOTS, _lowest),
        T("Predict: Random, Greedy and the Planner play 300 rounds against each other, three at a table. Which "
          "of them is left with the fewest penalty points per round, on average?"),
        "planner",
        hints=(T("R15: every tile left in your hand at the end costs its pips."),
               T("Which bot thinks about where a tile goes, and not only about how heavy it is?")),
        explanation=T("Per round, on average: Random {random}, Greedy {greedy}, the Planner {planner} penalty "
                      "points. Shedding heavy tiles beats playing anything, and keeping a chain for your own train "
                      "beats shedding (R10, R15). The whiskers on the chart show where the true mean lies, 19 "
                      "times out of 20: the gaps are far wider than them."),
        facts=lambda r: _means(r, ("random", "greedy", "planner")), picture=None, reveal=THREE),
    Exercise(
        "06-switch-1", ("R15", "R13"), FOUR, Choice(SWITCH, _worst_switch),
        T("Predict: the Planner stops planning and sheds its heaviest tiles first once an opponent is down to a few "
          "tiles. Four Planners play 300 rounds, each switching at another number of tiles. Which one is left with "
          "the most penalty points?"),
        "15",
        hints=(T("R13: the round ends when someone plays their last tile; until then, a chain kept for your own "
                 "train is still worth something."),
               T("Which of them gives up its chain soonest?")),
        explanation=T("Per round, on average: never {s0}, at 2 tiles {s2}, at 4 tiles {s4}, from the first move "
                      "{s15} penalty points. Shedding from the first move throws the chain away; planning is worth "
                      "more than shedding until the very end of the round (R13, R15)."),
        facts=lambda r: {f"s{k}": v for k, v in zip(KNOBS, _means(r, KNOBS).values())}, picture=None, reveal=FOUR),
]

EXERCISES = [_exercise(entry) for entry in data()["exercises"]] + PREDICTIONS
