"""The classroom server's pages speak only through the words layer: in a
pseudo-language (every message rewritten by podebug) no English word is
left on the teacher's, seat, projector, class, results, summary or error
page, nor in the words the
pages' scripts are handed; and each language's teachers' guide names the
buttons those pages really show, read from the catalog."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from pseudo_language import untranslated

from mextrain.bots import NAMES as BOTS
from mextrain.serve import class_pages, pages
from mextrain.words import LANGUAGE_NAMES, LANGUAGES, words
from mextrain.words import classes as C
from mextrain.words import exercises as say
from mextrain.words import serve as W
from mextrain.words import table as T

ROOT = Path(__file__).resolve().parents[2]


def page_texts(page: str) -> list[str]:
    """What a person reads on a page: its text, its title, the options and
    placeholders, and every word its scripts are given (the JSON block)."""
    data = re.search(r'<script type="application/json" id="page-data">(.*?)</script>', page, re.S)
    words_given = []

    def walk(value):
        if isinstance(value, str):
            words_given.append(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)
    if data:
        walk(json.loads(data[1]))
    shown = re.sub(r"<script.*?</script>", " ", page, flags=re.S)
    attrs = re.findall(r'(?:placeholder|aria-label|title)="([^"]*)"', shown)
    text = re.sub(r"<[^>]+>", "\n", shown)
    return [html.unescape(t).strip() for t in [*text.split("\n"), *attrs, *words_given] if t.strip()]


#: A class's join link, which the results page shows as it is.
JOIN = "http://10.0.0.5:8000/class/k"


def test_no_page_of_the_server_has_english_in_another_language(pseudo):
    shown = {
        "teacher": pages.teacher_page(pseudo, list(BOTS), 0.8),
        "seat": pages.seat_page(pseudo),
        "projector": pages.projector_page(pseudo),
        "wrong link": pages.message_page(pseudo, W.unknown_link(pseudo)),
        "class": class_pages.student(pseudo, 24),
        "results": class_pages.results(pseudo, {"join": JOIN, "summary": "/summary/k", "qr": ""}),
        "summary": class_pages.summary(pseudo),
        "wrong class link": class_pages.message(pseudo, C.unknown_class(pseudo)),
    }
    # Each language is named in its own words on every page ("English" too);
    # "{seat}" and the like are placeholders the scripts fill.
    keep = (*LANGUAGE_NAMES.values(), *(f"{{{k}}}" for k in ("seat", "n", "id", "message", "round", "rounds",
                                                              "ply", "player", "seed", "name", "count", "right", "tried")), JOIN)
    for name, page in shown.items():
        left = untranslated(page_texts(page), names=keep)
        assert not left, f"{name}: {left[:5]}"
        assert f'<html lang="{pseudo.language}">' in page and re.search(r"<title>[^<]+</title>", page), name


def test_a_planted_english_word_is_found(pseudo):
    page = pages.message_page(pseudo, "This link is broken")
    assert untranslated(page_texts(page)) == ["This link is broken"]


def _guide(lang: str) -> str:
    path = ROOT / ("docs/TEACHERS.md" if lang == "en" else f"docs/{lang}/TEACHERS.md")
    return " ".join(path.read_text(encoding="utf-8").split())


def _buttons(lang: str) -> dict[str, str]:
    """The buttons (and the links a teacher presses) of the teacher's, the
    seat's, a class's and its results' pages, and the exercise widget's Try
    another, in ``lang``'s catalog."""
    w = words(lang)
    teacher, table = W.teacher_words(w), T.front_words(w)
    found = {k: teacher[k] for k in ("create", "standin", "give_back", "reset", "end")}
    found.update({k: table[k] for k in ("draw", "pass", "undo", "next", "back", "whole_table", "moves")})
    classes, results, student = C.teacher_words(w), C.results_words(w), C.student_words(w)
    found.update({f"class {k}": classes[k] for k in ("new", "start", "results")})
    found.update({f"results {k}": results[k] for k in ("summary", "csv", "end", "seat_rest")})
    found.update({f"student {k}": student[k] for k in ("start", "hint", "explain")})
    found["exercise another"] = say.another_button(w)
    return found


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_each_guide_names_the_buttons_the_pages_show(lang):
    """Every button the English guide names (*like this*) is named in
    ``lang``'s guide by its words in ``lang``'s catalog: a guide that names a
    button the page does not have fails."""
    english = _guide("en")
    named = [k for k, label in _buttons("en").items() if f"*{label}*" in english]
    assert len(named) >= 6, named  # the guide's classroom part names the page's buttons
    guide, labels = _guide(lang), _buttons(lang)
    missing = {k: labels[k] for k in named if labels[k] not in guide}
    assert not missing, f"docs/{lang}/TEACHERS.md does not name these buttons as the pages do: {missing}"
