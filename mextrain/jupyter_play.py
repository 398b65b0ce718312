"""The lessons' "Play now" in a Jupyter server: ``/play/index.html`` leads to the live table.

The lessons link to ``/play/index.html?lang=cs`` (and a game's settings,
``players``, ``bots``, ``rules``, ``rounds``, ``seed``, ``delay``): the Lite
site's serverless play page. A JupyterLab (``make lab``, Binder) has no such
page, so this server extension answers that address with a redirect to the
language's live-table app, ``notebooks/<lang>/app/play.ipynb``
(``notebooks/app/play.ipynb`` in English): in Voila where this server runs
Voila (``/voila/render/...``), else opened in JupyterLab (``/lab/tree/...``).

Nothing of the URL becomes a path: the language is one of the kit's six
(else English), and a game's setting goes on in the redirect only as
:func:`mextrain.browser.setup_from_query` accepts it (the others are
dropped). binder/voila/jupyter_server_config.d/mextrain.json enables it for
``make lab``, ``make app``'s environment and Binder (binder/start).

>>> play_target({"lang": ["cs"], "players": ["2"], "seed": ["7"]}, voila=True)
'/voila/render/notebooks/cs/app/play.ipynb?players=2&seed=7'
>>> play_target({"lang": ["../etc"], "players": ["9"], "x": ["1"]}, voila=False)
'/lab/tree/notebooks/app/play.ipynb'
"""

from __future__ import annotations

from urllib.parse import urlencode

from .browser import PLAY_PAGE, setup_from_query
from .words import LANGUAGES

__all__ = ["play_target", "app_notebook", "GAME_SETTINGS"]

#: The settings of a play link (mextrain.browser.setup_from_query reads these).
GAME_SETTINGS = ("players", "bots", "rules", "rounds", "seed", "delay")
#: Voila's server extension, as jpserver_extensions names it.
VOILA = "voila.server_extension"


def app_notebook(language: str) -> str:
    """The live-table app of ``language`` (one of the kit's languages), from the repository's root."""
    return "notebooks/app/play.ipynb" if language == "en" else f"notebooks/{language}/app/play.ipynb"


def play_target(arguments: dict[str, list[str]], voila: bool) -> str:
    """Where ``/play/index.html`` with these query ``arguments`` (as tornado
    gives them: a list per name, the first counts) leads: the app of the
    link's language (English for none or another), with the game's settings
    that :func:`~mextrain.browser.setup_from_query` accepts."""
    first = {name: values[0] for name, values in arguments.items() if values}
    language = first.get("lang", "en")
    if language not in LANGUAGES:
        language = "en"
    asked = {name: first[name] for name in GAME_SETTINGS if name in first}
    _, bad = setup_from_query(asked, language)
    refused = {name for name, _ in bad}
    kept = {name: value for name, value in asked.items() if name not in refused}
    path = f"/{'voila/render' if voila else 'lab/tree'}/{app_notebook(language)}"
    return path + (f"?{urlencode(kept)}" if kept else "")


def _voila_runs(serverapp) -> bool:
    package = serverapp.extension_manager.extensions.get(VOILA)
    return package is not None and package.enabled


def _jupyter_server_extension_points():
    return [{"module": "mextrain.jupyter_play"}]


def _load_jupyter_server_extension(serverapp) -> None:
    from jupyter_server.base.handlers import JupyterHandler
    from jupyter_server.utils import url_path_join
    from tornado import web

    class PlayNow(JupyterHandler):
        """``/play/index.html?...``: a redirect to the language's live-table app."""

        @web.authenticated
        def get(self) -> None:
            arguments = {name: [value.decode("utf-8", "replace") for value in values]
                         for name, values in self.request.query_arguments.items()}
            target = play_target(arguments, _voila_runs(self.serverapp))
            self.redirect(url_path_join(self.base_url, target))

    web_app = serverapp.web_app
    pattern = url_path_join(web_app.settings["base_url"], PLAY_PAGE)
    web_app.add_handlers(".*$", [(pattern.replace(".", r"\."), PlayNow)])
