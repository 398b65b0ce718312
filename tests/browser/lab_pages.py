"""Helpers for the browser tests of the kit in Jupyter: JupyterLab and
Voila servers started by the test on 127.0.0.1 (stopped by PID), and the
steps of opening and running a notebook in Lab. The fixtures that start
them are in this folder's ``conftest.py``; processes and Chromium in
``tests/support``."""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from processes import ROOT, free_port, stop, wait_for_http

VOILA_APP = "notebooks/app/play.ipynb"
#: Screenshots and logs the browser tests leave behind (gitignored).
ARTIFACTS = ROOT / "artifacts"
# Switched off so that nothing covers the page or writes to the notebooks under test.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"checkForUpdates": False, "fetchNews": "false"},
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
}


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


def play_link(lesson: Path) -> str:
    """The lesson's "Play now" link (/play/index.html?lang=..), as its Markdown has it."""
    found = re.search(r"\]\((/play/index\.html\?[^)]*)\)", lesson.read_text(encoding="utf-8"))
    assert found, f"no play link in {lesson}"
    return found.group(1)


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
