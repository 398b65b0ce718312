"""Binder's environment, built the way repo2docker builds it (no Docker here).

repo2docker runs ``pip install -r binder/requirements.txt`` from the repository
root; this test does the same into a fresh virtualenv, then runs the first
lesson and the live table with that environment's kernel, and checks that the
kit came from the repository (not the developer's editable install), that
JupyterLab there has the widget front ends and that Voilà serves the app.

Slow (about 30 s; a minute on a machine that never ran it): PyPI's answers here
are not cacheable, so pip's own cache stays empty; the wheels are kept in
``~/.cache/mextrain-binder`` and the install runs offline from them, downloading
again only when binder/requirements.txt asks for something they lack.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "binder" / "requirements.txt"
WHEELS = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mextrain-binder"
NOTEBOOKS = ["00_start_here.ipynb", "05_play.ipynb"]
PIP = [sys.executable, "-m", "pip"]

# Run in the Binder environment: each notebook, then a probe cell that tells
# where Python and the kit live.
RUN_NOTEBOOKS = """
import sys, nbformat
from nbclient import NotebookClient
for path in sys.argv[1:]:
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(
        "import sys, mextrain; print(sys.prefix); print(mextrain.__file__)"))
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": "notebooks"}}).execute()
    print(path, *nb.cells[-1].outputs[0]["text"].split())
"""


def _install(python: Path) -> None:
    # The isolated build of the kit (`.`) needs its build backend too.
    offline = [*PIP, "--python", str(python), "install", "--quiet", "--no-compile",
               "--no-index", "--find-links", str(WHEELS), "-r", str(REQUIREMENTS)]
    if subprocess.run(offline, cwd=ROOT, capture_output=True).returncode == 0:
        return
    subprocess.run([*PIP, "download", "--quiet", "--dest", str(WHEELS), "-r", str(REQUIREMENTS),
                    "setuptools>=77", "wheel"], cwd=ROOT, check=True)
    subprocess.run(offline, cwd=ROOT, check=True)


@pytest.fixture(scope="module")
def binder_python(tmp_path_factory) -> Path:
    venv = tmp_path_factory.mktemp("binder") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    _install(python)
    return python


@pytest.fixture
def jupyter_env(tmp_path) -> dict:
    """Only the Binder environment's own Jupyter files count."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "IPYTHON"))}
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp_path / name.lower())
    return env


def test_notebooks_run_in_binder_env(binder_python, jupyter_env):
    missing = [n for n in NOTEBOOKS if not (ROOT / "notebooks" / n).exists()]
    if missing:
        pytest.skip(f"not written yet: {', '.join(missing)}")
    done = subprocess.run(
        [str(binder_python), "-c", RUN_NOTEBOOKS, *(f"notebooks/{n}" for n in NOTEBOOKS)],
        cwd=ROOT, env=jupyter_env, capture_output=True, text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    prefix = str(binder_python.parent.parent)
    for line, name in zip(done.stdout.splitlines()[-len(NOTEBOOKS):], NOTEBOOKS):
        path, sys_prefix, kit = line.split()
        assert path == f"notebooks/{name}"
        assert sys_prefix == prefix, "the notebook ran in another Python"
        assert kit.startswith(prefix), f"the kit was imported from {kit}, not the Binder env"


def test_lab_has_widget_front_ends_and_voila(binder_python):
    """JupyterLab 4 takes prebuilt extensions from the wheels (no postBuild),
    and Voila's server extension serves the app at voila/render/notebooks/app/play.ipynb."""
    env = binder_python.parent.parent
    for extension in ("@jupyter-widgets/jupyterlab-manager", "anywidget"):
        assert (env / "share/jupyter/labextensions" / extension / "package.json").is_file(), extension
    voila = json.loads((env / "etc/jupyter/jupyter_server_config.d/voila.json").read_text())
    assert voila["ServerApp"]["jpserver_extensions"]["voila.server_extension"] is True


def test_lab_has_the_learners_language_packs(binder_python, jupyter_env):
    """JupyterLab there offers the lessons' languages (Settings > Language)."""
    found = subprocess.run(
        [str(binder_python), "-c",
         "from jupyterlab_server.translation_utils import get_language_packs; print(*sorted(get_language_packs()[0]))"],
        env=jupyter_env, capture_output=True, text=True, check=True).stdout.split()
    assert set(found) == {"en", "ru_RU", "uk_UA", "cs_CZ", "el_GR", "fi_FI"}, found
