"""A learner's progress file travels: exported as a download, merged back
keeping the better record of each exercise, a bad file refused in the
learner's words with nothing changed."""

from __future__ import annotations

import base64
import importlib
import json
import re

import pytest

from mextrain import lessons
from mextrain.lessons.progress import MAX_BYTES, Progress, ProgressFileError
from mextrain.words import words

progress_module = importlib.import_module("mextrain.lessons.progress")


@pytest.fixture
def kernel_progress(tmp_path, monkeypatch):
    """The kernel's own progress, in a fresh folder (as a new Binder session)."""
    monkeypatch.setattr(progress_module, "_STORE", [Progress(tmp_path / "mextrain-progress.json")])
    return progress_module.store()


def test_export_downloads_the_file_that_merge_reads(kernel_progress):
    kernel_progress.record(lessons.exercise("01-pips-1"), True)
    kernel_progress.record(lessons.exercise("01-deal-1"), False)
    link = lessons.export_progress()
    html = link._repr_mimebundle_()["text/html"]
    assert "download='mextrain-progress.json'" in html
    data = re.search(r"base64,([A-Za-z0-9+/=]+)'", html).group(1)
    assert json.loads(base64.b64decode(data)) == {"format": "mextrain-progress/1",
                                                  "first_tries": {"01-pips-1": True, "01-deal-1": False}}
    elsewhere = Progress(path=None)
    assert elsewhere.merge(base64.b64decode(data)) == 2
    assert elsewhere.first_tries() == kernel_progress.first_tries()
    assert "mextrain-progress.json" in str(lessons.export_progress(words("cs")))


def test_merge_keeps_the_better_record_of_each_exercise(tmp_path):
    here = Progress(tmp_path / "here.json")
    here.record(lessons.exercise("01-pips-1"), False)
    here.record(lessons.exercise("01-deal-1"), True)
    there = Progress(path=None)
    there.record(lessons.exercise("01-pips-1"), True)    # better than here's
    there.record(lessons.exercise("01-deal-1"), False)   # worse: here's stays
    there.record(lessons.exercise("03-dead-1"), False)   # new here
    assert here.merge(there.export()) == 2
    assert here.first_tries() == {"01-pips-1": True, "01-deal-1": True, "03-dead-1": False}
    assert Progress(tmp_path / "here.json").first_tries() == here.first_tries()   # written to the file
    assert here.merge(there.export()) == 0   # twice: nothing more


def test_an_exercise_the_bank_does_not_have_is_skipped():
    p = Progress(path=None)
    doc = {"format": "mextrain-progress/1", "first_tries": {"99-gone-1": True, "01-pips-1": True}}
    assert p.merge(json.dumps(doc)) == 1
    assert p.first_tries() == {"01-pips-1": True}


BAD = {
    "not JSON": (b"{not json", "not JSON"),
    "not text": (b"\xff\xfe\x00garbage", "not JSON"),
    "a list": (b"[1, 2]", "mextrain-progress/1"),
    "another format": (json.dumps({"format": "other/1", "first_tries": {}}).encode(), "mextrain-progress/1"),
    "a record not true/false": (json.dumps({"format": "mextrain-progress/1",
                                            "first_tries": {"01-pips-1": "yes"}}).encode(), "mextrain-progress/1"),
    "huge": (b" " * (MAX_BYTES + 1), "too big"),
}


@pytest.mark.parametrize("name", BAD)
def test_a_bad_file_is_refused_and_changes_nothing(name, tmp_path):
    data, reason = BAD[name]
    path = tmp_path / "mine.json"
    p = Progress(path)
    p.record(lessons.exercise("01-pips-1"), False)
    before = path.read_bytes()
    with pytest.raises(ProgressFileError, match=reason):
        p.merge(data)
    assert p.first_tries() == {"01-pips-1": False} and path.read_bytes() == before


def test_import_progress_says_in_the_learners_words(kernel_progress, tmp_path):
    good = tmp_path / "from-binder.json"
    other = Progress(good)
    other.record(lessons.exercise("01-pips-1"), True)
    table = lessons.import_progress(good)
    assert "improved 1 exercise" in str(table) and "R1" in str(table)
    assert kernel_progress.first_tries() == {"01-pips-1": True}
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    cs = str(lessons.import_progress(bad, words("cs")))
    assert "JSON" in cs and "not a progress file" not in cs   # the reason, in Czech
    missing = str(lessons.import_progress(tmp_path / "nowhere.json", words("fi")))
    assert "nowhere.json" in missing and "Cannot read" not in missing
    assert "too big" in lessons.import_progress(b" " * (MAX_BYTES + 1))._repr_mimebundle_()["text/html"]
    assert kernel_progress.first_tries() == {"01-pips-1": True}
