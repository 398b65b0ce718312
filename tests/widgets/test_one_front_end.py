"""One front-end for every screen of a table (issue 21): the notebook's
live table and the classroom's seat and projector pages load the same
JavaScript module and stylesheet, the package's files
``mextrain/front/table.js`` and ``table.css``."""

from __future__ import annotations

import re

import pytest

import mextrain as mt
from mextrain.widgets.table import FRONT, TableView

JS, CSS = FRONT / "table.js", FRONT / "table.css"


def test_the_notebook_table_loads_the_package_files():
    t = mt.play(players=2, bots="greedy", seed=1, delay=0, settings=False)
    # anywidget reads the files the class names (as paths: it watches them in development)
    assert TableView.__dict__["_esm"]._path == JS and TableView.__dict__["_css"]._path == CSS
    assert t.picture._esm.encode() == JS.read_bytes() and t.picture._css.encode() == CSS.read_bytes()
    assert t.picture.get_state()["_esm"] == JS.read_text(encoding="utf-8")


def test_the_seat_and_projector_pages_load_the_same_files(tmp_path):
    pytest.importorskip("httpx")
    from starlette.testclient import TestClient

    from mextrain.serve import pages
    from mextrain.serve.app import create_app
    from mextrain.serve.store import SQLiteStore
    from mextrain.words import words

    static = FRONT.parent / "serve" / "static"
    for page, script in ((pages.seat_page(words()), "seat.js"), (pages.projector_page(words()), "projector.js")):
        assert '<link rel="stylesheet" href="/front/table.css">' in page
        assert f'<script type="module" src="/static/{script}"></script>' in page
        assert re.search(r'^import \{ mount \} from "/front/table\.js";$', (static / script).read_text(), re.M)
    with TestClient(create_app(SQLiteStore(tmp_path), tmp_path)) as client:
        for path, file in (("/front/table.js", JS), ("/front/table.css", CSS)):
            answer = client.get(path)
            assert answer.status_code == 200 and answer.content == file.read_bytes(), path
        t = mt.play(players=2, bots="greedy", seed=1, delay=0, settings=False)
        assert client.get("/front/table.js").text == t.picture._esm
        assert client.get("/front/table.css").text == t.picture._css
