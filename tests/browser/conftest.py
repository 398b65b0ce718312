"""Browser fixtures for the kit in Jupyter: a fresh page, the artifacts
folder, and JupyterLab and Voila servers started for the tests (helpers in
``lab_pages``; Chromium itself is ``tests/conftest.py``'s ``browser``).

Without Chromium the tests skip on a developer's machine but fail in CI
(``CI=true``), where ``.ci/run`` installs it.
"""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from chromium import require_chromium
from lab_pages import ARTIFACTS, VOILA_APP, Lab, jupyter_env, open_notebook, run_all, voila_server
from processes import ROOT, free_port, stop, wait_for_http


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture
def page(browser):
    """A fresh page (own context: no cookies or storage shared between tests)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1100})
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on 127.0.0.1 with a token, serving a copy of what `make lab`
    serves (the lessons, the docs and the kit's sources they link to, so a
    test never writes to the committed files), with its own temporary
    JUPYTER_* folders; stopped by PID at the end of the session. The kernel
    imports the kit from this interpreter, not from the copy."""
    require_chromium()  # no browser, no use for a server
    home = tmp_path_factory.mktemp("lab")
    root = home / "repo"
    for folder in ("notebooks", "docs", "mextrain"):
        shutil.copytree(ROOT / folder, root / folder,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    env = jupyter_env(home)
    # The kernel spec says "python": make that this interpreter.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    port, token = free_port(), secrets.token_hex(16)
    log = home / "lab.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
             f"--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}"],
            cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_http(f"{base}/api/status?token={token}", proc, log)
        yield Lab(base, token, root)
    finally:
        stop(proc)
        if ARTIFACTS.is_dir():
            shutil.copy(log, ARTIFACTS / "lab.log")


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """`voila notebooks/app/play.ipynb` on 127.0.0.1 for a test module, run
    from the repository (as the README says); stopped by PID. Every page
    load starts a kernel that lives until Voila stops."""
    with voila_server(VOILA_APP, ROOT, tmp_path_factory.mktemp("voila")) as base:
        yield base


@pytest.fixture
def run_notebook(page, lab):
    """Open a notebook of ``notebooks/`` in Lab, run all its cells; returns the page."""
    def run(name: str):
        open_notebook(page, lab, f"notebooks/{name}")
        run_all(page)
        return page
    return run
