"""Widgets for Jupyter: the live table (``play``), the lesson exercise widget (``exercises``) and the older
names of its kinds (``quiz``)."""

try:
    import anywidget  # noqa: F401
    import ipywidgets  # noqa: F401
except ImportError as e:  # the kit installed without its notebook extra
    raise ImportError(f"mextrain's widgets need {e.name}, which the kit's notebook extra installs: "
                      "pip install 'mextrain[notebook]'", name=e.name) from e

from .table import Table, play  # noqa: E402 - after the check, so a missing library is named

__all__ = ["Table", "play"]
