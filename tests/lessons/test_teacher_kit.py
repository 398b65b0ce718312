"""The teacher's kit: the answer key is current, the rules card is one A4
page with every rule id, the teaching pictures draw what they say, and an
exercise's picture says nothing that answers it."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mextrain import lessons
from mextrain.lessons import answers
from mextrain.lessons.bank import LESSONS
from mextrain.reasons import Rule
from mextrain.svg import teaching
from mextrain.svg import table as table_picture
from mextrain.words import LANGUAGES, Words

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"


def test_the_answer_key_is_current():
    assert (ROOT / "teachers/ANSWERS.md").read_text(encoding="utf-8") == answers.answer_key(), \
        "teachers/ANSWERS.md is stale: python -m mextrain.lessons.answers > teachers/ANSWERS.md"


LESSON_ROW = re.compile(r"^\|[^|]*\]\([^)]*?(\d\d)_[a-z_]+\.ipynb\)[^|]*\|[^|]*\|[^|]*\|([^|]*)\|", re.M)


def _exercise_counts(text: str) -> dict:
    """The lesson table's Exercises column (its fourth), by lesson."""
    return {lesson: count.strip() for lesson, count in LESSON_ROW.findall(text)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_table_counts_the_banks_exercises(lang):
    guide = ROOT / "docs" / ("" if lang == "en" else lang) / "TEACHERS.md"
    counts = _exercise_counts(guide.read_text(encoding="utf-8"))
    assert counts == {lesson: str(len(lessons.exercises(lesson))) for lesson in LESSONS}, \
        f"{guide.relative_to(ROOT)}: the lesson table's exercise counts are not the bank's"


def test_the_count_check_sees_a_wrong_count():
    row = "| [06 Strategy lab](../notebooks/06_strategy_lab.ipynb) | How the bots decide. | R7 | - | 40 min |"
    assert _exercise_counts(row) == {"06": "-"} != {"06": str(len(lessons.exercises("06")))}


def _students_trees(tmp_path) -> dict:
    """What students are served: the JupyterLite site's files (binder/lite/build.py
    lays them out) and Binder's tree (the repository, after binder/postBuild
    ran in it, as repo2docker runs it: from the repository's root)."""
    spec = importlib.util.spec_from_file_location("lite_build", ROOT / "binder" / "lite" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    lite = build.site_contents(tmp_path / "lite")
    binder = tmp_path / "binder"
    for path in build.tracked("."):
        copy = binder / path.relative_to(ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, copy)
    assert list(binder.rglob("ANSWERS.md")), "the repository holds the key: postBuild is what takes it out"
    subprocess.run(["bash", "binder/postBuild"], cwd=binder, check=True)
    return {"lite": lite, "binder": binder}


def test_the_answer_key_is_not_in_what_students_are_served(tmp_path):
    keys = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.glob("teachers/**/ANSWERS.md"))
    assert len(keys) == 6, keys  # English and five languages, in the repository for teachers
    for name, tree in _students_trees(tmp_path).items():
        assert (tree / "notebooks" / "00_start_here.ipynb").is_file() and (tree / "docs" / "TEACHERS.md").is_file()
        assert sorted(p.relative_to(tree).as_posix() for p in tree.rglob("ANSWERS.md")) == [], name


def test_the_answer_key_check_fails_on_a_stale_key(tmp_path, capsys):
    stale = tmp_path / "ANSWERS.md"
    stale.write_text(answers.answer_key().replace("| 18 |", "| 30 |"), encoding="utf-8")
    assert answers.main(["--check", str(stale)]) == 1
    stale.write_text(answers.answer_key(), encoding="utf-8")
    assert answers.main(["--check", str(stale)]) == 0


def test_the_answer_key_has_every_exercise_and_the_engines_answer():
    key = answers.answer_key()
    for ex in lessons.exercises():
        assert f"`{ex.id}`" in key
    assert "| `01-deal-1` | R4 |" in key and "| 18 |" in key


@pytest.mark.parametrize("lang", [None, "ru", "uk", "cs", "el", "fi"])
def test_the_rules_card_is_current_and_one_a4_page(tmp_path, lang):
    """The English card in docs/, each language's in docs/<lang>/ (tools/translations.py build)."""
    pypdf = pytest.importorskip("pypdf")
    folder = ROOT / "docs" / (lang or "")
    words = Words.load(lang) if lang else None
    assert (folder / "rules-card.svg").read_text(encoding="utf-8") == teaching.rules_card(words), \
        f"{folder}/rules-card.svg is stale: python -m mextrain.svg.teaching docs (English), " \
        "python tools/translations.py build (the others)"
    made_svg, made_pdf = teaching.write_card(tmp_path, words)
    for pdf in (folder / "rules-card.pdf", Path(made_pdf)):
        reader = pypdf.PdfReader(pdf)
        assert len(reader.pages) == 1
        box = reader.pages[0].mediabox
        assert abs(float(box.width) - 595.28) < 1 and abs(float(box.height) - 841.89) < 1  # A4 in points
        text = reader.pages[0].extract_text()
        for rule in Rule:
            assert str(rule) in text, f"{pdf.name}: no {rule}"
    committed = pypdf.PdfReader(folder / "rules-card.pdf").pages[0].extract_text()
    assert committed == pypdf.PdfReader(made_pdf).pages[0].extract_text(), f"{folder}/rules-card.pdf is stale"


def _root(svg: str):
    root = ET.fromstring(svg)
    assert root.find(f"{SVG}title").text and root.find(f"{SVG}desc").text
    return root


@pytest.mark.parametrize("max_pip, tiles", [(9, 55), (12, 91), (15, 136), (18, 190)])
def test_the_grid_holds_the_whole_set(max_pip, tiles):
    root = _root(teaching.tile_grid(max_pip, number=7))
    cells = [g for g in root.iter(f"{SVG}g") if "grid-tile" in g.get("class", "")]
    assert len(cells) == tiles
    ringed = [g.get("data-tile") for g in cells if g.find(f"{SVG}rect") is not None]
    assert len(ringed) == max_pip + 1 and all("7" in t.split("-") for t in ringed)


@pytest.mark.parametrize("players", [2, 4, 8, 12])
def test_the_seating_counts_from_one(players):
    svg = teaching.seating(players)
    seats = [g for g in _root(svg).iter(f"{SVG}g") if g.get("class") == "seat"]
    assert [g.get("data-seat") for g in seats] == [str(s) for s in range(players)]
    assert "Player 1" in svg and f"Player {players}" in svg and "Player 0" not in svg


def test_the_flowchart_cites_the_turns_rules():
    svg = teaching.turn_flowchart()
    _root(svg)
    for rule in ("R7", "R8", "R9", "R10", "R11", "R12"):
        assert f"({rule}" in svg or f" {rule})" in svg or f"{rule}," in svg, rule


def test_an_exercises_table_keeps_quiet_about_the_rule_it_asks():
    rnd = lessons.exercise("03-open-1").state()  # the 3-3 on Player 2's train waits to be covered
    loud = table_picture(rnd, seat=rnd.turn)
    quiet = teaching.exercise_table(rnd)
    assert "must be covered" in loud  # the live table says so: the check below can fail
    assert "must be covered" not in quiet and "cover 3-3" not in quiet
    assert "3-3" in quiet  # the double itself is still on the table


def test_a_score_table_names_no_winner_or_total():
    match = lessons.exercise("04-winner-1").state()
    texts = [t.text for t in _root(teaching.score_table(match)).iter(f"{SVG}text")]
    assert match.totals == (178, 67, 32)
    assert not {"178", "32"} & set(texts) and not any("Total" in t or "win" in t for t in texts)
    assert sorted(texts[3:]) == sorted([f"Round {k + 1} ({12 - k})" for k in range(3)] +
                                       [str(p) for row in match.round_scores for p in row])


def test_pictures_shown_inline_draw_untrusted():
    html = teaching.inline(teaching.turn_flowchart())
    assert html.startswith('<img src="data:image/svg+xml;base64,') and "max-width:100%" in html
    assert "<svg" not in html  # JupyterLab's sanitizer drops inline SVG of an untrusted notebook


def test_an_exercises_table_still_says_a_round_is_over():
    rnd = lessons.exercise("04-score-1").state()
    names = ["Ann", "Bo", "Cy"]
    assert rnd.winner == 1 and "Round over: Bo went out" in teaching.exercise_table(rnd, "all", names=names)
