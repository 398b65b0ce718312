"""Lesson 07's exercises: the classic rules' variants, looked at and
measured -- a variant of C1's cover order, C3 with two players, what C5 adds
to what the table already shows (R18), and predictions of what the variants
do to the game over 300 seeded rounds of two Planners and two Greedys."""

from __future__ import annotations

from ..rules import Rules
from ..words.exercises import YES_NO, T
from .bank import Choice, Compare, Decimal, Exercise, Number, RulesOnly, SeatText, Arranged
from .l05 import DOUBLES, ONE_LEFT

REVERSE = Rules.classic(cover_order="reverse")

#: The rule sets the predictions compare, the same deals for all.
VARIANTS = (("table", Rules()), ("c2", Rules(double_blank_points=50)), ("classic", Rules.classic()),
            ("nine", Rules(max_pip=9)))
LABELS = (T("table rules"), T("table rules with C2 only"), T("classic rules"), T("double-nine set (C4)"))
OPTIONS = tuple(zip((k for k, _ in VARIANTS), LABELS))


def _compare(measure: str, title) -> Compare:
    return Compare(VARIANTS, measure=measure, labels=LABELS, title=title)


LENGTH = _compare("moves", T("Moves per round (plays, draws and passes), 300 rounds"))
POINTS = _compare("penalty", T("Penalty points per player per round, 300 rounds"))
SKILL = _compare("gap", T("Greedy's extra penalty over the Planner, per round, 300 rounds"))

C2_ADDS = (("small", T("less than 5 points")), ("middle", T("5 to 15 points")), ("large", T("more than 15 points")))


def _lowest(compare: Compare):
    def engine(runs):
        estimates = compare.estimates(runs)
        return min(estimates, key=lambda k: estimates[k].mean)
    return engine


def _c2_adds(runs) -> str:
    points = POINTS.estimates(runs)
    extra = points["c2"].mean - points["table"].mean
    return "small" if extra < 5 else "middle" if extra <= 15 else "large"


def _means(compare: Compare):
    return lambda runs: {k: Decimal(e.mean) for k, e in compare.estimates(runs).items()}


EXERCISES = [
    Exercise(
        "07-reverse-1", ("C1", "R12"), Arranged(DOUBLES.hands, DOUBLES.trains, rules=REVERSE, seed=10,
                                             moves=("play 6-6 on 0", "play 9-9 on mexican")),
        Choice(((0, T("6-6, on your own train")), ("mexican", T("9-9, on the Mexican train"))),
               lambda r: r.must_cover),
        T("Classic rules, with the common variant that covers the last double first. You have played 6-6, then "
          "9-9. Which double must you cover first?"),
        "mexican",
        hints=(T("C1: under the classic rules several doubles may wait to be covered, in a fixed order."),
               T("This table plays the variant: the order is turned round. Which of the two did you play last?")),
        explanation=T("In the reverse order the last double is covered first: 9-9 on the Mexican train, then 6-6 "
                      "(C1, R12)."),
        fields={"player": SeatText(0)}),
    Exercise(
        "07-duel-1", ("C3", "R4"), RulesOnly(Rules.classic()), Number(lambda r: 90 - 2 * r.hand_size(2)),
        T("Classic rules, two players. How many tiles are left in the boneyard after the deal?"), 58,
        hints=(T("C3: the classic rules deal two players one tile more each than the table rules (R4)."),
               T("The engine is out of the set (R3): 90 tiles are shared out. Take away the two hands.")),
        explanation=T("C3 deals 16 tiles each to two players: 32 are dealt and 90 − 32 = 58 stay in the boneyard, "
                      "two fewer than under the table rules (C3, R4)."),
        wrong=((60, T("That is the table rules' boneyard for two players (R4): C3 deals one tile more each.")),),
        picture=None),
    Exercise(
        "07-announce-1", ("C5", "R18"), Arranged(ONE_LEFT.hands, ONE_LEFT.trains, seed=11), Choice(
            YES_NO, lambda r: r.view(r.turn).hand_sizes[1] == 1),
        T("Table rules: nobody announces a last tile. You are {player}. Can you still tell that {other} holds only "
          "one tile?"),
        True,
        hints=(T("R18: what does every player see of the other hands?"),
               T("Look at the table: what is written next to each player's train?")),
        explanation=T("Yes: how many tiles each hand holds is public (R18), so the table shows that {other} is "
                      "down to one. C5 makes it loud, for people who do not count; it tells nothing new (C5, "
                      "R18)."),
        fields={"player": SeatText(0), "other": SeatText(1)}),
    Exercise(
        "07-length-1", ("C4", "R16"), LENGTH, Choice(OPTIONS, _lowest(LENGTH)),
        T("Predict: two Planners and two Greedys play the same 300 rounds under each of these rule sets. Under "
          "which are the rounds shortest, counted in moves?"),
        "nine",
        hints=(T("C4: how many tiles does each player hold, and how many carry each number, on each set?"),
               T("Which changes touch how many tiles are played, and which only what a tile costs at the end?")),
        explanation=T("Moves per round: table rules {table}, C2 only {c2}, classic {classic}, double-nine {nine}. "
                      "On the double-nine set each player holds 10 tiles, not 15, so rounds are much shorter; C2 "
                      "changes no move at all, only the score (C4, C2)."),
        facts=_means(LENGTH), picture=None, reveal=LENGTH),
    Exercise(
        "07-points-1", ("C2", "R15"), POINTS, Choice(C2_ADDS, _c2_adds),
        T("Predict: under C2 alone, 0-0 left in a hand costs 50 instead of 0. On the same 300 rounds, how much "
          "does it add to the average penalty of a player in a round?"),
        "small",
        hints=(T("R15: the 50 points land only on a player caught with 0-0 when the round ends."),
               T("How often is one tile, out of 91, still in a hand at the end, and how many players share the "
                 "average?")),
        explanation=T("Penalty per player per round: table rules {table}, C2 only {c2}. The 50 points fall on one "
                      "player in the few rounds where 0-0 is caught in a hand, so spread over every player and "
                      "every round they add only a few points (C2, R15)."),
        facts=_means(POINTS), picture=None, reveal=POINTS),
    Exercise(
        "07-skill-1", ("C4", "R10"), SKILL, Choice(OPTIONS, _lowest(SKILL)),
        T("Predict: in the same 300 rounds, a Greedy sits next to each Planner. Under which rules does Greedy lose "
          "the least to the Planner, round by round on the same deals?"),
        "nine",
        hints=(T("The Planner wins by keeping a chain for its own train (R10). When is there least to plan?"),
               T("Compare how many tiles each player holds on each set (C4).")),
        explanation=T("Greedy's extra penalty per round: table rules {table}, C2 only {c2}, classic {classic}, "
                      "double-nine {nine}. With ten tiles each there is less to plan and the deal decides more, so "
                      "on the double-nine set the Planner's edge is less than half (C4, R10)."),
        facts=_means(SKILL), picture=None, reveal=SKILL),
]
