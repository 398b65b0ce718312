"""Lessons 00-08 as a learner meets them: every exercise of the bank is
there, little code, people counted from 1, each rule in plain words with
the exact rule folded, pictures stored so they draw before anything runs,
and no answer anywhere on the page before the learner commits to one.
(nbval runs the lessons and compares their stored outputs.)"""

from __future__ import annotations

import json
import re
from dataclasses import is_dataclass, replace
from pathlib import Path

import pytest

from answers_seen import answer_tokens, found, section_tokens
from mextrain import lessons
from mextrain.lessons import bank
from mextrain.lessons.bank import MakeMove, Moves, Tiles
from mextrain.lessons.tutor import Attempt
from mextrain.moves import Move, Play
from mextrain.words import LANGUAGES, Words
from mextrain.words.exercises import seat_names

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("0[0-8]_*.ipynb"))
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


# numbers a section's rule says that only happen to be an exercise's answer
RULES_OWN_NUMBERS = {
    "01-pips-2": "12 is the highest number on a tile (R1), not 0-0 and 6-6 added",
    "01-deal-2": "10 is R4's deal for seven or eight players, not the tiles left over",
}


def _leaks(path) -> list[str]:
    """Every place on ``path``'s page where an exercise's answer shows
    before the learner has answered it: its explanation or the feedback on
    a wrong answer anywhere; its answer in its own stored output or in the
    text between the exercise before it and itself; and its answer in the
    story of its section above the exercises before it (a story told once
    above a run of exercises is on screen for each of them)."""
    problems = []
    page = _page(path)
    since_last, section = [], []
    # a translated lesson (notebooks/<lang>/) is read in its language
    w = Words.load(path.parent.name if path.parent.name in LANGUAGES else "en")
    choices = re.escape(w._("Choices: {choices}", choices="").strip())
    for cell in _nb(path)["cells"]:
        m = CALL.match(_src(cell).strip())
        if cell["cell_type"] == "markdown" and _src(cell).lstrip().startswith("## "):
            section = []  # a new section: its story starts here
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
            hits = [] if m[2] in RULES_OWN_NUMBERS else found(section_tokens(attempt), "\n".join(section), names)
            if hits:
                problems.append(f"{m[2]}: {hits} in its section's story")
            section += since_last
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


def test_the_page_check_sees_an_answer_told_above_a_run_of_exercises(tmp_path):
    """Lesson 4 once said "*half* (6 rounds)" above 04-length-1: on screen
    for 04-length-3 too, which asks how many rounds a half match has."""
    nb = _nb(LESSONS[4])
    cells = nb["cells"]
    at = next(i for i, c in enumerate(cells) if _src(c).strip() == 'exercise("04-length-1")')
    cells.insert(at, {"cell_type": "markdown", "id": "planted", "metadata": {},
                      "source": "Shorter matches stop earlier: *half* (6 rounds)."})
    planted = tmp_path / "04_planted.ipynb"
    planted.write_text(json.dumps(nb), encoding="utf-8")
    assert _leaks(LESSONS[4]) == []
    assert "04-length-3: ['6'] in its section's story" in _leaks(planted)


# ---- the story told under an exercise ---------------------------------------------------

LESSONS_EVERY_LANGUAGE = sorted((ROOT / "notebooks").glob("**/0[0-8]_*.ipynb"))


def _moves_of(position) -> tuple:
    return tuple(getattr(position, "moves", ()) or ())


def _story_goes_on(ex) -> str | None:
    """The move a lesson's story makes next from ``ex``'s position: a later
    position of its lesson (an exercise, what a prediction reveals, a
    scene) set up the same way with ``ex``'s moves and more played."""
    position, done = ex.position, _moves_of(ex.position)
    if not is_dataclass(position) or "moves" not in getattr(position, "__dataclass_fields__", {}):
        return None
    later = [e.position for e in lessons.exercises(ex.lesson)] + \
            [e.reveal for e in lessons.exercises(ex.lesson) if e.reveal is not None] + \
            [s.position for name, s in bank.scenes().items() if name.startswith(ex.lesson)]
    for other in later:
        moves = _moves_of(other)
        if type(other) is type(position) and len(moves) > len(done) and moves[:len(done)] == done \
                and replace(other, moves=()) == replace(position, moves=()):
            return moves[len(done)]
    return None


def _told_tiles(attempt) -> list[str]:
    """The tiles whose naming would tell ``attempt``'s answer: the tiles of
    its right moves or tiles, the tile the story plays next from its
    position and the double that move covers -- less those its own
    question names."""
    ex, tiles = attempt.exercise, set()
    if isinstance(ex.kind, Tiles):
        tiles |= {str(t) for t in attempt.truth}
    if isinstance(ex.kind, (Moves, MakeMove)):
        tiles |= {str(m.tile) for m in attempt.truth if isinstance(m, Play)}
    step = _story_goes_on(ex)
    if step is not None:
        state = ex.state()
        move = Move.parse(step, max_pip=state.rules.max_pip)
        if isinstance(move, Play):
            tiles.add(str(move.tile))
            under = state.trains[move.train].tiles
            if under and under[-1].is_double:
                tiles.add(str(under[-1]))
    return sorted(t for t in tiles if not found([t], attempt.say(ex.question)))


