"""Lessons 00-05 as a learner meets them: every exercise of the bank is
there, little code, people counted from 1, each rule in plain words with
the exact rule folded, pictures stored so they draw before anything runs,
and no answer anywhere on the page before the learner commits to one.
(nbval runs the lessons and compares their stored outputs.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from answers_seen import answer_tokens, found
from mextrain import lessons
from mextrain.lessons.tutor import Attempt
from mextrain.words import LANGUAGES, Words
from mextrain.words.exercises import seat_names

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("0[0-5]_*.ipynb"))
ALL_NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))
CALL = re.compile(r'^(exercise|show)\("([a-z0-9-]+)"\)$')


def _nb(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _src(cell) -> str:
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def _outputs(cell) -> str:
    text = []
    for out in cell.get("outputs", []):
        for value in out.get("data", {}).values():
            if isinstance(value, list):  # nbformat's lines of a text output
                value = "".join(value)
            text.append(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        text.append("".join(out.get("text", "")))
    return "\n".join(text)


def _page(path) -> str:
    """Everything a reader of the notebook can see: sources and stored outputs."""
    return "\n".join(_src(c) + "\n" + _outputs(c) for c in _nb(path)["cells"])


def test_every_exercise_is_in_its_lesson_once():
    shown = {}
    for path in LESSONS:
        for cell in _nb(path)["cells"]:
            m = CALL.match(_src(cell).strip())
            if m and m[1] == "exercise":
                shown.setdefault(m[2], []).append(path.name[:2])
                lessons.exercise(m[2])  # an id the bank has
    for ex in lessons.exercises():
        assert shown.get(ex.id) == [ex.lesson], f"{ex.id} is shown in lessons {shown.get(ex.id)}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_little_code_on_screen(path):
    for cell in _nb(path)["cells"]:
        if cell["cell_type"] != "code":
            continue
        lines = _src(cell).strip().splitlines()
        assert len(lines) <= 2 and all(len(line) <= 120 for line in lines), f"{path.name}: {lines}"
        assert "NBVAL" not in _src(cell), "nbval's markers go in cell tags, off the screen"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_people_count_from_one(path):
    prose = "\n".join(_src(c) for c in _nb(path)["cells"] if c["cell_type"] == "markdown")
    prose = re.sub(r"<details>.*?</details>", "", prose, flags=re.S)  # the exact rules quote docs/RULES.md
    assert not re.search(r"\b(Player|player|seat|Seat|round|Round) 0\b", prose), path.name
    outputs = "\n".join(_outputs(c) for c in _nb(path)["cells"] if c["cell_type"] == "code")
    assert "Player 0" not in outputs, f"{path.name}: a picture or question says Player 0"


def test_each_rule_in_plain_words_then_exactly():
    text = "\n".join(_page(p) for p in LESSONS)
    for n in range(1, 19):
        assert f"<summary>The exact rule (R{n})</summary>" in text, f"R{n} has no folded exact rule"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_pictures_stored_to_draw_unrun(path):
    for cell in _nb(path)["cells"]:
        m = CALL.match(_src(cell).strip())
        if not m:
            continue
        outputs = cell["outputs"]
        assert outputs, f"{path.name}: {m[0]} has no stored output"
        data = {k: v if isinstance(v, str) else "".join(v) for k, v in outputs[0]["data"].items()}
        assert "application/vnd.jupyter.widget-view+json" not in data  # cannot draw without its kernel
        assert "image/svg+xml" not in data  # not drawn in an untrusted notebook
        if m[1] == "show" or lessons.exercise(m[2]).picture is not None:
            assert '<img src="data:image/svg+xml;base64,' in data["text/html"], f"{path.name}: {m[0]}"


def _leaks(path) -> list[str]:
    """Every place on ``path``'s page where an exercise's answer shows
    before the learner has answered it: its explanation or the feedback on
    a wrong answer anywhere; its answer in its own stored output or in the
    text between the exercise before it and itself."""
    problems = []
    page = _page(path)
    since_last = []
    # a translated lesson (notebooks/<lang>/) is read in its language
    w = Words.load(path.parent.name if path.parent.name in LANGUAGES else "en")
    choices = re.escape(w._("Choices: {choices}", choices="").strip())
    for cell in _nb(path)["cells"]:
        m = CALL.match(_src(cell).strip())
        if m and m[1] == "exercise":
            attempt = Attempt(lessons.exercise(m[2]), words=w, progress=None)
            tokens, names = answer_tokens(attempt), seat_names(attempt.words, 12)
            before = "\n".join(since_last)
            # its choices are no answer: every option is listed
            shown = re.sub(rf"<p>{choices}.*?</p>", "", _outputs(cell), flags=re.S)
            for where, text in (("the text before it", before), ("its stored output", shown)):
                hits = found(tokens, text, names)
                if hits:
                    problems.append(f"{m[2]}: {hits} in {where}")
            since_last = []
        else:
            since_last.append(_src(cell) + "\n" + _outputs(cell))
    for ex in lessons.exercises():
        attempt = Attempt(ex, words=w, progress=None)
        for text in [ex.explanation, *(t for _, t in ex.wrong)]:
            said = attempt.say(text)
            if said in page:
                problems.append(f"{ex.id}: {said[:40]!r}... is on the page")
    return problems


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_answer_on_the_page(path):
    assert _leaks(path) == []


def test_the_page_check_sees_a_planted_answer(tmp_path):
    nb = _nb(LESSONS[1])
    cells = nb["cells"]
    at = next(i for i, c in enumerate(cells) if _src(c).strip() == 'exercise("01-deal-1")')
    cells.insert(at, {"cell_type": "markdown", "id": "planted", "metadata": {},
                      "source": "So 18 tiles are left in the boneyard."})
    cells.insert(0, {"cell_type": "markdown", "id": "planted-2", "metadata": {},
                     "source": Attempt(lessons.exercise("01-pips-1"), progress=None).say(
                         lessons.exercise("01-pips-1").explanation)})
    planted = tmp_path / "01_planted.ipynb"
    planted.write_text(json.dumps(nb), encoding="utf-8")
    problems = _leaks(planted)
    assert any(p.startswith("01-deal-1: ['18'] in the text before it") for p in problems), problems
    assert any(p.startswith("01-pips-1:") and "on the page" in p for p in problems), problems
