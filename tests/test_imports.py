"""Imports run one way: the engine, the bots, the simulation, the Session and
its frames, the words, the pictures and the lessons never import a widget
library (ipywidgets, anywidget, traitlets) nor ``mextrain.widgets``; the
widgets import them. Read in every module's source (imports inside
functions too), and checked in a fresh interpreter that imports them all."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KIT = ROOT / "mextrain"
#: What stays free of UI: every module of these packages, and these modules.
UI_FREE_PACKAGES = ("lessons", "words", "svg", "bots")
UI_FREE_MODULES = ("tiles", "trains", "rules", "moves", "round", "view", "position", "match", "reasons", "errors",
                   "text", "simulation", "frames", "session")
UI = ("ipywidgets", "anywidget", "traitlets", "mextrain.widgets")


def _ui_free() -> list[Path]:
    files = [KIT / f"{name}.py" for name in UI_FREE_MODULES]
    for package in UI_FREE_PACKAGES:
        files += sorted((KIT / package).rglob("*.py"))
    return files


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, module: str, is_package: bool = False) -> list[str]:
    """Every module ``source`` (the text of ``module``) imports, relative
    imports resolved, wherever the import statement is."""
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append(target)
            found += [f"{target}.{alias.name}" for alias in node.names]  # `from .. import widgets`
    return found


def _ui(names) -> list[str]:
    return sorted({n for n in names for ui in UI if n == ui or n.startswith(ui + ".")})


def test_the_check_finds_a_widget_import():
    """Planted in a lessons module: the bank reaching the exercise widget, as it once did."""
    planted = "def show(self):\n    from ..widgets.exercises import ExerciseWidget\n"
    assert _ui(imported(planted, "mextrain.lessons.bank")) == ["mextrain.widgets.exercises",
                                                                "mextrain.widgets.exercises.ExerciseWidget"]
    assert _ui(imported("from .. import widgets", "mextrain.words", is_package=True)) == ["mextrain.widgets"]
    assert _ui(imported("import anywidget as A", "mextrain.svg.table")) == ["anywidget"]


def test_no_ui_free_module_imports_a_widget():
    files = _ui_free()
    assert len(files) > 40 and all(f.exists() for f in files)
    found = {}
    for path in files:
        names = _ui(imported(path.read_text(encoding="utf-8"), _module(path), path.name == "__init__.py"))
        if names:
            found[str(path.relative_to(ROOT))] = names
    assert not found, f"modules that must not import a widget do: {found}"


def test_importing_them_all_loads_no_widget_library():
    modules = sorted({_module(p) for p in _ui_free()})
    code = (f"import sys, importlib\nimport mextrain\n"
            f"for m in {modules!r}:\n    importlib.import_module(m)\n"
            "from mextrain import lessons\nlessons.exercises()\n"
            f"print([m for m in {UI!r} if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]"
