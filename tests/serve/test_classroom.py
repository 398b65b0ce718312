"""``mt.classroom()``: the same server inside this process (a notebook's
kernel), its teacher link and QR code; and the command line's options."""

from __future__ import annotations

import html
import json
import subprocess
import sys
import urllib.request

import pytest
from harness import ROOT

from mextrain.serve import classroom


def test_classroom_starts_shows_its_link_and_stops(tmp_path):
    room = classroom(data=tmp_path)
    try:
        assert room.url.startswith("http://127.0.0.1:") and "/teacher?token=" in room.url
        with urllib.request.urlopen(room.url, timeout=10) as r:
            assert r.status == 200 and b"/static/teacher.js" in r.read()
        shown = room._repr_html_()
        assert "<svg" in shown and room.url in shown and "<script" not in shown
        assert repr(room) == f"Teacher page: {room.url}"
    finally:
        room.stop()
    # The token is kept in the data folder: the next start has the same one.
    again = classroom(data=tmp_path)
    try:
        assert again.url.split("token=")[1] == room.url.split("token=")[1]
    finally:
        again.stop()
    assert (tmp_path / "teacher-token").stat().st_mode & 0o077 == 0


def test_the_command_line_checks_its_options(tmp_path):
    run = subprocess.run([sys.executable, "-m", "mextrain", "serve", "--port", "70000", "--data", str(tmp_path)],
                         capture_output=True, text=True, cwd=ROOT, timeout=30)
    assert run.returncode == 2 and "--port must be 0..65535" in run.stderr and "Traceback" not in run.stderr


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        assert r.status == 200
        return r.read().decode()


def test_a_notebook_starts_a_class_or_a_table_in_the_class_language_and_shows_its_links(tmp_path):
    room = classroom(data=tmp_path, language="cs", lessons=["03"])
    try:
        root = room.url.split("/teacher")[0]
        made = room.activity
        assert made.kind == "class" and made.join.startswith(root + "/class/")
        assert 'lang="cs"' in _get(made.join) and 'lang="cs"' in _get(made.summary)
        assert "Výsledky třídy" in _get(made.results)  # the results page, opened with the teacher's token
        shown = room._repr_html_()
        assert room.url in shown and made.join in shown and html.escape(made.results) in shown
        assert "Žáci se připojí zde" in shown and shown.count("<svg") == 2  # the teacher's code, the class's
        assert "Výsledky" in repr(made) and made.join in repr(room)
        # The class is the server's: the teacher page's list has it.
        listed = json.loads(urllib.request.urlopen(urllib.request.Request(
            root + "/api/classes", headers={"Authorization": "Bearer " + room.url.split("token=")[1]})).read())
        assert [c["id"] for c in listed["classes"]] == [made.info["id"]]
        # A class in another language; a table alone, a link per student seat.
        greek = room.start(lessons=["01", "02"], language="el")
        assert greek.info["language"] == "el" and 'lang="el"' in _get(greek.join)
        table = room.start(table={"players": 3, "seats": ["student", "student", "greedy"]})
        assert table.kind == "table" and len(table.seats) == 2 and "/static/seat.js" in _get(table.seats[0])
        assert "Místo 1" in repr(table) and table._repr_html_().count("<svg") == 2
        # Exercises, then tables of two: one class, its table setting kept.
        then = room.start(lessons=["00"], table={"players": 2})
        assert then.kind == "class" and then.info["table"] == {"players": 2}
        assert then.info["table_text"] == "potom stoly pro 2 hráče"
        # Refused settings say why, in the server's words; nothing is started.
        for bad in ({"lessons": ["99"]}, {"lessons": []}, {"table": {"players": 1}},
                    {"lessons": ["00"], "table": {"players": 5}}):
            with pytest.raises(ValueError) as e:
                room.start(**bad)
            assert str(e.value) and "HTTP" not in str(e.value), bad
    finally:
        room.stop()