def _told_under(path) -> list[str]:
    """Every story cell of ``path`` (markdown) that names a tile telling the
    answer of an exercise above it: the learner reads on past an exercise
    before answering it, so the story told under it must not say what the
    right move was (the next exercise's picture shows where the story went,
    without words). A tile that a question between them names is on the
    screen anyway, and naming it again tells nothing."""
    w = Words.load(path.parent.name if path.parent.name in LANGUAGES else "en")
    problems, above = [], []
    for cell in _nb(path)["cells"]:
        m = CALL.match(_src(cell).strip())
        if m and m[1] == "exercise":
            attempt = Attempt(lessons.exercise(m[2]), words=w, progress=None)
            question = attempt.say(attempt.exercise.question)
            # a tile its question names is on the screen anyway: naming it again tells nothing
            above = [(ex_id, [t for t in tiles if not found([t], question)]) for ex_id, tiles in above]
            above.append((m[2], _told_tiles(attempt)))
        elif cell["cell_type"] == "markdown":
            text = re.sub(r"<details>.*?</details>", "", _src(cell), flags=re.S)  # the exact rules
            for ex_id, tiles in above:
                hits = found(tiles, text)
                if hits:
                    problems.append(f"{cell['id']}: {hits} tell {ex_id}")
    return problems


@pytest.mark.parametrize("path", LESSONS_EVERY_LANGUAGE, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_story_under_an_exercise_does_not_tell_it(path):
    assert _told_under(path) == []


# The story cells as they were, each telling an exercise above it its answer.
TOLD = {
    "02_trains_and_markers.ipynb": {
        "turns": ("Player 1 starts their own train with 12-5, and Player 2 starts the Mexican train with 12-8. "
                  "Now it is Player 3's turn.", "02-start-1"),
        "draw-story": ("Player 3 started their own train with 12-1. Back to Player 1, whose train is open at 5, "
                       "while the Mexican train is open at 8.", "02-playable-1"),
        "marker-stays": ("Player 2 plays 5-1 on Player 1's marked train, and Player 3 plays 8-4 on the Mexican "
                         "train. Player 1 again:", "02-playable-1"),
    },
    "03_doubles.ipynb": {
        "stuck": ("Back to the game. Player 1 covered their 6-6 with 6-2, and it is Player 2's turn.", "03-double-1"),
        "covered": ("Player 3 covered the 3-3, and everyone may play freely again. Player 2's train still carries "
                    "its marker: only Player 2 can take it off, by playing there.", "03-open-1"),
    },
}


@pytest.mark.parametrize("name", sorted(TOLD))
def test_the_story_check_sees_a_story_that_tells(name, tmp_path):
    nb = _nb(ROOT / "notebooks" / name)
    for cell in nb["cells"]:
        if cell["id"] in TOLD[name]:
            cell["source"] = TOLD[name][cell["id"]][0]
    planted = tmp_path / name
    planted.write_text(json.dumps(nb), encoding="utf-8")
    problems = _told_under(planted)
    for cell_id, (_, ex_id) in TOLD[name].items():
        assert any(p.startswith(f"{cell_id}: ") and p.endswith(f"tell {ex_id}") for p in problems), \
            (cell_id, problems)


# ---- what learners read: words, not Python -----------------------------------------------

REPR = re.compile(r"\b(?:Play|Tile|Draw|Pass|Round|View|Results|Counter)\((?!\))|\('mexican',?\)|"
                  r"\b[Ss]eat \d\b(?!-)|\btrain \d\b(?!-)|<Results |<Chart, ")


def _reprs(path) -> list[str]:
    """Python reprs and seat numbers where a learner reads: the prose (less
    its code blocks, which are code to copy, and the exact rules, which say
    how the code counts seats) and every stored output."""
    hits = []
    for cell in _nb(path)["cells"]:
        text = _outputs(cell) if cell["cell_type"] == "code" else re.sub(
            r"```.*?```|`[^`]*`|<details>.*?</details>", "", _src(cell), flags=re.S)
        hits += [f"{cell['id']}: {m[0]!r}" for m in REPR.finditer(text)]
    return hits


@pytest.mark.parametrize("path", LESSONS_EVERY_LANGUAGE, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_python_reprs_where_learners_read(path):
    assert _reprs(path) == []


def test_the_repr_check_sees_a_planted_repr(tmp_path):
    nb = _nb(ROOT / "notebooks" / "06_strategy_lab.ipynb")
    nb["cells"].append({"cell_type": "code", "id": "planted", "metadata": {}, "execution_count": 1, "source": "x",
                        "outputs": [{"output_type": "execute_result", "execution_count": 1, "metadata": {},
                                     "data": {"text/plain": "Play(Tile(10, 9), 0)"}}]})
    nb["cells"].append({"cell_type": "markdown", "id": "planted-2", "metadata": {},
                        "source": "Greedy plays on train 0, then `Tile(1, 2)` in code is fine."})
    planted = tmp_path / "06_planted.ipynb"
    planted.write_text(json.dumps(nb), encoding="utf-8")
    assert _reprs(planted) == ["planted: 'Play('", "planted: 'Tile('", "planted-2: 'train 0'"]
