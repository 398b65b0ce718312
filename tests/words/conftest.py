"""The words tests' fixture: ``pseudo``, the kit in a pseudo-language made by
the real translate-toolkit (see ``pseudo_language``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from processes import ROOT

from mextrain.words import DOMAIN, Words

BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "tools"))
from catalogs import KEYWORDS  # noqa: E402 - the catalogs' own keywords, the lessons' T, Tn, Tp too


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(BIN)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is missing: `make test` installs it (Babel, translate-toolkit, GNU gettext)")
    return found


@pytest.fixture(scope="session")
def pseudo(tmp_path_factory) -> Words:
    tmp = tmp_path_factory.mktemp("pseudo")
    pot, po = tmp / "mextrain.pot", tmp / "xx.po"
    subprocess.run([_tool("pybabel"), "extract", *KEYWORDS, "-o", str(pot), "mextrain"], cwd=ROOT,
                   check=True, capture_output=True)
    subprocess.run([_tool("podebug"), "--rewrite=unicode", "--preserveplaceholders", "--progress=none",
                    "-i", str(pot), "-o", str(po)], check=True, capture_output=True)
    po.write_text(po.read_text(encoding="utf-8").replace("charset=CHARSET", "charset=UTF-8"), encoding="utf-8")
    mo = tmp / "xx" / "LC_MESSAGES" / f"{DOMAIN}.mo"
    mo.parent.mkdir(parents=True)
    subprocess.run([_tool("msgfmt"), "-o", str(mo), str(po)], check=True, capture_output=True)
    return Words.load("xx", tmp)
