"""``mt.classroom()``: the same server inside this process (a notebook's
kernel), its teacher link and QR code; and the command line's options."""

from __future__ import annotations

import subprocess
import sys
import urllib.request

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
