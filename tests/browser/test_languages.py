"""A lesson and the live table in two languages, in a real JupyterLab and Voilà.

Czech (Latin letters, long words) and Greek (its own alphabet): the first
lesson is run top to bottom (it ends with a live table) and the classroom
app opened; what a learner sees — rendered markdown, outputs, the pictures'
text, the buttons — must hold no English word, and nothing may run out of
its box: no button or label cut, no picture text outside its picture.
"""

from __future__ import annotations

import re

import pytest
from lab_pages import ARTIFACTS, open_notebook, run_all, voila_server
from processes import ROOT

from mextrain.words import Words

LANGUAGES = ("cs", "el")
# Words a translated page must not show. Rule ids (R7), tile numbers and
# code are not words of a language and are left out on purpose.
ENGLISH = re.compile(
    r"\b(the|and|your|you|train|trains|tile|tiles|player|players|draw|pass|round|hand|double|hint|move|"
    r"turn|marker|boneyard|engine|mexican|which|what|with|click|check|start|save|load|new game|planner)\b",
    re.I)

# The kit's part of the page: rendered markdown and outputs (JupyterLab's own
# chrome speaks the language of its language pack, which may be partial).
VISIBLE = """(root) => {
    const kit = '.jp-MarkdownOutput, .jp-OutputArea-output';
    const parts = [...root.querySelectorAll(kit)].filter((el) => el.offsetParent).map((el) => el.innerText);
    const svgText = [...root.querySelectorAll('.jp-OutputArea-output svg text')].map((t) => t.textContent);
    const buttons = [...root.querySelectorAll('.jp-OutputArea-output button, .jp-OutputArea-output option')]
        .filter((b) => b.offsetParent || b.tagName === 'OPTION').map((b) => b.textContent.trim() || b.title);
    return {text: parts.concat(svgText, buttons).join('\\n')};
}"""

OVERFLOW = """(root) => {
    const out = [];
    for (const b of root.querySelectorAll('button, .widget-label, .mt-message, .mt-status')) {
        if (b.offsetParent && b.scrollWidth > b.clientWidth + 1)
            out.push(`cut: ${b.tagName} "${b.textContent.trim()}" ${b.scrollWidth} > ${b.clientWidth}`);
    }
    for (const svg of root.querySelectorAll('.jp-OutputArea-output svg, .mextrain-table svg, .mextrain-exercise-widget svg')) {
        const view = svg.viewBox && svg.viewBox.baseVal;
        if (!view || !view.width) continue;
        for (const t of svg.querySelectorAll('text')) {
            if (t.closest('svg') !== svg || !t.textContent.trim()) continue;
            let box; try { box = t.getBBox(); } catch (e) { continue; }
            const m = t.getCTM() && svg.getCTM() ? svg.getCTM().inverse().multiply(t.getCTM()) : null;
            const x0 = m ? m.a * box.x + m.e : box.x, x1 = m ? m.a * (box.x + box.width) + m.e : box.x + box.width;
            if (x0 < view.x - 1 || x1 > view.x + view.width + 1)
                out.push(`outside its picture: "${t.textContent.trim()}" ${x0.toFixed(0)}..${x1.toFixed(0)} ` +
                         `of ${view.x}..${view.x + view.width}`);
        }
    }
    return out;
}"""


def _english(text: str) -> list[str]:
    return sorted({line.strip()[:120] for line in text.splitlines() if ENGLISH.search(line)})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_first_lesson_and_its_table_speak_the_language(page, lab, lang):
    page.set_viewport_size({"width": 1366, "height": 768})
    open_notebook(page, lab, f"notebooks/{lang}/00_start_here.ipynb")
    run_all(page)
    page.wait_for_selector(".mextrain-table .mt-table svg", timeout=90_000)
    page.wait_for_function("() => document.querySelectorAll('.mextrain-exercise-widget').length >= 2")
    try:
        panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").element_handle()
        seen = page.evaluate(VISIBLE, panel)
        assert len(seen["text"]) > 2000, "the lesson did not show its text"
        assert not _english(seen["text"]), f"{lang}: English on the screen: {_english(seen['text'])}"
        # Everything of the lesson, top to bottom: scroll each output into view once.
        assert page.evaluate(OVERFLOW, panel) == []
    finally:
        page.screenshot(path=str(ARTIFACTS / f"lesson-00-{lang}.png"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_classroom_app_speaks_the_language(page, lang, tmp_path):
    with voila_server(f"notebooks/{lang}/app/play.ipynb", ROOT, tmp_path) as base:
        page.set_viewport_size({"width": 1366, "height": 768})
        page.goto(base)
        page.wait_for_selector(".widget-button", timeout=90_000)
        body = page.locator("body").element_handle()
        try:
            form = page.evaluate(VISIBLE, body)["text"]
            assert not _english(form), f"{lang} settings form: {_english(form)}"
            assert page.evaluate(OVERFLOW, body) == []
            page.locator(f".widget-button:has-text('{Words.load(lang)._('Start')}')").click()
            page.wait_for_selector(".mextrain-table .mt-table svg", timeout=60_000)
            table = page.evaluate(VISIBLE, body)["text"]
            assert not _english(table), f"{lang} table: {_english(table)}"
            assert page.evaluate(OVERFLOW, body) == []
        finally:
            page.screenshot(path=str(ARTIFACTS / f"app-{lang}.png"))


def test_the_checks_see_english_and_a_cut_label(page):
    """Both checks fail on a page that has the faults they look for."""
    page.set_content(
        "<div id=r><div class='jp-MarkdownOutput'>Vlak hráče 1: draw a tile</div>"
        "<div class='jp-OutputArea-output'><button style='width:30px;overflow:hidden;white-space:nowrap'>"
        "Líznout si kámen</button><svg viewBox='0 0 100 40' width=100 height=40>"
        "<text x=60 y=20 font-size=20>Lokomotiva</text></svg></div>"
        "<button>Click to add a cell.</button></div>")
    root = page.locator("#r").element_handle()
    assert _english(page.evaluate(VISIBLE, root)["text"]) == ["Vlak hráče 1: draw a tile"]
    found = page.evaluate(OVERFLOW, root)
    assert any(f.startswith("cut: BUTTON") for f in found) and any("outside its picture" in f for f in found)
