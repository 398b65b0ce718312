"""Shared browser fixtures: Debian's Chromium driven by Playwright, and a
JupyterLab server started for the test session.

What works on these machines is recorded in ``/work/shared/BROWSER-TESTS.md``:
launch ``/usr/bin/chromium`` (never ``playwright install``, which downloads a
browser), start servers on 127.0.0.1 from the test, stop them by PID.

Without Chromium the tests skip on a developer's machine but fail in CI
(``CI=true``), where ``.ci/run`` installs it.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
VOILA_APP = "notebooks/app/play.ipynb"
#: Screenshots and logs the browser tests leave behind (gitignored).
ARTIFACTS = ROOT / "artifacts"
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
# Switched off so that nothing covers the page or writes to the notebooks under test.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"checkForUpdates": False, "fetchNews": "false"},
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
}


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/browser/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


def _require_chromium() -> None:
    if os.access(CHROMIUM, os.X_OK):
        return
    why = f"{CHROMIUM} is missing: install it with `apt-get install chromium` (never `playwright install`)"
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true and {why}; .ci/run installs it", pytrace=False)
    pytest.skip(why)


# Module-wide, not session-wide: a sync Playwright keeps an asyncio loop
# running in this thread while it lives, and the classroom server's tests
# (their own Playwright, asyncio.run) come after these.
@pytest.fixture(scope="module")
def playwright():
    _require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright):
    """A headless Chromium (Debian's), shared by a test module."""
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS)
    yield chromium
    chromium.close()


def launch_with_profile(playwright, profile: Path, **options):
    """Chromium with a profile on disk: a new folder is a first visit (cold
    caches), the same folder again a returning visitor (warm)."""
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS, **options)


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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop_group(proc: subprocess.Popen) -> None:
    """Stop a process the test started in a group of its own (make and the
    server it ran), by its PID: SIGTERM, then SIGKILL after 15 s."""
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(5)


def wait_for_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 60) -> None:
    """Poll ``url`` until it answers; fail with the server's log if it dies."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the server exited with {proc.returncode}:\n{log.read_text()[-3000:]}", pytrace=False)
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"no answer from {url} in {timeout} s:\n{log.read_text()[-3000:]}", pytrace=False)


def stop(proc: subprocess.Popen) -> None:
    """Stop a server this session started, by its PID."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


class Lab:
    """A running JupyterLab: ``url(path)`` opens a file by its path in the repository."""

    def __init__(self, base: str, token: str, root: Path):
        self.base, self.token, self.root = base, token, root

    def url(self, path: str) -> str:
        # reset: open only this file, not the tabs an earlier test left in the workspace
        return f"{self.base}/lab/tree/{path}?reset&token={self.token}"


def jupyter_env(home: Path) -> dict:
    """The environment for a Jupyter server under test: its own JUPYTER_*
    folders in ``home``, with LAB_SETTINGS as the user's settings."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(home / name.lower())
    for plugin, values in LAB_SETTINGS.items():
        package, name = plugin.rsplit("/", 1)
        target = home / "jupyter_config_dir" / "lab" / "user-settings" / package / f"{name}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))
    return env


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on 127.0.0.1 with a token, serving a copy of what `make lab`
    serves (the lessons, the docs and the kit's sources they link to, so a
    test never writes to the committed files), with its own temporary
    JUPYTER_* folders; stopped by PID at the end of the session. The kernel
    imports the kit from this interpreter, not from the copy."""
    _require_chromium()  # no browser, no use for a server
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


@contextlib.contextmanager
def voila_server(notebook, cwd: Path, home: Path):
    """Voila serving ``notebook`` (a path from ``cwd``) on 127.0.0.1, its
    kernels importing the kit from this repository; yields the address."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(home / name.lower())
    # The kernel spec says "python": make that this interpreter.
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    port = free_port()
    log = home / "voila.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1"],
            cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for_http(base, proc, log)
        yield base
    finally:
        stop(proc)
        if ARTIFACTS.is_dir():
            (ARTIFACTS / f"voila-{Path(notebook).stem}.log").write_bytes(log.read_bytes())


def open_notebook(page, lab: Lab, path: str) -> None:
    """Open a notebook in Lab and wait until its kernel is really ready.

    The execution indicator says idle while the toolbar still says "No
    Kernel"; Run All then does nothing. Both must be waited for."""
    page.goto(lab.url(path))
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.wait_for_function(
        """() => {
            const name = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Toolbar-kernelName');
            const busy = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator');
            return name && !name.textContent.includes('No Kernel') && busy && busy.dataset.status === 'idle';
        }""", timeout=60_000)


def run_all(page) -> None:
    page.click("li.lm-MenuBar-item:has-text('Run')")
    page.click("li.lm-Menu-item[data-command='runmenu:run-all']")


@pytest.fixture
def run_notebook(page, lab):
    """Open a notebook of ``notebooks/`` in Lab, run all its cells; returns the page."""
    def run(name: str):
        open_notebook(page, lab, f"notebooks/{name}")
        run_all(page)
        return page
    return run
