"""Voila's configuration for the classroom app (notebooks/app/play.ipynb and
notebooks/<lang>/app/play.ipynb): the page says its language and has a title.

Voila titles a page with the notebook's file name ("play") and writes
lang="en" on every page. Before each page is made, this hook reads the
language the notebook gives the kit (its ``mt.set_language("cs")``; English
without one) and sets, for that page, the title in that language (the kit's
own "Mexican Train", from its catalogs) and the page's ``lang``.

`make app` passes this folder to Voila (JUPYTER_CONFIG_PATH), and so does
binder/start on Binder, where Voila reads it as a Jupyter server extension
(voila/render/notebooks/cs/app/play.ipynb; one server, each page in its own
notebook's language).
"""

import re

# The language the notebook sets for the kit, as its first cell says it.
SET_LANGUAGE = re.compile(r"""\bset_language\(\s*["']([A-Za-z_]+)["']\s*\)""")


def notebook_language(notebook) -> str:
    for cell in notebook.cells:
        if cell.cell_type == "code":
            found = SET_LANGUAGE.search(cell.source)
            if found:
                return found.group(1)
    return "en"


def speak_the_notebooks_language(req, notebook, cwd):
    """Voila's prelaunch hook: the page's title and lang from the notebook."""
    try:
        from mextrain.words import Words
    except ImportError:  # a Voila without the kit: its own title and lang
        return notebook
    language = notebook_language(notebook)
    try:
        words = Words.load(language)
    except ValueError:
        words, language = Words.load("en"), "en"
    notebook.metadata["title"] = words._("Mexican Train")
    # The exporter that writes this page is made from this configuration
    # right after the hook returns, with no other page in between (one event
    # loop, no await): each page gets its own notebook's language.
    config = getattr(req, "traitlet_config", None)
    if config is not None:
        config.VoilaExporter.language_code = language
    return notebook


c.VoilaConfiguration.prelaunch_hook = speak_the_notebooks_language  # noqa: F821 (c: traitlets' config)
