"""Installed modules are found before the learner's files (the Lite site's Python).

binder/lite/build.py puts this file into Pyodide's standard library, where
`site` imports it when the interpreter starts.

The kernel runs with its working folder on the site's drive, where every
look-up is a synchronous request through the service worker to the page
(tens of milliseconds while JupyterLab is busy drawing). Python looks in the
working folder first (sys.path[0] is ''), so each module the kernel and the
kit import cost one such request: about a hundred, seconds of the start.
Looking in the standard library and site-packages first leaves the drive
only the names found nowhere else (a lesson's own module, a failed optional
import). A learner's file can then no longer hide a module of the same name,
as with Python's -P.
"""

import sys
from importlib.machinery import PathFinder

# sys.path at start-up, before Pyodide puts the working folder ('') first.
_INSTALLED = [entry for entry in sys.path if entry]


class _InstalledFirst:
    """A top-level import looks in the installed locations before sys.path."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if path is not None:  # a submodule: its package's own __path__ decides
            return None
        return PathFinder.find_spec(name, _INSTALLED, target)


sys.meta_path.insert(sys.meta_path.index(PathFinder), _InstalledFirst)
