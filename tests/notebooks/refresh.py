"""Run lessons top to bottom and store them the way they are committed.

    .venv/bin/python tests/notebooks/refresh.py notebooks/06_strategy_lab.ipynb
    .venv/bin/python tests/notebooks/refresh.py          # every lesson

Outputs are kept (GitHub and nbviewer show them, nbval compares against
them); widget state and per-cell timings are dropped, since they change on
every run and are meaningless once the kernel is gone.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def refresh(path: Path, timeout: int = 600) -> float:
    """Execute ``path`` in place in a fresh kernel; return the seconds taken."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    took = time.perf_counter() - start
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    return took


def main(argv: list[str]) -> None:
    root = Path(__file__).resolve().parents[2]
    paths = [Path(a) for a in argv] or sorted((root / "notebooks").glob("*.ipynb"))
    for path in paths:
        print(f"{path}: {refresh(path):.1f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
