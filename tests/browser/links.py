"""Following every link of every lesson in a running JupyterLab (a Lab server,
Binder's environment or the JupyterLite site), by clicking it.

A link counts as open when JupyterLab shows a tab for its target with the
target's content, and no "cannot open" dialog. Each distinct target is
followed once, from the first lesson that links to it. The first lesson is
opened by loading JupyterLab on it, the others in that same JupyterLab
(File > Open from Path…), as a learner moves on: one page load, not nine.
"""

from __future__ import annotations

import posixpath
from urllib.parse import unquote, urlsplit

LESSONS = [f"notebooks/{name}" for name in (
    "00_start_here.ipynb", "01_tiles_and_the_engine.ipynb", "02_trains_and_markers.ipynb",
    "03_doubles.ipynb", "04_scoring_and_the_match.ipynb", "05_play.ipynb",
    "06_strategy_lab.ipynb", "07_rule_variants.ipynb", "08_gallery.ipynb")]

CURRENT_TAB = "#jp-main-dock-panel .lm-TabBar-tab.jp-mod-current"
# The current tab is the file at this path: a tab's title names its path, and
# its label only the file's name (notebooks/00_start_here.ipynb links to
# notebooks/cs/00_start_here.ipynb, another tab with the same label).
CURRENT_PATH = """(path) => {
    const tab = document.querySelector('#jp-main-dock-panel .lm-TabBar-tab.jp-mod-current');
    return !!tab && (tab.getAttribute('title') || '').split('\\n').includes('Path: ' + path);
}"""
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"
# JupyterLab rewrites a relative link to its server's /files/ address and opens
# it in a tab when clicked: the target is what follows /files/.
INTERNAL = f"{PANEL} .jp-RenderedMarkdown a[href*='/files/']"
# What each kind of file shows once open.
CONTENT = {".ipynb": ".jp-Notebook .jp-Cell", ".md": ".jp-FileEditor .cm-content, .jp-RenderedMarkdown",
           ".py": ".jp-FileEditor .cm-content", ".pdf": ".jp-PDFContainer"}


def _scroll_steps(page):
    """Scroll the lesson from top to bottom a screen at a time: Lab draws
    only the cells near the view."""
    scroller = page.locator(f"{PANEL} .jp-WindowedPanel-outer")
    scroller.evaluate("el => { el.scrollTop = 0; }")
    while True:
        page.wait_for_timeout(100)
        yield
        if scroller.evaluate("el => { const before = el.scrollTop; el.scrollTop += el.clientHeight * 0.8;"
                             " return el.scrollTop === before; }"):
            return


def scroll_to(page, selector: str):
    """Scroll the open lesson until a link matching ``selector`` is drawn; its locator."""
    for _ in _scroll_steps(page):
        if page.locator(selector).count():
            return page.locator(selector).first
    raise AssertionError(f"no {selector} in the lesson")


# The lessons' "Play now" link as they write it (mextrain/labextension points
# it at the page's own base address when the pointer reaches it).
PLAY_NOW = f"{PANEL} .jp-RenderedMarkdown a[href^='/play/index.html?']"


def _targets(page) -> dict[str, str]:
    """{href as Lab wrote it: repository path it opens} for the links in view."""
    hrefs = page.eval_on_selector_all(INTERNAL, "els => els.map(a => a.getAttribute('href'))")
    return {href: unquote(urlsplit(href).path.split("/files/", 1)[1]) for href in hrefs}


def follow_all(page, first_visit, lessons=LESSONS) -> dict[str, str]:
    """Load JupyterLab on the first lesson with ``first_visit(page, path)``,
    open the others in it; click each lesson's links to a target not seen
    yet; return {target: lesson it was followed from}. Fails on the first
    link that does not open."""
    followed: dict[str, str] = {}
    for number, lesson in enumerate(lessons):
        if number == 0:
            first_visit(page, lesson)
        else:
            open_from_path(page, lesson)
        # the lesson's own tab, not one a restored workspace brought back
        page.wait_for_function(CURRENT_PATH, arg=lesson, timeout=120_000)
        page.wait_for_selector(f"{PANEL} .jp-RenderedMarkdown", timeout=120_000)
        for _ in _scroll_steps(page):
            for href, target in _targets(page).items():
                if target not in followed and target != lesson:
                    _click(page, href, target, lesson)
                    followed[target] = lesson
        _close_current(page)
    return followed


def open_from_path(page, path: str) -> None:
    """File > Open from Path…: the file opens in a tab of this JupyterLab."""
    page.locator(".lm-MenuBar-itemLabel", has_text="File").click()
    page.locator(".lm-Menu-itemLabel", has_text="Open from Path").click()
    field = page.locator(".jp-Dialog input")
    field.fill(path)
    field.press("Enter")


def _click(page, href: str, target: str, lesson: str) -> None:
    """Click a link in view, check that its target opens, close it again."""
    page.locator(f"{INTERNAL}[href='{href}']").first.click()
    name = posixpath.basename(target)
    try:
        page.wait_for_function(CURRENT_PATH, arg=target, timeout=15_000)
    except Exception:
        dialog = page.locator(".jp-Dialog")
        why = dialog.inner_text() if dialog.count() else "no tab opened"
        raise AssertionError(f"{lesson}: the link to {target} did not open: {why}") from None
    content = CONTENT[posixpath.splitext(name)[1]]
    page.locator(f"#jp-main-dock-panel > .lm-DockPanel-widget:not(.lm-mod-hidden) :is({content})").first.wait_for()
    assert page.locator(".jp-Dialog").count() == 0, page.locator(".jp-Dialog").inner_text()
    _close_current(page)


def _close_current(page) -> None:
    """Close the current tab, discarding changes: a notebook that starts a kernel
    is marked changed (its kernel's name is written into it). Done when the tab
    is gone or JupyterLab asks whether to discard."""
    tab = page.locator(CURRENT_TAB)
    # by the tab's own id: another tab may have the same label
    tab_id = tab.get_attribute("data-id")
    tab.locator(".lm-TabBar-tabCloseIcon").click()
    page.wait_for_function(
        "(id) => document.querySelector('.jp-Dialog') || ![...document.querySelectorAll("
        "'#jp-main-dock-panel .lm-TabBar-tab')].some((t) => t.dataset.id === id)", arg=tab_id)
    discard = page.locator(".jp-Dialog .jp-Dialog-button.jp-mod-warn")
    if discard.count():
        discard.click()
        page.locator(".jp-Dialog").wait_for(state="detached")
