"""Run lessons 00-08 and store them as they are committed; print how long each took.

    .venv/bin/python tests/lessons/store_lessons.py              # lessons 00-08
    .venv/bin/python tests/lessons/store_lessons.py notebooks/02_trains_and_markers.ipynb

Like ``tests/notebooks/refresh.py`` (which runs them), and one thing more:
an exercise's stored output keeps its HTML view (question, picture as an
``<img>``, choices) and drops the widget view. A stored widget view cannot
draw without its kernel, and JupyterLab would prefer it to the HTML; the
HTML draws before anything runs, trusted or not. A widget with no HTML
view (the live table) is not stored at all: unrun, its text fallback
(``Table(children=...``) is all a reader would see. Running the cell
brings the widget back.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "notebooks"))
from refresh import refresh  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LESSONS = [ROOT / "notebooks" / name for name in (
    "00_start_here.ipynb", "01_tiles_and_the_engine.ipynb", "02_trains_and_markers.ipynb", "03_doubles.ipynb",
    "04_scoring_and_the_match.ipynb", "05_play.ipynb", "06_strategy_lab.ipynb", "07_rule_variants.ipynb", "08_gallery.ipynb")]


def offline_only(path: Path) -> None:
    """Keep of every widget output only its HTML view, if it has one."""
    import nbformat
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        kept = []
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if WIDGET_VIEW in data:
                if "text/html" not in data:
                    continue
                del data[WIDGET_VIEW]
            kept.append(out)
        if "outputs" in cell:
            cell.outputs = kept
    nbformat.write(nb, path)


def main(argv: list[str]) -> None:
    for path in [Path(a).resolve() for a in argv] or LESSONS:
        took = refresh(path)
        offline_only(path)
        print(f"{path.name}: {took:.1f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
