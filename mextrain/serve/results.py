"""A class's results, worked out from its log alone: per student and per
rule id, the exercises done, those right at the first try, the attempts
and the hints; the rules the class missed most first; the projector's
summary (no names); the CSV file.

The log is the store's (``Store.records``): ``join`` (a student and the
first name typed), ``check`` (an answer and whether it was right; None: no
answer at all, not counted), ``hint``, ``explain``.

>>> log = [{"kind": "join", "student": "a", "name": "Anička"},
...        {"kind": "check", "student": "a", "exercise": "01-deal-1", "correct": False},
...        {"kind": "hint", "student": "a", "exercise": "01-deal-1"},
...        {"kind": "check", "student": "a", "exercise": "01-deal-1", "correct": True}]
>>> r = tally(log, ["01-deal-1"])
>>> r["students"][0]["rules"]["R4"]
{'done': 1, 'first': 0, 'attempts': 2, 'hints': 1}
>>> [row["rule"] for row in r["rules"]]
['R4']
"""

from __future__ import annotations

import csv
import io

from ..lessons.bank import exercise
from ..reasons import Rule

#: The rule ids in the rules' own order (R1-R18, then C1-C5).
ORDER = {str(r): i for i, r in enumerate(Rule)}
COUNTS = ("done", "first", "attempts", "hints")


def _blank() -> dict:
    return dict.fromkeys(COUNTS, 0)


def tally(log, exercise_ids) -> dict:
    """The results of a class whose exercises are ``exercise_ids``: see the module's docstring."""
    rules_of = {i: [str(r) for r in exercise(i).rules] for i in exercise_ids}
    students: dict[str, dict] = {}
    per: dict[tuple[str, str], dict] = {}  # (student, exercise) -> its counts and first try
    for event in log:
        who, kind = event.get("student"), event.get("kind")
        if kind == "join":
            students.setdefault(who, {"id": who, "name": event.get("name", "")})
            continue
        ex = event.get("exercise")
        if who not in students or ex not in rules_of:
            continue
        mine = per.setdefault((who, ex), {"first": None, "attempts": 0, "hints": 0})
        if kind == "check" and event.get("correct") is not None:
            mine["attempts"] += 1
            if mine["first"] is None:
                mine["first"] = bool(event["correct"])
        elif kind == "hint":
            mine["hints"] += 1
    rules: dict[str, dict] = {}
    for who, row in students.items():
        row["rules"] = {}
        row.update(_blank())
        for (student, ex), mine in per.items():
            if student != who:
                continue
            counts = {"done": int(mine["first"] is not None), "first": int(bool(mine["first"])),
                      "attempts": mine["attempts"], "hints": mine["hints"]}
            for key in COUNTS:
                row[key] += counts[key]
            for rule in rules_of[ex]:
                for target in (row["rules"].setdefault(rule, _blank()), rules.setdefault(rule, _blank())):
                    for key in COUNTS:
                        target[key] += counts[key]
        row["rules"] = dict(sorted(row["rules"].items(), key=lambda kv: ORDER.get(kv[0], 99)))
    ranked = [{"rule": rule, **counts, "missed": counts["done"] - counts["first"]} for rule, counts in rules.items()]
    # The rules the class got wrong most, at the top; then the rules' own order.
    ranked.sort(key=lambda r: (-r["missed"], -r["attempts"], ORDER.get(r["rule"], 99)))
    return {"students": list(students.values()), "rules": ranked,
            "answered": sum(1 for s in students.values() if s["done"])}


def summary(results: dict) -> dict:
    """What the projector shows: the rules and how many answered; no name, no student."""
    return {"rules": results["rules"], "answered": results["answered"]}


def to_csv(results: dict, header: list[str]) -> str:
    """One row per student and rule: the student's first name, the rule id and its counts."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for student in results["students"]:
        for rule, counts in student["rules"].items():
            # A name typed as a formula stays text in a spreadsheet.
            name = student["name"]
            if name[:1] in ("=", "+", "-", "@"):
                name = "'" + name
            writer.writerow([name, rule, *(counts[k] for k in COUNTS)])
    return out.getvalue()
