# The kit's JupyterLab plugin from this repository (mextrain/labextension):
# an editable install (`make lab`) does not copy the wheel's
# share/jupyter/labextensions. It points the lessons' "Play now" link at the
# server's base address (under a JupyterHub's /user/<name>/ too).
from pathlib import Path

c.LabApp.extra_labextensions_path = [str(Path(__file__).resolve().parents[2] / "mextrain" / "labextension")]  # noqa: F821
